import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import {
  CHAT_REPLY_DELETE_DELAY_MS,
  type DeleteEvent,
  type DeleteEventType,
  type DeleteState,
  type DeleteTarget,
  delayMs,
  deleteConfirmMessageId,
  deleteEventTypes,
  deleteFailure,
  deleteRequest,
  deleteStateNames,
  deleteTarget,
  deleteWarning,
  init,
  initialState,
  isRemoved,
  refetchAfterDelete,
  refetchTargets,
  transition,
} from './delete.machine';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const free: ChatViewer = { role: 'free', user: { id: 101, name: 'Frances Free' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const thread = (over: Record<string, unknown> = {}) =>
  chatPostItem(ChatPost.parse({ id: 3001, publication_id: 1, user_id: 101, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over }));
const reply = (over: Record<string, unknown> = {}) =>
  chatCommentItem(ChatComment.parse({ id: 4044, post_id: 3001, parent_id: 4002, user_id: 101, created_at: '2025-01-01T00:00:00Z', ...over }));

const postTarget: DeleteTarget = { kind: 'post', id: 3001 };
const nestedTarget: DeleteTarget = { kind: 'comment', id: 4044, postId: 3001, parentId: 4002 };
const topTarget: DeleteTarget = { kind: 'comment', id: 4001, postId: 3001, parentId: null };

const visible: DeleteState = { name: 'visible', target: nestedTarget, blocked: null };
const confirmingMenu: DeleteState = { name: 'confirming', target: nestedTarget, blocked: null, source: 'menu' };
const confirmingReply: DeleteState = { name: 'confirming', target: nestedTarget, blocked: null, source: 'replyAction' };
const waiting: DeleteState = { name: 'waiting', target: nestedTarget, blocked: null };
const removed: DeleteState = { name: 'removed', target: nestedTarget, blocked: null };
const synced: DeleteState = {
  name: 'synced',
  target: nestedTarget,
  blocked: null,
  refetch: [
    { kind: 'comment', id: 4002 },
    { kind: 'post', id: 3001 },
  ],
};
const failed: DeleteState = { name: 'failed', target: nestedTarget, blocked: null, warning: 'Could not delete chat reply 4044: boom' };

const ev = (type: DeleteEventType): DeleteEvent => ({ type }) as DeleteEvent;
const boom = apiError({ serverMessage: 'boom' });

describe('delete machine: init and guards', () => {
  it('targets the thread or the reply with its thread and parent', () => {
    expect(deleteTarget(thread())).toEqual(postTarget);
    expect(deleteTarget(reply())).toEqual(nestedTarget);
    expect(deleteTarget(reply({ id: 4001, parent_id: null }))).toEqual(topTarget);
    expect(init(reply(), free)).toEqual(visible);
    expect(init(reply({ user_id: 200 }), admin)).toEqual({ ...visible, blocked: null });
  });

  it.each([
    ['someone else’s reply for a reader', reply({ user_id: 200 }), free, {}, 'notOwnerOrAdmin'],
    ['read-only mode', reply(), admin, { readOnly: true }, 'readOnly'],
    ['a deleted thread', thread({ status: 'deleted' }), admin, {}, 'unavailable'],
  ])('DELETE is ignored on %s', (_name, item, viewer, context, reason) => {
    const s = init(item, viewer, context);
    expect(s).toMatchObject({ name: 'visible', blocked: reason });
    expect(transition(s, { type: 'DELETE' })).toBe(s);
    expect(transition(s, { type: 'DELETE', source: 'replyAction' })).toBe(s);
  });
});

describe('delete machine: every state × event', () => {
  // [from, event, to]; the same object back = ignored.
  const table: ReadonlyArray<readonly [string, DeleteState, DeleteEvent, DeleteState | 'same']> = [
    ['visible', visible, { type: 'DELETE' }, confirmingMenu],
    ['visible', visible, { type: 'DELETE', source: 'replyAction' }, confirmingReply],
    ['visible', visible, ev('CONFIRM'), 'same'],
    ['visible', visible, ev('CANCEL'), 'same'],
    ['visible', visible, ev('DELAY_ELAPSED'), 'same'],
    ['visible', visible, ev('SUCCEEDED'), 'same'],
    ['visible', visible, ev('FAILED'), 'same'],

    ['confirming (menu)', confirmingMenu, ev('CONFIRM'), removed],
    ['confirming (reply action)', confirmingReply, ev('CONFIRM'), waiting],
    ['confirming', confirmingMenu, ev('CANCEL'), visible],
    ['confirming', confirmingMenu, ev('DELETE'), 'same'],
    ['confirming', confirmingMenu, ev('DELAY_ELAPSED'), 'same'],
    ['confirming', confirmingMenu, ev('SUCCEEDED'), 'same'],
    ['confirming', confirmingMenu, ev('FAILED'), 'same'],

    ['waiting', waiting, ev('DELAY_ELAPSED'), removed],
    ['waiting', waiting, ev('DELETE'), 'same'],
    ['waiting', waiting, ev('CONFIRM'), 'same'],
    ['waiting', waiting, ev('CANCEL'), 'same'],
    ['waiting', waiting, ev('SUCCEEDED'), 'same'],
    ['waiting', waiting, ev('FAILED'), 'same'],

    ['removed', removed, ev('SUCCEEDED'), synced],
    ['removed', removed, { type: 'FAILED', error: boom }, { ...failed, error: boom }],
    ['removed', removed, ev('DISMISS_FAILURE'), 'same'],
    ['removed', removed, ev('DELETE'), 'same'],
    ['removed', removed, ev('CONFIRM'), 'same'],
    ['removed', removed, ev('CANCEL'), 'same'],
    ['removed', removed, ev('DELAY_ELAPSED'), 'same'],

    ...deleteEventTypes.map((type) => ['synced', synced, ev(type), 'same'] as const),
    // Issue 13: a failed delete shows the item again; once its text is dismissed it rests, and may be deleted again.
    ['failed', failed, ev('DISMISS_FAILURE'), visible],
    ['failed', failed, { type: 'DELETE' }, confirmingMenu],
    ...(['CONFIRM', 'CANCEL', 'DELAY_ELAPSED', 'SUCCEEDED', 'FAILED'] as const).map((type) => ['failed', failed, ev(type), 'same'] as const),
  ];

  it.each(table)('%s + %o', (_from, from, event, expected) => {
    const next = transition(from, event);
    if (expected === 'same') expect(next).toBe(from);
    else expect(next).toEqual(expected);
  });

  it('the confirmations are T021 / T022', () => {
    expect(deleteConfirmMessageId(confirmingMenu)).toBe('chat.confirm.deleteComment');
    expect(t(deleteConfirmMessageId(confirmingMenu)!)).toBe('Are you sure you want to delete this comment?');
    const thr = transition(initialState(postTarget), { type: 'DELETE' });
    expect(t(deleteConfirmMessageId(thr)!)).toBe('Are you sure you want to delete this thread?');
    expect(deleteConfirmMessageId(visible)).toBeNull();
  });

  it('the reply-action delete waits 500 ms (K007), still shown', () => {
    expect(CHAT_REPLY_DELETE_DELAY_MS).toBe(500);
    expect(delayMs(waiting)).toBe(500);
    expect(isRemoved(waiting)).toBe(false);
    expect(deleteRequest(waiting)).toBeNull();
    expect(delayMs(removed)).toBeNull();
    expect(delayMs(confirmingReply)).toBeNull();
  });

  it('removal is optimistic: the call runs while the item is gone', () => {
    expect(isRemoved(removed)).toBe(true);
    expect(deleteRequest(removed)).toEqual({ kind: 'comment', id: 4044, body: { commentId: 4044 } });
    expect(deleteRequest({ name: 'removed', target: postTarget, blocked: null })).toEqual({ kind: 'post', id: 3001, body: { postId: 3001 } });
  });

  it('after a reply is deleted, its parent reply and its thread are refetched; after a thread, the thread', () => {
    expect(refetchTargets(synced)).toEqual([
      { kind: 'comment', id: 4002 },
      { kind: 'post', id: 3001 },
    ]);
    expect(refetchAfterDelete(topTarget)).toEqual([{ kind: 'post', id: 3001 }]);
    expect(refetchAfterDelete(postTarget)).toEqual([{ kind: 'post', id: 3001 }]);
    expect(refetchTargets(removed)).toEqual([]);
  });

  it('a failure shows the item again and says so (issue 13, was G06: silent, stayed removed)', () => {
    expect(isRemoved(failed)).toBe(false);
    expect(deleteFailure(failed)).toEqual({ id: 'chat.delete.failed' });
    expect(deleteFailure(transition(removed, { type: 'FAILED', error: apiError({ status: 401 }) }))).toEqual({ id: 'signIn' });
    expect(deleteFailure(transition(removed, { type: 'FAILED', error: apiError({ status: 403, code: 'PUBLICATION_BAN', serverMessage: 'Banned.' }) }))).toEqual(
      {
        id: 'chat.error.publicationBan',
        serverMessage: 'Banned.',
      },
    );
    expect(deleteFailure(removed)).toBeNull();
    expect(refetchTargets(failed)).toEqual([]);
    expect(deleteWarning(failed)).toBe('Could not delete chat reply 4044: boom');
    expect(deleteWarning(transition({ name: 'removed', target: postTarget, blocked: null }, { type: 'FAILED' }))).toBe('Could not delete chat thread 3001');
    expect(deleteWarning(transition(removed, { type: 'FAILED', error: apiError({ serverMessage: 'Not found' }) }))).toBe(
      'Could not delete chat reply 4044: Not found',
    );
    expect(deleteWarning(synced)).toBeNull();
  });

  it('walks the reply-action path end to end', () => {
    const events: DeleteEvent[] = [{ type: 'DELETE', source: 'replyAction' }, { type: 'CONFIRM' }, { type: 'DELAY_ELAPSED' }, { type: 'SUCCEEDED' }];
    const names: string[] = [visible.name];
    let s: DeleteState = visible;
    for (const e of events) {
      s = transition(s, e);
      names.push(s.name);
    }
    expect(names).toEqual(['visible', 'confirming', 'waiting', 'removed', 'synced']);
  });
});

const arbEvent: fc.Arbitrary<DeleteEvent> = fc.oneof(
  fc.constantFrom<DeleteEvent>({ type: 'DELETE' }, { type: 'DELETE', source: 'replyAction' }, { type: 'DELETE', source: 'menu' }),
  fc.constantFrom<DeleteEventType>('CONFIRM', 'CANCEL', 'DELAY_ELAPSED', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE').map(ev),
);

describe('delete machine: properties', () => {
  it('lists every state', () => {
    expect(deleteStateNames).toEqual(['visible', 'confirming', 'waiting', 'removed', 'synced', 'failed']);
  });

  it('property: once the server agreed, an item never comes back; a failed removal always does', () => {
    fc.assert(
      fc.property(fc.constantFrom(postTarget, nestedTarget, topTarget), fc.array(arbEvent, { maxLength: 40 }), (target, events) => {
        let s = initialState(target);
        let wasSynced = false;
        for (const e of events) {
          const before = s;
          s = transition(s, e);
          if (wasSynced) expect(isRemoved(s)).toBe(true);
          if (before.name === 'removed' && e.type === 'FAILED') expect(isRemoved(s)).toBe(false);
          wasSynced ||= s.name === 'synced';
          expect(deleteStateNames).toContain(s.name);
        }
      }),
    );
  });

  it('property: nothing is removed without a confirmation, and a guarded item never leaves `visible`', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), (events) => {
        let s = initialState(nestedTarget);
        let confirmed = false;
        for (const e of events) {
          if (s.name === 'confirming' && e.type === 'CONFIRM') confirmed = true;
          s = transition(s, e);
          if (isRemoved(s) || s.name === 'waiting') expect(confirmed).toBe(true);
        }
        const guarded = events.reduce(transition, initialState(nestedTarget, 'notOwnerOrAdmin'));
        expect(guarded.name).toBe('visible');
      }),
    );
  });
});
