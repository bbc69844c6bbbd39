/**
 * The comments screens' hook (the comments page, the single-comment view and the post page's comments section):
 * M51 run by the kit's `useMachine`, composed from hooks with one job each — the reads (`useCommentsData`), the thread
 * and its writes (`useCommentThread`), polling (`useCommentsPolling`), seen threads (`useSeenReport`) and the hash
 * (`useCommentsHash`). It also keeps the sort in the address (so a reload keeps it) and the collapsed ids in the
 * platform's storage (at most 250; storage that throws is the platform's guard's concern, and a bad value reads as
 * none).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { CommentSort, PostWithPublication } from '../../../api/schemas/posts';
import { failureText, toFailure } from '../../../kit/failure';
import { paths } from '../../../kit/routes';
import { useMachine } from '../../../kit/useMachine';
import { useClock, useFlag, useLocation, useNavigation, useStorage } from '../../../platform/context';
import { anonymousStanding, type CommentsPaywall, commentsOff, commentsPaywall, type ReaderStanding } from '../commentsAccess';
import {
  commentSortOptions,
  defaultCommentSort,
  parseCollapsedIds,
  searchWithSort,
  serializeCollapsedIds,
  sortFromSearch,
  tokenFromSearch,
} from '../commentsAddress';
import { type CommentsPageState, initialCommentsPageState, newCommentIds, showsComments, transition } from '../commentsPage.machine';
import { COLLAPSED_STORAGE_KEY, INLINE_DEPTH } from '../constants';
import { useT } from '../i18n';
import { documentVisibility, type PageVisibility } from '../../../platform/visibility';
import type { CommentThreadActions, CommentThreadOptions } from '../thread/CommentThread';
import { isThreadTopInView } from '../thread/scrollAnchor';
import type { CommentThreadStore } from '../thread/threadStore';
import { type ThreadDialog, useCommentThread } from '../thread/useCommentThread';
import { ancestorIds, lastCommentAt } from '../threadModel';
import { useCommentPages } from './useCommentPages';
import { useReaderStanding, useThreadQuery } from './useCommentsData';
import { revealWhenMounted, useCommentsHash } from './useCommentsHash';
import { useCommentsPolling } from './useCommentsPolling';
import { useSeenReport } from './useSeenReport';
import { commentAnchor } from '../commentsAddress';

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

function readCollapsed(storage: { get(key: string): string | null }): number[] {
  try {
    return parseCollapsedIds(storage.get(COLLAPSED_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function useCommentsScreen({ post, mode, commentId, visibility = documentVisibility, targetId }: UseCommentsScreenOptions): CommentsScreenController {
  const t = useT();
  const clock = useClock();
  const storage = useStorage();
  const location = useLocation();
  const navigation = useNavigation();
  const likesEnabled = useFlag('like_posts_enabled');
  const token = tokenFromSearch(location.search);
  const publication = post.publication ?? null;

  const [state, send] = useMachine(transition, () =>
    initialCommentsPageState({
      sort: (mode === 'page' ? sortFromSearch(location.search, likesEnabled) : null) ?? defaultCommentSort(post, publication, likesEnabled),
      collapsed: readCollapsed(storage),
      visible: visibility.isVisible(),
    }),
  );
  const [load, setLoad] = useState(0);
  const standing = useReaderStanding(post.id);
  const paywall = standing ? commentsPaywall(post, standing) : null;
  const onToggleCollapse = useCallback((id: number) => void send({ type: 'TOGGLE_COLLAPSE', id }), [send]);
  const onPosted = useCallback((id: number) => revealWhenMounted(commentAnchor(id), false), []);
  const thread = useCommentThread({
    postId: post.id,
    publicationId: post.publication_id ?? publication?.id ?? null,
    post,
    standing: standing ?? anonymousStanding,
    sort: state.sort,
    likesEnabled,
    onToggleCollapse,
    onPosted,
  });
  const { store } = thread;

  // The comments page reads the thread in pages; the section (first 50 threads) and the single view in one answer.
  const paged = mode === 'page';
  const query = useThreadQuery(
    post.id,
    mode === 'single' ? { sort: state.sort, token, commentId } : { sort: state.sort, token },
    load,
    !paged && state.name === 'loading' && paywall === null,
  );
  const pages = useCommentPages(store, post.id, state.sort, token, paged && paywall === null && state.name !== 'error');
  const failed = paged ? pages.isError : query.isError;
  const failure = paged ? pages.error : query.error;
  const answered = paged ? pages.pages !== undefined : query.data !== undefined;
  const { loadInto, appendNew } = pages;

  // The load, applied before paint: the thread's first screen is in the same frame as the answer.
  useLayoutEffect(() => {
    if (state.name !== 'loading' || standing === null) return;
    if (paywall) send({ type: 'PAYWALLED' });
    else if (failed) send({ type: 'LOAD_FAILED', error: toFailure(failure) });
    else if (answered) {
      if (paged) loadInto();
      else if (query.data) store.load(query.data.comments);
      send({ type: 'LOADED', lastCommentAt: lastCommentAt(store.model()), locked: commentsOff(post), now: clock.now().getTime() });
    }
  }, [state.name, standing, paywall, failed, failure, answered, paged, loadInto, query.data, store, send, post, clock]);
  // Later pages, as they come, just after React's commit (they are put in with `flushSync`, keeping the reader's place).
  const ready = showsComments(state);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void Promise.resolve().then(() => {
      if (current) appendNew();
    });
    return () => {
      current = false;
    };
  }, [ready, appendNew]);

  // A permalinked comment that was deleted: the thread instead, by replacement (spec 002 "comment-permalink-page").
  const loaded = ready;
  useEffect(() => {
    if (mode !== 'single' || !loaded || commentId === undefined) return;
    const target = store.entry(commentId);
    if (!target || target.node.deleted || target.node.status === 'deleted') navigation.replace(paths.comments(post.slug));
    else store.setHighlighted(commentId);
  }, [mode, loaded, commentId, store, navigation, post.slug]);

  // Collapsed ids: into the store (each comment whose state changed is told), and kept in storage.
  useLayoutEffect(() => store.setCollapsed(state.collapsed), [store, state.collapsed]);
  useEffect(() => {
    try {
      storage.set(COLLAPSED_STORAGE_KEY, serializeCollapsedIds(state.collapsed));
    } catch {
      // A storage that refuses writes: the list still holds for this page.
    }
  }, [storage, state.collapsed]);

  useCommentsPolling({ state, send, store, postId: post.id, token, visibility, enabled: mode !== 'single', morePages: paged && pages.hasMore });
  const observeTopLevel = useSeenReport(post.id, mode === 'page' && standing?.userId != null);

  const depthOfTarget = loaded && mode === 'single' && commentId !== undefined ? ancestorIds(store.model(), commentId).length : 0;
  const maxDepth = depthOfTarget + INLINE_DEPTH - 1;
  const expand = useCallback((ids: readonly number[]) => void send({ type: 'EXPAND', ids }), [send]);
  useCommentsHash({
    store,
    actions: thread.actions,
    loaded,
    loadKey: load,
    slug: post.slug,
    maxDepth,
    expand,
    redirectDeep: mode !== 'single',
    targetId,
    ...(paged ? { fetchThreadOf: pages.fetchThreadOf } : {}),
  });

  // "N new comments": hidden again once the reader is back at the top of the thread.
  const unseen = newCommentIds(state);
  useEffect(() => {
    if (unseen.length === 0 || typeof window === 'undefined') return;
    const onScroll = () => {
      if (isThreadTopInView()) send({ type: 'NEW_SEEN' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [unseen.length, send]);
  const showNew = useCallback(() => {
    const first = unseen
      .map((id) => document.getElementById(commentAnchor(id)))
      .filter((el): el is HTMLElement => el !== null)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    send({ type: 'NEW_SEEN' });
    if (!first) return;
    store.setHighlighted(Number(first.dataset.id));
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [unseen, send, store]);

  const setSort = useCallback(
    (sort: CommentSort) => {
      if (sort === state.sort) return;
      pages.reset(sort);
      setLoad((n) => n + 1);
      send({ type: 'SORT', sort });
      if (mode === 'page') navigation.replace(`${location.pathname}${searchWithSort(location.search, sort)}${location.hash}`);
    },
    [state.sort, send, mode, navigation, location, pages.reset],
  );
  const retry = useCallback(() => {
    pages.reset(state.sort);
    setLoad((n) => n + 1);
    send({ type: 'RELOAD' });
  }, [send, pages.reset, state.sort]);

  const here = `${location.pathname}${location.search}${location.hash}`;
  const subscribeHref = paths.subscribe({ next: location.pathname });
  const repliesEnabled = state.name === 'ready';
  const now = useMemo(() => clock.now(), [clock]);
  const { gateFor } = thread;
  const options = useMemo<CommentThreadOptions>(
    () => ({
      now,
      likesEnabled,
      repliesEnabled,
      subscribeHref,
      permalink: (id: number) => paths.comment(post.slug, id),
      gateFor,
      maxDepth,
    }),
    [now, likesEnabled, repliesEnabled, subscribeHref, post.slug, gateFor, maxDepth],
  );
  const actions = useMemo<CommentThreadActions>(() => ({ ...thread.actions, observeTopLevel }), [thread.actions, observeTopLevel]);

  return {
    state,
    sort: state.sort,
    sortOptions: commentSortOptions(likesEnabled),
    setSort,
    retry,
    loadKey: load,
    store,
    actions,
    options,
    dialog: thread.dialog,
    closeDialog: thread.closeDialog,
    standing,
    paywall,
    errorText: state.name === 'error' ? failureText(state.error, t) : undefined,
    newCount: unseen.length,
    showNew,
    signInHref: paths.signIn(here),
    subscribeHref,
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
