/**
 * The single-comment view's target (spec 002 "comment-permalink-page"): once loaded, the comment is highlighted; a
 * comment that was deleted takes the reader to the thread instead, by replacement. Its depth sets how deep the view
 * shows replies inline (the target's ancestors above it, `INLINE_DEPTH` levels below).
 */
import { useEffect } from 'react';
import { paths } from '../../../kit/routes';
import { useNavigation } from '../../../platform/context';
import { INLINE_DEPTH } from '../constants';
import type { CommentThreadStore } from '../thread/threadStore';
import { ancestorIds } from '../threadModel';

/** `commentId`: the single view's comment (`undefined` on the other screens: nothing to do). Returns the deepest depth shown inline. */
export function useCommentTarget(store: CommentThreadStore, slug: string, commentId: number | undefined, loaded: boolean): number {
  const navigation = useNavigation();
  useEffect(() => {
    if (!loaded || commentId === undefined) return;
    const target = store.entry(commentId);
    if (!target || target.node.deleted || target.node.status === 'deleted') navigation.replace(paths.comments(slug));
    else store.setHighlighted(commentId);
  }, [loaded, commentId, store, navigation, slug]);
  const depthOfTarget = loaded && commentId !== undefined ? ancestorIds(store.model(), commentId).length : 0;
  return depthOfTarget + INLINE_DEPTH - 1;
}
