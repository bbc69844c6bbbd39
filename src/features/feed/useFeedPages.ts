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
import type { FeedEvent } from './feed.machine';
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
    for (const event of pageEvents(sent.current, pages, clock.now().getTime())) store.send(event);
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
    /** The pages read so far (the answers, in order). */
    pages,
  };
}

/**
 * The machine's events for the pages not yet handed to it (`sent`: the pages it has, by position). Pages new to it
 * that follow one another go as one `PAGE_LOADED` (their items in order, the last one's cursor; the first of the feed
 * when it starts at position 0): M41 gives the same feed for them as for one event a page, and a screen that mounts
 * again over a cache of many pages (the reader back from a post, 75 pages of the firehose) hands them over in one step
 * instead of copying the growing feed once a page. The first page read again is `HEAD_LOADED`.
 */
export function pageEvents(sent: readonly FeedPage[], pages: readonly FeedPage[], at: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  let run: { start: number; items: FeedPage['items'][number][]; nextCursor: string | null } | null = null;
  const flush = () => {
    if (run) events.push({ type: 'PAGE_LOADED', items: run.items, nextCursor: run.nextCursor, at, first: run.start === 0 });
    run = null;
  };
  pages.forEach((page, index) => {
    const before = sent[index];
    if (before === undefined) {
      run ??= { start: index, items: [], nextCursor: null };
      run.items.push(...page.items);
      run.nextCursor = page.nextCursor;
      return;
    }
    flush();
    // The first page read again: what is new waits behind "N new".
    if (before !== page && index === 0) events.push({ type: 'HEAD_LOADED', items: page.items, at });
  });
  flush();
  return events;
}
