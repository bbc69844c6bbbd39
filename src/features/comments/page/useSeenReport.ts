/**
 * E36: the threads the reader has seen (spec 002 §7 `POST /api/v1/posts/{id}/seen` `{threads}`). A top-level comment
 * counts as seen once half of it has been on screen; seen ids are sent in batches (`SEEN_REPORT_DELAY_MS` after the
 * first one, at most `MAX_SEEN_PER_REPORT` per call), each id once per page. Only for signed-in readers (E36 answers
 * 401 otherwise).
 *
 * Silent: a failed report is not the reader's concern (no alert, toast or text). It goes through the kit's write
 * (`useOptimisticWrite` with `retry`), and a batch that failed without an answer (a timeout, a cut connection, an
 * unreadable answer, a 5xx — the server may not have it) is sent once more on the same visit, `SEEN_REPORT_DELAY_MS`
 * after the failure on the platform clock (or at once when the page unmounts first), with the failed attempt's
 * idempotency key, so a report the server did record is not recorded twice. A batch the server refused (a 4xx) is not
 * sent again: it would be refused again; the next visit reports those threads anew. One retry per batch per visit.
 */
import { useCallback, useEffect, useRef } from 'react';
import { unanswered } from '../../../kit/retryAttempts';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useClock } from '../../../platform/context';
import type { TimerId } from '../../../platform/clock';
import { MAX_SEEN_PER_REPORT, SEEN_REPORT_DELAY_MS } from '../constants';

interface SeenBatch {
  threads: number[];
  /** This send is the batch's one retry. */
  retry: boolean;
}

/** Returns the callback top-level comments report their element with (`null` when they unmount). */
export function useSeenReport(postId: number, enabled: boolean): ((id: number, element: Element | null) => void) | undefined {
  const clock = useClock();
  const state = useRef({
    sent: new Set<number>(),
    pending: [] as number[],
    timer: null as TimerId | null,
    byElement: new WeakMap<Element, number>(),
    /** Batches waiting for their one retry, and the timer that sends them. */
    retries: [] as number[][],
    retryTimer: null as TimerId | null,
    unmounted: false,
  });
  const observer = useRef<IntersectionObserver | null>(null);

  // Declared before the write: a failure schedules the retry through it.
  const sendRetries = useRef<() => void>(() => {});
  const report = useOptimisticWrite({
    // The report's endpoint loads with the first report (a moment after threads show), not in the first render.
    mutationFn: async (batch: SeenBatch, api) => {
      const { markPostSeen } = await import('../../../api/endpoints/posts');
      return api.call(markPostSeen, { params: { id: postId }, body: { threads: batch.threads } });
    },
    // The same threads again are the same report: a retry after a failure without an answer keeps its key.
    retry: { identity: (batch) => batch.threads },
    onFailed: (failure, batch) => {
      const s = state.current;
      if (!batch.retry && unanswered(failure) && !s.unmounted) {
        s.retries.push(batch.threads);
        s.retryTimer ??= clock.setTimeout(() => sendRetries.current(), SEEN_REPORT_DELAY_MS);
      }
      return null;
    },
  });
  const { send } = report;
  sendRetries.current = () => {
    const s = state.current;
    s.retryTimer = null;
    for (const threads of s.retries.splice(0)) void send({ threads, retry: true });
  };

  const flush = useCallback(() => {
    const s = state.current;
    s.timer = null;
    while (s.pending.length > 0) void send({ threads: s.pending.splice(0, MAX_SEEN_PER_REPORT), retry: false });
  }, [send]);

  const seen = useCallback(
    (id: number) => {
      const s = state.current;
      if (s.sent.has(id)) return;
      s.sent.add(id);
      s.pending.push(id);
      if (s.timer === null) s.timer = clock.setTimeout(flush, SEEN_REPORT_DELAY_MS);
    },
    [clock, flush],
  );

  // Created on first use: the first screen's comments report their elements while committing, before effects run.
  const observerFor = useCallback(() => {
    if (observer.current || typeof IntersectionObserver === 'undefined') return observer.current;
    const s = state.current;
    observer.current = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          const id = s.byElement.get(record.target);
          if (id !== undefined) seen(id);
          observer.current?.unobserve(record.target);
        }
      },
      { threshold: 0.5 },
    );
    return observer.current;
  }, [seen]);

  useEffect(() => {
    const s = state.current;
    s.unmounted = false;
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      if (s.timer !== null) {
        clock.clearTimeout(s.timer);
        flush();
      }
      // Leaving the page before a retry's time: it is sent now (still once).
      if (s.retryTimer !== null) {
        clock.clearTimeout(s.retryTimer);
        sendRetries.current();
      }
      s.unmounted = true;
    };
  }, [flush, clock]);

  const observe = useCallback(
    (id: number, element: Element | null) => {
      if (!element || state.current.sent.has(id)) return;
      state.current.byElement.set(element, id);
      observerFor()?.observe(element);
    },
    [observerFor],
  );

  return enabled ? observe : undefined;
}
