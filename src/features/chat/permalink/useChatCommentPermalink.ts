import { getChatComment } from '../../../api/endpoints/community';
import type { ChatComment } from '../../../api/schemas/community';
import { useRead } from '../../../kit/read';
import { CHAT_WEB_PATH, chatReplyPath } from '../links';
import { chatAppLink, type PermalinkState, permalinkState } from './permalink';

export interface ChatCommentPermalink {
  state: PermalinkState<ChatComment>;
  /** Loads again after a failure. */
  retry: () => void;
  /** "Open in app". */
  appLink: string;
  /**
   * "Or join the conversation on web": the reply's thread with the reply as target (highlighted and scrolled to);
   * the web chat while the reply (and so its thread) is unknown.
   */
  webPath: string;
}

/**
 * Data hook of the reply permalink `/chat/c/{commentId}`: E04 (GET /api/v1/community/comments/:id), whose
 * `status` is computed for the reader (VISIBLE, PAID_/FOUNDING_SUBSCRIPTION_REQUIRED, anything else), turned into
 * a `PermalinkState`. `commentId` `null` (an unreadable route) is the unavailable teaser without a request.
 */
export function useChatCommentPermalink(commentId: number | null): ChatCommentPermalink {
  const query = useRead(getChatComment, commentId !== null ? { params: { id: commentId } } : null);
  const state: PermalinkState<ChatComment> =
    commentId === null
      ? { status: 'locked', variant: 'unavailable', item: null, subscribable: false }
      : permalinkState({ pending: query.isPending || (query.isError && query.isFetching), data: query.data?.comment, error: query.error });
  const comment = query.data?.comment;
  return {
    state,
    retry: () => void query.refetch(),
    appLink: chatAppLink('comment', commentId),
    webPath: comment ? chatReplyPath(comment) : CHAT_WEB_PATH,
  };
}
