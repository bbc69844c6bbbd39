/**
 * The feed item actions menu's data hook (`feed-item-actions-menu`, M41): a chosen action is shown at once through
 * the feed's store (`itemMenuEvent`), then sent through the kit's optimistic write (hide, unhide, pause and resume
 * notifications: P09e–P09h; archive and unarchive: P09i; delete one's own note: P09d, after a confirmation); a failure puts back exactly what
 * changed (`itemMenuUndo`) and tells the reader in a toast (the kit's rule: the server's words, else the shared text for the kind of failure).
 */
import { useCallback } from 'react';
import type { FeedItem } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useClock, useDialogs } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import type { FeedStore } from './feedStore';
import { useT } from './i18n';
import { type FeedItemMenuAction, itemMenuEvent, itemMenuUndo } from './itemMenu';

interface MenuRequest {
  key: string;
  action: FeedItemMenuAction;
  item: FeedItem;
  /** The item's archived_at before the choice (what a failed archive or unarchive puts back). */
  archivedBefore: string | null;
}

const doneText = { pause: 'feed.paused', unpause: 'feed.unpaused', delete: 'feed.delete.done' } as const;

/**
 * `choose(key, action)`: the item's menu entry (or a hidden item's Undo) was chosen. A 401 (the session ended) puts
 * the change back and opens the login prompt (`onSignIn`) instead of a text, as the feed's other actions do.
 */
export function useFeedItemMenu(store: FeedStore, onSignIn: () => void): (key: string, action: FeedItemMenuAction) => Promise<void> {
  const t = useT();
  const toast = useToast();
  const dialogs = useDialogs();
  const clock = useClock();
  const write = useOptimisticWrite({
    mutationFn: async ({ key, action, item }: MenuRequest, api) => {
      // The menu's endpoints load with the first choice: the feed's first render calls none of them.
      const { archiveFeedItem, deleteFeedComment, hideFeedItem, pauseFeedNotifications, unhideFeedItem, unpauseFeedNotifications } = await import(
        '../../api/endpoints/feed'
      );
      const body = { entity_key: key };
      switch (action) {
        case 'hide':
          return api.call(hideFeedItem, { body });
        case 'unhide':
          return api.call(unhideFeedItem, { body });
        case 'archive':
        case 'unarchive':
          return api.call(archiveFeedItem, { body: { ...body, archived: action === 'archive' } });
        case 'pause':
          return api.call(pauseFeedNotifications, { body });
        case 'unpause':
          return api.call(unpauseFeedNotifications, { body });
        case 'delete':
          return api.call(deleteFeedComment, { params: { id: item.comment?.id ?? 0 } });
        default:
          return action satisfies never;
      }
    },
    onSucceeded: (_result, { action }) => {
      if (action === 'pause' || action === 'unpause' || action === 'delete') toast.show({ message: t(doneText[action]) });
    },
    onFailed: (failure, { key, action, archivedBefore }) => {
      store.send(itemMenuUndo(key, action, archivedBefore));
      if (failure.isUnauthorized) {
        onSignIn();
        return null;
      }
      return failureText(failure, t);
    },
    notice: 'toast',
  });
  const { send } = write;
  return useCallback(
    async (key: string, action: FeedItemMenuAction) => {
      const entry = store.entry(key);
      if (!entry) return;
      if (action === 'delete') {
        const ok = await dialogs.confirm(t('feed.delete.confirm'), { destructive: true, confirmLabel: t('feed.menu.delete') });
        if (!ok) return;
      }
      store.send(itemMenuEvent(entry.item, key, action, clock.now().toISOString()));
      await send({ key, action, item: entry.item, archivedBefore: entry.archivedAt });
    },
    [store, dialogs, t, send, clock],
  );
}
