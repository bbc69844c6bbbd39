/**
 * Confirmations and the inline editor open from a menu item: `afterMenuCloses()` resolves once the menu has closed
 * and handed focus back to its trigger (at most ~10 frames of the platform clock), so a dialog restores focus there
 * when it closes and the editor's field keeps the focus it takes.
 */
import { useCallback } from 'react';
import { useClock } from '../../../platform/context';

export function useAfterMenuCloses(): () => Promise<void> {
  const clock = useClock();
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        let tries = 0;
        const check = () => {
          const active = typeof document === 'undefined' ? null : document.activeElement;
          // Still in the menu, or between the menu and its trigger (focus on the body for a moment).
          const moving = active !== null && (active === document.body || active.closest('[role="menu"]') !== null);
          if (!moving || tries++ > 10) resolve();
          else clock.setTimeout(check, 16);
        };
        clock.setTimeout(check, 0);
      }),
    [clock],
  );
}
