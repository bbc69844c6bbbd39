/**
 * Copy link (M14, spec 001 "copy-link confirmation 3 s"; inventory `copy-link-confirmation`, K027). Pure: no
 * React, DOM, clipboard or timers — time arrives in events.
 *
 * ```
 * idle ─COPY(text, at)→ copying ─SUCCEEDED→ copied(until = at + 3 s) ─TIMEOUT(now ≥ until)→ idle
 *                               ─FAILED(error)→ failed ─COPY→ copying (retry) · ─RESET→ idle
 * copied ─COPY→ copying (copy again: the confirmation restarts)
 * ```
 *
 * While a copy is under way further `COPY` events are ignored; `SUCCEEDED`/`FAILED` outside `copying` and a
 * `TIMEOUT` that arrives early (a stale timer of an earlier copy) are ignored too. The failure stays visible until
 * the next copy or `RESET` (a reader must be able to read it and copy the link by hand).
 */

/** How long the "Copied" confirmation shows (K027). */
export const COPY_CONFIRMATION_MS = 3000;

export const copyLinkStateNames = ['idle', 'copying', 'copied', 'failed'] as const;
export type CopyLinkStateName = (typeof copyLinkStateNames)[number];

export type CopyLinkState =
  | { readonly name: 'idle' }
  | { readonly name: 'copying'; readonly text: string; readonly at: number }
  | { readonly name: 'copied'; readonly text: string; readonly until: number }
  | { readonly name: 'failed'; readonly text: string; readonly reason: string };

export const copyLinkEventTypes = ['COPY', 'SUCCEEDED', 'FAILED', 'TIMEOUT', 'RESET'] as const;

export type CopyLinkEvent =
  /** Copy `text`; `at` is the platform clock's time in ms. */
  | { readonly type: 'COPY'; readonly text: string; readonly at: number }
  | { readonly type: 'SUCCEEDED' }
  /** The clipboard refused (no permission, insecure context, no clipboard). `reason`: the error's message. */
  | { readonly type: 'FAILED'; readonly reason: string }
  /** The confirmation timer fired at `now` (ms). */
  | { readonly type: 'TIMEOUT'; readonly now: number }
  | { readonly type: 'RESET' };

export const initialCopyLinkState: CopyLinkState = { name: 'idle' };

export function transition(state: CopyLinkState, event: CopyLinkEvent): CopyLinkState {
  switch (event.type) {
    case 'COPY':
      return state.name === 'copying' ? state : { name: 'copying', text: event.text, at: event.at };
    case 'SUCCEEDED':
      return state.name === 'copying' ? { name: 'copied', text: state.text, until: state.at + COPY_CONFIRMATION_MS } : state;
    case 'FAILED':
      return state.name === 'copying' ? { name: 'failed', text: state.text, reason: event.reason } : state;
    case 'TIMEOUT':
      return state.name === 'copied' && event.now >= state.until ? initialCopyLinkState : state;
    case 'RESET':
      return state.name === 'idle' ? state : initialCopyLinkState;
    default:
      event satisfies never;
      return state;
  }
}

/** The transition under the name the package exports. */
export const copyLinkTransition = transition;

/** True while the "Copied" confirmation shows. */
export function isCopied(state: CopyLinkState): boolean {
  return state.name === 'copied';
}
