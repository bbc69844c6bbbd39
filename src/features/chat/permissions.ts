/**
 * Who may do what on a chat item (spec 000 §5 "Validation rules", §6 "Roles and permissions"; inventory §7): the
 * actions menu of a thread or reply, and the guards the chat machines share (reaction, lock, ban, delete, report).
 * Pure: no React, no DOM.
 *
 * | action | who | not when |
 * |---|---|---|
 * | copy link | everyone | |
 * | copy text | the item's owner | |
 * | edit | the owner | replies (threads only) |
 * | delete | the owner or a publication admin | |
 * | lock / unlock replies | the owner or a publication admin | replies that have a parent |
 * | ban / unban the author | publication admins | threads (replies only), their own replies |
 * | report | signed-in readers | their own items, items they already reported |
 * | react | signed-in members (a subscription or a staff role) | the recommended-feed context |
 *
 * Everything is hidden in read-only mode, and on items that are not shown (a deleted thread or reply, or the
 * limited item a reader who may not read it receives).
 */
import type { ChatComment, ChatPost, ChatUserPubRole } from '../../api/schemas/community';
import type { MessageId } from '../../i18n/messages';
import type { Viewer } from '../../platform/viewer';

// ——— items ———

/** A thread (community post) or a reply (community comment), tagged so rules can tell them apart. */
export type ChatItem = { kind: 'post'; item: ChatPost } | { kind: 'comment'; item: ChatComment };
export type ChatItemKind = ChatItem['kind'];

export const chatPostItem = (item: ChatPost): ChatItem => ({ kind: 'post', item });
export const chatCommentItem = (item: ChatComment): ChatItem => ({ kind: 'comment', item });

/** Whether the item's content is shown: a thread with status `open`, a reply with status `VISIBLE`. */
export function isChatItemShown(item: ChatItem): boolean {
  return item.kind === 'post' ? item.item.status === 'open' : item.item.status === 'VISIBLE';
}

/** A reply to a top-level reply (it carries `parent_id`); such replies cannot be locked. */
export function isNestedReply(item: ChatItem): boolean {
  return item.kind === 'comment' && item.item.parent_id != null;
}

// ——— viewers ———

/**
 * The viewer as a chat screen knows it: the platform's `Viewer` (role and signed-in user, from `useViewer()`)
 * and, when the screen knows it, the viewer's standing with the thread's publication in the shape of
 * `user_pub_role`. Without `pubRole` the platform role stands for the standing with the publication the screens
 * are shown for: `free` / `paid` / `founding` subscriptions, `contributor` / `admin` staff.
 */
export interface ChatViewer extends Viewer {
  pubRole?: ChatUserPubRole | null;
}

/** What the viewer's subscription reaches (staff reach everything: `founding`). */
export type ChatAccessLevel = 'none' | 'free' | 'paid' | 'founding';
export const chatAccessLevels = ['none', 'free', 'paid', 'founding'] as const satisfies readonly ChatAccessLevel[];
export type ChatStaffRole = 'admin' | 'contributor';

const levelRank: Record<ChatAccessLevel, number> = { none: 0, free: 1, paid: 2, founding: 3 };

/** Whether `level` reaches at least `needed`. */
export function reachesLevel(level: ChatAccessLevel, needed: ChatAccessLevel): boolean {
  return levelRank[level] >= levelRank[needed];
}

/** The signed-in user's id, or `null` for an anonymous viewer. */
export function viewerUserId(viewer: ChatViewer): number | null {
  return viewer.role === 'anonymous' ? null : (viewer.user?.id ?? null);
}

export function isSignedIn(viewer: ChatViewer): boolean {
  return viewerUserId(viewer) !== null;
}

/** The viewer's staff role with the publication, if any. */
export function viewerStaffRole(viewer: ChatViewer): ChatStaffRole | null {
  if (!isSignedIn(viewer)) return null;
  if (viewer.pubRole) return viewer.pubRole.role ?? null;
  return viewer.role === 'admin' || viewer.role === 'contributor' ? viewer.role : null;
}

/** A publication admin (the spec's "publication author"): deletes any item, locks replies, bans reply authors. */
export function isPublicationAdmin(viewer: ChatViewer): boolean {
  return viewerStaffRole(viewer) === 'admin';
}

/** What the viewer's standing with the publication reaches. Staff reach everything. */
export function viewerAccessLevel(viewer: ChatViewer): ChatAccessLevel {
  if (!isSignedIn(viewer)) return 'none';
  if (viewerStaffRole(viewer) !== null) return 'founding';
  const pub = viewer.pubRole;
  if (pub) {
    if (pub.is_founding) return 'founding';
    if (pub.membership_state === 'subscribed') return 'paid';
    if (pub.membership_state === 'free_signup') return 'free';
    return 'none';
  }
  switch (viewer.role) {
    case 'free':
    case 'paid':
    case 'founding':
      return viewer.role;
    case 'anonymous':
      return 'none';
    case 'contributor':
    case 'admin':
      return 'founding';
    default:
      return viewer.role satisfies never;
  }
}

/** A signed-in member of the chat: a subscriber (free, paid or founding) or staff. Members react. */
export function isChatMember(viewer: ChatViewer): boolean {
  return isSignedIn(viewer) && viewerAccessLevel(viewer) !== 'none';
}

/** Whether the viewer wrote the item. */
export function isOwnItem(item: ChatItem, viewer: ChatViewer): boolean {
  const userId = viewerUserId(viewer);
  return userId !== null && item.item.user_id === userId;
}

// ——— where the item is shown ———

/** Where chat items are shown: in a chat (thread page, chat list, permalink) or in the recommended feed. */
export const chatSurfaces = ['chat', 'recommendedFeed'] as const;
export type ChatSurface = (typeof chatSurfaces)[number];

export interface ChatContext {
  /** Read-only mode hides every action and the composer (spec 000: "Read-only mode hides actions"). */
  readOnly?: boolean;
  /** Default `chat`. Reactions are not allowed in the recommended feed. */
  surface?: ChatSurface;
  /**
   * The publication's chat paywall (gap G56). In a `paid` chat a thread for all subscribers still needs a paid
   * subscription to reply, as the server decides. Default `free`.
   */
  paywallChat?: 'free' | 'paid';
}

// ——— guards the machines share ———

/** Why the viewer may not react to an item, or `null` when they may (M01 guards). */
export type ReactionBlockedReason = 'readOnly' | 'recommendedFeed' | 'unavailable' | 'signedOut' | 'notMember';

export function reactionBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): ReactionBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (context.surface === 'recommendedFeed') return 'recommendedFeed';
  if (!isChatItemShown(item)) return 'unavailable';
  if (!isSignedIn(viewer)) return 'signedOut';
  if (!isChatMember(viewer)) return 'notMember';
  return null;
}

/** Why the viewer may not lock or unlock replies to an item, or `null` when they may (M02 guards). */
export type LockBlockedReason = 'readOnly' | 'unavailable' | 'nestedReply' | 'notOwnerOrAdmin';

export function lockBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): LockBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (!isChatItemShown(item)) return 'unavailable';
  if (isNestedReply(item)) return 'nestedReply';
  if (!isOwnItem(item, viewer) && !isPublicationAdmin(viewer)) return 'notOwnerOrAdmin';
  return null;
}

/** Why the viewer may not ban or unban an item's author, or `null` when they may (M03 guards). */
export type BanBlockedReason = 'readOnly' | 'unavailable' | 'notComment' | 'notAdmin' | 'ownItem';

export function banBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): BanBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (!isChatItemShown(item)) return 'unavailable';
  if (item.kind !== 'comment') return 'notComment';
  if (!isPublicationAdmin(viewer)) return 'notAdmin';
  if (isOwnItem(item, viewer)) return 'ownItem';
  return null;
}

/** Why the viewer may not delete an item, or `null` when they may (M04 guards). */
/** Editing is for the thread's author only, not admins (P05; inventory §7 "Edit chat item": threads only). */
export type EditBlockedReason = 'readOnly' | 'unavailable' | 'notThread' | 'notOwner';

export function editBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): EditBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (!isChatItemShown(item)) return 'unavailable';
  if (item.kind !== 'post') return 'notThread';
  if (!isOwnItem(item, viewer)) return 'notOwner';
  return null;
}

export type DeleteBlockedReason = 'readOnly' | 'unavailable' | 'notOwnerOrAdmin';

export function deleteBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): DeleteBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (!isChatItemShown(item)) return 'unavailable';
  if (!isOwnItem(item, viewer) && !isPublicationAdmin(viewer)) return 'notOwnerOrAdmin';
  return null;
}

/** Why the viewer may not report an item, or `null` when they may (M05 guards). */
export type ReportBlockedReason = 'readOnly' | 'unavailable' | 'signedOut' | 'ownItem' | 'alreadyReported';

export function reportBlockedReason(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): ReportBlockedReason | null {
  if (context.readOnly) return 'readOnly';
  if (!isChatItemShown(item)) return 'unavailable';
  if (!isSignedIn(viewer)) return 'signedOut';
  if (isOwnItem(item, viewer)) return 'ownItem';
  if (item.item.reported_by_user === true) return 'alreadyReported';
  return null;
}

// ——— the actions menu ———

/** The actions menu's entries, in the order the menu lists them (the spec's order). */
export const chatItemActionIds = ['copyLink', 'copyText', 'edit', 'delete', 'lock', 'unlock', 'ban', 'unban', 'report'] as const;
export type ChatItemAction = (typeof chatItemActionIds)[number];

/** The menu label of each action (`chat.action.*`). */
export const chatItemActionLabels = {
  copyLink: 'chat.action.copyLink',
  copyText: 'chat.action.copyText',
  edit: 'chat.action.edit',
  delete: 'chat.action.delete',
  lock: 'chat.action.lock',
  unlock: 'chat.action.unlock',
  ban: 'chat.action.ban',
  unban: 'chat.action.unban',
  report: 'chat.action.report',
} as const satisfies Record<ChatItemAction, MessageId>;

/**
 * The actions an item's menu offers this viewer here, in menu order. Lock or unlock follows `is_locked`; ban or
 * unban follows `is_banned` (sent to publication admins only, gap G05). An empty list means no menu.
 */
export function chatItemActions(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): ChatItemAction[] {
  if (context.readOnly || !isChatItemShown(item)) return [];
  const own = isOwnItem(item, viewer);
  const actions: ChatItemAction[] = ['copyLink'];
  if (own) actions.push('copyText');
  if (editBlockedReason(item, viewer, context) === null) actions.push('edit');
  if (deleteBlockedReason(item, viewer, context) === null) actions.push('delete');
  if (lockBlockedReason(item, viewer, context) === null) actions.push(item.item.is_locked ? 'unlock' : 'lock');
  if (banBlockedReason(item, viewer, context) === null) actions.push(item.kind === 'comment' && item.item.is_banned ? 'unban' : 'ban');
  if (reportBlockedReason(item, viewer, context) === null) actions.push('report');
  return actions;
}

/** Whether reactions can be used on the item here (the reaction bar is interactive). */
export function canReact(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): boolean {
  return reactionBlockedReason(item, viewer, context) === null;
}
