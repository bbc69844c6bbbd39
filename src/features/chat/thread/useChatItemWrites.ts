/**
 * The writes on one thread or reply, each the kit's optimistic write through the item machines: the reader's event
 * goes to the item's machine (shown at once), the machine names the request, `useOptimisticWrite` runs it, and its
 * `SUCCEEDED` or `FAILED` (reverting, with the spec's alert T023–T030) goes back to the same machine.
 */
import { useCallback } from 'react';
import {
  addChatReaction,
  banChatCommentAuthor,
  deleteChatComment,
  deleteChatPost,
  lockChatComment,
  lockChatPost,
  removeChatReaction,
  reportChatItem,
} from '../../../api/endpoints/community';
import type { ChatReaction } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import * as ban from '../ban.machine';
import * as del from '../delete.machine';
import * as lock from '../lockReplies.machine';
import type { ChatItem } from '../permissions';
import * as reaction from '../reaction.machine';
import { publicationBanText } from '../reaction.machine';
import * as report from '../report.machine';
import { apiItemKind } from './adapters';
import { useChatSignIn } from './useChatSignIn';
import { chatItemKey } from './itemMachines';
import type { ChatThreadQueries } from './useChatThreadQueries';
import type { SendItem } from './useChatItemMachines';

type Cache = Pick<ChatThreadQueries, 'patchPost' | 'refetchPost' | 'refetchReply' | 'refetchReplies'>;

/** P01 / P02: add, switch or remove the reader's reaction. */
export function useReactionWrite(sendItem: SendItem, cache: Cache) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const { send } = useOptimisticWrite({
    retry: itemRetry,
    mutationFn: ({ item, request }: { item: ChatItem; request: NonNullable<ReturnType<typeof reaction.reactionRequest>> }, api) => {
      const params = { kind: apiItemKind(item.kind), id: item.item.id };
      return request.method === 'add'
        ? api.call(addChatReaction, { params, body: { reaction: request.reaction as ChatReaction } })
        : api.call(removeChatReaction, { params, body: request.reaction ? { reaction: request.reaction as ChatReaction } : {} });
    },
    onSucceeded: (result, { item }) => {
      sendItem(item, { machine: 'reaction', event: { type: 'SUCCEEDED', result } });
      if (item.kind === 'post') cache.patchPost((p) => ({ ...p, reaction: result.reaction, reactions: result.reactions }));
    },
    onFailed: (failure, { item }) => {
      const next = sendItem(item, { machine: 'reaction', event: { type: 'FAILED', error: failure } });
      // A 401 (each write alike): the change is reverted and the reader is asked to sign in instead of told it failed.
      if (failure.isUnauthorized) {
        askToSignIn();
        return null;
      }
      const alert = next ? reaction.reactionFailure(next.reaction) : null;
      return alert ? reaction.reactionAlertText(alert, t) : null;
    },
    onDismissed: (_, { item }) => void sendItem(item, { machine: 'reaction', event: { type: 'DISMISS_FAILURE' } }),
  });
  return useCallback(
    (item: ChatItem, r: ChatReaction) => {
      const entry = sendItem(item, { machine: 'reaction', event: { type: 'CLICK', reaction: r } });
      const request = entry?.reaction.name === 'pending' ? reaction.reactionRequest(entry.reaction) : null;
      if (request) void send({ item, request });
    },
    [sendItem, send],
  );
}

/** P06 / P07: lock or unlock replies to a thread or a reply. */
export function useLockWrite(sendItem: SendItem, cache: Cache) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const { send } = useOptimisticWrite({
    retry: itemRetry,
    mutationFn: async ({ item, body }: { item: ChatItem; body: NonNullable<ReturnType<typeof lock.lockRequest>> }, api) => {
      const id = item.item.id;
      if (item.kind === 'comment') return (await api.call(lockChatComment, { params: { id }, body })).comment.is_locked;
      const { communityPost } = await api.call(lockChatPost, { params: { id }, body });
      cache.patchPost(() => communityPost);
      return communityPost.is_locked;
    },
    onSucceeded: (isLocked, { item }) => void sendItem(item, { machine: 'lock', event: { type: 'SUCCEEDED', isLocked } }),
    onFailed: (failure, { item }) => {
      const next = sendItem(item, { machine: 'lock', event: { type: 'FAILED', error: failure } });
      if (failure.isUnauthorized) {
        askToSignIn();
        return null;
      }
      const alertId = next ? lock.lockFailure(next.lock) : null;
      return alertId ? t(alertId) : null;
    },
    onDismissed: (_, { item }) => void sendItem(item, { machine: 'lock', event: { type: 'DISMISS_FAILURE' } }),
  });
  return useCallback(
    (item: ChatItem) => {
      const entry = sendItem(item, { machine: 'lock', event: { type: 'TOGGLE' } });
      const body = entry ? lock.lockRequest(entry.lock) : null;
      if (body) void send({ item, body });
    },
    [sendItem, send],
  );
}

/** P08: ban or unban a reply's author (after the confirmation, for a ban). */
export function useBanWrite(sendItem: SendItem, cache: Cache) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const { send } = useOptimisticWrite({
    retry: itemRetry,
    mutationFn: ({ item, query }: { item: ChatItem; query: NonNullable<ReturnType<typeof ban.banRequest>> }, api) =>
      api.call(banChatCommentAuthor, { params: { id: item.item.id }, query }),
    onSucceeded: (result, { item }) => {
      sendItem(item, { machine: 'ban', event: { type: 'SUCCEEDED', isBanned: result.is_banned } });
      // The ban is the author's: their other replies follow on the next read.
      void cache.refetchReplies();
    },
    onFailed: (failure, { item }) => {
      const next = sendItem(item, { machine: 'ban', event: { type: 'FAILED', error: failure } });
      if (failure.isUnauthorized) {
        askToSignIn();
        return null;
      }
      const alertId = next ? ban.banFailure(next.ban) : null;
      return alertId ? t(alertId) : null;
    },
    onDismissed: (_, { item }) => void sendItem(item, { machine: 'ban', event: { type: 'DISMISS_FAILURE' } }),
  });
  /** Sends what the ban machine wants after `entry` (a confirmed ban, or an unban). */
  return useCallback(
    (item: ChatItem, entry: ReturnType<SendItem>) => {
      const query = entry && item.kind === 'comment' ? ban.banRequest(entry.ban) : null;
      if (query) void send({ item, query });
    },
    [send],
  );
}

/**
 * P09 / P10: delete a thread or a reply (after its confirmation). A failure shows the item again and says so
 * (`chat.delete.failed`; T024 with the server's text on `PUBLICATION_BAN`; a sign-in prompt on a 401); success
 * refetches what the delete changed (`refetchTargets`) and runs `onDeleted`.
 */
export function useDeleteWrite(sendItem: SendItem, cache: Cache, onDeleted: (item: ChatItem) => void) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const { send } = useOptimisticWrite({
    retry: itemRetry,
    mutationFn: ({ request }: { item: ChatItem; request: NonNullable<ReturnType<typeof del.deleteRequest>> }, api) =>
      request.kind === 'post'
        ? api.call(deleteChatPost, { params: { id: request.id }, body: request.body })
        : api.call(deleteChatComment, { params: { id: request.id }, body: request.body }),
    onSucceeded: async (_, { item }) => {
      const done = sendItem(item, { machine: 'delete', event: { type: 'SUCCEEDED' } });
      for (const target of done ? del.refetchTargets(done.delete) : []) {
        if (target.kind === 'post') void cache.refetchPost(target.id);
        else await cache.refetchReply(target.id);
      }
      onDeleted(item);
    },
    onFailed: (failure, { item }) => {
      const next = sendItem(item, { machine: 'delete', event: { type: 'FAILED', error: failure } });
      const reason = next ? del.deleteFailure(next.delete) : null;
      if (reason?.id === 'signIn') {
        askToSignIn();
        return null;
      }
      if (reason?.id === 'chat.error.publicationBan') return publicationBanText(reason.serverMessage, t);
      return reason ? t(reason.id) : null;
    },
    onDismissed: (_, { item }) => void sendItem(item, { machine: 'delete', event: { type: 'DISMISS_FAILURE' } }),
  });
  return useCallback(
    (item: ChatItem, entry: ReturnType<SendItem>) => {
      const request = entry ? del.deleteRequest(entry.delete) : null;
      if (request) void send({ item, request });
    },
    [send],
  );
}

/** P11: report a thread or a reply. */
export function useReportWrite(sendItem: SendItem) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const { send } = useOptimisticWrite({
    retry: itemRetry,
    mutationFn: ({ item, body }: { item: ChatItem; body: NonNullable<ReturnType<typeof report.reportRequest>> }, api) =>
      api.call(reportChatItem, { params: { kind: apiItemKind(item.kind), id: item.item.id }, body }),
    onSucceeded: (_, { item }) => void sendItem(item, { machine: 'report', event: { type: 'SUCCEEDED' } }),
    onFailed: (failure, { item }) => {
      const next = sendItem(item, { machine: 'report', event: { type: 'FAILED', error: failure } });
      if (failure.isUnauthorized) {
        askToSignIn();
        return null;
      }
      const alertId = next ? report.reportFailure(next.report) : null;
      return alertId ? t(alertId) : null;
    },
    onDismissed: (_, { item }) => void sendItem(item, { machine: 'report', event: { type: 'DISMISS_FAILURE' } }),
  });
  return useCallback(
    (item: ChatItem) => {
      const entry = sendItem(item, { machine: 'report', event: { type: 'REPORT' } });
      const body = entry ? report.reportRequest(entry.report) : null;
      if (body) void send({ item, body });
    },
    [sendItem, send],
  );
}

/**
 * A write on an item sent again (the same item and request) after a failure is a retry of that write: the kit sends it
 * with the failed attempt's idempotency key, so the reader's retry after a timeout is applied at most once. Items fail
 * and are retried independently.
 */
const itemRetry = {
  identity: ({ item: _item, ...request }: { item: ChatItem }) => [JSON.stringify(request)],
  target: ({ item }: { item: ChatItem }) => chatItemKey(item),
};
