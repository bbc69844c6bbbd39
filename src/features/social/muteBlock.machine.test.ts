import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { MuteDuration } from '../../api/schemas/feed';
import { isHidden, isMuted, muteDurationMs, noRelation, type Relation, relationName } from '../../kit/relation';
import {
  applyAction,
  failure,
  initialState,
  menuActions,
  menuMuteDurations,
  type MuteBlockEvent,
  type MuteBlockState,
  request,
  shown,
  toastId,
  transition,
} from './muteBlock.machine';

const route = 'POST /api/v1/blocks/:userId';
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const signedOut = new ApiError({ kind: 'http', route, status: 401 });
const offline = new ApiError({ kind: 'network', route });
const T0 = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

const muted = (until: number | null): Relation => ({ ...noRelation, mute: { until } });
const blocked: Relation = { ...noRelation, blocked: true };
const blocking: Relation = { ...noRelation, blocking: true };
const idle = (server: Relation = noRelation): MuteBlockState => initialState(server, 'allowed');

describe('M44 mute and block: transitions', () => {
  it.each<[string, MuteBlockState, MuteBlockEvent, MuteBlockState]>([
    [
      'mute for 1 hour',
      idle(),
      { type: 'MUTE', duration: '1hour', now: T0 },
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'mute', duration: '1hour' }, at: T0 },
    ],
    [
      'mute indefinitely',
      idle(),
      { type: 'MUTE', duration: 'indefinitely', now: T0 },
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'mute', duration: 'indefinitely' }, at: T0 },
    ],
    [
      'unmute while muted',
      idle(muted(null)),
      { type: 'UNMUTE', now: T0 },
      { name: 'pending', server: muted(null), guard: 'allowed', action: { kind: 'unmute' }, at: T0 },
    ],
    ['block', idle(), { type: 'BLOCK', now: T0 }, { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 }],
    [
      'unblock while blocking them',
      idle(blocked),
      { type: 'UNBLOCK', now: T0 },
      { name: 'pending', server: blocked, guard: 'allowed', action: { kind: 'unblock' }, at: T0 },
    ],
    [
      'a signed-out reader is asked to sign in, no call',
      initialState(noRelation, 'signedOut'),
      { type: 'BLOCK', now: T0 },
      { name: 'signInRequired', server: noRelation, guard: 'signedOut' },
    ],
    [
      'a 401 asks for sign-in and reverts',
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 },
      { type: 'FAILED', error: signedOut },
      { name: 'signInRequired', server: noRelation, guard: 'allowed' },
    ],
    [
      'a 500 reverts with a failure',
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 },
      { type: 'FAILED', error: server500 },
      { name: 'idle', server: noRelation, guard: 'allowed', failure: 'server' },
    ],
    [
      'no network reverts with a failure',
      { name: 'pending', server: muted(null), guard: 'allowed', action: { kind: 'unmute' }, at: T0 },
      { type: 'FAILED', error: offline },
      { name: 'idle', server: muted(null), guard: 'allowed', failure: 'server' },
    ],
    [
      'success takes the server answer',
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 },
      { type: 'SUCCEEDED', server: blocked },
      { name: 'idle', server: blocked, guard: 'allowed', failure: null },
    ],
    ['dismissing a failure clears it', { name: 'idle', server: noRelation, guard: 'allowed', failure: 'server' }, { type: 'DISMISS' }, idle()],
    [
      'dismissing the sign-in request returns to idle',
      { name: 'signInRequired', server: noRelation, guard: 'signedOut' },
      { type: 'DISMISS' },
      { name: 'idle', server: noRelation, guard: 'signedOut', failure: null },
    ],
    ['SYNC replaces the relation', idle(), { type: 'SYNC', server: blocked }, idle(blocked)],
    [
      'SYNC while pending keeps the action',
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 },
      { type: 'SYNC', server: muted(null) },
      { name: 'pending', server: muted(null), guard: 'allowed', action: { kind: 'block' }, at: T0 },
    ],
  ])('%s', (_name, from, event, to) => {
    expect(transition(from, event)).toEqual(to);
  });

  it.each<[string, MuteBlockState, MuteBlockEvent]>([
    ['mute while muted', idle(muted(null)), { type: 'MUTE', duration: '8hours', now: T0 }],
    ['unmute while not muted', idle(), { type: 'UNMUTE', now: T0 }],
    ['mute while they block the reader (mute hidden)', idle(blocking), { type: 'MUTE', duration: '1hour', now: T0 }],
    ['mute while the reader blocks them', idle(blocked), { type: 'MUTE', duration: '1hour', now: T0 }],
    ['block twice', idle(blocked), { type: 'BLOCK', now: T0 }],
    ['unblock while not blocking', idle(), { type: 'UNBLOCK', now: T0 }],
    ['any action on oneself', initialState(noRelation, 'self'), { type: 'BLOCK', now: T0 }],
    [
      'a second action while one is pending',
      { name: 'pending', server: noRelation, guard: 'allowed', action: { kind: 'block' }, at: T0 },
      { type: 'MUTE', duration: '1hour', now: T0 },
    ],
    ['a late success at rest', idle(), { type: 'SUCCEEDED', server: blocked }],
    ['a late failure at rest', idle(), { type: 'FAILED', error: server500 }],
    ['DISMISS with nothing to dismiss', idle(), { type: 'DISMISS' }],
    ['SYNC with the same relation', idle(noRelation), { type: 'SYNC', server: noRelation }],
  ])('ignores %s', (_name, from, event) => {
    expect(transition(from, event)).toBe(from);
  });

  it('shows a pending action at once and reverts it exactly on failure', () => {
    const pending = transition(idle(), { type: 'MUTE', duration: '8hours', now: T0 });
    expect(shown(pending)).toEqual(muted(T0 + 8 * HOUR));
    expect(request(pending)).toEqual({ kind: 'mute', duration: '8hours' });
    const failed = transition(pending, { type: 'FAILED', error: server500 });
    expect(shown(failed)).toBe(noRelation);
    expect(failure(failed)).toBe('server');
    expect(request(failed)).toBeNull();
  });

  it('a mute ends when the reader chose it to, whatever end the server answers (its clock ahead or behind)', () => {
    const pending = transition(idle(), { type: 'MUTE', duration: '1hour', now: T0 });
    expect(shown(transition(pending, { type: 'SUCCEEDED', server: muted(T0 + 5 * HOUR) }))).toEqual(muted(T0 + HOUR));
    expect(shown(transition(pending, { type: 'SUCCEEDED', server: muted(T0 - 5 * HOUR) }))).toEqual(muted(T0 + HOUR));
    const forever = transition(transition(idle(), { type: 'MUTE', duration: 'indefinitely', now: T0 }), { type: 'SUCCEEDED', server: noRelation });
    expect(shown(forever)).toEqual(muted(null));
    // The rest of the answer is the server's (a block it reports stays).
    expect(shown(transition(pending, { type: 'SUCCEEDED', server: { ...blocking, mute: { until: T0 } } }))).toEqual({
      ...blocking,
      mute: { until: T0 + HOUR },
    });
  });

  it('menu: none for oneself; mute hidden while blocking; unmute while muted; unblock while blocking them', () => {
    expect(menuActions(initialState(noRelation, 'self'), T0)).toEqual([]);
    expect(menuActions(idle(), T0)).toEqual(['mute', 'block']);
    expect(menuActions(idle(blocking), T0)).toEqual(['block']);
    expect(menuActions(idle(blocked), T0)).toEqual(['unblock']);
    expect(menuActions(idle(muted(T0 + HOUR)), T0)).toEqual(['unmute', 'block']);
    // The mute has ended: Mute is offered again.
    expect(menuActions(idle(muted(T0 + HOUR)), T0 + HOUR)).toEqual(['mute', 'block']);
    expect(menuActions(initialState(noRelation, 'signedOut'), T0)).toEqual(['mute', 'block']);
  });

  it('toasts name the action (T131–T134); durations in the spec order', () => {
    expect([toastId({ kind: 'mute', duration: '1hour' }), toastId({ kind: 'unmute' }), toastId({ kind: 'block' }), toastId({ kind: 'unblock' })]).toEqual([
      'social.toast.muted',
      'social.toast.unmuted',
      'social.toast.blocked',
      'social.toast.unblocked',
    ]);
    expect(menuMuteDurations).toEqual(['1hour', '8hours', '24hours', 'indefinitely']);
  });

  it('applyAction sets one field', () => {
    expect(applyAction(blocking, { kind: 'block' }, T0)).toEqual({ ...blocking, blocked: true });
    expect(applyAction(muted(null), { kind: 'unmute' }, T0)).toEqual(noRelation);
    expect(applyAction(blocked, { kind: 'unblock' }, T0)).toEqual(noRelation);
  });
});

describe('M44 properties', () => {
  const duration = fc.constantFrom<MuteDuration>(...menuMuteDurations);
  const relation = fc.record({
    mute: fc.option(fc.record({ until: fc.option(fc.integer({ min: T0 - 48 * HOUR, max: T0 + 48 * HOUR }), { nil: null }) }), { nil: null }),
    blocked: fc.boolean(),
    blocking: fc.boolean(),
  });
  const step = fc.oneof(
    fc.record({ type: fc.constant('MUTE' as const), duration, dt: fc.integer({ min: 0, max: 30 * HOUR }) }),
    fc.record({ type: fc.constantFrom('UNMUTE' as const, 'BLOCK' as const, 'UNBLOCK' as const), dt: fc.integer({ min: 0, max: 30 * HOUR }) }),
    fc.record({ type: fc.constant('SUCCEEDED' as const), server: relation }),
    fc.record({ type: fc.constant('FAILED' as const), error: fc.constantFrom(server500, signedOut, offline) }),
    fc.record({ type: fc.constant('DISMISS' as const) }),
  );

  it('a mute never outlives its duration: a timed mute chosen at t is over by t + duration, whatever the server answers', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = idle();
        let now = T0;
        /** The latest timed mute the reader chose that the machine took, and its end by the reader's clock. */
        let chosen: { until: number | null } | null = null;
        for (const s of steps) {
          if (s.type === 'MUTE' || s.type === 'UNMUTE' || s.type === 'BLOCK' || s.type === 'UNBLOCK') {
            now += s.dt;
            const next = transition(state, s.type === 'MUTE' ? { type: 'MUTE', duration: s.duration, now } : { type: s.type, now });
            if (s.type === 'MUTE' && next !== state && next.name === 'pending') {
              const ms = muteDurationMs[s.duration];
              chosen = { until: ms === null ? null : now + ms };
            }
            state = next;
          } else if (s.type === 'SUCCEEDED') {
            const wasMute = state.name === 'pending' && state.action.kind === 'mute';
            state = transition(state, { type: 'SUCCEEDED', server: s.server });
            if (wasMute && chosen?.until != null) {
              const until = shown(state).mute?.until;
              expect(until).toBe(chosen.until);
              // Past the chosen end the person is not muted any more (unless a block says otherwise).
              expect(isMuted(shown(state), chosen.until)).toBe(false);
            }
          } else if (s.type === 'FAILED') {
            state = transition(state, { type: 'FAILED', error: s.error });
          } else {
            state = transition(state, { type: 'DISMISS' });
          }
          // While a timed mute is pending, what shows ends exactly when chosen.
          if (state.name === 'pending' && state.action.kind === 'mute') {
            const ms = muteDurationMs[state.action.duration];
            expect(shown(state).mute?.until ?? null).toBe(ms === null ? null : state.at + ms);
          }
        }
      }),
    );
  });

  it('a failure always returns to the relation before the action', () => {
    fc.assert(
      fc.property(relation, step, fc.constantFrom(server500, offline, signedOut), (server, s, error) => {
        const from = idle(server);
        const started =
          s.type === 'MUTE'
            ? transition(from, { type: 'MUTE', duration: s.duration, now: T0 })
            : s.type === 'UNMUTE' || s.type === 'BLOCK' || s.type === 'UNBLOCK'
              ? transition(from, { type: s.type, now: T0 })
              : from;
        if (started.name !== 'pending') return;
        expect(shown(transition(started, { type: 'FAILED', error }))).toBe(server);
      }),
    );
  });

  it('hidden iff the relation has a name other than none', () => {
    fc.assert(
      fc.property(relation, fc.integer({ min: T0 - 48 * HOUR, max: T0 + 48 * HOUR }), (r, now) => {
        expect(isHidden(r, now)).toBe(relationName(r, now) !== 'none');
        if (!r.blocked && !r.blocking && r.mute?.until != null) expect(isHidden(r, now)).toBe(now < r.mute.until);
      }),
    );
  });
});
