import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  initialNewslettersState,
  isSelected,
  type NewslettersEvent,
  type NewslettersSnapshot,
  type NewslettersState,
  newRequest,
  newslettersFailureMessageId,
  transition,
} from './newsletterSelection.machine';

const route = 'PATCH /api/v1/subscription/sections/email';
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const page: NewslettersSnapshot = {
  variant: 'themed',
  is_free_subscribed: true,
  newsletters: [
    { sectionId: 11, selected: true },
    { sectionId: 12, selected: false },
    { sectionId: 13, selected: false },
    { sectionId: 14, selected: true },
  ],
};
const loaded = (snapshot = page, access: 'signed_in' | 'token' | 'signed_out' = 'signed_in') =>
  transition(initialNewslettersState, { type: 'LOADED', page: snapshot, access });
const ready = loaded();
const on = { '11': true, '12': false, '13': false, '14': true };

describe('M25 newsletter selection: loading', () => {
  it('LOADED → ready with the variant, the access and the server’s selection', () => {
    expect(ready).toEqual({ name: 'ready', variant: 'themed', access: 'signed_in', subscribed: true, selected: on, server: on, pending: [], failure: null });
  });

  it('no newsletters → the publication’s home', () => {
    expect(loaded({ ...page, newsletters: [] })).toEqual({ name: 'redirect_home' });
  });

  it('a failed load: an expired link (401) or anything else; a retry that answers loads', () => {
    const expired = transition(initialNewslettersState, {
      type: 'LOAD_FAILED',
      error: new ApiError({ kind: 'http', route: 'GET /api/v1/newsletters', status: 401 }),
    });
    expect(expired).toEqual({ name: 'load_failed', reason: 'link_expired' });
    expect(transition(initialNewslettersState, { type: 'LOAD_FAILED', error: server500 })).toEqual({ name: 'load_failed', reason: 'other' });
    expect(transition(expired, { type: 'LOADED', page, access: 'signed_in' })).toEqual(ready);
  });
});

describe('M25 newsletter selection: toggles save at once, optimistic with revert', () => {
  it('TOGGLE turns a section on at once and asks for it', () => {
    const next = transition(ready, { type: 'TOGGLE', sectionId: 12 });
    expect(isSelected(next, 12)).toBe(true);
    expect(next).toMatchObject({ pending: [12], server: on });
    expect(newRequest(ready, next)).toEqual({ sectionIds: [12], body: { '12': { setting: 'individual' } } });
  });

  it('TOGGLE of a section that is on turns it off', () => {
    const next = transition(ready, { type: 'TOGGLE', sectionId: 11 });
    expect(newRequest(ready, next)).toEqual({ sectionIds: [11], body: { '11': { setting: 'disabled' } } });
  });

  it('SUCCEEDED keeps the change as the server’s', () => {
    const pending = transition(ready, { type: 'TOGGLE', sectionId: 12 });
    const done = transition(pending, { type: 'SUCCEEDED', sectionIds: [12] });
    expect(done).toMatchObject({ name: 'ready', pending: [], selected: { ...on, '12': true }, server: { ...on, '12': true }, failure: null });
  });

  it('FAILED reverts the section to the server’s value and names the text; DISMISS_FAILURE clears it', () => {
    const pending = transition(ready, { type: 'TOGGLE', sectionId: 12 });
    const failed = transition(pending, { type: 'FAILED', sectionIds: [12], error: server500 });
    expect(failed).toMatchObject({ name: 'ready', pending: [], selected: on, server: on, failure: { messageId: 'newsletters.error.save', sectionIds: [12] } });
    expect(transition(failed, { type: 'DISMISS_FAILURE' })).toMatchObject({ failure: null, selected: on });
  });

  it('two sections in flight: one fails, the other’s change stays', () => {
    const a = transition(ready, { type: 'TOGGLE', sectionId: 12 });
    const b = transition(a, { type: 'TOGGLE', sectionId: 14 });
    expect(newRequest(a, b)).toEqual({ sectionIds: [14], body: { '14': { setting: 'disabled' } } });
    const failed = transition(b, { type: 'FAILED', sectionIds: [12], error: server500 });
    expect(failed).toMatchObject({ pending: [14], selected: { ...on, '12': false, '14': false } });
    const done = transition(failed, { type: 'SUCCEEDED', sectionIds: [14] });
    expect(done).toMatchObject({ pending: [], selected: { ...on, '14': false }, server: { ...on, '14': false } });
  });

  it('Select All / Deselect All: one request for the sections of the group that change', () => {
    const all = transition(ready, { type: 'SET_GROUP', sectionIds: [12, 13], selected: true });
    expect(newRequest(ready, all)).toEqual({ sectionIds: [12, 13], body: { '12': { setting: 'individual' }, '13': { setting: 'individual' } } });
    const none = transition(ready, { type: 'SET_GROUP', sectionIds: [11, 12], selected: false });
    expect(newRequest(ready, none)).toEqual({ sectionIds: [11], body: { '11': { setting: 'disabled' } } });
    const failed = transition(all, { type: 'FAILED', sectionIds: [12, 13], error: server500 });
    expect(failed).toMatchObject({ selected: on, failure: { sectionIds: [12, 13] } });
  });

  it('the failure text by kind', () => {
    expect(newslettersFailureMessageId(new ApiError({ kind: 'http', route, status: 401 }))).toBe('common.error.signIn');
    expect(newslettersFailureMessageId(new ApiError({ kind: 'network', route }))).toBe('common.error.network');
    expect(newslettersFailureMessageId(new ApiError({ kind: 'timeout', route }))).toBe('common.error.timeout');
    expect(newslettersFailureMessageId(server500)).toBe('newsletters.error.save');
  });

  it('a token reader’s toggle saves like a signed-in one', () => {
    const viaToken = loaded(page, 'token');
    expect(newRequest(viaToken, transition(viaToken, { type: 'TOGGLE', sectionId: 13 }))).toEqual({
      sectionIds: [13],
      body: { '13': { setting: 'individual' } },
    });
  });

  it('a refetch takes the server’s values except for sections with a request on its way', () => {
    const pending = transition(ready, { type: 'TOGGLE', sectionId: 12 });
    const refetched = transition(pending, {
      type: 'LOADED',
      access: 'signed_in',
      page: {
        ...page,
        newsletters: [
          { sectionId: 11, selected: false },
          { sectionId: 12, selected: false },
          { sectionId: 13, selected: true },
          { sectionId: 14, selected: true },
        ],
      },
    });
    expect(refetched).toMatchObject({
      pending: [12],
      selected: { '11': false, '12': true, '13': true, '14': true },
      server: { '11': false, '12': false, '13': true, '14': true },
    });
  });
});

describe('M25 newsletter selection: a reader who does not subscribe signs up first', () => {
  const signedOut = loaded({ ...page, is_free_subscribed: false, newsletters: page.newsletters.map((n) => ({ ...n, selected: false })) }, 'signed_out');

  it('TOGGLE → signup with the chosen section; nothing is sent', () => {
    const next = transition(signedOut, { type: 'TOGGLE', sectionId: 12 });
    expect(next).toMatchObject({ name: 'signup', sectionIds: [12] });
    expect(newRequest(signedOut, next)).toBeNull();
  });

  it('Select All → signup with the group; Deselect All does nothing', () => {
    expect(transition(signedOut, { type: 'SET_GROUP', sectionIds: [12, 13], selected: true })).toMatchObject({ name: 'signup', sectionIds: [12, 13] });
    expect(transition(signedOut, { type: 'SET_GROUP', sectionIds: [12, 13], selected: false })).toBe(signedOut);
  });

  it('CANCEL_SIGNUP → ready as before', () => {
    const signup = transition(signedOut, { type: 'TOGGLE', sectionId: 12 });
    expect(transition(signup, { type: 'CANCEL_SIGNUP' })).toEqual(signedOut);
  });

  it('SIGNED_UP (a signed-in reader) → subscribed, the chosen sections asked for', () => {
    const signedInNot = loaded({ ...page, is_free_subscribed: false, newsletters: page.newsletters.map((n) => ({ ...n, selected: false })) });
    const signup = transition(signedInNot, { type: 'SET_GROUP', sectionIds: [12, 13], selected: true });
    const after = transition(signup, { type: 'SIGNED_UP' });
    expect(after).toMatchObject({ name: 'ready', subscribed: true, pending: [12, 13] });
    expect(newRequest(signup, after)).toEqual({ sectionIds: [12, 13], body: { '12': { setting: 'individual' }, '13': { setting: 'individual' } } });
  });
});

describe('M25 newsletter selection: events that do not apply', () => {
  const pending = transition(ready, { type: 'TOGGLE', sectionId: 12 });
  it.each<[string, NewslettersState, NewslettersEvent]>([
    ['TOGGLE while loading', initialNewslettersState, { type: 'TOGGLE', sectionId: 12 }],
    ['TOGGLE of a section with a request on its way', pending, { type: 'TOGGLE', sectionId: 12 }],
    ['SET_GROUP that changes nothing', ready, { type: 'SET_GROUP', sectionIds: [11, 14], selected: true }],
    ['SET_GROUP of no sections', ready, { type: 'SET_GROUP', sectionIds: [], selected: true }],
    ['SUCCEEDED of a section not pending', ready, { type: 'SUCCEEDED', sectionIds: [12] }],
    ['FAILED of a section not pending', ready, { type: 'FAILED', sectionIds: [12], error: server500 }],
    ['DISMISS_FAILURE without a failure', ready, { type: 'DISMISS_FAILURE' }],
    ['CANCEL_SIGNUP when not signing up', ready, { type: 'CANCEL_SIGNUP' }],
    ['SIGNED_UP when not signing up', ready, { type: 'SIGNED_UP' }],
    ['LOAD_FAILED once loaded', ready, { type: 'LOAD_FAILED', error: server500 }],
    ['LOADED after the redirect home', { name: 'redirect_home' }, { type: 'LOADED', page, access: 'signed_in' }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });
});

describe('M25 properties', () => {
  const ids = [11, 12, 13, 14];
  const event = fc.oneof(
    fc.constantFrom(...ids).map<NewslettersEvent>((sectionId) => ({ type: 'TOGGLE', sectionId })),
    fc.tuple(fc.subarray(ids), fc.boolean()).map<NewslettersEvent>(([sectionIds, selected]) => ({ type: 'SET_GROUP', sectionIds, selected })),
    fc.subarray(ids, { minLength: 1 }).map<NewslettersEvent>((sectionIds) => ({ type: 'SUCCEEDED', sectionIds })),
    fc.subarray(ids, { minLength: 1 }).map<NewslettersEvent>((sectionIds) => ({ type: 'FAILED', sectionIds, error: server500 })),
    fc.constant<NewslettersEvent>({ type: 'DISMISS_FAILURE' }),
  );

  it('a section not pending always shows the server’s value, and a request is only made for a section not already pending', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 50 }), (events) => {
        let state: NewslettersState = ready;
        for (const e of events) {
          const next = transition(state, e);
          const request = newRequest(state, next);
          if (request && (state.name === 'ready' || state.name === 'signup')) for (const id of request.sectionIds) expect(state.pending).not.toContain(id);
          if (next.name === 'ready') {
            for (const id of ids) if (!next.pending.includes(id)) expect(next.selected[String(id)]).toBe(next.server[String(id)]);
            expect(new Set(next.pending).size).toBe(next.pending.length);
          }
          state = next;
        }
      }),
    );
  });
});
