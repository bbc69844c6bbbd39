/**
 * The reader guide summary panel (M22; spec 001 "Post footer bar"). Pure.
 *
 * ```
 * idle ─OPEN→ loading ─LOADED(html)→ shown ─CLOSE→ closed ─OPEN→ shown (no new call)
 *                     ─FAILED→ error ─RETRY→ loading;  error ─CLOSE→ idle
 * ```
 *
 * Guard: only offered with flag `enable_post_summarization` (footerPermissions). The summary (E31) is HTML; the
 * view sanitises it. Errors are not specified (M22 "n/s"): the panel shows an error text with Try again (a toast
 * alone, the inventory's proposal G53, would leave an empty panel open) — the hook's text by the kit's rule
 * (`readerGuideFailureText`: shared timeout, network and sign-in texts, else the server's words, else the footer's).
 */
export type ReaderGuideState =
  | { name: 'idle' }
  | { name: 'loading' }
  | { name: 'shown'; html: string }
  /** Panel closed after a summary arrived: opening it again needs no call. */
  | { name: 'closed'; html: string }
  | { name: 'error'; message: string | null };

export type ReaderGuideEvent =
  | { type: 'OPEN' }
  | { type: 'LOADED'; html: string }
  | { type: 'FAILED'; message?: string | null }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export const readerGuideStateNames = ['idle', 'loading', 'shown', 'closed', 'error'] as const;
export const readerGuideEventTypes = ['OPEN', 'LOADED', 'FAILED', 'RETRY', 'CLOSE'] as const satisfies readonly ReaderGuideEvent['type'][];

export const initialReaderGuideState: ReaderGuideState = { name: 'idle' };

export function transition(state: ReaderGuideState, event: ReaderGuideEvent): ReaderGuideState {
  switch (state.name) {
    case 'idle':
      return event.type === 'OPEN' ? { name: 'loading' } : state;
    case 'loading':
      switch (event.type) {
        case 'LOADED':
          return { name: 'shown', html: event.html };
        case 'FAILED':
          return { name: 'error', message: event.message?.trim() || null };
        case 'CLOSE':
          return { name: 'idle' };
        case 'OPEN':
        case 'RETRY':
          return state;
        default:
          return event satisfies never;
      }
    case 'shown':
      return event.type === 'CLOSE' ? { name: 'closed', html: state.html } : state;
    case 'closed':
      return event.type === 'OPEN' ? { name: 'shown', html: state.html } : state;
    case 'error':
      switch (event.type) {
        case 'RETRY':
        case 'OPEN':
          return { name: 'loading' };
        case 'CLOSE':
          return { name: 'idle' };
        case 'LOADED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const readerGuideTransition = transition;

/** The states in which the panel is open. */
export type ReaderGuideOpenState = Extract<ReaderGuideState, { name: 'loading' | 'shown' | 'error' }>;

/** Whether the panel is open (loading, shown or error). */
export function readerGuideOpen(state: ReaderGuideState): state is ReaderGuideOpenState {
  return state.name === 'loading' || state.name === 'shown' || state.name === 'error';
}

/** Whether the state needs the summary call (E31). */
export function readerGuideNeedsFetch(state: ReaderGuideState): boolean {
  return state.name === 'loading';
}
