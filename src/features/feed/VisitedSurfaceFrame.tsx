/**
 * The visited-surface frame (`visited-surface-frame`, spec 002 "Hidden frame at /visited-surface-frame"; C05): an
 * invisible page a publication's or a profile's page embeds in a hidden iframe on the product's own domain, so the
 * recent surfaces are kept in one place whatever domain the reader is on. The embedding page posts
 * `{ type: 'masthead:visited-surface', kind: 'publication' | 'profile', id }`; anything else is ignored (the message
 * is untrusted: `parseVisit` checks it). Renders nothing a reader sees; `data-count` tells tests how many it keeps.
 */
import { useEffect } from 'react';
import { withScreenBoundary } from '../../kit/Screen';
import { useVisitedSurfaces } from './useVisitedSurfaces';
import { parseVisit } from './visitedSurfaces';

/** The message type the frame listens for. */
export const VISITED_SURFACE_MESSAGE = 'masthead:visited-surface';

function ConnectedVisitedSurfaceFrame() {
  const { list, record } = useVisitedSurfaces();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== VISITED_SURFACE_MESSAGE) return;
      const visit = parseVisit({ ...(data as object), at: 0 });
      if (visit) record(visit.kind, visit.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [record]);
  return <div hidden data-part="visited-surface-frame" data-count={list.length} />;
}

/** The frame's page (mounted at `/visited-surface-frame`), in the screen boundary. */
export const VisitedSurfaceFrame = withScreenBoundary('VisitedSurfaceFrame', ConnectedVisitedSurfaceFrame);
