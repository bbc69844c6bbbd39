import { describe, expect, it } from 'vitest';
import { initialSaveState, saveEventTypes, saveFailure, saveRequest, saveStateNames, saveSucceededToast, saveTransition, shownSaved } from './save.machine';
import { ApiError } from '../../api/errors';

const httpError = (status: number | undefined, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    route: 'POST /api/v1/test',
    ...(status !== undefined ? { status } : {}),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
  });
const networkError = new ApiError({ kind: 'network', route: 'POST /api/v1/test' });

const unsaved = initialSaveState(false, true);
const saved = initialSaveState(true, true);
const signedOut = initialSaveState(false, false);

describe('save machine', () => {
  it('names its states and events', () => {
    expect(saveStateNames).toEqual(['unsaved', 'saved', 'pending']);
    expect(saveEventTypes).toHaveLength(5);
    expect(saved.name).toBe('saved');
  });
  it('unsaved + TOGGLE → pending save (shown saved)', () => {
    const s = saveTransition(unsaved, { type: 'TOGGLE' });
    expect(s).toEqual({ name: 'pending', target: true, server: false, enabled: true });
    expect(shownSaved(s)).toBe(true);
    expect(saveRequest(s)).toBe('save');
  });
  it('saved + TOGGLE → pending unsave', () => {
    const s = saveTransition(saved, { type: 'TOGGLE' });
    expect(shownSaved(s)).toBe(false);
    expect(saveRequest(s)).toBe('unsave');
  });
  it('pending + SUCCEEDED → the target state', () => {
    expect(saveTransition(saveTransition(unsaved, { type: 'TOGGLE' }), { type: 'SUCCEEDED' })).toEqual(saved);
    expect(saveTransition(saveTransition(saved, { type: 'TOGGLE' }), { type: 'SUCCEEDED' })).toEqual(unsaved);
  });
  it.each([
    [500, { kind: 'toast' }],
    [404, { kind: 'toast' }],
    [401, { kind: 'signIn' }],
    [undefined, { kind: 'toast' }],
  ])('pending + FAILED(%s) → reverted with %o', (status, failure) => {
    const s = saveTransition(saveTransition(unsaved, { type: 'TOGGLE' }), { type: 'FAILED', error: httpError(status) });
    expect(s).toEqual({ ...unsaved, failure });
    expect(shownSaved(s)).toBe(false);
    expect(saveFailure(s)).toEqual(failure);
  });
  it('signed out: TOGGLE makes no call and asks to sign in', () => {
    expect(signedOut).toEqual({ name: 'unsaved', server: false, enabled: true, failure: null, refusal: { kind: 'signIn' } });
    const s = saveTransition(signedOut, { type: 'TOGGLE' });
    expect(s).toEqual({ ...signedOut, failure: { kind: 'signIn' } });
    expect(saveRequest(s)).toBeNull();
    expect(saveTransition(s, { type: 'DISMISS_FAILURE' })).toEqual(signedOut);
  });
  it('ignores TOGGLE / DISMISS_FAILURE while pending, and answers with nothing pending', () => {
    const p = saveTransition(unsaved, { type: 'TOGGLE' });
    expect(saveTransition(p, { type: 'TOGGLE' })).toBe(p);
    expect(saveTransition(p, { type: 'DISMISS_FAILURE' })).toBe(p);
    expect(saveTransition(unsaved, { type: 'SUCCEEDED' })).toBe(unsaved);
    expect(saveTransition(saved, { type: 'FAILED', error: networkError })).toBe(saved);
    expect(saveTransition(unsaved, { type: 'DISMISS_FAILURE' })).toBe(unsaved);
    expect(saveFailure(p)).toBeNull();
  });
  it('SYNC takes the server value, resting or pending', () => {
    expect(saveTransition(unsaved, { type: 'SYNC', server: true })).toEqual(saved);
    expect(saveTransition(saved, { type: 'SYNC', server: true })).toBe(saved);
    const p = saveTransition(unsaved, { type: 'TOGGLE' });
    const synced = saveTransition(p, { type: 'SYNC', server: true });
    expect(synced).toEqual({ ...p, server: true });
    expect(saveTransition(synced, { type: 'FAILED', error: httpError(500) })).toEqual({ ...saved, failure: { kind: 'toast' } });
  });
  it.each([
    [true, { id: 'footer.toast.saved', view: true }],
    [false, { id: 'footer.toast.unsaved', view: false }],
  ])('toast after saved=%s', (s, toast) => {
    expect(saveSucceededToast(s)).toEqual(toast);
  });
});
