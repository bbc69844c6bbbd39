import { useMemo } from 'react';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { useLocation, useNavigation, useViewer } from '../../../platform/context';
import type { ViewerRole } from '../../../platform/viewer';
import type { PaywallVariant } from './paywall';
import type * as load from './postPageLoad.machine';
import { DEFAULT_PAGE_PATH, paywallActionPath, signInPath } from './postPaths';
import { type PostQuery, type PostRoute, parsePostQuery } from './postQuery';
import { useArrivalActions } from './useArrivalActions';
import { useComingSoon } from './useComingSoon';
import { type FeaturedTagController, useFeaturedTag } from './useFeaturedTag';
import { usePostLoad } from './usePostLoad';
import { useScrollTracking } from './useScrollTracking';
import { useSharedSelection } from './useSharedSelection';
import type { PostSelectionTarget } from './views/PostBody';
import type { PostPageViewStatus } from './views/PostPageView';

export { comingSoonSeenKey } from './useComingSoon';
export type { FeaturedTagController } from './useFeaturedTag';
export { postRead } from './usePostLoad';

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

function viewStatus(state: load.PostPageLoadState): PostPageViewStatus {
  switch (state.name) {
    case 'loaded':
    case 'not_found':
    case 'error':
    case 'loading':
      return state.name;
    default:
      return 'redirecting';
  }
}

/**
 * The data hook of the post page (`/p/{slug}`, `/home/post/p-{id}`), composed of hooks with one job each: the post
 * and its load machine (`usePostLoad`), the one-shot query parameters (`useArrivalActions`), the shared selection
 * (`useSharedSelection`), the admin tools (`useFeaturedTag`, `useComingSoon`) and scroll tracking (`useScrollTracking`).
 */
export function usePostPage(route: PostRoute): PostPageController {
  const navigation = useNavigation();
  const location = useLocation();
  const viewer = useViewer();
  const query = useMemo(() => parsePostQuery(location.search), [location.search]);
  const { key, state, post, retry, refresh } = usePostLoad(route);
  const share = useArrivalActions(post, query, key);
  const selection = useSharedSelection(query, post?.id ?? null);
  const featuredTag = useFeaturedTag(post, key);
  const admin = viewer.role === 'admin';
  const comingSoon = useComingSoon(post?.publication_id ?? null, admin);
  const { topRef, bottomRef } = useScrollTracking(post?.id ?? null);
  const path = `${location.pathname}${location.search}`;
  return {
    status: viewStatus(state),
    load: state,
    post,
    errorMessage: state.name === 'error' ? state.message : undefined,
    viewerRole: viewer.role,
    query,
    selection,
    editBack: admin || viewer.role === 'contributor' ? path : null,
    share,
    featuredTag: admin && post && (post.postTags?.length ?? 0) > 0 ? featuredTag : null,
    comingSoon,
    topRef,
    bottomRef,
    retry,
    refresh,
    goHome: () => navigation.navigate(DEFAULT_PAGE_PATH),
    paywallAction: (variant) => navigation.navigate(paywallActionPath(variant, path)),
    signIn: () => navigation.navigate(signInPath(path)),
  };
}
