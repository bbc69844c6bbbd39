/**
 * The transcript search's data hook (inventory `transcript-search`, K062): the typed term waits 100 ms on the
 * platform clock, then P45 is asked through TanStack Query (answers cached per term); the answer or the failure goes
 * back into the machine.
 */
import { useCallback, useEffect, useRef } from 'react';
import { searchTranscript, TRANSCRIPT_TERM_MAX_LENGTH } from '../../../api/endpoints/mediaTools';
import type { TranscriptMediaKind } from '../../../api/schemas/mediaTools';
import { useRead } from '../../../kit/read';
import { useMachine } from '../../../kit/useMachine';
import { useClock } from '../../../platform/context';
import { initialTranscriptSearchState, searchTerm, TRANSCRIPT_SEARCH_DEBOUNCE_MS, transition } from './transcriptSearch.machine';

export function useTranscriptSearch(kind: TranscriptMediaKind, id: string) {
  const clock = useClock();
  const [state, send] = useMachine(transition, initialTranscriptSearchState);
  const timer = useRef<number | null>(null);

  const type = useCallback(
    (text: string) => {
      const term = text.slice(0, TRANSCRIPT_TERM_MAX_LENGTH);
      if (timer.current !== null) clock.clearTimeout(timer.current);
      timer.current = null;
      if (send({ type: 'TYPE', term }).name !== 'waiting') return;
      timer.current = clock.setTimeout(() => {
        timer.current = null;
        send({ type: 'DEBOUNCED', term });
      }, TRANSCRIPT_SEARCH_DEBOUNCE_MS);
    },
    [clock, send],
  );
  useEffect(
    () => () => {
      if (timer.current !== null) clock.clearTimeout(timer.current);
    },
    [clock],
  );

  const term = searchTerm(state);
  const query = useRead(searchTranscript, term !== null && term !== '' ? { params: { kind, id }, query: { q: term } } : null, { retry: false });
  const { data, error, errorUpdatedAt, dataUpdatedAt, isFetching, refetch } = query;
  // The answer to the term being searched, once no request for it is on its way (a cached failure is asked again).
  useEffect(() => {
    if (term === null || isFetching) return;
    if (data && dataUpdatedAt >= errorUpdatedAt) send({ type: 'ANSWERED', term, matches: data.matches });
    else if (error) send({ type: 'SEARCH_FAILED', term });
  }, [term, isFetching, data, error, dataUpdatedAt, errorUpdatedAt, send]);

  const retry = useCallback(() => {
    if (send({ type: 'RETRY' }).name === 'searching') void refetch();
  }, [send, refetch]);

  return { state, type, retry };
}
