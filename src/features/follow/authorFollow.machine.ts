/**
 * M20 `author-follow` (spec 001, 002): "Get Notified" ↔ "Notified" for an author's primary section, stored as the
 * reader's e-mail setting of that section (`individual` ↔ `disabled`, E15). The choice itself is the kit's
 * optimistic toggle (`optimisticToggle`: the server's setting as state, the change shown at once, one call at a time,
 * exact revert with its text on failure); this machine adds what comes before it. Pure.
 *
 * ```
 * loading ─LOADED(not subscribed)→ not_subscribed ─TOGGLE→ redirecting      (the subscribe page, back with follow=true)
 * loading ─LOADED(subscribed)→ following | not_following                    (the toggle, from the section's setting)
 * loading(arriving) ─LOADED(subscribed, not following)→ pending(auto)       (follow=true on arrival)
 * not_following ⇄ pending ⇄ following                                       (the kit's toggle; a failure reverts)
 * not_following ─ARRIVE→ pending(auto)
 * ```
 *
 * `ARRIVE` (the address carries `follow=true`) follows only a subscribed, signed-in reader who does not follow yet:
 * a reader who is not subscribed stays put (no second trip to the subscribe page), one who follows already sees
 * nothing change. A refetch (`LOADED`) feeds the toggle fresh server data (`SYNC`).
 */
import type { ApiError } from '../../api/errors';
import { type CommonFailureId, commonFailureId } from '../../kit/failure';
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

export type FollowSetting = 'individual' | 'disabled';
export type FollowFailureMessageId = 'follow.error.follow' | 'follow.error.unfollow' | CommonFailureId;

/** Whether the follow call came from the address (`follow=true`) rather than a press. */
type Auto = { auto: boolean };

/** The toggle: the server's "following" as its snapshot; a failed call keeps its error until shown. */
export const followToggle = optimisticToggle<'following', 'not_following', boolean, ApiError, Auto>({
  on: 'following',
  off: 'not_following',
  isOn: (following) => following,
  apply: (_server, on) => on,
  failureOf: (error) => error,
});

export type FollowToggleState = ToggleState<'following', 'not_following', boolean, ApiError, Auto>;

export type FollowState = { name: 'loading'; arriving: boolean } | { name: 'not_subscribed' } | { name: 'redirecting' } | FollowToggleState;

export type FollowEvent =
  | { type: 'LOADED'; subscribed: boolean; setting: FollowSetting | null }
  | { type: 'ARRIVE' }
  | { type: 'TOGGLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'DISMISS_FAILURE' };

export const followStateNames = [
  'loading',
  'not_subscribed',
  'redirecting',
  'following',
  'not_following',
  'pending',
] as const satisfies readonly FollowState['name'][];

export function initialFollowState(arriving = false): FollowState {
  return { name: 'loading', arriving };
}

function isToggle(state: FollowState): state is FollowToggleState {
  return state.name === 'following' || state.name === 'not_following' || state.name === 'pending';
}

const step = (state: FollowToggleState, event: ToggleEvent<boolean, Auto>): FollowToggleState => followToggle.transition(state, event);

export function transition(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'LOADED': {
      if (state.name === 'redirecting' || state.name === 'pending')
        return isToggle(state) ? step(state, { type: 'SYNC', server: event.setting === 'individual' }) : state;
      if (!event.subscribed) return state.name === 'not_subscribed' ? state : { name: 'not_subscribed' };
      const following = event.setting === 'individual';
      if (isToggle(state)) return step(state, { type: 'SYNC', server: following });
      const loaded = followToggle.initial(following);
      return state.name === 'loading' && state.arriving && !following ? step(loaded, { type: 'TOGGLE', auto: true }) : loaded;
    }
    case 'ARRIVE':
      if (state.name === 'loading') return state.arriving ? state : { name: 'loading', arriving: true };
      return state.name === 'not_following' && followToggle.failure(state) === null ? step(state, { type: 'TOGGLE', auto: true }) : state;
    case 'TOGGLE':
      if (state.name === 'not_subscribed') return { name: 'redirecting' };
      return isToggle(state) && followToggle.failure(state) === null ? step(state, { type: 'TOGGLE', auto: false }) : state;
    case 'SUCCEEDED':
    case 'FAILED':
    case 'DISMISS_FAILURE':
      return isToggle(state) ? step(state, event) : state;
    default:
      return event satisfies never;
  }
}

/** The setting a pending state wants saved (E15), or `null`. */
export function followRequest(state: FollowState): FollowSetting | null {
  const on = isToggle(state) ? followToggle.request(state) : null;
  return on === null ? null : on ? 'individual' : 'disabled';
}

/** Whether the pending call came from the address (`follow=true`). */
export function isAutoFollow(state: FollowState): boolean {
  return state.name === 'pending' && state.auto;
}

/** What the button shows: following or not (the optimistic value while pending). */
export function isFollowing(state: FollowState): boolean {
  return isToggle(state) ? followToggle.shown(state) : false;
}

/** The text of the change that just failed (it is reverted), or `null`. */
export function followFailure(state: FollowState): FollowFailureMessageId | null {
  const error = isToggle(state) ? followToggle.failure(state) : null;
  // The failed call wanted the opposite of the server's value it reverted to.
  return error ? followFailureMessageId(error, !followToggle.shown(state as FollowToggleState)) : null;
}

/** The toast after a saved change: it names the setting's value (002) with 001's texts (T057 / T058). */
export function followToastId(setting: FollowSetting): 'follow.toast.followed' | 'follow.toast.unfollowed' {
  return setting === 'individual' ? 'follow.toast.followed' : 'follow.toast.unfollowed';
}

/** The text of a failed change: the kit's reader-text rule with the follow's own text as the fallback. */
export function followFailureMessageId(error: ApiError, wanted: boolean): FollowFailureMessageId {
  return commonFailureId(error, wanted ? 'follow.error.follow' : 'follow.error.unfollow');
}
