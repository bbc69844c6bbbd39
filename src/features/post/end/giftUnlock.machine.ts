/**
 * M24 `post-gift-unlock` (spec 000; partial in the spec): a reader without access unlocks a teaser-eligible post
 * with their post-unlock (gift/teaser) token, P22 `POST /api/v1/posts/{id}/unlock`. Pure: no React, DOM or fetch.
 *
 * ```
 * hidden                                     (guards fail: never leaves)
 * locked ─UNLOCK→ unlocking ─SUCCEEDED→ unlocked   (the hook refetches the post: it arrives in full)
 *                           ─FAILED───→ error      (toast: T049 on 403/404/400, sign-in text on 401, the server's
 *                                                   words on PUBLICATION_BAN, else generic)
 * error  ─UNLOCK→ unlocking                        (try again)
 * ```
 *
 * Guards (000): `teaser_post_eligible` and not `user.has_redeemed_post_unlock_token`, and the reader does not read
 * the whole post already (`truncated_body_text`).
 *
 * A banned reader (403 `PUBLICATION_BAN`) is not told T049 "Teaser posts are not currently available for this
 * content." — the post is available, the reader is not. The spec's one ban text, T024 "You are not allowed to post or
 * react to this chat.", is the chat's and names the chat, so it does not fit here either: the toast says the server's
 * words ("You have been banned from this publication"), as the footer's like on the same page does for a ban, and the
 * generic "We couldn’t unlock this post. Please try again." when the server sent none.
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
  /**
   * P22 failed; `failure` is the toast's message, `serverText` (a ban only) the server's words said instead. The reader
   * may try again.
   */
  | { name: 'error'; failure: GiftUnlockFailure; serverText?: string };

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

/**
 * The toast for a failed P22: 401 asks to sign in; 403/404/400 (and `TEASER_UNAVAILABLE`) is T049; a ban (403
 * `PUBLICATION_BAN`, whose server words the error state carries) and anything else generic.
 */
export function giftUnlockFailure(status?: number, code?: string | null): GiftUnlockFailure {
  if (code === 'TEASER_UNAVAILABLE') return 'postEnd.giftUnlock.unavailable';
  if (code === 'PUBLICATION_BAN') return 'postEnd.giftUnlock.failed';
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
    case 'FAILED': {
      if (state.name !== 'unlocking') return state;
      const failure = giftUnlockFailure(event.error.status, event.error.code);
      const serverText = event.error.isPublicationBan ? event.error.serverMessage?.trim() : undefined;
      return serverText ? { name: 'error', failure, serverText } : { name: 'error', failure };
    }
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
