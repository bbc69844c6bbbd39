import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { initialState, PASSWORD_RESET_NOTICE_MS, transition } from './passwordReset.machine';

const failure = new ApiError({ kind: 'network', route: 'POST /api/v1/user/password-reset' });

describe('M26 password reset', () => {
  it('the notice lasts 20 seconds', () => expect(PASSWORD_RESET_NOTICE_MS).toBe(20_000));
  it('idle → sending → sent → idle when the notice expires', () => {
    const sending = transition(initialState, { type: 'REQUEST' });
    expect(sending).toEqual({ name: 'sending' });
    const sent = transition(sending, { type: 'SUCCEEDED' });
    expect(sent).toEqual({ name: 'sent' });
    expect(transition(sent, { type: 'NOTICE_EXPIRED' })).toEqual({ name: 'idle' });
  });
  it('a failure keeps the reason; asking again retries', () => {
    const failed = transition({ name: 'sending' }, { type: 'FAILED', error: failure });
    expect(failed).toEqual({ name: 'failed', failure });
    expect(transition(failed, { type: 'REQUEST' })).toEqual({ name: 'sending' });
  });
  it('ignores events that do not apply', () => {
    expect(transition({ name: 'sending' }, { type: 'REQUEST' })).toEqual({ name: 'sending' });
    expect(transition({ name: 'sent' }, { type: 'REQUEST' })).toEqual({ name: 'sent' });
    expect(transition(initialState, { type: 'SUCCEEDED' })).toBe(initialState);
    expect(transition(initialState, { type: 'FAILED', error: failure })).toBe(initialState);
    expect(transition(initialState, { type: 'NOTICE_EXPIRED' })).toBe(initialState);
  });
});
