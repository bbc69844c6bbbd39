import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  applyLike,
  initialReactionState,
  type ReactionEvent,
  type ReactionSnapshot,
  type ReactionState,
  reactionEventTypes,
  reactionFailure,
  reactionRequest,
  reactionSnapshotOf,
  reactionStateNames,
  shownReaction,
  transition,
} from './commentReaction.machine';

const http = (status: number, serverMessage?: string, code?: string) =>
  new ApiError({ kind: 'http', route: 'POST /api/v1/comment/:id/reaction', status, ...(serverMessage ? { serverMessage } : {}), ...(code ? { code } : {}) });
const failures: Record<string, ApiError> = {
  '401': http(401, 'Not authorized'),
  '400 removed': http(400, 'This comment has been removed.'),
  '403 paid only': http(403, 'This comment is only visible to paid subscribers'),
  '403 ban': http(403, 'You have been banned from this publication', 'PUBLICATION_BAN'),
  '404': http(404, 'Comment not found'),
  '500': http(500, 'Internal server error'),
  network: new ApiError({ kind: 'network', route: 'POST /api/v1/comment/:id/reaction' }),
  timeout: new ApiError({ kind: 'timeout', route: 'POST /api/v1/comment/:id/reaction' }),
  malformed: new ApiError({ kind: 'schema', route: 'POST /api/v1/comment/:id/reaction' }),
};

const unlikedServer: ReactionSnapshot = { liked: false, count: 41 };
const likedServer: ReactionSnapshot = { liked: true, count: 42 };
const unliked = initialReactionState(unlikedServer);
const liked = initialReactionState(likedServer);
const toggle: ReactionEvent = { type: 'TOGGLE' };

describe('M43 comment reaction: start', () => {
  it('reads a comment as E35 answers it', () => {
    expect(reactionSnapshotOf({ reaction: true, reaction_count: 3 })).toEqual({ liked: true, count: 3 });
    expect(reactionSnapshotOf({ reaction: null })).toEqual({ liked: false, count: 0 });
    expect(reactionSnapshotOf({ reaction: false, reaction_count: -2 })).toEqual({ liked: false, count: 0 });
  });
  it('names its states and events', () => {
    expect(reactionStateNames).toEqual(['unliked', 'liked', 'pending']);
    expect(reactionEventTypes).toEqual(['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE']);
    expect(unliked.name).toBe('unliked');
    expect(liked.name).toBe('liked');
  });
});

describe('M43 comment reaction: transitions', () => {
  it('unliked + TOGGLE → pending like, shown at once (+1)', () => {
    const s = transition(unliked, toggle);
    expect(s).toEqual({ name: 'pending', target: true, server: unlikedServer, enabled: true });
    expect(shownReaction(s)).toEqual({ liked: true, count: 42 });
    expect(reactionRequest(s)).toBe('like');
  });
  it('liked + TOGGLE → pending unlike (−1)', () => {
    const s = transition(liked, toggle);
    expect(reactionRequest(s)).toBe('unlike');
    expect(shownReaction(s)).toEqual({ liked: false, count: 41 });
  });
  it('pending + SUCCEEDED → the new resting state', () => {
    expect(transition(transition(unliked, toggle), { type: 'SUCCEEDED' })).toEqual({ name: 'liked', server: likedServer, enabled: true, failure: null });
    expect(transition(transition(liked, toggle), { type: 'SUCCEEDED' })).toEqual({ name: 'unliked', server: unlikedServer, enabled: true, failure: null });
  });
  it('toggles while pending are ignored (one call at a time)', () => {
    const pending = transition(unliked, toggle);
    expect(transition(pending, toggle)).toBe(pending);
    expect(transition(pending, { type: 'DISMISS_FAILURE' })).toBe(pending);
  });
  it('late answers at rest are ignored', () => {
    expect(transition(unliked, { type: 'SUCCEEDED' })).toBe(unliked);
    expect(transition(liked, { type: 'FAILED', error: failures['500']! })).toBe(liked);
  });
  it('likes turned off: toggles are ignored', () => {
    const off = initialReactionState(unlikedServer, false);
    expect(transition(off, toggle)).toBe(off);
    expect(reactionRequest(transition(off, toggle))).toBeNull();
  });
  it('SYNC at rest takes the server state (the same object when nothing changed)', () => {
    expect(transition(unliked, { type: 'SYNC', server: { liked: false, count: 41 } })).toBe(unliked);
    expect(transition(unliked, { type: 'SYNC', server: likedServer })).toEqual(liked);
  });
  it('SYNC while pending replaces the server state behind the optimistic one', () => {
    const pending = transition(unliked, toggle);
    const synced = transition(pending, { type: 'SYNC', server: { liked: false, count: 50 } });
    expect(synced).toMatchObject({ name: 'pending', target: true, server: { liked: false, count: 50 } });
    expect(shownReaction(synced)).toEqual({ liked: true, count: 51 });
    expect(transition(synced, { type: 'FAILED', error: failures['500']! })).toMatchObject({ name: 'unliked', server: { count: 50 } });
  });
});

describe('M43 comment reaction: failures revert to the server state', () => {
  it.each(Object.entries(failures))('%s while liking → unliked, count back', (kind, error) => {
    const failed = transition(transition(unliked, toggle), { type: 'FAILED', error });
    expect(failed.name).toBe('unliked');
    expect(shownReaction(failed)).toEqual(unlikedServer);
    const failure = reactionFailure(failed);
    if (kind === '401') expect(failure).toEqual({ kind: 'signIn' });
    else expect(failure).toEqual({ kind: 'alert', error });
  });
  it.each(Object.entries(failures))('%s while unliking → liked, count back', (_kind, error) => {
    const failed = transition(transition(liked, toggle), { type: 'FAILED', error });
    expect(failed.name).toBe('liked');
    expect(shownReaction(failed)).toEqual(likedServer);
  });
  it('DISMISS_FAILURE clears the failure; the next toggle works', () => {
    const failed = transition(transition(unliked, toggle), { type: 'FAILED', error: failures['500']! });
    const dismissed = transition(failed, { type: 'DISMISS_FAILURE' });
    expect(reactionFailure(dismissed)).toBeNull();
    expect(transition(dismissed, { type: 'DISMISS_FAILURE' })).toBe(dismissed);
    expect(reactionRequest(transition(dismissed, toggle))).toBe('like');
  });
});

describe('M43 comment reaction: properties', () => {
  const event: fc.Arbitrary<ReactionEvent> = fc.oneof(
    fc.constant<ReactionEvent>({ type: 'TOGGLE' }),
    fc.constant<ReactionEvent>({ type: 'SUCCEEDED' }),
    fc.constantFrom(...Object.values(failures)).map((error): ReactionEvent => ({ type: 'FAILED', error })),
    fc
      .record({ liked: fc.boolean(), count: fc.nat(100) })
      .map((server): ReactionEvent => ({ type: 'SYNC', server: server.liked && server.count === 0 ? { liked: true, count: 1 } : server })),
    fc.constant<ReactionEvent>({ type: 'DISMISS_FAILURE' }),
  );

  it('the shown count is never negative and differs from the server by at most one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(5), fc.array(event, { maxLength: 40 }), (startLiked, count, events) => {
        let s: ReactionState = initialReactionState({ liked: startLiked, count: startLiked ? count + 1 : count });
        for (const e of events) {
          s = transition(s, e);
          const shown = shownReaction(s);
          expect(shown.count).toBeGreaterThanOrEqual(0);
          expect(Math.abs(shown.count - s.server.count)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('a failed call returns exactly to the server state it started from', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(50), fc.constantFrom(...Object.values(failures)), (startLiked, count, error) => {
        const start = initialReactionState({ liked: startLiked, count: count + (startLiked ? 1 : 0) });
        const failed = transition(transition(start, toggle), { type: 'FAILED', error });
        expect(shownReaction(failed)).toEqual(shownReaction(start));
      }),
    );
  });

  it('applyLike moves by one and never below zero', () => {
    expect(applyLike({ liked: true, count: 0 }, false)).toEqual({ liked: false, count: 0 });
    const snap = { liked: false, count: 3 };
    expect(applyLike(snap, false)).toBe(snap);
  });
});
