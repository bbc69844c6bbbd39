import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRIEND_CONNECT_DISMISS_MS, type FriendConnectState, initialState, parseDismissedUntil, transition } from './friendConnect.machine';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const WEEK = FRIEND_CONNECT_DISMISS_MS;

describe('M49 friend-connect dismissal', () => {
  it('is 604800 s', () => {
    expect(FRIEND_CONNECT_DISMISS_MS).toBe(604_800 * 1000);
  });

  it.each<[string, FriendConnectState, Parameters<typeof transition>[1], FriendConnectState]>([
    ['dismiss hides it for 7 days', { name: 'shown' }, { type: 'DISMISS', now: T0 }, { name: 'dismissed', until: T0 + WEEK }],
    ['a tick at the end shows it again', { name: 'dismissed', until: T0 + WEEK }, { type: 'TICK', now: T0 + WEEK }, { name: 'shown' }],
    ['restore a stored dismissal', { name: 'shown' }, { type: 'RESTORE', until: T0 + 1000, now: T0 }, { name: 'dismissed', until: T0 + 1000 }],
    [
      'restore an expired dismissal while dismissed past its end',
      { name: 'dismissed', until: T0 },
      { type: 'RESTORE', until: T0 - 1, now: T0 + 1 },
      { name: 'shown' },
    ],
    [
      'restore a later end than the one held',
      { name: 'dismissed', until: T0 + 10 },
      { type: 'RESTORE', until: T0 + 20, now: T0 },
      { name: 'dismissed', until: T0 + 20 },
    ],
  ])('%s', (_name, from, event, to) => {
    expect(transition(from, event)).toEqual(to);
  });

  it.each<[string, FriendConnectState, Parameters<typeof transition>[1]]>([
    ['a tick before the end', { name: 'dismissed', until: T0 + WEEK }, { type: 'TICK', now: T0 + WEEK - 1 }],
    ['a tick while shown', { name: 'shown' }, { type: 'TICK', now: T0 }],
    ['dismiss twice', { name: 'dismissed', until: T0 + WEEK }, { type: 'DISMISS', now: T0 + 5 }],
    ['restore nothing while shown', { name: 'shown' }, { type: 'RESTORE', until: null, now: T0 }],
    ['restore an expired one while shown', { name: 'shown' }, { type: 'RESTORE', until: T0 - 1, now: T0 }],
    ['restore an earlier end than the one held', { name: 'dismissed', until: T0 + 20 }, { type: 'RESTORE', until: T0 + 10, now: T0 }],
  ])('ignores %s', (_name, from, event) => {
    expect(transition(from, event)).toBe(from);
  });

  it('initial state from storage', () => {
    expect(initialState(null, T0)).toEqual({ name: 'shown' });
    expect(initialState(T0 + 1, T0)).toEqual({ name: 'dismissed', until: T0 + 1 });
    expect(initialState(T0, T0)).toEqual({ name: 'shown' });
    expect(initialState(Number.NaN, T0)).toEqual({ name: 'shown' });
  });

  it('reads only a stored number', () => {
    expect(parseDismissedUntil(String(T0))).toBe(T0);
    expect(parseDismissedUntil(null)).toBeNull();
    expect(parseDismissedUntil('soon')).toBeNull();
    expect(parseDismissedUntil('-5')).toBeNull();
    expect(parseDismissedUntil('1e99')).toBeNull();
  });

  it('property: dismissed at t, hidden at every instant before t + 7 d and shown at t + 7 d', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 0, max: WEEK - 1 }), (t, before) => {
        const dismissed = transition({ name: 'shown' }, { type: 'DISMISS', now: t });
        expect(transition(dismissed, { type: 'TICK', now: t + before }).name).toBe('dismissed');
        expect(transition(dismissed, { type: 'TICK', now: t + WEEK }).name).toBe('shown');
      }),
    );
  });
});
