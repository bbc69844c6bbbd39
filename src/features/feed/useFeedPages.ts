/**
 * The feed's pages (P09a by cursor) through the kit's paged read (`useReadPages`), handed to M41 as they arrive: the
 * first page starts the feed, later ones are appended, the first page read again waits behind "N new" (M41
 * `HEAD_LOADED`); a first page that fails is M41's `LOAD_FAILED`.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getFeed } from '../../api/endpoints/feed';
import type { FeedPage, FeedTab } from '../../api/schemas/feed';
import { useReadPages } from '../../kit/readPages';
import { useClock } from '../../platform/context';
import type { FeedStore } from './feedStore';

/** Which feed: the reader's (`for-you`), the long generated one (`firehose`) or a category's. */
export interface FeedInput {
  tab?: FeedTab;
  categoryId?: number;
}

export function feedQueryOf(input: FeedInput) {
  return {
    query: {
      surface: 'feed' as const,
      tab: input.tab ?? 'for-you',
      ...(input.categoryId !== undefined ? { category_id: input.categoryId } : {}),
    },
  };
}

/** P09a by cursor into M41 (`input`: a stable object, memoised by the caller). */
export function useFeedPages(store: FeedStore, input: FeedInput) {
  const clock = useClock();
  const pagesInput = useMemo(() => feedQueryOf(input), [input]);
  const query = useReadPages(getFeed, pagesInput, {
    first: null as string | null,
    pageInput: (base, cursor) => ({ query: { ...base.query, ...(cursor ? { cursor } : {}) } }),
    next: (last: FeedPage) => last.nextCursor,
  });
  // Pages already handed to the machine, by position.
  const sent = useRef<FeedPage[]>([]);
  const pages = query.data?.pages;
  useEffect(() => {
    if (!pages) return;
    pages.forEach((page, index) => {
      const before = sent.current[index];
      if (before === page) return;
      const at = clock.now().getTime();
      if (before === undefined) store.send({ type: 'PAGE_LOADED', items: page.items, nextCursor: page.nextCursor, at, first: index === 0 });
      // The first page read again: what is new waits behind "N new".
      else if (index === 0) store.send({ type: 'HEAD_LOADED', items: page.items, at });
    });
    sent.current = [...pages];
  }, [pages, store, clock]);
  const failed = query.status === 'error' && !pages;
  const { error } = query;
  useEffect(() => {
    if (failed && error) store.send({ type: 'LOAD_FAILED', error });
  }, [failed, error, store]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    error: failed ? error : null,
    loadMore,
    retry,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    firstPage: pages?.[0],
  };
}
