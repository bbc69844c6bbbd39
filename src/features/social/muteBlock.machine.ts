/**
 * Mute and block (M44, spec 002), pure. One menu per person: mute for 1 hour, 8 hours, 24 hours or indefinitely,
 * unmute, block, unblock. The server's relation is the state; a chosen action shows at once (`shown`) while its call
 * is under way and a failure returns exactly to the server's relation.
 *
 * ```
 * idle ─MUTE|UNMUTE|BLOCK|UNBLOCK→ pending ─SUCCEEDED→ idle (toast)   ─FAILED→ idle + failure (toast) | signInRequired (401)
 * idle (signed out) ─any action→ signInRequired ─DISMISS→ idle
 * ```
 * Guards: login required; never for oneself (no actions at all); mute hidden while the person blocks the reader;
 * only the actions `menuActions` offers are taken (unmute only while muted, unblock only while blocking them).
 * Time arrives in events (`now`, ms): a mute chosen at `now` for 1 hour ends at `now + 1 h`, never later.
 */
import type { ApiError } from '../../api/errors';
import type { MuteDuration } from '../../api/schemas/feed';
import { isMuted, muteUntil, type Relation } from '../../kit/relation';

export type MuteBlockAction = { kind: 'mute'; duration: MuteDuration } | { kind: 'unmute' } | { kind: 'block' } | { kind: 'unblock' };

/** Who may act: a signed-in reader on someone else, a signed-out reader (asked to sign in), or the reader's own entry. */
export type MuteBlockGuard = 'allowed' | 'signedOut' | 'self';

export type MuteBlockFailure = 'server' | 'signIn';

export type MuteBlockState =
  | { readonly name: 'idle'; readonly server: Relation; readonly guard: MuteBlockGuard; readonly failure: MuteBlockFailure | null }
  | { readonly name: 'pending'; readonly server: Relation; readonly guard: MuteBlockGuard; readonly action: MuteBlockAction; readonly at: number }
  | { readonly name: 'signInRequired'; readonly server: Relation; readonly guard: MuteBlockGuard };

export type MuteBlockEvent =
  | { type: 'MUTE'; duration: MuteDuration; now: number }
  | { type: 'UNMUTE'; now: number }
  | { type: 'BLOCK'; now: number }
  | { type: 'UNBLOCK'; now: number }
  /** The server agreed; `server` is its answer's relation. */
  | { type: 'SUCCEEDED'; server: Relation }
  | { type: 'FAILED'; error: ApiError }
  /** The relation changed elsewhere (another menu for the same person, a refetch). */
  | { type: 'SYNC'; server: Relation }
  /** The failure was shown, or the sign-in request was handed on. */
  | { type: 'DISMISS' };

/** The mute items, in the menu's order (spec 002: 1 hour, 8 hours, 24 hours, indefinitely). */
export const menuMuteDurations = ['1hour', '8hours', '24hours', 'indefinitely'] as const satisfies readonly MuteDuration[];

export const muteBlockStateNames = ['idle', 'pending', 'signInRequired'] as const satisfies readonly MuteBlockState['name'][];

export function initialState(server: Relation, guard: MuteBlockGuard): MuteBlockState {
  return { name: 'idle', server, guard, failure: null };
}

/** The relation once `action`, chosen at `at`, has been applied to `server`. */
export function applyAction(server: Relation, action: MuteBlockAction, at: number): Relation {
  switch (action.kind) {
    case 'mute':
      return { ...server, mute: { until: muteUntil(action.duration, at) } };
    case 'unmute':
      return { ...server, mute: null };
    case 'block':
      return { ...server, blocked: true };
    case 'unblock':
      return { ...server, blocked: false };
    default:
      return action satisfies never;
  }
}

/** What the reader sees now: a pending action's outcome, else the server's relation. */
export function shown(state: MuteBlockState): Relation {
  return state.name === 'pending' ? applyAction(state.server, state.action, state.at) : state.server;
}

export type MenuActionId = 'mute' | 'unmute' | 'block' | 'unblock';

/**
 * The menu's actions at `now`: none for oneself; `mute` (its four durations) unless muted, blocking them or blocked by
 * them; `unmute` while muted; `block` / `unblock` by whether the reader blocks them. A signed-out reader sees the
 * menu of a person without a relation (choosing asks them to sign in).
 */
export function menuActions(state: MuteBlockState, now: number): readonly MenuActionId[] {
  if (state.guard === 'self') return [];
  const relation = shown(state);
  const actions: MenuActionId[] = [];
  const muted = isMuted(relation, now);
  if (muted) actions.push('unmute');
  else if (!relation.blocking && !relation.blocked) actions.push('mute');
  actions.push(relation.blocked ? 'unblock' : 'block');
  return actions;
}

function actionOf(event: Extract<MuteBlockEvent, { now: number }>): MuteBlockAction {
  switch (event.type) {
    case 'MUTE':
      return { kind: 'mute', duration: event.duration };
    case 'UNMUTE':
      return { kind: 'unmute' };
    case 'BLOCK':
      return { kind: 'block' };
    case 'UNBLOCK':
      return { kind: 'unblock' };
    default:
      return event satisfies never;
  }
}

/**
 * The relation a success leaves: the server's answer, with a mute ending when the reader's own clock says (chosen at
 * `at` for its duration). The server's `expires_at` is on the server's clock: a server running ahead would keep the
 * person muted past the chosen duration, one running behind would end it early.
 */
function settled(pending: Extract<MuteBlockState, { name: 'pending' }>, answer: Relation): Relation {
  if (pending.action.kind !== 'mute') return answer;
  return { ...answer, mute: { until: muteUntil(pending.action.duration, pending.at) } };
}

export function transition(state: MuteBlockState, event: MuteBlockEvent): MuteBlockState {
  switch (event.type) {
    case 'MUTE':
    case 'UNMUTE':
    case 'BLOCK':
    case 'UNBLOCK': {
      if (state.name !== 'idle') return state;
      const action = actionOf(event);
      if (!menuActions(state, event.now).includes(action.kind)) return state;
      if (state.guard === 'signedOut') return { name: 'signInRequired', server: state.server, guard: state.guard };
      return { name: 'pending', server: state.server, guard: state.guard, action, at: event.now };
    }
    case 'SUCCEEDED':
      return state.name === 'pending' ? { name: 'idle', server: settled(state, event.server), guard: state.guard, failure: null } : state;
    case 'FAILED':
      if (state.name !== 'pending') return state;
      return event.error.isUnauthorized
        ? { name: 'signInRequired', server: state.server, guard: state.guard }
        : { name: 'idle', server: state.server, guard: state.guard, failure: 'server' };
    case 'SYNC':
      return state.server === event.server ? state : { ...state, server: event.server };
    case 'DISMISS':
      if (state.name === 'signInRequired') return { name: 'idle', server: state.server, guard: state.guard, failure: null };
      if (state.name === 'idle' && state.failure !== null) return { ...state, failure: null };
      return state;
    default:
      return event satisfies never;
  }
}

/** The request a pending state wants sent, or `null`. */
export function request(state: MuteBlockState): MuteBlockAction | null {
  return state.name === 'pending' ? state.action : null;
}

/** The failure of the call that just failed (until shown), or `null`. */
export function failure(state: MuteBlockState): MuteBlockFailure | null {
  if (state.name === 'signInRequired') return 'signIn';
  return state.name === 'idle' ? state.failure : null;
}

/** The confirmation toast's message id for a succeeded action (T131–T134). */
export function toastId(action: MuteBlockAction) {
  return ({ mute: 'social.toast.muted', unmute: 'social.toast.unmuted', block: 'social.toast.blocked', unblock: 'social.toast.unblocked' } as const)[
    action.kind
  ];
}
