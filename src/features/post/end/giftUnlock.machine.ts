/**
 * M24 `post-gift-unlock` (spec 000; partial in the spec): a reader without access unlocks a teaser-eligible post
 * with their post-unlock (gift/teaser) token, P22 `POST /api/v1/posts/{id}/unlock`. Pure: no React, DOM or fetch.
 *
 * ```
 * hidden                                     (guards fail: never leaves)
 * locked ─UNLOCK→ unlocking ─SUCCEEDED→ unlocked   (the hook refetches the post: it arrives in full)
 *                           ─FAILED───→ error      (toast: T049 on 403/404/400, sign-in text on 401, else generic)
 * error  ─UNLOCK→ unlocking                        (try again)
 * ```
 *
 * Guards (000): `teaser_post_eligible` and not `user.has_redeemed_post_unlock_token`, and the reader does not read
 * the whole post already (`truncated_body_text`).
 */
import type { ApiError } from '../../../api/errors';
import type { Post, User } from '../../../api/schemas/core';

/** Experiment variants of the prompt (000; G31: assigned by an overridable experiment hook). */
export const giftUnlockVariants = ['control', 'treatment_more_gifty', 'treatment_popover_gifty'] as const;
export type GiftUnlockVariant = (typeof giftUnlockVariants)[number];

/** The toast of a failed unlock, as a message id. */
export type GiftUnlockFailure = 'postEnd.giftUnlock.unavailable' | 'postEnd.giftUnlock.signIn' | 'postEnd.giftUnlock.failed';

export const giftUnlockStateNames = ['hidden', 'locked', 'unlocking', 'unlocked', 'error'] as const;

export type GiftUnlockState =
  /** The prompt is not offered (guards). */
  | { name: 'hidden' }
  /** Offered; the reader has not asked yet. */
  | { name: 'locked' }
  /** P22 is running; the button is busy. */
  | { name: 'unlocking' }
  /** Redeemed: the post is readable in full (the hook refetches it). */
  | { name: 'unlocked' }
  /** P22 failed; `failure` is the toast's message. The reader may try again. */
  | { name: 'error'; failure: GiftUnlockFailure };

export type GiftUnlockEvent =
  | { type: 'UNLOCK' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** The post arrived again (refetch): a post now readable in full is unlocked. */
  | { type: 'POST_SYNCED'; truncated: boolean };

export const giftUnlockEventTypes = ['UNLOCK', 'SUCCEEDED', 'FAILED', 'POST_SYNCED'] as const satisfies readonly GiftUnlockEvent['type'][];

/** Whether the prompt is offered to this reader on this post (the guards). */
export function giftUnlockEligible(
  post: Pick<Post, 'teaser_post_eligible' | 'truncated_body_text'>,
  reader: Pick<User, 'has_redeemed_post_unlock_token'> | null,
): boolean {
  return post.teaser_post_eligible === true && post.truncated_body_text === true && reader?.has_redeemed_post_unlock_token !== true;
}

export function init(
  post: Pick<Post, 'teaser_post_eligible' | 'truncated_body_text'>,
  reader: Pick<User, 'has_redeemed_post_unlock_token'> | null,
): GiftUnlockState {
  return giftUnlockEligible(post, reader) ? { name: 'locked' } : { name: 'hidden' };
}

/** The toast for a failed P22: 401 asks to sign in; 403/404/400 (and `TEASER_UNAVAILABLE`) is T049; anything else generic. */
export function giftUnlockFailure(status?: number, code?: string | null): GiftUnlockFailure {
  if (code === 'TEASER_UNAVAILABLE') return 'postEnd.giftUnlock.unavailable';
  if (status === 401) return 'postEnd.giftUnlock.signIn';
  if (status === 400 || status === 403 || status === 404) return 'postEnd.giftUnlock.unavailable';
  return 'postEnd.giftUnlock.failed';
}

export function transition(state: GiftUnlockState, event: GiftUnlockEvent): GiftUnlockState {
  switch (event.type) {
    case 'UNLOCK':
      return state.name === 'locked' || state.name === 'error' ? { name: 'unlocking' } : state;
    case 'SUCCEEDED':
      return state.name === 'unlocking' ? { name: 'unlocked' } : state;
    case 'FAILED':
      return state.name === 'unlocking' ? { name: 'error', failure: giftUnlockFailure(event.error.status, event.error.code) } : state;
    case 'POST_SYNCED':
      return !event.truncated && state.name !== 'hidden' && state.name !== 'unlocked' ? { name: 'unlocked' } : state;
    default:
      return event satisfies never;
  }
}

/** Whether the unlock button is busy. */
export function isUnlocking(state: GiftUnlockState): boolean {
  return state.name === 'unlocking';
}
