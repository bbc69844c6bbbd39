import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { initialState, type State, transition } from './cancelSubscription.machine';

const failure = new ApiError({ kind: 'http', route: 'POST /api/v1/subscription/:publicationId/cancel', status: 409 });

describe('cancel subscription', () => {
  it('asks, then cancels, then is cancelled', () => {
    const confirming = transition(initialState, { type: 'REQUEST' });
    expect(confirming).toEqual({ name: 'confirming' });
    const cancelling = transition(confirming, { type: 'CONFIRM' });
    expect(cancelling).toEqual({ name: 'cancelling' });
    expect(transition(cancelling, { type: 'SUCCEEDED' })).toEqual({ name: 'cancelled' });
  });
  it('keeping the subscription returns to idle without a request', () => {
    expect(transition({ name: 'confirming' }, { type: 'KEEP' })).toEqual({ name: 'idle' });
  });
  it('a failure keeps its reason until dismissed, then the reader may try again', () => {
    const failed = transition({ name: 'cancelling' }, { type: 'FAILED', error: failure });
    expect(failed).toEqual({ name: 'failed', failure });
    const idle = transition(failed, { type: 'DISMISS_FAILURE' });
    expect(idle).toEqual({ name: 'idle' });
    expect(transition(idle, { type: 'REQUEST' })).toEqual({ name: 'confirming' });
  });
  it('ignores events that do not apply', () => {
    const states: State[] = [{ name: 'idle' }, { name: 'cancelling' }, { name: 'cancelled' }];
    for (const s of states) {
      expect(transition(s, { type: 'CONFIRM' })).toBe(s);
      expect(transition(s, { type: 'KEEP' })).toBe(s);
      expect(transition(s, { type: 'DISMISS_FAILURE' })).toBe(s);
    }
    expect(transition({ name: 'cancelling' }, { type: 'REQUEST' })).toEqual({ name: 'cancelling' });
    expect(transition(initialState, { type: 'SUCCEEDED' })).toBe(initialState);
    expect(transition(initialState, { type: 'FAILED', error: failure })).toBe(initialState);
  });
});
