import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChatAudience, chatAudiences } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import type { ChatViewer } from './permissions';
import {
  audienceLabel,
  canReply,
  composerPlaceholder,
  type ReplyBlockedReason,
  replyBlockedMessageId,
  replyBlockedReason,
  replyBlockedReasons,
  replyLevel,
  type ReplyThread,
} from './replyPermission';

const t = createTranslator();
const anonymous: ChatViewer = { role: 'anonymous' };
const free: ChatViewer = { role: 'free', user: { id: 101, name: 'Frances Free' } };
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const founding: ChatViewer = { role: 'founding', user: { id: 103, name: 'Fiona Founding' } };
const contributor: ChatViewer = { role: 'contributor', user: { id: 104, name: 'Carmen Contributor' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const reader: ChatViewer = { ...free, pubRole: { role: null, membership_state: 'unsubscribed' } };

const open = (audience: ChatAudience, is_locked = false): ReplyThread => ({ audience, is_locked, status: 'open' });

describe('replyBlockedReason: audience × viewer (spec 000 §5)', () => {
  // Rows: audience; columns: anonymous, reader (signed in, no subscription), free, paid, founding, contributor, admin.
  const viewers = [anonymous, reader, free, paid, founding, contributor, admin];
  const table: ReadonlyArray<readonly [ChatAudience, ReadonlyArray<ReplyBlockedReason | null>]> = [
    ['all_subscribers', ['signedOut', 'subscribersOnly', null, null, null, null, null]],
    ['only_paid', ['signedOut', 'paidOnly', 'paidOnly', null, null, null, null]],
    ['only_paid_replies', ['signedOut', 'paidOnly', 'paidOnly', null, null, null, null]],
    ['only_founding', ['signedOut', 'foundingOnly', 'foundingOnly', 'foundingOnly', null, null, null]],
    ['only_founding_replies', ['signedOut', 'foundingOnly', 'foundingOnly', 'foundingOnly', null, null, null]],
  ];

  it.each(table)('%s', (audience, expected) => {
    expect(viewers.map((v) => replyBlockedReason(open(audience), v))).toEqual(expected);
    expect(viewers.map((v) => canReply(open(audience), v))).toEqual(expected.map((r) => r === null));
  });

  it('in a paid chat (G56) all subscribers means paid subscribers', () => {
    expect(replyBlockedReason(open('all_subscribers'), free, { paywallChat: 'paid' })).toBe('paidOnly');
    expect(replyBlockedReason(open('all_subscribers'), paid, { paywallChat: 'paid' })).toBeNull();
    expect(replyBlockedReason(open('only_founding'), paid, { paywallChat: 'paid' })).toBe('foundingOnly');
  });

  it('a locked thread takes no replies from anyone, admins included', () => {
    for (const v of [free, paid, founding, contributor, admin]) expect(replyBlockedReason(open('all_subscribers', true), v)).toBe('locked');
    // Locked is said first: signing in would not help.
    expect(replyBlockedReason(open('only_founding', true), anonymous)).toBe('locked');
  });

  it('a locked or unavailable reply takes no replies', () => {
    expect(replyBlockedReason(open('all_subscribers'), paid, {}, { is_locked: true, status: 'VISIBLE' })).toBe('replyLocked');
    expect(replyBlockedReason(open('all_subscribers'), admin, {}, { is_locked: true, status: 'VISIBLE' })).toBe('replyLocked');
    expect(replyBlockedReason(open('all_subscribers'), paid, {}, { is_locked: false, status: 'DELETED' })).toBe('unavailable');
    expect(replyBlockedReason(open('all_subscribers'), paid, {}, { is_locked: false, status: 'VISIBLE' })).toBeNull();
    expect(replyBlockedReason(open('all_subscribers'), paid, {}, null)).toBeNull();
  });

  it('read-only mode and threads not shown come first', () => {
    expect(replyBlockedReason(open('all_subscribers', true), admin, { readOnly: true })).toBe('readOnly');
    expect(replyBlockedReason({ audience: 'all_subscribers', is_locked: true, status: 'deleted' }, admin)).toBe('unavailable');
    expect(replyBlockedReason({ audience: 'only_paid', is_locked: false, status: 'PAID_SUBSCRIPTION_REQUIRED' }, free)).toBe('unavailable');
  });

  it('property: a reason is always the first that applies, and canReply agrees', () => {
    const arbViewer = fc.constantFrom(anonymous, reader, free, paid, founding, contributor, admin);
    fc.assert(
      fc.property(
        fc.constantFrom(...chatAudiences),
        fc.boolean(),
        fc.constantFrom('open', 'deleted'),
        arbViewer,
        fc.record({ readOnly: fc.boolean(), paywallChat: fc.constantFrom('free' as const, 'paid' as const) }),
        (audience, is_locked, status, viewer, context) => {
          const reason = replyBlockedReason({ audience, is_locked, status }, viewer, context);
          expect(canReply({ audience, is_locked, status }, viewer, context)).toBe(reason === null);
          if (context.readOnly) expect(reason).toBe('readOnly');
          else if (status !== 'open') expect(reason).toBe('unavailable');
          else if (is_locked) expect(reason).toBe('locked');
          if (reason === null) {
            expect(viewer.role).not.toBe('anonymous');
            // Founding members and staff reply to every open thread.
          } else if (['founding', 'contributor', 'admin'].includes(viewer.role) && !context.readOnly && status === 'open' && !is_locked) {
            expect.unreachable(`${viewer.role} blocked by ${reason}`);
          }
        },
      ),
    );
  });
});

describe('messages', () => {
  it('every reason has a sentence', () => {
    expect(replyBlockedReasons.map((r) => t(replyBlockedMessageId(r)))).toEqual([
      'Replies are turned off here.',
      'This thread is not available',
      'Replies to this thread are locked.',
      'Replies to this reply are locked.',
      'Sign in to reply.',
      'Only subscribers can reply to this thread.',
      'Only paid subscribers can reply to this thread.',
      'Only founding members can reply to this thread.',
    ]);
  });

  it('composer placeholders T005–T007 by audience', () => {
    expect(chatAudiences.map((a) => [a, t(composerPlaceholder(a))])).toEqual([
      ['all_subscribers', 'SUBSCRIBERS ONLY'],
      ['only_paid', 'PAID SUBSCRIBERS ONLY'],
      ['only_paid_replies', 'PAID SUBSCRIBERS ONLY'],
      ['only_founding', 'FOUNDING MEMBERS ONLY'],
      ['only_founding_replies', 'FOUNDING MEMBERS ONLY'],
    ]);
  });

  it('audience labels T001–T004; none for all subscribers', () => {
    expect(chatAudiences.map((a) => [a, audienceLabel(a) && t(audienceLabel(a)!)])).toEqual([
      ['all_subscribers', null],
      ['only_paid', 'Paid subscribers only'],
      ['only_paid_replies', 'Paid subscriber replies'],
      ['only_founding', 'Founding members only'],
      ['only_founding_replies', 'Founding member replies'],
    ]);
    // The one label-id function of the chat (thread card, list rows, permalinks, snippets).
    expect(chatAudiences.map((a) => audienceLabel(a))).toEqual([
      null,
      'chat.audience.only_paid',
      'chat.audience.only_paid_replies',
      'chat.audience.only_founding',
      'chat.audience.only_founding_replies',
    ]);
  });

  it('reply levels', () => {
    expect(chatAudiences.map((a) => replyLevel(a))).toEqual(['free', 'paid', 'paid', 'founding', 'founding']);
    expect(chatAudiences.map((a) => replyLevel(a, 'paid'))).toEqual(['paid', 'paid', 'paid', 'founding', 'founding']);
  });
});
