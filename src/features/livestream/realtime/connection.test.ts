import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import { connectionInitialState, connectionStatus, connectionTransition, type ConnectionState } from './connection.machine';
import { RealtimeConnection, realtimeUrl, type SocketLike } from './RealtimeConnection';

describe('backoffDelay', () => {
  it('grows exponentially with equal jitter and stops at the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 0.999999)).toBe(500);
    expect(backoffDelay(1, () => 0.5)).toBe(750);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(20, () => 0.999999)).toBe(DEFAULT_BACKOFF.maxMs);
    expect(backoffDelay(20, () => 0)).toBe(DEFAULT_BACKOFF.maxMs / 2);
  });
  it('keeps an out-of-range random inside the step', () => {
    expect(backoffDelay(0, () => 5)).toBe(500);
    expect(backoffDelay(0, () => -1)).toBe(250);
  });
});

describe('connection machine', () => {
  const t = connectionTransition;
  it('idle → connecting → open (first connection is not a reconnect)', () => {
    const connecting = t(connectionInitialState, { type: 'CONNECT' });
    expect(connecting).toEqual({ name: 'connecting', attempt: 0, reconnects: 0 });
    expect(connectionStatus(connecting)).toBe('connecting');
    const open = t(connecting, { type: 'OPENED' });
    expect(open).toEqual({ name: 'open', reconnects: 0 });
    expect(connectionStatus(open)).toBe('open');
  });
  it('a drop waits, retries, and the next open counts one reconnect', () => {
    const waiting = t({ name: 'open', reconnects: 0 }, { type: 'DROPPED', delayMs: 400 });
    expect(waiting).toEqual({ name: 'waiting', attempt: 0, delayMs: 400, reconnects: 0 });
    expect(connectionStatus(waiting)).toBe('reconnecting');
    const retrying = t(waiting, { type: 'RETRY_DUE' });
    expect(retrying).toEqual({ name: 'connecting', attempt: 1, reconnects: 0 });
    expect(connectionStatus(retrying)).toBe('reconnecting');
    expect(t(retrying, { type: 'OPENED' })).toEqual({ name: 'open', reconnects: 1 });
  });
  it('a failed retry waits again with the attempt kept (the backoff grows)', () => {
    const failed = t({ name: 'connecting', attempt: 2, reconnects: 1 }, { type: 'DROPPED', delayMs: 900 });
    expect(failed).toEqual({ name: 'waiting', attempt: 2, delayMs: 900, reconnects: 1 });
    expect(t(failed, { type: 'RETRY_DUE' })).toEqual({ name: 'connecting', attempt: 3, reconnects: 1 });
  });
  it('CLOSE ends every state; nothing leaves closed', () => {
    const states: ConnectionState[] = [
      { name: 'idle' },
      { name: 'connecting', attempt: 0, reconnects: 0 },
      { name: 'open', reconnects: 2 },
      { name: 'waiting', attempt: 1, delayMs: 5, reconnects: 0 },
    ];
    for (const s of states) expect(t(s, { type: 'CLOSE' })).toEqual({ name: 'closed' });
    const closed: ConnectionState = { name: 'closed' };
    for (const e of [{ type: 'CONNECT' }, { type: 'OPENED' }, { type: 'DROPPED', delayMs: 1 }, { type: 'RETRY_DUE' }, { type: 'CLOSE' }] as const)
      expect(t(closed, e)).toBe(closed);
    expect(connectionStatus(closed)).toBe('closed');
  });
  it('ignores events that do not apply', () => {
    const open: ConnectionState = { name: 'open', reconnects: 0 };
    expect(t(open, { type: 'CONNECT' })).toBe(open);
    expect(t(open, { type: 'OPENED' })).toBe(open);
    expect(t(open, { type: 'RETRY_DUE' })).toBe(open);
    expect(t(connectionInitialState, { type: 'DROPPED', delayMs: 1 })).toBe(connectionInitialState);
  });
});

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverDrop() {
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }
  serverSend(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function setup() {
  FakeSocket.all = [];
  const clock = createManualClock('2026-11-21T12:00:00Z');
  const connection = new RealtimeConnection({ url: 'ws://x/api/v1/realtime', clock, random: () => 0, createSocket: (url) => new FakeSocket(url) });
  return { clock, connection };
}

describe('RealtimeConnection', () => {
  it('subscribes on open, routes frames by channel, and unsubscribes when the last listener leaves', () => {
    const { connection } = setup();
    const got: unknown[] = [];
    const off = connection.subscribe('live-stream:801', (f) => got.push(f.data));
    connection.connect();
    const socket = FakeSocket.all[0]!;
    socket.serverOpen();
    expect(socket.sent).toEqual(['{"action":"subscribe","channel":"live-stream:801"}']);
    socket.serverSend({ channel: 'live-stream:801', event: 'x', data: 1 });
    socket.serverSend({ channel: 'live-stream:802', event: 'x', data: 2 });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(got).toEqual([1]);
    off();
    expect(socket.sent.at(-1)).toBe('{"action":"unsubscribe","channel":"live-stream:801"}');
  });

  it('after a drop: reconnecting, waits the backoff on the clock, opens a new socket, subscribes again, counts the reconnect', () => {
    const { clock, connection } = setup();
    connection.subscribe('live-stream:801', () => {});
    connection.connect();
    FakeSocket.all[0]!.serverOpen();
    expect(connection.getSnapshot()).toEqual({ status: 'open', reconnects: 0 });
    FakeSocket.all[0]!.serverDrop();
    expect(connection.getSnapshot().status).toBe('reconnecting');
    clock.advance(249);
    expect(FakeSocket.all).toHaveLength(1);
    clock.advance(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.serverOpen();
    expect(FakeSocket.all[1]!.sent).toEqual(['{"action":"subscribe","channel":"live-stream:801"}']);
    expect(connection.getSnapshot()).toEqual({ status: 'open', reconnects: 1 });
  });

  it('a retry that fails waits longer (backoff grows)', () => {
    const { clock, connection } = setup();
    connection.connect();
    FakeSocket.all[0]!.serverOpen();
    FakeSocket.all[0]!.serverDrop();
    clock.advance(250);
    FakeSocket.all[1]!.serverDrop(); // attempt 1 fails
    clock.advance(499);
    expect(FakeSocket.all).toHaveLength(2);
    clock.advance(1); // attempt 1's backoff: 500 ms with random 0
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('close() shuts the socket, cancels a pending retry and never reconnects; frames from an old socket are ignored', () => {
    const { clock, connection } = setup();
    const got: unknown[] = [];
    connection.subscribe('c', (f) => got.push(f.data));
    connection.connect();
    const first = FakeSocket.all[0]!;
    first.serverOpen();
    first.serverDrop();
    connection.close();
    clock.advance(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('closed');
    first.serverSend({ channel: 'c', event: 'x', data: 1 });
    expect(got).toEqual([]);
  });

  it('notifies status listeners only on change', () => {
    const { connection } = setup();
    let calls = 0;
    connection.onChange(() => calls++);
    connection.connect();
    FakeSocket.all[0]!.serverOpen();
    expect(calls).toBe(1);
    FakeSocket.all[0]!.serverDrop();
    expect(calls).toBe(2);
  });
});

describe('realtimeUrl', () => {
  it('follows the API origin and scheme', () => {
    expect(realtimeUrl('', '/api/v1/realtime', 'https://reader.example')).toBe('wss://reader.example/api/v1/realtime');
    expect(realtimeUrl('http://api.test:8080', '/api/v1/realtime', 'https://x')).toBe('ws://api.test:8080/api/v1/realtime');
  });
});
