/**
 * M62 `gift-accept` (spec 003 "Gift acceptance", §5 "Gift accept form", §8; inventory `gift-accept-page`, T181, T183):
 * the page of a viral gift link. `form` → `submitting` (POST /api/v1/viral_gifts/accept_gift_from_link
 * `{name, email, token}`) → `accepted` | `all_gone` ("All gone" + subscribe option) | `error` ("Something went wrong"
 * fallback, or the server's text). Pure.
 *
 * ```
 * init(gift): count_remaining 0 or expired → all_gone, else form
 * form | error ─SUBMIT(name, email non-blank)→ submitting
 * submitting ─SUCCEEDED→ accepted
 * submitting ─FAILED(code ALL_GONE or 410)→ all_gone
 * submitting ─FAILED(other)→ error (the server's text or T181); the form stays filled
 * ```
 */
import type { ApiError } from '../../../../api/errors';

/** The part of a `ViralGift` (P16) the machine reads. */
export interface GiftAcceptGift {
  count_remaining: number;
  expired?: boolean | undefined;
}

export const giftAcceptStateNames = ['form', 'submitting', 'accepted', 'all_gone', 'error'] as const;

export type GiftAcceptState =
  | { name: 'form' }
  | { name: 'submitting'; submitterName: string; email: string }
  | { name: 'accepted'; email: string }
  | { name: 'all_gone' }
  /** `message`: the server's text, or `null` for T181 "Something went wrong". */
  | { name: 'error'; message: string | null };

export type GiftAcceptEvent =
  | { type: 'SUBMIT'; name: string; email: string }
  | { type: 'SUCCEEDED' }
  /**
   * `message`: the server's text as the reader is to see it (the hook gives the kit's `serverWords`: trimmed and cut to
   * `MAX_SERVER_MESSAGE_LENGTH`; `null` when there is none). Without it, the error's own text, trimmed.
   */
  | { type: 'FAILED'; error: ApiError; message?: string | null };

export const giftAcceptEventTypes = ['SUBMIT', 'SUCCEEDED', 'FAILED'] as const satisfies readonly GiftAcceptEvent['type'][];

/** Whether a gift has none left: all claimed or expired. */
export function isGiftAllGone(gift: GiftAcceptGift): boolean {
  return gift.count_remaining <= 0 || gift.expired === true;
}

/** Whether a failure means the gift is gone (E71 answers 410 `ALL_GONE`). */
export function isAllGoneError(error: ApiError): boolean {
  return error.code === 'ALL_GONE' || error.status === 410;
}

export function initGiftAccept(gift: GiftAcceptGift): GiftAcceptState {
  return isGiftAllGone(gift) ? { name: 'all_gone' } : { name: 'form' };
}

export function giftAcceptTransition(state: GiftAcceptState, event: GiftAcceptEvent): GiftAcceptState {
  switch (state.name) {
    case 'form':
    case 'error':
      switch (event.type) {
        case 'SUBMIT': {
          const name = event.name.trim();
          const email = event.email.trim();
          return name === '' || email === '' ? state : { name: 'submitting', submitterName: name, email };
        }
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'submitting':
      switch (event.type) {
        case 'SUCCEEDED':
          return { name: 'accepted', email: state.email };
        case 'FAILED':
          if (isAllGoneError(event.error)) return { name: 'all_gone' };
          return { name: 'error', message: event.message !== undefined ? event.message : event.error.serverMessage?.trim() || null };
        case 'SUBMIT':
          return state;
        default:
          return event satisfies never;
      }
    case 'accepted':
    case 'all_gone':
      return state;
    default:
      return state satisfies never;
  }
}

/** The kit's name for the machine's transition (`useMachine(transition, …)`). */
export { giftAcceptTransition as transition };
