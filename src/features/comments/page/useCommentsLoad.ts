/**
 * One load of a comments screen's thread into M51: the comments page reads it in pages (`useCommentPages`), the
 * section (the first 50 threads) and the single-comment view in one answer (`useThreadQuery`). The first answer is
 * put into the store before paint (the thread's first screen is in the same frame as the answer) and M51 told
 * `LOADED`, `LOAD_FAILED` or `PAYWALLED`; later pages join just after React's commit. `reload` starts a new load
 * (another sort, or "Try again"): `loadKey` changes with every one.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CommentSort, PostWithPublication } from '../../../api/schemas/posts';
import { toFailure } from '../../../kit/failure';
import type { Send } from '../../../kit/useMachine';
import type { Clock } from '../../../platform/clock';
import { type CommentsPaywall, commentsOff, type ReaderStanding } from '../commentsAccess';
import { type CommentsPageEvent, type CommentsPageState, showsComments } from '../commentsPage.machine';
import type { CommentThreadStore } from '../thread/threadStore';
import { lastCommentAt } from '../threadModel';
import { useCommentPages } from './useCommentPages';
import { useThreadQuery } from './useCommentsData';

export interface UseCommentsLoadOptions {
  post: PostWithPublication;
  /** The comments page's thread in pages; otherwise one answer. */
  paged: boolean;
  /** One comment's thread (the single-comment view). */
  commentId?: number;
  token: string | undefined;
  state: CommentsPageState;
  send: Send<CommentsPageEvent, CommentsPageState>;
  store: CommentThreadStore;
  /** `null` while the reader's standing loads: nothing is applied before it is known. */
  standing: ReaderStanding | null;
  paywall: CommentsPaywall | null;
  clock: Clock;
}

export function useCommentsLoad({ post, paged, commentId, token, state, send, store, standing, paywall, clock }: UseCommentsLoadOptions) {
  const [loadKey, setLoadKey] = useState(0);
  const query = useThreadQuery(
    post.id,
    commentId !== undefined ? { sort: state.sort, token, commentId } : { sort: state.sort, token },
    loadKey,
    !paged && state.name === 'loading' && paywall === null,
  );
  const pages = useCommentPages(store, post.id, state.sort, token, paged && paywall === null && state.name !== 'error');
  const failed = paged ? pages.isError : query.isError;
  const failure = paged ? pages.error : query.error;
  const answered = paged ? pages.pages !== undefined : query.data !== undefined;
  const { loadInto, appendNew, reset } = pages;

  const load = () => {
    if (paged) loadInto();
    else if (query.data) store.load(query.data.comments);
    send({ type: 'LOADED', lastCommentAt: lastCommentAt(store.model()), locked: commentsOff(post), now: clock.now().getTime() });
  };
  // An answer already in the cache when the screen mounts (a server's prefetch, handed over to the browser) is loaded
  // in the first render itself, so the server's HTML carries the comments and the hydrating render shows the same: the
  // store is the screen's own and loading it again is the same load, and M51's LOADED in `ready` changes nothing.
  const mounting = useRef(true);
  if (mounting.current) {
    mounting.current = false;
    if (state.name === 'loading' && standing !== null && paywall === null && !failed && answered) load();
  }
  // Otherwise the load is applied before paint: the thread's first screen is in the same frame as the answer.
  useLayoutEffect(() => {
    if (state.name !== 'loading' || standing === null) return;
    if (paywall) send({ type: 'PAYWALLED' });
    else if (failed) send({ type: 'LOAD_FAILED', error: toFailure(failure) });
    else if (answered) load();
  });
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

  /** A new load for `sort`: the read is forgotten, so the server is asked again. */
  const reload = useCallback(
    (sort: CommentSort) => {
      reset(sort);
      setLoadKey((n) => n + 1);
    },
    [reset],
  );
  return { loadKey, reload, pages };
}
