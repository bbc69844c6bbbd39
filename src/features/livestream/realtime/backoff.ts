/**
 * Reconnect delays: exponential backoff with jitter. Pure: the random source comes in, so tests pin it.
 *
 * "Equal jitter": the delay for attempt `n` (0-based) is half the capped exponential step plus a random share of the
 * other half, so reconnecting clients spread out (no thundering herd after a server restart) but never retry at once.
 */
export interface BackoffOptions {
  /** The first step (attempt 0), in ms. */
  baseMs: number;
  /** The largest step, in ms. */
  maxMs: number;
  /** How much each step grows. */
  factor: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000, factor: 2 };

/** The wait before reconnect attempt `attempt` (0-based); `random()` returns a number in [0, 1). */
export function backoffDelay(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const step = Math.min(options.maxMs, options.baseMs * options.factor ** Math.max(0, attempt));
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(step / 2 + (share * step) / 2);
}
