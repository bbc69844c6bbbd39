import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { COMMENTS_POLL_INTERVAL_MS, MAX_COLLAPSED_IDS } from './constants';
import {
  capCollapsed,
  type CommentsPageEvent,
  type CommentsPageState,
  commentsPageEventTypes,
  commentsPageStateNames,
  initialCommentsPageState,
  isCollapsed,
  newCommentCount,
  newCommentIds,
  nextPollAt,
  pollRequest,
  showsComments,
  transition,
} from './commentsPage.machine';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const http = (status: number) => new ApiError({ kind: 'http', route: 'GET /api/v1/post/:id/comments', status, serverMessage: 'x' });
const run = (events: CommentsPageEvent[], from: CommentsPageState = initialCommentsPageState({ sort: 'best_first' })) => events.reduce(transition, from);
const loaded = (locked = false) => run([{ type: 'LOADED', lastCommentAt: '2026-11-21T11:50:00.000Z', locked, now: T0 }]);

describe('M51 comments page: loading', () => {
  it('names its states and events', () => {
    expect(commentsPageStateNames).toEqual(['loading', 'ready', 'locked', 'not_allowed', 'reauth', 'paywalled', 'error']);
    expect(commentsPageEventTypes).toHaveLength(12);
  });
  it('starts loading with the sort, the stored collapsed ids and the visibility', () => {
    expect(initialCommentsPageState({ sort: 'oldest_first', collapsed: [3, 4], visible: false })).toEqual({
      name: 'loading',
      sort: 'oldest_first',
      collapsed: [3, 4],
      visible: false,
    });
  });
  it('LOADED → ready, the next poll due in 30 s', () => {
    const s = loaded();
    expect(s).toMatchObject({ name: 'ready', poll: { name: 'waiting', dueAt: T0 + COMMENTS_POLL_INTERVAL_MS }, lastCommentAt: '2026-11-21T11:50:00.000Z' });
    expect(showsComments(s)).toBe(true);
    expect(nextPollAt(s)).toBe(T0 + 30_000);
  });
  it('LOADED with comments off → locked (still shows and polls)', () => {
    const s = loaded(true);
    expect(s.name).toBe('locked');
    expect(showsComments(s)).toBe(true);
    expect(nextPollAt(s)).toBe(T0 + 30_000);
  });
  it('LOADED while hidden → paused', () => {
    const s = run([{ type: 'LOADED', lastCommentAt: null, locked: false, now: T0 }], initialCommentsPageState({ sort: 'best_first', visible: false }));
    expect(s).toMatchObject({ name: 'ready', poll: { name: 'paused' } });
    expect(nextPollAt(s)).toBeNull();
  });
  it.each([
    [400, 'not_allowed'],
    [401, 'reauth'],
    [403, 'error'],
    [404, 'error'],
    [500, 'error'],
  ] as const)('LOAD_FAILED %s → %s', (status, name) => {
    expect(run([{ type: 'LOAD_FAILED', error: http(status) }]).name).toBe(name);
  });
  it('LOAD_FAILED without a status (network, timeout, malformed) → error', () => {
    for (const kind of ['network', 'timeout', 'schema'] as const) {
      expect(run([{ type: 'LOAD_FAILED', error: new ApiError({ kind, route: 'x' }) }]).name).toBe('error');
    }
  });
  it('PAYWALLED → paywalled; RELOAD → loading again', () => {
    const s = run([{ type: 'PAYWALLED' }]);
    expect(s.name).toBe('paywalled');
    expect(showsComments(s)).toBe(false);
    expect(transition(s, { type: 'RELOAD' }).name).toBe('loading');
    const errored = run([{ type: 'LOAD_FAILED', error: http(500) }]);
    expect(transition(errored, { type: 'RELOAD' }).name).toBe('loading');
  });
  it('events for other states are ignored', () => {
    const ready = loaded();
    expect(transition(ready, { type: 'LOADED', lastCommentAt: null, locked: false, now: T0 })).toBe(ready);
    expect(transition(ready, { type: 'LOAD_FAILED', error: http(500) })).toBe(ready);
    expect(transition(ready, { type: 'PAYWALLED' })).toBe(ready);
    const loading = initialCommentsPageState({ sort: 'best_first' });
    expect(transition(loading, { type: 'RELOAD' })).toBe(loading);
    expect(transition(loading, { type: 'TICK', now: T0 + 60_000 })).toBe(loading);
    expect(transition(loading, { type: 'NEW_SEEN' })).toBe(loading);
    expect(pollRequest(loading)).toBeNull();
  });
});

describe('M51 comments page: polling', () => {
  it('TICK before the due time does nothing; at it → polling with last_comment_at', () => {
    const s = loaded();
    expect(transition(s, { type: 'TICK', now: T0 + 29_999 })).toBe(s);
    const polling = transition(s, { type: 'TICK', now: T0 + 30_000 });
    expect(pollRequest(polling)).toEqual({ lastCommentAt: '2026-11-21T11:50:00.000Z' });
    expect(nextPollAt(polling)).toBeNull();
  });
  it('POLL_SUCCEEDED → waiting 30 s more, last_comment_at moves forward (never back)', () => {
    const polling = transition(loaded(), { type: 'TICK', now: T0 + 30_000 });
    const next = transition(polling, { type: 'POLL_SUCCEEDED', added: [9], lastCommentAt: '2026-11-21T12:00:20.000Z', atTop: true, now: T0 + 30_500 });
    expect(next).toMatchObject({ poll: { name: 'waiting', dueAt: T0 + 60_500 }, lastCommentAt: '2026-11-21T12:00:20.000Z' });
    const older = transition(transition(next, { type: 'TICK', now: T0 + 60_500 }), {
      type: 'POLL_SUCCEEDED',
      added: [],
      lastCommentAt: '2026-11-21T10:00:00.000Z',
      atTop: true,
      now: T0 + 61_000,
    });
    expect(older).toMatchObject({ lastCommentAt: '2026-11-21T12:00:20.000Z' });
  });
  it('new comments while the reader is down the page are counted until NEW_SEEN', () => {
    let s = transition(loaded(), { type: 'TICK', now: T0 + 30_000 });
    s = transition(s, { type: 'POLL_SUCCEEDED', added: [7, 8], lastCommentAt: null, atTop: false, now: T0 + 30_000 });
    expect(newCommentCount(s)).toBe(2);
    s = transition(transition(s, { type: 'TICK', now: T0 + 60_000 }), {
      type: 'POLL_SUCCEEDED',
      added: [8, 9],
      lastCommentAt: null,
      atTop: false,
      now: T0 + 60_000,
    });
    expect(newCommentIds(s)).toEqual([7, 8, 9]);
    s = transition(s, { type: 'NEW_SEEN' });
    expect(newCommentCount(s)).toBe(0);
  });
  it('at the top, new comments are simply shown (nothing to announce)', () => {
    const s = transition(transition(loaded(), { type: 'TICK', now: T0 + 30_000 }), {
      type: 'POLL_SUCCEEDED',
      added: [7],
      lastCommentAt: null,
      atTop: true,
      now: T0 + 30_000,
    });
    expect(newCommentCount(s)).toBe(0);
  });
  it('hidden → paused: ticks do nothing; visible again → refresh at once', () => {
    const hidden = transition(loaded(), { type: 'VISIBILITY', visible: false, now: T0 + 5_000 });
    expect(hidden).toMatchObject({ visible: false, poll: { name: 'paused' } });
    expect(transition(hidden, { type: 'TICK', now: T0 + 600_000 })).toBe(hidden);
    const shown = transition(hidden, { type: 'VISIBILITY', visible: true, now: T0 + 600_000 });
    expect(pollRequest(shown)).toEqual({ lastCommentAt: '2026-11-21T11:50:00.000Z' });
    expect(transition(shown, { type: 'VISIBILITY', visible: true, now: T0 })).toBe(shown);
  });
  it('a poll answered while hidden waits for visibility', () => {
    const polling = transition(loaded(), { type: 'TICK', now: T0 + 30_000 });
    const hidden = transition(polling, { type: 'VISIBILITY', visible: false, now: T0 + 30_100 });
    expect(hidden).toMatchObject({ poll: { name: 'polling' } });
    expect(transition(hidden, { type: 'POLL_SUCCEEDED', added: [], lastCommentAt: null, atTop: true, now: T0 + 30_200 })).toMatchObject({
      poll: { name: 'paused' },
    });
  });
  it('a failed poll is quiet: the next one is due 30 s later; a 401 asks to re-authenticate', () => {
    const polling = transition(loaded(), { type: 'TICK', now: T0 + 30_000 });
    expect(transition(polling, { type: 'POLL_FAILED', error: http(500), now: T0 + 31_000 })).toMatchObject({
      name: 'ready',
      poll: { name: 'waiting', dueAt: T0 + 61_000 },
    });
    expect(transition(polling, { type: 'POLL_FAILED', error: new ApiError({ kind: 'network', route: 'x' }), now: T0 }).name).toBe('ready');
    expect(transition(polling, { type: 'POLL_FAILED', error: http(401), now: T0 }).name).toBe('reauth');
  });
  it('late poll answers are ignored', () => {
    const s = loaded();
    expect(transition(s, { type: 'POLL_SUCCEEDED', added: [1], lastCommentAt: null, atTop: false, now: T0 })).toBe(s);
    expect(transition(s, { type: 'POLL_FAILED', error: http(500), now: T0 })).toBe(s);
  });
  it('visibility changes before the load are remembered', () => {
    const s = transition(initialCommentsPageState({ sort: 'best_first' }), { type: 'VISIBILITY', visible: false, now: T0 });
    expect(s).toMatchObject({ name: 'loading', visible: false });
  });
});

describe('M51 comments page: sort', () => {
  it('another sort reloads; the same sort does nothing', () => {
    const s = loaded();
    expect(transition(s, { type: 'SORT', sort: 'best_first' })).toBe(s);
    expect(transition(s, { type: 'SORT', sort: 'oldest_first' })).toMatchObject({ name: 'loading', sort: 'oldest_first' });
  });
  it('on a paywall the sort is kept for later without a reload', () => {
    expect(transition(run([{ type: 'PAYWALLED' }]), { type: 'SORT', sort: 'oldest_first' })).toMatchObject({ name: 'paywalled', sort: 'oldest_first' });
  });
});

describe('M51 comments page: collapse', () => {
  it('TOGGLE_COLLAPSE adds and removes; EXPAND opens ancestors', () => {
    let s = loaded();
    s = transition(s, { type: 'TOGGLE_COLLAPSE', id: 5 });
    s = transition(s, { type: 'TOGGLE_COLLAPSE', id: 6 });
    expect(isCollapsed(s, 5)).toBe(true);
    s = transition(s, { type: 'TOGGLE_COLLAPSE', id: 5 });
    expect(s.collapsed).toEqual([6]);
    s = transition(s, { type: 'EXPAND', ids: [1, 6] });
    expect(s.collapsed).toEqual([]);
    expect(transition(s, { type: 'EXPAND', ids: [1] })).toBe(s);
  });
  it(`keeps at most ${MAX_COLLAPSED_IDS}, dropping the oldest`, () => {
    let s = loaded();
    for (let id = 1; id <= MAX_COLLAPSED_IDS + 10; id++) s = transition(s, { type: 'TOGGLE_COLLAPSE', id });
    expect(s.collapsed).toHaveLength(MAX_COLLAPSED_IDS);
    expect(s.collapsed[0]).toBe(11);
    expect(s.collapsed.at(-1)).toBe(MAX_COLLAPSED_IDS + 10);
  });
  it('capCollapsed drops duplicates and junk, keeps the same array when clean', () => {
    const clean = [1, 2, 3];
    expect(capCollapsed(clean)).toBe(clean);
    expect(capCollapsed([1, 2, 1, -4, 2.5, 3])).toEqual([2, 1, 3]);
  });
  it('collapse works in every state (the stored list survives a reload)', () => {
    const s = transition(initialCommentsPageState({ sort: 'best_first' }), { type: 'TOGGLE_COLLAPSE', id: 3 });
    expect(transition(s, { type: 'LOADED', lastCommentAt: null, locked: false, now: T0 }).collapsed).toEqual([3]);
  });
});

describe('M51 comments page: properties', () => {
  const event: fc.Arbitrary<CommentsPageEvent> = fc.oneof(
    fc
      .record({ now: fc.integer({ min: T0, max: T0 + 600_000 }), locked: fc.boolean() })
      .map((e): CommentsPageEvent => ({ type: 'LOADED', lastCommentAt: null, ...e })),
    fc.constantFrom(400, 401, 500).map((status): CommentsPageEvent => ({ type: 'LOAD_FAILED', error: http(status) })),
    fc.constant<CommentsPageEvent>({ type: 'RELOAD' }),
    fc.constantFrom('best_first', 'most_recent_first', 'oldest_first' as const).map((sort): CommentsPageEvent => ({ type: 'SORT', sort })),
    fc.integer({ min: T0, max: T0 + 600_000 }).map((now): CommentsPageEvent => ({ type: 'TICK', now })),
    fc.record({ visible: fc.boolean(), now: fc.integer({ min: T0, max: T0 + 600_000 }) }).map((e): CommentsPageEvent => ({ type: 'VISIBILITY', ...e })),
    fc
      .record({ added: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }), atTop: fc.boolean(), now: fc.integer({ min: T0, max: T0 + 600_000 }) })
      .map((e): CommentsPageEvent => ({ type: 'POLL_SUCCEEDED', lastCommentAt: null, ...e })),
    fc.integer({ min: 1, max: 400 }).map((id): CommentsPageEvent => ({ type: 'TOGGLE_COLLAPSE', id })),
  );
  it('never polls while hidden (no new poll starts), never keeps more than 250 collapsed ids', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let s = initialCommentsPageState({ sort: 'best_first' });
        for (const e of events) {
          const before = s;
          s = transition(s, e);
          expect(s.collapsed.length).toBeLessThanOrEqual(MAX_COLLAPSED_IDS);
          expect(new Set(s.collapsed).size).toBe(s.collapsed.length);
          if (!s.visible && pollRequest(s) !== null) expect(pollRequest(before)).not.toBeNull();
          if (!s.visible) expect(nextPollAt(s)).toBeNull();
        }
      }),
    );
  });
});
