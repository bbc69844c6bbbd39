/**
 * The livestream area's realtime additions against the mock: P55 (the chat backlog), the mock socket's faults
 * (drop every socket, an outage that refuses new ones) and the page's `RealtimeConnection` end to end over MSW's
 * WebSocket interception — a drop, messages sent while away, the reconnect, and the backlog merged by id with no gap
 * and no duplicate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getLiveStreamChat } from '../../src/api/endpoints/livestream';
import { type LiveStreamMessage, RealtimeServerFrame } from '../../src/api/schemas/livestream';
import { mergeMessages } from '../../src/features/livestream/liveChat.machine';
import { RealtimeConnection } from '../../src/features/livestream/realtime/RealtimeConnection';
import { livestreamStore } from '../../mocks/db/livestream';
import {
  configureLiveStreamAudience,
  dropLiveStreamConnections,
  playAudienceStep,
  realtimeClientCount,
  resetLiveStreamRealtime,
  setLiveStreamOutage,
} from '../../mocks/realtime/liveStream';
import { BASE_URL, call, callError, useMockServer } from './setup';

useMockServer();

const connections: RealtimeConnection[] = [];
afterEach(async () => {
  for (const c of connections.splice(0)) c.close();
  resetLiveStreamRealtime();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

const storedIds = (streamId: number) => livestreamStore.messages.filter((m) => m.stream_id === streamId).map((m) => m.id);

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function open(onMessage: (m: LiveStreamMessage) => void) {
  const connection = new RealtimeConnection({
    url: `${BASE_URL.replace(/^http/, 'ws')}/api/v1/realtime`,
    clock: { setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number, clearTimeout: (id) => clearTimeout(id) },
    random: () => 0,
    backoff: { baseMs: 40, maxMs: 160, factor: 2 },
  });
  connections.push(connection);
  connection.subscribe('live-stream:801', (raw) => {
    const frame = RealtimeServerFrame.safeParse(raw);
    if (frame.success && frame.data.event === 'live-stream:message-sent') onMessage(frame.data.data.message);
  });
  connection.connect();
  return connection;
}

describe('P55 GET /api/v1/live_stream/:id/chat', () => {
  it('answers the messages after after_id, oldest first; every kept one without it', async () => {
    const all = await call(getLiveStreamChat, { params: { id: 801 } });
    expect(all.messages.map((m) => m.id)).toEqual(storedIds(801));
    const after = await call(getLiveStreamChat, { params: { id: 801 }, query: { after_id: 5006 } });
    expect(after.messages.map((m) => m.id)).toEqual([5007, 5008, 5009]);
    expect(after.messages[0]).toMatchObject({ user: { id: 207 }, num_viewers_joined: null });
  });

  it('404 for an unknown stream', async () => {
    expect((await callError(getLiveStreamChat, { params: { id: 9999 } })).status).toBe(404);
  });
});

describe('mock socket faults', () => {
  it('drops every open socket on demand and counts the open ones', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const a = open(() => {});
    const b = open(() => {});
    await until(() => a.getSnapshot().status === 'open' && b.getSnapshot().status === 'open', 'both open');
    expect(realtimeClientCount()).toBe(2);
    expect(dropLiveStreamConnections()).toBe(2);
    expect(realtimeClientCount()).toBe(0);
    await until(() => a.getSnapshot().status === 'reconnecting', 'a reconnecting');
    await until(() => realtimeClientCount() === 2, 'both back');
    expect(a.getSnapshot()).toEqual({ status: 'open', reconnects: 1 });
  });

  it('an outage refuses new sockets until it ends; close() leaves no socket open', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const c = open(() => {});
    await until(() => c.getSnapshot().status === 'open', 'open');
    setLiveStreamOutage(true);
    await until(() => c.getSnapshot().status === 'reconnecting', 'reconnecting');
    await new Promise((resolve) => setTimeout(resolve, 200)); // several refused attempts
    expect(realtimeClientCount()).toBe(0);
    expect(c.getSnapshot().status).toBe('reconnecting');
    setLiveStreamOutage(false);
    await until(() => c.getSnapshot().status === 'open', 'open again');
    expect(realtimeClientCount()).toBe(1);
    c.close();
    await until(() => realtimeClientCount() === 0, 'closed');
  });
});

describe('RealtimeConnection over the mock socket', () => {
  it('after a drop, messages sent while away come back through the backlog: no gap, no duplicate', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    let shown: readonly LiveStreamMessage[] = [];
    const connection = open((m) => {
      shown = mergeMessages(shown, [m]);
    });
    await until(() => shown.length === storedIds(801).length, 'the replayed backlog');
    setLiveStreamOutage(true);
    await until(() => connection.getSnapshot().status === 'reconnecting', 'reconnecting');
    for (let i = 0; i < 5; i++) playAudienceStep(801); // stored; delivered to nobody
    expect(shown.map((m) => m.id)).not.toEqual(storedIds(801));
    setLiveStreamOutage(false);
    await until(() => connection.getSnapshot().status === 'open', 'open again');
    // What the page does after every (re)connect: the backlog after the last id shown, merged by id.
    const backlog = await call(getLiveStreamChat, { params: { id: 801 }, query: { after_id: shown.at(-1)!.id } });
    shown = mergeMessages(shown, backlog.messages);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the socket's own replay arrives too
    expect(shown.map((m) => m.id)).toEqual(storedIds(801));
    expect(connection.getSnapshot().reconnects).toBe(1);
    playAudienceStep(801);
    await until(() => shown.length === storedIds(801).length, 'a live message after the reconnect');
    expect(shown.map((m) => m.id)).toEqual(storedIds(801));
  });
});
