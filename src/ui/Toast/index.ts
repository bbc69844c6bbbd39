export { ToastProvider, ToastRegion, useToast, type ToastApi, type ToastProviderProps, type ToastRegionProps } from './Toast';
export { useToastQueue, type ToastOptions, type UseToastQueueResult } from './useToastQueue';
import { initialState, pendingTimers, transition, visibleToasts } from './toast.machine';

/**
 * The pure machine (`toastMachine.transition`, `.initialState`, `.pendingTimers`, `.visibleToasts`) for hosts and tests.
 * A plain object rather than `export * as`, which bundlers cannot tree-shake.
 */
export const toastMachine = { transition, initialState, pendingTimers, visibleToasts } as const;
export {
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  MAX_VISIBLE_TOASTS,
  toastStatusNames,
  type ToastAction,
  type ToastContent,
  type ToastEntry,
  type ToastEvent,
  type ToastQueueState,
  type ToastStatus,
} from './toast.machine';
