/**
 * Vocabulary the chat views share with the machines and the data hooks that drive them. The views take these as
 * props and report them back through callbacks; they never decide them (permissions, delivery and reactions are
 * worked out by the pure `*.machine.ts` modules and the `use*` hooks).
 */
import type { ChatReaction } from '../../../api/schemas/community';

/**
 * Every action an item's "More options" menu can offer (spec 000 §6, inventory §7) — the permission rules' own
 * list (`chatItemActions` decides which ones an item shows); the menu orders and groups them itself.
 */
export { chatItemActionIds as chatActionIds, type ChatItemAction as ChatActionId } from '../permissions';

/** Delivery of the reader's own new item: `failed` shows "Not delivered" (T014) with a retry. */
export const chatSendStatuses = ['idle', 'sending', 'failed'] as const;
export type ChatSendStatus = (typeof chatSendStatuses)[number];

/**
 * The composer's placeholder by the thread's audience (M07): `founding` → "FOUNDING MEMBERS ONLY" (T005), `paid`
 * → "PAID SUBSCRIBERS ONLY" (T006), `subscribers` → "SUBSCRIBERS ONLY" (T007).
 */
export const chatComposerPlaceholders = ['founding', 'paid', 'subscribers'] as const;
export type ChatComposerPlaceholder = (typeof chatComposerPlaceholders)[number];

/**
 * Why the composer is disabled, shown as visible text under it: replies `locked` (is_locked), the audience needs a
 * `paid` or `founding` membership, the reader is not a `subscribers` member at all, or the reader is `banned` from
 * the chat (PUBLICATION_BAN, T024).
 */
export const chatComposerDisabledReasons = ['locked', 'paid', 'founding', 'subscribers', 'banned'] as const;
export type ChatComposerDisabledReason = (typeof chatComposerDisabledReasons)[number];

/** What an item's notice says (T010–T014). */
export const chatItemNoticeKinds = ['reported', 'unavailable', 'notDelivered'] as const;
export type ChatItemNoticeKind = (typeof chatItemNoticeKinds)[number];

/** A thread (community post) or a reply (community comment). */
export type ChatItemKind = 'thread' | 'reply';

/** The finite state a thread card or reply item shows, as its `data-state`. */
export const chatItemStates = ['open', 'limited', 'deleted', 'reported', 'blocked', 'notDelivered', 'sending'] as const;
export type ChatItemState = (typeof chatItemStates)[number];

/** The message naming each reaction of the set (screen readers hear "Heart", not the emoji's code point name). */
export const chatReactionNames = {
  '❤': 'chat.reaction.heart',
  '👍': 'chat.reaction.thumbsUp',
  '😂': 'chat.reaction.laugh',
  '😮': 'chat.reaction.wow',
  '😢': 'chat.reaction.sad',
} as const satisfies Record<ChatReaction, `chat.reaction.${string}`>;
