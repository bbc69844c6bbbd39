/**
 * The reader guide panel (M22): the summary (E31, a POST) on first open, kept for later opens; Try again after a failure.
 *
 * What the panel says when E31 fails (M22 names no text: the kit's reader-text rule, as every screen): the shared
 * text the reader can act on for a timeout or a network failure ("The server is taking too long…", "We could not
 * reach the server…"); on a 401 the product's sign-in modal opens (entry `unauthorized`, as for every 401) and the
 * panel says "Please sign in to continue." with Try again, never the server's "Not authorized"; otherwise the server's
 * words when it sent any ("Subscribe to read the reader guide for this post."), else "We couldn’t load the reader guide.".
 */
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { getPostSummary } from '../../api/endpoints/posts';
import { useApi } from '../../api/useApi';
import { failureText, toFailure } from '../../kit/failure';
import { useSignIn } from '../../kit/signIn/SignInHost';
import { useMachine } from '../../kit/useMachine';
import { type FooterT, useT } from './i18n';
import { initialReaderGuideState, readerGuideNeedsFetch, readerGuideOpen, transition } from './readerGuide.machine';

/** The panel's text for a failed E31 (the kit's rule with the footer's sentence as the fallback; a 401 asks to sign in). */
export function readerGuideFailureText(error: unknown, t: FooterT): string {
  const failure = toFailure(error);
  return failure.isUnauthorized ? t('common.error.signIn') : failureText(failure, t, 'footer.guide.error');
}

export function useReaderGuide(postId: number) {
  const api = useApi();
  const t = useT();
  const openSignIn = useSignIn();
  const [state, send] = useMachine(transition, initialReaderGuideState);
  const current = useRef(state);
  current.current = state;
  const summary = useMutation({
    mutationFn: () => api.call(getPostSummary, { params: { id: postId } }),
    onSuccess: (answer) => send({ type: 'LOADED', html: answer.summary }),
    onError: (error) => {
      send({ type: 'FAILED', message: readerGuideFailureText(error, t) });
      if (toFailure(error).isUnauthorized) openSignIn({ entry: 'unauthorized' });
    },
  });
  const fetchIfNeeded = (next: typeof state) => {
    if (readerGuideNeedsFetch(next)) summary.mutate();
  };
  return {
    state,
    open: readerGuideOpen(state),
    toggle: () => (readerGuideOpen(current.current) ? void send({ type: 'CLOSE' }) : fetchIfNeeded(send({ type: 'OPEN' }))),
    retry: () => fetchIfNeeded(send({ type: 'RETRY' })),
  };
}
