/**
 * M60 `embed-invite-only-form` (spec 003 "Embed invite-only form", §8; inventory `embed-invite-only-request-form`,
 * T173, T178): the subscribe widget of an invite-only publication asks to join (E19 POST /api/v1/subscription/request).
 * Pure.
 *
 * ```
 * idle ──SUBMIT(email non-blank)→ loading ──SUCCEEDED→ requested        (button "Requested", input disabled; final)
 *                                         └─FAILED(error)→ failed ──DISMISS_FAILURE→ idle   (the alert said why)
 * failed ──SUBMIT→ loading (a new try before the alert was closed)
 * ```
 *
 * One request at a time: `SUBMIT` while loading is ignored (the same state object comes back), and a requested form
 * ignores everything. A failure keeps its text: the server's words when it sent some (`serverMessage`), else the
 * shared network / timeout / sign-in text, else "Failed to request a subscription" (T178) (`messageId`).
 */
import type { CommonFailureId } from '../../../kit/failure';

export type EmbedRequestFailureMessageId = 'growth.embed.requestFailed' | CommonFailureId;

export type EmbedRequestState =
  | { name: 'idle' }
  | { name: 'loading'; email: string }
  | { name: 'requested'; email: string }
  | { name: 'failed'; email: string; messageId: EmbedRequestFailureMessageId; serverMessage: string | null };

export type EmbedRequestEvent =
  | { type: 'SUBMIT'; email: string }
  | { type: 'SUCCEEDED' }
  /**
   * The data hook names the text through the kit's one rule (`commonFailureId(failure, 'growth.embed.requestFailed')`)
   * and passes the server's words (`serverWords`: trimmed and bounded; `null` when there are none).
   */
  | { type: 'FAILED'; messageId: EmbedRequestFailureMessageId; serverMessage: string | null }
  | { type: 'DISMISS_FAILURE' };

export const embedRequestStateNames = ['idle', 'loading', 'requested', 'failed'] as const satisfies readonly EmbedRequestState['name'][];
export const embedRequestEventTypes = ['SUBMIT', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE'] as const satisfies readonly EmbedRequestEvent['type'][];

export const initialEmbedRequestState: EmbedRequestState = { name: 'idle' };

export function transition(state: EmbedRequestState, event: EmbedRequestEvent): EmbedRequestState {
  switch (event.type) {
    case 'SUBMIT': {
      if (state.name !== 'idle' && state.name !== 'failed') return state;
      const email = event.email.trim();
      return email === '' ? state : { name: 'loading', email };
    }
    case 'SUCCEEDED':
      return state.name === 'loading' ? { name: 'requested', email: state.email } : state;
    case 'FAILED':
      return state.name === 'loading' ? { name: 'failed', email: state.email, messageId: event.messageId, serverMessage: event.serverMessage } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'failed' ? { name: 'idle' } : state;
    default:
      return event satisfies never;
  }
}

/** The e-mail a loading state wants sent, or `null`. */
export function embedRequestEmail(state: EmbedRequestState): string | null {
  return state.name === 'loading' ? state.email : null;
}

/** What a failed state tells the reader: the server's words, else the catalogue text's id. */
export function embedRequestFailure(state: EmbedRequestState): { serverMessage: string } | { messageId: EmbedRequestFailureMessageId } | null {
  if (state.name !== 'failed') return null;
  return state.serverMessage ? { serverMessage: state.serverMessage } : { messageId: state.messageId };
}
