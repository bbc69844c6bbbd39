import { useQuery } from '@tanstack/react-query';
import { getPostBySlug } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import { serverWords } from '../../../kit/failure';
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
 * The post page's query key for a post by slug (`postPageQueryKeys.post({ by: 'slug', slug })` in
 * features/post/page/usePostLoad.ts), written out here: the media area may not import the post area (the post page
 * imports media). The same key means an embed on a page that already read the post does not read it again.
 */
export const embedPostQueryKey = (slug: string) => ['posts', 'page', 'slug', slug] as const;

/** Data hook of the embed players: the post by slug (E23, the post page's query), and what it lets the embed play. */
export function useEmbedPost(slug: string, kind: EmbedKind): EmbedPost {
  const api = useApi();
  const query = useQuery({
    queryKey: embedPostQueryKey(slug),
    queryFn: ({ signal }) => api.call(getPostBySlug, { params: { slug } }, { signal }),
    retry: false,
  });
  const post = query.data ?? null;
  return {
    status: embedStatus(query, kind),
    post,
    media: post ? embedMediaOf(post, kind) : null,
    errorMessage: query.isError ? serverWords(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}
