import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import {
  canToggle,
  init,
  initialState,
  isLocked,
  isPending,
  type LockEvent,
  type LockState,
  lockActionLabel,
  lockAlertId,
  lockEventTypes,
  lockFailure,
  lockRequest,
  lockStateNames,
  transition,
} from './lockReplies.machine';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const thread = (over: Record<string, unknown> = {}) =>
  chatPostItem(ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over }));
const reply = (over: Record<string, unknown> = {}) =>
  chatCommentItem(ChatComment.parse({ id: 4001, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z', ...over }));

const unlocked: LockState = { name: 'unlocked', kind: 'post', blocked: null, failure: null };
const locked: LockState = { name: 'locked', kind: 'post', blocked: null, failure: null };
const locking: LockState = { name: 'locking', kind: 'post', blocked: null, server: false };
const unlocking: LockState = { name: 'unlocking', kind: 'post', blocked: null, server: true };
const err = apiError({ status: 500 });

describe('lock replies machine: init and guards', () => {
  it('starts from is_locked for the owner or an admin', () => {
    expect(init(thread({ is_locked: true }), admin)).toEqual({ name: 'locked', kind: 'post', blocked: null, failure: null });
    expect(init(reply({ user_id: 102 }), paid)).toEqual({ name: 'unlocked', kind: 'comment', blocked: null, failure: null });
  });

  it.each([
    ['someone else’s thread for a reader', thread(), paid, {}, 'notOwnerOrAdmin'],
    ['a reply that has a parent', reply({ parent_id: 4002 }), admin, {}, 'nestedReply'],
    ['read-only mode', thread(), admin, { readOnly: true }, 'readOnly'],
    ['a deleted thread', thread({ status: 'deleted' }), admin, {}, 'unavailable'],
  ])('TOGGLE is ignored on %s', (_name, item, viewer, context, reason) => {
    const s = init(item, viewer, context);
    expect(s.blocked).toBe(reason);
    expect(canToggle(s)).toBe(false);
    expect(transition(s, { type: 'TOGGLE' })).toBe(s);
  });
});

describe('lock replies machine: every state × event', () => {
  it('unlocked', () => {
    expect(transition(unlocked, { type: 'TOGGLE' })).toEqual(locking);
    expect(transition(unlocked, { type: 'SYNC', isLocked: true })).toEqual(locked);
    expect(transition(unlocked, { type: 'SYNC', isLocked: false })).toBe(unlocked);
    expect(transition(unlocked, { type: 'SUCCEEDED' })).toBe(unlocked);
    expect(transition(unlocked, { type: 'FAILED', error: err })).toBe(unlocked);
    expect(transition(unlocked, { type: 'DISMISS_FAILURE' })).toBe(unlocked);
  });

  it('locked', () => {
    expect(transition(locked, { type: 'TOGGLE' })).toEqual(unlocking);
    expect(transition(locked, { type: 'SYNC', isLocked: false })).toEqual(unlocked);
    expect(transition(locked, { type: 'SYNC', isLocked: true })).toBe(locked);
    expect(transition(locked, { type: 'SUCCEEDED', isLocked: false })).toBe(locked);
    expect(transition(locked, { type: 'FAILED' })).toBe(locked);
    expect(transition(locked, { type: 'DISMISS_FAILURE' })).toBe(locked);
  });

  it('locking: shown locked; success → locked; failure → unlocked + T025', () => {
    expect(isLocked(locking)).toBe(true);
    expect(lockRequest(locking)).toEqual({ is_locked: true });
    expect(transition(locking, { type: 'SUCCEEDED' })).toEqual(locked);
    expect(transition(locking, { type: 'SUCCEEDED', isLocked: false })).toEqual(unlocked);
    expect(transition(locking, { type: 'FAILED', error: err })).toEqual({ ...unlocked, failure: 'chat.error.lockPost' });
    expect(transition(locking, { type: 'TOGGLE' })).toBe(locking);
    expect(transition(locking, { type: 'DISMISS_FAILURE' })).toBe(locking);
    expect(transition(locking, { type: 'SYNC', isLocked: false })).toBe(locking);
    const synced = transition(locking, { type: 'SYNC', isLocked: true });
    expect(synced).toEqual({ ...locking, server: true });
    // The failure returns to what the server said last.
    expect(transition(synced, { type: 'FAILED' })).toEqual({ ...locked, failure: 'chat.error.lockPost' });
  });

  it('unlocking: shown unlocked; success → unlocked; failure → locked + T026', () => {
    expect(isLocked(unlocking)).toBe(false);
    expect(lockRequest(unlocking)).toEqual({ is_locked: false });
    expect(transition(unlocking, { type: 'SUCCEEDED' })).toEqual(unlocked);
    expect(transition(unlocking, { type: 'SUCCEEDED', isLocked: true })).toEqual(locked);
    expect(transition(unlocking, { type: 'FAILED', error: err })).toEqual({ ...locked, failure: 'chat.error.unlockPost' });
    expect(transition(unlocking, { type: 'TOGGLE' })).toBe(unlocking);
    expect(transition(unlocking, { type: 'DISMISS_FAILURE' })).toBe(unlocking);
    expect(transition(unlocking, { type: 'SYNC', isLocked: true })).toBe(unlocking);
    expect(transition(unlocking, { type: 'SYNC', isLocked: false })).toEqual({ ...unlocking, server: false });
  });

  it('failure alerts by kind and direction (T025–T028), with their exact texts', () => {
    const comment = initialState('comment', false);
    const lockFail = transition(transition(comment, { type: 'TOGGLE' }), { type: 'FAILED' });
    expect(lockFailure(lockFail)).toBe('chat.error.lockComment');
    const unlockFail = transition(transition(initialState('comment', true), { type: 'TOGGLE' }), { type: 'FAILED' });
    expect(lockFailure(unlockFail)).toBe('chat.error.unlockComment');
    expect(t(lockAlertId('post', true))).toBe('There was an error locking replies to this post. Please try again later.');
    expect(t(lockAlertId('post', false))).toBe('There was an error unlocking replies to this post. Please try again later.');
    expect(t(lockAlertId('comment', true))).toBe('There was an error locking replies to this comment. Please try again later.');
    expect(t(lockAlertId('comment', false))).toBe('There was an error unlocking replies to this comment. Please try again later.');
  });

  it('the alert stays until DISMISS_FAILURE or the next toggle; SYNC keeps it', () => {
    const failed = transition(locking, { type: 'FAILED' });
    expect(lockFailure(transition(failed, { type: 'SYNC', isLocked: true }))).toBe('chat.error.lockPost');
    expect(lockFailure(transition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    const again = transition(failed, { type: 'TOGGLE' });
    expect(lockFailure(again)).toBeNull();
    expect(lockFailure(transition(again, { type: 'SUCCEEDED' }))).toBeNull();
  });

  it('selectors', () => {
    expect(lockStateNames).toEqual(['unlocked', 'locked', 'locking', 'unlocking']);
    expect([unlocked, locked, locking, unlocking].map((s) => [isLocked(s), isPending(s), canToggle(s), lockRequest(s), lockActionLabel(s)])).toEqual([
      [false, false, true, null, 'chat.action.lock'],
      [true, false, true, null, 'chat.action.unlock'],
      [true, true, false, { is_locked: true }, 'chat.action.unlock'],
      [false, true, false, { is_locked: false }, 'chat.action.lock'],
    ]);
    expect(lockFailure(locking)).toBeNull();
  });
});

const arbEvent: fc.Arbitrary<LockEvent> = fc.oneof(
  fc.constant({ type: 'TOGGLE' } as const),
  fc
    .option(fc.boolean(), { nil: undefined })
    .map((isLocked) => (isLocked === undefined ? ({ type: 'SUCCEEDED' } as const) : ({ type: 'SUCCEEDED', isLocked } as const))),
  fc.constant({ type: 'FAILED', error: err } as const),
  fc.boolean().map((isLocked) => ({ type: 'SYNC', isLocked }) as const),
  fc.constant({ type: 'DISMISS_FAILURE' } as const),
);

describe('lock replies machine: properties', () => {
  it('the event list covers every event type', () => {
    expect([...lockEventTypes].sort()).toEqual(['DISMISS_FAILURE', 'FAILED', 'SUCCEEDED', 'SYNC', 'TOGGLE']);
  });

  it('property: a failed toggle returns exactly to the server’s value, with the alert of its direction', () => {
    fc.assert(
      fc.property(fc.constantFrom('post' as const, 'comment' as const), fc.boolean(), fc.array(arbEvent, { maxLength: 30 }), (kind, start, history) => {
        let s = history.reduce(transition, initialState(kind, start));
        if (isPending(s)) s = transition(s, { type: 'SUCCEEDED' });
        const server = isLocked(s);
        const failed = transition(transition(s, { type: 'TOGGLE' }), { type: 'FAILED' });
        expect(isLocked(failed)).toBe(server);
        expect(lockFailure(failed)).toBe(lockAlertId(kind, !server));
      }),
    );
  });

  it('property: TOGGLE always flips what is shown when the machine may toggle', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(arbEvent, { maxLength: 30 }), (start, history) => {
        const s = history.reduce(transition, initialState('post', start));
        const after = transition(s, { type: 'TOGGLE' });
        if (canToggle(s)) expect(isLocked(after)).toBe(!isLocked(s));
        else expect(after).toBe(s);
      }),
    );
  });

  it('property: a guarded machine only follows the server', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(arbEvent, { maxLength: 30 }), (start, events) => {
        const s = events.reduce(transition, initialState('post', start, 'notOwnerOrAdmin'));
        expect(isPending(s)).toBe(false);
        const lastSync = events.filter((e) => e.type === 'SYNC').at(-1);
        expect(isLocked(s)).toBe(lastSync ? lastSync.isLocked : start);
      }),
    );
  });
});
