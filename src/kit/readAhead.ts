/**
 * Reads started ahead: a read whose answer says what the screen will read next (the comments page needs its post's id
 * before it can ask for the comments and the reader's standing) starts those reads the moment it answers, instead of
 * after the screen has rendered with the answer and mounted the hooks that ask. The comments page in a browser-only
 * host asked for its first comments about one render later than it could have (`scripts/bench-comments-host.mjs`).
 *
 * A request started ahead is **held, not cached**: the read that asks for the same key takes it (`takeReadAhead`, in
 * the kit's read and paged-read functions) and gets its answer or its failure exactly as if it had asked itself — one
 * request, a failure shown once and not asked again behind the reader's back, nothing in the cache that a later visit
 * could show as stale. A read already in the cache or already held is not started again. A request nobody takes within
 * `READ_AHEAD_HOLD_MS` is aborted and dropped (the reader left before the screen asked).
 *
 * The server's prefetch (`prefetchScreen`) does the same work before the page is sent, into the cache it hands over; a
 * screen whose first read is answered from that cache starts nothing ahead (its reads are there too).
 */
import { hashKey, type QueryClient } from '@tanstack/query-core';
import type { Api } from '../api/client';
import type { PagesSource, ReadSource } from './readKey';

/** A read to start ahead: a single read, or a paged read's first page. */
export type AheadSource = ReadSource<unknown> | PagesSource<unknown, unknown>;

/** How long a request started ahead waits for the read that takes it. */
export const READ_AHEAD_HOLD_MS = 10_000;

interface Held {
  readonly promise: Promise<unknown>;
  readonly controller: AbortController;
  /** A paged read's first page: the page parameter it was asked with. */
  readonly param: unknown;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Requests held per query client (one per `PlatformProvider`: its cache), by the hash of the key their read has. */
const heldByClient = new WeakMap<QueryClient, Map<string, Held>>();

function heldOf(client: QueryClient): Map<string, Held> {
  let held = heldByClient.get(client);
  if (!held) {
    held = new Map();
    heldByClient.set(client, held);
  }
  return held;
}

/** Starts `sources` now, each held for the read with its key; those in `client`'s cache or already held are skipped. */
export function startReadsAhead(client: QueryClient, api: Api, sources: readonly AheadSource[]): void {
  const held = heldOf(client);
  for (const source of sources) {
    const hash = hashKey(source.key);
    if (held.has(hash) || client.getQueryState(source.key) !== undefined) continue;
    const controller = new AbortController();
    const isPages = 'kind' in source;
    const promise = isPages ? source.readPage(api, source.first, controller.signal) : source.read(api, controller.signal);
    // Held until taken; a failure is the taker's to show (until then it is not an unhandled rejection).
    promise.catch(() => undefined);
    const timer = setTimeout(() => {
      if (held.get(hash)?.promise !== promise) return;
      held.delete(hash);
      controller.abort();
    }, READ_AHEAD_HOLD_MS);
    held.set(hash, { promise, controller, param: isPages ? source.first : undefined, timer });
  }
}

/**
 * The request started ahead for the read with `key` in `client`'s cache (for a paged read, only its first page: `param` is the page asked
 * for), now the caller's: aborted when `signal` is. `undefined` when none is held: the caller asks itself.
 */
export function takeReadAhead<T>(client: QueryClient, key: readonly unknown[], signal: AbortSignal, param?: unknown): Promise<T> | undefined {
  const held = heldByClient.get(client);
  if (!held || held.size === 0) return undefined;
  const hash = hashKey(key);
  const entry = held.get(hash);
  if (!entry || !Object.is(entry.param, param)) return undefined;
  held.delete(hash);
  clearTimeout(entry.timer);
  if (signal.aborted) entry.controller.abort();
  else signal.addEventListener('abort', () => entry.controller.abort(), { once: true });
  return entry.promise as Promise<T>;
}
