/**
 * The login page (`/login`): an e-mail, a one-time sign-in link (P29), its sent state. Pure.
 *
 * ```
 * editing ─SUBMIT(value)→ editing(fieldError)             the e-mail rule fails (names the field and the rule)
 *         ─SUBMIT(value)→ sending(email) ─SUCCEEDED→ sent(email)
 *                                        └FAILED→ editing(failure)      (the form stays, with the reason)
 * sent ─RESEND→ sending(email, resend) ─SUCCEEDED→ sent(email, resent) | ─FAILED→ sent(email, failure)
 * sent ─CHANGE_EMAIL→ editing
 * editing(fieldError | failure) ─EDIT→ editing              (typing clears the message)
 * ```
 */
import type { ApiError } from '../../api/errors';
import { checkEmail, type EmailFieldError } from './emailRule';

export type LoginFailureMessageId = 'signup.login.error' | 'signup.login.tooMany' | 'common.error.network' | 'common.error.timeout';

export interface LoginFailure {
  messageId: LoginFailureMessageId;
  /** The server's own words, when it sent any (shown instead of the catalogue text). */
  serverMessage: string | null;
}

export type LoginState =
  | { name: 'editing'; fieldError: EmailFieldError | null; failure: LoginFailure | null }
  | { name: 'sending'; email: string; resend: boolean }
  | { name: 'sent'; email: string; resent: boolean; failure: LoginFailure | null };

export type LoginEvent =
  | { type: 'SUBMIT'; value: string }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'EDIT' };

export const loginStateNames = ['editing', 'sending', 'sent'] as const satisfies readonly LoginState['name'][];

export const initialLoginState: LoginState = { name: 'editing', fieldError: null, failure: null };

export function transition(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'SUBMIT': {
      if (state.name !== 'editing') return state;
      const checked = checkEmail(event.value);
      return checked.ok ? { name: 'sending', email: checked.email, resend: false } : { name: 'editing', fieldError: checked.error, failure: null };
    }
    case 'SUCCEEDED':
      return state.name === 'sending' ? { name: 'sent', email: state.email, resent: state.resend, failure: null } : state;
    case 'FAILED': {
      if (state.name !== 'sending') return state;
      const failure = loginFailure(event.error);
      return state.resend ? { name: 'sent', email: state.email, resent: false, failure } : { name: 'editing', fieldError: null, failure };
    }
    case 'RESEND':
      return state.name === 'sent' ? { name: 'sending', email: state.email, resend: true } : state;
    case 'CHANGE_EMAIL':
      return state.name === 'sent' ? initialLoginState : state;
    case 'EDIT':
      return state.name === 'editing' && (state.fieldError || state.failure) ? initialLoginState : state;
    default:
      return event satisfies never;
  }
}

/**
 * What a failed request tells the reader: the server's words for a refusal (4xx: a bad address, too many links), else
 * the catalogue text (a 5xx's words are for engineers).
 */
export function loginFailure(error: Pick<ApiError, 'isNetwork' | 'isTimeout' | 'status' | 'serverMessage'>): LoginFailure {
  const refusal = error.status !== undefined && error.status >= 400 && error.status < 500;
  const serverMessage = refusal ? error.serverMessage?.trim() || null : null;
  if (error.isTimeout) return { messageId: 'common.error.timeout', serverMessage: null };
  if (error.isNetwork) return { messageId: 'common.error.network', serverMessage: null };
  if (error.status === 429) return { messageId: 'signup.login.tooMany', serverMessage };
  return { messageId: 'signup.login.error', serverMessage };
}

/** The link a sending state wants requested, or `null`. */
export function loginRequest(state: LoginState): { email: string } | null {
  return state.name === 'sending' ? { email: state.email } : null;
}
