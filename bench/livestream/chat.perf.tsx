/**
 * The live chat panel (issue 16's figures), production React in Chromium, the real view (`LiveChatPanelView`) driven
 * by the real M33 machine (`liveChat.machine.ts`) in a reducer — the page hook's path without the network:
 * - one message appended with 1,000 in the panel (the oldest drops): the React commit (`flushSync`) and the next paint;
 * - a burst of 50 messages in one second (one every 20 ms, each its own commit — the page batches per frame, this
 *   does not): the longest synchronous commit, long tasks (PerformanceObserver `longtask`, > 50 ms) and the longest
 *   frame interval;
 * - memory over 10,000 messages received (50 per frame): JS heap and DOM nodes after the first 1,000 and after all
 *   10,000 (the panel holds 1,000 and mounts at most 60 of them: the windowed list).
 */
import { forwardRef, useImperativeHandle, useReducer } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { LiveStreamMessage } from '../../src/api/schemas/livestream';
import { type Event, initialState, LIVE_CHAT_KEEP, transition } from '../../src/features/livestream/liveChat.machine';
import { LiveChatPanelView } from '../../src/features/livestream/views/LiveChatPanelView';
import { createRenderLog, fontsReady, type Mounted, mountMeasured, nextFrame, nextPaint, RenderProbe, record, runsOr, sample } from '../harness';

const NAMES = ['Ana Silva', 'Bruno Okafor', 'Chiara Rossi', 'Dmitri Ivanova', 'Esi Mensah', 'Farah Haddad', 'Goran Novak', 'Hana Sato'];
const BODIES = ['Hello from Lisbon!', 'The sound is much better today.', 'Which edition is that on the shelf behind you?', 'Great question.'];

function message(id: number): LiveStreamMessage {
  const i = id % 997;
  return {
    id,
    user: { id: 200 + (i % 40), name: NAMES[i % NAMES.length]!, handle: null, photo_url: null, is_admin: false },
    body: i % 23 === 0 ? null : BODIES[i % BODIES.length]!,
    created_at: '2026-11-21T12:00:00.000Z',
    num_viewers_joined: i % 23 === 0 ? 3 : null,
  };
}
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => message(from + i));

interface PanelHandle {
  send: (event: Event) => void;
}

const noop = () => {};
/** `tracksScroll`: the reader's scrolling goes to the machine (`SCROLLED`), as the connected panel does; off, the panel stays at the end. */
const Panel = forwardRef<PanelHandle, { tracksScroll?: boolean }>(function Panel({ tracksScroll = false }, ref) {
  const [state, send] = useReducer(transition, undefined, () => initialState({ phone: false }));
  useImperativeHandle(ref, () => ({ send }), []);
  return (
    <div style={{ width: 400, height: 800, display: 'flex', flexDirection: 'column' }}>
      <LiveChatPanelView
        state={state}
        placement="side"
        connection="open"
        availability={{ disabled: false, reason: null, placeholder: null }}
        canBlock={false}
        ownUserId={null}
        onToggle={noop}
        onScrolled={tracksScroll ? (distanceFromBottom) => send({ type: 'SCROLLED', distanceFromBottom }) : noop}
        onJumpToBottom={noop}
        onTextChange={noop}
        onSubmit={noop}
        onBlock={noop}
      />
    </div>
  );
});

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});
beforeAll(fontsReady);

async function mountWith(count: number, tracksScroll = false) {
  const handle: { current: PanelHandle | null } = { current: null };
  const log = createRenderLog();
  const first = await mountMeasured(
    <RenderProbe log={log} id="panel">
      <Panel
        tracksScroll={tracksScroll}
        ref={(h) => {
          handle.current = h;
        }}
      />
    </RenderProbe>,
  );
  mounted = first.mounted;
  flushSync(() => handle.current!.send({ type: 'MESSAGES_RECEIVED', messages: range(1, count) }));
  await nextPaint();
  await nextPaint();
  return { handle: handle.current!, log, container: first.mounted.container };
}

/** Messages mounted (the panel's windowed list mounts only those near the view). */
const rows = (root: ParentNode) => root.querySelectorAll('[data-message-id]').length;
/** Messages the list holds (`data-count`): every kept message, mounted or not. */
const listed = (root: ParentNode) => Number(root.querySelector('[data-part="live-chat-list"]')?.getAttribute('data-count'));
/** At most this many messages mounted with 1,000 in the panel (the windowed list's bound). */
const MOUNTED_AT_MOST = 60;

test('live chat: one message appended with 1,000 in the panel', async () => {
  const { handle, log, container } = await mountWith(LIVE_CHAT_KEEP);
  expect(listed(container)).toBe(1000);
  expect(rows(container)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  let next = LIVE_CHAT_KEEP + 1;
  const { summaries } = await sample({ runs: runsOr(40), warmup: 5 }, async (run) => {
    await nextPaint();
    // A message lands at any moment of a frame: spread the arrivals evenly over it (0–15 ms after the last paint).
    await new Promise((resolve) => setTimeout(resolve, run < 0 ? 0 : (run * 7) % 16));
    log.reset();
    const start = performance.now();
    flushSync(() => handle.send({ type: 'MESSAGES_RECEIVED', messages: [message(next++)] }));
    const commitMs = performance.now() - start;
    const frame = await nextFrame();
    return {
      commitMs,
      paintMs: frame.paintedAt - start,
      frameMs: frame.paintedAt - frame.frameStart,
      reactRenderMs: log.entries.reduce((a, e) => a + e.actualDuration, 0),
    };
  });
  expect(listed(container)).toBe(1000);
  expect(rows(container)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  await record(
    'livestream-chat.append-1-of-1000',
    summaries,
    { commitMs: { median: 4 }, paintMs: { median: 16 }, frameMs: { median: 8 }, reactRenderMs: { median: 4, p95: 8 } },
    "commitMs: the M33 merge (MESSAGES_RECEIVED, the oldest dropped) + React render and commit (flushSync) + the stick-to-bottom layout effect; paintMs: from the message (arriving at a moment spread over the frame) to the first task after the frame that shows it; frameMs: that frame's rendering work (rAF to painted); reactRenderMs: React.Profiler actualDuration.",
  );
});

test('live chat: scrolling up through all 1,000 messages and back down, messages mounted at any time', async () => {
  const { container } = await mountWith(LIVE_CHAT_KEEP, true);
  const log = container.querySelector<HTMLElement>('[data-part="live-chat-log"]')!;
  const reached = new Set<string>();
  let mostMounted = 0;
  const watch = () => {
    const now = container.querySelectorAll<HTMLElement>('[data-message-id]');
    mostMounted = Math.max(mostMounted, now.length);
    for (const row of now) reached.add(row.dataset.messageId!);
  };
  // From the end (where the panel opens) up to the first message, a panel's height per frame, then back down.
  let screens = 0;
  for (; screens < 2_000 && log.scrollTop > 0; screens++) {
    watch();
    log.dispatchEvent(new WheelEvent('wheel', { deltaY: -log.clientHeight, bubbles: true }));
    log.scrollTop -= log.clientHeight;
    await nextPaint();
  }
  watch();
  for (; screens < 4_000 && log.scrollTop + log.clientHeight < log.scrollHeight - 1; screens++) {
    log.dispatchEvent(new WheelEvent('wheel', { deltaY: log.clientHeight, bubbles: true }));
    log.scrollTop += log.clientHeight;
    await nextPaint();
    watch();
  }
  expect(listed(container)).toBe(1000);
  expect(reached.size, 'every message mounted on the way').toBe(1000);
  expect(mostMounted, 'messages mounted at any time').toBeLessThanOrEqual(MOUNTED_AT_MOST);
  await record(
    'livestream-chat.scroll-all-1000',
    { screens, mostMessagesMounted: mostMounted },
    {},
    'The panel (800 px) scrolled a panel’s height per frame from its end to the first of its 1,000 messages and back; messages mounted read each frame.',
  );
});

test('live chat: a burst of 50 messages in one second', async () => {
  const { summaries } = await sample({ runs: runsOr(5), warmup: 1 }, async () => {
    const { handle } = await mountWith(LIVE_CHAT_KEEP);
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frames: number[] = [];
    let last = performance.now();
    let running = true;
    const tick = () => {
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const scripts: number[] = [];
    let id = 50_000;
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const start = performance.now();
      flushSync(() => handle.send({ type: 'MESSAGES_RECEIVED', messages: [message(id++)] }));
      scripts.push(performance.now() - start);
    }
    await nextFrame();
    running = false;
    observer.disconnect();
    mounted?.unmount();
    mounted = undefined;
    const longestAt = scripts.indexOf(Math.max(...scripts));
    return {
      longestScriptMs: Math.max(...scripts),
      longestScriptAt: longestAt,
      scriptsOver16: scripts.filter((v) => v > 16).length,
      medianScriptMs: [...scripts].sort((a, b) => a - b)[25]!,
      longTasks: longTasks.length,
      longestFrameMs: Math.max(...frames.slice(1)),
    };
  });
  await record(
    'livestream-chat.burst-50-per-second',
    summaries,
    { longestScriptMs: { max: 16 }, medianScriptMs: { median: 4 }, longestFrameMs: { max: 50 }, longTasks: { max: 0 } },
    'Each message its own task (setTimeout 20 ms) and its own synchronous commit (flushSync) with 1,000 in the panel; longestScriptMs / medianScriptMs: merge + render + commit per message; longTasks: PerformanceObserver longtask entries (> 50 ms); longestFrameMs: the longest rAF-to-rAF interval during the burst.',
  );
});

test('live chat: memory over 10,000 messages received', async () => {
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  const gc = (globalThis as unknown as { gc?: () => void }).gc;
  const { handle, container } = await mountWith(LIVE_CHAT_KEEP);
  gc?.();
  await nextPaint();
  const heapAt1000 = memory?.usedJSHeapSize ?? Number.NaN;
  const nodesAt1000 = container.getElementsByTagName('*').length;
  let id = 100_000;
  for (let frame = 0; frame < 200; frame++) {
    flushSync(() => handle.send({ type: 'MESSAGES_RECEIVED', messages: range(id, 50) }));
    id += 50;
    await nextFrame();
  }
  gc?.();
  await nextPaint();
  const heapAfter = memory?.usedJSHeapSize ?? Number.NaN;
  const nodesAfter = container.getElementsByTagName('*').length;
  expect(listed(container)).toBe(1000);
  expect(rows(container)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  await record(
    'livestream-chat.memory-10000-received',
    {
      heapAt1000MB: Math.round((heapAt1000 / 1_048_576) * 10) / 10,
      heapAfter10000MB: Math.round((heapAfter / 1_048_576) * 10) / 10,
      heapGrowthMB: Math.round(((heapAfter - heapAt1000) / 1_048_576) * 10) / 10,
      domNodesAt1000: nodesAt1000,
      domNodesAfter10000: nodesAfter,
    },
    { heapGrowthMB: 5 },
    `performance.memory.usedJSHeapSize (Chromium; coarse without --enable-precise-memory-info${gc ? '' : ', no gc() exposed: growth includes garbage not yet collected'}) with 1,000 in the panel, then after 10,000 more received in 200 frames of 50; DOM nodes in the panel at both points.`,
  );
});
