/**
 * The livestream page's controls with effects on the page, kept out of its view: Escape leaves fullscreen (a key
 * listener on the document while fullscreen), and Share copies the page's address through the sharing area's copy
 * hook (the clipboard, the "Link copied" confirmation on the platform clock).
 */
import { useCallback, useEffect } from 'react';
import { paths } from '../../kit/routes';
import { useCopyLink } from '../sharing';

/** Escape while `active` calls `onExit`. */
export function useEscapeKey(active: boolean, onExit: () => void): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onExit]);
}

/** Copies the livestream page's absolute address; `copied` while the confirmation shows. */
export function useLivestreamShare(): { share: () => void; copied: boolean } {
  const link = useCopyLink();
  const { copy } = link;
  const share = useCallback(() => {
    const url = typeof location === 'undefined' ? paths.livestream() : new URL(paths.livestream(), location.href).href;
    void copy(url);
  }, [copy]);
  return { share, copied: link.copied };
}
