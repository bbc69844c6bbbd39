/**
 * Banning and unbanning the author of a chat reply from the publication (M03; spec 000 §4 "Ban comment author",
 * §5, §8; gap G05). Pure: no React, DOM, fetch or timers.
 *
 * ```
 * not_banned ─BAN→ confirming ─CONFIRM→ banning (shown banned) ─SUCCEEDED→ banned
 *                      │                         └─FAILED→ not_banned + alert T029
 *                      └─CANCEL→ not_banned
 * banned ─UNBAN→ unbanning (shown not banned) ─SUCCEEDED→ not_banned
 *                                             └─FAILED→ banned + alert T030
 * ```
 *
 * Ban asks first: T020 "Are you sure you want to ban this user?". Unban does not (G05). The call is E07
 * `POST /api/v1/community/comments/{id}/publication_bans?ban=true|false` (`banRequest`). Guards, decided at
 * `init`: publication admins only, replies only (not threads), never on the admin's own reply, not in read-only
 * mode; a guarded machine ignores `BAN` and `UNBAN`. The ban is the author's: the hook updates the author's
 * other replies from the answer.
 */
import type { ApiError } from '../../api/errors';
import { type BanBlockedReason, banBlockedReason, type ChatContext, type ChatItem, type ChatViewer } from './permissions';

export type BanAlertId = 'chat.error.ban' | 'chat.error.unban';

export const banStateNames = ['not_banned', 'confirming', 'banning', 'banned', 'unbanning'] as const;
export type BanStateName = (typeof banStateNames)[number];

interface Base {
  /** Why `BAN` / `UNBAN` are ignored, or `null` when the viewer may ban. */
  blocked: BanBlockedReason | null;
}

export type BanState =
  /** `failure`: the alert of the call that just failed, until `DISMISS_FAILURE` or the next action. */
  | (Base & { name: 'not_banned'; failure: BanAlertId | null })
  /** The confirmation (T020) is open. */
  | (Base & { name: 'confirming' })
  /** Banning: shown banned while the call runs; a failure returns to `server`. */
  | (Base & { name: 'banning'; server: boolean })
  | (Base & { name: 'banned'; failure: BanAlertId | null })
  /** Unbanning: shown not banned while the call runs. */
  | (Base & { name: 'unbanning'; server: boolean });

export type BanEvent =
  | { type: 'BAN' }
  | { type: 'UNBAN' }
  /** The reader confirmed the ban. */
  | { type: 'CONFIRM' }
  /** The reader dismissed the confirmation. */
  | { type: 'CANCEL' }
  /** The call succeeded; `isBanned` is the answer's `is_banned` when the hook has it. */
  | { type: 'SUCCEEDED'; isBanned?: boolean }
  | { type: 'FAILED'; error?: ApiError }
  /** Fresh server data (the reply's `is_banned`, or the author's ban changed elsewhere). */
  | { type: 'SYNC'; isBanned: boolean }
  | { type: 'DISMISS_FAILURE' };

export type BanEventType = BanEvent['type'];
export const banEventTypes = ['BAN', 'UNBAN', 'CONFIRM', 'CANCEL', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly BanEventType[];

function resting(isBanned: boolean, blocked: BanBlockedReason | null, failure: BanAlertId | null = null): BanState {
  return isBanned ? { name: 'banned', blocked, failure } : { name: 'not_banned', blocked, failure };
}

export function initialState(isBanned: boolean, blocked: BanBlockedReason | null = null): BanState {
  return resting(isBanned, blocked);
}

/** The machine for an item as the viewer sees it here (`is_banned` is sent to publication admins only). */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): BanState {
  const isBanned = item.kind === 'comment' && item.item.is_banned === true;
  return resting(isBanned, banBlockedReason(item, viewer, context));
}

export function transition(state: BanState, event: BanEvent): BanState {
  const { blocked } = state;
  switch (state.name) {
    case 'not_banned':
      switch (event.type) {
        case 'BAN':
          return blocked === null ? { name: 'confirming', blocked } : state;
        case 'SYNC':
          return event.isBanned ? resting(true, blocked, state.failure) : state;
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'UNBAN':
        case 'CONFIRM':
        case 'CANCEL':
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'confirming':
      switch (event.type) {
        case 'CONFIRM':
          return { name: 'banning', blocked, server: false };
        case 'CANCEL':
          return resting(false, blocked);
        // Banned elsewhere meanwhile: nothing left to confirm.
        case 'SYNC':
          return event.isBanned ? resting(true, blocked) : state;
        case 'BAN':
        case 'UNBAN':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    case 'banned':
      switch (event.type) {
        // No confirmation for unban (G05).
        case 'UNBAN':
          return blocked === null ? { name: 'unbanning', blocked, server: true } : state;
        case 'SYNC':
          return event.isBanned ? state : resting(false, blocked, state.failure);
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'BAN':
        case 'CONFIRM':
        case 'CANCEL':
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'banning':
    case 'unbanning': {
      const banning = state.name === 'banning';
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(event.isBanned ?? banning, blocked);
        case 'FAILED':
          return resting(state.server, blocked, banning ? 'chat.error.ban' : 'chat.error.unban');
        case 'SYNC':
          return event.isBanned === state.server ? state : { ...state, server: event.isBanned };
        case 'BAN':
        case 'UNBAN':
        case 'CONFIRM':
        case 'CANCEL':
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

/** Whether the author shows as banned (optimistic while a call runs). */
export function isBanned(state: BanState): boolean {
  return state.name === 'banned' || state.name === 'banning';
}

export function isPending(state: BanState): boolean {
  return state.name === 'banning' || state.name === 'unbanning';
}

/** The confirmation to show (T020), or `null`. */
export function banConfirmMessageId(state: BanState): 'chat.confirm.ban' | null {
  return state.name === 'confirming' ? 'chat.confirm.ban' : null;
}

/** The query of the pending E07 call, or `null`. */
export function banRequest(state: BanState): { ban: boolean } | null {
  if (state.name === 'banning') return { ban: true };
  if (state.name === 'unbanning') return { ban: false };
  return null;
}

/** The alert of the call that just failed (T029 / T030), or `null`. */
export function banFailure(state: BanState): BanAlertId | null {
  return state.name === 'banned' || state.name === 'not_banned' ? state.failure : null;
}

/** The menu entry as it stands: `ban` or `unban`, or `null` when the viewer may not ban or a call runs. */
export function banAction(state: BanState): 'ban' | 'unban' | null {
  if (state.blocked !== null) return null;
  if (state.name === 'not_banned') return 'ban';
  if (state.name === 'banned') return 'unban';
  return null;
}
