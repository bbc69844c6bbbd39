/**
 * Polling on the platform clock: `fn` runs every `every` ms while the document is visible. Hidden, the timer stops;
 * shown again, `fn` runs at once (what changed meanwhile shows without waiting a whole period) and the period starts
 * over. Stories and tests drive it with a manual clock and a manual visibility (`createManualVisibility`). Reads poll
 * through `useRead(…, { poll })`; this hook is for a poll that is not one read (a merge, a machine's tick).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Clock } from '../platform/clock';
import { useClock, useVisibility } from '../platform/context';
import type { PageVisibility } from '../platform/visibility';

export interface PollOptions {
  /** The period in ms. */
  every: number;
  /** Poll only while this holds (default: always). */
  enabled?: boolean;
  /** Instead of the platform's document visibility. */
  visibility?: PageVisibility;
}

/**
 * Starts a poll outside React: `fn` every `every` ms on `clock` while `visibility` says visible, and at once when it
 * becomes visible again. Returns the stop function.
 */
export function startPoll(clock: Clock, visibility: PageVisibility, every: number, fn: () => void): () => void {
  let timer: number | null = null;
  const start = () => {
    if (timer === null) timer = clock.setInterval(fn, every);
  };
  const stop = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  if (visibility.isVisible()) start();
  const unsubscribe = visibility.subscribe(() => {
    if (!visibility.isVisible()) return stop();
    if (timer !== null) return;
    fn();
    start();
  });
  return () => {
    unsubscribe();
    stop();
  };
}

/** `startPoll` for a component's lifetime (while `enabled`), on the platform's clock and visibility. */
export function usePoll(fn: () => void, { every, enabled = true, visibility }: PollOptions): void {
  const clock = useClock();
  const platformVisibility = useVisibility();
  const source = visibility ?? platformVisibility;
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const on = enabled && every > 0;
  useEffect(() => {
    if (!on) return;
    return startPoll(clock, source, every, () => fnRef.current());
  }, [on, clock, source, every]);
}

/** Whether the document is visible now (re-renders on a change). */
export function useDocumentVisible(visibility?: PageVisibility): boolean {
  const platformVisibility = useVisibility();
  const source = visibility ?? platformVisibility;
  return useSyncExternalStore(source.subscribe, source.isVisible, () => true);
}
