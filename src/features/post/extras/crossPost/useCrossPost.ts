import { getArchive } from '../../../../api/endpoints/feed';
import type { Post } from '../../../../api/schemas/core';
import type { CrossPost } from '../../../../api/schemas/posts';
import { useRead, useReadOf } from '../../../../kit/read';
import { crossPostRead } from '../../reads';
import { type ExtrasLoadStatus, extrasLoadStatus, serverMessageOf } from '../loadStatus';
import { CROSS_POST_TOP_POSTS_MAX, crossPostTopPosts, crossPostTopPostsPublication } from './crossPost';

export interface CrossPostController {
  status: ExtrasLoadStatus;
  data: CrossPost | null;
  errorMessage?: string;
  /** At most 3 (K106); empty while loading or when the list fails (it is secondary). */
  topPosts: Post[];
  /** Whose top posts they are. */
  topPostsPublicationName: string | null;
  reload: () => void;
}

/**
 * The data hook of the cross-post embed page: the cross-post (E39) and, once it is there, the top posts of the
 * cross-posting publication (E42 `sort=top`, one more than needed so the post itself can be left out).
 */
export function useCrossPost(postId: number): CrossPostController {
  const query = useReadOf(crossPostRead(postId), { retry: false });
  const topPub = query.data ? crossPostTopPostsPublication(query.data) : null;
  const top = useRead(
    getArchive,
    topPub !== null ? { query: { sort: 'top', limit: CROSS_POST_TOP_POSTS_MAX + 1, offset: 0, publication_id: topPub.id } } : null,
    { retry: false },
  );
  return {
    status: extrasLoadStatus(query),
    data: query.data ?? null,
    errorMessage: serverMessageOf(query.error),
    topPosts: top.data ? crossPostTopPosts(top.data, postId) : [],
    topPostsPublicationName: topPub?.name ?? null,
    reload: () => void query.refetch(),
  };
}
