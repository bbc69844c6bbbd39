/**
 * React side of the realtime connection: `useRealtimeConnection` opens one socket for the component that calls it
 * (the page) and closes it on unmount; the page hands it to its parts, which listen with `useRealtimeChannel` and
 * read the status with `useConnectionSnapshot`. One socket per page, however many parts listen.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePlatform } from '../../../platform/context';
import type { BackoffOptions } from './backoff';
import { type ConnectionSnapshot, type RealtimeFrame, RealtimeConnection, realtimeUrl, type SocketLike } from './RealtimeConnection';

export interface UseRealtimeConnectionOptions {
  /** The socket's path on the API's origin. */
  path: string;
  /** Opens a socket (tests). */
  createSocket?: (url: string) => SocketLike;
  /** The jitter's random source (tests). */
  random?: () => number;
  backoff?: BackoffOptions;
  /** `false` keeps the socket shut (nothing to listen to yet). Default `true`. */
  enabled?: boolean;
}

/** Opens the page's socket while mounted and enabled; `null` before it exists. */
export function useRealtimeConnection({ path, createSocket, random, backoff, enabled = true }: UseRealtimeConnectionOptions): RealtimeConnection | null {
  const { apiBaseUrl, clock } = usePlatform();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const factory = useRef({ createSocket, random, backoff });
  factory.current = { createSocket, random, backoff };
  useEffect(() => {
    if (!enabled) return;
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const next = new RealtimeConnection({ url: realtimeUrl(apiBaseUrl, path, origin), clock, ...definedOnly(factory.current) });
    next.connect();
    setConnection(next);
    return () => {
      next.close();
      setConnection(null);
    };
  }, [apiBaseUrl, clock, path, enabled]);
  return connection;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const CLOSED: ConnectionSnapshot = { status: 'connecting', reconnects: 0 };
const noop = () => () => {};

/** The connection's status and reconnect count (re-renders on change). */
export function useConnectionSnapshot(connection: RealtimeConnection | null): ConnectionSnapshot {
  return useSyncExternalStore(connection?.onChange ?? noop, connection?.getSnapshot ?? (() => CLOSED), connection?.getSnapshot ?? (() => CLOSED));
}

/** Listens to one channel while mounted; `onFrame` may change between renders without resubscribing. */
export function useRealtimeChannel(connection: RealtimeConnection | null, channel: string | null, onFrame: (frame: RealtimeFrame) => void): void {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  useEffect(() => {
    if (!connection || !channel) return;
    return connection.subscribe(channel, (frame) => handler.current(frame));
  }, [connection, channel]);
}
