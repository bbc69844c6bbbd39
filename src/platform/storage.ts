import type { Clock } from './clock';

/**
 * Key–value storage with optional expiry, for the spec's cooldowns and "shown" dates (like-upsell cookie kept
 * 3650 days, has-restacked cache, dismissed notices). Expiry is measured on the platform clock.
 */
export interface StorageAdapter {
  get(key: string): string | null;
  set(key: string, value: string, options?: { maxAgeDays?: number }): void;
  remove(key: string): void;
}

interface Entry {
  v: string;
  e?: number;
}

function encode(value: string, clock: Clock, maxAgeDays?: number): string {
  const entry: Entry = { v: value };
  if (maxAgeDays !== undefined) entry.e = clock.now().getTime() + maxAgeDays * 86_400_000;
  return JSON.stringify(entry);
}

function decode(raw: string | null, clock: Clock): string | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry?.v !== 'string') return null;
    if (entry.e !== undefined && entry.e <= clock.now().getTime()) return null;
    return entry.v;
  } catch {
    return null;
  }
}

/** In-memory storage (stories, tests, server rendering). */
export function createMemoryStorage(clock: Clock, initial: Record<string, string> = {}): StorageAdapter {
  const map = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, encode(v, clock)]));
  return {
    get: (key) => decode(map.get(key) ?? null, clock),
    set: (key, value, options) => void map.set(key, encode(value, clock, options?.maxAgeDays)),
    remove: (key) => void map.delete(key),
  };
}

/** `localStorage` under a `masthead:` prefix; falls back to memory when storage is unavailable. */
export function createLocalStorage(clock: Clock, prefix = 'masthead:'): StorageAdapter {
  let store: Storage | undefined;
  try {
    store = globalThis.localStorage;
    store?.getItem('probe');
  } catch {
    store = undefined;
  }
  if (!store) return createMemoryStorage(clock);
  const s = store;
  return {
    get: (key) => decode(s.getItem(prefix + key), clock),
    set: (key, value, options) => s.setItem(prefix + key, encode(value, clock, options?.maxAgeDays)),
    remove: (key) => s.removeItem(prefix + key),
  };
}
