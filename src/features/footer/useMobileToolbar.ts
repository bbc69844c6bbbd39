import { useEffect } from 'react';
import { useMachine } from '../../kit/useMachine';
import { initialToolbarState, type ToolbarVisibility, transition } from './toolbarVisibility.machine';

/**
 * Runs the M21 rule on the window's scroll: each scroll event becomes a sample (`scrollY`, the event's time
 * stamp), throttled to 250 ms by `toolbarOnScroll`. The event time stamp (not the platform clock) is the right
 * time here: the rule measures how fast a finger moves the page. `enabled: false` leaves the toolbar visible.
 */
export function useMobileToolbar(enabled = true): ToolbarVisibility {
  const [state, dispatch] = useMachine(transition, initialToolbarState);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const onScroll = (event: Event) => void dispatch({ y: window.scrollY, t: event.timeStamp });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, dispatch]);
  return enabled ? state.name : 'visible';
}
