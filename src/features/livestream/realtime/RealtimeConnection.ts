/**
 * One realtime socket shared by every part of a page: parts subscribe to channels (`live-stream:801`) and get that
 * channel's frames; the socket reconnects after a drop with backoff and jitter, subscribes again to every channel
 * still wanted, and tells its status listeners (`reconnecting`, then `open` with the reconnect count, so a part can
 * fetch what it missed). `close()` ends it for good.
 *
 * Generic: nothing here knows about live streams. The clock, the random source and the socket factory are
 * injectable, so tests drive reconnects without waiting.
 *
 * Wire format (C01): client → server `{ action: 'subscribe' | 'unsubscribe', channel }`; server → client
 * `{ channel, event, data }`.
 */
import type { Clock, TimerId } from '../../../platform/clock';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff';
import {
  type ConnectionState,
  type ConnectionStatus,
  connectionInitialState,
  connectionStatus,
  connectionTransition,
  nextAttempt,
  type ConnectionEvent,
} from './connection.machine';

/** The part of `WebSocket` the connection uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** A frame the server sent: `{ channel, event, data }`. */
export interface RealtimeFrame {
  channel: string | null;
  event: string;
  data: unknown;
}

export interface RealtimeConnectionOptions {
  /** `wss://host/api/v1/realtime`. */
  url: string;
  /** Opens a socket (default: `new WebSocket(url)`). */
  createSocket?: (url: string) => SocketLike;
  /** Timers for the backoff (the platform clock). */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** A number in [0, 1) for the jitter (default `Math.random`). */
  random?: () => number;
  backoff?: BackoffOptions;
}

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  /** How many times the socket came back after a drop. */
  reconnects: number;
}

const OPEN = 1;

export class RealtimeConnection {
  private state: ConnectionState = connectionInitialState;
  private socket: SocketLike | null = null;
  private timer: TimerId | null = null;
  private readonly channels = new Map<string, Set<(frame: RealtimeFrame) => void>>();
  private readonly statusListeners = new Set<() => void>();
  private snapshot: ConnectionSnapshot = { status: 'connecting', reconnects: 0 };
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly backoff: BackoffOptions;

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = options.random ?? Math.random;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  /** Opens the socket (once). */
  connect(): void {
    if (this.send({ type: 'CONNECT' }).name === 'connecting') this.open();
  }

  /** Closes the socket for good: no reconnect, listeners kept but silent. */
  close(): void {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.send({ type: 'CLOSE' });
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close(1000, 'closed');
    }
  }

  /** Listens to one channel's frames; subscribes on the server while anyone listens. Returns the unsubscribe. */
  subscribe(channel: string, listener: (frame: RealtimeFrame) => void): () => void {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      this.write({ action: 'subscribe', channel });
    }
    listeners.add(listener);
    return () => {
      const set = this.channels.get(channel);
      if (!set) return;
      set.delete(listener);
      if (set.size === 0) {
        this.channels.delete(channel);
        this.write({ action: 'unsubscribe', channel });
      }
    };
  }

  /** The status and reconnect count; the same object until either changes (for `useSyncExternalStore`). */
  getSnapshot = (): ConnectionSnapshot => this.snapshot;

  /** Calls `listener` whenever the snapshot changes. */
  onChange = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  private send(event: ConnectionEvent): ConnectionState {
    this.state = connectionTransition(this.state, event);
    const status = connectionStatus(this.state);
    const reconnects = this.state.name === 'closed' || this.state.name === 'idle' ? this.snapshot.reconnects : this.state.reconnects;
    if (status !== this.snapshot.status || reconnects !== this.snapshot.reconnects) {
      this.snapshot = { status, reconnects };
      for (const listener of [...this.statusListeners]) listener();
    }
    return this.state;
  }

  private write(frame: { action: 'subscribe' | 'unsubscribe'; channel: string }): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      this.dropped();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      for (const channel of this.channels.keys()) socket.send(JSON.stringify({ action: 'subscribe', channel }));
      this.send({ type: 'OPENED' });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = parseFrame(event.data);
      if (!frame?.channel) return;
      const listeners = this.channels.get(frame.channel);
      if (listeners) for (const listener of [...listeners]) listener(frame);
    };
    socket.onerror = () => {
      // A failed socket also closes; the close handler schedules the retry.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.dropped();
    };
  }

  private dropped(): void {
    const delayMs = backoffDelay(nextAttempt(this.state), this.random, this.backoff);
    if (this.send({ type: 'DROPPED', delayMs }).name !== 'waiting') return;
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = null;
      if (this.send({ type: 'RETRY_DUE' }).name === 'connecting') this.open();
    }, delayMs);
  }
}

function parseFrame(raw: unknown): RealtimeFrame | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Partial<RealtimeFrame> | null;
    if (!value || typeof value !== 'object' || typeof value.event !== 'string') return null;
    return { channel: typeof value.channel === 'string' ? value.channel : null, event: value.event, data: value.data };
  } catch {
    return null;
  }
}

/** The realtime socket's address for an API base URL (`''`: the page's own origin): `wss://` on https, `ws://` on http. */
export function realtimeUrl(apiBaseUrl: string, path: string, pageOrigin: string): string {
  const base = new URL(apiBaseUrl || '/', pageOrigin);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const prefix = base.pathname.replace(/\/$/, '');
  return `${scheme}//${base.host}${apiBaseUrl ? prefix : ''}${path}`;
}
