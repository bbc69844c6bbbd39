import { type TransitionEvent, useCallback, useContext, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { systemClock } from '../../platform/clock';
import { PlatformContext } from '../../platform/context';
import { COLLAPSIBLE_DURATION_MS, type CollapsibleEvent, type CollapsibleState, isOpen, restingState, transition } from './collapsible.machine';

export interface UseCollapsibleOptions {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called with the requested open state when the reader presses the trigger. */
  onOpenChange?: (open: boolean) => void;
}

export interface UseCollapsibleResult {
  state: CollapsibleState;
  /** Open or opening (what `aria-expanded` says). */
  open: boolean;
  /** Asks for the other state: runs the machine when uncontrolled, and reports it through `onOpenChange`. */
  toggle: () => void;
  /** Attach to the animated region. */
  regionRef: React.RefObject<HTMLDivElement | null>;
  /** Attach to the animated region: turns its height `transitionend` into `TRANSITION_END`. */
  onTransitionEnd: (event: TransitionEvent<HTMLDivElement>) => void;
}

/**
 * Runs the collapsible machine: measures heights, pins the region's height imperatively, requests the animation
 * frame (`FRAME`), listens for `transitionend` and arms the 250 ms fallback on the platform clock (`TIMEOUT`).
 */
export function useCollapsible({ open, defaultOpen = false, onOpenChange }: UseCollapsibleOptions): UseCollapsibleResult {
  const clock = useContext(PlatformContext)?.clock ?? systemClock;
  const [state, dispatch] = useReducer(transition, open ?? defaultOpen, restingState);
  const regionRef = useRef<HTMLDivElement>(null);
  /** Height the region shows when a move starts: 0 when hidden, or where a reversed animation had reached. */
  const fromHeight = useRef(0);
  /** Height the current animation goes to. */
  const toHeight = useRef(0);

  const send = useCallback((event: CollapsibleEvent) => {
    if (event.type === 'TOGGLE' || event.type === 'OPEN' || event.type === 'CLOSE') {
      fromHeight.current = regionRef.current?.getBoundingClientRect().height ?? 0;
    }
    dispatch(event);
  }, []);

  // A host controlling `open` drives the machine; OPEN/CLOSE are ignored when it already goes that way.
  useEffect(() => {
    if (open !== undefined) send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [open, send]);

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    switch (state.name) {
      case 'collapsed':
      case 'expanded':
        region.style.height = '';
        return;
      case 'startExpanding':
      case 'startCollapsing': {
        region.style.height = `${fromHeight.current}px`;
        // Reading scrollHeight lays the pinned height out, so the browser animates from it.
        const full = region.scrollHeight;
        toHeight.current = state.name === 'startExpanding' ? full : 0;
        const frame = requestAnimationFrame(() => dispatch({ type: 'FRAME' }));
        return () => cancelAnimationFrame(frame);
      }
      case 'expanding':
      case 'collapsing': {
        region.style.height = `${toHeight.current}px`;
        const timer = clock.setTimeout(() => dispatch({ type: 'TIMEOUT' }), COLLAPSIBLE_DURATION_MS);
        return () => clock.clearTimeout(timer);
      }
      default:
        return state satisfies never;
    }
  }, [state, clock]);

  const currentlyOpen = isOpen(state);
  const toggle = useCallback(() => {
    if (open === undefined) send({ type: 'TOGGLE' });
    onOpenChange?.(!currentlyOpen);
  }, [open, send, onOpenChange, currentlyOpen]);

  const onTransitionEnd = useCallback((event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'height') dispatch({ type: 'TRANSITION_END' });
  }, []);

  return { state, open: currentlyOpen, toggle, regionRef, onTransitionEnd };
}
