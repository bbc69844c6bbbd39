/**
 * The replies as the page shows them: the server's replies with their machines' optimistic values (deleted ones
 * left out), then the reader's local replies (sending, failed, or sent and not yet in the list). Each shown reply
 * keeps its object while nothing about it changed, so the memoised reply views re-render only for their own changes.
 */
import { useMemo, useRef } from 'react';
import { ChatComment, type ChatReaction } from '../../../api/schemas/community';
import { type ChatContext, type ChatViewer, chatCommentItem, chatItemActions } from '../permissions';
import * as reaction from '../reaction.machine';
import type * as send from '../send.machine';
import type { ChatReplyEntry } from '../views/ChatThreadPageView';
import { useKeyedVersion } from '../../../kit/keyedStore';
import { commentKey, type ItemMachines, shownComment } from './itemMachines';
import type { ChatItemStore } from './useChatItemMachines';

/** The reaction a pending call is about to show, or `null` when none is pending. */
export function pendingReactionOf(entry: ItemMachines | undefined): ChatReaction | null {
  return entry && reaction.isPending(entry.reaction)
    ? ((reaction.shownReaction(entry.reaction) ?? entry.reaction.server.reaction) as ChatReaction | null)
    : null;
}

export function useChatReplies(
  postId: number,
  serverReplies: readonly ChatComment[],
  items: ChatItemStore,
  localReplies: readonly send.LocalReply[],
  viewer: ChatViewer,
  context: ChatContext,
): ChatReplyEntry[] {
  const cache = useRef(new WeakMap<ChatComment, { entry: ItemMachines; comment: ChatComment | null }>());
  const localCache = useRef(new Map<string, { local: send.LocalReply; comment: ChatComment }>());
  // Any item's change moves the version; each reply keeps its object unless its own entry changed.
  const version = useKeyedVersion(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change count, read through `items.get`.
  return useMemo(() => {
    const out: ChatReplyEntry[] = [];
    const listed = new Set<number>();
    for (const comment of serverReplies) {
      listed.add(comment.id);
      const entry = items.get(commentKey(comment.id));
      let shown: ChatComment | null = comment;
      if (entry) {
        const hit = cache.current.get(comment);
        if (hit && hit.entry === entry) shown = hit.comment;
        else {
          shown = shownComment(comment, entry);
          cache.current.set(comment, { entry, comment: shown });
        }
      }
      if (!shown) continue;
      out.push({ comment: shown, actions: chatItemActions(chatCommentItem(shown), viewer, context), pendingReaction: pendingReactionOf(entry) });
    }
    for (const local of localReplies) {
      if (local.delivery === 'sent' && listed.has(local.comment.id)) continue;
      let comment: ChatComment;
      if (local.delivery === 'sent') comment = local.comment;
      else {
        const hit = localCache.current.get(local.clientId);
        if (hit && hit.local === local) comment = hit.comment;
        else {
          comment = ChatComment.parse({
            id: Number.MAX_SAFE_INTEGER - Number(local.clientId.replace(/\D/g, '') || 0),
            post_id: postId,
            user_id: viewer.user?.id ?? 1,
            user: viewer.user ? { id: viewer.user.id, name: viewer.user.name } : null,
            body: local.body,
            parent_id: local.parentId,
            created_at: local.createdAt,
          });
          localCache.current.set(local.clientId, { local, comment });
        }
      }
      out.push({
        comment,
        localId: local.clientId,
        sendStatus: local.delivery === 'sent' ? 'idle' : local.delivery,
        actions: local.delivery === 'sent' ? chatItemActions(chatCommentItem(comment), viewer, context) : [],
      });
    }
    return out;
  }, [serverReplies, items, version, localReplies, viewer, context, postId]);
}
