/**
 * The comments screens' hook (the comments page, the single-comment view and the post page's comments section): M51
 * run by the kit's `useMachine`, composed from hooks with one job each — the reads (`useReaderStanding`), the address
 * and the sort (`useCommentsAddress`, `useCommentsSort`), the thread and its writes (`useCommentThread`), its load
 * (`useCommentsLoad`: in pages on the comments page), the single view's target (`useCommentTarget`), the collapsed ids
 * (`useCollapsedComments`), polling (`useCommentsPolling`) and "N new comments" (`useNewComments`), seen threads
 * (`useSeenReport`), the hash (`useCommentsHash`) and what each comment is given (`useCommentThreadOptions`).
 */
import { useCallback, useMemo } from 'react';
import type { CommentSort, PostWithPublication } from '../../../api/schemas/posts';
import { failureText } from '../../../kit/failure';
import { useMachine } from '../../../kit/useMachine';
import { useClock, useFlag, useStorage } from '../../../platform/context';
import { documentVisibility, type PageVisibility } from '../../../platform/visibility';
import { anonymousStanding, type CommentsPaywall, commentsPaywall, type ReaderStanding } from '../commentsAccess';
import { commentAnchor, commentSortOptions } from '../commentsAddress';
import { type CommentsPageState, initialCommentsPageState, showsComments, transition } from '../commentsPage.machine';
import { useT } from '../i18n';
import type { CommentThreadActions, CommentThreadOptions } from '../thread/CommentThread';
import type { CommentThreadStore } from '../thread/threadStore';
import { type ThreadDialog, useCommentThread } from '../thread/useCommentThread';
import { storedCollapsedIds, useCollapsedComments } from './useCollapsedComments';
import { useCommentsAddress, useCommentsSort } from './useCommentsAddress';
import { useReaderStanding } from './useCommentsData';
import { revealWhenMounted, useCommentsHash } from './useCommentsHash';
import { useCommentsLoad } from './useCommentsLoad';
import { useCommentsPolling } from './useCommentsPolling';
import { useCommentTarget } from './useCommentTarget';
import { useCommentThreadOptions } from './useCommentThreadOptions';
import { useNewComments } from './useNewComments';
import { useSeenReport } from './useSeenReport';

export type CommentsScreenMode = 'page' | 'section' | 'single';

export interface UseCommentsScreenOptions {
  /** The post (E23, with its publication). */
  post: PostWithPublication;
  /** `page`: every comment, the sort in the address, polling, seen threads. `section`: the first 50 threads, polling.
   * `single`: one comment's thread (`commentId`), no polling. */
  mode: CommentsScreenMode;
  commentId?: number;
  /** Whether the document is visible (polling runs only then). Default: the browser's `document.visibilityState`. */
  visibility?: PageVisibility;
  /** A comment to scroll to and highlight when the hash names none (the post page's `commentId`). */
  targetId?: number;
}

export interface CommentsScreenController {
  state: CommentsPageState;
  sort: CommentSort;
  sortOptions: readonly CommentSort[];
  setSort: (sort: CommentSort) => void;
  retry: () => void;
  /** A number that changes with every load. */
  loadKey: number;
  store: CommentThreadStore;
  actions: CommentThreadActions;
  options: CommentThreadOptions;
  dialog: ThreadDialog | null;
  closeDialog: () => void;
  standing: ReaderStanding | null;
  paywall: CommentsPaywall | null;
  /** The error's text when `error`. */
  errorText?: string;
  /** "N new comments": how many, and showing them. */
  newCount: number;
  showNew: () => void;
  signInHref: string;
  subscribeHref: string;
  /** The comments page's thread in pages (`useCommentPages`): what the list and its "load more" control need. */
  more?: {
    hasMore: boolean;
    loading: boolean;
    failed: boolean;
    loadMore: () => void;
    onRangeChange: (first: number, last: number, loaded: number) => void;
    threadCount: number | undefined;
  };
}

export function useCommentsScreen({ post, mode, commentId, visibility = documentVisibility, targetId }: UseCommentsScreenOptions): CommentsScreenController {
  const t = useT();
  const clock = useClock();
  const storage = useStorage();
  const likesEnabled = useFlag('like_posts_enabled');
  const paged = mode === 'page';
  const single = mode === 'single' ? commentId : undefined;
  const address = useCommentsAddress(post, paged, likesEnabled);
  const [state, send] = useMachine(transition, () =>
    initialCommentsPageState({ sort: address.initialSort(), collapsed: storedCollapsedIds(storage), visible: visibility.isVisible() }),
  );
  const standing = useReaderStanding(post.id);
  const paywall = standing ? commentsPaywall(post, standing) : null;
  const onToggleCollapse = useCallback((id: number) => void send({ type: 'TOGGLE_COLLAPSE', id }), [send]);
  const onPosted = useCallback((id: number) => revealWhenMounted(commentAnchor(id), false), []);
  const thread = useCommentThread({
    postId: post.id,
    publicationId: post.publication_id ?? post.publication?.id ?? null,
    post,
    standing: standing ?? anonymousStanding,
    sort: state.sort,
    likesEnabled,
    onToggleCollapse,
    onPosted,
  });
  const { store } = thread;
  const { loadKey, reload, pages } = useCommentsLoad({ post, paged, commentId: single, token: address.token, state, send, store, standing, paywall, clock });
  const loaded = showsComments(state);
  const maxDepth = useCommentTarget(store, post.slug, single, loaded);
  useCollapsedComments(store, storage, state.collapsed);
  useCommentsPolling({ state, send, store, postId: post.id, token: address.token, visibility, enabled: mode !== 'single', morePages: paged && pages.hasMore });
  const observeTopLevel = useSeenReport(post.id, paged && standing?.userId != null);
  const expand = useCallback((ids: readonly number[]) => void send({ type: 'EXPAND', ids }), [send]);
  useCommentsHash({
    store,
    actions: thread.actions,
    loaded,
    loadKey,
    slug: post.slug,
    maxDepth,
    expand,
    redirectDeep: mode !== 'single',
    targetId,
    ...(paged ? { fetchThreadOf: pages.fetchThreadOf } : {}),
  });
  const { newCount, showNew } = useNewComments(state, send, store);
  const { setSort, retry } = useCommentsSort({ sort: state.sort, send, reload, replaceSort: address.replaceSort });
  const options = useCommentThreadOptions({
    slug: post.slug,
    likesEnabled,
    repliesEnabled: state.name === 'ready',
    subscribeHref: address.subscribeHref,
    gateFor: thread.gateFor,
    maxDepth,
  });
  const actions = useMemo<CommentThreadActions>(() => ({ ...thread.actions, observeTopLevel }), [thread.actions, observeTopLevel]);

  return {
    state,
    sort: state.sort,
    sortOptions: commentSortOptions(likesEnabled),
    setSort,
    retry,
    loadKey,
    store,
    actions,
    options,
    dialog: thread.dialog,
    closeDialog: thread.closeDialog,
    standing,
    paywall,
    errorText: state.name === 'error' ? failureText(state.error, t) : undefined,
    newCount,
    showNew,
    signInHref: address.signInHref,
    subscribeHref: address.subscribeHref,
    ...(paged
      ? {
          more: {
            hasMore: pages.hasMore,
            loading: pages.loadingMore,
            failed: pages.moreFailed,
            loadMore: pages.loadMore,
            onRangeChange: pages.onRangeChange,
            threadCount: pages.threadCount,
          },
        }
      : {}),
  };
}
