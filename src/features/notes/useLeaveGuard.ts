/**
 * While the composer holds text the reader is working on, leaving the page (reload, close, another site) asks first:
 * the browser's own confirmation. The draft is also in storage, but a host's storage may refuse it.
 */
import { useEffect } from 'react';

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
