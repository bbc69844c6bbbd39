/** The footer's read that several actions share: the facepile (E29). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPostFacepile } from '../../api/endpoints/posts';
import type { Facepile } from '../../api/schemas/posts';
import { readFilter, useRead } from '../../kit/read';

/** Who liked and restacked the post; `refresh` after a like or restack changed it. */
export function useFacepile(postId: number) {
  const queryClient = useQueryClient();
  const query = useRead(getPostFacepile, { params: { id: postId } }, { retry: false });
  const refresh = useCallback(() => void queryClient.invalidateQueries(readFilter(getPostFacepile, { params: { id: postId } })), [queryClient, postId]);
  const facepile: { status: 'loading' | 'ready'; data: Facepile | null } = { status: query.isPending ? 'loading' : 'ready', data: query.data ?? null };
  return { facepile, refresh };
}
