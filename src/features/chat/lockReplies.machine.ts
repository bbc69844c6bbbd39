/**
 * Locking and unlocking replies to a chat thread or top-level reply (M02; spec 000 §4 "Lock replies", §5, §8).
 * Pure: no React, DOM, fetch or timers.
 *
 * ```
 * unlocked ─TOGGLE→ locking   (shown locked)   ─SUCCEEDED→ locked   ─FAILED→ unlocked + alert T025 / T027
 * locked   ─TOGGLE→ unlocking (shown unlocked) ─SUCCEEDED→ unlocked ─FAILED→ locked   + alert T026 / T028
 * ```
 *
 * The call is E02 `PATCH /api/v1/community/posts/{id}` or E05 `PATCH /api/v1/community/comments/{id}` with
 * `{ is_locked }` (`lockRequest`). Guards, decided at `init`: not in read-only mode, not on a reply that has a
 * parent, only the item's owner or a publication admin; a guarded machine ignores `TOGGLE`.
 */
import type { MessageId } from '../../i18n/messages';
import type { ApiError } from '../../api/errors';
import { type ChatContext, type ChatItem, type ChatItemKind, type ChatViewer, type LockBlockedReason, lockBlockedReason } from './permissions';

/** The alert of a failed lock or unlock: by item kind and direction (T025–T028). */
export type LockAlertId = 'chat.error.lockPost' | 'chat.error.unlockPost' | 'chat.error.lockComment' | 'chat.error.unlockComment';

export function lockAlertId(kind: ChatItemKind, locking: boolean): LockAlertId {
  if (kind === 'post') return locking ? 'chat.error.lockPost' : 'chat.error.unlockPost';
  return locking ? 'chat.error.lockComment' : 'chat.error.unlockComment';
}

export const lockStateNames = ['unlocked', 'locked', 'locking', 'unlocking'] as const;
export type LockStateName = (typeof lockStateNames)[number];

interface Base {
  kind: ChatItemKind;
  /** Why `TOGGLE` is ignored here, or `null` when the viewer may lock and unlock. */
  blocked: LockBlockedReason | null;
}

export type LockState =
  /** Replies are open. `failure`: the alert of the call that just failed, until `DISMISS_FAILURE` or the next toggle. */
  | (Base & { name: 'unlocked'; failure: LockAlertId | null })
  /** Replies are locked: the composer and reply actions are disabled. */
  | (Base & { name: 'locked'; failure: LockAlertId | null })
  /** Locking: shown locked while the call runs. `server` is the server's `is_locked`, what a failure returns to. */
  | (Base & { name: 'locking'; server: boolean })
  /** Unlocking: shown unlocked while the call runs. */
  | (Base & { name: 'unlocking'; server: boolean });

export type LockEvent =
  /** The Lock / Unlock replies action. */
  | { type: 'TOGGLE' }
  /** The call succeeded; `isLocked` is the answer's `is_locked` when the hook has it. */
  | { type: 'SUCCEEDED'; isLocked?: boolean }
  | { type: 'FAILED'; error?: ApiError }
  /** Fresh server data for the item (refetch or poll). */
  | { type: 'SYNC'; isLocked: boolean }
  /** The failure alert was shown. */
  | { type: 'DISMISS_FAILURE' };

export type LockEventType = LockEvent['type'];
export const lockEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly LockEventType[];

function resting(isLocked: boolean, base: Base, failure: LockAlertId | null = null): LockState {
  return { name: isLocked ? 'locked' : 'unlocked', kind: base.kind, blocked: base.blocked, failure };
}

/** The resting state for a server value and guard. */
export function initialState(kind: ChatItemKind, isLocked: boolean, blocked: LockBlockedReason | null = null): LockState {
  return resting(isLocked, { kind, blocked });
}

/** The machine for an item as the viewer sees it here. */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): LockState {
  return initialState(item.kind, item.item.is_locked, lockBlockedReason(item, viewer, context));
}

export function transition(state: LockState, event: LockEvent): LockState {
  const base: Base = { kind: state.kind, blocked: state.blocked };
  switch (state.name) {
    case 'unlocked':
    case 'locked':
      switch (event.type) {
        case 'TOGGLE':
          if (state.blocked !== null) return state;
          return state.name === 'unlocked' ? { ...base, name: 'locking', server: false } : { ...base, name: 'unlocking', server: true };
        case 'SYNC':
          return event.isLocked === (state.name === 'locked') ? state : resting(event.isLocked, base, state.failure);
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'locking':
    case 'unlocking': {
      const locking = state.name === 'locking';
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(event.isLocked ?? locking, base);
        case 'FAILED':
          return resting(state.server, base, lockAlertId(state.kind, locking));
        case 'SYNC':
          return event.isLocked === state.server ? state : { ...state, server: event.isLocked };
        case 'TOGGLE':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    }
    default:
      return state satisfies never;
  }
}

// ——— selectors ———

/** Whether replies show as locked (optimistic while a call runs). */
export function isLocked(state: LockState): boolean {
  return state.name === 'locked' || state.name === 'locking';
}

export function isPending(state: LockState): boolean {
  return state.name === 'locking' || state.name === 'unlocking';
}

/** Whether the Lock / Unlock action is offered and enabled. */
export function canToggle(state: LockState): boolean {
  return state.blocked === null && !isPending(state);
}

/** The body of the pending PATCH (E02 / E05), or `null` when nothing is pending. */
export function lockRequest(state: LockState): { is_locked: boolean } | null {
  if (state.name === 'locking') return { is_locked: true };
  if (state.name === 'unlocking') return { is_locked: false };
  return null;
}

/** The alert of the call that just failed (T025–T028), or `null`. */
export function lockFailure(state: LockState): LockAlertId | null {
  return state.name === 'locked' || state.name === 'unlocked' ? state.failure : null;
}

/** The menu label for the action as it stands. */
export function lockActionLabel(state: LockState): Extract<MessageId, 'chat.action.lock' | 'chat.action.unlock'> {
  return isLocked(state) ? 'chat.action.unlock' : 'chat.action.lock';
}
