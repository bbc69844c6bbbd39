import { readerErrorText } from '../../../api/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { updatePublicationSettings } from '../../../api/endpoints/account';
import { getPostById, getPostBySlug, getPostImageSelection, getPostSelection, savePost, updatePostTheme } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import type { Translate } from '../../../i18n/translate';
import { useAnalytics, useDialogs, useLocation, useNavigation, useStorage, useT, useViewer } from '../../../platform/context';
import type { ViewerRole } from '../../../platform/viewer';
import { useToast } from '../../../ui/Toast';
import * as tag from './featuredTag.machine';
import type { PaywallVariant } from './paywall';
import * as load from './postPageLoad.machine';
import * as scroll from './scrollTracking.machine';
import { oneShotPostParams, type PostQuery, type PostRoute, parsePostQuery, withoutParams } from './postQuery';
import type { PostSelectionTarget } from './views/PostBody';
import type { PostPageViewStatus } from './views/PostPageView';

/** TanStack Query keys of the post page. */
export const postPageQueryKeys = {
  all: ['posts', 'page'] as const,
  post: (route: PostRoute) => ['posts', 'page', route.by, route.by === 'slug' ? route.slug : route.id] as const,
  selection: (kind: 'text' | 'image', id: string) => ['posts', 'selection', kind, id] as const,
};

/** Where the paywall's and sign-in's calls to action go (app paths; the host's router serves them). */
export function paywallActionPath(variant: PaywallVariant, next: string): string {
  const params = new URLSearchParams({ next });
  if (variant === 'founding' || variant === 'upgrade') params.set('plan', 'founding');
  if (variant === 'pledge') params.set('pledge', 'true');
  if (variant === 'signup') params.set('plan', 'free');
  if (variant === 'invite_only') params.set('request_invite', 'true');
  return `/subscribe?${params.toString()}`;
}

export function signInPath(next: string): string {
  return `/sign-in?${new URLSearchParams({ next }).toString()}`;
}

/** Where "View" in the "Post saved" toast goes (the reader's saved posts). */
export const SAVED_POSTS_PATH = '/saved';

/** Storage key of the dismissed coming-soon explainer of a publication (the setting has no GET, so it is cached). */
export function comingSoonSeenKey(publicationId: number): string {
  return `masthead.post.comingSoonSeen.${publicationId}`;
}

export interface FeaturedTagController {
  state: tag.FeaturedTagState;
  select: (tagId: number | null) => void;
  save: () => void;
}

export interface PostPageController {
  /** What the view shows. */
  status: PostPageViewStatus;
  /** The load machine's state (M66). */
  load: load.PostPageLoadState;
  post: PostWithPublication | null;
  errorMessage?: string;
  viewerRole: ViewerRole;
  /** The parsed query parameters (passed on to `PostEnd` and the players). */
  query: PostQuery;
  selection: PostSelectionTarget | null;
  /** Edit's `back` path on a page-type post (contributors and admins); `null` for others. */
  editBack: string | null;
  /** The featured-tag editor (admins); `null` for others. */
  featuredTag: FeaturedTagController | null;
  /** The share dialog (`action=share` opens it on arrival). */
  share: { open: boolean; setOpen: (open: boolean) => void };
  /** The coming-soon explainer (admins, until dismissed); `null` when hidden. */
  comingSoon: { dismiss: () => void; dismissing: boolean } | null;
  /** Callback refs for the markers at the top of the post and the end of its body (M13). */
  topRef: (element: HTMLElement | null) => void;
  bottomRef: (element: HTMLElement | null) => void;
  retry: () => void;
  /** Refetches the post (a deleted post then redirects). */
  refresh: () => void;
  goHome: () => void;
  paywallAction: (variant: PaywallVariant) => void;
  signIn: () => void;
}

function errorText(error: unknown, t: Translate): string {
  return readerErrorText(error, { network: t('post.page.errorNetwork'), malformed: t('post.page.errorMalformed'), server: t('post.page.errorServer') });
}

/**
 * The data hook of the post page (`/p/{slug}`, `/home/post/p-{id}`): the post (E23 / P28) through TanStack Query,
 * refetched when the window regains focus; the load machine (M66) with its redirects (thread → comments page,
 * deleted → replace to `/`), the metered reload (once, guarded in the platform storage, through the navigation
 * adapter) and the error alert; the query parameters handled on arrival (`action=save` → E32 and "Post saved";
 * `founding-member-confirmation` → T138; both then removed from the address); the shared selection (E37 / E38);
 * `action=share` → the share dialog; scroll tracking (M13: `post_top_reached` / `post_bottom_reached` once per page
 * view through the platform analytics, `post_page_view` sampled at 0.1 %); the featured-tag editor (M68, E34) and the coming-soon explainer (E13) for
 * admins.
 */
export function usePostPage(route: PostRoute): PostPageController {
  const api = useApi();
  const t = useT();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  const storage = useStorage();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const anonymous = viewer.role === 'anonymous';
  const query = useMemo(() => parsePostQuery(location.search), [location.search]);

  // ——— the post ———
  const key = postPageQueryKeys.post(route);
  const postQuery = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      route.by === 'slug'
        ? api.call(getPostBySlug, { params: { slug: route.slug } }, { signal })
        : api.call(getPostById, { params: { id: route.id } }, { signal }),
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  const [state, dispatch] = useReducer(load.transition, load.initialState);

  useEffect(() => {
    const post = postQuery.data;
    if (!post || postQuery.dataUpdatedAt === 0) return;
    dispatch({ type: 'LOADED', post, anonymous, reloadGuardSet: storage.get(load.meteredReloadGuardKey(post.id)) !== null });
  }, [postQuery.data, postQuery.dataUpdatedAt, anonymous, storage]);

  useEffect(() => {
    if (!postQuery.error || postQuery.errorUpdatedAt === 0) return;
    const status = (postQuery.error as { status?: number }).status;
    dispatch({ type: 'FAILED', status, message: errorText(postQuery.error, t) });
  }, [postQuery.error, postQuery.errorUpdatedAt, t]);

  // ——— what a state asks for ———
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per state entered, with the values of that moment
  useEffect(() => {
    switch (state.status) {
      case 'redirect_comments':
        navigation.replace(load.commentsPagePath(state.slug));
        return;
      case 'redirect_default':
        navigation.replace(load.DEFAULT_PAGE_PATH);
        return;
      case 'reload': {
        storage.set(load.meteredReloadGuardKey(state.postId), '1');
        if (navigation.reload) navigation.reload();
        else if (postQuery.data) dispatch({ type: 'LOADED', post: postQuery.data, anonymous, reloadGuardSet: true });
        return;
      }
      case 'error':
        void dialogs.alert(state.message);
        return;
      default:
        return;
    }
  }, [state]);

  const post = state.status === 'loaded' ? (postQuery.data ?? null) : null;

  // ——— query parameters handled on arrival ———
  const save = useMutation({
    mutationFn: (postId: number) => api.call(savePost, { body: { post_id: postId, surface: 'post-page' } }),
    onSuccess: (_answer, postId) => {
      queryClient.setQueryData<PostWithPublication>(key, (old) => (old && old.id === postId ? { ...old, is_saved: true } : old));
      toast.show({ message: t('post.toast.saved'), action: { label: t('post.toast.view'), href: SAVED_POSTS_PATH } });
    },
    onError: (error) => {
      toast.show({ message: (error as { serverMessage?: string }).serverMessage ?? t('post.toast.saveFailed') });
    },
  });
  const [shareOpen, setShareOpen] = useState(false);
  const handledArrival = useRef(false);
  useEffect(() => {
    if (!post || handledArrival.current) return;
    handledArrival.current = true;
    let changed = false;
    if (query.action === 'save') {
      changed = true;
      if (anonymous) toast.show({ message: t('post.toast.signInToSave') });
      else if (!post.is_saved) save.mutate(post.id);
      else toast.show({ message: t('post.toast.saved'), action: { label: t('post.toast.view'), href: SAVED_POSTS_PATH } });
    }
    if (query.action === 'share') {
      changed = true;
      setShareOpen(true);
    }
    if (query.foundingMemberConfirmation) {
      changed = true;
      toast.show({ message: t('post.toast.foundingConfirmation') });
    }
    if (changed) {
      navigation.replace(`${location.pathname}${withoutParams(location.search, oneShotPostParams)}${location.hash}`);
    }
  }, [post, query, anonymous, save, toast, t, navigation, location]);

  // ——— shared selection ———
  const textSelection = useQuery({
    queryKey: postPageQueryKeys.selection('text', query.selection ?? ''),
    queryFn: ({ signal }) => api.call(getPostSelection, { params: { id: query.selection! } }, { signal }),
    enabled: query.selection !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const imageSelection = useQuery({
    queryKey: postPageQueryKeys.selection('image', query.imgSelection ?? ''),
    queryFn: ({ signal }) => api.call(getPostImageSelection, { params: { id: query.imgSelection! } }, { signal }),
    enabled: query.imgSelection !== null && query.selection === null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selectionQuery = query.selection !== null ? textSelection : query.imgSelection !== null ? imageSelection : null;
  const selection: PostSelectionTarget | null = !selectionQuery
    ? null
    : selectionQuery.isPending
      ? { status: 'loading' }
      : selectionQuery.data && post && selectionQuery.data.post_id === post.id
        ? { status: 'ready', text: selectionQuery.data.text, imgSrc: selectionQuery.data.img_src }
        : { status: 'missing' };

  // ——— featured tag (M68) ———
  const savedTag = post?.postTheme?.featured_post_tag_id ?? null;
  const [tagState, tagDispatch] = useReducer(tag.transition, savedTag, tag.init);
  useEffect(() => tagDispatch({ type: 'SYNC', tagId: savedTag }), [savedTag]);
  const themeMutation = useMutation({
    mutationFn: (input: { postId: number; tagId: number | null }) =>
      api.call(updatePostTheme, { params: { id: input.postId }, body: { featured_post_tag_id: input.tagId } }),
    onSuccess: (theme) => {
      tagDispatch({ type: 'SUCCEEDED', tagId: theme.featured_post_tag_id ?? null });
      queryClient.setQueryData<PostWithPublication>(key, (old) => (old ? { ...old, postTheme: theme } : old));
    },
    onError: (error) => {
      const message = errorText(error, t);
      tagDispatch({ type: 'FAILED', message });
      void dialogs.alert(t('post.featuredTag.failed', { message }));
    },
  });
  const selectTag = useCallback((tagId: number | null) => tagDispatch({ type: 'SELECT', tagId }), []);
  const saveTag = useCallback(() => {
    if (!post || !tag.canSave(tagState)) return;
    tagDispatch({ type: 'SAVE' });
    themeMutation.mutate({ postId: post.id, tagId: tag.selectedTag(tagState) });
  }, [post, tagState, themeMutation]);

  // ——— scroll tracking (M13): top and bottom reached, once per page view ———
  const analytics = useAnalytics();
  const tracking = useRef(scroll.initialState);
  const trackedPostId = post?.id ?? null;
  const sendTracking = useCallback(
    (event: scroll.ScrollTrackingEvent) => {
      const out = scroll.transition(tracking.current, event);
      tracking.current = out.state;
      if (out.emit && trackedPostId !== null) analytics.track(out.emit, { post_id: trackedPostId });
    },
    [analytics, trackedPostId],
  );
  useEffect(() => {
    if (trackedPostId !== null) sendTracking({ type: 'PAGE_VIEW', draw: Math.random() });
  }, [trackedPostId, sendTracking]);
  const observe = useCallback(
    (event: 'TOP_REACHED' | 'BOTTOM_REACHED') => {
      let observer: IntersectionObserver | null = null;
      return (element: HTMLElement | null) => {
        observer?.disconnect();
        observer = null;
        if (!element || typeof IntersectionObserver === 'undefined') return;
        observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) sendTracking({ type: event });
        });
        observer.observe(element);
      };
    },
    [sendTracking],
  );
  const topRef = useMemo(() => observe('TOP_REACHED'), [observe]);
  const bottomRef = useMemo(() => observe('BOTTOM_REACHED'), [observe]);

  // ——— coming-soon explainer ———
  const publicationId = post?.publication_id ?? null;
  const [comingSoonSeen, setComingSoonSeen] = useState(false);
  const seenStored = publicationId !== null && storage.get(comingSoonSeenKey(publicationId)) !== null;
  const dismissMutation = useMutation({
    mutationFn: (pubId: number) => api.call(updatePublicationSettings, { query: { publication_id: pubId }, body: { seen_coming_soon_explainer: true } }),
    onSuccess: (_answer, pubId) => {
      storage.set(comingSoonSeenKey(pubId), '1');
      setComingSoonSeen(true);
    },
    onError: () => void dialogs.alert(t('post.comingSoon.failed')),
  });

  const staff = viewer.role === 'admin' || viewer.role === 'contributor';
  const path = `${location.pathname}${location.search}`;

  const status: PostPageViewStatus =
    state.status === 'loaded'
      ? 'loaded'
      : state.status === 'not_found'
        ? 'not_found'
        : state.status === 'error'
          ? 'error'
          : state.status === 'loading'
            ? 'loading'
            : 'redirecting';

  return {
    status,
    load: state,
    post,
    errorMessage: state.status === 'error' ? state.message : undefined,
    viewerRole: viewer.role,
    query,
    selection,
    editBack: staff ? path : null,
    share: { open: shareOpen, setOpen: setShareOpen },
    featuredTag: viewer.role === 'admin' && post && (post.postTags?.length ?? 0) > 0 ? { state: tagState, select: selectTag, save: saveTag } : null,
    comingSoon:
      viewer.role === 'admin' && publicationId !== null && !seenStored && !comingSoonSeen
        ? { dismiss: () => dismissMutation.mutate(publicationId), dismissing: dismissMutation.isPending }
        : null,
    topRef,
    bottomRef,
    retry: () => {
      dispatch({ type: 'RETRY' });
      void postQuery.refetch();
    },
    refresh: () => void postQuery.refetch(),
    goHome: () => navigation.navigate(load.DEFAULT_PAGE_PATH),
    paywallAction: (variant) => navigation.navigate(paywallActionPath(variant, path)),
    signIn: () => navigation.navigate(signInPath(path)),
  };
}
