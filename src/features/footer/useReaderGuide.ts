/** The reader guide panel (M22): the summary (E31, a POST) on first open, kept for later opens; Try again after a failure. */
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { getPostSummary } from '../../api/endpoints/posts';
import { useApi } from '../../api/useApi';
import { serverWords } from '../../kit/failure';
import { useMachine } from '../../kit/useMachine';
import { initialReaderGuideState, readerGuideNeedsFetch, readerGuideOpen, transition } from './readerGuide.machine';

export function useReaderGuide(postId: number) {
  const api = useApi();
  const [state, send] = useMachine(transition, initialReaderGuideState);
  const current = useRef(state);
  current.current = state;
  const summary = useMutation({
    mutationFn: () => api.call(getPostSummary, { params: { id: postId } }),
    onSuccess: (answer) => send({ type: 'LOADED', html: answer.summary }),
    onError: (error) => send({ type: 'FAILED', message: serverWords(error) ?? null }),
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
