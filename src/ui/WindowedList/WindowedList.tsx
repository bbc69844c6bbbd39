/**
 * The one windowed list, for every long list of items whose heights are unknown and change (comment threads, a chat
 * thread's replies, live chat, the feed). Hand-written (about 3 kB gzip; see the README's library list for the
 * measurement against virtua, TanStack Virtual and react-virtuoso).
 *
 * - **Only what is near the viewport is mounted**: items within `overscan` px of the viewport, plus the item that
 *   holds keyboard focus, the reader's item, the item scrolled to and `keepMounted`. Items out of the window take no DOM: the space they
 *   stand for is a margin before and after each run of mounted items, of their *measured* height, or the estimate until
 *   they have been seen once.
 * - **Heights are measured and kept**: one `ResizeObserver` for the list observes every mounted item; a height, once
 *   measured, is kept by key (`sizes`, which a screen may keep across remounts, e.g. with the reader's place:
 *   `readerPlaces.sizes`; kept heights of another width are measured again). A commit reads the boxes of the items it attached
 *   and of the reader's item only: a mounted item's later change of height is the observer's to tell, before paint.
 * - **A change above the reader costs one correction**: the band of items to mount is worked out where the view will
 *   be after the correction (moved by as far as the reader's item moves in the render), so a merge above mounts the
 *   same items it had and renders only what changed, and the correction is one scroll write.
 * - **The reader's item stays still**: the list remembers the item the reader is looking at (the one the viewport's
 *   top is in — from the laid-out offsets when it is not mounted yet — or the item scrolled to; inside it, the element
 *   `anchorWithin` names) and where it is on screen, and keeps that item mounted; after every change — a measurement,
 *   items inserted or removed above, an estimate replaced by a height — it scrolls by however far it moved, in a
 *   layout effect or the observer's callback, both before paint. It is the one owner of the reader's place: screens
 *   do not correct the scroll themselves. The browser's own scroll anchoring
 *   is off on the list and, while the list is mounted, on its scroller (the page's root element for a page), so the
 *   browser neither corrects a second time nor anchors to what follows the list.
 * - **Scroll to an item lands exactly**: `scrollToItem(key, { target })` mounts the item, aligns it (or an element in
 *   it, e.g. a reply ten levels deep) and holds it there while the items around it are measured, until the reader
 *   scrolls.
 * - **Window or container**: `scroller` is `'window'` (a page) or a ref to the element that scrolls (a panel).
 * - **Screen readers** get the list's size and each item's place: `role="list"` (or `feed`) with `aria-setsize` and
 *   `aria-posinset` on every item.
 * - **Server rendering**: the first `initialCount` items render on the server and in the hydrating render; nothing
 *   reads the DOM until effects run.
 * - **First frame first** (`fillAfterPaint`, for a list whose first page is several screens): rendered in the browser
 *   alone, the first frame holds only the items in view and the rest mount in the task after it; hydration is unchanged.
 * - **The overscan after the commit** (`overscanAfterPaint`, for a list of costly items read in pages): a commit mounts
 *   what the reader sees; the items only the overscan reaches mount in the task after it, so no one task mounts a
 *   screen of items, lays them out and takes a collection together.
 *
 * The list is a column of items (`display: flex`): spacing between items belongs inside them, or to the list's
 * `row-gap`, which is read and counted. Items take no `content-visibility: auto`: an item that skips rendering until
 * it nears the view changes height there, between the list's corrections, and the reader's item moves.
 */
import {
  type CSSProperties,
  type Key,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBrowserValue } from '../../platform/browserValue';

export interface ScrollToItemOptions {
  /** Where the item (or `target`) goes: its top at the viewport's top (`start`, default) or centred (`center`). */
  align?: 'start' | 'center';
  /** Pixels between the viewport's top and the item's top (a sticky header's height). */
  offset?: number;
  /** An element inside the item to align instead of the item (a nested reply); `null` until mounted. */
  target?: () => Element | null;
}

export interface WindowedListHandle<K extends Key> {
  /** Mounts `key`'s item and brings it (or `options.target`) into place; it stays there until the reader scrolls. */
  scrollToItem(key: K, options?: ScrollToItemOptions): void;
  /** The keys mounted now, in order. */
  mountedKeys(): readonly K[];
  /**
   * The reader's place: the first item that starts in view (the one the viewport's top cuts through when it fills the
   * view), and its top's distance from the viewport's top (negative when scrolled partly past); found from the offsets
   * the list laid out when that item is not mounted. `scrollToItem(key, { offset })` brings it back. `null` before
   * layout, while hidden, or when the list is empty.
   */
  place(): ReaderPlace<K> | null;
}

/** Where the reader is in a list: an item and its top relative to the viewport's top (px). */
export interface ReaderPlace<K extends Key = Key> {
  key: K;
  offset: number;
}

export interface WindowedListProps<K extends Key> {
  /** The items' keys, in order. */
  keys: readonly K[];
  /** One item's content (the list wraps it in its `listitem`). */
  renderItem: (key: K, index: number) => ReactNode;
  /** An item's height before it is measured (px). Default 120. */
  estimateSize?: number | ((key: K, index: number) => number);
  /**
   * What scrolls: the nearest scrolling ancestor or else the page (`'auto'`, default), the page (`'window'`), or an
   * element (a panel).
   */
  scroller?: 'auto' | 'window' | RefObject<HTMLElement | null>;
  /** Pixels mounted beyond each edge of the viewport. Default 800. */
  overscan?: number;
  /** Items rendered on the server and in the first (hydrating) render. Default 10. */
  initialCount?: number;
  /**
   * Lists shorter than this mount every item (still measured and anchored): windowing pays only on long lists.
   * Default 50.
   */
  windowFrom?: number;
  /**
   * A list rendered in the browser alone (not hydrating a server's HTML) paints first only the items in view, and
   * mounts the rest just after that first paint (`aria-busy` meanwhile): the first frame waits for what the reader sees,
   * not for every item loaded (a page of twenty comment threads is several screens). Items in view are found from the
   * estimates before the first layout, from the layout after it. Default `false`: every item the window (or a short
   * list) holds mounts in the first frame.
   */
  fillAfterPaint?: boolean;
  /**
   * Items that only the overscan reaches (near the view, not in it) mount in a task of their own after the commit that
   * brought them near, not in it: a scroll or a page of items arriving renders and lays out what the reader sees, and the
   * items beyond each edge follow in the next task. A commit that mounts nothing the reader sees is then small however
   * many items come near (the feed's page arriving as the reader nears its end mounted its cards, laid them out and
   * sometimes took a collection in one task of over 50 ms). Items the reader can see always mount in the same commit.
   * Default `false`.
   */
  overscanAfterPaint?: boolean;
  /**
   * Keep the view at the end of the list (a live chat while the reader is at the bottom): after every change the
   * scroller goes to its end instead of holding the reader's item.
   */
  followEnd?: boolean;
  /**
   * Inside the reader's item, the element to keep still (a reply in a comment thread, when replies are merged into the
   * same item above it): given the item and the viewport's top (viewport coordinates), an element in the item, or
   * `null` for the item itself. Default: the item. The list is the one owner of the reader's place: a screen that
   * inserts content above the reader passes this instead of correcting the scroll itself (two corrections disagree).
   */
  anchorWithin?: (item: HTMLElement, viewTop: number) => Element | null;
  /** Keys always mounted (besides the focused one and the one scrolled to). */
  keepMounted?: readonly K[];
  /** Measured heights by key; pass one kept by the screen to keep them across remounts. */
  sizes?: Map<K, number>;
  /** The list's size for screen readers when more items than `keys` exist (a list read in pages). */
  setSize?: number;
  /** `list` (default) or `feed` (items are `article`s, for a stream of posts). */
  role?: 'list' | 'feed';
  'aria-label'?: string;
  'aria-busy'?: boolean;
  className?: string;
  itemClassName?: string;
  style?: CSSProperties;
  /** The range of mounted indices after it changes (load the next page as the reader nears the end). */
  onRangeChange?: (first: number, last: number) => void;
  /** `data-part` of the list element. */
  part?: string;
  handle?: Ref<WindowedListHandle<K>>;
}

interface Anchor<K> {
  key: K;
  /** The element's top in viewport coordinates to keep (a captured anchor). */
  top: number;
  /** Where a scrolled-to item goes, worked out from its height at each correction. */
  place?: { align: 'start' | 'center'; offset: number };
  target?: () => Element | null;
  /** Set by `scrollToItem`: the item stays mounted and aligned until the reader scrolls. */
  pinned: boolean;
  /**
   * The scroll position when the anchor was taken or last corrected. A render that finds the scroller elsewhere runs
   * before the reader's scroll event: the reader moved, so their new place is kept, not the old item.
   */
  at: number | null;
}

const DEFAULT_ESTIMATE = 120;
const MAX_CORRECTIONS_PER_FRAME = 12;
/** Read by `useBrowserValue`: `true` in a browser render, its server value (`false`) on a server and while hydrating. */
const inBrowser = () => true;

/** The first index whose end (`offsets[i + 1]`) is past `y`. */
function indexAt(offsets: Float64Array, count: number, y: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `key`'s index in `keys`, found where it was last found (`hints`, checked against the keys) or else by a search, which
 * is kept as the next hint. A few keys are looked up a render (the reader's, the focused one, the one scrolled to, the
 * ones just measured); a map of every key, made anew whenever the keys changed, was the largest allocation the feed's
 * list made while scrolling (46.5 MB of 1,200 MB over the 5,000 items: a map of up to 5,000 keys a page).
 */
export function keyIndexOf<K>(keys: readonly K[], hints: Map<K, number>, key: K | null): number {
  if (key === null) return -1;
  const hint = hints.get(key);
  if (hint !== undefined && keys[hint] === key) return hint;
  const index = keys.indexOf(key);
  // The hints stay few: the keys looked up lately.
  if (hints.size >= 64) hints.clear();
  if (index >= 0) hints.set(key, index);
  return index;
}

/** The nearest ancestor that scrolls vertically, or the page. */
function scrollingAncestor(element: HTMLElement | null): HTMLElement | 'window' {
  for (let node = element?.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay') return node;
  }
  return 'window';
}

function resolveScroller(scroller: WindowedListProps<Key>['scroller'], list: HTMLElement | null): HTMLElement | null | 'window' {
  if (scroller === 'window') return 'window';
  if (scroller === undefined || scroller === 'auto') return list ? scrollingAncestor(list) : null;
  return scroller.current;
}

/** The visible band of the scroller, in viewport coordinates. */
function clipOf(scroll: HTMLElement | 'window'): { top: number; bottom: number } {
  const height = window.innerHeight;
  if (scroll === 'window') return { top: 0, bottom: height };
  const rect = scroll.getBoundingClientRect();
  return { top: Math.max(rect.top, 0), bottom: Math.min(rect.bottom, height) };
}

/**
 * Whether the list has a layout box. A list inside something hidden (`display: none`: a closed tab, a collapsed panel,
 * a page a host hides while it prepares the next) measures every item at 0 px; taking those heights would mount more
 * items every render (all of them "fit"), so a hidden list keeps the heights and the view it had.
 */
function isRendered(list: HTMLElement | null): list is HTMLElement {
  return list !== null && list.getClientRects().length > 0;
}

/**
 * The list width each `sizes` map was measured at. A map a screen keeps across remounts (`sizes`) is dropped when the
 * list comes back at another width (a phone turned, a window resized while the reader was away): its heights would be
 * another layout's.
 */
const measuredAtWidth = new WeakMap<Map<never, number>, number>();

/** How many mounted lists turned the browser's scroll anchoring off on each scroller (several lists may share one). */
const anchoringOff = new WeakMap<HTMLElement, { count: number; previous: string }>();

/**
 * Turns the browser's own scroll anchoring off on the scroller (the root element for the page) while a list is
 * mounted, and back to what it was after the last one. The list anchors the reader's item itself; left on, the browser
 * picks something after the list (the "loading more" footer, the host's footer) as its anchor when the reader nears
 * the end, and scrolls the page down by every page of items appended above it.
 */
function suspendNativeAnchoring(scroll: HTMLElement | 'window'): () => void {
  const element = scroll === 'window' ? document.documentElement : scroll;
  const held = anchoringOff.get(element);
  if (held) held.count += 1;
  else {
    anchoringOff.set(element, { count: 1, previous: element.style.overflowAnchor });
    element.style.overflowAnchor = 'none';
  }
  return () => {
    const entry = anchoringOff.get(element);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    element.style.overflowAnchor = entry.previous;
    anchoringOff.delete(element);
  };
}

function scrollPosition(scroll: HTMLElement | 'window'): number {
  return scroll === 'window' ? window.scrollY : scroll.scrollTop;
}

function scrollByDelta(scroll: HTMLElement | 'window', delta: number): void {
  if (scroll === 'window') window.scrollBy(0, delta);
  else scroll.scrollTop += delta;
}

/**
 * The item's margins that stand for the unmounted items. Never transitioned: a page that transitions every property
 * (a host's `* { transition: all … }`, or a reduced-motion rule shortening every duration) would otherwise give the
 * margin its old value for a frame, the list would measure the items in the wrong place and correct the scroll back
 * and forth.
 */
function itemSpace(before: number, after: number): CSSProperties {
  if (before <= 0 && after <= 0) return NO_TRANSITION;
  return { marginTop: before > 0 ? before : undefined, marginBottom: after > 0 ? after : undefined, transitionProperty: 'none' };
}
const NO_TRANSITION: CSSProperties = { transitionProperty: 'none' };

export function WindowedList<K extends Key>({
  keys,
  renderItem,
  estimateSize = DEFAULT_ESTIMATE,
  scroller,
  overscan = 800,
  initialCount = 10,
  windowFrom = 50,
  fillAfterPaint = false,
  overscanAfterPaint = false,
  followEnd = false,
  anchorWithin,
  keepMounted,
  sizes: givenSizes,
  setSize,
  role = 'list',
  className,
  itemClassName,
  style,
  onRangeChange,
  part = 'windowed-list',
  handle,
  ...aria
}: WindowedListProps<K>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const ownSizes = useRef<Map<K, number>>(null);
  if (!givenSizes && !ownSizes.current) ownSizes.current = new Map();
  const sizes = givenSizes ?? ownSizes.current!;
  /** The band of the list in view, in the list's own coordinates; `null` before the first layout (server, hydration). */
  const [view, setView] = useState<{ top: number; bottom: number } | null>(null);
  /**
   * Where the reader's item was (its key and top in list coordinates) when `view` was read. A render that moves it
   * (items inserted or measured above) moves the band with it: the list's correction will scroll by that much, so the
   * band is worked out where the view will be, not where it was (else the commit mounts a band of items one
   * correction away, and the next render replaces them).
   */
  const viewBasis = useRef<{ key: K; top: number } | null>(null);
  /** Bumped after every write to `sizes` (a height measured): the offsets below are worked out again on it. */
  const [measured, setMeasured] = useState(0);
  /** The first index whose height was written since the offsets were last worked out (none: infinity). */
  const changedFrom = useRef(Number.POSITIVE_INFINITY);
  /** The offsets last worked out and what they were worked out from: the next ones copy them up to `changedFrom`. */
  const lastOffsets = useRef<{ keys: readonly K[]; sizes: Map<K, number>; estimate: unknown; rowGap: number; offsets: Float64Array } | null>(null);
  /** Where keys were last found (`keyIndexOf`). */
  const hints = useRef(new Map<K, number>());
  /** The index of a key in the keys of the last render (read where heights are written). */
  const latestIndexOf = useRef<(key: K | null) => number>(() => -1);
  /** Writes a measured height, and marks the offsets from its item on to be worked out again. */
  const writeSize = (key: K, height: number) => {
    sizes.set(key, height);
    const index = latestIndexOf.current(key);
    changedFrom.current = Math.min(changedFrom.current, index < 0 ? 0 : index);
  };
  /** Painting the first frame with only the items in view (`fillAfterPaint`): never while hydrating a server's HTML. */
  const clientOnly = useBrowserValue(inBrowser, false);
  const [filling, setFilling] = useState(() => fillAfterPaint && clientOnly);
  /**
   * With `overscanAfterPaint`: the run of items (its first and last key) the overscan has been granted, and the run it
   * reaches now (`wanted`), granted in a task after the commit that found them different (`grantTimer`).
   */
  const [granted, setGranted] = useState<readonly [K, K] | null>(null);
  const wanted = useRef(granted);
  const grantTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [focusedKey, setFocusedKey] = useState<K | null>(null);
  const [pinnedKey, setPinnedKey] = useState<K | null>(null);
  const gap = useRef(0);
  /** The list's top border and padding: item offsets start below them. */
  const inset = useRef(0);
  const anchor = useRef<Anchor<K> | null>(null);
  /** The scroll position our own correction left: a scroll event at it is not the reader's. */
  const ownScroll = useRef<number | null>(null);
  /**
   * Whether the last correction of an item scrolled to fell short: the document was not yet tall enough (a list filled
   * from its cache, heights still estimates) and the browser clamped the scroll. Until a correction lands in full, a
   * scroll the list did not make is the page settling, not the reader: the item stays held (let go, it would keep the
   * wrong place: the reader's place after back navigation landed one item's height off).
   */
  const clamped = useRef(false);
  /** The reader has moved (wheel, touch, key or pointer) since an item was scrolled to: a held item is theirs to leave. */
  const readerMoved = useRef(false);
  /** A scroll the list did not make, while it holds an item whose correction was clamped and the reader has not moved. */
  const settling = useCallback(() => anchor.current?.pinned === true && clamped.current && !readerMoved.current, []);
  /** Scroll corrections in this frame (see MAX_CORRECTIONS_PER_FRAME). */
  const corrections = useRef(0);
  const elements = useRef(new Map<K, HTMLElement>());
  /** Elements attached since the last layout effect: the only ones it measures (the observer tells every later change). */
  const attached = useRef(new Set<K>());
  /** Whether this mount has compared its width with the one `sizes` was measured at. */
  const widthChecked = useRef(false);
  /** The keys and offsets of the last commit: where each item (mounted or standing as a margin) is laid out. */
  const laidOut = useRef<{ keys: readonly K[]; offsets: Float64Array }>({ keys: [], offsets: new Float64Array(1) });
  const elementKeys = useRef(new WeakMap<Element, K>());
  const refs = useRef(new Map<K, (element: HTMLElement | null) => void>());
  const observer = useRef<ResizeObserver | null>(null);
  const latest = useRef({ keys, scroller, followEnd, anchorWithin });
  latest.current = { keys, scroller, followEnd, anchorWithin };
  /** The element that scrolls, found once the list is in the document. */
  const resolved = useRef<HTMLElement | 'window' | null>(null);
  const scrollerOf = useCallback((_given?: unknown): HTMLElement | 'window' | null => {
    if (!resolved.current) resolved.current = resolveScroller(latest.current.scroller, listRef.current);
    return resolved.current;
  }, []);

  const count = keys.length;
  const estimate = useCallback((key: K, index: number) => (typeof estimateSize === 'function' ? estimateSize(key, index) : estimateSize), [estimateSize]);
  const rowGap = gap.current;
  /** A key's index in the keys of this render. */
  const indexOf = useCallback((key: K | null) => keyIndexOf(keys, hints.current, key), [keys]);
  latestIndexOf.current = indexOf;
  /**
   * Offsets from the measured heights (or estimates): offsets[i] is item i's top within the list. Worked out again
   * only when the keys, a height (`measured`: every write to `sizes` bumps it), the estimate or the gap change: a
   * render for a new band (the reader scrolled) reuses them, so it costs the items it mounts, not a pass over the whole
   * list (5,000 items in a long feed). A height measured with the same keys, estimate and gap works them out from that
   * item on (`changedFrom`): the offsets above it are copied.
   */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` is the version of `sizes`, read inside
  const offsets = useMemo(() => {
    const laid = new Float64Array(count + 1);
    const previous = lastOffsets.current;
    let from = 0;
    if (previous && previous.keys === keys && previous.sizes === sizes && previous.estimate === estimate && previous.rowGap === rowGap) {
      from = Math.min(changedFrom.current, count);
      laid.set(previous.offsets.subarray(0, from + 1));
    }
    for (let i = from; i < count; i += 1) {
      const key = keys[i]!;
      laid[i + 1] = laid[i]! + (sizes.get(key) ?? estimate(key, i)) + rowGap;
    }
    // Idempotent: a render React repeats or throws away leaves offsets that are true of `sizes` now, the basis of the next.
    lastOffsets.current = { keys, sizes, estimate, rowGap, offsets: laid };
    changedFrom.current = Number.POSITIVE_INFINITY;
    return laid;
  }, [keys, count, sizes, measured, estimate, rowGap]);
  const total = count === 0 ? 0 : offsets[count]! - rowGap;

  // The view where it will be after the list's correction: moved by as far as the reader's item moves in this render.
  let band = view;
  const basis = viewBasis.current;
  if (band && basis && !followEnd && count >= windowFrom) {
    const index = indexOf(basis.key);
    const shift = index >= 0 ? offsets[index]! - basis.top : 0;
    if (Math.abs(shift) >= 1) band = { top: band.top + shift, bottom: band.bottom + shift };
  }

  // The mounted indices: the band in view (or the first items before layout) and the items that must stay. While the
  // first frame is filling, the band without overscan (before layout: the items the estimates put in one viewport).
  const mounted: number[] = [];
  {
    const reach = filling ? 0 : overscan;
    let first: number;
    let last: number;
    if (count < windowFrom && !filling) {
      // A short list: every item.
      first = 0;
      last = count - 1;
    } else if (band && overscanAfterPaint) {
      // What the reader sees, joined to the run the overscan was granted when it touches it (after a jump it does not:
      // the items in view alone, until the next grant).
      first = indexAt(offsets, count, band.top);
      last = indexAt(offsets, count, band.bottom);
      const from = indexOf(granted?.[0] ?? null);
      const to = indexOf(granted?.[1] ?? null);
      if (from >= 0 && to >= from && from <= last + 1 && to >= first - 1) {
        first = Math.min(first, from);
        last = Math.max(last, to);
      }
    } else if (band) {
      first = indexAt(offsets, count, band.top - reach);
      last = indexAt(offsets, count, band.bottom + reach);
    } else if (filling) {
      // Before layout, the first frame: the items the estimates put in one viewport.
      first = 0;
      // render-safe: `filling` starts true only in a browser render (`clientOnly`), never on a server or hydrating
      last = Math.min(indexAt(offsets, count, window.innerHeight), initialCount - 1);
    } else {
      // Before layout (a server, hydration): the first items.
      first = 0;
      last = Math.min(initialCount, count) - 1;
    }
    last = Math.min(last, count - 1);
    const extra = new Set<number>();
    // The reader's item stays mounted through a change of the keys: items inserted above it move the band (worked out
    // from the view before the change) off it, and an item unmounted and mounted again is a new element, so the list
    // could neither measure how far it moved nor keep the element inside it (`anchorWithin`) still.
    const readerKey = anchor.current?.key ?? null;
    for (const key of [focusedKey, pinnedKey, readerKey, ...(keepMounted ?? [])]) {
      const index = indexOf(key);
      if (index >= 0 && (index < first || index > last)) extra.add(index);
    }
    const before = [...extra].filter((i) => i < first).sort((a, b) => a - b);
    const after = [...extra].filter((i) => i > last).sort((a, b) => a - b);
    mounted.push(...before);
    for (let i = first; i <= last; i += 1) mounted.push(i);
    mounted.push(...after);
  }
  const firstMounted = mounted[0] ?? 0;
  const lastMounted = mounted[mounted.length - 1] ?? -1;

  /**
   * The item the viewport's top is in (its index, and the top of it and of the next one, in viewport coordinates), with
   * the layout of the last commit: a mounted item's box, else its place from the offsets the list laid out (the margin
   * that stands for it). Found so even when no mounted item is in view (a jump of more than the overscan, read before
   * the list renders the new band). `null` when the list is empty, hidden or not laid out yet.
   */
  const itemAtTop = useCallback(() => {
    const list = listRef.current;
    const scroll = scrollerOf(latest.current.scroller);
    const { keys: laidKeys, offsets: laid } = laidOut.current;
    const n = laidKeys.length;
    if (!scroll || !isRendered(list) || n === 0) return null;
    const clip = clipOf(scroll);
    const listTop = list.getBoundingClientRect().top;
    const topOf = (i: number) => {
      const element = elements.current.get(laidKeys[i]!);
      return element ? element.getBoundingClientRect().top : listTop + laid[i]!;
    };
    let index = Math.min(indexAt(laid, n, clip.top - listTop), n - 1);
    // A mounted item measured since the last render sits a little off its offsets: step to the one really there.
    while (index > 0 && topOf(index) > clip.top) index -= 1;
    while (index + 1 < n && topOf(index + 1) <= clip.top) index += 1;
    const next = index + 1 < n ? { key: laidKeys[index + 1]!, top: topOf(index + 1) } : null;
    return { key: laidKeys[index]!, top: topOf(index), next, clip };
  }, [scrollerOf]);

  /**
   * The item the reader is looking at: the one the viewport's top is in (or the first, below it), and inside it the
   * element `anchorWithin` names. An item out of the window is anchored at its place from the offsets: it is kept
   * mounted from the next render, which then holds it there.
   */
  const captureAnchor = useCallback(() => {
    const scroll = scrollerOf(latest.current.scroller);
    const at = itemAtTop();
    if (!scroll || !at) {
      anchor.current = null;
      return;
    }
    const element = elements.current.get(at.key);
    const found = element ? latest.current.anchorWithin?.(element, at.clip.top) : null;
    const inner = element && found && found !== element && element.contains(found) ? found : null;
    anchor.current = {
      key: at.key,
      top: inner ? inner.getBoundingClientRect().top : at.top,
      pinned: false,
      at: scrollPosition(scroll),
      ...(inner ? { target: () => inner } : {}),
    };
  }, [scrollerOf, itemAtTop]);

  const correct = useCallback(() => {
    if (!isRendered(listRef.current)) return;
    const held = anchor.current;
    const scroll = scrollerOf(latest.current.scroller);
    if (scroll && latest.current.followEnd) {
      const end = scroll === 'window' ? document.documentElement.scrollHeight - window.innerHeight : scroll.scrollHeight - scroll.clientHeight;
      if (Math.abs(scrollPosition(scroll) - end) >= 1) {
        scrollByDelta(scroll, end - scrollPosition(scroll));
        ownScroll.current = scrollPosition(scroll);
      }
      return;
    }
    if (!held || !scroll) return;
    if (held.at !== null && Math.abs(scrollPosition(scroll) - held.at) >= 1 && !settling()) {
      // The reader scrolled and this render came before their scroll event: their place is what is kept now.
      if (held.pinned) setPinnedKey(null);
      captureAnchor();
      return;
    }
    const element = held.target?.() ?? elements.current.get(held.key);
    if (!element?.isConnected) {
      // The element kept inside the reader's item went (a reply removed): keep what is there now.
      if (!held.pinned && held.target) captureAnchor();
      return;
    }
    const rect = element.getBoundingClientRect();
    let top = held.top;
    if (held.place) {
      const clip = clipOf(scroll);
      top = held.place.align === 'center' ? (clip.top + clip.bottom - rect.height) / 2 : clip.top + held.place.offset;
    }
    const delta = rect.top - top;
    if (Math.abs(delta) < 0.5) return;
    // A guard, not a rule: corrections that keep scrolling in one frame mean the layout disagrees with the measured
    // heights; stop until the next frame rather than render without end.
    if (corrections.current++ > MAX_CORRECTIONS_PER_FRAME) return;
    if (corrections.current === 1) requestAnimationFrame(() => (corrections.current = 0));
    const from = scrollPosition(scroll);
    scrollByDelta(scroll, delta);
    ownScroll.current = scrollPosition(scroll);
    clamped.current = held.pinned && Math.abs(ownScroll.current - (from + delta)) >= 1;
    held.at = ownScroll.current;
  }, [scrollerOf, captureAnchor, settling]);

  /** The band in view, in list coordinates. */
  const readView = useCallback(() => {
    const list = listRef.current;
    const scroll = scrollerOf(latest.current.scroller);
    if (!isRendered(list) || !scroll) return;
    const clip = clipOf(scroll);
    const top = list.getBoundingClientRect().top;
    const next = { top: clip.top - top, bottom: clip.bottom - top };
    const held = anchor.current;
    const element = held ? elements.current.get(held.key) : undefined;
    viewBasis.current = held && element ? { key: held.key, top: element.getBoundingClientRect().top - top - inset.current } : null;
    setView((current) => (current && Math.abs(current.top - next.top) < 1 && Math.abs(current.bottom - next.bottom) < 1 ? current : next));
  }, [scrollerOf]);

  // One observer for the list: every mounted item's height, kept by key.
  if (typeof ResizeObserver !== 'undefined' && !observer.current) {
    observer.current = new ResizeObserver((entries) => {
      if (!isRendered(listRef.current)) return;
      let changed = false;
      for (const entry of entries) {
        const key = elementKeys.current.get(entry.target);
        if (key === undefined) continue;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
        if (sizes.get(key) !== height) {
          writeSize(key, height);
          changed = true;
        }
      }
      if (!changed) return;
      correct();
      setMeasured((n) => n + 1);
    });
  }

  const itemRef = (key: K) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        const previous = elements.current.get(key);
        if (previous && previous !== element) {
          observer.current?.unobserve(previous);
          elements.current.delete(key);
        }
        if (element) {
          if (previous !== element) attached.current.add(key);
          elements.current.set(key, element);
          elementKeys.current.set(element, key);
          observer.current?.observe(element);
        }
      };
      refs.current.set(key, ref);
    }
    return ref;
  };

  // After every render: measure what mounted (so the next band is computed from real heights, not estimates), keep
  // the reader's item where it was (one scroll write), then read the band in view. Only the items attached in this
  // commit are read here: a mounted item's later change of height is the observer's to tell (before paint too), so a
  // commit that mounts nothing new (a merge into mounted threads, a like) reads no item's box but the reader's.
  useLayoutEffect(() => {
    laidOut.current = { keys, offsets };
    const fresh = attached.current;
    attached.current = new Set();
    const list = listRef.current;
    if (!isRendered(list)) return;
    let changed = false;
    if (!widthChecked.current) {
      // The first layout of this mount: heights kept from another width are measured again (every mounted item now,
      // the rest as they mount). While mounted, the observer tells every change of a mounted item's height.
      widthChecked.current = true;
      const width = list.clientWidth;
      const kept = sizes as Map<never, number>;
      const was = measuredAtWidth.get(kept);
      if (was !== undefined && Math.abs(was - width) >= 1 && sizes.size > 0) {
        sizes.clear();
        changedFrom.current = 0;
        for (const key of elements.current.keys()) fresh.add(key);
        changed = true;
      }
      measuredAtWidth.set(kept, width);
    }
    const measure = observer.current ? fresh : elements.current.keys();
    for (const key of measure) {
      const element = elements.current.get(key);
      if (!element) continue;
      const height = element.getBoundingClientRect().height;
      if (sizes.get(key) !== height) {
        writeSize(key, height);
        changed = true;
      }
    }
    correct();
    readView();
    if (changed) setMeasured((n) => n + 1);
  });

  // A passive effect: a panel's ref is attached after its children's layout effects have run.
  useEffect(() => {
    const list = listRef.current;
    if (list) {
      const computed = getComputedStyle(list);
      gap.current = Number.parseFloat(computed.rowGap) || 0;
      inset.current = (Number.parseFloat(computed.borderTopWidth) || 0) + (Number.parseFloat(computed.paddingTop) || 0);
    }
    resolved.current = resolveScroller(scroller, listRef.current);
    const scroll = resolved.current;
    if (!scroll) return;
    readView();
    const target: Window | HTMLElement = scroll === 'window' ? window : scroll;
    const onScroll = () => {
      const position = scrollPosition(scroll);
      if (ownScroll.current !== null && Math.abs(position - ownScroll.current) < 1) {
        ownScroll.current = null;
      } else if (settling()) {
        // The page settling after a clamped correction, not the reader: the item stays held where it was asked.
        ownScroll.current = null;
        correct();
      } else {
        ownScroll.current = null;
        // The reader scrolled: the item scrolled to is no longer held.
        if (anchor.current?.pinned) setPinnedKey(null);
        captureAnchor();
      }
      readView();
    };
    const onReaderMoves = () => {
      readerMoved.current = true;
    };
    const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    target.addEventListener('scroll', onScroll, { passive: true });
    for (const type of moves) window.addEventListener(type, onReaderMoves, { capture: true, passive: true });
    window.addEventListener('resize', readView);
    const resumeAnchoring = suspendNativeAnchoring(scroll);
    return () => {
      target.removeEventListener('scroll', onScroll);
      for (const type of moves) window.removeEventListener(type, onReaderMoves, { capture: true });
      window.removeEventListener('resize', readView);
      resumeAnchoring();
    };
  }, [scroller, captureAnchor, readView, correct, settling]);

  // With `overscanAfterPaint`: after every commit, the run the overscan reaches now; when it is not the one granted, it
  // is granted in a task of its own (one task at a time, which grants the latest run wanted).
  useLayoutEffect(() => {
    if (!overscanAfterPaint || !band || filling || count < windowFrom) return;
    const want = [keys[indexAt(offsets, count, band.top - overscan)]!, keys[Math.min(indexAt(offsets, count, band.bottom + overscan), count - 1)]!] as const;
    wanted.current = want;
    if ((granted?.[0] === want[0] && granted[1] === want[1]) || grantTimer.current) return;
    grantTimer.current = setTimeout(() => {
      grantTimer.current = undefined;
      setGranted(wanted.current);
    }, 0);
  });

  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      clearTimeout(grantTimer.current);
    },
    [],
  );

  // The first frame painted with the items in view: the rest mount in the first task after it (a frame, then a
  // timer). Not waiting for the view: a list that is never laid out (hidden, or a host's tests in jsdom) fills too.
  useEffect(() => {
    if (!filling) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      timer = setTimeout(() => setFilling(false), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
    if (frame === undefined) afterFrame();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [filling]);

  const lastRange = useRef<[number, number]>([-1, -1]);
  useLayoutEffect(() => {
    if (!onRangeChange || !view) return;
    if (lastRange.current[0] === firstMounted && lastRange.current[1] === lastMounted) return;
    lastRange.current = [firstMounted, lastMounted];
    onRangeChange(firstMounted, lastMounted);
  });

  useImperativeHandle(
    handle,
    () => ({
      scrollToItem(key, options = {}) {
        const scroll = scrollerOf(latest.current.scroller);
        clamped.current = false;
        readerMoved.current = false;
        anchor.current = {
          key,
          top: 0,
          place: { align: options.align ?? 'start', offset: options.offset ?? 0 },
          target: options.target,
          pinned: true,
          at: scroll ? scrollPosition(scroll) : null,
        };
        setPinnedKey(key);
        // Mounted already: align at once; otherwise the layout effect after the item mounts does.
        correct();
        readView();
      },
      mountedKeys: () => [...elements.current.keys()],
      place() {
        const at = itemAtTop();
        if (!at) return null;
        // The item the reader reads is the first that starts in view: the one the top cuts through only when it fills
        // the view (an item above, mostly scrolled past, may change height while the reader is away).
        const reading = at.top < at.clip.top - 0.5 && at.next !== null && at.next.top < at.clip.bottom ? at.next : at;
        const { key, top } = reading;
        return { key, offset: Math.round((top - at.clip.top) * 10) / 10 };
      },
    }),
    [correct, readView, scrollerOf, itemAtTop],
  );

  const itemRole = role === 'feed' ? 'article' : 'listitem';
  // The space of the items not mounted: a margin before a mounted run and after the last one (the list's own padding,
  // from its class, stays as it is).
  const trailing = Math.max(0, total - (offsets[lastMounted + 1] ?? 0) + rowGap);
  const size = setSize ?? count;
  const children: ReactNode[] = [];
  let previousEnd = firstMounted;
  for (const index of mounted) {
    const key = keys[index]!;
    const skipped = offsets[index]! - offsets[previousEnd]!;
    children.push(
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is listitem or article, both take a place in the set
      <div
        key={key}
        ref={itemRef(key)}
        role={itemRole}
        aria-posinset={index + 1}
        aria-setsize={size}
        className={itemClassName}
        data-windowed-item=""
        data-index={index}
        style={itemSpace(index === firstMounted ? (offsets[index] ?? 0) : skipped, index === lastMounted ? trailing : 0)}
      >
        {renderItem(key, index)}
      </div>,
    );
    previousEnd = index + 1;
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus is only tracked (the focused item stays mounted), not handled
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is list or feed, both named by aria-label
    <div
      ref={listRef}
      role={role}
      aria-label={aria['aria-label']}
      aria-busy={aria['aria-busy'] || filling || undefined}
      className={className}
      data-part={part}
      data-count={count}
      data-mounted={mounted.length}
      style={{
        display: 'flex',
        flexDirection: 'column',
        overflowAnchor: 'none',
        ...style,
      }}
      onFocus={(event) => {
        const item = (event.target as Element).closest('[data-windowed-item]');
        const key = item ? elementKeys.current.get(item) : undefined;
        if (key !== undefined) setFocusedKey(key);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
      }}
    >
      {children}
    </div>
  );
}
