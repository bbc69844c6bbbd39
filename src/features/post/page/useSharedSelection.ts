import { useQuery } from '@tanstack/react-query';
import { getPostImageSelection, getPostSelection } from '../../../api/endpoints/posts';
import { useApi } from '../../../api/useApi';
import type { PostQuery } from './postQuery';
import { postPageQueryKeys } from './usePostLoad';
import type { PostSelectionTarget } from './views/PostBody';

/** The shared text (E37) or image (E38) selection of `?selection=` / `?imgSelection=`; `null` when none is named. */
export function useSharedSelection(query: PostQuery, postId: number | null): PostSelectionTarget | null {
  const api = useApi();
  const textSelection = useQuery({
    queryKey: postPageQueryKeys.selection('text', query.selection ?? ''),
    queryFn: ({ signal }) => api.call(getPostSelection, { params: { id: query.selection! } }, { signal }),
    enabled: query.selection !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const imageSelection = useQuery({
    queryKey: postPageQueryKeys.selection('image', query.imgSelection ?? ''),
    queryFn: ({ signal }) => api.call(getPostImageSelection, { params: { id: query.imgSelection! } }, { signal }),
    enabled: query.imgSelection !== null && query.selection === null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selection = query.selection !== null ? textSelection : query.imgSelection !== null ? imageSelection : null;
  if (!selection) return null;
  if (selection.isPending) return { status: 'loading' };
  if (selection.data && postId !== null && selection.data.post_id === postId) {
    return { status: 'ready', text: selection.data.text, imgSrc: selection.data.img_src };
  }
  return { status: 'missing' };
}
