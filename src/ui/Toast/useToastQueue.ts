import { useCallback, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useClock } from '../../platform/context';
import type { Clock, TimerId } from '../../platform/clock';
import {
  initialState,
  pendingTimers,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  type ToastAction,
  type ToastEntry,
  type ToastQueueState,
  transition,
  visibleToasts,
} from './toast.machine';

export interface ToastOptions {
  /** What happened, in a few words ("Post saved"). */
  message: string;
  /** An optional action, usually a link such as "View". Choosing it dismisses the toast. */
  action?: ToastAction;
  /** How long the toast stays before fading. Default 5000 ms (spec K047). */
  durationMs?: number;
}

export interface UseToastQueueResult {
  state: ToastQueueState;
  /** The toasts on screen, oldest first. */
  visible: ToastEntry[];
  /** Shows a toast (or queues it behind the ones on screen); returns its id. */
  show: (options: ToastOptions) => string;
  /** Fades a toast out now. */
  dismiss: (id: string) => void;
  /** The reader is hovering or focusing the toasts: stop the time-outs. */
  pause: () => void;
  /** Start the time-outs again, each from its full duration. */
  resume: () => void;
}

/**
 * Runs the toast machine with timers on the PLATFORM clock, so a story or test with a manual clock decides when
 * toasts fade (`clock.advance(5000)`). Timers are (re)scheduled in a layout effect: by the time a new state is in
 * the DOM, its timers exist.
 */
export function useToastQueue(): UseToastQueueResult {
  const clock = useClock();
  const [state, dispatch] = useReducer(transition, initialState);
  const timers = useRef(new Map<string, { clock: Clock; id: TimerId }>());
  const nextId = useRef(1);

  // Declared before the scheduler, so when the clock changes (or on unmount) this clock's timers are cleared
  // first and the scheduler starts them again on the new clock.
  useLayoutEffect(() => {
    const running = timers.current;
    return () => {
      for (const [key, timer] of running) {
        if (timer.clock !== clock) continue;
        clock.clearTimeout(timer.id);
        running.delete(key);
      }
    };
  }, [clock]);

  useLayoutEffect(() => {
    const running = timers.current;
    const wanted = pendingTimers(state);
    const keys = new Set(wanted.map((timer) => timer.key));
    for (const [key, timer] of running) {
      if (!keys.has(key)) {
        timer.clock.clearTimeout(timer.id);
        running.delete(key);
      }
    }
    for (const timer of wanted) {
      if (running.has(timer.key)) continue;
      const id = clock.setTimeout(() => {
        running.delete(timer.key);
        dispatch(timer.event);
      }, timer.ms);
      running.set(timer.key, { clock, id });
    }
  }, [state, clock]);

  const show = useCallback((options: ToastOptions) => {
    const id = `toast-${nextId.current++}`;
    const durationMs = options.durationMs !== undefined && options.durationMs > 0 ? options.durationMs : TOAST_DURATION_MS;
    dispatch({
      type: 'show',
      id,
      message: options.message,
      ...(options.action ? { action: options.action } : {}),
      durationMs,
      fadeMs: TOAST_FADE_MS,
    });
    return id;
  }, []);
  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);
  const pause = useCallback(() => dispatch({ type: 'pause' }), []);
  const resume = useCallback(() => dispatch({ type: 'resume' }), []);
  const visible = useMemo(() => visibleToasts(state), [state]);
  return { state, visible, show, dismiss, pause, resume };
}
