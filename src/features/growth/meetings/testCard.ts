/**
 * The card field on the mock (spec 003 C04: the payment card element's `createToken` → `stripe_token` or an error
 * message). The product does not ship a payment provider's element; on the mock API a plain field takes a **test card
 * token** in its place, and this function plays the element's `createToken`:
 *
 * | typed                      | answer                                                              |
 * |----------------------------|---------------------------------------------------------------------|
 * | nothing                    | error "Your card number is incomplete."                              |
 * | `tok_…` (letters, digits)  | that token (`tok_visa` books; `tok_chargeDeclined` is declined by the mock with 402) |
 * | anything else              | error "Your card number is invalid."                                |
 *
 * A host with a real payment element passes its own `createCardToken` to `MeetingBookingPage`; `null` stands for a
 * page whose card element failed to mount ("Internal error", T177).
 */
import type { CardResult } from './meetingBooking.machine';

export type CreateCardToken = (typed: string) => CardResult;

export const TEST_CARD_ERRORS = {
  incomplete: 'Your card number is incomplete.',
  invalid: 'Your card number is invalid.',
} as const;

export const testCardToken: CreateCardToken = (typed) => {
  const value = typed.trim();
  if (value === '') return { kind: 'error', message: TEST_CARD_ERRORS.incomplete };
  return /^tok_[A-Za-z0-9_]{1,64}$/.test(value) ? { kind: 'token', token: value } : { kind: 'error', message: TEST_CARD_ERRORS.invalid };
};
