import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  buttonLabelId,
  cardStateName,
  followFailure,
  followRequest,
  initialState,
  isFollowPending,
  type SuggestionCardEvent,
  type SuggestionCardState,
  transition,
} from './suggestionCard.machine';

const route = 'POST /api/v1/feed/following/:userId';
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const signedOut = new ApiError({ kind: 'http', route, status: 401 });
const offline = new ApiError({ kind: 'network', route });

const card = (over: Partial<Parameters<typeof initialState>[0]> = {}) =>
  initialState({ isFollowing: false, followsViewer: false, own: false, signedIn: true, ...over });

describe('M45 suggestion card', () => {
  it('starts as follow, follow_back or following, with T157–T159', () => {
    expect([cardStateName(card()), buttonLabelId(card())]).toEqual(['follow', 'social.suggestion.follow']);
    expect([cardStateName(card({ followsViewer: true })), buttonLabelId(card({ followsViewer: true }))]).toEqual([
      'follow_back',
      'social.suggestion.followBack',
    ]);
    expect([cardStateName(card({ isFollowing: true })), buttonLabelId(card({ isFollowing: true }))]).toEqual(['following', 'social.suggestion.following']);
  });

  it('follow → pending (shows Following at once) → following', () => {
    const pending = transition(card(), { type: 'FOLLOW' });
    expect(cardStateName(pending)).toBe('following');
    expect(isFollowPending(pending)).toBe(true);
    expect(followRequest(pending)).toBe('follow');
    const done = transition(pending, { type: 'SUCCEEDED' });
    expect(cardStateName(done)).toBe('following');
    expect(followRequest(done)).toBeNull();
  });

  it('Follow Back → following → unfollow returns to Follow Back', () => {
    const following = transition(transition(card({ followsViewer: true }), { type: 'FOLLOW' }), { type: 'SUCCEEDED' });
    const unfollowing = transition(following, { type: 'FOLLOW' });
    expect(followRequest(unfollowing)).toBe('unfollow');
    expect(cardStateName(transition(unfollowing, { type: 'SUCCEEDED' }))).toBe('follow_back');
  });

  it.each([
    ['500', server500, 'server'],
    ['no network', offline, 'server'],
    ['401', signedOut, 'signIn'],
  ] as const)('a failed follow (%s) reverts with its failure, cleared when shown', (_name, error, reason) => {
    const failed = transition(transition(card(), { type: 'FOLLOW' }), { type: 'FAILED', error });
    expect(cardStateName(failed)).toBe('follow');
    expect(followFailure(failed)).toBe(reason);
    expect(followFailure(transition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
  });

  it('a signed-out reader: Follow asks for sign-in and sends nothing', () => {
    const refused = transition(card({ signedIn: false }), { type: 'FOLLOW' });
    expect(followFailure(refused)).toBe('signIn');
    expect(followRequest(refused)).toBeNull();
    expect(cardStateName(refused)).toBe('follow');
  });

  it('own entry: no button, Follow ignored', () => {
    const own = card({ own: true });
    expect(buttonLabelId(own)).toBeNull();
    expect(transition(own, { type: 'FOLLOW' })).toBe(own);
  });

  it('dismiss from any state is final; later answers are ignored', () => {
    const pending = transition(card(), { type: 'FOLLOW' });
    const dismissed = transition(pending, { type: 'DISMISS' });
    expect(dismissed).toEqual({ name: 'dismissed' });
    expect(cardStateName(dismissed)).toBe('dismissed');
    expect(buttonLabelId(dismissed)).toBeNull();
    for (const event of [
      { type: 'SUCCEEDED' },
      { type: 'FAILED', error: server500 },
      { type: 'FOLLOW' },
      { type: 'SYNC', isFollowing: true },
      { type: 'DISMISS' },
    ] as SuggestionCardEvent[])
      expect(transition(dismissed, event)).toBe(dismissed);
  });

  it('SYNC takes the server follow; ignored events keep the state object', () => {
    expect(cardStateName(transition(card(), { type: 'SYNC', isFollowing: true }))).toBe('following');
    const c = card();
    expect(transition(c, { type: 'SYNC', isFollowing: false })).toBe(c);
    expect(transition(c, { type: 'SUCCEEDED' })).toBe(c);
    expect(transition(c, { type: 'DISMISS_FAILURE' })).toBe(c);
  });

  it('property: a failed call leaves the card showing what the server last said', () => {
    const event = fc.constantFrom<SuggestionCardEvent>(
      { type: 'FOLLOW' },
      { type: 'SUCCEEDED' },
      { type: 'FAILED', error: server500 },
      { type: 'DISMISS_FAILURE' },
      { type: 'SYNC', isFollowing: true },
      { type: 'SYNC', isFollowing: false },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 30 }), (start, events) => {
        let state: SuggestionCardState = card({ isFollowing: start });
        let server = start;
        for (const e of events) {
          const before = state;
          state = transition(state, e);
          if (e.type === 'SYNC') server = e.isFollowing;
          if (e.type === 'SUCCEEDED' && before.name === 'shown' && before.follow.name === 'pending') server = before.follow.target;
          if (state.name === 'shown' && state.follow.name !== 'pending') expect(cardStateName(state) === 'following').toBe(server);
        }
      }),
    );
  });
});
