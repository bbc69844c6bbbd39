import { getPostBySlug } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { loadStatus, useRead } from '../../../kit/read';
import { type EmbedKind, type EmbedMedia, type EmbedStatus, embedMediaOf, embedStatus } from './embed';

export interface EmbedPost {
  status: EmbedStatus;
  post: PostWithPublication | null;
  media: EmbedMedia | null;
  /** The server's words of a failure other than 404, when it sent some. */
  errorMessage: string | undefined;
  retry: () => void;
}

/**
 * Data hook of the embed players: the post by slug (E23: the kit's read, one cache entry with the post page's, so an
 * embed on a page that already read the post does not read it again), and what it lets the embed play.
 */
export function useEmbedPost(slug: string, kind: EmbedKind): EmbedPost {
  const query = useRead(getPostBySlug, { params: { slug } }, { retry: false });
  const load = loadStatus(query);
  const post = query.data ?? null;
  return {
    status: embedStatus(load, kind),
    post,
    media: post ? embedMediaOf(post, kind) : null,
    errorMessage: load.name === 'error' ? load.serverWords : undefined,
    retry: () => void query.refetch(),
  };
}
