/**
 * M57 `scheduled-post-countdown` (spec 003 §4 "Scheduled post"): `counting` until `postSchedule.trigger_at`, then
 * `available` ("Available now!" T172 with a Refresh link). Pure: time arrives in events (`TICK` every 500 ms from
 * the platform clock, in the data hook), so stories and tests fast-forward it.
 *
 * ```
 * counting ─TICK(less than 1 s left: the countdown shows zero)→ available
 * counting ─TICK(otherwise)→ counting (remaining updated)
 * counting ─RESCHEDULE(t)→ counting | available
 * available ─RESCHEDULE(t > now)→ counting      (the post was moved later; a refetch tells us)
 * available ─TICK→ available (ignored)
 * ```
 */

export const scheduledCountdownStateNames = ['counting', 'available'] as const;

export type ScheduledCountdownState =
  /** Before the trigger time: `remainingMs` > 0 as of the last tick (`now`). */
  | { name: 'counting'; triggerAt: number; now: number; remainingMs: number }
  /** The trigger time has passed: the post can be loaded (Refresh). */
  | { name: 'available'; triggerAt: number; now: number };

export type ScheduledCountdownEvent =
  /** The platform clock ticked (every 500 ms, K118). `now` in ms since the epoch. */
  | { type: 'TICK'; now: number }
  /** Fresh data moved the trigger time (`triggerAt` in ms). */
  | { type: 'RESCHEDULE'; triggerAt: number };

export const scheduledCountdownEventTypes = ['TICK', 'RESCHEDULE'] as const satisfies readonly ScheduledCountdownEvent['type'][];

/**
 * "Zero" is when the countdown shows 0 whole seconds left — the same rule as the UI `Countdown` (it floors to whole
 * seconds), so "Available now!" and the Refresh link appear together: less than 1 000 ms before `trigger_at`.
 */
export function isAtZero(triggerAt: number, now: number): boolean {
  return Math.floor((triggerAt - now) / 1000) <= 0;
}

function at(triggerAt: number, now: number): ScheduledCountdownState {
  return isAtZero(triggerAt, now) ? { name: 'available', triggerAt, now } : { name: 'counting', triggerAt, now, remainingMs: triggerAt - now };
}

/** The state for a trigger time (ISO string or ms) seen at `now` (ms). */
export function initScheduledCountdown(triggerAt: string | number, now: number): ScheduledCountdownState {
  return at(typeof triggerAt === 'number' ? triggerAt : new Date(triggerAt).getTime(), now);
}

export function scheduledCountdownTransition(state: ScheduledCountdownState, event: ScheduledCountdownEvent): ScheduledCountdownState {
  switch (state.name) {
    case 'counting':
      switch (event.type) {
        case 'TICK':
          // Time never runs backwards here: a late tick carrying an older (or the same) instant is ignored.
          if (event.now <= state.now) return state;
          return at(state.triggerAt, event.now);
        case 'RESCHEDULE':
          return event.triggerAt === state.triggerAt ? state : at(event.triggerAt, state.now);
        default:
          return event satisfies never;
      }
    case 'available':
      switch (event.type) {
        case 'TICK':
          return state;
        case 'RESCHEDULE':
          return event.triggerAt === state.triggerAt ? state : at(event.triggerAt, state.now);
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** Whether "Available now!" and the Refresh link show. */
export function isScheduledPostAvailable(state: ScheduledCountdownState): boolean {
  return state.name === 'available';
}

/** The kit's name for the machine's transition (`useMachine(transition, …)`). */
export { scheduledCountdownTransition as transition };
