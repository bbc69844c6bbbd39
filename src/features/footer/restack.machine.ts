/**
 * Restacking a post, note or comment (M19; spec 001 §4 Restack, 002 "Restack", §8). Pure.
 *
 * ```
 * not_restacked ─TOGGLE→ pending(restack) ─SUCCEEDED→ restacked      (+ toast T154/T155 "… restacked" + View; nudge?)
 *                                          ─FAILED→ not_restacked    (+ alert with the server's message)
 * restacked     ─TOGGLE→ pending(undo)    ─SUCCEEDED→ not_restacked  (+ toast T156 "Restack undone")
 *                                          ─FAILED→ restacked        (+ alert)
 * ```
 *
 * The count moves by ±1 with the state. Guards, decided by `restackPermission` (footerPermissions.ts) and given
 * at `init` as `blocked`: `signedOut` → a toggle asks the reader to sign in (no call); `disabled` (restacks off:
 * the publication hides restacks, is invite-only or has no community) → toggles are ignored.
 *
 * First-time nudge (`restack-nudge-modal`): the hook feeds `HAS_RESTACKED_KNOWN` from E44 (cached forever). When
 * the reader had never restacked (`hasRestacked === false`) the first successful restack opens the nudge once;
 * from then on `hasRestacked` is true. `NUDGE_CLOSED` closes it ("View now" T115 / "OK" T116).
 *
 * Failures show the browser alert with the error message (002 §8); without a server message the generic
 * `footer.restack.error` text.
 */
import type { ApiError } from '../../api/errors';

/** What was restacked: it picks the toast (T154 "Note restacked" for notes and comments, T155 "Post restacked"). */
export type RestackSubject = 'post' | 'note' | 'comment';
export type RestackBlocked = 'signedOut' | 'disabled';

export interface RestackSnapshot {
  readonly restacked: boolean;
  readonly count: number;
}

export type RestackFailure = { kind: 'signIn' } | { kind: 'alert'; message: string | null };

interface Base {
  readonly server: RestackSnapshot;
  readonly blocked: RestackBlocked | null;
  /** E44's answer; `null` until known. */
  readonly hasRestacked: boolean | null;
  /** The first-time nudge is open. */
  readonly nudge: boolean;
}

export type RestackState =
  | (Base & { name: 'not_restacked'; failure: RestackFailure | null })
  | (Base & { name: 'restacked'; failure: RestackFailure | null })
  | (Base & { name: 'pending'; change: 'restack' | 'undo' });

export type RestackEvent =
  | { type: 'TOGGLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'SYNC'; server: RestackSnapshot }
  | { type: 'HAS_RESTACKED_KNOWN'; hasRestacked: boolean }
  | { type: 'NUDGE_CLOSED' }
  | { type: 'DISMISS_FAILURE' };

export const restackStateNames = ['not_restacked', 'restacked', 'pending'] as const;
export const restackEventTypes = [
  'TOGGLE',
  'SUCCEEDED',
  'FAILED',
  'SYNC',
  'HAS_RESTACKED_KNOWN',
  'NUDGE_CLOSED',
  'DISMISS_FAILURE',
] as const satisfies readonly RestackEvent['type'][];

type Extra = Pick<Base, 'blocked' | 'hasRestacked' | 'nudge'>;

function resting(server: RestackSnapshot, extra: Extra, failure: RestackFailure | null = null): RestackState {
  return server.restacked ? { name: 'restacked', server, ...extra, failure } : { name: 'not_restacked', server, ...extra, failure };
}

const extraOf = (s: RestackState): Extra => ({ blocked: s.blocked, hasRestacked: s.hasRestacked, nudge: s.nudge });

export function initialRestackState(server: RestackSnapshot, blocked: RestackBlocked | null = null, hasRestacked: boolean | null = null): RestackState {
  return resting(server, { blocked, hasRestacked, nudge: false });
}

export function applyRestack(s: RestackSnapshot, restacked: boolean): RestackSnapshot {
  if (s.restacked === restacked) return s;
  return { restacked, count: Math.max(0, s.count + (restacked ? 1 : -1)) };
}

export function transition(state: RestackState, event: RestackEvent): RestackState {
  // Events that mean the same in every state.
  switch (event.type) {
    case 'HAS_RESTACKED_KNOWN':
      return state.hasRestacked === event.hasRestacked ? state : { ...state, hasRestacked: event.hasRestacked };
    case 'NUDGE_CLOSED':
      return state.nudge ? { ...state, nudge: false } : state;
    default:
      break;
  }
  switch (state.name) {
    case 'not_restacked':
    case 'restacked':
      switch (event.type) {
        case 'TOGGLE':
          if (state.blocked === 'disabled') return state;
          if (state.blocked === 'signedOut') return { ...state, failure: { kind: 'signIn' } };
          return { name: 'pending', change: state.server.restacked ? 'undo' : 'restack', server: state.server, ...extraOf(state) };
        case 'SYNC':
          return resting(event.server, extraOf(state), state.failure);
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'pending':
      switch (event.type) {
        case 'SUCCEEDED': {
          const restacked = state.change === 'restack';
          const firstTime = restacked && state.hasRestacked === false;
          return resting(applyRestack(state.server, restacked), {
            blocked: state.blocked,
            hasRestacked: restacked ? true : state.hasRestacked,
            nudge: state.nudge || firstTime,
          });
        }
        case 'FAILED':
          return resting(
            state.server,
            extraOf(state),
            event.error.isUnauthorized ? { kind: 'signIn' } : { kind: 'alert', message: event.error.serverMessage?.trim() || null },
          );
        case 'SYNC':
          return { ...state, server: event.server };
        case 'TOGGLE':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const restackTransition = transition;

/** Restacked state and count as shown (optimistic while pending). */
export function shownRestack(state: RestackState): RestackSnapshot {
  return state.name === 'pending' ? applyRestack(state.server, state.change === 'restack') : state.server;
}

/** The call a pending state needs: E45 `restack` or E46 `undo`. */
export function restackRequest(state: RestackState): 'restack' | 'undo' | null {
  return state.name === 'pending' ? state.change : null;
}

export function restackFailure(state: RestackState): RestackFailure | null {
  return state.name === 'pending' ? null : state.failure;
}

/** The success toast of a call: T155 / T154 with a "View" link after a restack, T156 after an undo. */
export function restackToast(
  change: 'restack' | 'undo',
  subject: RestackSubject,
): { id: 'footer.toast.postRestacked' | 'footer.toast.noteRestacked'; view: true } | { id: 'footer.toast.restackUndone'; view: false } {
  if (change === 'undo') return { id: 'footer.toast.restackUndone', view: false };
  return { id: subject === 'post' ? 'footer.toast.postRestacked' : 'footer.toast.noteRestacked', view: true };
}
