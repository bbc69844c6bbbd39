/**
 * M20 `author-follow` (spec 001, 002): "Get Notified" ↔ "Notified" for an author's primary section, stored as the
 * reader's e-mail setting of that section (`individual` ↔ `disabled`, E15). Optimistic: the button changes at once
 * and reverts on failure. Pure.
 *
 * ```
 * loading ─LOADED(not subscribed)→ not_subscribed ─TOGGLE→ redirecting      (the subscribe page, back with follow=true)
 * loading ─LOADED(subscribed)→ idle(following = setting is individual)
 * loading(arriving) ─LOADED(subscribed, not following)→ pending(following, auto)   (follow=true on arrival)
 * idle ─TOGGLE→ pending(!following) ─SUCCEEDED→ idle | ─FAILED→ failed(server value) ─DISMISS_FAILURE→ idle
 * idle(not following) ─ARRIVE→ pending(following, auto)
 * ```
 *
 * `ARRIVE` (the address carries `follow=true`) follows only a subscribed, signed-in reader who does not follow yet:
 * a reader who is not subscribed stays put (no second trip to the subscribe page), one who follows already sees
 * nothing change.
 */
import type { ApiError } from '../../api/errors';

export type FollowSetting = 'individual' | 'disabled';
export type FollowFailureMessageId = 'follow.error.follow' | 'follow.error.unfollow' | 'common.error.signIn' | 'common.error.network' | 'common.error.timeout';

export type FollowState =
  | { name: 'loading'; arriving: boolean }
  | { name: 'not_subscribed' }
  | { name: 'redirecting' }
  | { name: 'idle'; following: boolean }
  | { name: 'pending'; following: boolean; server: boolean; auto: boolean }
  | { name: 'failed'; following: boolean; messageId: FollowFailureMessageId };

export type FollowEvent =
  | { type: 'LOADED'; subscribed: boolean; setting: FollowSetting | null }
  | { type: 'ARRIVE' }
  | { type: 'TOGGLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'DISMISS_FAILURE' };

export const followStateNames = ['loading', 'not_subscribed', 'redirecting', 'idle', 'pending', 'failed'] as const satisfies readonly FollowState['name'][];

export function initialFollowState(arriving = false): FollowState {
  return { name: 'loading', arriving };
}

function follow(following: boolean, auto: boolean): FollowState {
  return { name: 'pending', following: true, server: following, auto };
}

export function transition(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'LOADED': {
      if (state.name !== 'loading' && state.name !== 'idle' && state.name !== 'not_subscribed') return state;
      if (!event.subscribed) return state.name === 'not_subscribed' ? state : { name: 'not_subscribed' };
      const following = event.setting === 'individual';
      if (state.name === 'loading' && state.arriving && !following) return follow(following, true);
      return state.name === 'idle' && state.following === following ? state : { name: 'idle', following };
    }
    case 'ARRIVE':
      if (state.name === 'loading') return state.arriving ? state : { name: 'loading', arriving: true };
      return state.name === 'idle' && !state.following ? follow(false, true) : state;
    case 'TOGGLE':
      if (state.name === 'not_subscribed') return { name: 'redirecting' };
      return state.name === 'idle' ? { name: 'pending', following: !state.following, server: state.following, auto: false } : state;
    case 'SUCCEEDED':
      return state.name === 'pending' ? { name: 'idle', following: state.following } : state;
    case 'FAILED':
      return state.name === 'pending' ? { name: 'failed', following: state.server, messageId: followFailureMessageId(event.error, state.following) } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'failed' ? { name: 'idle', following: state.following } : state;
    default:
      return event satisfies never;
  }
}

/** The setting a pending state wants saved (E15), or `null`. */
export function followRequest(state: FollowState): FollowSetting | null {
  if (state.name !== 'pending') return null;
  return state.following ? 'individual' : 'disabled';
}

/** What the button shows: following or not (the optimistic value while pending). */
export function isFollowing(state: FollowState): boolean {
  return state.name === 'idle' || state.name === 'pending' || state.name === 'failed' ? state.following : false;
}

/** The toast after a saved change: it names the setting's value (002) with 001's texts (T057 / T058). */
export function followToastId(setting: FollowSetting): 'follow.toast.followed' | 'follow.toast.unfollowed' {
  return setting === 'individual' ? 'follow.toast.followed' : 'follow.toast.unfollowed';
}

/** The text of a failed change (the change is reverted). */
export function followFailureMessageId(error: Pick<ApiError, 'isUnauthorized' | 'isNetwork' | 'isTimeout'>, wanted: boolean): FollowFailureMessageId {
  if (error.isUnauthorized) return 'common.error.signIn';
  if (error.isTimeout) return 'common.error.timeout';
  if (error.isNetwork) return 'common.error.network';
  return wanted ? 'follow.error.follow' : 'follow.error.unfollow';
}
