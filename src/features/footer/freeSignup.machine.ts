/**
 * Free signup by e-mail (E21) from the free-subscribe-to-like modal or the like-upsell's free option. Pure.
 *
 * ```
 * idle ─SUBMIT→ submitting ─SUCCEEDED→ done
 *                          ─FAILED→ idle   (the alert says why; the form stays)
 * any ─RESET→ idle (a modal opens afresh)
 * ```
 *
 * One signup at a time: `SUBMIT` while submitting is ignored. The failure's text is the server's words, else
 * `footer.freeLike.error` (`freeSignupFailureMessageId`).
 */
export type FreeSignupSource = 'free_subscribe_to_like' | 'like_upsell';

export interface FreeSignupRequest {
  readonly email: string;
  readonly source: FreeSignupSource;
}

export type FreeSignupState = { name: 'idle' } | { name: 'submitting'; request: FreeSignupRequest } | { name: 'done' };

export type FreeSignupEvent = { type: 'SUBMIT'; request: FreeSignupRequest } | { type: 'SUCCEEDED' } | { type: 'FAILED' } | { type: 'RESET' };

export const freeSignupStateNames = ['idle', 'submitting', 'done'] as const;
export const freeSignupEventTypes = ['SUBMIT', 'SUCCEEDED', 'FAILED', 'RESET'] as const satisfies readonly FreeSignupEvent['type'][];

export const initialFreeSignupState: FreeSignupState = { name: 'idle' };

export function transition(state: FreeSignupState, event: FreeSignupEvent): FreeSignupState {
  switch (event.type) {
    case 'SUBMIT':
      return state.name === 'submitting' ? state : { name: 'submitting', request: event.request };
    case 'SUCCEEDED':
      return state.name === 'submitting' ? { name: 'done' } : state;
    case 'FAILED':
      return state.name === 'submitting' ? initialFreeSignupState : state;
    case 'RESET':
      return state.name === 'idle' ? state : initialFreeSignupState;
    default:
      return event satisfies never;
  }
}

/** The call a state wants made: the signup being submitted, or `null`. */
export function freeSignupRequest(state: FreeSignupState): FreeSignupRequest | null {
  return state.name === 'submitting' ? state.request : null;
}

/** The catalogue text of a failed signup when the server sent no words of its own. */
export const freeSignupFailureMessageId = 'footer.freeLike.error' as const;
