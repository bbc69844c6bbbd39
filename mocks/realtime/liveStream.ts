/**
 * The realtime channel `live-stream:{id}` (inventory C01) as a mocked WebSocket (MSW `ws.link`).
 *
 * **Socket.** One socket per page at `wss://{API host}/api/v1/realtime` (`ws://` on plain http); the mock matches it on
 * any host (`*\/api/v1/realtime`). Every frame is JSON text.
 *
 * **Client → server.** `{ "action": "subscribe", "channel": "live-stream:801" }` and
 * `{ "action": "unsubscribe", "channel": "live-stream:801" }` (`RealtimeClientFrame`).
 *
 * **Server → client.** An envelope `{ channel, event, data }` (`RealtimeServerFrame`):
 * - `subscribed` (`data: {}`), answering a subscribe; then the stream's recent chat (up to `BACKLOG_REPLAY` messages,
 *   oldest first) as `live-stream:message-sent` frames, then one `live-stream:viewer-count-updated` with the counts;
 * - `live-stream:message-sent` — `data: { message: { id, user, body, created_at, num_viewers_joined } }` (a join notice
 *   has `num_viewers_joined > 0` and `body: null`); sent for every P20 message and for the scripted audience;
 * - `live-stream:viewer-count-updated` — `data: { total_viewers, current_viewers }` (gap G43);
 * - `error` — `data: { message }`, for a frame that is not JSON / not a known action, or an unknown channel.
 *
 * **Scripted audience.** While any client is subscribed to an active stream, every `intervalMs` (default 4000 ms;
 * `configureLiveStreamAudience({ intervalMs: 0 })` switches it off, e.g. for screenshots) the next step of
 * `AUDIENCE_SCRIPT` (`mocks/db/livestream.ts`) is played on that stream: a chat message, a join notice, or a viewer
 * count change. The position in the script is kept per stream in the db, so `resetDb()` restarts it;
 * `playAudienceStep(id)` plays one step at once (tests, story play functions).
 *
 * **Faults.** `dropLiveStreamConnections()` drops every open socket at once (as a server restart would: the clients
 * see an unrequested close and reconnect); `setLiveStreamOutage(true)` also refuses new sockets until turned off, so
 * a client stays "reconnecting" for as long as a test wants. `realtimeClientCount()` reports the open sockets.
 */
import { ws } from 'msw';
import {
  type LiveStreamMessage,
  liveStreamChannel,
  REALTIME_PATH,
  RealtimeClientFrame,
  type RealtimeServerFrame,
  type ViewerCounts,
} from '../../src/api/schemas/livestream';
import { mockNow } from '../clock';
import { AUDIENCE_SCRIPT, addLiveChatMessage, findLiveStream, liveChatMessageEntity, liveStreamStatus, livestreamStore } from '../db/livestream';

/** How many stored messages a new subscriber receives. */
export const BACKLOG_REPLAY = 50;

/** The mocked socket (MSW WebSocket link) on any host. */
export const liveStreamSocket = ws.link(`*${REALTIME_PATH}`);

type Client = { id: string; send(data: string): void; close(code?: number, reason?: string): void };

const subscribers = new Map<string, { client: Client; channels: Set<string> }>();
let intervalMs = 4000;
let outage = false;
let timer: ReturnType<typeof setInterval> | undefined;

function send(client: Client, frame: RealtimeServerFrame): void {
  client.send(JSON.stringify(frame));
}

function streamIdOf(channel: string): number | null {
  const match = /^live-stream:(\d+)$/.exec(channel);
  return match ? Number(match[1]) : null;
}

/** Sends a frame to every client subscribed to the stream's channel. Returns how many received it. */
function publish(streamId: number, frame: RealtimeServerFrame): number {
  const channel = liveStreamChannel(streamId);
  let count = 0;
  for (const { client, channels } of subscribers.values()) {
    if (!channels.has(channel)) continue;
    send(client, frame);
    count++;
  }
  return count;
}

export function publishLiveStreamMessage(streamId: number, message: LiveStreamMessage): number {
  return publish(streamId, { channel: liveStreamChannel(streamId), event: 'live-stream:message-sent', data: { message } });
}

export function publishViewerCounts(streamId: number, counts: ViewerCounts): number {
  return publish(streamId, { channel: liveStreamChannel(streamId), event: 'live-stream:viewer-count-updated', data: counts });
}

/** Plays the next step of the scripted audience on a stream (in the db and on the channel). */
export function playAudienceStep(streamId: number): RealtimeServerFrame | null {
  const row = findLiveStream(streamId);
  if (!row || liveStreamStatus(row) !== 'active') return null;
  const cursor = livestreamStore.audienceCursor[streamId] ?? 0;
  livestreamStore.audienceCursor[streamId] = cursor + 1;
  const step = AUDIENCE_SCRIPT[cursor % AUDIENCE_SCRIPT.length]!;
  const channel = liveStreamChannel(streamId);
  if (step.kind === 'viewers') {
    row.total_viewers += step.total;
    row.current_viewers = Math.max(0, row.current_viewers + step.current);
    const data = { total_viewers: row.total_viewers, current_viewers: row.current_viewers };
    publish(streamId, { channel, event: 'live-stream:viewer-count-updated', data });
    return { channel, event: 'live-stream:viewer-count-updated', data };
  }
  const stored = addLiveChatMessage({
    stream_id: streamId,
    user_id: step.userId,
    body: step.kind === 'message' ? step.body : null,
    created_at: mockNow().toISOString(),
    num_viewers_joined: step.kind === 'join' ? step.count : null,
  });
  const message = liveChatMessageEntity(stored);
  publishLiveStreamMessage(streamId, message);
  return { channel, event: 'live-stream:message-sent', data: { message } };
}

function subscribedStreams(): number[] {
  const ids = new Set<number>();
  for (const { channels } of subscribers.values()) for (const c of channels) ids.add(streamIdOf(c)!);
  return [...ids].sort((a, b) => a - b);
}

function syncTimer(): void {
  const wanted = intervalMs > 0 && subscribedStreams().length > 0;
  if (wanted && !timer) {
    timer = setInterval(() => {
      for (const id of subscribedStreams()) playAudienceStep(id);
    }, intervalMs);
    (timer as { unref?: () => void }).unref?.();
  } else if (!wanted && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

/** Sets the scripted audience's pace; `intervalMs: 0` stops it. Default 4000 ms. */
export function configureLiveStreamAudience(options: { intervalMs: number }): void {
  intervalMs = Math.max(0, options.intervalMs);
  if (timer) {
    clearInterval(timer);
    timer = undefined;
  }
  syncTimer();
}

/** Number of clients connected to the mocked socket (diagnostics, tests). */
export function realtimeClientCount(): number {
  return subscribers.size;
}

/** Close code of a socket the mock drops (a private-use code: the client did not ask for it). */
export const DROPPED_CLOSE_CODE = 4000;

/** Drops every open socket now (they stop receiving at once); returns how many were dropped. */
export function dropLiveStreamConnections(): number {
  const dropped = [...subscribers.values()];
  subscribers.clear();
  syncTimer();
  for (const { client } of dropped) client.close(DROPPED_CLOSE_CODE, 'dropped');
  return dropped.length;
}

/** While on, every open socket is dropped and new ones are closed as soon as they connect. */
export function setLiveStreamOutage(on: boolean): void {
  outage = on;
  if (on) dropLiveStreamConnections();
}

/** Back to normal: no outage, default pace (story and test setup). */
export function resetLiveStreamRealtime(): void {
  outage = false;
  configureLiveStreamAudience({ intervalMs: 4000 });
}

function subscribe(client: Client, channel: string): void {
  const streamId = streamIdOf(channel);
  const row = streamId === null ? undefined : findLiveStream(streamId);
  if (!row) {
    send(client, { channel, event: 'error', data: { message: `Unknown channel "${channel}"` } });
    return;
  }
  subscribers.get(client.id)?.channels.add(channel);
  send(client, { channel, event: 'subscribed', data: {} });
  const backlog = livestreamStore.messages.filter((m) => m.stream_id === row.id).slice(-BACKLOG_REPLAY);
  for (const m of backlog) send(client, { channel, event: 'live-stream:message-sent', data: { message: liveChatMessageEntity(m) } });
  const active = liveStreamStatus(row) === 'active';
  send(client, {
    channel,
    event: 'live-stream:viewer-count-updated',
    data: { total_viewers: row.total_viewers, current_viewers: active ? row.current_viewers : 0 },
  });
  syncTimer();
}

function onFrame(client: Client, raw: unknown): void {
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    json = undefined;
  }
  const frame = RealtimeClientFrame.safeParse(json);
  if (!frame.success) {
    send(client, { channel: null, event: 'error', data: { message: 'Expected {"action":"subscribe"|"unsubscribe","channel":"live-stream:{id}"}' } });
    return;
  }
  if (frame.data.action === 'subscribe') subscribe(client, frame.data.channel);
  else {
    subscribers.get(client.id)?.channels.delete(frame.data.channel);
    syncTimer();
  }
}

/** The realtime domain's handlers (registered in `mocks/index.ts` under `realtime`). */
export const liveStreamRealtimeHandlers = [
  liveStreamSocket.addEventListener('connection', ({ client }) => {
    if (outage) {
      client.close(DROPPED_CLOSE_CODE, 'unavailable');
      return;
    }
    subscribers.set(client.id, { client, channels: new Set() });
    client.addEventListener('message', (event) => onFrame(client, event.data));
    client.addEventListener('close', () => {
      subscribers.delete(client.id);
      syncTimer();
    });
  }),
];
