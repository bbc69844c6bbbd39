import { getChatPost } from '../../../api/endpoints/community';
import type { ChatPost } from '../../../api/schemas/community';
import { useRead } from '../../../kit/read';
import { CHAT_WEB_PATH, chatThreadPath } from '../links';
import { chatAppLink, type PermalinkState, permalinkState } from './permalink';

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
 * Data hook of the thread permalink `/chat/p/{postId}`: E01 (GET /api/v1/community/posts/:id) through the kit's
 * read, turned into a `PermalinkState` (`permalinkState`). `postId` `null` (an unreadable route) is the
 * unavailable teaser without a request.
 */
export function useChatPostPermalink(postId: number | null): ChatPostPermalink {
  // The thread page's read of E01 (one cache entry).
  const query = useRead(getChatPost, postId !== null ? { params: { id: postId } } : null);
  const state: PermalinkState<ChatPost> =
    postId === null
      ? { status: 'locked', variant: 'unavailable', item: null, subscribable: false }
      : permalinkState({ pending: query.isPending || (query.isError && query.isFetching), data: query.data?.communityPost, error: query.error });
  return {
    state,
    retry: () => void query.refetch(),
    appLink: chatAppLink('post', postId),
    webPath: postId === null ? CHAT_WEB_PATH : chatThreadPath(postId),
  };
}
