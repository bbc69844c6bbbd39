/**
 * The thread page's reads: the thread (E01) and its replies (P04a: top-level replies page by page, each with its own
 * replies in the same answer, `include_replies`) through the kit's reads (`useRead`, `useReadPages`: keys derived from
 * the endpoints, so the permalinks share the thread's entry), and the cache writes the page's writes make.
 */
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getChatComment, getChatPost, listChatComments } from '../../../api/endpoints/community';
import type { EndpointOutput } from '../../../api/endpoint';
import type { ChatComment, ChatPost } from '../../../api/schemas/community';
import { useApi } from '../../../api/useApi';
import { readFilter, readKey, useRead } from '../../../kit/read';
import { type PagesSpec, readPagesKey, useReadPages } from '../../../kit/readPages';

/** Top-level replies per P04a page (the endpoint's maximum). */
export const CHAT_THREAD_REPLIES_PAGE_SIZE = 50;

type RepliesPage = EndpointOutput<typeof listChatComments>;
type RepliesData = InfiniteData<RepliesPage, string | undefined>;

/** P04a page by page (`cursor`), each top-level reply with its own replies: one request per page, not one more per parent (N+1). */
const repliesPages: PagesSpec<typeof listChatComments, string | undefined> = {
  first: undefined,
  pageInput: (input, cursor) => ({ ...input, query: { ...input.query, limit: CHAT_THREAD_REPLIES_PAGE_SIZE, cursor } }),
  next: (last) => last.nextCursor ?? undefined,
};

export function useChatThreadQueries(postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const postQuery = useRead(getChatPost, { params: { id: postId } }, { retry: false });
  const serverPost = postQuery.data?.communityPost ?? null;
  const open = serverPost?.status === 'open';

  const repliesInput = { params: { id: postId }, query: { include_replies: true } };
  const repliesQuery = useReadPages(listChatComments, open ? repliesInput : null, repliesPages, { retry: false });
  // Reading order as the server sends it: each top-level reply followed by its replies (`include_replies`).
  const serverReplies = useMemo(() => repliesQuery.data?.pages.flatMap((p) => p.comments) ?? [], [repliesQuery.data]);

  /** Writes the thread the server answered into the cache. */
  const patchPost = useCallback(
    (update: (post: ChatPost) => ChatPost) =>
      queryClient.setQueryData<EndpointOutput<typeof getChatPost>>(readKey(getChatPost, { params: { id: postId } }), (old) =>
        old ? { ...old, communityPost: update(old.communityPost) } : old,
      ),
    [queryClient, postId],
  );
  /** Replaces one reply in the cached pages. */
  const patchReply = useCallback(
    (comment: ChatComment) =>
      queryClient.setQueryData<RepliesData>(readPagesKey(listChatComments, { params: { id: postId }, query: { include_replies: true } }), (old) =>
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
  const refetchReplies = useCallback(
    () => queryClient.invalidateQueries({ queryKey: readPagesKey(listChatComments, { params: { id: postId }, query: { include_replies: true } }) }),
    [queryClient, postId],
  );
  const refetchPost = useCallback((id: number = postId) => queryClient.invalidateQueries(readFilter(getChatPost, { params: { id } })), [queryClient, postId]);

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
