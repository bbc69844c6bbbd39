import { errorServerMessage } from '../../api/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { freeSignup } from '../../api/endpoints/account';
import { getHasRestacked, restack as restackEndpoint, unrestack as unrestackEndpoint } from '../../api/endpoints/feed';
import {
  addCrossPostReaction,
  addPostReaction,
  getPostFacepile,
  getPostSummary,
  removeCrossPostReaction,
  removePostReaction,
  savePost,
  unsavePost,
} from '../../api/endpoints/posts';
import type { Plan, Post } from '../../api/schemas/core';
import type { Facepile } from '../../api/schemas/posts';
import { useApi } from '../../api/useApi';
import { useClock, useDialogs, useLocation, useNavigation, usePlatform, useStorage, useT, useViewer } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import { type FooterPermissions, type FooterPublication, footerPermissions } from './footerPermissions';
import {
  type FooterErrorLike,
  initialLikeState,
  type LikeEvent,
  type LikeSnapshot,
  type LikeState,
  likeFailure,
  likeRequest,
  likerName,
  likeSnapshotOf,
  likeTransition,
  shownLike,
} from './like.machine';
import {
  initialLikeUpsellState,
  LIKE_UPSELL_COOKIE,
  LIKE_UPSELL_COOKIE_DAYS,
  type LikeUpsellEvent,
  type LikeUpsellState,
  likeUpsellDecision,
  likeUpsellTransition,
} from './likeUpsell';
import { initialPdfState, PDF_MODAL_AUTO_CLOSE_MS, type PdfEvent, type PdfState, pdfTransition } from './pdf.machine';
import {
  initialReaderGuideState,
  type ReaderGuideEvent,
  type ReaderGuideState,
  readerGuideNeedsFetch,
  readerGuideOpen,
  readerGuideTransition,
} from './readerGuide.machine';
import {
  initialRestackState,
  type RestackEvent,
  type RestackState,
  type RestackSubject,
  restackFailure,
  restackRequest,
  restackToast,
  restackTransition,
  shownRestack,
} from './restack.machine';
import { initialSaveState, type SaveEvent, type SaveState, saveFailure, saveRequest, saveSucceededToast, saveTransition, shownSaved } from './save.machine';

/** Storage key of the has-restacked cache (E44 is "cached forever", K101): set to `true` once known. */
export const HAS_RESTACKED_STORAGE_KEY = 'has_restacked';
/** Where the "View" link of the "Post saved" toast goes (the reader's saved list). */
export const FOOTER_SAVED_POSTS_PATH = '/saved';

/** TanStack Query keys of the footer. */
export const footerQueryKeys = {
  facepile: (postId: number) => ['posts', postId, 'facepile'] as const,
  hasRestacked: ['feed', 'has-restacked'] as const,
};

/** The publication fields the footer reads: restack rules, name, author (admin likes), plans (like-upsell). */
export interface PostFooterPublication extends FooterPublication {
  id?: number | undefined;
  name?: string | undefined;
  author_name?: string | undefined;
  /** The publication's address: shared links point there (`{base_url}/p/{slug}`). */
  base_url?: string | undefined;
  plans?: readonly Plan[] | undefined;
}

export interface UsePostFooterOptions {
  /** The post is viewed as a cross-post: likes use E27/E28; no Edit. */
  crossPost?: boolean;
  /** The post's publication (restack rules, plans, author name). Without it restacks count as allowed. */
  publication?: PostFooterPublication | null;
  /** `surface` sent with likes, saves and restacks. Default `post`. */
  surface?: string;
  /** What a restack restacks: picks the toast and nudge variant. Default `post`. */
  subject?: RestackSubject;
  /** Runs when "Open as PDF" is chosen (G53: the spec names no endpoint). Default: nothing beyond the modal. */
  onOpenAsPdf?: (post: Post) => void;
  /** Edit (T083). Default: navigate to `/publish/post/{id}`. */
  onEdit?: (post: Post) => void;
}

/** Which dialog the footer has open. */
export type PostFooterDialog = null | 'freeSubscribeToLike' | 'signInToSave' | 'signInToRestack' | 'share';

export interface PostFooterController {
  permissions: FooterPermissions;
  like: LikeSnapshot & { pending: boolean };
  saved: boolean;
  savePending: boolean;
  restack: { restacked: boolean; count: number; pending: boolean; nudge: boolean };
  readerGuide: ReaderGuideState;
  pdfOpen: boolean;
  upsell: LikeUpsellState;
  dialog: PostFooterDialog;
  /** Free signup (free-subscribe-to-like or like-upsell): idle, submitting, done. */
  signup: 'idle' | 'submitting' | 'done';
  signInHref: string;
  /** The reader's e-mail (the like-upsell e-mail input is disabled when set). */
  userEmail: string | null;
  facepile: { status: 'loading' | 'ready'; data: Facepile | null };
  toggleLike: () => void;
  toggleSave: () => void;
  toggleRestack: () => void;
  toggleReaderGuide: () => void;
  retryReaderGuide: () => void;
  openAsPdf: () => void;
  closePdf: () => void;
  edit: () => void;
  openShare: () => void;
  closeDialog: () => void;
  closeUpsell: () => void;
  /** Like-upsell share view: close it and open the share dialog. */
  shareFromUpsell: () => void;
  /** Like-upsell plan picker: go to the checkout for a plan (G51: `/subscribe?plan={id}`). */
  choosePlan: (planId: string) => void;
  /** Free signup by e-mail (E21). */
  subscribeFree: (email: string, source: 'free_subscribe_to_like' | 'like_upsell') => void;
  closeNudge: () => void;
  /** "View now" in the nudge. */
  viewRestack: () => void;
}

/** A tiny synchronous reducer holder: `send` returns the next state so handlers know which call to make. */
function useMachine<S, E>(transition: (s: S, e: E) => S, initial: () => S): [S, (e: E) => S] {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const send = useCallback(
    (event: E) => {
      const next = transition(ref.current, event);
      ref.current = next;
      setState(next);
      return next;
    },
    [transition],
  );
  return [state, send];
}

const serverMessageOf = errorServerMessage;

/**
 * The footer's data hook: the like (M16), save (M17), restack (M19 + first-time nudge), like-upsell (M18), reader
 * guide (M22) and PDF (M23) machines, driven by the posts and feed endpoints (E25–E28, E31–E33, E44–E46, E21).
 * Optimistic changes go through the machines, so a failure reverts to the server's state; alerts go through
 * `useDialogs()`, toasts through `useToast()`, time through the platform clock, the like-upsell date through the
 * platform storage (`LIKE_UPSELL_COOKIE`, 3650 days).
 */
export function usePostFooter(post: Post, options: UsePostFooterOptions = {}): PostFooterController {
  const { crossPost = false, publication = null, surface = 'post', subject = 'post', onOpenAsPdf, onEdit } = options;
  const api = useApi();
  const t = useT();
  const dialogs = useDialogs();
  const toast = useToast();
  const clock = useClock();
  const storage = useStorage();
  const navigation = useNavigation();
  const location = useLocation();
  const viewer = useViewer();
  const { flags } = usePlatform();
  const queryClient = useQueryClient();
  const signedIn = viewer.role !== 'anonymous';

  const permissions = useMemo(() => footerPermissions({ role: viewer.role, flags, crossPost, publication }), [viewer.role, flags, crossPost, publication]);

  // ——— machines ———
  const [likeState, sendLike] = useMachine<LikeState, LikeEvent>(likeTransition, () => initialLikeState(likeSnapshotOf(post), flags.like_posts_enabled));
  const [saveState, sendSave] = useMachine<SaveState, SaveEvent>(saveTransition, () => initialSaveState(post.is_saved === true, signedIn));
  const [restackState, sendRestack] = useMachine<RestackState, RestackEvent>(restackTransition, () =>
    initialRestackState(
      { restacked: post.restacked === true, count: post.restacks ?? 0 },
      permissions.restack === 'disabled' || permissions.restack === 'hidden' ? 'disabled' : permissions.restack === 'signIn' ? 'signedOut' : null,
      storage.get(HAS_RESTACKED_STORAGE_KEY) === 'true' ? true : null,
    ),
  );
  const [guideState, sendGuide] = useMachine<ReaderGuideState, ReaderGuideEvent>(readerGuideTransition, () => initialReaderGuideState);
  const [pdfState, sendPdf] = useMachine<PdfState, PdfEvent>(pdfTransition, () => initialPdfState);
  const [upsellState, sendUpsell] = useMachine<LikeUpsellState, LikeUpsellEvent>(likeUpsellTransition, () => initialLikeUpsellState(viewer.role));
  const [dialog, setDialog] = useState<PostFooterDialog>(null);
  const [signup, setSignup] = useState<'idle' | 'submitting' | 'done'>('idle');

  // Fresh server data (the host refetched the post) flows into the machines.
  const reactorKey = (post.reactor_names ?? []).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields listed are the inputs
  useEffect(() => {
    const server = likeSnapshotOf(post);
    if (server.liked !== likeState.server.liked || server.count !== likeState.server.count) sendLike({ type: 'SYNC', server });
  }, [post.reaction, post.reactions?.['❤'], reactorKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field is the input
  useEffect(() => {
    if ((post.is_saved === true) !== saveState.saved) sendSave({ type: 'SYNC', saved: post.is_saved === true });
  }, [post.is_saved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the inputs
  useEffect(() => {
    const server = { restacked: post.restacked === true, count: post.restacks ?? 0 };
    if (server.restacked !== restackState.server.restacked || server.count !== restackState.server.count) sendRestack({ type: 'SYNC', server });
  }, [post.restacked, post.restacks]);

  // ——— reads ———
  const facepileQuery = useQuery({
    queryKey: footerQueryKeys.facepile(post.id),
    queryFn: ({ signal }) => api.call(getPostFacepile, { params: { id: post.id } }, { signal }),
    retry: false,
  });
  const cachedHasRestacked = restackState.hasRestacked === true;
  const hasRestackedQuery = useQuery({
    queryKey: footerQueryKeys.hasRestacked,
    queryFn: ({ signal }) => api.call(getHasRestacked, {}, { signal }),
    enabled: signedIn && permissions.restack === 'enabled' && !cachedHasRestacked,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    const known = hasRestackedQuery.data?.hasRestacked;
    if (known === undefined) return;
    if (known) storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
    sendRestack({ type: 'HAS_RESTACKED_KNOWN', hasRestacked: known });
  }, [hasRestackedQuery.data, storage, sendRestack]);

  const refreshFacepile = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: footerQueryKeys.facepile(post.id) });
  }, [queryClient, post.id]);

  // ——— like ———
  const liker = likerName(viewer.role, viewer.user?.name, publication?.author_name ?? post.publishedBylines?.[0]?.name);
  const toggleLike = useCallback(async () => {
    const request = likeRequest(sendLike({ type: 'TOGGLE', liker }));
    if (!request) return;
    try {
      if (request === 'like') await api.call(crossPost ? addCrossPostReaction : addPostReaction, { params: { id: post.id }, body: { reaction: '❤', surface } });
      else await api.call(crossPost ? removeCrossPostReaction : removePostReaction, { params: { id: post.id }, body: {} });
    } catch (error) {
      const failure = likeFailure(sendLike({ type: 'FAILED', error: error as FooterErrorLike }));
      if (failure?.kind === 'signIn') {
        setSignup('idle');
        setDialog('freeSubscribeToLike');
      } else {
        await dialogs.alert(t('footer.like.error'));
      }
      sendLike({ type: 'DISMISS_FAILURE' });
      return;
    }
    sendLike({ type: 'SUCCEEDED' });
    toast.show({ message: t(request === 'like' ? 'footer.toast.liked' : 'footer.toast.unliked') });
    refreshFacepile();
    if (request === 'like') {
      const decision = likeUpsellDecision(viewer.role, storage.get(LIKE_UPSELL_COOKIE), clock.now());
      if (decision.show) {
        storage.set(LIKE_UPSELL_COOKIE, clock.now().toISOString(), { maxAgeDays: LIKE_UPSELL_COOKIE_DAYS });
        setSignup('idle');
      }
      sendUpsell({ type: 'LIKED', decision });
    }
  }, [sendLike, liker, api, crossPost, post.id, surface, dialogs, t, toast, refreshFacepile, viewer.role, storage, clock, sendUpsell]);

  // ——— save ———
  const toggleSave = useCallback(async () => {
    const next = sendSave({ type: 'TOGGLE' });
    if (saveFailure(next)?.kind === 'signIn') {
      setDialog('signInToSave');
      sendSave({ type: 'DISMISS_FAILURE' });
      return;
    }
    const request = saveRequest(next);
    if (!request) return;
    try {
      await api.call(request === 'save' ? savePost : unsavePost, { body: { post_id: post.id, surface } });
    } catch (error) {
      const failure = saveFailure(sendSave({ type: 'FAILED', error: error as FooterErrorLike }));
      if (failure?.kind === 'signIn') setDialog('signInToSave');
      else toast.show({ message: t('footer.save.error') });
      sendSave({ type: 'DISMISS_FAILURE' });
      return;
    }
    sendSave({ type: 'SUCCEEDED' });
    const done = saveSucceededToast(request === 'save');
    toast.show(done.view ? { message: t(done.id), action: { label: t('footer.toast.view'), href: FOOTER_SAVED_POSTS_PATH } } : { message: t(done.id) });
  }, [sendSave, api, post.id, surface, toast, t]);

  // ——— restack ———
  const restackViewPath = viewer.user?.handle ? `/@${viewer.user.handle}` : '/notes';
  const toggleRestack = useCallback(async () => {
    const next = sendRestack({ type: 'TOGGLE' });
    if (restackFailure(next)?.kind === 'signIn') {
      setDialog('signInToRestack');
      sendRestack({ type: 'DISMISS_FAILURE' });
      return;
    }
    const request = restackRequest(next);
    if (!request) return;
    try {
      if (request === 'restack') await api.call(restackEndpoint, { body: { postId: post.id, surface } });
      else await api.call(unrestackEndpoint, { body: { postId: post.id } });
    } catch (error) {
      const failure = restackFailure(sendRestack({ type: 'FAILED', error: error as FooterErrorLike }));
      if (failure?.kind === 'signIn') setDialog('signInToRestack');
      else if (failure?.kind === 'alert') await dialogs.alert(failure.message ?? t('footer.restack.error'));
      sendRestack({ type: 'DISMISS_FAILURE' });
      return;
    }
    sendRestack({ type: 'SUCCEEDED' });
    if (request === 'restack') {
      storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
      queryClient.setQueryData(footerQueryKeys.hasRestacked, { hasRestacked: true });
    }
    const done = restackToast(request, subject);
    toast.show(done.view ? { message: t(done.id), action: { label: t('footer.toast.view'), href: restackViewPath } } : { message: t(done.id) });
    refreshFacepile();
  }, [sendRestack, api, post.id, surface, dialogs, t, storage, queryClient, subject, toast, restackViewPath, refreshFacepile]);

  // ——— reader guide ———
  const fetchSummary = useCallback(async () => {
    try {
      const answer = await api.call(getPostSummary, { params: { id: post.id } });
      sendGuide({ type: 'LOADED', html: answer.summary });
    } catch (error) {
      sendGuide({ type: 'FAILED', message: serverMessageOf(error) ?? null });
    }
  }, [api, post.id, sendGuide]);
  const guideRef = useRef(guideState);
  guideRef.current = guideState;
  const toggleReaderGuide = useCallback(() => {
    if (readerGuideOpen(guideRef.current)) {
      sendGuide({ type: 'CLOSE' });
      return;
    }
    if (readerGuideNeedsFetch(sendGuide({ type: 'OPEN' }))) void fetchSummary();
  }, [sendGuide, fetchSummary]);
  const retryReaderGuide = useCallback(() => {
    if (readerGuideNeedsFetch(sendGuide({ type: 'RETRY' }))) void fetchSummary();
  }, [sendGuide, fetchSummary]);

  // ——— PDF ———
  const pdfTimer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (pdfTimer.current !== null) clock.clearTimeout(pdfTimer.current);
    },
    [clock],
  );
  const openAsPdf = useCallback(() => {
    const started = clock.now().getTime();
    sendPdf({ type: 'OPEN', at: started });
    onOpenAsPdf?.(post);
    if (pdfTimer.current !== null) clock.clearTimeout(pdfTimer.current);
    pdfTimer.current = clock.setTimeout(() => {
      pdfTimer.current = null;
      sendPdf({ type: 'ELAPSED', now: Math.max(clock.now().getTime(), started + PDF_MODAL_AUTO_CLOSE_MS) });
    }, PDF_MODAL_AUTO_CLOSE_MS);
  }, [clock, sendPdf, onOpenAsPdf, post]);
  const closePdf = useCallback(() => {
    if (pdfTimer.current !== null) clock.clearTimeout(pdfTimer.current);
    pdfTimer.current = null;
    sendPdf({ type: 'CLOSE' });
  }, [clock, sendPdf]);

  // ——— dialogs and the rest ———
  const subscribeFree = useCallback(
    async (email: string, source: 'free_subscribe_to_like' | 'like_upsell') => {
      setSignup('submitting');
      try {
        await api.call(freeSignup, { body: { email, source, ...(publication?.id !== undefined ? { other_publication_id: publication.id } : {}) } });
        setSignup('done');
      } catch (error) {
        setSignup('idle');
        await dialogs.alert(serverMessageOf(error) ?? t('footer.freeLike.error'));
      }
    },
    [api, publication?.id, dialogs, t],
  );

  const signInHref = `/sign-in?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  const shown = shownLike(likeState);
  const restackShown = shownRestack(restackState);
  return {
    permissions,
    like: { ...shown, pending: likeState.name === 'pending' },
    saved: shownSaved(saveState),
    savePending: saveState.name === 'pending',
    restack: { ...restackShown, pending: restackState.name === 'pending', nudge: restackState.nudge },
    readerGuide: guideState,
    pdfOpen: pdfState.name === 'generating',
    upsell: upsellState,
    dialog,
    signup,
    signInHref,
    userEmail: viewer.user?.email ?? null,
    facepile: { status: facepileQuery.isPending ? 'loading' : 'ready', data: facepileQuery.data ?? null },
    toggleLike: () => void toggleLike(),
    toggleSave: () => void toggleSave(),
    toggleRestack: () => void toggleRestack(),
    toggleReaderGuide,
    retryReaderGuide,
    openAsPdf,
    closePdf,
    edit: () => (onEdit ? onEdit(post) : navigation.navigate(`/publish/post/${post.id}`)),
    openShare: () => setDialog('share'),
    closeDialog: () => setDialog(null),
    closeUpsell: () => sendUpsell({ type: 'CLOSE' }),
    shareFromUpsell: () => {
      sendUpsell({ type: 'CLOSE' });
      setDialog('share');
    },
    choosePlan: (planId: string) => {
      sendUpsell({ type: 'CLOSE' });
      navigation.navigate(`/subscribe?plan=${encodeURIComponent(planId)}`);
    },
    subscribeFree: (email, source) => void subscribeFree(email, source),
    closeNudge: () => sendRestack({ type: 'NUDGE_CLOSED' }),
    viewRestack: () => {
      sendRestack({ type: 'NUDGE_CLOSED' });
      navigation.navigate(restackViewPath);
    },
  };
}
