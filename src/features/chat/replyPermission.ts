/**
 * Who may reply in a chat thread, and what the composer says (M07; spec 000 §2 and §5, inventory §7). Pure.
 *
 * Spec 000 §5: "Reply is disabled when the item is_locked. A viewer can reply only if founding, or the audience is
 * all_subscribers, or the viewer is paid and the audience is a paid one." Made precise here, as the server decides
 * (mocks/handlers/community.ts):
 * - read-only mode and threads that are not shown (deleted, limited) take no replies;
 * - a locked thread — or a locked reply being replied to — takes no replies from anyone, admins included;
 * - replying needs a signed-in reader whose standing reaches the audience's level: `only_founding*` → founding,
 *   `only_paid*` → paid, `all_subscribers` → a subscription (a paid one in a `paid` chat, gap G56). Founding
 *   members reach every level; publication staff (admin, contributor) reply everywhere (inventory §7 "(P)").
 */
import type { ChatAudience, ChatComment, ChatPost } from '../../api/schemas/community';
import type { MessageId } from '../../i18n/messages';
import { type ChatAccessLevel, type ChatContext, type ChatViewer, isSignedIn, reachesLevel, viewerAccessLevel } from './permissions';

/** What the reply rules read from a thread. A `ChatPost` fits. */
export type ReplyThread = Pick<ChatPost, 'audience' | 'is_locked' | 'status'>;
/** What the reply rules read from the reply being answered (nested replies). A `ChatComment` fits. */
export type ReplyParent = Pick<ChatComment, 'is_locked' | 'status'>;

/** Why the viewer may not reply, in the order the rules are checked. */
export const replyBlockedReasons = ['readOnly', 'unavailable', 'locked', 'replyLocked', 'signedOut', 'subscribersOnly', 'paidOnly', 'foundingOnly'] as const;
export type ReplyBlockedReason = (typeof replyBlockedReasons)[number];

/** The level an audience asks of a replier (in a `paid` chat, all subscribers means paid ones). */
export function replyLevel(audience: ChatAudience, paywallChat: 'free' | 'paid' = 'free'): Exclude<ChatAccessLevel, 'none'> {
  switch (audience) {
    case 'only_founding':
    case 'only_founding_replies':
      return 'founding';
    case 'only_paid':
    case 'only_paid_replies':
      return 'paid';
    case 'all_subscribers':
      return paywallChat === 'paid' ? 'paid' : 'free';
    default:
      return audience satisfies never;
  }
}

const levelReason: Record<Exclude<ChatAccessLevel, 'none'>, ReplyBlockedReason> = {
  free: 'subscribersOnly',
  paid: 'paidOnly',
  founding: 'foundingOnly',
};

/**
 * Why the viewer may not reply in `thread` (or to `parent`, a top-level reply, when given), or `null` when they
 * may. Checked in the order of `replyBlockedReasons`: the first that applies is the one to explain.
 */
export function replyBlockedReason(thread: ReplyThread, viewer: ChatViewer, context: ChatContext = {}, parent?: ReplyParent | null): ReplyBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (thread.status !== 'open' || (parent && parent.status !== 'VISIBLE')) return 'unavailable';
  if (thread.is_locked) return 'locked';
  if (parent?.is_locked) return 'replyLocked';
  if (!isSignedIn(viewer)) return 'signedOut';
  const needed = replyLevel(thread.audience, context.paywallChat);
  return reachesLevel(viewerAccessLevel(viewer), needed) ? null : levelReason[needed];
}

/** Whether the viewer may reply in `thread` (or to `parent`). */
export function canReply(thread: ReplyThread, viewer: ChatViewer, context: ChatContext = {}, parent?: ReplyParent | null): boolean {
  return replyBlockedReason(thread, viewer, context, parent) === null;
}

/** The sentence a disabled composer shows for each reason. */
export const replyBlockedMessageIds = {
  readOnly: 'chat.composer.disabled.readOnly',
  unavailable: 'chat.notice.threadUnavailable',
  locked: 'chat.composer.disabled.locked',
  replyLocked: 'chat.composer.disabled.replyLocked',
  signedOut: 'chat.composer.disabled.signedOut',
  subscribersOnly: 'chat.composer.disabled.subscribers',
  paidOnly: 'chat.composer.disabled.paid',
  foundingOnly: 'chat.composer.disabled.founding',
} as const satisfies Record<ReplyBlockedReason, MessageId>;

export function replyBlockedMessageId(reason: ReplyBlockedReason): (typeof replyBlockedMessageIds)[ReplyBlockedReason] {
  return replyBlockedMessageIds[reason];
}

/** The composer placeholder for a thread's audience: T005 FOUNDING MEMBERS ONLY, T006 PAID SUBSCRIBERS ONLY, T007 SUBSCRIBERS ONLY. */
export function composerPlaceholder(
  audience: ChatAudience,
): 'chat.composer.placeholder.founding' | 'chat.composer.placeholder.paid' | 'chat.composer.placeholder.subscribers' {
  switch (audience) {
    case 'only_founding':
    case 'only_founding_replies':
      return 'chat.composer.placeholder.founding';
    case 'only_paid':
    case 'only_paid_replies':
      return 'chat.composer.placeholder.paid';
    case 'all_subscribers':
      return 'chat.composer.placeholder.subscribers';
    default:
      return audience satisfies never;
  }
}

/** The audience label of a thread (T001–T004), or `null` for `all_subscribers`, which shows none. */
export function audienceLabel(
  audience: ChatAudience,
): 'chat.audience.only_paid' | 'chat.audience.only_paid_replies' | 'chat.audience.only_founding' | 'chat.audience.only_founding_replies' | null {
  switch (audience) {
    case 'all_subscribers':
      return null;
    case 'only_paid':
      return 'chat.audience.only_paid';
    case 'only_paid_replies':
      return 'chat.audience.only_paid_replies';
    case 'only_founding':
      return 'chat.audience.only_founding';
    case 'only_founding_replies':
      return 'chat.audience.only_founding_replies';
    default:
      return audience satisfies never;
  }
}
