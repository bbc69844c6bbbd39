/**
 * The feed item actions menu (`feed-item-actions-menu`): which of M41's actions an item offers, and each action's
 * optimistic event and its exact undo. Pure: the data hook (`useFeedItemMenu`) sends the event, makes the call and,
 * on a failure, sends the undo.
 *
 * - signed out: nothing (a signed-out reader's actions open the login prompt elsewhere; the menu is not shown);
 * - a post: Hide;
 * - another person's note: Hide, and Pause / Resume notifications of its thread;
 * - the reader's own note: Pause / Resume notifications and Delete (a note one wrote is deleted, not hidden).
 * Mute and block come from the social area's menu, into which these entries are put for a note.
 */
import type { FeedItem } from '../../api/schemas/feed';
import type { FeedEvent } from './feed.machine';

export const feedItemMenuActions = ['hide', 'unhide', 'pause', 'unpause', 'delete'] as const;
export type FeedItemMenuAction = (typeof feedItemMenuActions)[number];

export interface ItemMenuContext {
  /** The signed-in reader, or `null`. */
  viewerId: number | null;
  /** The item is hidden now (M41 `hidden`). */
  hidden: boolean;
  /** Its thread's notifications are paused now (M41 `paused`, or the item's `notificationsPaused`). */
  paused: boolean;
}

/** The actions the item's menu offers, top to bottom (`unhide` is the hidden item's Undo, not a menu entry). */
export function itemMenuActions(item: FeedItem, context: ItemMenuContext): readonly FeedItemMenuAction[] {
  if (context.viewerId === null) return [];
  if (context.hidden) return ['unhide'];
  if (item.type === 'post') return ['hide'];
  if (item.type !== 'comment') return [];
  const pause: FeedItemMenuAction = context.paused ? 'unpause' : 'pause';
  return item.comment.user_id === context.viewerId ? [pause, 'delete'] : ['hide', pause];
}

/** M41's event showing the action at once (before the server answers). */
export function itemMenuEvent(item: FeedItem, key: string, action: FeedItemMenuAction): FeedEvent {
  switch (action) {
    case 'hide':
      return { type: 'HIDE', key };
    case 'unhide':
      return { type: 'UNHIDE', key };
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

/** The event that puts back exactly what `itemMenuEvent` changed, for a failed call. */
export function itemMenuUndo(key: string, action: FeedItemMenuAction): FeedEvent {
  switch (action) {
    case 'hide':
      return { type: 'UNHIDE', key };
    case 'unhide':
      return { type: 'HIDE', key };
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
