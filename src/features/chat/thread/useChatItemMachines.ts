/**
 * The per-item machines of a thread page (reaction, lock, ban, delete, report), in one map keyed by item and run by
 * the kit's `useMachine` on `itemMachinesReducer`. `sendItem(item, event)` returns that item's next machines, so a
 * handler reads the request they want made before React renders. Fresh server data is fed to them (`SYNC`).
 */
import { useCallback, useEffect } from 'react';
import type { ChatComment, ChatPost } from '../../../api/schemas/community';
import { useMachine } from '../../../kit/useMachine';
import { type ChatContext, type ChatItem, type ChatViewer, chatCommentItem, chatPostItem } from '../permissions';
import { type ItemMachineEvent, type ItemMachines, type ItemMachinesAction, type ItemMachinesMap, chatItemKey, itemMachinesReducer } from './itemMachines';

export type SendItem = (item: ChatItem, event: ItemMachineEvent) => ItemMachines | undefined;

const empty: ItemMachinesMap = {};

export function useChatItemMachines(serverPost: ChatPost | null, serverReplies: readonly ChatComment[], viewer: ChatViewer, context: ChatContext) {
  const [items, send] = useMachine(itemMachinesReducer, empty);
  const sendItem = useCallback<SendItem>(
    (item, e) => send({ type: 'EVENT', item, viewer, context, ...e } as ItemMachinesAction)[chatItemKey(item)],
    [send, viewer, context],
  );
  useEffect(() => {
    const all: ChatItem[] = serverReplies.map(chatCommentItem);
    if (serverPost) all.push(chatPostItem(serverPost));
    send({ type: 'SYNC', items: all });
  }, [send, serverPost, serverReplies]);
  return { items, sendItem };
}
