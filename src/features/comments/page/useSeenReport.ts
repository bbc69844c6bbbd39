/**
 * E36: the threads the reader has seen (spec 002 §7 `POST /api/v1/posts/{id}/seen` `{threads}`). A top-level comment
 * counts as seen once half of it has been on screen; seen ids are sent in batches (`SEEN_REPORT_DELAY_MS` after the
 * first one, at most `MAX_SEEN_PER_REPORT` per call), each id once per page. Fire-and-forget: a failed report is not
 * the reader's concern. Only for signed-in readers (E36 answers 401 otherwise).
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../api/useApi';
import { useClock } from '../../../platform/context';
import type { TimerId } from '../../../platform/clock';
import { MAX_SEEN_PER_REPORT, SEEN_REPORT_DELAY_MS } from '../constants';

/** Returns the callback top-level comments report their element with (`null` when they unmount). */
export function useSeenReport(postId: number, enabled: boolean): ((id: number, element: Element | null) => void) | undefined {
  const api = useApi();
  const clock = useClock();
  const report = useMutation({
    // The report's endpoint loads with the first report (a moment after threads show), not in the first render.
    mutationFn: async (threads: number[]) => {
      const { markPostSeen } = await import('../../../api/endpoints/posts');
      return api.call(markPostSeen, { params: { id: postId }, body: { threads } });
    },
    retry: false,
  });
  const { mutate } = report;
  const state = useRef({ sent: new Set<number>(), pending: [] as number[], timer: null as TimerId | null, byElement: new WeakMap<Element, number>() });
  const observer = useRef<IntersectionObserver | null>(null);

  const flush = useCallback(() => {
    const s = state.current;
    s.timer = null;
    while (s.pending.length > 0) mutate(s.pending.splice(0, MAX_SEEN_PER_REPORT));
  }, [mutate]);

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
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      if (s.timer !== null) {
        clock.clearTimeout(s.timer);
        flush();
      }
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
