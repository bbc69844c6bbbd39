import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRestack,
  initialRestackState,
  type RestackEvent,
  type RestackState,
  restackEventTypes,
  restackFailure,
  restackRequest,
  restackStateNames,
  restackToast,
  restackTransition,
  shownRestack,
} from './restack.machine';
import { ApiError } from '../../api/errors';

const httpError = (status: number | undefined, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    route: 'POST /api/v1/test',
    ...(status !== undefined ? { status } : {}),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
  });
const networkError = new ApiError({ kind: 'network', route: 'POST /api/v1/test' });

const off = { restacked: false, count: 2 };
const on = { restacked: true, count: 3 };
const notRestacked = initialRestackState(off, null, true);
const restacked = initialRestackState(on, null, true);

describe('restack machine: transitions', () => {
  it('names its states and events', () => {
    expect(restackStateNames).toEqual(['not_restacked', 'restacked', 'pending']);
    expect(restackEventTypes).toHaveLength(7);
  });
  it('not_restacked + TOGGLE → pending restack, count +1', () => {
    const s = restackTransition(notRestacked, { type: 'TOGGLE' });
    expect(s).toEqual({ name: 'pending', target: true, server: { restacked: false, count: 2 }, enabled: true, hasRestacked: true, nudge: false });
    expect(shownRestack(s)).toEqual({ restacked: true, count: 3 });
    expect(restackRequest(s)).toBe('restack');
  });
  it('restacked + TOGGLE → pending undo, count −1', () => {
    const s = restackTransition(restacked, { type: 'TOGGLE' });
    expect(restackRequest(s)).toBe('undo');
    expect(shownRestack(s)).toEqual({ restacked: false, count: 2 });
  });
  it('SUCCEEDED settles the new state', () => {
    const r = restackTransition(restackTransition(notRestacked, { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(r).toEqual({ name: 'restacked', server: { restacked: true, count: 3 }, enabled: true, hasRestacked: true, nudge: false, failure: null });
    const u = restackTransition(restackTransition(restacked, { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(u.name).toBe('not_restacked');
    expect(shownRestack(u).count).toBe(2);
  });
  it('FAILED reverts with the server message as the alert', () => {
    const s = restackTransition(restackTransition(notRestacked, { type: 'TOGGLE' }), {
      type: 'FAILED',
      error: httpError(403, ' Restacks are turned off. '),
    });
    expect(s).toEqual({ ...notRestacked, failure: { kind: 'alert', message: 'Restacks are turned off.' } });
    expect(restackFailure(s)).toEqual({ kind: 'alert', message: 'Restacks are turned off.' });
  });
  it('FAILED without a message → generic alert; 401 → sign in', () => {
    const p = restackTransition(restacked, { type: 'TOGGLE' });
    expect(restackTransition(p, { type: 'FAILED', error: httpError(500) })).toEqual({ ...restacked, failure: { kind: 'alert', message: null } });
    expect(restackFailure(restackTransition(p, { type: 'FAILED', error: httpError(401) }))).toEqual({ kind: 'signIn' });
  });
  it('ignores TOGGLE / DISMISS_FAILURE while pending; late answers when resting', () => {
    const p = restackTransition(notRestacked, { type: 'TOGGLE' });
    expect(restackTransition(p, { type: 'TOGGLE' })).toBe(p);
    expect(restackTransition(p, { type: 'DISMISS_FAILURE' })).toBe(p);
    expect(restackTransition(notRestacked, { type: 'SUCCEEDED' })).toBe(notRestacked);
    expect(restackTransition(restacked, { type: 'FAILED', error: networkError })).toBe(restacked);
    expect(restackFailure(p)).toBeNull();
  });
  it('DISMISS_FAILURE clears the failure', () => {
    const failed = restackTransition(restackTransition(notRestacked, { type: 'TOGGLE' }), { type: 'FAILED', error: networkError });
    expect(restackTransition(failed, { type: 'DISMISS_FAILURE' })).toEqual(notRestacked);
    expect(restackTransition(notRestacked, { type: 'DISMISS_FAILURE' })).toBe(notRestacked);
  });
  it('SYNC replaces the server state', () => {
    expect(restackTransition(notRestacked, { type: 'SYNC', server: on }).name).toBe('restacked');
    const p = restackTransition(notRestacked, { type: 'TOGGLE' });
    expect(shownRestack(restackTransition(p, { type: 'SYNC', server: { restacked: false, count: 10 } })).count).toBe(11);
  });
});

describe('restack machine: guards', () => {
  it('signed out: TOGGLE asks to sign in, no call', () => {
    const s = initialRestackState(off, 'signedOut');
    const next = restackTransition(s, { type: 'TOGGLE' });
    expect(next).toEqual({ ...s, failure: { kind: 'signIn' } });
    expect(restackRequest(next)).toBeNull();
  });
  it('restacks off: TOGGLE is ignored', () => {
    const s = initialRestackState(off, 'disabled');
    expect(restackTransition(s, { type: 'TOGGLE' })).toBe(s);
  });
});

describe('restack machine: first-time nudge', () => {
  const never = initialRestackState(off, null, null);
  it('HAS_RESTACKED_KNOWN records E44 (same value: no change)', () => {
    const s = restackTransition(never, { type: 'HAS_RESTACKED_KNOWN', hasRestacked: false });
    expect(s.hasRestacked).toBe(false);
    expect(restackTransition(s, { type: 'HAS_RESTACKED_KNOWN', hasRestacked: false })).toBe(s);
  });
  it('the first restack of a reader who never restacked opens the nudge once', () => {
    let s = restackTransition(never, { type: 'HAS_RESTACKED_KNOWN', hasRestacked: false });
    s = restackTransition(restackTransition(s, { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(s).toMatchObject({ name: 'restacked', nudge: true, hasRestacked: true });
    s = restackTransition(s, { type: 'NUDGE_CLOSED' });
    expect(s.nudge).toBe(false);
    expect(restackTransition(s, { type: 'NUDGE_CLOSED' })).toBe(s);
    // Undo and restack again: no second nudge.
    s = restackTransition(restackTransition(s, { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    s = restackTransition(restackTransition(s, { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(s).toMatchObject({ name: 'restacked', nudge: false });
  });
  it.each([
    ['has restacked before', true],
    ['unknown (E44 not answered)', null],
  ])('no nudge when the reader %s', (_n, has) => {
    const s = restackTransition(restackTransition(initialRestackState(off, null, has), { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(s.nudge).toBe(false);
  });
  it('a failed first restack opens no nudge', () => {
    const s = restackTransition(restackTransition(initialRestackState(off, null, false), { type: 'TOGGLE' }), { type: 'FAILED', error: networkError });
    expect(s).toMatchObject({ nudge: false, hasRestacked: false });
  });
});

describe('restack toasts and counts', () => {
  it.each([
    ['restack', 'post', { id: 'footer.toast.postRestacked', view: true }],
    ['restack', 'note', { id: 'footer.toast.noteRestacked', view: true }],
    ['restack', 'comment', { id: 'footer.toast.noteRestacked', view: true }],
    ['undo', 'post', { id: 'footer.toast.restackUndone', view: false }],
  ] as const)('%s of a %s', (change, subject, toast) => {
    expect(restackToast(change, subject)).toEqual(toast);
  });
  it('never below zero', () => {
    expect(applyRestack({ restacked: true, count: 0 }, false)).toEqual({ restacked: false, count: 0 });
  });
  it('property: a failure returns to the server state; counts stay ≥ 0', () => {
    const ev = fc.constantFrom<RestackEvent>(
      { type: 'TOGGLE' },
      { type: 'SUCCEEDED' },
      { type: 'FAILED', error: networkError },
      { type: 'NUDGE_CLOSED' },
      { type: 'DISMISS_FAILURE' },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(ev, { maxLength: 30 }), (r, events) => {
        let s: RestackState = initialRestackState({ restacked: r, count: r ? 1 : 0 }, null, false);
        for (const e of events) {
          const before = s;
          s = restackTransition(s, e);
          expect(shownRestack(s).count).toBeGreaterThanOrEqual(0);
          if (before.name === 'pending' && e.type === 'FAILED') expect(shownRestack(s)).toEqual(before.server);
        }
      }),
    );
  });
});
