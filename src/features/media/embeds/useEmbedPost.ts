import { useQuery } from '@tanstack/react-query';
import { getPostBySlug } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import { serverWords } from '../../../kit/failure';
import { sharedQueryKeys } from '../../../kit/queryKeys';
import { type EmbedKind, type EmbedMedia, type EmbedStatus, embedMediaOf, embedStatus } from './embed';

export interface EmbedPost {
  status: EmbedStatus;
  post: PostWithPublication | null;
  media: EmbedMedia | null;
  /** The server's words of a failure other than 404, when it sent some. */
  errorMessage: string | undefined;
  retry: () => void;
}

/** The post page's key for the post by slug (kit/queryKeys.ts): an embed on a page that already read the post does not read it again. */
export const embedPostQueryKey = (slug: string) => sharedQueryKeys.post({ by: 'slug', slug });

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
