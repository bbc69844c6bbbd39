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
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

/** What the server says about one comment's likes for this reader. */
export interface ReactionSnapshot {
  readonly liked: boolean;
  /** `reaction_count`. */
  readonly count: number;
}

/** Why the last call failed: sign in (401), or an alert with the error's text. */
export type ReactionFailure = { kind: 'signIn' } | { kind: 'alert'; error: ApiError };

export type ReactionState = ToggleState<'liked', 'unliked', ReactionSnapshot, ReactionFailure>;

/**
 * `TOGGLE`: the reader pressed the heart; `SUCCEEDED` / `FAILED`: the call's answer; `SYNC`: fresh server data for the
 * comment (a reload, a merge); `DISMISS_FAILURE`: the failure was shown (the alert closed, the sign-in modal opened).
 */
export type ReactionEvent = ToggleEvent<ReactionSnapshot>;

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

/** Which failure an error means: 401 → sign in; anything else → an alert with its text. */
export function reactionFailureOf(error: ApiError): ReactionFailure {
  return error.isUnauthorized ? { kind: 'signIn' } : { kind: 'alert', error };
}

const toggle = /* @__PURE__ */ optimisticToggle<'liked', 'unliked', ReactionSnapshot, ReactionFailure>({
  on: 'liked',
  off: 'unliked',
  isOn: (server) => server.liked,
  apply: (server, liked) => applyLike(server, liked),
  failureOf: reactionFailureOf,
  same: (a, b) => a.liked === b.liked && a.count === b.count,
});

/** The machine's state for a comment as the server has it; `enabled: false` when likes are off (toggles ignored). */
export const initialReactionState: (server: ReactionSnapshot, enabled?: boolean) => ReactionState = toggle.initial;

/** The kit's optimistic toggle (`kit/optimisticToggle.ts`) with M43's snapshot and failures. */
export const transition: (state: ReactionState, event: ReactionEvent) => ReactionState = toggle.transition;

// ——— selectors ———

/** What the like button shows (optimistic while pending). */
export const shownReaction: (state: ReactionState) => ReactionSnapshot = toggle.shown;

/** The call a pending state needs (E29 `like`, E30 `unlike`), or `null`. */
export function reactionRequest(state: ReactionState): 'like' | 'unlike' | null {
  const target = toggle.request(state);
  return target === null ? null : target ? 'like' : 'unlike';
}

/** The failure of the call that just failed, or `null`. */
export const reactionFailure: (state: ReactionState) => ReactionFailure | null = toggle.failure;
