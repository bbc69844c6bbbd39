/** The footer's reads that several actions share: the facepile (E29) and its query keys. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPostFacepile } from '../../api/endpoints/posts';
import type { Facepile } from '../../api/schemas/posts';
import { useApi } from '../../api/useApi';

/** TanStack Query keys of the footer. */
export const footerQueryKeys = {
  facepile: (postId: number) => ['posts', postId, 'facepile'] as const,
  hasRestacked: ['feed', 'has-restacked'] as const,
};

/** Who liked and restacked the post; `refresh` after a like or restack changed it. */
export function useFacepile(postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: footerQueryKeys.facepile(postId),
    queryFn: ({ signal }) => api.call(getPostFacepile, { params: { id: postId } }, { signal }),
    retry: false,
  });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: footerQueryKeys.facepile(postId) }), [queryClient, postId]);
  const facepile: { status: 'loading' | 'ready'; data: Facepile | null } = { status: query.isPending ? 'loading' : 'ready', data: query.data ?? null };
  return { facepile, refresh };
}
