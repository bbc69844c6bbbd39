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

/**
 * `localStorage` under a `masthead:` prefix; falls back to memory when storage is unavailable. Never throws: a full quota
 * or a private-mode browser that refuses a write keeps the value in memory for this page instead (see `guardStorage`).
 */
export function createLocalStorage(clock: Clock, prefix = 'masthead:', store: Storage | undefined = probeLocalStorage()): StorageAdapter {
  if (!store) return createMemoryStorage(clock);
  const s = store;
  return guardStorage(
    {
      get: (key) => decode(s.getItem(prefix + key), clock),
      set: (key, value, options) => s.setItem(prefix + key, encode(value, clock, options?.maxAgeDays)),
      remove: (key) => s.removeItem(prefix + key),
    },
    clock,
  );
}

function probeLocalStorage(): Storage | undefined {
  try {
    const store = globalThis.localStorage;
    store?.getItem('probe');
    return store ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Storage that never throws, whatever the adapter underneath does (a host's own adapter included: `PlatformProvider`
 * wraps every adapter in this). A read that throws answers what this page wrote, else `null`; a write that throws is kept
 * in memory for the page's life, so a dismissal or a cooldown still holds until reload; a failed remove forgets the
 * memory copy too. Screens can therefore write storage inside effects and event handlers without guarding.
 */
export function guardStorage(inner: StorageAdapter, clock: Clock): StorageAdapter {
  const memory = createMemoryStorage(clock);
  const written = new Set<string>();
  return {
    get: (key) => {
      if (written.has(key)) return memory.get(key);
      try {
        return inner.get(key);
      } catch {
        return null;
      }
    },
    set: (key, value, options) => {
      try {
        inner.set(key, value, options);
        written.delete(key);
      } catch {
        memory.set(key, value, options);
        written.add(key);
      }
    },
    remove: (key) => {
      written.delete(key);
      memory.remove(key);
      try {
        inner.remove(key);
      } catch {
        // Nothing to do: the value is gone from what this page reads.
      }
    },
  };
}
