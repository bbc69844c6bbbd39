/**
 * The thread page's reads: the thread (E01) and its replies (P04a: top-level replies page by page, each with its own
 * replies in the same answer, `include_replies`) through TanStack Query, and the cache writes the page's writes make.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getChatComment, getChatPost, listChatComments } from '../../../api/endpoints/community';
import type { ChatComment, ChatPost } from '../../../api/schemas/community';
import { useApi } from '../../../api/useApi';

/** Top-level replies per P04a page (the endpoint's maximum). */
export const CHAT_THREAD_REPLIES_PAGE_SIZE = 50;

/** TanStack Query keys of the thread page. */
export const chatThreadQueryKeys = {
  all: ['community', 'thread'] as const,
  post: (postId: number) => ['community', 'thread', postId, 'post'] as const,
  replies: (postId: number) => ['community', 'thread', postId, 'replies'] as const,
  /** Replies to one reply (P04a `parent_id`). The page itself no longer asks per parent (`include_replies`); kept for hosts. */
  nested: (postId: number, parentId: number) => ['community', 'thread', postId, 'replies', 'nested', parentId] as const,
};

type RepliesData = { pages: { comments: ChatComment[] }[]; pageParams: unknown[] };

export function useChatThreadQueries(postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const postQuery = useQuery({
    queryKey: chatThreadQueryKeys.post(postId),
    queryFn: async ({ signal }) => (await api.call(getChatPost, { params: { id: postId } }, { signal })).communityPost,
    retry: false,
  });
  const serverPost = postQuery.data ?? null;
  const open = serverPost?.status === 'open';

  const repliesQuery = useInfiniteQuery({
    queryKey: chatThreadQueryKeys.replies(postId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        listChatComments,
        {
          params: { id: postId },
          // Each top-level reply comes with its own replies: one request per page, not one more per parent (N+1).
          query:
            pageParam === undefined
              ? { limit: CHAT_THREAD_REPLIES_PAGE_SIZE, include_replies: true }
              : { limit: CHAT_THREAD_REPLIES_PAGE_SIZE, cursor: pageParam, include_replies: true },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: open,
    retry: false,
  });
  // Reading order as the server sends it: each top-level reply followed by its replies (`include_replies`).
  const serverReplies = useMemo(() => repliesQuery.data?.pages.flatMap((p) => p.comments) ?? [], [repliesQuery.data]);

  /** Writes the thread the server answered into the cache. */
  const patchPost = useCallback(
    (update: (post: ChatPost) => ChatPost) => queryClient.setQueryData<ChatPost>(chatThreadQueryKeys.post(postId), (old) => (old ? update(old) : old)),
    [queryClient, postId],
  );
  /** Replaces one reply in the cached pages. */
  const patchReply = useCallback(
    (comment: ChatComment) =>
      queryClient.setQueryData<RepliesData>(chatThreadQueryKeys.replies(postId), (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, comments: p.comments.map((c) => (c.id === comment.id ? comment : c)) })) } : old,
      ),
    [queryClient, postId],
  );
  /** Reads one reply again (a delete changed its parent's count) and writes it into the cached pages. */
  const refetchReply = useCallback(
    async (commentId: number) => {
      try {
        const { comment } = await api.call(getChatComment, { params: { id: commentId } });
        patchReply(comment);
      } catch (error) {
        console.warn(`Could not refetch chat reply ${commentId}`, error);
      }
    },
    [api, patchReply],
  );
  const refetchReplies = useCallback(() => queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.replies(postId) }), [queryClient, postId]);
  const refetchPost = useCallback((id: number = postId) => queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.post(id) }), [queryClient, postId]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = repliesQuery;
  const loadMoreReplies = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const { refetch } = postQuery;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    postQuery,
    serverPost,
    open,
    serverReplies,
    // Nested replies come in the same answer as their parents, so the list does not jump as they arrive.
    repliesStatus: (open && repliesQuery.isPending ? 'loading' : 'ready') as 'loading' | 'ready',
    hasMoreReplies: hasNextPage,
    loadingMoreReplies: isFetchingNextPage,
    loadMoreReplies,
    reload,
    patchPost,
    refetchReply,
    refetchReplies,
    refetchPost,
  };
}

export type ChatThreadQueries = ReturnType<typeof useChatThreadQueries>;
