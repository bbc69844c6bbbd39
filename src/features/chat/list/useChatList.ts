import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { listChatPosts } from '../../../api/endpoints/community';
import { useApi } from '../../../api/useApi';
import { CHAT_LIST_PAGE_SIZE, type ChatListState, chatListState } from './chatListModel';

export interface UseChatListOptions {
  /** The publication whose chat is listed. */
  publicationId: number;
  /** Threads per page (1–50). Default 20, the endpoint's default. */
  pageSize?: number;
}

export interface ChatListController {
  state: ChatListState;
  /** Loads the next page (also the retry after a failed page). Does nothing while one loads or at the end. */
  loadMore: () => void;
  /** Loads the list again after it failed. */
  retry: () => void;
}

/** The TanStack Query key of a chat list; invalidate `['community', 'chatList']` to refresh every list. */
export function chatListQueryKey(publicationId: number, pageSize: number = CHAT_LIST_PAGE_SIZE) {
  return ['community', 'chatList', publicationId, { pageSize }] as const;
}

/**
 * A publication's chat threads, newest activity first (P04b), page by page with the endpoint's keyset cursor. The
 * only place the list touches the network; the view gets `state` and two callbacks.
 */
export function useChatList({ publicationId, pageSize = CHAT_LIST_PAGE_SIZE }: UseChatListOptions): ChatListController {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: chatListQueryKey(publicationId, pageSize),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        listChatPosts,
        { params: { publicationId }, query: pageParam === undefined ? { limit: pageSize } : { limit: pageSize, cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

  const { status, error, data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const pages = data?.pages;
  const state = useMemo(
    () => chatListState({ status, error, pages, hasNextPage, isFetchingNextPage, isFetchNextPageError }),
    [status, error, pages, hasNextPage, isFetchingNextPage, isFetchNextPageError],
  );
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  return { state, loadMore, retry };
}
