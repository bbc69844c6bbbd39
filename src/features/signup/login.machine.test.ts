import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { initialLoginState, type LoginEvent, type LoginState, loginFailure, loginRequest, transition } from './login.machine';

const route = 'POST /api/v1/email-login';
const editing = initialLoginState;
const sending: LoginState = { name: 'sending', email: 'frances@example.com', resend: false };
const resending: LoginState = { name: 'sending', email: 'frances@example.com', resend: true };
const sent: LoginState = { name: 'sent', email: 'frances@example.com', resent: false, failure: null };
const tooMany = new ApiError({ kind: 'http', route, status: 429, serverMessage: 'Too many sign-in links were requested for this email.' });
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const offline = new ApiError({ kind: 'network', route });

describe('login (P29)', () => {
  it.each<[string, LoginState, LoginEvent, LoginState]>([
    [
      'an empty e-mail breaks the required rule',
      editing,
      { type: 'SUBMIT', value: '  ' },
      { name: 'editing', failure: null, fieldError: { field: 'email', rule: 'required', messageId: 'signup.email.required' } },
    ],
    [
      'a malformed e-mail breaks the email rule',
      editing,
      { type: 'SUBMIT', value: 'frances@' },
      { name: 'editing', failure: null, fieldError: { field: 'email', rule: 'email', messageId: 'signup.email.invalid' } },
    ],
    ['a good e-mail is sent, trimmed', editing, { type: 'SUBMIT', value: ' frances@example.com ' }, sending],
    ['sending ─SUCCEEDED→ sent', sending, { type: 'SUCCEEDED' }, sent],
    [
      'sending ─FAILED(429)→ editing with the server’s words',
      sending,
      { type: 'FAILED', error: tooMany },
      {
        name: 'editing',
        fieldError: null,
        failure: { messageId: 'signup.login.tooMany', serverMessage: 'Too many sign-in links were requested for this email.' },
      },
    ],
    [
      'sending ─FAILED(500)→ editing with the catalogue text',
      sending,
      { type: 'FAILED', error: server500 },
      { name: 'editing', fieldError: null, failure: { messageId: 'signup.login.error', serverMessage: null } },
    ],
    ['sent ─RESEND→ sending again', sent, { type: 'RESEND' }, resending],
    ['resending ─SUCCEEDED→ sent (resent)', resending, { type: 'SUCCEEDED' }, { ...sent, resent: true }],
    [
      'resending ─FAILED→ sent with the reason',
      resending,
      { type: 'FAILED', error: offline },
      { ...sent, failure: { messageId: 'common.error.network', serverMessage: null } },
    ],
    ['sent ─CHANGE_EMAIL→ editing', sent, { type: 'CHANGE_EMAIL' }, editing],
    [
      'typing clears a field error',
      { name: 'editing', failure: null, fieldError: { field: 'email', rule: 'email', messageId: 'signup.email.invalid' } },
      { type: 'EDIT' },
      editing,
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it.each<[string, LoginState, LoginEvent]>([
    ['SUBMIT while sending', sending, { type: 'SUBMIT', value: 'other@example.com' }],
    ['SUBMIT once sent', sent, { type: 'SUBMIT', value: 'other@example.com' }],
    ['SUCCEEDED when nothing was sent', editing, { type: 'SUCCEEDED' }],
    ['FAILED when nothing was sent', sent, { type: 'FAILED', error: server500 }],
    ['RESEND before a link went out', editing, { type: 'RESEND' }],
    ['CHANGE_EMAIL while sending', sending, { type: 'CHANGE_EMAIL' }],
    ['EDIT without a message', editing, { type: 'EDIT' }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });

  it('names the request only while sending; the failure text by kind', () => {
    expect(loginRequest(sending)).toEqual({ email: 'frances@example.com' });
    expect([editing, sent].map(loginRequest)).toEqual([null, null]);
    expect(loginFailure(new ApiError({ kind: 'timeout', route }))).toEqual({ messageId: 'common.error.timeout', serverMessage: null });
  });

  it('property: a link is only ever requested for an address that passed the rule', () => {
    const event = fc.oneof(
      fc.string({ maxLength: 12 }).map<LoginEvent>((value) => ({ type: 'SUBMIT', value })),
      fc.constant<LoginEvent>({ type: 'SUBMIT', value: 'a@b.co' }),
      fc.constantFrom<LoginEvent>({ type: 'SUCCEEDED' }, { type: 'FAILED', error: server500 }, { type: 'RESEND' }, { type: 'CHANGE_EMAIL' }, { type: 'EDIT' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialLoginState;
        for (const e of events) {
          state = transition(state, e);
          const request = loginRequest(state);
          if (request) expect(request.email).toMatch(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/);
        }
      }),
    );
  });
});
