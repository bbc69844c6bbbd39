/**
 * The reaction on one chat thread or reply (M01; spec 000 §4 "Reaction", §8). Pure: no React, DOM, fetch or timers.
 *
 * ```
 * none ─CLICK(x)→ pending(add x) ─SUCCEEDED→ reacted(x)        ─FAILED→ none       (+ alert)
 * reacted(x) ─CLICK(x)→ pending(remove) ─SUCCEEDED→ none        ─FAILED→ reacted(x) (+ alert)
 * reacted(x) ─CLICK(y)→ pending(switch to y) ─SUCCEEDED→ reacted(y) ─FAILED→ reacted(x) (+ alert)
 * ```
 *
 * The state keeps the **server's** reaction and counts (`server`); while a call is pending the shown reaction and
 * counts are derived from them and the requested reaction (`target`), so a failure returns exactly to the
 * server's state and a refresh arriving meanwhile (`SYNC`) is never lost or counted twice. One call at a time:
 * clicks while pending are ignored (the bar shows it busy). Guards (read-only mode, the recommended-feed context,
 * a reader who is not a signed-in member, an item not shown) are decided at `init`; a guarded machine ignores
 * every click.
 *
 * A failure carries the alert to show: T023 "We failed post your reaction. Please try again later.", or, when the
 * server answers `PUBLICATION_BAN`, T024 "You are not allowed to post or react to this chat." followed by the
 * server's text (`reactionFailureMessage`).
 */
import type { ApiError } from '../../api/errors';
import type { ChatReaction } from '../../api/schemas/community';
import type { Translate } from '../../i18n/translate';
import { type ChatContext, type ChatItem, type ChatViewer, type ReactionBlockedReason, reactionBlockedReason } from './permissions';

// ——— failures shared by the chat machines ———

/** The error code of a reader banned from the publication (spec 000 §8, gap G02). */
export const PUBLICATION_BAN = 'PUBLICATION_BAN';

export function isPublicationBan(error: ApiError | null | undefined): boolean {
  return error?.code === PUBLICATION_BAN;
}

/** T024, followed by the server's text when it sent one. */
export function publicationBanText(serverMessage: string | null | undefined, t: Translate): string {
  const text = serverMessage?.trim();
  return text ? t('chat.error.publicationBanWith', { reason: text }) : t('chat.error.publicationBan');
}

/** Which alert a failed reaction shows. */
export type ReactionAlert = { id: 'chat.error.reaction' } | { id: 'chat.error.publicationBan'; serverMessage: string | null };

export function reactionAlert(error: ApiError): ReactionAlert {
  return isPublicationBan(error) ? { id: 'chat.error.publicationBan', serverMessage: error.serverMessage ?? null } : { id: 'chat.error.reaction' };
}

/** The text of a reaction alert. */
export function reactionAlertText(alert: ReactionAlert, t: Translate): string {
  return alert.id === 'chat.error.publicationBan' ? publicationBanText(alert.serverMessage, t) : t(alert.id);
}

/** The alert text for a failed reaction call (T023, or T024 + the server's text on `PUBLICATION_BAN`). */
export function reactionFailureMessage(error: ApiError, t: Translate): string {
  return reactionAlertText(reactionAlert(error), t);
}

// ——— counts ———

export type ReactionCounts = Readonly<Record<string, number>>;

/** The reader's own reaction and the item's counts, as the server (or an optimistic change) has them. */
export interface ReactionSnapshot {
  readonly reaction: string | null;
  readonly reactions: ReactionCounts;
}

/**
 * The snapshot after the reader's reaction moves from `snapshot.reaction` to `target` (null: removed): one fewer
 * on the old reaction, one more on the new. Counts never go below zero; a count that reaches zero is dropped,
 * as the server leaves it out. Moving to the reaction already held changes nothing.
 */
export function applyReaction(snapshot: ReactionSnapshot, target: string | null): ReactionSnapshot {
  if (snapshot.reaction === target) return snapshot;
  const reactions: Record<string, number> = { ...snapshot.reactions };
  if (snapshot.reaction !== null) {
    const left = (reactions[snapshot.reaction] ?? 0) - 1;
    if (left > 0) reactions[snapshot.reaction] = left;
    else delete reactions[snapshot.reaction];
  }
  if (target !== null) reactions[target] = Math.max(0, reactions[target] ?? 0) + 1;
  return { reaction: target, reactions };
}

function sameSnapshot(a: ReactionSnapshot, b: ReactionSnapshot): boolean {
  if (a.reaction !== b.reaction) return false;
  const keys = Object.keys(a.reactions);
  if (keys.length !== Object.keys(b.reactions).length) return false;
  return keys.every((k) => a.reactions[k] === b.reactions[k]);
}

// ——— the machine ———

export const reactionStateNames = ['none', 'reacted', 'pending'] as const;
export type ReactionStateName = (typeof reactionStateNames)[number];
/** What a pending call does: add a first reaction, switch to another, or remove the reader's reaction. */
export type ReactionChange = 'add' | 'switch' | 'remove';

interface Base {
  /** The server's state: what a failure returns to. */
  server: ReactionSnapshot;
  /** Why clicks are ignored here, or `null` when the reader may react. */
  blocked: ReactionBlockedReason | null;
}

export type ReactionState =
  /** No own reaction. `failure`: the alert of the call that just failed, until `DISMISS_FAILURE` or the next click. */
  | (Base & { name: 'none'; failure: ReactionAlert | null })
  /** The reader has reacted with `server.reaction`. */
  | (Base & { name: 'reacted'; failure: ReactionAlert | null })
  /** A call is under way; the bar shows `target` (null: no reaction) and the counts it implies. */
  | (Base & { name: 'pending'; change: ReactionChange; target: string | null });

export type ReactionEvent =
  /** The reader pressed reaction `reaction` (the same one again removes it). */
  | { type: 'CLICK'; reaction: ChatReaction }
  /** The call succeeded. `result` is the server's answer (P01/P02 `{ reactions, reaction }`); without it the optimistic state stands. */
  | { type: 'SUCCEEDED'; result?: ReactionSnapshot }
  /** The call failed: back to the server's state, with the alert to show. */
  | { type: 'FAILED'; error: ApiError }
  /** Fresh server data for the item (a refetch or poll); a `ChatPost` or `ChatComment` fits. */
  | { type: 'SYNC'; item: { reaction?: string | null; reactions: ReactionCounts } }
  /** The failure alert was shown. */
  | { type: 'DISMISS_FAILURE' };

export type ReactionEventType = ReactionEvent['type'];
export const reactionEventTypes = ['CLICK', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly ReactionEventType[];

function resting(server: ReactionSnapshot, blocked: ReactionBlockedReason | null, failure: ReactionAlert | null = null): ReactionState {
  return server.reaction === null ? { name: 'none', server, blocked, failure } : { name: 'reacted', server, blocked, failure };
}

/** The resting state for a server snapshot and guard (tests and hosts with their own data). */
export function initialState(server: ReactionSnapshot, blocked: ReactionBlockedReason | null = null): ReactionState {
  return resting(server, blocked);
}

/** The machine for an item as the viewer sees it here. */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): ReactionState {
  const server: ReactionSnapshot = { reaction: item.item.reaction ?? null, reactions: item.item.reactions };
  return resting(server, reactionBlockedReason(item, viewer, context));
}

export function transition(state: ReactionState, event: ReactionEvent): ReactionState {
  switch (state.name) {
    case 'none':
    case 'reacted':
      switch (event.type) {
        case 'CLICK': {
          if (state.blocked !== null) return state;
          const from = state.server.reaction;
          const target = from === event.reaction ? null : event.reaction;
          const change: ReactionChange = from === null ? 'add' : target === null ? 'remove' : 'switch';
          return { name: 'pending', change, target, server: state.server, blocked: state.blocked };
        }
        case 'SYNC': {
          const server: ReactionSnapshot = { reaction: event.item.reaction ?? null, reactions: event.item.reactions };
          return sameSnapshot(server, state.server) ? state : resting(server, state.blocked, state.failure);
        }
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        // No call is under way: a late answer is ignored.
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'pending':
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(event.result ?? applyReaction(state.server, state.target), state.blocked);
        case 'FAILED':
          return resting(state.server, state.blocked, reactionAlert(event.error));
        case 'SYNC': {
          const server: ReactionSnapshot = { reaction: event.item.reaction ?? null, reactions: event.item.reactions };
          return sameSnapshot(server, state.server) ? state : { ...state, server };
        }
        case 'CLICK':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

// ——— selectors ———

/** What the bar shows: the reader's reaction and the counts (optimistic while pending). */
export function shownSnapshot(state: ReactionState): ReactionSnapshot {
  return state.name === 'pending' ? applyReaction(state.server, state.target) : state.server;
}

/** The reader's reaction as shown, or `null`. */
export function shownReaction(state: ReactionState): string | null {
  return state.name === 'pending' ? state.target : state.server.reaction;
}

/** The counts as shown. */
export function shownCounts(state: ReactionState): ReactionCounts {
  return shownSnapshot(state).reactions;
}

export function isPending(state: ReactionState): boolean {
  return state.name === 'pending';
}

/** Whether clicks are accepted (not guarded and no call pending). */
export function canClick(state: ReactionState): boolean {
  return state.blocked === null && state.name !== 'pending';
}

/**
 * The call a pending state needs: P01 `add` with the new reaction (it replaces the old one), or P02 `remove`
 * with the reaction being removed. `null` when nothing is pending.
 */
export function reactionRequest(state: ReactionState): { method: 'add'; reaction: string } | { method: 'remove'; reaction: string | null } | null {
  if (state.name !== 'pending') return null;
  return state.target !== null ? { method: 'add', reaction: state.target } : { method: 'remove', reaction: state.server.reaction };
}

/** The alert of the call that just failed, or `null`. */
export function reactionFailure(state: ReactionState): ReactionAlert | null {
  return state.name === 'pending' ? null : state.failure;
}
