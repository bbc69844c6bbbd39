/**
 * The optimistic toggle: the pure machine under every on/off choice the server keeps for the reader — a post's like,
 * a comment's like, and the next ones (a note's like, a follow). An area describes its snapshot and its failures
 * once (`ToggleSpec`) and gets the machine, its initial state and its selectors.
 *
 * ```
 * off ─TOGGLE→ pending(on)  ─SUCCEEDED→ on   ─FAILED→ off (+ failure)
 * on  ─TOGGLE→ pending(off) ─SUCCEEDED→ off  ─FAILED→ on  (+ failure)
 * ```
 *
 * - **The server's snapshot is the state.** While a call is pending, what the reader sees is derived from it
 *   (`shown`: the spec's `apply`), so a failure returns exactly to the server's state, and a `SYNC` (a refetch, a
 *   poll's merge) that arrives meanwhile replaces the snapshot without being lost or counted twice.
 * - **One call at a time.** Toggles while pending are ignored; so are late answers when nothing is pending.
 * - **Switched off.** A machine built with `enabled: false` (the feature flag off) ignores every toggle.
 * - **Refused.** A machine built with a `refusal` (a signed-out reader's save) makes no call: a toggle sets that
 *   failure (the area asks the reader to sign in) and stays where it was. The refusal stays until the machine is
 *   built again (the reader signs in).
 * - **Failures** are the area's: `failureOf` turns the error into what the reader is shown (sign in, an alert with
 *   the server's words…); `DISMISS_FAILURE` clears it once shown.
 *
 * The toggle's own extra data (e.g. the liker's name a post's like adds to its reactor names) rides on the
 * `TOGGLE` event and stays on the pending state (`P`). The data hook sends `request(state)` through the kit's
 * `useOptimisticWrite` (or a store) and answers `SUCCEEDED` / `FAILED`.
 */
import type { ApiError } from '../api/errors';

export interface ToggleSpec<On extends string, Off extends string, S, F, P extends object> {
  /** The resting states' names, as the area's documents and views call them (`liked` / `unliked`). */
  on: On;
  off: Off;
  /** Whether a snapshot is on. */
  isOn(server: S): boolean;
  /** The snapshot once the choice has moved to `on` (what a success leaves and a pending call shows). */
  apply(server: S, on: boolean, extra: P): S;
  /** What a failed call means for the reader. */
  failureOf(error: ApiError): F;
  /** Whether two snapshots say the same (a `SYNC` with nothing new keeps the state object). Default: `Object.is`. */
  same?(a: S, b: S): boolean;
}

/** The failure every toggle gets instead of a call; only present on a refused machine. */
interface Refused<F> {
  readonly refusal?: F;
}

/** At rest: the server's snapshot, and the failure of the call that just failed until it is shown. */
type Resting<On extends string, Off extends string, S, F> = {
  readonly name: On | Off;
  readonly server: S;
  readonly enabled: boolean;
  readonly failure: F | null;
} & Refused<F>;

export type ToggleState<On extends string, Off extends string, S, F, P extends object = Record<never, never>> =
  | Resting<On, Off, S, F>
  /** A call is under way; `target` is the state asked for. */
  | ({ readonly name: 'pending'; readonly server: S; readonly enabled: boolean; readonly target: boolean } & Readonly<P>);

export type ToggleEvent<S, P extends object = Record<never, never>> =
  /** The reader pressed the control. */
  | ({ type: 'TOGGLE' } & P)
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** Fresh server data (a refetch, a merge). */
  | { type: 'SYNC'; server: S }
  /** The failure was shown (the alert closed, the sign-in modal opened). */
  | { type: 'DISMISS_FAILURE' };

export const toggleEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly ToggleEvent<unknown>['type'][];

export interface OptimisticToggle<On extends string, Off extends string, S, F, P extends object> {
  /** The resting state for the server's snapshot; `enabled: false` ignores toggles, a `refusal` answers them with it. */
  initial(server: S, enabled?: boolean, refusal?: F | null): ToggleState<On, Off, S, F, P>;
  transition(state: ToggleState<On, Off, S, F, P>, event: ToggleEvent<S, P>): ToggleState<On, Off, S, F, P>;
  /** What the control shows: the pending call's outcome while one is under way, else the server's snapshot. */
  shown(state: ToggleState<On, Off, S, F, P>): S;
  /** The state a pending call asks for (`true`: turn on), or `null` when nothing is pending. */
  request(state: ToggleState<On, Off, S, F, P>): boolean | null;
  /** The failure of the call that just failed, or `null`. */
  failure(state: ToggleState<On, Off, S, F, P>): F | null;
}

/** Builds an area's toggle machine from its spec. */
export function optimisticToggle<On extends string, Off extends string, S, F, P extends object = Record<never, never>>(
  spec: ToggleSpec<On, Off, S, F, P>,
): OptimisticToggle<On, Off, S, F, P> {
  type State = ToggleState<On, Off, S, F, P>;
  const same = spec.same ?? Object.is;
  // The refusal key exists only on a refused machine, so the states of every other toggle keep their shape.
  const refusalOf = (refusal: F | null | undefined): Refused<F> => (refusal === null || refusal === undefined ? {} : { refusal });
  const resting = (server: S, enabled: boolean, failure: F | null = null, refusal: F | null = null): State =>
    ({ name: spec.isOn(server) ? spec.on : spec.off, server, enabled, failure, ...refusalOf(refusal) }) as State;
  const extraOf = (state: State): P => {
    const { name: _name, server: _server, enabled: _enabled, target: _target, ...extra } = state as State & { target?: boolean };
    return extra as unknown as P;
  };
  return {
    initial: (server, enabled = true, refusal = null) => resting(server, enabled, null, refusal),
    transition(state, event) {
      if (state.name !== 'pending') {
        const rest = state as Resting<On, Off, S, F>;
        switch (event.type) {
          case 'TOGGLE': {
            if (!state.enabled) return state;
            // A refused machine never calls (so a pending state never carries a refusal).
            if (rest.refusal !== undefined) return { ...rest, failure: rest.refusal };
            const { type: _type, ...extra } = event;
            return { name: 'pending', target: !spec.isOn(state.server), server: state.server, enabled: state.enabled, ...(extra as P) } as State;
          }
          case 'SYNC':
            return same(event.server, state.server) ? state : resting(event.server, state.enabled, rest.failure, rest.refusal);
          case 'DISMISS_FAILURE':
            return rest.failure === null ? state : { ...rest, failure: null };
          // No call is under way: a late answer is ignored.
          case 'SUCCEEDED':
          case 'FAILED':
            return state;
          default:
            return event satisfies never;
        }
      }
      const pending = state as Extract<State, { target: boolean }>;
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(spec.apply(pending.server, pending.target, extraOf(state)), pending.enabled);
        case 'FAILED':
          return resting(pending.server, pending.enabled, spec.failureOf(event.error));
        case 'SYNC':
          return same(event.server, pending.server) ? state : ({ ...pending, server: event.server } as State);
        case 'TOGGLE':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    },
    shown(state) {
      if (state.name !== 'pending') return state.server;
      const pending = state as Extract<State, { target: boolean }>;
      return spec.apply(pending.server, pending.target, extraOf(state));
    },
    request: (state) => (state.name === 'pending' ? (state as Extract<State, { target: boolean }>).target : null),
    failure: (state) => (state.name === 'pending' ? null : (state as Resting<On, Off, S, F>).failure),
  };
}
