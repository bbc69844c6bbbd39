/**
 * What a reader does to a thread or a reply from its menu and reaction bar: react, lock, ban, delete (T020–T022
 * confirmations through the platform's dialogs), report, copy the link or the text, edit. Each write is one of
 * `useChatItemWrites`; this hook adds the confirmations and dispatches the menu's action ids.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useClock, useDialogs } from '../../../platform/context';
import { useT } from '../i18n';
import * as del from '../delete.machine';
import type { ChatItem } from '../permissions';
import type { ChatActionId } from '../views/types';
import type { SendItem } from './useChatItemMachines';
import { useChatCopy } from './useChatCopy';
import { useBanWrite, useDeleteWrite, useLockWrite, useReactionWrite, useReportWrite } from './useChatItemWrites';
import type { ChatThreadQueries } from './useChatThreadQueries';

export interface ChatItemActionsOptions {
  sendItem: SendItem;
  cache: Pick<ChatThreadQueries, 'patchPost' | 'refetchPost' | 'refetchReply' | 'refetchReplies'>;
  /** The menu's Edit on the reader's own thread. */
  startEdit: () => void;
  /** After an item is deleted (the thread page leaves a deleted thread). */
  onDeleted: (item: ChatItem) => void;
}

export function useChatItemActions({ sendItem, cache, startEdit, onDeleted }: ChatItemActionsOptions) {
  const t = useT();
  const dialogs = useDialogs();
  const clock = useClock();
  // The reply-action delete's 500 ms timers: cleared when the screen goes, so a delete never fires after it.
  // A confirmation answered after the screen went sends nothing either.
  const timers = useRef(new Set<number>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const id of pending) clock.clearTimeout(id);
      pending.clear();
    };
  }, [clock]);
  const react = useReactionWrite(sendItem, cache);
  const toggleLock = useLockWrite(sendItem, cache);
  const sendBan = useBanWrite(sendItem, cache);
  const sendDelete = useDeleteWrite(sendItem, cache, onDeleted);
  const report = useReportWrite(sendItem);
  const { copyLink, copyText } = useChatCopy();

  const banAuthor = useCallback(
    async (item: ChatItem) => {
      const entry = sendItem(item, { machine: 'ban', event: { type: 'BAN' } });
      if (entry?.ban.name !== 'confirming') return;
      const ok = await dialogs.confirm(t('chat.confirm.ban'), { destructive: true, confirmLabel: t('chat.action.ban') });
      if (!mounted.current) return;
      sendBan(item, sendItem(item, { machine: 'ban', event: { type: ok ? 'CONFIRM' : 'CANCEL' } }));
    },
    [sendItem, dialogs, t, sendBan],
  );
  const unbanAuthor = useCallback((item: ChatItem) => sendBan(item, sendItem(item, { machine: 'ban', event: { type: 'UNBAN' } })), [sendItem, sendBan]);

  const deleteItem = useCallback(
    async (item: ChatItem) => {
      // A reply is deleted from its own actions (the reply-action delete: 500 ms before it goes, K007).
      const source: del.DeleteSource = item.kind === 'comment' ? 'replyAction' : 'menu';
      const entry = sendItem(item, { machine: 'delete', event: { type: 'DELETE', source } });
      const messageId = entry ? del.deleteConfirmMessageId(entry.delete) : null;
      if (!messageId) return;
      const ok = await dialogs.confirm(t(messageId), { destructive: true, confirmLabel: t('chat.action.delete') });
      if (!mounted.current) return;
      const next = sendItem(item, { machine: 'delete', event: { type: ok ? 'CONFIRM' : 'CANCEL' } });
      const wait = next ? del.delayMs(next.delete) : null;
      if (wait === null) sendDelete(item, next);
      else {
        const id = clock.setTimeout(() => {
          timers.current.delete(id);
          sendDelete(item, sendItem(item, { machine: 'delete', event: { type: 'DELAY_ELAPSED' } }));
        }, wait);
        timers.current.add(id);
      }
    },
    [sendItem, dialogs, t, clock, sendDelete],
  );

  const action = useCallback(
    (item: ChatItem, id: ChatActionId) => {
      switch (id) {
        case 'copyLink':
          return copyLink(item);
        case 'copyText':
          return copyText(item);
        case 'delete':
          return void deleteItem(item);
        case 'lock':
        case 'unlock':
          return toggleLock(item);
        case 'ban':
          return void banAuthor(item);
        case 'unban':
          return unbanAuthor(item);
        case 'report':
          return report(item);
        case 'edit':
          // Threads only (the permission rules offer Edit on the reader's own thread).
          return item.kind === 'post' ? startEdit() : undefined;
        default:
          return id satisfies never;
      }
    },
    [copyLink, copyText, deleteItem, toggleLock, banAuthor, unbanAuthor, report, startEdit],
  );

  return {
    react,
    toggleLock,
    ban: (item: ChatItem) => void banAuthor(item),
    unban: unbanAuthor,
    delete: (item: ChatItem) => void deleteItem(item),
    report,
    copyLink,
    copyText,
    action,
  };
}
