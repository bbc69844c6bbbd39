/**
 * The per-item machines of a thread page (reaction, lock, ban, delete, report): one entry per item in the kit's keyed
 * store (`createKeyedStore` on `stepItemMachines`), so an item's change tells that item's readers only. `sendItem(item,
 * event)` returns that item's next machines, so a handler reads the request they want made before React renders.
 * Fresh server data is fed to the entries that exist (`sync`). The thread's post reads its entry with `useKeyed`; the
 * reply list derives its entries from the store (`useKeyedVersion`), each reply keeping its object while unchanged.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatComment, ChatPost } from '../../../api/schemas/community';
import { createKeyedStore, type KeyedStore } from '../../../kit/keyedStore';
import { type ChatContext, type ChatItem, type ChatViewer, chatCommentItem, chatPostItem } from '../permissions';
import { chatItemKey, type ItemMachineEvent, type ItemMachines, type ItemMachinesStep, initItemMachines, stepItemMachines } from './itemMachines';

export type SendItem = (item: ChatItem, event: ItemMachineEvent) => ItemMachines | undefined;

/** The thread page's item machines, keyed by `chatItemKey`. */
export type ChatItemStore = KeyedStore<string, ItemMachines, ItemMachinesStep>;

export const createChatItemStore = (): ChatItemStore => createKeyedStore(stepItemMachines);

export function useChatItemMachines(serverPost: ChatPost | null, serverReplies: readonly ChatComment[], viewer: ChatViewer, context: ChatContext) {
  const [store] = useState(createChatItemStore);
  const sendItem = useCallback<SendItem>(
    (item, e) => store.send(chatItemKey(item), e, () => initItemMachines(item, viewer, context)),
    [store, viewer, context],
  );
  useEffect(() => {
    const all: ChatItem[] = serverReplies.map(chatCommentItem);
    if (serverPost) all.push(chatPostItem(serverPost));
    for (const item of all) {
      const key = chatItemKey(item);
      if (store.get(key)) store.send(key, { machine: 'sync', item });
    }
  }, [store, serverPost, serverReplies]);
  return { store, sendItem };
}
