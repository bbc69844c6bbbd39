/**
 * "N new comments" (M51's new ids, brought by polls): hidden again once the reader is back at the top of the
 * thread; showing them scrolls to the first new comment on screen, highlights and focuses it.
 */
import { useCallback, useEffect } from 'react';
import type { Send } from '../../../kit/useMachine';
import { commentAnchor } from '../commentsAddress';
import { type CommentsPageEvent, type CommentsPageState, newCommentIds } from '../commentsPage.machine';
import { isThreadTopInView } from '../thread/scrollAnchor';
import type { CommentThreadStore } from '../thread/threadStore';

export function useNewComments(state: CommentsPageState, send: Send<CommentsPageEvent, CommentsPageState>, store: CommentThreadStore) {
  const unseen = newCommentIds(state);
  useEffect(() => {
    if (unseen.length === 0 || typeof window === 'undefined') return;
    const onScroll = () => {
      if (isThreadTopInView()) send({ type: 'NEW_SEEN' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [unseen.length, send]);
  const showNew = useCallback(() => {
    const first = unseen
      .map((id) => document.getElementById(commentAnchor(id)))
      .filter((el): el is HTMLElement => el !== null)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    send({ type: 'NEW_SEEN' });
    if (!first) return;
    store.setHighlighted(Number(first.dataset.id));
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [unseen, send, store]);
  return { newCount: unseen.length, showNew };
}
