import { getPostImageSelection, getPostSelection } from '../../../api/endpoints/posts';
import { useRead } from '../../../kit/read';
import type { PostQuery } from './postQuery';
import type { PostSelectionTarget } from './views/PostBody';

/** The shared text (E37) or image (E38) selection of `?selection=` / `?imgSelection=`; `null` when none is named. */
export function useSharedSelection(query: PostQuery, postId: number | null): PostSelectionTarget | null {
  const once = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;
  const textSelection = useRead(getPostSelection, query.selection !== null ? { params: { id: query.selection } } : null, once);
  const imageSelection = useRead(
    getPostImageSelection,
    query.imgSelection !== null && query.selection === null ? { params: { id: query.imgSelection } } : null,
    once,
  );
  const selection = query.selection !== null ? textSelection : query.imgSelection !== null ? imageSelection : null;
  if (!selection) return null;
  if (selection.isPending) return { status: 'loading' };
  if (selection.data && postId !== null && selection.data.post_id === postId) {
    return { status: 'ready', text: selection.data.text, imgSrc: selection.data.img_src };
  }
  return { status: 'missing' };
}
