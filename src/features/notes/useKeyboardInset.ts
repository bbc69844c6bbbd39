/**
 * How many pixels of the layout viewport the on-screen keyboard covers (0 without one): the composer's toolbar is
 * lifted by it, so it stays above the keyboard on phones. Read from `visualViewport` in effects only.
 */
import { useEffect, useState } from 'react';

export function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !viewport) return;
    const measure = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      setInset(0);
    };
  }, [active]);
  return inset;
}
