import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  type FreeSignupEvent,
  type FreeSignupState,
  freeSignupFailureMessageId,
  freeSignupRequest,
  initialFreeSignupState,
  referralTokenOf,
  transition,
} from './freeSignup.machine';

const route = 'POST /api/v1/free';
const request = { email: 'reader@example.com', source: 'free_subscribe_to_like' } as const;
const idle: FreeSignupState = initialFreeSignupState;
const submitting: FreeSignupState = { name: 'submitting', request };
const success: FreeSignupState = { name: 'success', email: 'reader@example.com', referralToken: 'rt_abc' };
const inviteOnly = new ApiError({ kind: 'http', route, status: 403, serverMessage: '  The Inner Circle is invite-only. Request a subscription instead. ' });
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const offline = new ApiError({ kind: 'network', route });
const error: FreeSignupState = {
  name: 'error',
  request,
  messageId: 'signup.free.error',
  serverMessage: 'The Inner Circle is invite-only. Request a subscription instead.',
};

describe('M31 free signup (E21)', () => {
  it.each<[string, FreeSignupState, FreeSignupEvent, FreeSignupState]>([
    ['idle ─SUBMIT→ submitting', idle, { type: 'SUBMIT', request }, submitting],
    ['submitting ─SUCCEEDED→ success with the referral token', submitting, { type: 'SUCCEEDED', referralToken: 'rt_abc' }, success],
    [
      'submitting ─SUCCEEDED→ success with the address the server normalised',
      { name: 'submitting', request: { email: 'Reader@Example.com', source: 'newsletters' } },
      { type: 'SUCCEEDED', referralToken: 'rt_abc', email: 'reader@example.com' },
      success,
    ],
    ['submitting ─FAILED(403 with words)→ error keeping the server’s words', submitting, { type: 'FAILED', error: inviteOnly }, error],
    [
      'submitting ─FAILED(500)→ error with the catalogue text',
      submitting,
      { type: 'FAILED', error: server500 },
      { name: 'error', request, messageId: 'signup.free.error', serverMessage: null },
    ],
    [
      'submitting ─FAILED(network)→ error with the network text',
      submitting,
      { type: 'FAILED', error: offline },
      { name: 'error', request, messageId: 'common.error.network', serverMessage: null },
    ],
    ['error ─DISMISS_FAILURE→ idle (the form stays)', error, { type: 'DISMISS_FAILURE' }, idle],
    ['error ─SUBMIT→ submitting (tried again)', error, { type: 'SUBMIT', request }, submitting],
    ['success ─SUBMIT→ submitting (another address)', success, { type: 'SUBMIT', request }, submitting],
    ['success ─RESET→ idle', success, { type: 'RESET' }, idle],
    ['submitting ─RESET→ idle', submitting, { type: 'RESET' }, idle],
    ['error ─RESET→ idle', error, { type: 'RESET' }, idle],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it.each<[string, FreeSignupState, FreeSignupEvent]>([
    ['a second SUBMIT while one is under way', submitting, { type: 'SUBMIT', request: { ...request, email: 'other@example.com' } }],
    ['SUCCEEDED when nothing was sent', idle, { type: 'SUCCEEDED', referralToken: 'x' }],
    ['FAILED when nothing was sent', idle, { type: 'FAILED', error: server500 }],
    ['FAILED after success', success, { type: 'FAILED', error: server500 }],
    ['DISMISS_FAILURE without a failure', submitting, { type: 'DISMISS_FAILURE' }],
    ['RESET when idle', idle, { type: 'RESET' }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });

  it('names the request only while submitting, and the referral token only on success', () => {
    expect(freeSignupRequest(submitting)).toEqual(request);
    expect([idle, success, error].map(freeSignupRequest)).toEqual([null, null, null]);
    expect(referralTokenOf(success)).toBe('rt_abc');
    expect([idle, submitting, error].map(referralTokenOf)).toEqual([null, null, null]);
  });

  it('the failure text: timeout, network, else the signup text', () => {
    expect(freeSignupFailureMessageId(new ApiError({ kind: 'timeout', route }))).toBe('common.error.timeout');
    expect(freeSignupFailureMessageId(offline)).toBe('common.error.network');
    expect(freeSignupFailureMessageId(server500)).toBe('signup.free.error');
  });

  it('property: any event sequence keeps one signup at a time and a success always carries a token', () => {
    const event = fc.oneof(
      fc.constant<FreeSignupEvent>({ type: 'SUBMIT', request }),
      fc.constant<FreeSignupEvent>({ type: 'SUCCEEDED', referralToken: 'rt_1' }),
      fc.constantFrom<FreeSignupEvent>({ type: 'FAILED', error: server500 }, { type: 'FAILED', error: offline }),
      fc.constant<FreeSignupEvent>({ type: 'DISMISS_FAILURE' }),
      fc.constant<FreeSignupEvent>({ type: 'RESET' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialFreeSignupState;
        for (const e of events) {
          const next = transition(state, e);
          if (state.name === 'submitting' && e.type === 'SUBMIT') expect(next).toBe(state);
          if (next.name === 'success') expect(next.referralToken.length).toBeGreaterThan(0);
          if (next.name === 'error') expect(state.name).toMatch(/submitting|error/);
          state = next;
        }
      }),
    );
  });
});
