/**
 * New items: the newest page read again on the platform clock while the page is visible (the kit's poll pauses while
 * hidden and refreshes on becoming visible); what is new above the first shown item waits behind "N new" (M41
 * `HEAD_LOADED`) and never moves what the reader sees; showing them is M41's `SHOW_NEW`.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { getFeed } from '../../api/endpoints/feed';
import type { FeedPage } from '../../api/schemas/feed';
import { useRead } from '../../kit/read';
import { useClock } from '../../platform/context';
import type { FeedStore } from './feedStore';
import { type FeedInput, feedQueryOf } from './useFeedPages';

/** The newest page is read again this often while the page is visible (ms; the spec gives no interval: ours). */
export const FEED_NEW_ITEMS_POLL_MS = 60_000;

/** The newest page, read again every `FEED_NEW_ITEMS_POLL_MS` while visible: new items above wait behind "N new". */
export function useFeedNewItems(store: FeedStore, input: FeedInput, firstPage: FeedPage | undefined) {
  const clock = useClock();
  const headInput = useMemo(() => feedQueryOf(input), [input]);
  const head = useRead(getFeed, firstPage ? headInput : null, {
    poll: { every: FEED_NEW_ITEMS_POLL_MS },
    staleTime: FEED_NEW_ITEMS_POLL_MS,
    ...(firstPage ? { initialData: firstPage } : {}),
  });
  const { data } = head;
  useEffect(() => {
    if (data && data !== firstPage) store.send({ type: 'HEAD_LOADED', items: data.items, at: clock.now().getTime() });
  }, [data, firstPage, store, clock]);
  const showNew = useCallback(() => void store.send({ type: 'SHOW_NEW' }), [store]);
  return { showNew };
}
