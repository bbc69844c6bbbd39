import { useQuery } from '@tanstack/react-query';
import { getChatPost } from '../../../api/endpoints/community';
import type { ChatPost } from '../../../api/schemas/community';
import { useApi } from '../../../api/useApi';
import { CHAT_WEB_PATH, chatThreadPath } from '../links';
import { chatAppLink, type PermalinkState, permalinkState } from './permalink';

/** TanStack Query keys of the permalink pages (their own keys: the thread page's cache is not assumed). */
export const chatPermalinkQueryKeys = {
  post: (postId: number) => ['chat', 'permalink', 'post', postId] as const,
  comment: (commentId: number) => ['chat', 'permalink', 'comment', commentId] as const,
};

export interface ChatPostPermalink {
  state: PermalinkState<ChatPost>;
  /** Loads again after a failure. */
  retry: () => void;
  /** "Open in app". */
  appLink: string;
  /** "Or join the conversation on web": the thread page. */
  webPath: string;
}

/**
 * Data hook of the thread permalink `/chat/p/{postId}`: E01 (GET /api/v1/community/posts/:id) through TanStack
 * Query, turned into a `PermalinkState` (`permalinkState`). `postId` `null` (an unreadable route) is the
 * unavailable teaser without a request.
 */
export function useChatPostPermalink(postId: number | null): ChatPostPermalink {
  const api = useApi();
  const query = useQuery({
    queryKey: chatPermalinkQueryKeys.post(postId ?? -1),
    queryFn: async ({ signal }) => (await api.call(getChatPost, { params: { id: postId ?? -1 } }, { signal })).communityPost,
    enabled: postId !== null,
  });
  const state: PermalinkState<ChatPost> =
    postId === null
      ? { status: 'locked', variant: 'unavailable', item: null, subscribable: false }
      : permalinkState({ pending: query.isPending || (query.isError && query.isFetching), data: query.data, error: query.error });
  return {
    state,
    retry: () => void query.refetch(),
    appLink: chatAppLink('post', postId),
    webPath: postId === null ? CHAT_WEB_PATH : chatThreadPath(postId),
  };
}
