import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  canSend,
  type ComposerEvent,
  type ComposerState,
  composerEventTypes,
  composerGate,
  composerStateNames,
  draftOf,
  type Gate,
  type GatePost,
  type GateViewer,
  initialComposerState,
  isComposerOpen,
  replyLimit,
  requirementMessageId,
  sendRequest,
  transition,
} from './composerGate.machine';

const viewer = (membership: GateViewer['membership'], extra: Partial<GateViewer> = {}): GateViewer => ({ userId: 7, membership, isStaff: false, ...extra });
const anonymous: GateViewer = { userId: null, membership: 'unsubscribed', isStaff: false };
const open: GatePost = { write_comment_permissions: 'everyone', audience: 'everyone' };
const paidPost: GatePost = { write_comment_permissions: 'only_paid', audience: 'everyone' };
const off: GatePost = { write_comment_permissions: 'none', audience: 'everyone' };
const error = (status: number, serverMessage = 'Internal server error') =>
  new ApiError({ kind: 'http', route: 'POST /api/v1/comment/feed', status, serverMessage });

describe('M48 composer gate: who may write', () => {
  it.each([
    // viewer, post, target, gate
    ['anonymous on an open post', anonymous, open, null, { kind: 'signIn' }],
    ['a free reader on an open post', viewer('free_signup'), open, null, { kind: 'open' }],
    ['an unsubscribed reader on an open post', viewer('unsubscribed'), open, null, { kind: 'open' }],
    ['comments off (anyone)', viewer('subscribed'), off, null, { kind: 'off' }],
    ['comments off (anonymous)', anonymous, off, null, { kind: 'off' }],
    ['a free reader on an only_paid post', viewer('free_signup'), paidPost, null, { kind: 'requirement', need: 'paid' }],
    ['a paid reader on an only_paid post', viewer('subscribed'), paidPost, null, { kind: 'open' }],
    ['a free reader on a paid-audience post', viewer('free_signup'), { audience: 'only_paid' }, null, { kind: 'requirement', need: 'paid' }],
    ['a free reader on a founding post', viewer('free_signup'), { audience: 'founding' }, null, { kind: 'requirement', need: 'paid' }],
    ['staff on an only_paid post', viewer('unsubscribed', { isStaff: true }), paidPost, null, { kind: 'open' }],
    ['free reader, free_subscriber reply limit', viewer('free_signup'), open, { reply_minimum_role: 'free_subscriber' }, { kind: 'open' }],
    [
      'unsubscribed, free_subscriber reply limit',
      viewer('unsubscribed'),
      open,
      { reply_minimum_role: 'free_subscriber' },
      { kind: 'requirement', need: 'subscriber' },
    ],
    ['free reader, paid_subscriber reply limit', viewer('free_signup'), open, { reply_minimum_role: 'paid_subscriber' }, { kind: 'requirement', need: 'paid' }],
    ['paid reader, paid_subscriber reply limit', viewer('subscribed'), open, { reply_minimum_role: 'paid_subscriber' }, { kind: 'open' }],
    ['staff bypasses a reply limit', viewer('unsubscribed', { isStaff: true }), open, { reply_minimum_role: 'paid_subscriber' }, { kind: 'open' }],
    ['the comment author answers', viewer('unsubscribed'), open, { reply_minimum_role: 'paid_subscriber', user_id: 7 }, { kind: 'open' }],
    ['a mentioned user answers', viewer('free_signup'), open, { reply_minimum_role: 'paid_subscriber', mentionedUserIds: [3, 7] }, { kind: 'open' }],
    ['no role on a paid-only post → paid', viewer('free_signup'), paidPost, { reply_minimum_role: null }, { kind: 'requirement', need: 'paid' }],
    ['a comment limit wins over the post', viewer('free_signup'), paidPost, { reply_minimum_role: 'free_subscriber' }, { kind: 'open' }],
    ['anonymous replying', anonymous, open, { reply_minimum_role: 'free_subscriber' }, { kind: 'signIn' }],
  ] as const)('%s', (_name, v, post, target, gate) => {
    expect(composerGate(v, post, target)).toEqual(gate);
  });
  it('replyLimit: the comment, else paid on paid-only posts, else none', () => {
    expect(replyLimit(open, null)).toBeNull();
    expect(replyLimit(paidPost, null)).toBe('paid_subscriber');
    expect(replyLimit(open, { reply_minimum_role: 'free_subscriber' })).toBe('free_subscriber');
  });
  it('the requirement texts', () => {
    expect(requirementMessageId('paid')).toBe('comments.gate.paid');
    expect(requirementMessageId('subscriber')).toBe('comments.gate.subscribers');
  });
});

const openGate: Gate = { kind: 'open' };
const run = (events: ComposerEvent[], from: ComposerState = initialComposerState) => events.reduce(transition, from);

describe('M48 composer: transitions', () => {
  it('names its states and events', () => {
    expect(composerStateNames).toEqual(['closed', 'gated', 'editing', 'sending', 'failed']);
    expect(composerEventTypes).toHaveLength(7);
  });
  it('OPEN with an open gate → editing; with a refusal → gated', () => {
    expect(transition(initialComposerState, { type: 'OPEN', gate: openGate })).toEqual({ name: 'editing', draft: '' });
    expect(transition(initialComposerState, { type: 'OPEN', gate: { kind: 'signIn' } })).toEqual({ name: 'gated', gate: { kind: 'signIn' }, draft: '' });
    expect(transition(initialComposerState, { type: 'OPEN', gate: { kind: 'requirement', need: 'paid' } }).name).toBe('gated');
  });
  it('type, send, succeed: the text is cleared only after success', () => {
    const typed = run([
      { type: 'OPEN', gate: openGate },
      { type: 'CHANGE', text: 'Lovely piece' },
    ]);
    expect(typed).toEqual({ name: 'editing', draft: 'Lovely piece' });
    const sending = transition(typed, { type: 'SUBMIT' });
    expect(sendRequest(sending)).toBe('Lovely piece');
    expect(transition(sending, { type: 'CHANGE', text: 'x' })).toBe(sending);
    expect(transition(sending, { type: 'SUCCEEDED' })).toEqual({ name: 'closed', draft: '' });
  });
  it('an empty or blank text is not sent', () => {
    const blank = run([
      { type: 'OPEN', gate: openGate },
      { type: 'CHANGE', text: '   \n' },
    ]);
    expect(transition(blank, { type: 'SUBMIT' })).toBe(blank);
    expect(canSend(' a ')).toBe(true);
  });
  it.each([400, 403, 404, 500])('a failed send (%s) keeps the text, and may be sent again', (status) => {
    const failed = run([{ type: 'OPEN', gate: openGate }, { type: 'CHANGE', text: 'Keep me' }, { type: 'SUBMIT' }, { type: 'FAILED', error: error(status) }]);
    expect(failed).toMatchObject({ name: 'failed', draft: 'Keep me' });
    expect(isComposerOpen(failed)).toBe(true);
    expect(sendRequest(transition(failed, { type: 'SUBMIT' }))).toBe('Keep me');
    expect(transition(failed, { type: 'CHANGE', text: 'Keep me!' })).toEqual({ name: 'editing', draft: 'Keep me!' });
  });
  it('network and timeout failures keep the text too', () => {
    for (const kind of ['network', 'timeout', 'schema'] as const) {
      const failed = run([
        { type: 'OPEN', gate: openGate },
        { type: 'CHANGE', text: 'Still here' },
        { type: 'SUBMIT' },
        { type: 'FAILED', error: new ApiError({ kind, route: 'x' }) },
      ]);
      expect(draftOf(failed)).toBe('Still here');
    }
  });
  it('a 401 on send → the sign-in gate, the text kept', () => {
    const gated = run([{ type: 'OPEN', gate: openGate }, { type: 'CHANGE', text: 'Mine' }, { type: 'SUBMIT' }, { type: 'FAILED', error: error(401) }]);
    expect(gated).toEqual({ name: 'gated', gate: { kind: 'signIn' }, draft: 'Mine' });
    expect(transition(gated, { type: 'DISMISS_GATE' })).toEqual({ name: 'closed', draft: 'Mine' });
  });
  it('CLOSE keeps the text for the next OPEN', () => {
    const closed = run([{ type: 'OPEN', gate: openGate }, { type: 'CHANGE', text: 'Draft' }, { type: 'CLOSE' }]);
    expect(closed).toEqual({ name: 'closed', draft: 'Draft' });
    expect(transition(closed, { type: 'OPEN', gate: openGate })).toEqual({ name: 'editing', draft: 'Draft' });
  });
  it('ignored events', () => {
    expect(transition(initialComposerState, { type: 'SUBMIT' })).toBe(initialComposerState);
    expect(transition(initialComposerState, { type: 'SUCCEEDED' })).toBe(initialComposerState);
    expect(transition(initialComposerState, { type: 'FAILED', error: error(500) })).toBe(initialComposerState);
    expect(transition(initialComposerState, { type: 'CHANGE', text: 'x' })).toBe(initialComposerState);
    expect(transition(initialComposerState, { type: 'DISMISS_GATE' })).toBe(initialComposerState);
    const editing = transition(initialComposerState, { type: 'OPEN', gate: openGate });
    expect(transition(editing, { type: 'OPEN', gate: openGate })).toBe(editing);
    const sending = run([{ type: 'CHANGE', text: 'a' }, { type: 'SUBMIT' }], { name: 'editing', draft: '' });
    expect(transition(sending, { type: 'CLOSE' })).toBe(sending);
    expect(transition(sending, { type: 'OPEN', gate: openGate })).toBe(sending);
  });
});

describe('M48 composer: properties', () => {
  const gate: fc.Arbitrary<Gate> = fc.constantFrom<Gate>(
    { kind: 'open' },
    { kind: 'signIn' },
    { kind: 'off' },
    { kind: 'requirement', need: 'paid' },
    { kind: 'requirement', need: 'subscriber' },
  );
  const event: fc.Arbitrary<ComposerEvent> = fc.oneof(
    gate.map((g): ComposerEvent => ({ type: 'OPEN', gate: g })),
    fc.string({ maxLength: 8 }).map((text): ComposerEvent => ({ type: 'CHANGE', text })),
    fc.constant<ComposerEvent>({ type: 'SUBMIT' }),
    fc.constantFrom(400, 401, 403, 500).map((status): ComposerEvent => ({ type: 'FAILED', error: error(status) })),
    fc.constant<ComposerEvent>({ type: 'CLOSE' }),
    fc.constant<ComposerEvent>({ type: 'DISMISS_GATE' }),
  );
  it('without SUCCEEDED the typed text is never lost: the draft only changes through CHANGE', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let s: ComposerState = initialComposerState;
        for (const e of events) {
          const before = s.draft;
          s = transition(s, e);
          if (e.type !== 'CHANGE') expect(s.draft).toBe(before);
        }
      }),
    );
  });
});
