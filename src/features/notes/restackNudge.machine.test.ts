import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialRestackNudgeState,
  needsHasRestacked,
  nudgeSubject,
  type RestackNudgeEvent,
  type RestackNudgeState,
  restackNudgeEventTypes,
  restackNudgeStateNames,
  restackSubjectOfComment,
  transition,
} from './restackNudge.machine';

const run = (state: RestackNudgeState, ...events: RestackNudgeEvent[]) => events.reduce(transition, state);
const firstTime = run(initialRestackNudgeState, { type: 'KNOWN', hasRestacked: false });

describe('restack nudge of the feed: transitions', () => {
  it('starts unknown and asks E44', () => {
    expect(initialRestackNudgeState).toEqual({ name: 'unknown' });
    expect(needsHasRestacked(initialRestackNudgeState)).toBe(true);
    expect(needsHasRestacked(firstTime)).toBe(false);
  });

  it('unknown ─KNOWN(false)→ firstTime; ─KNOWN(true)→ done', () => {
    expect(firstTime).toEqual({ name: 'firstTime' });
    expect(run(initialRestackNudgeState, { type: 'KNOWN', hasRestacked: true })).toEqual({ name: 'done' });
  });

  it.each(['post', 'note', 'comment'] as const)('firstTime ─RESTACKED(%s)→ open with that variant', (subject) => {
    const open = run(firstTime, { type: 'RESTACKED', subject });
    expect(open).toEqual({ name: 'open', subject });
    expect(nudgeSubject(open)).toBe(subject);
  });

  it('open ─CLOSED→ done, and a later restack opens nothing', () => {
    const closed = run(firstTime, { type: 'RESTACKED', subject: 'note' }, { type: 'CLOSED' });
    expect(closed).toEqual({ name: 'done' });
    expect(nudgeSubject(run(closed, { type: 'RESTACKED', subject: 'comment' }))).toBeNull();
  });

  it('open ignores a second restack and a late KNOWN', () => {
    const open = run(firstTime, { type: 'RESTACKED', subject: 'note' });
    expect(transition(open, { type: 'RESTACKED', subject: 'comment' })).toBe(open);
    expect(transition(open, { type: 'KNOWN', hasRestacked: true })).toBe(open);
  });

  it('a restack before the answer opens nothing and ends the nudge', () => {
    const early = run(initialRestackNudgeState, { type: 'RESTACKED', subject: 'note' });
    expect(early).toEqual({ name: 'done' });
    expect(run(early, { type: 'KNOWN', hasRestacked: false })).toEqual({ name: 'done' });
  });

  it('firstTime ─KNOWN(true)→ done (another tab restacked); KNOWN(false) again changes nothing', () => {
    expect(transition(firstTime, { type: 'KNOWN', hasRestacked: true })).toEqual({ name: 'done' });
    expect(transition(firstTime, { type: 'KNOWN', hasRestacked: false })).toBe(firstTime);
  });

  it('CLOSED while not open changes nothing', () => {
    for (const state of [initialRestackNudgeState, firstTime, { name: 'done' } as const]) expect(transition(state, { type: 'CLOSED' })).toBe(state);
  });

  it('names every state and event', () => {
    expect(restackNudgeStateNames).toEqual(['unknown', 'firstTime', 'open', 'done']);
    expect(restackNudgeEventTypes).toEqual(['KNOWN', 'RESTACKED', 'CLOSED']);
  });

  it('a feed note is a note; a reply or a comment on a post is a comment', () => {
    expect(restackSubjectOfComment({ ancestor_path: '', post_id: null })).toBe('note');
    expect(restackSubjectOfComment({})).toBe('note');
    expect(restackSubjectOfComment({ ancestor_path: '12', post_id: null })).toBe('comment');
    expect(restackSubjectOfComment({ ancestor_path: '', post_id: 4 })).toBe('comment');
  });
});

describe('restack nudge of the feed: properties', () => {
  const event = fc.oneof(
    fc.record({ type: fc.constant('KNOWN' as const), hasRestacked: fc.boolean() }),
    fc.record({ type: fc.constant('RESTACKED' as const), subject: fc.constantFrom('post' as const, 'note' as const, 'comment' as const) }),
    fc.constant({ type: 'CLOSED' as const }),
  );

  it('the nudge opens at most once, and only after the reader was known never to have restacked', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialRestackNudgeState;
        let opened = 0;
        let knownNever = false;
        for (const e of events) {
          const before = state;
          state = transition(state, e);
          if (before.name === 'unknown' && e.type === 'KNOWN' && !e.hasRestacked) knownNever = true;
          if (state.name === 'open' && before.name !== 'open') {
            opened += 1;
            expect(knownNever).toBe(true);
            expect(e.type).toBe('RESTACKED');
          }
        }
        expect(opened).toBeLessThanOrEqual(1);
      }),
    );
  });
});
