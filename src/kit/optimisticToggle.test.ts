import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { optimisticToggle, type ToggleEvent, toggleEventTypes } from './optimisticToggle';

interface Snap {
  on: boolean;
  count: number;
  names: readonly string[];
}
type Failure = { kind: 'signIn' } | { kind: 'alert'; status: number | undefined };

const machine = optimisticToggle<'followed', 'unfollowed', Snap, Failure, { who: string }>({
  on: 'followed',
  off: 'unfollowed',
  isOn: (s) => s.on,
  apply: (s, on, { who }) =>
    s.on === on ? s : { on, count: Math.max(0, s.count + (on ? 1 : -1)), names: on ? [who, ...s.names] : s.names.filter((n) => n !== who) },
  failureOf: (error) => (error.isUnauthorized ? { kind: 'signIn' } : { kind: 'alert', status: error.status }),
  same: (a, b) => a.on === b.on && a.count === b.count,
});

const off: Snap = { on: false, count: 3, names: ['B'] };
const on: Snap = { on: true, count: 4, names: ['A', 'B'] };
const http = (status: number) => new ApiError({ kind: 'http', route: 'POST /x', status });

describe('optimisticToggle (kit)', () => {
  it('rests in the on or off state the server snapshot says', () => {
    expect(machine.initial(off)).toEqual({ name: 'unfollowed', server: off, enabled: true, failure: null });
    expect(machine.initial(on, false)).toEqual({ name: 'followed', server: on, enabled: false, failure: null });
  });

  it('off + TOGGLE → pending(on) with the event’s extra; shown derives the outcome; request is true', () => {
    const p = machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' });
    expect(p).toEqual({ name: 'pending', target: true, server: off, enabled: true, who: 'A' });
    expect(machine.shown(p)).toEqual({ on: true, count: 4, names: ['A', 'B'] });
    expect(machine.request(p)).toBe(true);
    expect(machine.failure(p)).toBeNull();
  });

  it('on + TOGGLE → pending(off); SUCCEEDED rests on the applied snapshot', () => {
    const p = machine.transition(machine.initial(on), { type: 'TOGGLE', who: 'A' });
    expect(machine.request(p)).toBe(false);
    const done = machine.transition(p, { type: 'SUCCEEDED' });
    expect(done).toEqual({ name: 'unfollowed', server: { on: false, count: 3, names: ['B'] }, enabled: true, failure: null });
  });

  it('pending + FAILED → exactly the server state, with the failure the spec names (401 → sign in)', () => {
    const p = machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' });
    const failed = machine.transition(p, { type: 'FAILED', error: http(500) });
    expect(failed).toEqual({ name: 'unfollowed', server: off, enabled: true, failure: { kind: 'alert', status: 500 } });
    expect(machine.failure(failed)).toEqual({ kind: 'alert', status: 500 });
    expect(machine.failure(machine.transition(p, { type: 'FAILED', error: http(401) }))).toEqual({ kind: 'signIn' });
  });

  it('DISMISS_FAILURE clears a shown failure; the same state when there is none', () => {
    const failed = machine.transition(machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' }), { type: 'FAILED', error: http(500) });
    expect(machine.transition(failed, { type: 'DISMISS_FAILURE' })).toEqual({ ...failed, failure: null });
    const rest = machine.initial(off);
    expect(machine.transition(rest, { type: 'DISMISS_FAILURE' })).toBe(rest);
  });

  it('one call at a time: TOGGLE and DISMISS_FAILURE while pending are ignored; late answers at rest are ignored', () => {
    const p = machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' });
    expect(machine.transition(p, { type: 'TOGGLE', who: 'A' })).toBe(p);
    expect(machine.transition(p, { type: 'DISMISS_FAILURE' })).toBe(p);
    const rest = machine.initial(off);
    expect(machine.transition(rest, { type: 'SUCCEEDED' })).toBe(rest);
    expect(machine.transition(rest, { type: 'FAILED', error: http(500) })).toBe(rest);
  });

  it('SYNC replaces the snapshot at rest (keeping a failure) and while pending (the call’s outcome applies to it); nothing new → same object', () => {
    const failed = machine.transition(machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' }), { type: 'FAILED', error: http(500) });
    const synced = machine.transition(failed, { type: 'SYNC', server: on });
    expect(synced).toEqual({ name: 'followed', server: on, enabled: true, failure: { kind: 'alert', status: 500 } });
    const p = machine.transition(machine.initial(off), { type: 'TOGGLE', who: 'A' });
    const fresher: Snap = { on: false, count: 10, names: [] };
    const ps = machine.transition(p, { type: 'SYNC', server: fresher });
    expect(ps).toMatchObject({ name: 'pending', target: true, server: fresher, who: 'A' });
    expect(machine.shown(ps).count).toBe(11);
    expect(machine.transition(p, { type: 'SYNC', server: { ...off } })).toBe(p);
  });

  it('a machine built disabled ignores every toggle', () => {
    const disabled = machine.initial(off, false);
    expect(machine.transition(disabled, { type: 'TOGGLE', who: 'A' })).toBe(disabled);
  });

  it('a refused machine makes no call: TOGGLE sets the refusal as the failure and stays; SYNC and DISMISS_FAILURE keep the refusal', () => {
    const refused = machine.initial(off, true, { kind: 'signIn' });
    expect(refused).toEqual({ name: 'unfollowed', server: off, enabled: true, failure: null, refusal: { kind: 'signIn' } });
    const asked = machine.transition(refused, { type: 'TOGGLE', who: 'A' });
    expect(asked).toEqual({ ...refused, failure: { kind: 'signIn' } });
    expect(machine.request(asked)).toBeNull();
    expect(machine.failure(asked)).toEqual({ kind: 'signIn' });
    const dismissed = machine.transition(asked, { type: 'DISMISS_FAILURE' });
    expect(dismissed).toEqual(refused);
    const synced = machine.transition(dismissed, { type: 'SYNC', server: on });
    expect(synced).toEqual({ name: 'followed', server: on, enabled: true, failure: null, refusal: { kind: 'signIn' } });
    expect(machine.request(machine.transition(synced, { type: 'TOGGLE', who: 'A' }))).toBeNull();
    // Disabled wins: a switched-off control says nothing at all.
    const both = machine.initial(off, false, { kind: 'signIn' });
    expect(machine.transition(both, { type: 'TOGGLE', who: 'A' })).toBe(both);
    // Without a refusal the state has no refusal key (every other toggle keeps its shape).
    expect('refusal' in machine.initial(off, true, null)).toBe(false);
  });

  it('property: any event sequence keeps shown within one step of the server and never counts below zero', () => {
    const event = fc.oneof(
      fc.constant<ToggleEvent<Snap, { who: string }>>({ type: 'TOGGLE', who: 'A' }),
      fc.constant<ToggleEvent<Snap, { who: string }>>({ type: 'SUCCEEDED' }),
      fc.constant<ToggleEvent<Snap, { who: string }>>({ type: 'FAILED', error: http(500) }),
      fc.constant<ToggleEvent<Snap, { who: string }>>({ type: 'DISMISS_FAILURE' }),
      fc.record({ on: fc.boolean(), count: fc.nat(5) }).map<ToggleEvent<Snap, { who: string }>>((s) => ({ type: 'SYNC', server: { ...s, names: [] } })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = machine.initial(off);
        for (const e of events) {
          state = machine.transition(state, e);
          const shown = machine.shown(state);
          expect(shown.count).toBeGreaterThanOrEqual(0);
          expect(Math.abs(shown.count - state.server.count)).toBeLessThanOrEqual(1);
          expect(state.name === 'pending' || state.name === (state.server.on ? 'followed' : 'unfollowed')).toBe(true);
        }
      }),
    );
    expect(toggleEventTypes).toEqual(['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE']);
  });
});
