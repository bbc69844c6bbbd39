/**
 * The suggestion card (M45, spec 002), pure: "Follow" · "Follow Back" (the person already follows the reader) ·
 * "Following", then dismissed. The follow is the kit's optimistic toggle (the server's `isFollowing` is the state;
 * a failure reverts exactly); dismissing hides the card at once whatever the follow is doing (its call is
 * fire-and-forget). The reader's own entry has no follow button (the toggle is built disabled); a signed-out reader's
 * follow asks for sign-in (the toggle is built refused).
 *
 * ```
 * follow | follow_back ─FOLLOW→ (pending) ─SUCCEEDED→ following ─FOLLOW→ (pending) ─SUCCEEDED→ follow | follow_back
 *                                         ─FAILED→ back + failure
 * any ─DISMISS→ dismissed (final)
 * ```
 */
import type { ApiError } from '../../api/errors';
import { optimisticToggle, type ToggleState } from '../../kit/optimisticToggle';

export type SuggestionFailure = 'signIn' | 'server';

export const suggestionFollow = /* @__PURE__ */ optimisticToggle<'following', 'notFollowing', boolean, SuggestionFailure>({
  on: 'following',
  off: 'notFollowing',
  isOn: (following) => following,
  apply: (_following, on) => on,
  failureOf: (error: ApiError) => (error.isUnauthorized ? 'signIn' : 'server'),
});

type FollowToggle = ToggleState<'following', 'notFollowing', boolean, SuggestionFailure>;

export type SuggestionCardState =
  | { readonly name: 'shown'; readonly follow: FollowToggle; readonly followsViewer: boolean; readonly own: boolean }
  | { readonly name: 'dismissed' };

export type SuggestionCardEvent =
  | { type: 'FOLLOW' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'SYNC'; isFollowing: boolean }
  | { type: 'DISMISS_FAILURE' }
  | { type: 'DISMISS' };

/** The card's M45 state names, as `data-state` shows them. */
export const suggestionCardStateNames = ['follow', 'follow_back', 'following', 'dismissed'] as const;
export type SuggestionCardStateName = (typeof suggestionCardStateNames)[number];

export interface SuggestionCardInit {
  isFollowing: boolean;
  followsViewer: boolean;
  /** The reader's own entry: no follow button. */
  own: boolean;
  signedIn: boolean;
}

export function initialState({ isFollowing, followsViewer, own, signedIn }: SuggestionCardInit): SuggestionCardState {
  return { name: 'shown', follow: suggestionFollow.initial(isFollowing, !own, signedIn ? null : 'signIn'), followsViewer, own };
}

export function transition(state: SuggestionCardState, event: SuggestionCardEvent): SuggestionCardState {
  if (state.name === 'dismissed') return state;
  switch (event.type) {
    case 'DISMISS':
      return { name: 'dismissed' };
    case 'FOLLOW': {
      const follow = suggestionFollow.transition(state.follow, { type: 'TOGGLE' });
      return follow === state.follow ? state : { ...state, follow };
    }
    case 'SUCCEEDED':
    case 'FAILED':
    case 'SYNC':
    case 'DISMISS_FAILURE': {
      const follow = suggestionFollow.transition(state.follow, event.type === 'SYNC' ? { type: 'SYNC', server: event.isFollowing } : event);
      return follow === state.follow ? state : { ...state, follow };
    }
    default:
      return event satisfies never;
  }
}

/** The M45 state name: `following` while the reader follows (or a follow is on its way), else `follow_back` or `follow`. */
export function cardStateName(state: SuggestionCardState): SuggestionCardStateName {
  if (state.name === 'dismissed') return 'dismissed';
  if (suggestionFollow.shown(state.follow)) return 'following';
  return state.followsViewer ? 'follow_back' : 'follow';
}

/** The button's text id (T157–T159), or `null` when the card shows no button (own entry, dismissed). */
export function buttonLabelId(state: SuggestionCardState) {
  if (state.name === 'dismissed' || state.own) return null;
  return ({ follow: 'social.suggestion.follow', follow_back: 'social.suggestion.followBack', following: 'social.suggestion.following' } as const)[
    cardStateName(state) as 'follow' | 'follow_back' | 'following'
  ];
}

/** The call a pending follow wants (`follow` / `unfollow`), or `null`. */
export function followRequest(state: SuggestionCardState): 'follow' | 'unfollow' | null {
  if (state.name === 'dismissed') return null;
  const target = suggestionFollow.request(state.follow);
  return target === null ? null : target ? 'follow' : 'unfollow';
}

/** The follow's failure until shown, or `null`. */
export function followFailure(state: SuggestionCardState): SuggestionFailure | null {
  return state.name === 'dismissed' ? null : suggestionFollow.failure(state.follow);
}

/** Whether a follow call is on its way. */
export function isFollowPending(state: SuggestionCardState): boolean {
  return state.name === 'shown' && state.follow.name === 'pending';
}
