import { useCallback, useMemo, useRef } from 'react';
import type { ChatReaction } from '../../../api/schemas/community';
import { useRelationReasons } from '../../../kit/relationStore';
import { defineScreen } from '../../../kit/Screen';
import { chatCommentItem, chatPostItem, type ChatSurface } from '../permissions';
import { ChatThreadPageView } from '../views/ChatThreadPageView';
import type { ChatActionId } from '../views/types';
import { honourRelations } from './relations';
import { useChatThread } from './useChatThread';

export interface ChatThreadPageProps {
  /** The thread; read from the route `/chat/posts/:id` when omitted. */
  postId?: number;
  /** Read-only mode: every action hidden, no composer. */
  readOnly?: boolean;
  /** Where the thread is shown: `recommendedFeed` allows no reactions. Default `chat`. */
  context?: ChatSurface;
}

function ConnectedChatThreadPage({ postId, readOnly, context }: { postId: number; readOnly?: boolean; context?: ChatSurface }) {
  const thread = useChatThread({ postId, readOnly, context });
  const { post, action, react } = thread;
  // The one relation store (M44): replies by a person the reader mutes are left out while the mute runs, by a person
  // blocked either way round they are the blocked notice — at once, as in the feed and the comments.
  const authorIds = useMemo(() => thread.replies.flatMap((entry) => (entry.comment.user ? [entry.comment.user.id] : [])), [thread.replies]);
  const reasons = useRelationReasons(authorIds);
  const replies = useMemo(() => honourRelations(thread.replies, reasons), [thread.replies, reasons]);

  const onPostAction = useCallback((id: ChatActionId) => post && action(chatPostItem(post), id), [post, action]);
  const onPostReact = useCallback((reaction: ChatReaction) => post && react(chatPostItem(post), reaction), [post, react]);
  const byId = useMemo(() => new Map(replies.map((entry) => [entry.comment.id, entry.comment])), [replies]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;
  // Stable callbacks: the memoised reply views re-render only for their own changes.
  const onReplyAction = useCallback(
    (id: ChatActionId, commentId: number) => {
      const comment = byIdRef.current.get(commentId);
      if (comment) action(chatCommentItem(comment), id);
    },
    [action],
  );
  const onReplyReact = useCallback(
    (reaction: ChatReaction, commentId: number) => {
      const comment = byIdRef.current.get(commentId);
      if (comment) react(chatCommentItem(comment), reaction);
    },
    [react],
  );

  return (
    <ChatThreadPageView
      status={thread.status}
      errorMessage={thread.errorMessage}
      onReload={thread.reload}
      post={post}
      postActions={thread.postActions}
      onPostAction={onPostAction}
      onPostReact={onPostReact}
      postPendingReaction={thread.postPendingReaction}
      postEditor={thread.postEditor}
      replies={replies}
      repliesStatus={thread.repliesStatus}
      onLoadMoreReplies={thread.hasMoreReplies ? thread.loadMoreReplies : undefined}
      loadingMoreReplies={thread.loadingMoreReplies}
      onReplyAction={onReplyAction}
      onReplyReact={onReplyReact}
      onRetryReply={thread.retry}
      targetReplyId={thread.targetReplyId}
      targetRef={thread.targetRef}
      readOnly={readOnly}
      reactionsDisabled={thread.reactionsDisabled}
      composer={
        thread.composer
          ? {
              placeholder: thread.composer.placeholder,
              value: thread.composer.value,
              onValueChange: thread.editDraft,
              onSend: thread.send,
              disabledReason: thread.composer.disabledReason,
            }
          : null
      }
      onBack={thread.onBack ?? undefined}
    />
  );
}

/**
 * The connected thread page `/chat/posts/{postId}`: `useChatThread` (the thread, its replies, the item machines and
 * the composer) joined with `ChatThreadPageView`, declared with the kit's `defineScreen` (its error boundary; a new
 * `postId` remounts it). Without `postId` it reads the route; an address that names no thread shows the thread
 * page's unavailable state. The target reply of a comment link (`?targetReply=…&showTarget=true`) is highlighted and
 * scrolled into view; the `back` parameter adds a Back action.
 */
export const ChatThreadPage = defineScreen({
  name: 'ChatThreadPage',
  resolve: ({ postId, readOnly = false, context = 'chat' }: ChatThreadPageProps, route) => {
    const id = postId ?? (route?.screen === 'chatThread' ? Number(route.params.postId) : undefined);
    return id === undefined ? null : { postId: id, readOnly, context };
  },
  Body: ConnectedChatThreadPage,
  identity: ({ postId }) => postId,
  notFound: <ChatThreadPageView status="unavailable" />,
});
