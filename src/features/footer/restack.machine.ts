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
 * The on/off part is the kit's optimistic toggle (`kit/optimisticToggle.ts`) over the server's snapshot (restacked,
 * count): the count moves by ±1 with the state, a failure returns exactly to the server's. Guards, decided by
 * `restackPermission` (footerPermissions.ts) and given at `init` as `blocked`: `signedOut` → the toggle's `signIn`
 * refusal (a toggle asks the reader to sign in, no call); `disabled` (restacks off: the publication hides restacks,
 * is invite-only or has no community) → the toggle is built disabled (toggles are ignored). M19's own part is the
 * nudge, kept beside the toggle's state.
 *
 * First-time nudge (`restack-nudge-modal`): the hook feeds `HAS_RESTACKED_KNOWN` from E44 (cached forever). When
 * the reader had never restacked (`hasRestacked === false`) the first successful restack opens the nudge once;
 * from then on `hasRestacked` is true. `NUDGE_CLOSED` closes it ("View now" T115 / "OK" T116).
 *
 * Failures show the browser alert with the error message (002 §8); without a server message the generic
 * `footer.restack.error` text.
 */
import type { ApiError } from '../../api/errors';
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

/** What was restacked: it picks the toast (T154 "Note restacked" for notes and comments, T155 "Post restacked"). */
export type RestackSubject = 'post' | 'note' | 'comment';
export type RestackBlocked = 'signedOut' | 'disabled';

export interface RestackSnapshot {
  readonly restacked: boolean;
  readonly count: number;
}

export type RestackFailure = { kind: 'signIn' } | { kind: 'alert'; message: string | null };

/** The first-time nudge beside the toggle. */
interface Nudge {
  /** E44's answer; `null` until known. */
  readonly hasRestacked: boolean | null;
  /** The first-time nudge is open. */
  readonly nudge: boolean;
}

type Toggle = ToggleState<'restacked', 'not_restacked', RestackSnapshot, RestackFailure>;

export type RestackState = Toggle & Nudge;

export type RestackEvent = ToggleEvent<RestackSnapshot> | { type: 'HAS_RESTACKED_KNOWN'; hasRestacked: boolean } | { type: 'NUDGE_CLOSED' };

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

export function applyRestack(s: RestackSnapshot, restacked: boolean): RestackSnapshot {
  if (s.restacked === restacked) return s;
  return { restacked, count: Math.max(0, s.count + (restacked ? 1 : -1)) };
}

/** 401 → sign in; anything else → the alert with the server's words (`null`: the generic text). */
export function restackFailureOf(error: ApiError): RestackFailure {
  return error.isUnauthorized ? { kind: 'signIn' } : { kind: 'alert', message: error.serverMessage?.trim() || null };
}

const toggle = /* @__PURE__ */ optimisticToggle<'restacked', 'not_restacked', RestackSnapshot, RestackFailure>({
  on: 'restacked',
  off: 'not_restacked',
  isOn: (server) => server.restacked,
  apply: applyRestack,
  failureOf: restackFailureOf,
  same: (a, b) => a.restacked === b.restacked && a.count === b.count,
});

export function initialRestackState(server: RestackSnapshot, blocked: RestackBlocked | null = null, hasRestacked: boolean | null = null): RestackState {
  return { ...toggle.initial(server, blocked !== 'disabled', blocked === 'signedOut' ? { kind: 'signIn' } : null), hasRestacked, nudge: false };
}

export function transition(state: RestackState, event: RestackEvent): RestackState {
  switch (event.type) {
    case 'HAS_RESTACKED_KNOWN':
      return state.hasRestacked === event.hasRestacked ? state : { ...state, hasRestacked: event.hasRestacked };
    case 'NUDGE_CLOSED':
      return state.nudge ? { ...state, nudge: false } : state;
    default: {
      const { hasRestacked, nudge, ...own } = state;
      const before = own as Toggle;
      const next = toggle.transition(before, event);
      if (next === before) return state;
      // A restack went through: from now on the reader has restacked; the first one ever opens the nudge.
      const restacked = event.type === 'SUCCEEDED' && toggle.request(before) === true;
      return { ...next, hasRestacked: restacked ? true : hasRestacked, nudge: nudge || (restacked && hasRestacked === false) };
    }
  }
}

/** The machine's transition under the name the package exports. */
export const restackTransition = transition;

/** Restacked state and count as shown (optimistic while pending). */
export const shownRestack: (state: RestackState) => RestackSnapshot = toggle.shown;

/** The call a pending state needs: E45 `restack` or E46 `undo`. */
export function restackRequest(state: RestackState): 'restack' | 'undo' | null {
  const target = toggle.request(state);
  return target === null ? null : target ? 'restack' : 'undo';
}

export const restackFailure: (state: RestackState) => RestackFailure | null = toggle.failure;

/** The success toast of a call: T155 / T154 with a "View" link after a restack, T156 after an undo. */
export function restackToast(
  change: 'restack' | 'undo',
  subject: RestackSubject,
): { id: 'footer.toast.postRestacked' | 'footer.toast.noteRestacked'; view: true } | { id: 'footer.toast.restackUndone'; view: false } {
  if (change === 'undo') return { id: 'footer.toast.restackUndone', view: false };
  return { id: subject === 'post' ? 'footer.toast.postRestacked' : 'footer.toast.noteRestacked', view: true };
}
