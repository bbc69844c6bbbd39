import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import {
  type BanEvent,
  type BanState,
  banAction,
  banConfirmMessageId,
  banEventTypes,
  banFailure,
  banRequest,
  banStateNames,
  init,
  initialState,
  isBanned,
  isPending,
  transition,
} from './ban.machine';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const contributor: ChatViewer = { role: 'contributor', user: { id: 104, name: 'Carmen Contributor' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const reply = (over: Record<string, unknown> = {}) =>
  chatCommentItem(ChatComment.parse({ id: 4006, post_id: 3001, user_id: 231, created_at: '2025-01-01T00:00:00Z', ...over }));

const notBanned: BanState = { name: 'not_banned', blocked: null, failure: null };
const confirming: BanState = { name: 'confirming', blocked: null };
const banning: BanState = { name: 'banning', blocked: null, server: false };
const banned: BanState = { name: 'banned', blocked: null, failure: null };
const unbanning: BanState = { name: 'unbanning', blocked: null, server: true };

describe('ban machine: init and guards', () => {
  it('starts from the reply’s is_banned for a publication admin', () => {
    expect(init(reply(), admin)).toEqual(notBanned);
    expect(init(reply({ is_banned: true }), admin)).toEqual(banned);
  });

  it.each([
    ['a reader', reply(), paid, {}, 'notAdmin'],
    ['a contributor', reply(), contributor, {}, 'notAdmin'],
    ['the admin’s own reply', reply({ user_id: 105 }), admin, {}, 'ownItem'],
    [
      'a thread',
      chatPostItem(ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z' })),
      admin,
      {},
      'notComment',
    ],
    ['read-only mode', reply(), admin, { readOnly: true }, 'readOnly'],
    ['a deleted reply', reply({ status: 'DELETED' }), admin, {}, 'unavailable'],
  ])('BAN and UNBAN are ignored for %s', (_name, item, viewer, context, reason) => {
    const s = init(item, viewer, context);
    expect(s.blocked).toBe(reason);
    expect(banAction(s)).toBeNull();
    expect(transition(s, { type: 'BAN' })).toBe(s);
    const bannedGuarded = initialState(true, s.blocked);
    expect(transition(bannedGuarded, { type: 'UNBAN' })).toBe(bannedGuarded);
  });
});

describe('ban machine: every state × event', () => {
  it('not_banned: BAN asks first (T020); the rest is ignored', () => {
    expect(transition(notBanned, { type: 'BAN' })).toEqual(confirming);
    expect(banConfirmMessageId(confirming)).toBe('chat.confirm.ban');
    expect(t(banConfirmMessageId(confirming)!)).toBe('Are you sure you want to ban this user?');
    expect(transition(notBanned, { type: 'SYNC', isBanned: true })).toEqual(banned);
    expect(transition(notBanned, { type: 'SYNC', isBanned: false })).toBe(notBanned);
    for (const type of ['UNBAN', 'CONFIRM', 'CANCEL', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE'] as const) {
      expect(transition(notBanned, { type } as BanEvent)).toBe(notBanned);
    }
  });

  it('confirming: CONFIRM → banning (shown banned); CANCEL → not_banned', () => {
    expect(transition(confirming, { type: 'CONFIRM' })).toEqual(banning);
    expect(isBanned(banning)).toBe(true);
    expect(transition(confirming, { type: 'CANCEL' })).toEqual(notBanned);
    expect(transition(confirming, { type: 'SYNC', isBanned: true })).toEqual(banned);
    expect(transition(confirming, { type: 'SYNC', isBanned: false })).toBe(confirming);
    for (const type of ['BAN', 'UNBAN', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE'] as const) {
      expect(transition(confirming, { type } as BanEvent)).toBe(confirming);
    }
  });

  it('banning: success → banned; failure → not_banned + T029', () => {
    expect(banRequest(banning)).toEqual({ ban: true });
    expect(transition(banning, { type: 'SUCCEEDED' })).toEqual(banned);
    expect(transition(banning, { type: 'SUCCEEDED', isBanned: false })).toEqual(notBanned);
    const failed = transition(banning, { type: 'FAILED', error: apiError({ status: 500 }) });
    expect(failed).toEqual({ ...notBanned, failure: 'chat.error.ban' });
    expect(t(banFailure(failed)!)).toBe('There was an error banning this user. Please try again later.');
    expect(transition(banning, { type: 'SYNC', isBanned: true })).toEqual({ ...banning, server: true });
    expect(transition(banning, { type: 'SYNC', isBanned: false })).toBe(banning);
    for (const type of ['BAN', 'UNBAN', 'CONFIRM', 'CANCEL', 'DISMISS_FAILURE'] as const) {
      expect(transition(banning, { type } as BanEvent)).toBe(banning);
    }
  });

  it('banned: UNBAN without confirmation (G05)', () => {
    expect(transition(banned, { type: 'UNBAN' })).toEqual(unbanning);
    expect(isBanned(unbanning)).toBe(false);
    expect(transition(banned, { type: 'SYNC', isBanned: false })).toEqual(notBanned);
    expect(transition(banned, { type: 'SYNC', isBanned: true })).toBe(banned);
    for (const type of ['BAN', 'CONFIRM', 'CANCEL', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE'] as const) {
      expect(transition(banned, { type } as BanEvent)).toBe(banned);
    }
  });

  it('unbanning: success → not_banned; failure → banned + T030', () => {
    expect(banRequest(unbanning)).toEqual({ ban: false });
    expect(transition(unbanning, { type: 'SUCCEEDED' })).toEqual(notBanned);
    expect(transition(unbanning, { type: 'SUCCEEDED', isBanned: true })).toEqual(banned);
    const failed = transition(unbanning, { type: 'FAILED' });
    expect(failed).toEqual({ ...banned, failure: 'chat.error.unban' });
    expect(t(banFailure(failed)!)).toBe('There was an error unbanning this user. Please try again later.');
    expect(transition(unbanning, { type: 'SYNC', isBanned: false })).toEqual({ ...unbanning, server: false });
    expect(transition(unbanning, { type: 'SYNC', isBanned: true })).toBe(unbanning);
    for (const type of ['BAN', 'UNBAN', 'CONFIRM', 'CANCEL', 'DISMISS_FAILURE'] as const) {
      expect(transition(unbanning, { type } as BanEvent)).toBe(unbanning);
    }
  });

  it('the alert stays until DISMISS_FAILURE or the next action; SYNC keeps it', () => {
    const failed = transition(banning, { type: 'FAILED' });
    expect(banFailure(transition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    expect(banFailure(transition(failed, { type: 'SYNC', isBanned: true }))).toBe('chat.error.ban');
    expect(banFailure(transition(transition(failed, { type: 'BAN' }), { type: 'CANCEL' }))).toBeNull();
    const unbanFailed = transition(unbanning, { type: 'FAILED' });
    expect(banFailure(transition(unbanFailed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    expect(banFailure(transition(unbanFailed, { type: 'SYNC', isBanned: false }))).toBe('chat.error.unban');
  });

  it('selectors', () => {
    expect(banStateNames).toEqual(['not_banned', 'confirming', 'banning', 'banned', 'unbanning']);
    expect(
      [notBanned, confirming, banning, banned, unbanning].map((s) => [
        s.name,
        isBanned(s),
        isPending(s),
        banAction(s),
        banRequest(s),
        banConfirmMessageId(s),
        banFailure(s),
      ]),
    ).toEqual([
      ['not_banned', false, false, 'ban', null, null, null],
      ['confirming', false, false, null, null, 'chat.confirm.ban', null],
      ['banning', true, true, null, { ban: true }, null, null],
      ['banned', true, false, 'unban', null, null, null],
      ['unbanning', false, true, null, { ban: false }, null, null],
    ]);
  });
});

const arbEvent: fc.Arbitrary<BanEvent> = fc.oneof(
  fc.constantFrom<BanEvent>({ type: 'BAN' }, { type: 'UNBAN' }, { type: 'CONFIRM' }, { type: 'CANCEL' }, { type: 'FAILED' }, { type: 'DISMISS_FAILURE' }),
  fc.option(fc.boolean(), { nil: undefined }).map((isBanned): BanEvent => (isBanned === undefined ? { type: 'SUCCEEDED' } : { type: 'SUCCEEDED', isBanned })),
  fc.boolean().map((isBanned): BanEvent => ({ type: 'SYNC', isBanned })),
);

describe('ban machine: properties', () => {
  it('the event list covers every event type', () => {
    expect([...banEventTypes].sort()).toEqual(['BAN', 'CANCEL', 'CONFIRM', 'DISMISS_FAILURE', 'FAILED', 'SUCCEEDED', 'SYNC', 'UNBAN']);
  });

  it('property: a failed ban or unban returns exactly to the server’s value', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(arbEvent, { maxLength: 30 }), (start, history) => {
        let s = history.reduce(transition, initialState(start));
        if (isPending(s)) s = transition(s, { type: 'SUCCEEDED' });
        if (s.name === 'confirming') s = transition(s, { type: 'CANCEL' });
        const server = isBanned(s);
        const attempt = server ? transition(s, { type: 'UNBAN' }) : transition(transition(s, { type: 'BAN' }), { type: 'CONFIRM' });
        expect(isBanned(attempt)).toBe(!server);
        const failed = transition(attempt, { type: 'FAILED' });
        expect(isBanned(failed)).toBe(server);
        expect(banFailure(failed)).toBe(server ? 'chat.error.unban' : 'chat.error.ban');
      }),
    );
  });

  it('property: a ban never starts without a confirmation', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 30 }), (events) => {
        let s: BanState = initialState(false);
        for (const e of events) {
          const next = transition(s, e);
          if (next.name === 'banning' && s.name !== 'banning') expect(s.name === 'confirming' && e.type === 'CONFIRM').toBe(true);
          s = next;
        }
      }),
    );
  });

  it('property: a guarded machine never calls the server', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(arbEvent, { maxLength: 30 }), (start, events) => {
        const s = events.reduce(transition, initialState(start, 'notAdmin'));
        expect(banRequest(s)).toBeNull();
        expect(s.name === 'confirming').toBe(false);
      }),
    );
  });
});
