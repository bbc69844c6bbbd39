/**
 * Time as a dependency. Screens never call `Date.now()` or `setTimeout` directly: they ask the platform clock, so
 * stories and tests can freeze time or fast-forward it (toasts, countdowns, takeovers, cooldowns).
 */
export type TimerId = number;

export interface Clock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(fn: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms) as unknown as TimerId,
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms) as unknown as TimerId,
  clearInterval: (id) => globalThis.clearInterval(id),
};

export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Jumps to an instant (forward only) and runs the timers due by then. */
  set(to: Date | string): void;
  /** Number of pending timers (for tests). */
  pending(): number;
}

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  every?: number;
}

/** A clock that stands still until told to move: deterministic stories and tests. */
export function createManualClock(start: Date | string | number): ManualClock {
  let current = new Date(start).getTime();
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (fn: () => void, ms: number, every?: number): TimerId => {
    const id = nextId++;
    timers.set(id, { id, at: current + Math.max(0, ms), fn, ...(every !== undefined ? { every: Math.max(1, every) } : {}) });
    return id;
  };
  const runUntil = (target: number) => {
    for (;;) {
      let due: Timer | undefined;
      for (const t of timers.values()) if (t.at <= target && (!due || t.at < due.at || (t.at === due.at && t.id < due.id))) due = t;
      if (!due) break;
      current = due.at;
      if (due.every !== undefined) due.at += due.every;
      else timers.delete(due.id);
      due.fn();
    }
    current = target;
  };
  return {
    now: () => new Date(current),
    setTimeout: (fn, ms) => add(fn, ms),
    clearTimeout: (id) => void timers.delete(id),
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: (id) => void timers.delete(id),
    advance: (ms) => runUntil(current + ms),
    set: (to) => runUntil(Math.max(current, new Date(to).getTime())),
    pending: () => timers.size,
  };
}

/**
 * A clock whose `now()` is frozen at one instant while timers still run in real time: what stories use so that
 * dates and relative times never change between screenshots but toasts still fade.
 */
export function createFrozenClock(at: Date | string | number): Clock {
  const fixed = new Date(at).getTime();
  return { ...systemClock, now: () => new Date(fixed) };
}

/**
 * `clock` with `now()` held at `at` until `release()`: what a server render and its hydration read, so both format
 * dates and relative times from the same instant (`PlatformProvider`'s `renderedAt`). Timers run on `clock`.
 */
export function pinClock(clock: Clock, at: number): { clock: Clock; release(): void } {
  let held = true;
  return {
    clock: { ...clock, now: () => (held ? new Date(at) : clock.now()) },
    release: () => {
      held = false;
    },
  };
}
