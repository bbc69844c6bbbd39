/** "Open as PDF" (M23): the generating modal, closed by itself after 10 s of the platform clock. */
import { useCallback, useEffect, useRef } from 'react';
import type { Post } from '../../api/schemas/core';
import { useMachine } from '../../kit/useMachine';
import { useClock } from '../../platform/context';
import { initialPdfState, PDF_MODAL_AUTO_CLOSE_MS, transition } from './pdf.machine';

export function usePdf(post: Post, onOpenAsPdf: ((post: Post) => void) | undefined) {
  const clock = useClock();
  const [state, send] = useMachine(transition, initialPdfState);
  const timer = useRef<number | null>(null);
  const stop = useCallback(() => {
    if (timer.current !== null) clock.clearTimeout(timer.current);
    timer.current = null;
  }, [clock]);
  useEffect(() => stop, [stop]);

  const open = () => {
    const started = clock.now().getTime();
    send({ type: 'OPEN', at: started });
    onOpenAsPdf?.(post);
    stop();
    timer.current = clock.setTimeout(() => {
      timer.current = null;
      send({ type: 'ELAPSED', now: Math.max(clock.now().getTime(), started + PDF_MODAL_AUTO_CLOSE_MS) });
    }, PDF_MODAL_AUTO_CLOSE_MS);
  };
  const close = () => {
    stop();
    send({ type: 'CLOSE' });
  };
  return { state, generating: state.name === 'generating', open, close };
}
