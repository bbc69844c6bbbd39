/**
 * The feed item actions menu (`feed-item-actions-menu`): which of M41's actions an item offers, and each action's
 * optimistic event and its exact undo. Pure: the data hook (`useFeedItemMenu`) sends the event, makes the call and,
 * on a failure, sends the undo.
 *
 * - signed out: nothing (a signed-out reader's actions open the login prompt elsewhere; the menu is not shown);
 * - a post: Hide, Archive;
 * - another person's note: Hide, Archive, and Pause / Resume notifications of its thread;
 * - the reader's own note: Pause / Resume notifications, Archive and Delete (a note one wrote is deleted, not hidden);
 * - a hidden item: only its Undo (`unhide`); an archived one: only its Undo (`unarchive`).
 * Mute and block come from the social area's menu, into which these entries are put for a note.
 */
import type { FeedItem } from '../../api/schemas/feed';
import type { FeedEvent } from './feed.machine';

export const feedItemMenuActions = ['hide', 'unhide', 'archive', 'unarchive', 'pause', 'unpause', 'delete'] as const;
export type FeedItemMenuAction = (typeof feedItemMenuActions)[number];

export interface ItemMenuContext {
  /** The signed-in reader, or `null`. */
  viewerId: number | null;
  /** The item is hidden now (M41 `hidden`). */
  hidden: boolean;
  /** Its thread's notifications are paused now (M41 `paused`, or the item's `notificationsPaused`). */
  paused: boolean;
  /** The item is archived now (M41 `archived`). */
  archived?: boolean;
}

/**
 * The actions the item's menu offers, top to bottom (`unhide` and `unarchive` are the hidden or archived item's Undo,
 * not menu entries).
 */
export function itemMenuActions(item: FeedItem, context: ItemMenuContext): readonly FeedItemMenuAction[] {
  if (context.viewerId === null) return [];
  if (context.hidden) return ['unhide'];
  if (context.archived) return ['unarchive'];
  if (item.type === 'post') return ['hide', 'archive'];
  if (item.type !== 'comment') return [];
  const pause: FeedItemMenuAction = context.paused ? 'unpause' : 'pause';
  return item.comment.user_id === context.viewerId ? [pause, 'archive', 'delete'] : ['hide', 'archive', pause];
}

/** M41's event showing the action at once (before the server answers); `at` is the time of the choice (archived_at). */
export function itemMenuEvent(item: FeedItem, key: string, action: FeedItemMenuAction, at: string): FeedEvent {
  switch (action) {
    case 'hide':
      return { type: 'HIDE', key };
    case 'unhide':
      return { type: 'UNHIDE', key };
    case 'archive':
      return { type: 'ARCHIVE', key, at };
    case 'unarchive':
      return { type: 'ARCHIVE', key, at: null };
    case 'pause':
      return { type: 'PAUSE_NOTIFICATIONS', key };
    case 'unpause':
      return { type: 'UNPAUSE', key };
    case 'delete':
      return item.type === 'comment' ? { type: 'DELETE_COMMENT', commentId: item.comment.id } : { type: 'HIDE', key };
    default:
      return action satisfies never;
  }
}

/**
 * The event that puts back exactly what `itemMenuEvent` changed, for a failed call; `archivedBefore` is the item's
 * archived_at before the choice (what a failed `unarchive` puts back).
 */
export function itemMenuUndo(key: string, action: FeedItemMenuAction, archivedBefore: string | null = null): FeedEvent {
  switch (action) {
    case 'hide':
      return { type: 'UNHIDE', key };
    case 'unhide':
      return { type: 'HIDE', key };
    case 'archive':
    case 'unarchive':
      return { type: 'ARCHIVE', key, at: archivedBefore };
    case 'pause':
      return { type: 'UNPAUSE', key };
    case 'unpause':
      return { type: 'PAUSE_NOTIFICATIONS', key };
    case 'delete':
      return { type: 'UNDO' };
    default:
      return action satisfies never;
  }
}
