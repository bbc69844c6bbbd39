/**
 * M31 `free-signup` (spec 001, 003): free signup by e-mail (E21), one flow for every form that offers it — the post
 * footer's free-subscribe-to-like modal and like-upsell, the newsletters page of a signed-out reader, the signup flow
 * page and embeds. Pure.
 *
 * ```
 * idle ──SUBMIT→ submitting ──SUCCEEDED(referral_token)→ success
 *                           └─FAILED(error)→ error ──DISMISS_FAILURE→ idle   (the alert said why; the form stays)
 * error ─SUBMIT→ submitting (the reader tries again without closing the alert first)
 * success ─SUBMIT→ submitting (another address from the same form)
 * any ──RESET→ idle (a modal opens afresh)
 * ```
 *
 * One signup at a time: `SUBMIT` while submitting is ignored (the same state object comes back). The failure keeps
 * the server's words (`serverMessage`, spec 001: "an alert with the error message") and names the catalogue text for
 * when there are none (`messageId`): the shared network/timeout texts, else `signup.free.error`.
 */
import type { ApiError } from '../../api/errors';
import { type CommonFailureId, commonFailureId } from '../../kit/failure';

/** Where the signup was made (E21 `source`, for the publication's analytics). */
export const freeSignupSources = ['free_subscribe_to_like', 'like_upsell', 'newsletters', 'signup_flow', 'subscribe_prompt', 'embed'] as const;
export type FreeSignupSource = (typeof freeSignupSources)[number];

export interface FreeSignupRequest {
  readonly email: string;
  readonly source: FreeSignupSource;
}

export type FreeSignupFailureMessageId = 'signup.free.error' | CommonFailureId;

export type FreeSignupState =
  | { name: 'idle' }
  | { name: 'submitting'; request: FreeSignupRequest }
  | { name: 'success'; email: string; referralToken: string }
  | { name: 'error'; request: FreeSignupRequest; messageId: FreeSignupFailureMessageId; serverMessage: string | null };

export type FreeSignupEvent =
  | { type: 'SUBMIT'; request: FreeSignupRequest }
  | { type: 'SUCCEEDED'; referralToken: string; email?: string }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'DISMISS_FAILURE' }
  | { type: 'RESET' };

export const freeSignupStateNames = ['idle', 'submitting', 'success', 'error'] as const satisfies readonly FreeSignupState['name'][];
export const freeSignupEventTypes = ['SUBMIT', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE', 'RESET'] as const satisfies readonly FreeSignupEvent['type'][];

export const initialFreeSignupState: FreeSignupState = { name: 'idle' };

export function transition(state: FreeSignupState, event: FreeSignupEvent): FreeSignupState {
  switch (event.type) {
    case 'SUBMIT':
      return state.name === 'submitting' ? state : { name: 'submitting', request: event.request };
    case 'SUCCEEDED':
      return state.name === 'submitting' ? { name: 'success', email: event.email ?? state.request.email, referralToken: event.referralToken } : state;
    case 'FAILED':
      return state.name === 'submitting'
        ? {
            name: 'error',
            request: state.request,
            messageId: freeSignupFailureMessageId(event.error),
            serverMessage: event.error.serverMessage?.trim() || null,
          }
        : state;
    case 'DISMISS_FAILURE':
      return state.name === 'error' ? initialFreeSignupState : state;
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
export function freeSignupFailureMessageId(error: ApiError): FreeSignupFailureMessageId {
  return commonFailureId(error, 'signup.free.error');
}

/** The referral token of a finished signup (spec: "success(referral_token)"), or `null`. */
export function referralTokenOf(state: FreeSignupState): string | null {
  return state.name === 'success' ? state.referralToken : null;
}
