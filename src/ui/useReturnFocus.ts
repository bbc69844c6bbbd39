import { useLayoutEffect } from 'react';

/**
 * Gives focus back to what had it before the dialog opened (the footer's Share button), once it closes or is
 * unmounted. The dialog is controlled and has no Radix trigger, so Radix cannot do it. A layout effect reads the
 * focused element before Radix's focus scope moves focus into the dialog; focus is only given back when nothing
 * else took it meanwhile (a Notes link that navigated).
 */
export function useReturnFocus(open: boolean) {
  useLayoutEffect(() => {
    if (!open || typeof document === 'undefined') return;
    const active = document.activeElement;
    const element = active instanceof HTMLElement && active !== document.body ? active : null;
    // Runs when the dialog closes and when a host unmounts it while open.
    return () => {
      if (!element) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (element.isConnected && (now === null || now === document.body)) element.focus();
      });
    };
  }, [open]);
}
