import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  type FollowEvent,
  type FollowState,
  followFailure,
  followFailureMessageId,
  followRequest,
  followToastId,
  followToggle,
  initialFollowState,
  isAutoFollow,
  isFollowing,
  transition,
} from './authorFollow.machine';

const route = 'PATCH /api/v1/subscription/sections/email';
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const signedOut = new ApiError({ kind: 'http', route, status: 401 });
const offline = new ApiError({ kind: 'network', route });
const loading = initialFollowState();
const arriving = initialFollowState(true);
const notFollowing: FollowState = followToggle.initial(false);
const following: FollowState = followToggle.initial(true);
const pending = (target: boolean, auto = false): FollowState => ({ name: 'pending', server: !target, enabled: true, target, auto });
const failedFrom = (server: boolean, error: ApiError): FollowState => ({ name: server ? 'following' : 'not_following', server, enabled: true, failure: error });

describe('M20 author follow, on the kit toggle', () => {
  it.each<[string, FollowState, FollowEvent, FollowState]>([
    ['a subscribed reader with the section off: Get Notified', loading, { type: 'LOADED', subscribed: true, setting: 'disabled' }, notFollowing],
    ['a subscribed reader with no setting yet: Get Notified', loading, { type: 'LOADED', subscribed: true, setting: null }, notFollowing],
    ['a subscribed reader with the section on: Notified', loading, { type: 'LOADED', subscribed: true, setting: 'individual' }, following],
    ['not subscribed (or signed out)', loading, { type: 'LOADED', subscribed: false, setting: null }, { name: 'not_subscribed' }],
    ['not subscribed ─TOGGLE→ the subscribe page', { name: 'not_subscribed' }, { type: 'TOGGLE' }, { name: 'redirecting' }],
    ['Get Notified ─TOGGLE→ Notified at once (pending)', notFollowing, { type: 'TOGGLE' }, pending(true)],
    ['Notified ─TOGGLE→ Get Notified at once (pending)', following, { type: 'TOGGLE' }, pending(false)],
    ['pending ─SUCCEEDED→ the new value', pending(true), { type: 'SUCCEEDED' }, following],
    ['follow fails → reverts to Get Notified with its failure', pending(true), { type: 'FAILED', error: server500 }, failedFrom(false, server500)],
    ['unfollow fails → reverts to Notified with its failure', pending(false), { type: 'FAILED', error: server500 }, failedFrom(true, server500)],
    ['failure ─DISMISS_FAILURE→ at rest', failedFrom(false, server500), { type: 'DISMISS_FAILURE' }, notFollowing],
    // follow=true on arrival
    ['ARRIVE while loading remembers it', loading, { type: 'ARRIVE' }, arriving],
    ['arriving + subscribed + not following → follows by itself', arriving, { type: 'LOADED', subscribed: true, setting: 'disabled' }, pending(true, true)],
    ['arriving + already following → nothing changes', arriving, { type: 'LOADED', subscribed: true, setting: 'individual' }, following],
    [
      'arriving + not subscribed → no second trip to the subscribe page',
      arriving,
      { type: 'LOADED', subscribed: false, setting: null },
      { name: 'not_subscribed' },
    ],
    ['ARRIVE once loaded and not following → follows', notFollowing, { type: 'ARRIVE' }, pending(true, true)],
    ['a refetch that disagrees moves the resting toggle', notFollowing, { type: 'LOADED', subscribed: true, setting: 'individual' }, following],
    ['a refetch saying the reader unsubscribed', following, { type: 'LOADED', subscribed: false, setting: null }, { name: 'not_subscribed' }],
    [
      'a refetch while pending replaces the server value under the call',
      pending(true),
      { type: 'LOADED', subscribed: true, setting: 'individual' },
      { ...pending(true), server: true } as FollowState,
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it.each<[string, FollowState, FollowEvent]>([
    ['TOGGLE while loading', loading, { type: 'TOGGLE' }],
    ['TOGGLE while pending', pending(true), { type: 'TOGGLE' }],
    ['TOGGLE while redirecting', { name: 'redirecting' }, { type: 'TOGGLE' }],
    ['TOGGLE while a failure is shown', failedFrom(false, server500), { type: 'TOGGLE' }],
    ['SUCCEEDED without a request', following, { type: 'SUCCEEDED' }],
    ['FAILED without a request', following, { type: 'FAILED', error: server500 }],
    ['DISMISS_FAILURE without a failure', following, { type: 'DISMISS_FAILURE' }],
    ['ARRIVE when already following', following, { type: 'ARRIVE' }],
    ['ARRIVE when not subscribed', { name: 'not_subscribed' }, { type: 'ARRIVE' }],
    ['ARRIVE twice while loading', arriving, { type: 'ARRIVE' }],
    ['a refetch while pending that agrees', pending(true), { type: 'LOADED', subscribed: true, setting: 'disabled' }],
    ['a refetch that agrees', following, { type: 'LOADED', subscribed: true, setting: 'individual' }],
    ['a refetch while redirecting', { name: 'redirecting' }, { type: 'LOADED', subscribed: true, setting: 'individual' }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });

  it('selectors: the request, the shown value, the toast by setting, the failure text by kind and direction', () => {
    expect(followRequest(pending(true, true))).toBe('individual');
    expect(followRequest(pending(false))).toBe('disabled');
    expect([loading, following, { name: 'not_subscribed' } as FollowState].map(followRequest)).toEqual([null, null, null]);
    expect([loading, { name: 'not_subscribed' } as FollowState, notFollowing, following, pending(true)].map(isFollowing)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect([pending(true, true), pending(true), following].map(isAutoFollow)).toEqual([true, false, false]);
    expect(followToastId('individual')).toBe('follow.toast.followed');
    expect(followToastId('disabled')).toBe('follow.toast.unfollowed');
    expect(followFailureMessageId(signedOut, true)).toBe('common.error.signIn');
    expect(followFailureMessageId(offline, false)).toBe('common.error.network');
    expect(followFailure(failedFrom(false, server500))).toBe('follow.error.follow');
    expect(followFailure(failedFrom(true, server500))).toBe('follow.error.unfollow');
    expect(followFailure(failedFrom(true, signedOut))).toBe('common.error.signIn');
    expect([following, loading].map(followFailure)).toEqual([null, null]);
  });

  it('property: a failed change always shows the value the server had before it', () => {
    const event = fc.constantFrom<FollowEvent>(
      { type: 'LOADED', subscribed: true, setting: 'individual' },
      { type: 'LOADED', subscribed: true, setting: 'disabled' },
      { type: 'LOADED', subscribed: false, setting: null },
      { type: 'ARRIVE' },
      { type: 'TOGGLE' },
      { type: 'SUCCEEDED' },
      { type: 'FAILED', error: server500 },
      { type: 'DISMISS_FAILURE' },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (arrive, events) => {
        let state = initialFollowState(arrive);
        for (const e of events) {
          const next = transition(state, e);
          if (state.name === 'pending' && e.type === 'FAILED') expect(isFollowing(next)).toBe(state.server);
          if (state.name === 'pending' && e.type === 'SUCCEEDED') expect(isFollowing(next)).toBe(state.target);
          if (next.name === 'redirecting' && next !== state) expect(state.name).toBe('not_subscribed');
          state = next;
        }
      }),
    );
  });
});
