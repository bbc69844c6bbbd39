/**
 * The toast queue as a pure state machine. Each toast goes `queued` → `shown` → `fading` → removed:
 *
 * - `show` adds a toast, `shown` at once unless `MAX_VISIBLE_TOASTS` are already on screen, else `queued`;
 * - `timedOut` (the host's timer after `durationMs`, 5000 ms by default, spec K047) starts the fade;
 * - `fadeEnded` (after `fadeMs`, 500 ms, spec K048) removes it and shows the oldest queued toast;
 * - `dismiss` fades a shown toast early (or drops a queued one);
 * - `pause` / `resume`: while the reader hovers or focuses the toasts, shown toasts don't time out. The machine only
 *   records it; the hook stops the display timers while paused and starts them again, in full, on resume. When the
 *   last toast is gone the queue un-pauses by itself (a removed toast never reports the pointer leaving).
 *
 * No timers live here: times arrive in events (`durationMs`, `fadeMs`) and `pendingTimers` tells the hook which
 * timers should be running for a state.
 */

/** What a toast says: a short message and an optional action, usually a link such as "View". */
export interface ToastAction {
  label: string;
  /** Where the action goes; app paths (`/p/…`) navigate through the platform, others are plain links. */
  href?: string;
  onClick?: () => void;
}

export interface ToastContent {
  message: string;
  action?: ToastAction;
}

interface ToastBase extends ToastContent {
  id: string;
  /** How long the toast stays fully visible once shown. */
  durationMs: number;
  /** How long the fade-out lasts. */
  fadeMs: number;
}

/** The names of a toast's states (`ToastEntry['name']`). */
export const toastStatusNames = ['queued', 'shown', 'fading'] as const;
export type ToastStatus = (typeof toastStatusNames)[number];

export type ToastEntry = (ToastBase & { name: 'queued' }) | (ToastBase & { name: 'shown' }) | (ToastBase & { name: 'fading' });

export interface ToastQueueState {
  /** Oldest first. */
  toasts: readonly ToastEntry[];
  /** The reader is hovering or focusing the toasts: shown toasts wait. */
  paused: boolean;
}

export type ToastEvent =
  | ({ type: 'show'; id: string; durationMs: number; fadeMs: number } & ToastContent)
  | { type: 'timedOut'; id: string }
  | { type: 'fadeEnded'; id: string }
  | { type: 'dismiss'; id: string }
  | { type: 'pause' }
  | { type: 'resume' };

/** Spec K047: a toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Spec K048: then fades out over 500 ms. */
export const TOAST_FADE_MS = 500;
/** At most this many toasts on screen (shown or fading); later ones wait in the queue. */
export const MAX_VISIBLE_TOASTS = 3;

export const initialState: ToastQueueState = { toasts: [], paused: false };

const isVisible = (toast: ToastEntry) => toast.name !== 'queued';

function replace(state: ToastQueueState, id: string, next: ToastEntry | null): ToastQueueState {
  const toasts: ToastEntry[] = [];
  for (const toast of state.toasts) {
    if (toast.id !== id) toasts.push(toast);
    else if (next) toasts.push(next);
  }
  return { ...state, toasts };
}

/** Shows the oldest queued toast if there is room. */
function promote(state: ToastQueueState): ToastQueueState {
  if (state.toasts.filter(isVisible).length >= MAX_VISIBLE_TOASTS) return state;
  const next = state.toasts.find((toast) => toast.name === 'queued');
  return next ? replace(state, next.id, { ...next, name: 'shown' }) : state;
}

export function transition(state: ToastQueueState, event: ToastEvent): ToastQueueState {
  switch (event.type) {
    case 'show': {
      if (state.toasts.some((toast) => toast.id === event.id)) return state;
      const { type: _type, ...base } = event;
      const name = state.toasts.filter(isVisible).length < MAX_VISIBLE_TOASTS ? 'shown' : 'queued';
      return { ...state, toasts: [...state.toasts, { ...base, name }] };
    }
    case 'timedOut': {
      const toast = state.toasts.find((t) => t.id === event.id);
      if (toast?.name !== 'shown' || state.paused) return state;
      return replace(state, toast.id, { ...toast, name: 'fading' });
    }
    case 'fadeEnded': {
      const toast = state.toasts.find((t) => t.id === event.id);
      if (toast?.name !== 'fading') return state;
      const next = promote(replace(state, toast.id, null));
      // Nothing left to hover or focus (the pointer may never "leave" a removed toast): stop pausing.
      return next.toasts.length === 0 && next.paused ? { ...next, paused: false } : next;
    }
    case 'dismiss': {
      const toast = state.toasts.find((t) => t.id === event.id);
      if (!toast) return state;
      switch (toast.name) {
        case 'queued':
          return replace(state, toast.id, null);
        case 'shown':
          return replace(state, toast.id, { ...toast, name: 'fading' });
        case 'fading':
          return state;
        default:
          toast satisfies never;
          return state;
      }
    }
    case 'pause':
      return state.paused ? state : { ...state, paused: true };
    case 'resume':
      return state.paused ? { ...state, paused: false } : state;
    default:
      event satisfies never;
      return state;
  }
}

/** The toasts on screen (shown or fading), oldest first. */
export function visibleToasts(state: ToastQueueState): ToastEntry[] {
  return state.toasts.filter(isVisible);
}

export interface PendingTimer {
  /** Stable while the same timer should keep running. */
  key: string;
  ms: number;
  /** What to dispatch when it fires. */
  event: Extract<ToastEvent, { type: 'timedOut' | 'fadeEnded' }>;
}

/**
 * The timers that should be running in this state: a display timer per shown toast (none while paused) and a fade
 * timer per fading toast. A hook starts the ones it isn't running yet and cancels the ones no longer listed.
 */
export function pendingTimers(state: ToastQueueState): PendingTimer[] {
  const timers: PendingTimer[] = [];
  for (const toast of state.toasts) {
    if (toast.name === 'shown' && !state.paused) {
      timers.push({ key: `${toast.id}:display`, ms: toast.durationMs, event: { type: 'timedOut', id: toast.id } });
    } else if (toast.name === 'fading') {
      timers.push({ key: `${toast.id}:fade`, ms: toast.fadeMs, event: { type: 'fadeEnded', id: toast.id } });
    }
  }
  return timers;
}
