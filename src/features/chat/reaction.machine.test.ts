import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost, type ChatReaction, chatReactionSet } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';
import {
  applyReaction,
  canClick,
  init,
  initialState,
  isPending,
  isPublicationBan,
  publicationBanText,
  type ReactionEvent,
  type ReactionSnapshot,
  type ReactionState,
  reactionAlert,
  reactionEventTypes,
  reactionFailure,
  reactionFailureMessage,
  reactionRequest,
  reactionStateNames,
  shownCounts,
  shownReaction,
  shownSnapshot,
  transition,
} from './reaction.machine';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const banError = apiError({ code: 'PUBLICATION_BAN', status: 403, serverMessage: 'You have been banned from The Daily Margin’s chat.' });
const serverError = apiError({ status: 500, serverMessage: 'Internal error' });

const none: ReactionState = initialState({ reaction: null, reactions: { '❤': 2 } });
const hearted: ReactionState = initialState({ reaction: '❤', reactions: { '❤': 3, '👍': 1 } });

describe('reaction machine: init and guards', () => {
  const thread = (over: Record<string, unknown> = {}) =>
    ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over });

  it('starts from the item’s reaction and counts', () => {
    expect(init(chatPostItem(thread({ reaction: '👍', reactions: { '👍': 4 } })), paid)).toEqual({
      name: 'reacted',
      server: { reaction: '👍', reactions: { '👍': 4 } },
      blocked: null,
      failure: null,
    });
    const reply = ChatComment.parse({ id: 4001, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z' });
    expect(init(chatCommentItem(reply), paid)).toEqual({ name: 'none', server: { reaction: null, reactions: {} }, blocked: null, failure: null });
  });

  it.each([
    ['read-only mode', paid, { readOnly: true }, 'readOnly'],
    ['the recommended feed', paid, { surface: 'recommendedFeed' as const }, 'recommendedFeed'],
    ['an anonymous reader', { role: 'anonymous' } as ChatViewer, {}, 'signedOut'],
    ['a reader without a subscription', { ...paid, pubRole: { role: null, membership_state: 'unsubscribed' as const } }, {}, 'notMember'],
  ])('ignores clicks in %s', (_name, viewer, context, reason) => {
    const s = init(chatPostItem(thread({ reactions: { '❤': 1 } })), viewer, context);
    expect(s.blocked).toBe(reason);
    expect(canClick(s)).toBe(false);
    expect(transition(s, { type: 'CLICK', reaction: '❤' })).toBe(s);
    expect(transition(s, { type: 'CLICK', reaction: '👍' })).toBe(s);
    // Server data still flows in.
    expect(shownCounts(transition(s, { type: 'SYNC', item: { reaction: null, reactions: { '❤': 5 } } }))).toEqual({ '❤': 5 });
  });
});

describe('reaction machine: transitions', () => {
  it('none + CLICK(x) → pending add, count[x] + 1 (optimistic)', () => {
    const s = transition(none, { type: 'CLICK', reaction: '👍' });
    expect(s).toEqual({ name: 'pending', change: 'add', target: '👍', server: none.server, blocked: null });
    expect(shownReaction(s)).toBe('👍');
    expect(shownCounts(s)).toEqual({ '❤': 2, '👍': 1 });
    expect(reactionRequest(s)).toEqual({ method: 'add', reaction: '👍' });
    expect(isPending(s)).toBe(true);
  });

  it('reacted(x) + CLICK(x) → pending remove, count[x] − 1', () => {
    const s = transition(hearted, { type: 'CLICK', reaction: '❤' });
    expect(s).toMatchObject({ name: 'pending', change: 'remove', target: null });
    expect(shownReaction(s)).toBeNull();
    expect(shownCounts(s)).toEqual({ '❤': 2, '👍': 1 });
    expect(reactionRequest(s)).toEqual({ method: 'remove', reaction: '❤' });
  });

  it('reacted(x) + CLICK(y) → pending switch: x − 1, y + 1', () => {
    const s = transition(hearted, { type: 'CLICK', reaction: '👍' });
    expect(s).toMatchObject({ name: 'pending', change: 'switch', target: '👍' });
    expect(shownReaction(s)).toBe('👍');
    expect(shownCounts(s)).toEqual({ '❤': 2, '👍': 2 });
    expect(reactionRequest(s)).toEqual({ method: 'add', reaction: '👍' });
  });

  it('removing the last count drops the key (as the server does)', () => {
    const only = initialState({ reaction: '😮', reactions: { '😮': 1 } });
    expect(shownCounts(transition(only, { type: 'CLICK', reaction: '😮' }))).toEqual({});
  });

  it('pending + SUCCEEDED with the server’s answer → resting on the answer', () => {
    const s = transition(none, { type: 'CLICK', reaction: '👍' });
    const answer: ReactionSnapshot = { reaction: '👍', reactions: { '❤': 3, '👍': 1 } };
    expect(transition(s, { type: 'SUCCEEDED', result: answer })).toEqual({ name: 'reacted', server: answer, blocked: null, failure: null });
  });

  it('pending + SUCCEEDED without an answer → the optimistic state stands', () => {
    const add = transition(none, { type: 'CLICK', reaction: '👍' });
    expect(transition(add, { type: 'SUCCEEDED' })).toEqual(initialState({ reaction: '👍', reactions: { '❤': 2, '👍': 1 } }));
    const remove = transition(hearted, { type: 'CLICK', reaction: '❤' });
    expect(transition(remove, { type: 'SUCCEEDED' })).toEqual(initialState({ reaction: null, reactions: { '❤': 2, '👍': 1 } }));
  });

  it('add fails → back to none (removed), with alert T023', () => {
    const s = transition(transition(none, { type: 'CLICK', reaction: '👍' }), { type: 'FAILED', error: serverError });
    expect(s).toEqual({ ...none, failure: { id: 'chat.error.reaction' } });
    expect(shownReaction(s)).toBeNull();
    expect(shownCounts(s)).toEqual({ '❤': 2 });
  });

  it('switch fails → back to the previous reaction', () => {
    const s = transition(transition(hearted, { type: 'CLICK', reaction: '😂' }), { type: 'FAILED', error: serverError });
    expect(s).toEqual({ ...hearted, failure: { id: 'chat.error.reaction' } });
    expect(shownReaction(s)).toBe('❤');
  });

  it('remove fails → the reaction is added back', () => {
    const s = transition(transition(hearted, { type: 'CLICK', reaction: '❤' }), { type: 'FAILED', error: serverError });
    expect(shownReaction(s)).toBe('❤');
    expect(shownCounts(s)).toEqual({ '❤': 3, '👍': 1 });
    expect(reactionFailure(s)).toEqual({ id: 'chat.error.reaction' });
  });

  it('PUBLICATION_BAN failure carries T024 and the server’s text', () => {
    const s = transition(transition(none, { type: 'CLICK', reaction: '❤' }), { type: 'FAILED', error: banError });
    expect(reactionFailure(s)).toEqual({ id: 'chat.error.publicationBan', serverMessage: banError.serverMessage });
  });

  it('DISMISS_FAILURE clears the alert; a new click clears it too', () => {
    const failed = transition(transition(none, { type: 'CLICK', reaction: '❤' }), { type: 'FAILED', error: serverError });
    expect(reactionFailure(transition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    const again = transition(failed, { type: 'CLICK', reaction: '❤' });
    expect(reactionFailure(again)).toBeNull();
    expect(reactionFailure(transition(again, { type: 'SUCCEEDED' }))).toBeNull();
  });

  it('SYNC at rest adopts the server’s data (and keeps a pending alert)', () => {
    const s = transition(hearted, { type: 'SYNC', item: { reaction: null, reactions: { '👍': 7 } } });
    expect(s).toEqual(initialState({ reaction: null, reactions: { '👍': 7 } }));
    const failed = transition(transition(none, { type: 'CLICK', reaction: '❤' }), { type: 'FAILED', error: serverError });
    expect(reactionFailure(transition(failed, { type: 'SYNC', item: { reaction: '❤', reactions: { '❤': 3 } } }))).toEqual({ id: 'chat.error.reaction' });
  });

  it('SYNC with the same data returns the same object (no re-render); `reaction` may be absent', () => {
    expect(transition(hearted, { type: 'SYNC', item: { reaction: '❤', reactions: { '👍': 1, '❤': 3 } } })).toBe(hearted);
    expect(transition(none, { type: 'SYNC', item: { reactions: { '❤': 2 } } })).toBe(none);
    expect(transition(none, { type: 'SYNC', item: { reactions: { '❤': 2, '👍': 0 } } })).not.toBe(none);
  });

  it('SYNC while pending updates the server state a failure returns to; the optimistic view follows it', () => {
    const pending = transition(none, { type: 'CLICK', reaction: '👍' });
    const synced = transition(pending, { type: 'SYNC', item: { reaction: null, reactions: { '❤': 5, '👍': 2 } } });
    expect(synced).toMatchObject({ name: 'pending', target: '👍', server: { reaction: null, reactions: { '❤': 5, '👍': 2 } } });
    expect(shownCounts(synced)).toEqual({ '❤': 5, '👍': 3 });
    expect(transition(synced, { type: 'FAILED', error: serverError })).toEqual({
      ...initialState({ reaction: null, reactions: { '❤': 5, '👍': 2 } }),
      failure: { id: 'chat.error.reaction' },
    });
    // A refresh that already includes the reader's new reaction is not counted twice.
    const already = transition(pending, { type: 'SYNC', item: { reaction: '👍', reactions: { '❤': 2, '👍': 1 } } });
    expect(shownCounts(already)).toEqual({ '❤': 2, '👍': 1 });
    expect(transition(pending, { type: 'SYNC', item: { reaction: null, reactions: { '❤': 2 } } })).toBe(pending);
  });

  it('ignored: clicks while pending, answers while resting, DISMISS_FAILURE while pending', () => {
    const pending = transition(none, { type: 'CLICK', reaction: '👍' });
    expect(transition(pending, { type: 'CLICK', reaction: '👍' })).toBe(pending);
    expect(transition(pending, { type: 'CLICK', reaction: '❤' })).toBe(pending);
    expect(transition(pending, { type: 'DISMISS_FAILURE' })).toBe(pending);
    expect(canClick(pending)).toBe(false);
    expect(transition(none, { type: 'SUCCEEDED' })).toBe(none);
    expect(transition(none, { type: 'FAILED', error: serverError })).toBe(none);
    expect(transition(hearted, { type: 'SUCCEEDED', result: { reaction: null, reactions: {} } })).toBe(hearted);
    expect(transition(hearted, { type: 'FAILED', error: banError })).toBe(hearted);
    expect(transition(none, { type: 'DISMISS_FAILURE' })).toBe(none);
  });

  it('selectors at rest', () => {
    expect(reactionRequest(none)).toBeNull();
    expect(isPending(hearted)).toBe(false);
    expect(shownSnapshot(hearted)).toBe(hearted.server);
    expect(reactionFailure(transition(none, { type: 'CLICK', reaction: '❤' }))).toBeNull();
    expect(reactionStateNames).toEqual(['none', 'reacted', 'pending']);
  });
});

describe('reaction failure messages', () => {
  it('T023 for any failure but PUBLICATION_BAN', () => {
    expect(reactionFailureMessage(serverError, t)).toBe('We failed post your reaction. Please try again later.');
    expect(reactionFailureMessage(apiError({ code: 'PAID_SUBSCRIPTION_REQUIRED', serverMessage: 'Subscribe' }), t)).toBe(
      'We failed post your reaction. Please try again later.',
    );
    expect(reactionFailureMessage(apiError({}), t)).toBe('We failed post your reaction. Please try again later.');
  });

  it('T024 followed by the server’s text for PUBLICATION_BAN', () => {
    expect(reactionFailureMessage(banError, t)).toBe('You are not allowed to post or react to this chat. You have been banned from The Daily Margin’s chat.');
    expect(reactionFailureMessage(apiError({ code: 'PUBLICATION_BAN' }), t)).toBe('You are not allowed to post or react to this chat.');
    expect(reactionFailureMessage(apiError({ code: 'PUBLICATION_BAN', serverMessage: '  ' }), t)).toBe('You are not allowed to post or react to this chat.');
  });

  it('helpers', () => {
    expect(isPublicationBan(banError)).toBe(true);
    expect(isPublicationBan(serverError)).toBe(false);
    expect(isPublicationBan(null)).toBe(false);
    expect(reactionAlert(serverError)).toEqual({ id: 'chat.error.reaction' });
    expect(reactionAlert(apiError({ code: 'PUBLICATION_BAN' }))).toEqual({ id: 'chat.error.publicationBan', serverMessage: null });
    expect(publicationBanText('Banned.', t)).toBe('You are not allowed to post or react to this chat. Banned.');
  });
});

describe('applyReaction', () => {
  it('moves the reader’s reaction', () => {
    expect(applyReaction({ reaction: null, reactions: {} }, '❤')).toEqual({ reaction: '❤', reactions: { '❤': 1 } });
    expect(applyReaction({ reaction: '❤', reactions: { '❤': 1 } }, null)).toEqual({ reaction: null, reactions: {} });
    expect(applyReaction({ reaction: '❤', reactions: { '❤': 2 } }, '😢')).toEqual({ reaction: '😢', reactions: { '❤': 1, '😢': 1 } });
    const same = { reaction: '❤', reactions: { '❤': 2 } };
    expect(applyReaction(same, '❤')).toBe(same);
    // Inconsistent server data (own reaction without a count) never goes negative.
    expect(applyReaction({ reaction: '❤', reactions: {} }, null)).toEqual({ reaction: null, reactions: {} });
  });
});

// ——— properties ———

const arbReaction = fc.constantFrom<ChatReaction>(...chatReactionSet);
const arbCounts = fc.dictionary(arbReaction, fc.integer({ min: 0, max: 5 }), { maxKeys: 5 });
/** A consistent server snapshot: the reader's own reaction is counted. */
const arbSnapshot = fc
  .record({ reaction: fc.option(arbReaction, { nil: null }), reactions: arbCounts })
  .map(
    (s): ReactionSnapshot =>
      s.reaction === null ? s : { reaction: s.reaction, reactions: { ...s.reactions, [s.reaction]: Math.max(1, s.reactions[s.reaction] ?? 0) } },
  );
const arbError = fc.constantFrom(banError, serverError, apiError({ status: 401 }), apiError());
const arbEvent: fc.Arbitrary<ReactionEvent> = fc.oneof(
  arbReaction.map((reaction) => ({ type: 'CLICK', reaction }) as const),
  fc.option(arbSnapshot, { nil: undefined }).map((result) => (result ? ({ type: 'SUCCEEDED', result } as const) : ({ type: 'SUCCEEDED' } as const))),
  arbError.map((error) => ({ type: 'FAILED', error }) as const),
  arbSnapshot.map((item) => ({ type: 'SYNC', item }) as const),
  fc.constant({ type: 'DISMISS_FAILURE' } as const),
);

describe('reaction machine: properties', () => {
  it('the event list covers every event type', () => {
    expect([...reactionEventTypes].sort()).toEqual(['CLICK', 'DISMISS_FAILURE', 'FAILED', 'SUCCEEDED', 'SYNC']);
  });

  it('property: counts are never negative and the shown total is within one of the server’s', () => {
    fc.assert(
      fc.property(arbSnapshot, fc.array(arbEvent, { maxLength: 40 }), (start, events) => {
        let s = initialState(start);
        for (const e of events) {
          s = transition(s, e);
          const shown = shownCounts(s);
          for (const n of Object.values(shown)) expect(n).toBeGreaterThanOrEqual(0);
          const total = (c: Readonly<Record<string, number>>) => Object.values(c).reduce((a, b) => a + b, 0);
          expect(Math.abs(total(shown) - total(s.server.reactions))).toBeLessThanOrEqual(1);
          expect(reactionStateNames).toContain(s.name);
        }
      }),
    );
  });

  it('property: a failed optimistic change returns exactly to the server’s state', () => {
    fc.assert(
      fc.property(arbSnapshot, fc.array(arbEvent, { maxLength: 30 }), arbReaction, arbError, (start, history, click, error) => {
        const before = history.reduce(transition, initialState(start));
        const settled = before.name === 'pending' ? transition(before, { type: 'SUCCEEDED' }) : before;
        const after = transition(transition(settled, { type: 'CLICK', reaction: click }), { type: 'FAILED', error });
        expect(after.server).toEqual(settled.server);
        expect(shownSnapshot(after)).toEqual(settled.server);
        expect(after.name).toBe(settled.server.reaction === null ? 'none' : 'reacted');
        expect(reactionFailure(after)).toEqual(reactionAlert(error));
      }),
    );
  });

  it('property: a successful click shows what the optimistic state showed', () => {
    fc.assert(
      fc.property(arbSnapshot, arbReaction, (start, click) => {
        const pending = transition(initialState(start), { type: 'CLICK', reaction: click });
        expect(shownSnapshot(transition(pending, { type: 'SUCCEEDED' }))).toEqual(shownSnapshot(pending));
        expect(shownReaction(pending)).toBe(start.reaction === click ? null : click);
      }),
    );
  });

  it('property: a guarded machine never leaves its resting state by a click', () => {
    fc.assert(
      fc.property(arbSnapshot, fc.array(arbEvent, { maxLength: 30 }), (start, events) => {
        const s = events.reduce(transition, initialState(start, 'recommendedFeed'));
        expect(s.name).not.toBe('pending');
      }),
    );
  });
});
