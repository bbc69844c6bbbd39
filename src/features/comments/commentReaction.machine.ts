/**
 * M43 — the reader's like (❤) on one comment (spec 002 §4 "Reactions on comments", §8; inventory M43, E29/E30).
 * Pure: no React, DOM, fetch or timers.
 *
 * ```
 * unliked ─TOGGLE→ pending(like)   ─SUCCEEDED→ liked    ─FAILED→ unliked (+ failure)
 * liked   ─TOGGLE→ pending(unlike) ─SUCCEEDED→ unliked  ─FAILED→ liked   (+ failure)
 * ```
 *
 * Optimistic: the like shows at once. The state keeps the **server's** snapshot; while a call is pending the shown
 * like and count are derived from it (`shownReaction`), so a failure returns exactly to the server's state and a
 * sync that arrives meanwhile is neither lost nor counted twice. One call at a time: toggles while pending are
 * ignored. A machine built with `enabled: false` (likes turned off) ignores every toggle.
 *
 * Failures (spec 002 §8): a 401 opens the sign-in modal (`signIn`); every other failure reverts and alerts the
 * error's text (`alert`: the server's words when it sent any, else the shared text for the failure's kind — the
 * hook asks the kit's `failureText`).
 */
import type { ApiError } from '../../api/errors';

/** What the server says about one comment's likes for this reader. */
export interface ReactionSnapshot {
  readonly liked: boolean;
  /** `reaction_count`. */
  readonly count: number;
}

/** Why the last call failed: sign in (401), or an alert with the error's text. */
export type ReactionFailure = { kind: 'signIn' } | { kind: 'alert'; error: ApiError };

interface Base {
  /** The server's state: what a failure returns to. */
  readonly server: ReactionSnapshot;
  /** `false` when likes are off: toggles are ignored. */
  readonly enabled: boolean;
}

export type ReactionState =
  | (Base & { name: 'unliked'; failure: ReactionFailure | null })
  | (Base & { name: 'liked'; failure: ReactionFailure | null })
  /** A call is under way; `target` is the like state asked for. */
  | (Base & { name: 'pending'; target: boolean });

export type ReactionEvent =
  /** The reader pressed the heart. */
  | { type: 'TOGGLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** Fresh server data for the comment (a reload, a merge). */
  | { type: 'SYNC'; server: ReactionSnapshot }
  /** The failure was shown (the alert closed, the sign-in modal opened). */
  | { type: 'DISMISS_FAILURE' };

export const reactionStateNames = ['unliked', 'liked', 'pending'] as const;
export const reactionEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly ReactionEvent['type'][];

/** A comment's snapshot as E35 answers it. */
export function reactionSnapshotOf(comment: { reaction?: boolean | null; reaction_count?: number | null }): ReactionSnapshot {
  return { liked: comment.reaction === true, count: Math.max(0, comment.reaction_count ?? 0) };
}

/** The snapshot after the like moves to `liked`; the count never goes below zero. */
export function applyLike(snapshot: ReactionSnapshot, liked: boolean): ReactionSnapshot {
  if (snapshot.liked === liked) return snapshot;
  return { liked, count: Math.max(0, snapshot.count + (liked ? 1 : -1)) };
}

function resting(server: ReactionSnapshot, enabled: boolean, failure: ReactionFailure | null = null): ReactionState {
  return server.liked ? { name: 'liked', server, enabled, failure } : { name: 'unliked', server, enabled, failure };
}

export function initialReactionState(server: ReactionSnapshot, enabled = true): ReactionState {
  return resting(server, enabled);
}

/** Which failure an error means: 401 → sign in; anything else → an alert with its text. */
export function reactionFailureOf(error: ApiError): ReactionFailure {
  return error.isUnauthorized ? { kind: 'signIn' } : { kind: 'alert', error };
}

function sameSnapshot(a: ReactionSnapshot, b: ReactionSnapshot): boolean {
  return a.liked === b.liked && a.count === b.count;
}

export function transition(state: ReactionState, event: ReactionEvent): ReactionState {
  switch (state.name) {
    case 'unliked':
    case 'liked':
      switch (event.type) {
        case 'TOGGLE':
          if (!state.enabled) return state;
          return { name: 'pending', target: !state.server.liked, server: state.server, enabled: state.enabled };
        case 'SYNC':
          return sameSnapshot(event.server, state.server) ? state : resting(event.server, state.enabled, state.failure);
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
          return resting(applyLike(state.server, state.target), state.enabled);
        case 'FAILED':
          return resting(state.server, state.enabled, reactionFailureOf(event.error));
        case 'SYNC':
          return sameSnapshot(event.server, state.server) ? state : { ...state, server: event.server };
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

// ——— selectors ———

/** What the like button shows (optimistic while pending). */
export function shownReaction(state: ReactionState): ReactionSnapshot {
  return state.name === 'pending' ? applyLike(state.server, state.target) : state.server;
}

/** The call a pending state needs (E29 `like`, E30 `unlike`), or `null`. */
export function reactionRequest(state: ReactionState): 'like' | 'unlike' | null {
  if (state.name !== 'pending') return null;
  return state.target ? 'like' : 'unlike';
}

/** The failure of the call that just failed, or `null`. */
export function reactionFailure(state: ReactionState): ReactionFailure | null {
  return state.name === 'pending' ? null : state.failure;
}
