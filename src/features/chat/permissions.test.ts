import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost, type ChatUserPubRole } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import {
  banBlockedReason,
  type ChatContext,
  type ChatItem,
  type ChatViewer,
  canReact,
  chatCommentItem,
  chatItemActionIds,
  chatItemActionLabels,
  chatItemActions,
  chatPostItem,
  deleteBlockedReason,
  isChatItemShown,
  isChatMember,
  isNestedReply,
  isPublicationAdmin,
  lockBlockedReason,
  reactionBlockedReason,
  reportBlockedReason,
  viewerAccessLevel,
  viewerStaffRole,
  viewerUserId,
} from './permissions';

const anonymous: ChatViewer = { role: 'anonymous' };
const free: ChatViewer = { role: 'free', user: { id: 101, name: 'Frances Free' } };
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const founding: ChatViewer = { role: 'founding', user: { id: 103, name: 'Fiona Founding' } };
const contributor: ChatViewer = { role: 'contributor', user: { id: 104, name: 'Carmen Contributor' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };

const thread = (over: Record<string, unknown> = {}) =>
  chatPostItem(ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over }));
const reply = (over: Record<string, unknown> = {}) =>
  chatCommentItem(ChatComment.parse({ id: 4001, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z', ...over }));

describe('viewers', () => {
  it('reads the user id, staff role, access level and membership from the platform role', () => {
    const rows = [anonymous, free, paid, founding, contributor, admin].map((v) => [
      v.role,
      viewerUserId(v),
      viewerStaffRole(v),
      viewerAccessLevel(v),
      isChatMember(v),
      isPublicationAdmin(v),
    ]);
    expect(rows).toEqual([
      ['anonymous', null, null, 'none', false, false],
      ['free', 101, null, 'free', true, false],
      ['paid', 102, null, 'paid', true, false],
      ['founding', 103, null, 'founding', true, false],
      ['contributor', 104, 'contributor', 'founding', true, false],
      ['admin', 105, 'admin', 'founding', true, true],
    ]);
  });

  it('a signed-in role without a user counts as signed out', () => {
    expect(viewerUserId({ role: 'paid' })).toBeNull();
    expect(viewerAccessLevel({ role: 'paid' })).toBe('none');
    expect(isChatMember({ role: 'admin' })).toBe(false);
    expect(isPublicationAdmin({ role: 'admin' })).toBe(false);
  });

  it('the standing with the thread’s publication (pubRole) wins over the platform role', () => {
    const withPub = (v: ChatViewer, pubRole: ChatUserPubRole): ChatViewer => ({ ...v, pubRole });
    expect(isPublicationAdmin(withPub(paid, { role: 'admin' }))).toBe(true);
    expect(isPublicationAdmin(withPub(admin, { role: null, membership_state: 'subscribed' }))).toBe(false);
    expect(viewerAccessLevel(withPub(admin, { role: null, membership_state: 'subscribed' }))).toBe('paid');
    expect(viewerAccessLevel(withPub(paid, { role: null, membership_state: 'free_signup' }))).toBe('free');
    expect(viewerAccessLevel(withPub(free, { role: null, is_founding: true, membership_state: 'subscribed' }))).toBe('founding');
    // A signed-in reader without a subscription (inventory §7 "Reader") is not a member.
    const reader = withPub(free, { role: null, membership_state: 'unsubscribed' });
    expect(viewerAccessLevel(reader)).toBe('none');
    expect(isChatMember(reader)).toBe(false);
    expect(viewerAccessLevel(withPub(anonymous, { role: 'admin' }))).toBe('none');
    expect(viewerStaffRole(withPub(anonymous, { role: 'admin' }))).toBeNull();
  });
});

describe('items', () => {
  it('a thread is shown when open, a reply when VISIBLE', () => {
    expect(isChatItemShown(thread())).toBe(true);
    expect(isChatItemShown(thread({ status: 'deleted' }))).toBe(false);
    expect(isChatItemShown(thread({ status: 'PAID_SUBSCRIPTION_REQUIRED' }))).toBe(false);
    expect(isChatItemShown(reply())).toBe(true);
    expect(isChatItemShown(reply({ status: 'DELETED' }))).toBe(false);
    expect(isChatItemShown(reply({ status: 'FOUNDING_SUBSCRIPTION_REQUIRED' }))).toBe(false);
  });

  it('a nested reply is a reply with a parent', () => {
    expect(isNestedReply(reply({ parent_id: 4002 }))).toBe(true);
    expect(isNestedReply(reply())).toBe(false);
    expect(isNestedReply(thread())).toBe(false);
  });
});

describe('chatItemActions', () => {
  // [who, item, context, expected menu]
  const cases: ReadonlyArray<readonly [string, ChatViewer, ChatItem, ChatContext, readonly string[]]> = [
    ['anonymous, someone’s thread', anonymous, thread(), {}, ['copyLink']],
    ['free, someone’s thread', free, thread(), {}, ['copyLink', 'report']],
    ['free, someone’s reply', free, reply(), {}, ['copyLink', 'report']],
    ['paid, own thread', paid, thread({ user_id: 102 }), {}, ['copyLink', 'copyText', 'edit', 'delete', 'lock']],
    ['paid, own locked thread', paid, thread({ user_id: 102, is_locked: true }), {}, ['copyLink', 'copyText', 'edit', 'delete', 'unlock']],
    ['paid, own reply', paid, reply({ user_id: 102 }), {}, ['copyLink', 'copyText', 'delete', 'lock']],
    ['paid, own nested reply', paid, reply({ user_id: 102, parent_id: 4002 }), {}, ['copyLink', 'copyText', 'delete']],
    ['paid, a reply already reported', paid, reply({ reported_by_user: true }), {}, ['copyLink']],
    ['founding, someone’s locked reply', founding, reply({ is_locked: true }), {}, ['copyLink', 'report']],
    ['contributor, someone’s thread', contributor, thread(), {}, ['copyLink', 'report']],
    ['contributor, own thread', contributor, thread({ user_id: 104 }), {}, ['copyLink', 'copyText', 'edit', 'delete', 'lock']],
    ['admin, someone’s thread', admin, thread(), {}, ['copyLink', 'delete', 'lock', 'report']],
    ['admin, someone’s locked thread', admin, thread({ is_locked: true }), {}, ['copyLink', 'delete', 'unlock', 'report']],
    ['admin, someone’s reply', admin, reply(), {}, ['copyLink', 'delete', 'lock', 'ban', 'report']],
    ['admin, a banned author’s reply', admin, reply({ is_banned: true }), {}, ['copyLink', 'delete', 'lock', 'unban', 'report']],
    ['admin, someone’s nested reply', admin, reply({ parent_id: 4002 }), {}, ['copyLink', 'delete', 'ban', 'report']],
    ['admin, own reply', admin, reply({ user_id: 105 }), {}, ['copyLink', 'copyText', 'delete', 'lock']],
    ['admin, own thread', admin, thread({ user_id: 105 }), {}, ['copyLink', 'copyText', 'edit', 'delete', 'lock']],
    [
      'admin, a reply in the recommended feed (only reactions are off there)',
      admin,
      reply(),
      { surface: 'recommendedFeed' },
      ['copyLink', 'delete', 'lock', 'ban', 'report'],
    ],
    ['admin, read-only mode', admin, reply(), { readOnly: true }, []],
    ['owner, read-only mode', paid, thread({ user_id: 102 }), { readOnly: true }, []],
    ['anonymous, read-only mode', anonymous, thread(), { readOnly: true }, []],
    ['admin, a deleted thread', admin, thread({ status: 'deleted' }), {}, []],
    ['admin, a deleted reply', admin, reply({ status: 'DELETED' }), {}, []],
    ['free, a limited thread (teaser)', free, thread({ status: 'PAID_SUBSCRIPTION_REQUIRED' }), {}, []],
  ];

  it.each(cases)('%s', (_name, viewer, item, context, expected) => {
    expect(chatItemActions(item, viewer, context)).toEqual(expected);
  });

  it('every action has a chat.action.* label that exists in the catalog', () => {
    const t = createTranslator();
    for (const action of chatItemActionIds) {
      expect(chatItemActionLabels[action]).toBe(`chat.action.${action}`);
      expect(t(chatItemActionLabels[action])).not.toBe(chatItemActionLabels[action]);
    }
  });

  const arbViewer = fc.constantFrom(anonymous, free, paid, founding, contributor, admin);
  const arbItem = fc
    .record({
      kind: fc.constantFrom('post', 'comment'),
      user_id: fc.constantFrom(101, 102, 103, 104, 105, 200),
      is_locked: fc.boolean(),
      reported_by_user: fc.boolean(),
      is_banned: fc.boolean(),
      parent_id: fc.option(fc.constant(4002)),
      shown: fc.boolean(),
    })
    .map(
      (r): ChatItem =>
        r.kind === 'post'
          ? thread({ user_id: r.user_id, is_locked: r.is_locked, reported_by_user: r.reported_by_user, status: r.shown ? 'open' : 'deleted' })
          : reply({
              user_id: r.user_id,
              is_locked: r.is_locked,
              reported_by_user: r.reported_by_user,
              is_banned: r.is_banned,
              parent_id: r.parent_id,
              status: r.shown ? 'VISIBLE' : 'DELETED',
            }),
    );
  const arbContext = fc.record({ readOnly: fc.boolean(), surface: fc.constantFrom('chat' as const, 'recommendedFeed' as const) });

  it('property: the menu is ordered, has no duplicates, starts with Copy link, and keeps the spec’s rules', () => {
    fc.assert(
      fc.property(arbItem, arbViewer, arbContext, (item, viewer, context) => {
        const actions = chatItemActions(item, viewer, context);
        if (context.readOnly || !isChatItemShown(item)) {
          expect(actions).toEqual([]);
          return;
        }
        expect(actions[0]).toBe('copyLink');
        const positions = actions.map((a) => chatItemActionIds.indexOf(a));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(actions).size).toBe(actions.length);
        const own = viewerUserId(viewer) === item.item.user_id;
        if (actions.includes('copyText') || actions.includes('edit')) expect(own).toBe(true);
        if (actions.includes('edit')) expect(item.kind).toBe('post');
        if (actions.includes('delete')) expect(own || isPublicationAdmin(viewer)).toBe(true);
        expect(actions.includes('lock') && actions.includes('unlock')).toBe(false);
        if (actions.includes('lock') || actions.includes('unlock')) {
          expect(own || isPublicationAdmin(viewer)).toBe(true);
          expect(isNestedReply(item)).toBe(false);
        }
        expect(actions.includes('ban') && actions.includes('unban')).toBe(false);
        if (actions.includes('ban') || actions.includes('unban')) {
          expect(item.kind).toBe('comment');
          expect(isPublicationAdmin(viewer)).toBe(true);
          expect(own).toBe(false);
        }
        if (actions.includes('report')) {
          expect(own).toBe(false);
          expect(viewerUserId(viewer)).not.toBeNull();
          expect(item.item.reported_by_user).toBe(false);
        }
      }),
    );
  });
});

describe('guards', () => {
  it('reactions: read-only, recommended feed, unavailable, signed out, not a member', () => {
    expect(reactionBlockedReason(thread(), paid)).toBeNull();
    expect(reactionBlockedReason(reply(), free)).toBeNull();
    expect(reactionBlockedReason(reply(), admin)).toBeNull();
    expect(reactionBlockedReason(thread(), paid, { readOnly: true })).toBe('readOnly');
    expect(reactionBlockedReason(thread(), paid, { surface: 'recommendedFeed' })).toBe('recommendedFeed');
    expect(reactionBlockedReason(thread({ status: 'deleted' }), paid)).toBe('unavailable');
    expect(reactionBlockedReason(thread(), anonymous)).toBe('signedOut');
    expect(reactionBlockedReason(thread(), { ...free, pubRole: { role: null, membership_state: 'unsubscribed' } })).toBe('notMember');
    expect(canReact(thread(), paid)).toBe(true);
    expect(canReact(thread(), paid, { surface: 'recommendedFeed' })).toBe(false);
    // The owner reacts too (inventory §7).
    expect(canReact(thread({ user_id: 102 }), paid)).toBe(true);
  });

  it('lock: owner or admin, not nested replies', () => {
    expect(lockBlockedReason(thread({ user_id: 102 }), paid)).toBeNull();
    expect(lockBlockedReason(thread(), admin)).toBeNull();
    expect(lockBlockedReason(thread(), paid)).toBe('notOwnerOrAdmin');
    expect(lockBlockedReason(thread(), contributor)).toBe('notOwnerOrAdmin');
    expect(lockBlockedReason(reply({ parent_id: 4002 }), admin)).toBe('nestedReply');
    expect(lockBlockedReason(reply(), admin, { readOnly: true })).toBe('readOnly');
    expect(lockBlockedReason(reply({ status: 'DELETED' }), admin)).toBe('unavailable');
  });

  it('ban: admins, replies only, not their own', () => {
    expect(banBlockedReason(reply(), admin)).toBeNull();
    expect(banBlockedReason(thread(), admin)).toBe('notComment');
    expect(banBlockedReason(reply(), contributor)).toBe('notAdmin');
    expect(banBlockedReason(reply(), paid)).toBe('notAdmin');
    expect(banBlockedReason(reply({ user_id: 105 }), admin)).toBe('ownItem');
    expect(banBlockedReason(reply(), admin, { readOnly: true })).toBe('readOnly');
    expect(banBlockedReason(reply({ status: 'DELETED' }), admin)).toBe('unavailable');
  });

  it('delete: owner or admin', () => {
    expect(deleteBlockedReason(reply({ user_id: 101 }), free)).toBeNull();
    expect(deleteBlockedReason(reply(), admin)).toBeNull();
    expect(deleteBlockedReason(reply(), founding)).toBe('notOwnerOrAdmin');
    expect(deleteBlockedReason(reply(), anonymous)).toBe('notOwnerOrAdmin');
    expect(deleteBlockedReason(reply(), admin, { readOnly: true })).toBe('readOnly');
    expect(deleteBlockedReason(thread({ status: 'deleted' }), admin)).toBe('unavailable');
  });

  it('report: signed in, not own, not already reported', () => {
    expect(reportBlockedReason(thread(), free)).toBeNull();
    expect(reportBlockedReason(thread(), anonymous)).toBe('signedOut');
    expect(reportBlockedReason(thread({ user_id: 101 }), free)).toBe('ownItem');
    expect(reportBlockedReason(thread({ reported_by_user: true }), free)).toBe('alreadyReported');
    expect(reportBlockedReason(thread(), free, { readOnly: true })).toBe('readOnly');
    expect(reportBlockedReason(reply({ status: 'DELETED' }), free)).toBe('unavailable');
  });
});
