import { afterEach, describe, expect, it } from 'vitest';
import {
  getLiveStream,
  getLiveStreamPageData,
  getVideosPageData,
  kickLiveStreamUser,
  LIVE_CHAT_MAX_LENGTH,
  sendLiveStreamChat,
} from '../../src/api/endpoints/livestream';
import { RealtimeServerFrame } from '../../src/api/schemas/livestream';
import { advanceMockClock } from '../../mocks/clock';
import { AUDIENCE_SCRIPT } from '../../mocks/db/livestream';
import { LIVE_CHAT_TEXTS } from '../../mocks/handlers/livestream';
import { configureLiveStreamAudience, playAudienceStep, realtimeClientCount } from '../../mocks/realtime/liveStream';
import { setScenario } from '../../mocks/scenario';
import { BASE_URL, call, callError, useMockServer } from './setup';

useMockServer();

const HOUR = 3_600_000;

describe('E68 GET /livestream/data', () => {
  it('has the active stream, the upcoming ones soonest first, the past recordings newest first', async () => {
    const data = await call(getLiveStreamPageData, {});
    expect(data.activeLiveStream?.liveStream).toMatchObject({ id: 801, status: 'active', audience: 'paid' });
    expect(data.activeLiveStream?.liveStreamInformation.desktopPlaybackUrl).toBe('/mock-assets/media/hls/index.m3u8');
    expect(data.scheduledLiveStreams.map((s) => [s.id, s.status])).toEqual([
      [804, 'scheduled'],
      [806, 'scheduled'],
      [805, 'scheduled'],
      [810, 'scheduled'], // the events area's live debate, a week away
    ]);
    expect(data.pastLiveStreamPosts.map((p) => [p.id, p.liveStream?.id])).toEqual([
      [1100, 807],
      [1105, 808],
      [1110, 809],
    ]);
    expect(data.pastLiveStreamSectionId).toBe(11);
  });

  it('shows no active stream once the clock passes their end, and the next one once it starts', async () => {
    advanceMockClock(3 * HOUR);
    expect((await call(getLiveStreamPageData, {})).activeLiveStream).toBeNull();
    advanceMockClock(27.5 * HOUR); // 30.5 h in: 804 runs from 30 h to 31 h
    const later = await call(getLiveStreamPageData, {});
    expect(later.activeLiveStream?.liveStream.id).toBe(804);
    expect(later.scheduledLiveStreams.map((s) => s.id)).toEqual([806, 805, 810]);
  });
});

describe('E69 GET /videos/data', () => {
  it('pages video posts by 7, newest first, with the series', async () => {
    const first = await call(getVideosPageData, { query: { offset: 0, limit: 7 } });
    expect(first.recentPosts).toHaveLength(7);
    expect(first.recentPosts.every((p) => p.type === 'video')).toBe(true);
    const dates = first.recentPosts.map((p) => Date.parse(p.post_date ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(first.series.map((s) => s.id)).toEqual([11, 13]);
    const second = await call(getVideosPageData, { query: { offset: 7 } });
    expect(second.recentPosts.length).toBeGreaterThan(0);
    expect(second.recentPosts.length).toBeLessThan(7);
    expect(new Set([...first.recentPosts, ...second.recentPosts].map((p) => p.id)).size).toBe(first.recentPosts.length + second.recentPosts.length);
    expect((await call(getVideosPageData, {})).recentPosts).toHaveLength(7);
  });

  it('rejects a bad offset or limit with 400 naming it', async () => {
    const zero = await fetch(`${BASE_URL}/videos/data?limit=0`);
    expect(zero.status).toBe(400);
    expect((await zero.json()).errors[0].field).toBe('limit');
    expect((await callError(getVideosPageData, { query: { offset: -1 } })).status).toBe(400);
  });
});

describe('E70 GET /api/v1/live_stream/:id', () => {
  it('gives a paid viewer the playback URL, 16:9 and the chat on a paid stream', async () => {
    const { activeLiveStream } = await call(getLiveStream, { params: { id: 801 } });
    expect(activeLiveStream.liveStream).toMatchObject({
      id: 801,
      title: 'Live from the Margin: the Sunday book club',
      status: 'active',
      total_viewers: 342,
      current_viewers: 128,
    });
    expect(activeLiveStream.liveStreamInformation).toEqual({
      desktopPlaybackUrl: '/mock-assets/media/hls/index.m3u8',
      aspectRatio: '16:9',
      chatAuthInfo: { canSendChat: true, errorMessage: null },
    });
  });

  it('gates by audience: only_free, paid, only_founding', async () => {
    const gate = async (viewer: Parameters<typeof setScenario>[0]['viewer'], id: number) => {
      setScenario({ viewer });
      return (await call(getLiveStream, { params: { id } })).activeLiveStream.liveStreamInformation;
    };
    expect(await gate('free', 801)).toMatchObject({ desktopPlaybackUrl: null, chatAuthInfo: { canSendChat: false, errorMessage: LIVE_CHAT_TEXTS.paid } });
    expect(await gate('anonymous', 801)).toMatchObject({
      desktopPlaybackUrl: null,
      chatAuthInfo: { canSendChat: false, errorMessage: LIVE_CHAT_TEXTS.signIn },
    });
    expect((await gate('paid', 802)).chatAuthInfo.errorMessage).toBe(LIVE_CHAT_TEXTS.only_founding);
    expect((await gate('paid', 802)).desktopPlaybackUrl).toBeNull();
    for (const viewer of ['founding', 'contributor', 'admin'] as const) expect((await gate(viewer, 802)).desktopPlaybackUrl).not.toBeNull();
    expect((await gate('free', 803)).desktopPlaybackUrl).not.toBeNull();
    expect((await gate('anonymous', 803)).desktopPlaybackUrl).toBeNull();
  });

  it('shows upcoming and ended streams without playback', async () => {
    const upcoming = (await call(getLiveStream, { params: { id: 804 } })).activeLiveStream;
    expect(upcoming.liveStream.status).toBe('scheduled');
    expect(upcoming.liveStream.started_streaming_at).toBeNull();
    expect(upcoming.liveStreamInformation).toMatchObject({
      desktopPlaybackUrl: null,
      chatAuthInfo: { canSendChat: false, errorMessage: LIVE_CHAT_TEXTS.scheduled },
    });
    const ended = (await call(getLiveStream, { params: { id: 807 } })).activeLiveStream;
    expect(ended.liveStream).toMatchObject({ status: 'ended', post_id: 1100, current_viewers: 0 });
    expect(ended.liveStream.ended_at).toBeTruthy();
    expect(ended.liveStreamInformation.desktopPlaybackUrl).toBeNull();
  });

  it('notices the end on the next poll after the clock passes it', async () => {
    advanceMockClock(2 * HOUR);
    const { activeLiveStream } = await call(getLiveStream, { params: { id: 801 } });
    expect(activeLiveStream.liveStream.status).toBe('ended');
    expect(activeLiveStream.liveStreamInformation.chatAuthInfo.errorMessage).toBe(LIVE_CHAT_TEXTS.ended);
  });

  it('answers 404 for an unknown stream', async () => {
    expect((await callError(getLiveStream, { params: { id: 1 } })).serverMessage).toBe('Live stream not found');
  });
});

describe('P20 POST /api/v1/live_stream/:id/chat', () => {
  it('sends a trimmed message by the viewer', async () => {
    const message = await call(sendLiveStreamChat, { params: { id: 801 }, body: { body: '  Hello from the paid seats  ' } });
    expect(message).toMatchObject({ body: 'Hello from the paid seats', num_viewers_joined: null, user: { id: 102, name: 'Paolo Paid' } });
  });

  it('validates the body: not empty, at most the limit', async () => {
    const empty = await callError(sendLiveStreamChat, { params: { id: 801 }, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.serverMessage).toMatch(/^body/);
    const long = await callError(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'x'.repeat(LIVE_CHAT_MAX_LENGTH + 1) } });
    expect(long.status).toBe(400);
    await expect(call(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'x'.repeat(LIVE_CHAT_MAX_LENGTH) } })).resolves.toBeDefined();
    const missing = await fetch(`${BASE_URL}/api/v1/live_stream/801/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].field).toBe('body');
  });

  it('refuses by canSendChat: anonymous 401, no access 403 with the errorMessage', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'hi' } })).isUnauthorized).toBe(true);
    setScenario({ viewer: 'free' });
    const gated = await callError(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'hi' } });
    expect(gated.status).toBe(403);
    expect(gated.serverMessage).toBe(LIVE_CHAT_TEXTS.paid);
    await expect(call(sendLiveStreamChat, { params: { id: 803 }, body: { body: 'hi' } })).resolves.toBeDefined();
  });

  it('answers 409 for a stream that is not live and 404 for an unknown one', async () => {
    expect((await callError(sendLiveStreamChat, { params: { id: 807 }, body: { body: 'hi' } })).status).toBe(409);
    expect((await callError(sendLiveStreamChat, { params: { id: 804 }, body: { body: 'hi' } })).status).toBe(409);
    expect((await callError(sendLiveStreamChat, { params: { id: 5 }, body: { body: 'hi' } })).status).toBe(404);
  });
});

describe('P24 POST /api/v1/live_stream/:id/kick', () => {
  it('a site admin removes a user: their chat is closed on the next GET and their next message refused', async () => {
    setScenario({ viewer: 'admin' });
    await call(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 102 } });
    setScenario({ viewer: 'paid' });
    const { activeLiveStream } = await call(getLiveStream, { params: { id: 801 } });
    expect(activeLiveStream.liveStreamInformation.chatAuthInfo).toEqual({ canSendChat: false, errorMessage: LIVE_CHAT_TEXTS.kicked });
    expect(activeLiveStream.liveStreamInformation.desktopPlaybackUrl).not.toBeNull();
    const refused = await callError(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'hello?' } });
    expect(refused).toMatchObject({ status: 403, serverMessage: LIVE_CHAT_TEXTS.kicked });
    await expect(call(sendLiveStreamChat, { params: { id: 803 }, body: { body: 'still here' } })).resolves.toBeDefined();
  });

  it('only site admins: others 403, anonymous 401', async () => {
    for (const viewer of ['paid', 'founding', 'contributor'] as const) {
      setScenario({ viewer });
      expect((await callError(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 203 } })).status).toBe(403);
    }
    setScenario({ viewer: 'anonymous' });
    expect((await callError(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 203 } })).status).toBe(401);
  });

  it('refuses removing oneself (400), an unknown user or stream (404)', async () => {
    setScenario({ viewer: 'admin' });
    expect((await callError(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 105 } })).status).toBe(400);
    expect((await callError(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 9999 } })).status).toBe(404);
    expect((await callError(kickLiveStreamUser, { params: { id: 9 }, body: { user_id: 203 } })).status).toBe(404);
  });
});

// ——— C01: the realtime channel over MSW's WebSocket interception (Node's global WebSocket) ———

interface Socket {
  ws: WebSocket;
  frames: RealtimeServerFrame[];
  send(frame: unknown): void;
  /** Resolves once `count` frames arrived in all. */
  until(count: number): Promise<RealtimeServerFrame[]>;
}

const sockets: WebSocket[] = [];

async function connect(): Promise<Socket> {
  const ws = new WebSocket(`${BASE_URL.replace(/^http/, 'ws')}/api/v1/realtime`);
  sockets.push(ws);
  const frames: RealtimeServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (event) => {
    frames.push(RealtimeServerFrame.parse(JSON.parse(String(event.data))));
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error('socket error')), { once: true });
  });
  const until = async (count: number) => {
    const deadline = Date.now() + 2000;
    while (frames.length < count) {
      if (Date.now() > deadline) throw new Error(`waited for ${count} frames, got ${frames.length}: ${JSON.stringify(frames.map((f) => f.event))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return frames;
  };
  return { ws, frames, send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)), until };
}

afterEach(async () => {
  configureLiveStreamAudience({ intervalMs: 4000 });
  for (const ws of sockets.splice(0)) ws.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('C01 live-stream:{id} over wss://…/api/v1/realtime', () => {
  it('answers a subscribe with subscribed, the chat backlog, then the viewer counts', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const socket = await connect();
    socket.send({ action: 'subscribe', channel: 'live-stream:801' });
    const frames = await socket.until(12);
    expect(frames[0]).toEqual({ channel: 'live-stream:801', event: 'subscribed', data: {} });
    const backlog = frames.slice(1, 11);
    expect(backlog.every((f) => f.event === 'live-stream:message-sent')).toBe(true);
    const messages = backlog.map((f) => (f.event === 'live-stream:message-sent' ? f.data.message : null));
    expect(messages[0]).toMatchObject({ body: 'Good evening everyone!', num_viewers_joined: null });
    expect(messages[1]).toMatchObject({ body: null, num_viewers_joined: 12 });
    expect(frames[11]).toEqual({ channel: 'live-stream:801', event: 'live-stream:viewer-count-updated', data: { total_viewers: 342, current_viewers: 128 } });
  });

  it('broadcasts a P20 message to every subscriber of the channel only', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const a = await connect();
    const b = await connect();
    const other = await connect();
    a.send({ action: 'subscribe', channel: 'live-stream:801' });
    b.send({ action: 'subscribe', channel: 'live-stream:801' });
    other.send({ action: 'subscribe', channel: 'live-stream:803' });
    await Promise.all([a.until(12), b.until(12), other.until(3)]);
    const sent = await call(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'Live from the test' } });
    for (const s of [a, b]) {
      const frames = await s.until(13);
      expect(frames[12]).toEqual({ channel: 'live-stream:801', event: 'live-stream:message-sent', data: { message: sent } });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.frames).toHaveLength(3);
    expect(realtimeClientCount()).toBe(3);
  });

  it('plays the scripted audience step by step, deterministically, counts included', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const socket = await connect();
    socket.send({ action: 'subscribe', channel: 'live-stream:801' });
    await socket.until(12);
    for (let i = 0; i < 3; i++) playAudienceStep(801);
    const frames = (await socket.until(15)).slice(12);
    const first = AUDIENCE_SCRIPT[0]!;
    expect(first.kind).toBe('message');
    expect(frames[0]).toMatchObject({ event: 'live-stream:message-sent', data: { message: { user: { id: 212 }, body: 'Hello from Lisbon! 👋' } } });
    expect(frames[1]).toMatchObject({ event: 'live-stream:message-sent', data: { message: { body: null, num_viewers_joined: 4 } } });
    expect(frames[2]).toEqual({ channel: 'live-stream:801', event: 'live-stream:viewer-count-updated', data: { total_viewers: 346, current_viewers: 131 } });
    // The script's messages are stored: the next GET of the stream shows the new counts.
    expect((await call(getLiveStream, { params: { id: 801 } })).activeLiveStream.liveStream.current_viewers).toBe(131);
  });

  it('plays the audience on its interval while someone is subscribed', async () => {
    configureLiveStreamAudience({ intervalMs: 15 });
    const socket = await connect();
    socket.send({ action: 'subscribe', channel: 'live-stream:803' });
    const frames = await socket.until(3 + 4);
    expect(frames.slice(3, 5).map((f) => f.event)).toEqual(['live-stream:message-sent', 'live-stream:message-sent']);
    expect(frames[3]).toMatchObject({ data: { message: { body: 'Hello from Lisbon! 👋' } } });
  });

  it('stops sending after unsubscribe; errors for unknown channels and bad frames', async () => {
    configureLiveStreamAudience({ intervalMs: 0 });
    const socket = await connect();
    socket.send({ action: 'subscribe', channel: 'live-stream:424242' });
    socket.send('not json');
    const frames = await socket.until(2);
    expect(frames[0]).toMatchObject({ channel: 'live-stream:424242', event: 'error' });
    expect(frames[1]).toMatchObject({ channel: null, event: 'error' });
    socket.send({ action: 'subscribe', channel: 'live-stream:803' });
    await socket.until(5);
    socket.send({ action: 'unsubscribe', channel: 'live-stream:803' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    playAudienceStep(803);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.frames).toHaveLength(5);
  });
});
