import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_BODY_MAX_CHARS } from '../../api/constants/community';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import type { ChatViewer } from './permissions';
import {
  canSubmit,
  failedReplies,
  findLocalReply,
  init,
  initialState,
  type LocalReply,
  localReplyNoticeId,
  type SendEvent,
  type SendState,
  sendEventTypes,
  sendFailure,
  sendFailureMessage,
  sendingReplies,
  sendRequest,
  submittableBody,
  transition,
} from './send.machine';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const free: ChatViewer = { role: 'free', user: { id: 101, name: 'Frances Free' } };
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const at = '2025-03-01T12:00:00.000Z';
const banError = apiError({ code: 'PUBLICATION_BAN', status: 403, serverMessage: 'You have been banned from The Daily Margin’s chat.' });
const comment = ChatComment.parse({ id: 9001, post_id: 3001, user_id: 102, body: 'Hello', created_at: at });

const thread = (over: Record<string, unknown> = {}) =>
  ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over });

const typed = (text: string): SendState => transition(initialState(), { type: 'EDIT', text });
const sending = (clientId = 'c1', text = 'Hello'): SendState => transition(typed(text), { type: 'SUBMIT', clientId, at });

describe('send machine: init', () => {
  it('composing when the viewer may reply, blocked with the reason otherwise (M07)', () => {
    expect(init(thread(), paid)).toEqual({ name: 'composing', draft: '', items: [] });
    expect(init(thread({ is_locked: true }), paid)).toEqual({ name: 'blocked', reason: 'locked', draft: '', items: [] });
    expect(init(thread({ audience: 'only_paid_replies' }), free)).toMatchObject({ name: 'blocked', reason: 'paidOnly' });
    expect(init(thread(), paid, { readOnly: true })).toMatchObject({ name: 'blocked', reason: 'readOnly' });
    expect(init(thread(), paid, {}, { is_locked: true, status: 'VISIBLE' })).toMatchObject({ name: 'blocked', reason: 'replyLocked' });
  });
});

describe('send machine: transitions', () => {
  it('EDIT keeps the draft; SUBMIT adds a sending reply keyed by its client id and clears the draft', () => {
    const s = typed('  Hello  ');
    expect(s).toEqual({ name: 'composing', draft: '  Hello  ', items: [] });
    expect(canSubmit(s)).toBe(true);
    const sent = transition(s, { type: 'SUBMIT', clientId: 'c1', at, parentId: 4002, quoteId: 4008 });
    expect(sent).toEqual({
      name: 'composing',
      draft: '',
      items: [{ clientId: 'c1', body: 'Hello', parentId: 4002, quoteId: 4008, createdAt: at, attempt: 1, delivery: 'sending' }],
    });
    expect(sendRequest(sent.items[0]!)).toEqual({ body: 'Hello', parent_id: 4002, quote_id: 4008 });
    expect(sendingReplies(sent).map((i) => i.clientId)).toEqual(['c1']);
  });

  it('SUBMIT is ignored for an empty or too long draft, or a client id already used', () => {
    const empty = typed('   \n ');
    expect(canSubmit(empty)).toBe(false);
    expect(transition(empty, { type: 'SUBMIT', clientId: 'c1', at })).toBe(empty);
    const long = typed('x'.repeat(CHAT_BODY_MAX_CHARS + 1));
    expect(canSubmit(long)).toBe(false);
    expect(transition(long, { type: 'SUBMIT', clientId: 'c1', at })).toBe(long);
    expect(canSubmit(typed('x'.repeat(CHAT_BODY_MAX_CHARS)))).toBe(true);
    const once = transition(sending('c1'), { type: 'EDIT', text: 'Again' });
    expect(transition(once, { type: 'SUBMIT', clientId: 'c1', at })).toBe(once);
  });

  it('EDIT with the same text returns the same object', () => {
    const s = typed('Hi');
    expect(transition(s, { type: 'EDIT', text: 'Hi' })).toBe(s);
  });

  it('sending + SUCCEEDED → sent, with the server’s reply', () => {
    const s = transition(sending(), { type: 'SUCCEEDED', clientId: 'c1', comment });
    expect(findLocalReply(s, 'c1')).toMatchObject({ delivery: 'sent', comment, body: 'Hello' });
    expect(localReplyNoticeId(findLocalReply(s, 'c1')!)).toBeNull();
  });

  it('sending + FAILED → failed: "Not delivered" (T014), the text kept', () => {
    const s = transition(sending(), { type: 'FAILED', clientId: 'c1', error: apiError({ status: 500 }) });
    const item = findLocalReply(s, 'c1')!;
    expect(item).toEqual({
      clientId: 'c1',
      body: 'Hello',
      parentId: null,
      quoteId: null,
      createdAt: at,
      attempt: 1,
      delivery: 'failed',
      failure: { alert: null, serverMessage: null },
    });
    expect(t(localReplyNoticeId(item)!)).toBe('Not delivered');
    expect(item.delivery === 'failed' && sendFailureMessage(item.failure, t)).toBeNull();
    expect(failedReplies(s)).toHaveLength(1);
  });

  it('PUBLICATION_BAN → failed with the alert T024 + the server’s text', () => {
    const s = transition(sending(), { type: 'FAILED', clientId: 'c1', error: banError });
    const item = findLocalReply(s, 'c1')!;
    expect(item.delivery).toBe('failed');
    if (item.delivery !== 'failed') return;
    expect(item.failure.alert).toEqual({ id: 'chat.error.publicationBan', serverMessage: banError.serverMessage });
    expect(sendFailureMessage(item.failure, t)).toBe('You are not allowed to post or react to this chat. You have been banned from The Daily Margin’s chat.');
    expect(sendFailure(apiError({ code: 'PUBLICATION_BAN' }))).toEqual({
      alert: { id: 'chat.error.publicationBan', serverMessage: null },
      serverMessage: null,
    });
  });

  it('RETRY: failed → sending again with the same text (attempt 2); an answer for attempt 1 is ignored', () => {
    const failed = transition(sending(), { type: 'FAILED', clientId: 'c1', error: apiError({}) });
    const retried = transition(failed, { type: 'RETRY', clientId: 'c1' });
    expect(findLocalReply(retried, 'c1')).toEqual({
      clientId: 'c1',
      body: 'Hello',
      parentId: null,
      quoteId: null,
      createdAt: at,
      attempt: 2,
      delivery: 'sending',
    });
    expect(transition(retried, { type: 'SUCCEEDED', clientId: 'c1', comment, attempt: 1 })).toBe(retried);
    expect(transition(retried, { type: 'FAILED', clientId: 'c1', error: apiError({}), attempt: 1 })).toBe(retried);
    expect(findLocalReply(transition(retried, { type: 'SUCCEEDED', clientId: 'c1', comment, attempt: 2 }), 'c1')?.delivery).toBe('sent');
  });

  it('DISCARD drops a sent or failed reply, not one under way', () => {
    const s = sending();
    expect(transition(s, { type: 'DISCARD', clientId: 'c1' })).toBe(s);
    const sent = transition(s, { type: 'SUCCEEDED', clientId: 'c1', comment });
    expect(transition(sent, { type: 'DISCARD', clientId: 'c1' }).items).toEqual([]);
    const failed = transition(s, { type: 'FAILED', clientId: 'c1', error: apiError({}) });
    expect(transition(failed, { type: 'DISCARD', clientId: 'c1' }).items).toEqual([]);
  });

  it('ignored: answers and actions for unknown client ids or the wrong status', () => {
    const s = sending();
    for (const e of [
      { type: 'SUCCEEDED', clientId: 'nope', comment },
      { type: 'FAILED', clientId: 'nope', error: apiError({}) },
      { type: 'RETRY', clientId: 'nope' },
      { type: 'DISCARD', clientId: 'nope' },
      { type: 'RETRY', clientId: 'c1' },
    ] as SendEvent[]) {
      expect(transition(s, e)).toBe(s);
    }
    const sent = transition(s, { type: 'SUCCEEDED', clientId: 'c1', comment });
    expect(transition(sent, { type: 'SUCCEEDED', clientId: 'c1', comment })).toBe(sent);
    expect(transition(sent, { type: 'FAILED', clientId: 'c1', error: apiError({}) })).toBe(sent);
    expect(transition(sent, { type: 'RETRY', clientId: 'c1' })).toBe(sent);
    const failed = transition(s, { type: 'FAILED', clientId: 'c1', error: apiError({}) });
    expect(transition(failed, { type: 'FAILED', clientId: 'c1', error: banError })).toBe(failed);
    expect(transition(failed, { type: 'SUCCEEDED', clientId: 'c1', comment })).toBe(failed);
  });

  it('several replies under way at once, each settled by its own answer', () => {
    let s = sending('a', 'First');
    s = transition(transition(s, { type: 'EDIT', text: 'Second' }), { type: 'SUBMIT', clientId: 'b', at });
    s = transition(transition(s, { type: 'EDIT', text: 'Third' }), { type: 'SUBMIT', clientId: 'c', at });
    s = transition(s, { type: 'FAILED', clientId: 'b', error: apiError({}) });
    s = transition(s, { type: 'SUCCEEDED', clientId: 'c', comment });
    expect(s.items.map((i) => [i.clientId, i.body, i.delivery])).toEqual([
      ['a', 'First', 'sending'],
      ['b', 'Second', 'failed'],
      ['c', 'Third', 'sent'],
    ]);
  });

  it('PERMISSION_CHANGED blocks and unblocks; while blocked SUBMIT, RETRY and EDIT are ignored, answers still settle', () => {
    const failedA = transition(sending('a'), { type: 'FAILED', clientId: 'a', error: apiError({}) });
    const withB = transition(transition(failedA, { type: 'EDIT', text: 'B' }), { type: 'SUBMIT', clientId: 'b', at });
    const typing = transition(withB, { type: 'EDIT', text: 'draft' });
    const blocked = transition(typing, { type: 'PERMISSION_CHANGED', reason: 'locked' });
    expect(blocked).toEqual({ name: 'blocked', reason: 'locked', draft: 'draft', items: typing.items });
    expect(canSubmit(blocked)).toBe(false);
    expect(transition(blocked, { type: 'SUBMIT', clientId: 'z', at })).toBe(blocked);
    expect(transition(blocked, { type: 'RETRY', clientId: 'a' })).toBe(blocked);
    expect(transition(blocked, { type: 'EDIT', text: 'more' })).toBe(blocked);
    expect(transition(blocked, { type: 'PERMISSION_CHANGED', reason: 'locked' })).toBe(blocked);
    expect(transition(blocked, { type: 'PERMISSION_CHANGED', reason: 'paidOnly' })).toMatchObject({ name: 'blocked', reason: 'paidOnly' });
    expect(findLocalReply(transition(blocked, { type: 'SUCCEEDED', clientId: 'b', comment }), 'b')?.delivery).toBe('sent');
    expect(transition(blocked, { type: 'DISCARD', clientId: 'a' }).items.map((i) => i.clientId)).toEqual(['b']);
    const open = transition(blocked, { type: 'PERMISSION_CHANGED', reason: null });
    expect(open).toEqual({ name: 'composing', draft: 'draft', items: typing.items });
    expect(transition(open, { type: 'PERMISSION_CHANGED', reason: null })).toBe(open);
  });

  it('helpers', () => {
    expect(submittableBody('  hi ')).toBe('hi');
    expect(submittableBody(' ')).toBeNull();
    expect([...sendEventTypes].sort()).toEqual(['DISCARD', 'EDIT', 'FAILED', 'PERMISSION_CHANGED', 'RETRY', 'SUBMIT', 'SUCCEEDED']);
  });
});

const arbId = fc.constantFrom('a', 'b', 'c');
const arbEvent: fc.Arbitrary<SendEvent> = fc.oneof(
  fc.constantFrom('', '  ', 'Hello', 'Bonjour à tous').map((text): SendEvent => ({ type: 'EDIT', text })),
  arbId.map((clientId): SendEvent => ({ type: 'SUBMIT', clientId, at })),
  arbId.map((clientId): SendEvent => ({ type: 'SUCCEEDED', clientId, comment })),
  fc.tuple(arbId, fc.constantFrom(apiError(), banError)).map(([clientId, error]): SendEvent => ({ type: 'FAILED', clientId, error })),
  arbId.map((clientId): SendEvent => ({ type: 'RETRY', clientId })),
  arbId.map((clientId): SendEvent => ({ type: 'DISCARD', clientId })),
  fc.constantFrom(null, 'locked' as const).map((reason): SendEvent => ({ type: 'PERMISSION_CHANGED', reason })),
);

describe('send machine: properties', () => {
  it('property: client ids stay unique and a text, once sent, is never lost until discarded', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 50 }), (events) => {
        let s = initialState();
        for (const e of events) {
          const before: readonly LocalReply[] = s.items;
          s = transition(s, e);
          const ids = s.items.map((i) => i.clientId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const old of before) {
            const now = findLocalReply(s, old.clientId);
            if (e.type === 'DISCARD' && e.clientId === old.clientId && old.delivery !== 'sending') expect(now).toBeUndefined();
            else expect(now?.body).toBe(old.body);
          }
          for (const item of s.items) expect(item.body.trim()).toBe(item.body);
        }
      }),
    );
  });

  it('property: a failed reply always shows "Not delivered"; only failed replies can be retried', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 50 }), (events) => {
        let s = initialState();
        for (const e of events) {
          const before = e.type === 'RETRY' ? findLocalReply(s, e.clientId) : undefined;
          s = transition(s, e);
          if (e.type === 'RETRY' && findLocalReply(s, e.clientId)?.attempt !== before?.attempt) expect(before?.delivery).toBe('failed');
        }
        for (const item of s.items) expect(localReplyNoticeId(item) === 'chat.notice.notDelivered').toBe(item.delivery === 'failed');
      }),
    );
  });
});
