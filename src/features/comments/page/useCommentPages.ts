/**
 * The comments page's thread in pages (E35 paged, `commentPages.ts`), through the kit's paged read: the first page's
 * threads first, the next when the reader nears the end of the list (`onRangeChange`) or asks with the "load more"
 * control. A host whose API answers only the whole thread gets it in the first answer (no `nextCursor`): the read
 * ends there and its threads join the list a page's worth at a time, the same way. A deep link into a thread not yet
 * loaded reads that thread on its own (`comment_id`) and shows it at the end until its page comes; with the whole
 * answer, the threads up to it are shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getPostComments } from '../../../api/endpoints/posts';
import type { Comment, CommentSort, PostComments } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import { readOptions } from '../../../kit/read';
import { type PagesSpec, readPagesKey, useReadPages } from '../../../kit/readPages';
import { COMMENT_PAGE_THREADS, isWholeAnswer, nearEnd, nextCommentsCursor, revealedCount } from '../commentPages';
import { commentListInput, commentPagesStart } from '../reads';
import type { CommentThreadStore } from '../thread/threadStore';

// Where the read starts and how a page is asked for are the values a server's prefetch uses too (`../reads`).
const pagesSpec: PagesSpec<typeof getPostComments, string | null> = {
  ...commentPagesStart,
  next: (last) => nextCommentsCursor(last),
};
const listInput = commentListInput;

/** The index of the top-level thread of `trees` that holds comment `id`, or -1. */
export function threadIndexOf(trees: readonly Comment[], id: number): number {
  for (let i = 0; i < trees.length; i++) {
    const stack = [trees[i]!];
    while (stack.length > 0) {
      const comment = stack.pop()!;
      if (comment.id === id) return i;
      stack.push(...comment.children);
    }
  }
  return -1;
}

export interface CommentPages {
  /** The answers so far (the first page first); `undefined` while the first loads. */
  pages: readonly PostComments[] | undefined;
  isError: boolean;
  error: unknown;
  /** Puts the first answer (and any later pages already read) into the store: the thread's load. */
  loadInto: () => void;
  /** Puts the pages read since into the store. */
  appendNew: () => void;
  /** More threads to show (a next page, or the rest of a whole answer). */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "more" failed (the control asks again). */
  moreFailed: boolean;
  loadMore: () => void;
  /** For the windowed list: asks for more when its window nears the end of the loaded threads. */
  onRangeChange: (first: number, last: number, loaded: number) => void;
  /** Top-level threads in the whole thread (when the server says, or the whole answer holds them). */
  threadCount: number | undefined;
  /** Reads the thread holding comment `id` (a deep link); true when it is in the store now. */
  fetchThreadOf: (id: number) => Promise<boolean>;
  /** Forgets the read for `sort` (a new load asks the server again). */
  reset: (sort: CommentSort) => void;
}

export function useCommentPages(store: CommentThreadStore, postId: number, sort: CommentSort, token: string | undefined, enabled: boolean): CommentPages {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useReadPages(getPostComments, enabled ? listInput(postId, sort, token) : null, pagesSpec, { retry: false });
  const pages = query.data?.pages;
  const first = pages?.[0];
  const whole = first && isWholeAnswer(first) ? first : undefined;
  // Pages (paged) or threads (whole answer) in the store.
  const applied = useRef(0);
  const [shown, setShown] = useState(0);

  const loadInto = useCallback(() => {
    if (!pages || !first) return;
    if (whole) {
      const count = Math.min(COMMENT_PAGE_THREADS, whole.comments.length);
      store.load(whole.comments.slice(0, count));
      applied.current = count;
      setShown(count);
      return;
    }
    store.load(first.comments);
    for (const page of pages.slice(1)) store.append(page.comments, sort);
    applied.current = pages.length;
  }, [pages, first, whole, store, sort]);

  const appendNew = useCallback(() => {
    if (!pages || whole || applied.current === 0 || applied.current >= pages.length) return;
    // Pages go before a deep link's thread shown at the end, in the DOM at once (`flushSync`): the windowed list keeps
    // the comment the reader looks at (the linked one while it is held) where it was, before paint.
    flushSync(() => {
      for (const page of pages.slice(applied.current)) store.append(page.comments, sort);
      applied.current = pages.length;
    });
  }, [pages, whole, store, sort]);

  const reveal = useCallback(
    (needed = 0) => {
      if (!whole) return;
      const next = revealedCount(applied.current, whole.comments.length, needed);
      if (next <= applied.current) return;
      store.append(whole.comments.slice(applied.current, next), sort);
      applied.current = next;
      setShown(next);
    },
    [whole, store, sort],
  );

  const hasMore = whole ? shown < whole.comments.length : query.hasNextPage;
  const loadingMore = query.isFetchingNextPage;
  const moreFailed = query.isFetchNextPageError;
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (whole) reveal();
    else if (!loadingMore) void fetchNextPage({ cancelRefetch: false });
  }, [whole, reveal, loadingMore, fetchNextPage]);
  /** The next page asked for on the next task; cleared when the page goes away, so no request outlives it. */
  const pendingMore = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pendingMore.current !== null) clearTimeout(pendingMore.current);
      pendingMore.current = null;
    },
    [],
  );
  const onRangeChange = useCallback(
    (first: number, last: number, loaded: number) => {
      // On the next task, not inside the list's commit: a whole answer's threads are shown at once, and a window that
      // still shows the end would otherwise ask again inside the same commit, page after page.
      if (pendingMore.current !== null) return;
      if (hasMore && !loadingMore && !moreFailed && nearEnd(first, last, loaded - store.detachedCount())) {
        pendingMore.current = setTimeout(() => {
          pendingMore.current = null;
          loadMore();
        }, 0);
      }
    },
    [hasMore, loadingMore, moreFailed, loadMore, store],
  );

  const fetchThreadOf = useCallback(
    async (id: number) => {
      if (whole) {
        const index = threadIndexOf(whole.comments, id);
        if (index < 0) return false;
        reveal(index + 1);
        return true;
      }
      try {
        const answer = await queryClient.fetchQuery(
          readOptions(
            api,
            getPostComments,
            { params: { id: postId }, query: { sort, comment_id: id, ...(token ? { token } : {}) } },
            { staleTime: 0, gcTime: 0, retry: false },
          ),
        );
        store.addDetached(answer.comments, sort);
        return store.model().nodes.has(id);
      } catch {
        // Not a comment of this post (404), or the read failed: the hash names nothing to show.
        return false;
      }
    },
    [whole, reveal, queryClient, api, postId, sort, token, store],
  );

  const reset = useCallback(
    (next: CommentSort) => {
      applied.current = 0;
      queryClient.removeQueries({ queryKey: readPagesKey(getPostComments, listInput(postId, next, token)), exact: true });
    },
    [queryClient, postId, token],
  );

  return {
    pages,
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    loadInto,
    appendNew,
    hasMore,
    loadingMore,
    moreFailed,
    loadMore,
    onRangeChange,
    threadCount: whole ? whole.comments.length : (first?.thread_count ?? undefined),
    fetchThreadOf,
    reset,
  };
}
