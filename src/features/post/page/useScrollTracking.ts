import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAnalytics } from '../../../platform/context';
import * as scroll from './scrollTracking.machine';

/**
 * Scroll tracking (M13): `post_top_reached` / `post_bottom_reached` once per page view through the platform
 * analytics, `post_page_view` sampled at 0.1 %. Returns callback refs for the two markers.
 */
export function useScrollTracking(postId: number | null) {
  const analytics = useAnalytics();
  const tracking = useRef(scroll.initialState);
  const send = useCallback(
    (event: scroll.ScrollTrackingEvent) => {
      const out = scroll.transition(tracking.current, event);
      tracking.current = out.state;
      if (out.emit && postId !== null) analytics.track(out.emit, { post_id: postId });
    },
    [analytics, postId],
  );
  useEffect(() => {
    if (postId !== null) send({ type: 'PAGE_VIEW', draw: Math.random() });
  }, [postId, send]);
  const observe = useCallback(
    (event: 'TOP_REACHED' | 'BOTTOM_REACHED') => {
      let observer: IntersectionObserver | null = null;
      return (element: HTMLElement | null) => {
        observer?.disconnect();
        observer = null;
        if (!element || typeof IntersectionObserver === 'undefined') return;
        observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) send({ type: event });
        });
        observer.observe(element);
      };
    },
    [send],
  );
  const topRef = useMemo(() => observe('TOP_REACHED'), [observe]);
  const bottomRef = useMemo(() => observe('BOTTOM_REACHED'), [observe]);
  return { topRef, bottomRef };
}
