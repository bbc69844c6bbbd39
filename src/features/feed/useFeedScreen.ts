/**
 * The feed screen's hook, composed from hooks with one job each: the store (M41, one subscription per item:
 * `useFeedStore`), the pages (`useFeedPages`), new items behind "N new" (`useFeedNewItems`), the items' likes, saves
 * and restacks (`useFeedItemActions`), and the reader's place (`useFeedPlace`: the items measured so far and "now"
 * for the cards' dates). It says what the view shows: the status, the shown keys, the end of the list, the login
 * prompt (a signed-out reader's action opens it) and where its links go.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { type FeedItem, type FeedPage, type FeedTab, feedItemTypes } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { readerPlaces, useReaderPlace } from '../../kit/readerPlace';
import { useSeedRelationsByPage } from '../../kit/relationStore';
import { paths } from '../../kit/routes';
import { useClock, useLocation, useViewer } from '../../platform/context';
import type { RestackSubject } from '../footer';
import { type FeedState, findItem, itemOf } from './feed.machine';
import { useFeedList, useFeedStore } from './feedStore';
import { useT } from './i18n';
import { useFeedItemActions } from './useFeedItemActions';
import { useFeedNewItems } from './useFeedNewItems';
import { type FeedInput, useFeedPages } from './useFeedPages';
import type { WindowedListHandle } from '../../ui/WindowedList';
import type { FeedEnd, FeedViewStatus } from './views/FeedView';

/** The item types the feed shows (every type the spec names; an unknown one is left out of the list). */
const shownTypes: ReadonlySet<FeedItem['type']> = new Set(feedItemTypes);

const MINUTE_MS = 60_000;

/**
 * The people of a page's notes and comments with their block state, for the relation store: seeded once per page as
 * it arrives (not from the whole feed on every change: a like, or the 200th page, would walk all 5,000 items again).
 */
const relationsOfPage = (page: FeedPage) => page.items.flatMap((item) => (item.type === 'comment' ? [[item.comment.user_id, item.blockState] as const] : []));

/**
 * The reader's place: the item they were reading and its offset, brought back when they return to this feed (back from
 * a post, or a reload when the item is on the first page again: the kit's `useReaderPlace`, one place per feed and
 * category); the items measured so far (kept with the place for the document by the kit's `readerPlaces.sizes`, so
 * an item windowed out and back keeps its height, and coming back lays the items above the reader out at their heights,
 * not at estimates); and "now" for the cards' dates, read once per list change so cards do not re-render on their own,
 * and kept while it is in the same minute (the cards' dates show no finer time).
 */
export function useFeedPlace(state: FeedState, placeId: string, keys: readonly string[]) {
  const clock = useClock();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's change is when "now" is read again
  const read = useMemo(() => clock.now(), [clock, state.order]);
  // The same "now" while a new reading falls in the minute of the one held: the cards' dates are to the minute ("just
  // now", "5m"), and a page arriving does not re-render every mounted card for a change no date shows (while a reader
  // scrolls a long feed, a page arrives every few seconds).
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept until the minute changes, read afresh then
  const now = useMemo(() => read, [Math.floor(read.getTime() / MINUTE_MS)]);
  const sizes = useMemo(() => readerPlaces.sizes<string>(placeId), [placeId]);
  const listHandle = useRef<WindowedListHandle<string>>(null);
  useReaderPlace(placeId, listHandle, keys);
  return { now, sizes, listHandle };
}

/** The login prompt a signed-out reader's action opens. */
function useLoginPrompt() {
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  return { loginOpen, setLoginOpen, openLogin };
}

export function useFeedScreen({
  tab,
  categoryId,
  onRestacked,
}: {
  tab?: FeedTab | undefined;
  categoryId?: number | undefined;
  onRestacked?: ((subject: RestackSubject) => void) | undefined;
}) {
  const t = useT();
  const viewer = useViewer();
  const signedIn = viewer.role !== 'anonymous';
  const location = useLocation();
  const store = useFeedStore();
  const input: FeedInput = useMemo(() => ({ ...(tab ? { tab } : {}), ...(categoryId !== undefined ? { categoryId } : {}) }), [tab, categoryId]);
  const pages = useFeedPages(store, input);
  const { showNew } = useFeedNewItems(store, input, pages.firstPage);
  const login = useLoginPrompt();
  const actions = useFeedItemActions(store, login.openLogin, onRestacked);
  const state = useFeedList(store);
  const keys = useMemo(() => state.order.filter((key) => shownTypes.has(itemOf(state.items, key)?.type as FeedItem['type'])), [state.order, state.items]);
  useSeedRelationsByPage(pages.pages, relationsOfPage);
  const { now, sizes, listHandle } = useFeedPlace(state, `feed:${categoryId !== undefined ? `category-${categoryId}` : (tab ?? 'home')}`, keys);

  const category = categoryId === undefined ? undefined : findItem(state.items, (item) => item.type === 'categoryLeaderboard');
  const next = `${location.pathname}${location.search ?? ''}`;

  let end: FeedEnd;
  if (pages.loadingMore) end = 'loading';
  else if (pages.moreFailed) end = 'error';
  else if (state.cursor !== null) end = 'more';
  else end = signedIn ? 'end' : 'login';
  const status: FeedViewStatus = state.name === 'failed' ? 'error' : state.name === 'loading' ? 'loading' : keys.length === 0 ? 'empty' : 'ready';

  return {
    store,
    actions,
    now,
    sizes,
    listHandle,
    status,
    keys,
    end,
    title: category?.type === 'categoryLeaderboard' ? category.category.name : undefined,
    errorMessage: pages.error ? failureText(pages.error, t) : undefined,
    retry: pages.retry,
    loadMore: pages.loadMore,
    newCount: state.pending.length,
    showNew,
    login,
    loginHref: paths.signIn(next),
    signupHref: paths.signup({ next }),
  };
}
