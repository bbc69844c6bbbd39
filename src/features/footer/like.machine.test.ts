import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLike,
  initialLikeState,
  type LikeEvent,
  type LikeSnapshot,
  type LikeState,
  likeEventTypes,
  likeFailure,
  likeRequest,
  likerName,
  likeSnapshotOf,
  likeStateNames,
  likeTransition,
  shownLike,
} from './like.machine';
import { ApiError } from '../../api/errors';

const httpError = (status: number | undefined, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    route: 'POST /api/v1/test',
    ...(status !== undefined ? { status } : {}),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
  });
const networkError = new ApiError({ kind: 'network', route: 'POST /api/v1/test' });

const unlikedServer: LikeSnapshot = { liked: false, count: 4, reactorNames: ['Bea', 'Cy'] };
const likedServer: LikeSnapshot = { liked: true, count: 5, reactorNames: ['Paolo Paid', 'Bea'] };
const unliked = initialLikeState(unlikedServer);
const liked = initialLikeState(likedServer);

describe('like machine: init', () => {
  it('reads the post fields', () => {
    expect(likeSnapshotOf({ reaction: true, reactions: { '❤': 7 }, reactor_names: ['A'] })).toEqual({ liked: true, count: 7, reactorNames: ['A'] });
    expect(likeSnapshotOf({})).toEqual({ liked: false, count: 0, reactorNames: [] });
  });
  it('names its states and events', () => {
    expect(likeStateNames).toEqual(['unliked', 'liked', 'pending']);
    expect(likeEventTypes).toHaveLength(5);
    expect(unliked.name).toBe('unliked');
    expect(liked.name).toBe('liked');
  });
});

describe('like machine: transitions', () => {
  it('unliked + TOGGLE → pending like: count +1, liker first in the names', () => {
    const s = likeTransition(unliked, { type: 'TOGGLE', liker: 'Paolo Paid' });
    expect(s).toEqual({ name: 'pending', target: true, liker: 'Paolo Paid', server: unlikedServer, enabled: true });
    expect(shownLike(s)).toEqual({ liked: true, count: 5, reactorNames: ['Paolo Paid', 'Bea', 'Cy'] });
    expect(likeRequest(s)).toBe('like');
  });
  it('liked + TOGGLE → pending unlike: count −1, liker removed', () => {
    const s = likeTransition(liked, { type: 'TOGGLE', liker: 'Paolo Paid' });
    expect(likeRequest(s)).toBe('unlike');
    expect(shownLike(s)).toEqual({ liked: false, count: 4, reactorNames: ['Bea'] });
  });
  it('pending + SUCCEEDED → the new resting state', () => {
    const s = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: 'P' }), { type: 'SUCCEEDED' });
    expect(s).toEqual({ name: 'liked', server: { liked: true, count: 5, reactorNames: ['P', 'Bea', 'Cy'] }, enabled: true, failure: null });
    const u = likeTransition(likeTransition(liked, { type: 'TOGGLE', liker: 'Paolo Paid' }), { type: 'SUCCEEDED' });
    expect(u.name).toBe('unliked');
    expect(shownLike(u).count).toBe(4);
  });
  it('pending + FAILED(500) → back to the server state with the alert', () => {
    const s = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: 'P' }), { type: 'FAILED', error: httpError(500) });
    expect(s).toEqual({ ...unliked, failure: { kind: 'alert' } });
    expect(shownLike(s)).toEqual(unlikedServer);
    expect(likeFailure(s)).toEqual({ kind: 'alert' });
  });
  it('pending + FAILED(401) → back, asking to sign in / free-subscribe', () => {
    const s = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: '' }), { type: 'FAILED', error: httpError(401) });
    expect(s.name).toBe('unliked');
    expect(likeFailure(s)).toEqual({ kind: 'signIn' });
  });
  it('pending + FAILED(PUBLICATION_BAN) → back, with the ban’s words instead of the generic alert (issue 13)', () => {
    const ban = new ApiError({
      kind: 'http',
      route: 'POST /x',
      status: 403,
      code: 'PUBLICATION_BAN',
      serverMessage: ' You have been banned from this publication ',
    });
    const s = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: 'P' }), { type: 'FAILED', error: ban });
    expect(shownLike(s)).toEqual(unlikedServer);
    expect(likeFailure(s)).toEqual({ kind: 'banned', message: 'You have been banned from this publication' });
  });
  it('a network failure (no status) is the generic alert', () => {
    const s = likeTransition(likeTransition(liked, { type: 'TOGGLE', liker: 'P' }), { type: 'FAILED', error: networkError });
    expect(s).toEqual({ ...liked, failure: { kind: 'alert' } });
  });
  it('DISMISS_FAILURE clears the failure; without one it is ignored', () => {
    const failed = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: 'P' }), { type: 'FAILED', error: httpError(500) });
    expect(likeTransition(failed, { type: 'DISMISS_FAILURE' })).toEqual(unliked);
    expect(likeTransition(unliked, { type: 'DISMISS_FAILURE' })).toBe(unliked);
  });
  it('a new toggle after a failure starts a new call', () => {
    const failed = likeTransition(likeTransition(unliked, { type: 'TOGGLE', liker: 'P' }), { type: 'FAILED', error: httpError(500) });
    expect(likeTransition(failed, { type: 'TOGGLE', liker: 'P' }).name).toBe('pending');
  });
  it('ignores TOGGLE and DISMISS_FAILURE while pending', () => {
    const p = likeTransition(unliked, { type: 'TOGGLE', liker: 'P' });
    expect(likeTransition(p, { type: 'TOGGLE', liker: 'P' })).toBe(p);
    expect(likeTransition(p, { type: 'DISMISS_FAILURE' })).toBe(p);
    expect(likeFailure(p)).toBeNull();
  });
  it('ignores late answers when nothing is pending', () => {
    expect(likeTransition(unliked, { type: 'SUCCEEDED' })).toBe(unliked);
    expect(likeTransition(liked, { type: 'FAILED', error: httpError(500) })).toBe(liked);
    expect(likeRequest(liked)).toBeNull();
  });
  it('SYNC replaces the server snapshot, resting or pending', () => {
    const fresh: LikeSnapshot = { liked: true, count: 9, reactorNames: ['Z'] };
    expect(likeTransition(unliked, { type: 'SYNC', server: fresh })).toEqual({ name: 'liked', server: fresh, enabled: true, failure: null });
    const p = likeTransition(unliked, { type: 'TOGGLE', liker: 'P' });
    const synced = likeTransition(p, { type: 'SYNC', server: { liked: false, count: 10, reactorNames: [] } });
    expect(synced.name).toBe('pending');
    expect(shownLike(synced).count).toBe(11);
  });
  it('a machine with likes off ignores toggles', () => {
    const off = initialLikeState(unlikedServer, false);
    expect(likeTransition(off, { type: 'TOGGLE', liker: 'P' })).toBe(off);
  });
});

describe('like machine: names and counts', () => {
  it.each([
    ['admin shows the author name', 'admin', 'Ada Admin', 'Maya Author', 'Maya Author'],
    ['admin without an author name', 'admin', 'Ada Admin', undefined, 'Ada Admin'],
    ['paid reader', 'paid', 'Paolo Paid', 'Maya Author', 'Paolo Paid'],
    ['contributor', 'contributor', 'Carmen', 'Maya Author', 'Carmen'],
    ['anonymous', 'anonymous', undefined, 'Maya Author', ''],
  ] as const)('%s', (_n, role, user, author, expected) => {
    expect(likerName(role, user, author)).toBe(expected);
  });
  it('never counts below zero and does not duplicate names', () => {
    expect(applyLike({ liked: true, count: 0, reactorNames: ['P'] }, false, 'P')).toEqual({ liked: false, count: 0, reactorNames: [] });
    expect(applyLike({ liked: false, count: 1, reactorNames: ['P'] }, true, 'P').reactorNames).toEqual(['P']);
    expect(applyLike(unlikedServer, false, 'P')).toBe(unlikedServer);
  });
});

describe('like machine: properties', () => {
  const event: fc.Arbitrary<LikeEvent> = fc.oneof(
    fc.constant<LikeEvent>({ type: 'TOGGLE', liker: 'P' }),
    fc.constant<LikeEvent>({ type: 'SUCCEEDED' }),
    fc.constantFrom<LikeEvent>({ type: 'FAILED', error: httpError(500) }, { type: 'FAILED', error: httpError(401) }),
    fc.constant<LikeEvent>({ type: 'DISMISS_FAILURE' }),
  );
  it('counts never go negative; a failure returns exactly to the server state', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(3), fc.array(event, { maxLength: 30 }), (isLiked, count, events) => {
        let s: LikeState = initialLikeState({ liked: isLiked, count: isLiked ? count + 1 : count, reactorNames: [] });
        for (const e of events) {
          const before = s;
          s = likeTransition(s, e);
          expect(shownLike(s).count).toBeGreaterThanOrEqual(0);
          if (before.name === 'pending' && e.type === 'FAILED') expect(shownLike(s)).toEqual(before.server);
        }
      }),
    );
  });
});
