/**
 * The feed at 5,000 items (issue 27's figures), production React in Chromium: the real `FeedPage` on the `firehose`
 * tab, reading `/api/v1/reader/feed` page by page from the mock (the package's MSW handlers answering through
 * `getResponse`: real requests, JSON, parsing and validation, no service worker), the way a reader meets it:
 * - first screenful: from the first page's answer in hand to the next paint, and from the mount to it;
 * - scrolling the whole feed down (every page asked for as the end nears) and back up, one screen per frame: each
 *   frame's own rendering work (p95), long tasks (PerformanceObserver `longtask`, > 50 ms; those of the back
 *   navigation's remount below are the navigation's and recorded apart), the most items mounted at
 *   once (asserted ≤ 60), DOM nodes, and the JS heap after about 10,000 items have passed (`performance.memory`);
 * - a like on item #4,000: click to next paint (median of 12: 6 likes and 6 unlikes, each click at a moment spread over the
 *   frame, as the comments bench clicks), and how many cards re-rendered (asserted: exactly one, in every run);
 * - back navigation to item #3,000: the page unmounted (the reader opened a post) and mounted again in the same
 *   providers (the query cache and the reader's place kept, as on a host's back): where the item lands against where it
 *   was (asserted within ±4 px);
 * - 25 new items at the head of the feed while the reader is at #3,000: the poll (the platform clock moved a minute)
 *   reads the first page again and the answer carries 25 new items above the old head; they wait behind "25 new"
 *   (the feed never inserts above the reader): the React commit that shows the pill (Profiler) and the reader's item's
 *   shift (asserted 0 px).
 * - the floor: the same cards as static markup, no script, scrolled and measured the same way (what this machine
 *   costs for painting them, to read the feed's frames against).
 * Cards are counted by wrapping the real `PostCardView` and `NoteCardView` through `vi.mock`.
 */
import { getResponse } from 'msw';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { handlers, resetDb } from '../../mocks';
import { FeedPage } from '../../src/features/feed';
import type { NoteCardViewProps, PostCardViewProps } from '../../src/features/feed/views/FeedCards';
import { MOCK_NOW } from '../../mocks';
import { createManualClock } from '../../src/platform/clock';
import {
  createRenderLog,
  fontsReady,
  type Mounted,
  measureInteraction,
  mountMeasured,
  nextFrame,
  nextPaint,
  RenderProbe,
  record,
  runsOr,
  sample,
  summarize,
} from '../harness';

const renders: string[] = [];
/** Every card render since the scroll began (the mounts of cards coming into the window and any render again). */
const cardRenders = { count: 0 };

vi.mock('../../src/features/feed/views/FeedCards', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../src/features/feed/views/FeedCards')>();
  function CountedPostCardView(props: PostCardViewProps) {
    renders.push(`post:${props.post.id}`);
    cardRenders.count += 1;
    return mod.PostCardView(props);
  }
  function CountedNoteCardView(props: NoteCardViewProps) {
    renders.push(`note:${props.comment.id}`);
    cardRenders.count += 1;
    return mod.NoteCardView(props);
  }
  return { ...mod, PostCardView: CountedPostCardView, NoteCardView: CountedNoteCardView };
});

/** When each answer of the feed's read was in hand (performance.now()). */
let feedAnswers: number[] = [];
/** Items the next read of the feed's first page carries above its head (new items arriving), then cleared. */
let newAtHead: unknown[] = [];
const mockFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const request = input instanceof Request && init === undefined ? input : new Request(new URL(url, location.origin), init);
  const response = (await getResponse(handlers as unknown as Parameters<typeof getResponse>[0], request)) ?? new Response('no mock route', { status: 501 });
  const address = new URL(request.url);
  if (address.pathname !== '/api/v1/reader/feed') return response;
  feedAnswers.push(performance.now());
  if (newAtHead.length === 0 || address.searchParams.has('cursor')) return response;
  const page = (await response.json()) as { items: unknown[]; nextCursor: string | null };
  const fresh = newAtHead;
  newAtHead = [];
  return Response.json({ ...page, items: [...fresh, ...page.items] });
};

/** Shows the feed, or (after `leave`) another page in the same providers, as a host's router does. */
const page: { show: (shown: boolean) => void } = { show: () => undefined };
function Host() {
  const [shown, setShown] = useState(true);
  page.show = setShown;
  return shown ? <FeedPage tab="firehose" /> : <p data-part="elsewhere">A post</p>;
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  window.scrollTo(0, 0);
});
beforeAll(fontsReady);

const items = () => document.querySelectorAll<HTMLElement>('[data-feed-key]');
const itemAt = (position: number) => document.querySelector<HTMLElement>(`[aria-posinset="${position}"]`);
const listCount = () => Number(document.querySelector('[data-part="feed-list"]')?.getAttribute('data-count') ?? 0);
const endState = () => document.querySelector('[data-part="feed-end"]')?.getAttribute('data-state');
/** Scrolls as a reader does: their wheel first (the list then knows the reader moved), then the page. */
function readerScroll(by: number) {
  window.dispatchEvent(new WheelEvent('wheel', { deltaY: by }));
  window.scrollBy(0, by);
}

/** Waits until nothing renders for five frames and no page is on its way (at most 300 frames). */
async function atRest() {
  for (let wait = 0; wait < 60; wait++) {
    renders.length = 0;
    for (let frame = 0; frame < 5; frame++) await nextPaint();
    if (renders.length === 0 && endState() !== 'loading') return;
  }
}

/** At most this many items mounted at any time (the windowed list's bound, the figure). */
const MOUNTED_AT_MOST = 60;

const log = createRenderLog();
const clock = createManualClock(MOCK_NOW);

async function mountFeed() {
  feedAnswers = [];
  const first = await mountMeasured(
    <RenderProbe log={log} id="feed">
      <Host />
    </RenderProbe>,
    { role: 'paid', path: '/home', fetch: mockFetch, clock },
  );
  mounted = first.mounted;
  const start = performance.now() - first.paintMs;
  // The first page may be in hand before the mount's own first paint: then that paint showed it.
  let paintedAt = start + first.paintMs;
  for (let frame = 0; items().length === 0; frame++) {
    if (frame > 600) throw new Error('no feed item after 600 frames');
    paintedAt = await nextPaint();
  }
  return { start, paintedAt };
}

test('feed: first screenful of the 5,000-item firehose', async () => {
  resetDb();
  const { summaries } = await sample({ runs: runsOr(10), warmup: 2 }, async () => {
    const { start, paintedAt } = await mountFeed();
    const afterDataMs = paintedAt - feedAnswers[0]!;
    const fromMountMs = paintedAt - start;
    const shown = items().length;
    mounted?.unmount();
    mounted = undefined;
    return { afterDataMs, fromMountMs, shown };
  });
  expect(summaries.shown.min).toBeGreaterThan(0);
  expect(summaries.shown.max).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  await record(
    'feed.first-screen-5000',
    { firstScreenAfterDataMs: summaries.afterDataMs, firstScreenFromMountMs: summaries.fromMountMs, itemsShown: summaries.shown.median },
    { firstScreenAfterDataMs: 60, firstScreenFromMountMs: 250 },
  );
});

test('feed: scrolling all 5,000 down and back, a like on #4,000, back navigation to #3,000', async () => {
  resetDb();
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  await mountFeed();
  await nextPaint();
  const heapBefore = memory?.usedJSHeapSize ?? Number.NaN;
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  /** When the back navigation's remount ran: its tasks are the navigation's, recorded apart from the scrolling's. */
  const backWindow = { start: Number.POSITIVE_INFINITY, end: Number.NEGATIVE_INFINITY };
  observer.observe({ type: 'longtask', buffered: false });
  cardRenders.count = 0;

  const frames: number[] = [];
  let maxMounted = 0;
  let maxNodes = 0;
  let passed = 0;
  const step = Math.round(window.innerHeight * 0.9);
  const watch = () => {
    maxMounted = Math.max(maxMounted, items().length);
    maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
  };

  // Down, one screen per frame, until the last item is mounted and the list says it has reached the end.
  let like: { paintMs: number; p95Ms: number; cards: string[] } | undefined;
  let back: { before: number; after: number; heightBefore: number; firstPaint: { top: number; height: number } } | undefined;
  let arrival: { fresh: number; commitMs: number; shift: number; pill: string; cards: number } | undefined;
  let lastTop = itemAt(1) ? 1 : 0;
  for (let frame = 0; !(endState() === 'end' && itemAt(listCount())); frame++) {
    if (frame > 20_000) throw new Error(`not at the end after 20,000 frames (${listCount()} listed)`);
    readerScroll(step);
    const { frameStart, paintedAt } = await nextFrame();
    frames.push(paintedAt - frameStart);
    watch();
    const top = Number(items()[0]?.closest('[aria-posinset]')?.getAttribute('aria-posinset') ?? lastTop);
    if (top > lastTop) passed += top - lastTop;
    lastTop = top;

    if (!back && itemAt(3000)) {
      // Back navigation: the reader is reading #3,000 near the top of the screen, opens a post, comes back.
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 1 }));
      itemAt(3000)!.scrollIntoView({ block: 'start' });
      readerScroll(-120);
      await atRest();
      const before = itemAt(3000)!.getBoundingClientRect().top;
      const heightBefore = document.documentElement.scrollHeight;
      flushSync(() => page.show(false));
      await nextPaint();
      window.scrollTo(0, 0);
      await nextPaint();
      backWindow.start = performance.now();
      flushSync(() => page.show(true));
      for (let wait = 0; wait < 240 && !itemAt(3000); wait++) await nextPaint();
      // The first frame painted with #3,000 back: how far it is from where the reader left it, and the page's height
      // against then (recorded).
      const firstPaint = { top: itemAt(3000)?.getBoundingClientRect().top ?? Number.NaN, height: document.documentElement.scrollHeight };
      await atRest();
      backWindow.end = performance.now();
      back = { before, after: itemAt(3000)?.getBoundingClientRect().top ?? Number.NaN, heightBefore, firstPaint };

      // 25 new items at the head while the reader is here: the poll's next read carries them.
      const category = await getResponse(
        handlers as unknown as Parameters<typeof getResponse>[0],
        new Request(new URL('/api/v1/reader/feed?category_id=1&limit=40', location.origin)),
      );
      const fresh = ((await category!.json()) as { items: { type: string }[] }).items
        .filter((item) => item.type === 'post' || item.type === 'comment')
        .slice(0, 25);
      newAtHead = fresh;
      const restingAt = itemAt(3000)!.getBoundingClientRect().top;
      log.reset();
      renders.length = 0;
      clock.advance(60_000);
      for (let wait = 0; wait < 300 && !document.querySelector('[data-part="feed-new"]'); wait++) await nextPaint();
      await nextPaint();
      arrival = {
        fresh: fresh.length,
        commitMs: Math.max(0, ...log.entries.map((entry) => entry.actualDuration)),
        shift: (itemAt(3000)?.getBoundingClientRect().top ?? Number.NaN) - restingAt,
        pill: document.querySelector('[data-part="feed-new"]')?.textContent ?? '',
        cards: new Set(renders).size,
      };
    }
    if (!like && itemAt(4000)) {
      // A like on #4,000, in the middle of the screen.
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 1 }));
      itemAt(4000)!.scrollIntoView({ block: 'center' });
      await nextPaint();
      await nextPaint();
      const button = () => itemAt(4000)?.querySelector<HTMLButtonElement>('[data-part="like-button"], [data-part="comment-like"]');
      if (!button()) throw new Error('item #4,000 has no like button');
      // At rest first: no page on its way (a page that arrives when the minute has changed re-renders the mounted cards' dates).
      await atRest();
      // Like and unlike, 6 times each after a warm-up pair, the click at a moment spread over the frame (0–15 ms after the last
      // paint, where a person's click lands; the comments bench's method), each write answered and settled before the
      // next; the cards each toggle re-rendered are counted (asserted below: that one card, every time).
      const cards = new Set<string>();
      const paints: number[] = [];
      for (let run = -2; run < 12; run++) {
        const pressed = button()!.getAttribute('aria-pressed');
        renders.length = 0;
        const timing = await measureInteraction(() => button()!.click(), {
          done: () => button()?.getAttribute('aria-pressed') !== pressed,
          afterMs: run < 0 ? 0 : (run * 7) % 16,
        });
        for (let wait = 0; wait < 20; wait++) await nextPaint();
        if (run < 0) continue;
        paints.push(timing.paintMs);
        for (const card of renders) cards.add(card);
      }
      paints.sort((a, b) => a - b);
      like = { paintMs: paints[Math.floor((paints.length - 1) / 2)]!, p95Ms: paints[Math.floor(paints.length * 0.95)]!, cards: [...cards] };
    }
  }
  const total = listCount();
  // And back up to the top.
  for (let frame = 0; window.scrollY > 0; frame++) {
    if (frame > 20_000) throw new Error('not back at the top after 20,000 frames');
    readerScroll(-step);
    const { frameStart, paintedAt } = await nextFrame();
    frames.push(paintedAt - frameStart);
    watch();
    const top = Number(items()[0]?.closest('[aria-posinset]')?.getAttribute('aria-posinset') ?? lastTop);
    if (top < lastTop) passed += lastTop - top;
    lastTop = top;
  }
  await nextPaint();
  observer.disconnect();
  // A task that overlaps the remount's window is the navigation's: the remount runs in the task that set the window's
  // start (the same task, so it began a little before it), and would otherwise count as a scrolling task.
  const inBack = (task: { start: number; duration: number }) => task.start <= backWindow.end && task.start + task.duration >= backWindow.start;
  const longTasks = tasks.filter((task) => !inBack(task)).map((task) => task.duration);
  const backTasks = tasks.filter(inBack).map((task) => task.duration);
  const heapAfter = memory?.usedJSHeapSize ?? Number.NaN;

  expect(total).toBeGreaterThanOrEqual(4_000);
  expect(maxMounted).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  expect(like, 'item #4,000 was reached and liked').toBeDefined();
  expect(like!.cards, 'exactly one card re-rendered by the like').toHaveLength(1);
  expect(back, 'item #3,000 was reached').toBeDefined();
  expect(Math.abs(back!.after - back!.before), `#3,000 back at ${back!.after} px, was at ${back!.before} px`).toBeLessThanOrEqual(4);

  // A card renders when it comes into the window, and again only when something it shows changed: a page arriving
  // renders no mounted card again (their "now" is kept within the minute). Before that, 13,493 renders for 9,982 items
  // passed (1.35 a card); now about one (10,768).
  expect(cardRenders.count, 'card renders while scrolling, against items passed').toBeLessThanOrEqual(Math.round(passed * 1.2));
  expect(arrival, 'new items arrived while the reader was at #3,000').toBeDefined();
  expect(arrival!.fresh).toBe(25);
  expect(arrival!.pill).toContain('25');
  expect(arrival!.shift, 'the reader’s item does not move when new items arrive').toBe(0);
  expect(arrival!.cards, 'no card re-rendered by the arrival (the pill only)').toBe(0);

  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
  await record(
    'feed.scroll-5000',
    {
      itemsListed: total,
      itemsPassed: passed,
      framesMeasured: frames.length,
      frameP95Ms: Math.round(p95 * 10) / 10,
      longestFrameMs: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks)) : 0,
      backNavigationLongestTaskMs: backTasks.length ? Math.round(Math.max(...backTasks)) : 0,
      mostItemsMounted: maxMounted,
      cardRenders: cardRenders.count,
      mostDomNodes: maxNodes,
      heapGrowthMB: Math.round(((heapAfter - heapBefore) / 1024 / 1024) * 10) / 10,
      likePaintMs: Math.round(like!.paintMs * 10) / 10,
      likePaintP95Ms: Math.round(like!.p95Ms * 10) / 10,
      cardsReRenderedByLike: like!.cards.length,
      backNavigationShiftPx: Math.round(Math.abs(back!.after - back!.before) * 10) / 10,
      newItemsCommitMs: Math.round(arrival!.commitMs * 10) / 10,
      newItemsShiftPx: arrival!.shift,
      cardsReRenderedByArrival: arrival!.cards,
      backFirstPaintShiftPx: Math.round(Math.abs(back!.firstPaint.top - back!.before) * 10) / 10,
      backPageHeightChangePx: Math.round(Math.abs(back!.firstPaint.height - back!.heightBefore)),
    },
    { frameP95Ms: 16.7, longestFrameMs: 50, longestTaskMs: 50, backNavigationLongestTaskMs: 50, likePaintMs: 16, likePaintP95Ms: 33, newItemsCommitMs: 8 },
    'Frames: each frame’s own rendering work (from its requestAnimationFrame to the first task after it painted), one screen scrolled per frame, including the frames in which a page of the feed arrived and was parsed.',
  );
  expect(Number.isNaN(heapAfter) || (heapAfter - heapBefore) / 1024 / 1024 <= 30, 'JS heap growth ≤ 30 MB').toBe(true);
});

/** Items in the static control below: enough for about fifty frames of scrolling, at about seven times the DOM nodes the windowed feed mounts. */
const FLOOR_ITEMS = 400;

/**
 * The machine's floor for the scrolling figures: the same cards, as static markup with no script at all, scrolled the
 * same way (one screen per frame) and measured the same way. The feed's mounted items are copied after its first
 * screens (their markup, with the page's own styles), the feed unmounted, and the copies laid out as one long static
 * list of `FLOOR_ITEMS`. What its frames cost is what painting a new screen of these cards costs on this machine, with
 * no React, windowing, data or measuring: the feed's figures above can be read against it. Its budget is the feed's.
 */
test('feed: the floor — the same cards as static markup, scrolled the same way', async () => {
  resetDb();
  await mountFeed();
  await atRest();
  const list = document.querySelector<HTMLElement>('[data-part="feed-list"]');
  if (!list?.parentElement) throw new Error('no feed list');
  const cards = [...list.querySelectorAll<HTMLElement>('[aria-posinset]')].map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    // The margins that stand for unmounted items are the windowed list's, not the card's.
    copy.removeAttribute('style');
    return copy;
  });
  expect(cards.length).toBeGreaterThan(5);
  const shell = list.cloneNode(false) as HTMLElement;
  shell.removeAttribute('style');
  const host = list.parentElement.cloneNode(false) as HTMLElement;
  mounted?.unmount();
  mounted = undefined;
  for (let i = 0; i < FLOOR_ITEMS; i++) shell.appendChild(cards[i % cards.length]!.cloneNode(true));
  host.appendChild(shell);
  document.body.appendChild(host);
  try {
    window.scrollTo(0, 0);
    for (let frame = 0; frame < 30; frame++) await nextPaint();
    const tasks: number[] = [];
    const observer = new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frames: number[] = [];
    const step = Math.round(window.innerHeight * 0.9);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let frame = 0; window.scrollY < end - 1; frame++) {
      if (frame > 5_000) throw new Error('not at the end of the static list after 5,000 frames');
      readerScroll(step);
      const { frameStart, paintedAt } = await nextFrame();
      frames.push(paintedAt - frameStart);
    }
    await nextPaint();
    observer.disconnect();
    expect(frames.length).toBeGreaterThan(20);
    const { p95, median } = summarize(frames);
    await record(
      'feed.scroll-floor',
      {
        items: FLOOR_ITEMS,
        domNodes: document.getElementsByTagName('*').length,
        framesMeasured: frames.length,
        frameP95Ms: Math.round(p95 * 10) / 10,
        frameMedianMs: Math.round(median * 10) / 10,
        longTasks: tasks.length,
        longestTaskMs: tasks.length ? Math.round(Math.max(...tasks)) : 0,
      },
      { frameP95Ms: 16.7, frameMedianMs: 16.7, longestTaskMs: 50 },
      'The machine’s floor: the feed’s own cards as static markup (no script), scrolled one screen per frame and measured as the feed is.',
    );
  } finally {
    host.remove();
  }
});
