/**
 * The per-item machines of a thread page (reaction, lock, ban, delete, report), keyed by item (`post:3001`,
 * `comment:4001`). Pure. `stepItemMachines` is one item's transition: the thread page runs it per item in the kit's
 * keyed store (`useChatItemMachines`), so an event for one item replaces that item's entry only and tells that item
 * alone. `itemMachinesReducer` is the same rule over a whole map, for hosts that keep the entries themselves. An
 * item's machines start from its server data the first time it is touched; `SYNC` feeds fresh server data to the
 * entries that exist.
 */
import type { ChatComment, ChatPost } from '../../../api/schemas/community';
import * as ban from '../ban.machine';
import * as del from '../delete.machine';
import * as lock from '../lockReplies.machine';
import { type ChatContext, type ChatItem, type ChatViewer, chatCommentItem, chatPostItem } from '../permissions';
import * as reaction from '../reaction.machine';
import * as report from '../report.machine';

export interface ItemMachines {
  reaction: reaction.ReactionState;
  lock: lock.LockState;
  ban: ban.BanState;
  delete: del.DeleteState;
  report: report.ReportState;
}

export type ItemMachinesMap = Readonly<Record<string, ItemMachines>>;

export type ItemMachineEvent =
  | { machine: 'reaction'; event: reaction.ReactionEvent }
  | { machine: 'lock'; event: lock.LockEvent }
  | { machine: 'ban'; event: ban.BanEvent }
  | { machine: 'delete'; event: del.DeleteEvent }
  | { machine: 'report'; event: report.ReportEvent };

/** What one item's machines take: an event for one of them, or fresh server data for the item. */
export type ItemMachinesStep = ItemMachineEvent | { machine: 'sync'; item: ChatItem };

export type ItemMachinesAction =
  /** One event for one item's machine. `item`, `viewer` and `context` start the entry when it does not exist yet. */
  | ({ type: 'EVENT'; item: ChatItem; viewer: ChatViewer; context: ChatContext } & ItemMachineEvent)
  /** Fresh server data for items (a refetch): each existing entry's machines get `SYNC`. */
  | { type: 'SYNC'; items: readonly ChatItem[] }
  /** Forget every entry (another thread, another viewer). */
  | { type: 'RESET' };

export function chatItemKey(item: ChatItem): string {
  return `${item.kind}:${item.item.id}`;
}

export const postKey = (id: number) => `post:${id}`;
export const commentKey = (id: number) => `comment:${id}`;

export function initItemMachines(item: ChatItem, viewer: ChatViewer, context: ChatContext): ItemMachines {
  return {
    reaction: reaction.init(item, viewer, context),
    lock: lock.init(item, viewer, context),
    ban: ban.init(item, viewer, context),
    delete: del.init(item, viewer, context),
    report: report.init(item, viewer, context),
  };
}

function step(entry: ItemMachines, e: ItemMachineEvent): ItemMachines {
  switch (e.machine) {
    case 'reaction': {
      const next = reaction.transition(entry.reaction, e.event);
      return next === entry.reaction ? entry : { ...entry, reaction: next };
    }
    case 'lock': {
      const next = lock.transition(entry.lock, e.event);
      return next === entry.lock ? entry : { ...entry, lock: next };
    }
    case 'ban': {
      const next = ban.transition(entry.ban, e.event);
      return next === entry.ban ? entry : { ...entry, ban: next };
    }
    case 'delete': {
      const next = del.transition(entry.delete, e.event);
      return next === entry.delete ? entry : { ...entry, delete: next };
    }
    case 'report': {
      const next = report.transition(entry.report, e.event);
      return next === entry.report ? entry : { ...entry, report: next };
    }
    default:
      return e satisfies never;
  }
}

function sync(entry: ItemMachines, item: ChatItem): ItemMachines {
  const r = reaction.transition(entry.reaction, { type: 'SYNC', item: { reaction: item.item.reaction ?? null, reactions: item.item.reactions } });
  const l = lock.transition(entry.lock, { type: 'SYNC', isLocked: item.item.is_locked });
  const b =
    item.kind === 'comment' && item.item.is_banned !== undefined ? ban.transition(entry.ban, { type: 'SYNC', isBanned: item.item.is_banned }) : entry.ban;
  const p = item.item.reported_by_user ? report.transition(entry.report, { type: 'SYNC', reportedByUser: true }) : entry.report;
  return r === entry.reaction && l === entry.lock && b === entry.ban && p === entry.report ? entry : { ...entry, reaction: r, lock: l, ban: b, report: p };
}

/** One item's machines after `e`: the same object when nothing changed. */
export function stepItemMachines(entry: ItemMachines, e: ItemMachinesStep): ItemMachines {
  return e.machine === 'sync' ? sync(entry, e.item) : step(entry, e);
}

export function itemMachinesReducer(state: ItemMachinesMap, action: ItemMachinesAction): ItemMachinesMap {
  switch (action.type) {
    case 'EVENT': {
      const key = chatItemKey(action.item);
      const entry = state[key] ?? initItemMachines(action.item, action.viewer, action.context);
      const next = stepItemMachines(entry, action as ItemMachineEvent);
      return next === state[key] ? state : { ...state, [key]: next };
    }
    case 'SYNC': {
      let out: Record<string, ItemMachines> | null = null;
      for (const item of action.items) {
        const key = chatItemKey(item);
        const entry = state[key];
        if (!entry) continue;
        const next = sync(entry, item);
        if (next !== entry) {
          out ??= { ...state };
          out[key] = next;
        }
      }
      return out ?? state;
    }
    case 'RESET':
      return Object.keys(state).length === 0 ? state : {};
    default:
      return action satisfies never;
  }
}

// ——— what the views show ———

/** The thread as shown: the server's thread with its machines' optimistic values. */
export function shownPost(post: ChatPost, entry: ItemMachines | undefined): ChatPost {
  if (!entry) return post;
  const snap = reaction.shownSnapshot(entry.reaction);
  const isLocked = lock.isLocked(entry.lock);
  const reported = report.isReported(entry.report) || post.reported_by_user === true;
  const removed = del.isRemoved(entry.delete);
  if (
    snap.reaction === (post.reaction ?? null) &&
    snap.reactions === post.reactions &&
    isLocked === post.is_locked &&
    reported === (post.reported_by_user === true) &&
    !removed
  )
    return post;
  return {
    ...post,
    reaction: snap.reaction,
    reactions: snap.reactions,
    is_locked: isLocked,
    reported_by_user: reported || post.reported_by_user,
    status: removed ? 'deleted' : post.status,
  };
}

/** A reply as shown, or `null` once it is removed (deleted, optimistically). */
export function shownComment(comment: ChatComment, entry: ItemMachines | undefined): ChatComment | null {
  if (!entry) return comment;
  if (del.isRemoved(entry.delete)) return null;
  const snap = reaction.shownSnapshot(entry.reaction);
  const isLocked = lock.isLocked(entry.lock);
  const reported = report.isReported(entry.report) || comment.reported_by_user === true;
  const banned = entry.ban.blocked === null ? ban.isBanned(entry.ban) : comment.is_banned;
  if (
    snap.reaction === (comment.reaction ?? null) &&
    snap.reactions === comment.reactions &&
    isLocked === comment.is_locked &&
    reported === (comment.reported_by_user === true) &&
    banned === comment.is_banned
  )
    return comment;
  return {
    ...comment,
    reaction: snap.reaction,
    reactions: snap.reactions,
    is_locked: isLocked,
    reported_by_user: reported || comment.reported_by_user,
    is_banned: banned,
  };
}

export { chatCommentItem, chatPostItem };
