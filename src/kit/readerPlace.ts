/**
 * The reader's place in a long list, kept across leaving and coming back: going to a post and back (the screen
 * remounts) returns to the same item at the same offset, and a reload does too when the item is among those the list
 * shows again and the host's storage allows.
 *
 * - `readerPlaces`: where each list's place is kept — in memory for the document (back and forward) and in the
 *   platform's storage for a reload (which may throw, hold nothing, or hold something malformed: each is no place).
 * - `readerPlaces.sizes(id)`: the list's measured heights by item key, kept in memory with its place (back lays the
 *   items out at the heights they had).
 * - `parsePlace`: a stored place, checked (an item key of the list's kind and a finite offset), or `null`.
 * - `useReaderPlace(id, list, keys)`: saves the list's place as the reader scrolls (once per frame) and when the page
 *   is hidden or the screen goes away; brings it back once its item is listed, unless the reader moved first.
 *
 * A place names an item, not a scroll position: items measured, inserted or removed above it while the reader was away
 * do not move where they come back to.
 */
import { type Key, type RefObject, useEffect, useRef } from 'react';
import { useStorage } from '../platform/context';
import type { StorageAdapter } from '../platform/storage';
import type { ReaderPlace, WindowedListHandle } from '../ui/WindowedList';

/** Storage key prefix of a list's place. */
export const READER_PLACE_STORAGE_PREFIX = 'masthead:place:';
/** A place older than this is not restored after a reload (the list will have changed too much). */
export const READER_PLACE_MAX_AGE_DAYS = 1;

/** A stored place, checked: an item key (string or number, as the list's keys are) and a finite offset; else `null`. */
export function parsePlace(raw: string | null, keyKind: 'string' | 'number'): ReaderPlace | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { key, offset } = value as { key?: unknown; offset?: unknown };
  if (typeof key !== keyKind || (typeof key === 'string' && (key.length === 0 || key.length > 200))) return null;
  if (typeof key === 'number' && !Number.isFinite(key)) return null;
  if (typeof offset !== 'number' || !Number.isFinite(offset) || Math.abs(offset) > 100_000) return null;
  return { key: key as Key, offset };
}

const memory = new Map<string, ReaderPlace>();
const measured = new Map<string, Map<Key, number>>();

export const readerPlaces = {
  /** The place kept for `id`: this document's first, else the stored one (checked). */
  get(id: string, storage: StorageAdapter, keyKind: 'string' | 'number'): ReaderPlace | null {
    const kept = memory.get(id);
    if (kept) return kept;
    try {
      return parsePlace(storage.get(READER_PLACE_STORAGE_PREFIX + id), keyKind);
    } catch {
      return null;
    }
  },
  /** Keeps `place` for `id` in memory; `persist` also writes it to storage (which may throw: then memory only). */
  set(id: string, place: ReaderPlace, storage: StorageAdapter, persist: boolean): void {
    memory.set(id, place);
    if (!persist) return;
    try {
      storage.set(READER_PLACE_STORAGE_PREFIX + id, JSON.stringify(place), { maxAgeDays: READER_PLACE_MAX_AGE_DAYS });
    } catch {
      // Storage refused (full, blocked, private mode): back navigation still has the place in memory.
    }
  },
  /**
   * The list `id`'s measured heights by item key, kept in memory for the document with its place (never stored: a
   * reload lays the page out again). Passed to the windowed list as `sizes`, so coming back lays the items above the
   * reader's out at the heights they had, not at estimates: the place lands from measured heights and the page is as
   * tall as it was. One map per list, as large as the items the reader has seen (a number per item).
   */
  sizes<K extends Key>(id: string): Map<K, number> {
    let kept = measured.get(id);
    if (!kept) {
      kept = new Map();
      measured.set(id, kept);
    }
    return kept as Map<K, number>;
  },
  /** Forgets every place and measured height kept in memory (tests, stories). */
  clearMemory(): void {
    memory.clear();
    measured.clear();
  },
};

/**
 * Keeps the reader's place in the list `id` (one id per list a reader can come back to, e.g. `feed:home`). `list` is
 * the windowed list's handle; `keys` the items it lists now.
 */
export function useReaderPlace<K extends Key>(id: string, list: RefObject<WindowedListHandle<K> | null>, keys: readonly K[]): void {
  const storage = useStorage();
  const keyKind = keys.length > 0 && typeof keys[0] === 'number' ? 'number' : 'string';
  /** The place to bring back, until it is brought back or the reader moves first; `undefined` before it is read. */
  const pending = useRef<ReaderPlace | null | undefined>(undefined);

  // Bring the place back once its item is listed (a screen may fill its list a page at a time from its cache), unless
  // the reader has moved first (wheel, touch, key or pointer): then their own place wins. After a reload only the
  // first page is listed again, so a place beyond it is not brought back (pages are not loaded to reach it).
  useEffect(() => {
    if (keys.length === 0) return;
    if (pending.current === undefined) pending.current = readerPlaces.get(id, storage, keyKind);
    const place = pending.current;
    if (!place || !keys.includes(place.key as K)) return;
    pending.current = null;
    list.current?.scrollToItem(place.key as K, { offset: place.offset });
  }, [id, keys, keyKind, list, storage]);

  // Save it as the reader scrolls (once a frame, in memory), and write the last one to storage when the page is hidden
  // or the screen goes (not measured again then: a host's router may already have scrolled to the next page's top).
  useEffect(() => {
    let frame = 0;
    let last: ReaderPlace | null = null;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (pending.current !== null) return;
        const place = list.current?.place();
        if (!place) return;
        last = place;
        readerPlaces.set(id, place, storage, false);
      });
    };
    const onReaderMoves = () => {
      if (pending.current) pending.current = null;
    };
    const persist = () => {
      if (last) readerPlaces.set(id, last, storage, true);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') persist();
    };
    const onPageHide = () => persist();
    const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    for (const type of moves) window.addEventListener(type, onReaderMoves, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      persist();
      document.removeEventListener('scroll', onScroll, { capture: true });
      for (const type of moves) window.removeEventListener(type, onReaderMoves, { capture: true });
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [id, list, storage]);
}
