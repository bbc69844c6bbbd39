/**
 * M30 `coupon` (spec 002): a coupon code of the upgrade flow (`?coupon=`) resolved to a discount (P30). Pure.
 *
 * ```
 * idle ─LOOKUP(code)→ loading ─FOUND(valid)→ valid(discount)
 *                             ─FOUND(not valid)→ invalid_or_expired(expired)     expired or used up
 *                             ─FAILED(404)→ invalid_or_expired(unknown)          no such code
 *                             ─FAILED(other)→ failed(text)  ─LOOKUP→ loading     (Try again)
 * any ─CLEAR→ idle;  any ─LOOKUP(another code)→ loading
 * ```
 *
 * The discount: percent or amount off (minor units), for once (one billing period), forever, or repeating for
 * `duration_in_months` — or a free trial (`trial_period_days`). `couponTerms` turns it into what the text says.
 */
import type { ApiError } from '../../api/errors';
import type { Coupon, Discount } from '../../api/schemas/account';

export type CouponFailureMessageId = 'coupons.failed' | 'common.error.network' | 'common.error.timeout';

export type CouponState =
  | { name: 'idle' }
  | { name: 'loading'; code: string }
  | { name: 'valid'; code: string; discount: Discount; redeemBy: string | null }
  | { name: 'invalid_or_expired'; code: string; reason: 'unknown' | 'expired' }
  | { name: 'failed'; code: string; messageId: CouponFailureMessageId };

export type CouponEvent =
  | { type: 'LOOKUP'; code: string }
  | { type: 'FOUND'; coupon: Pick<Coupon, 'code' | 'valid' | 'discount' | 'redeem_by'> }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'CLEAR' };

export const couponStateNames = ['idle', 'loading', 'valid', 'invalid_or_expired', 'failed'] as const satisfies readonly CouponState['name'][];

export const initialCouponState: CouponState = { name: 'idle' };

/** A code as the reader typed it, trimmed; the server compares without case. */
export function normaliseCouponCode(code: string): string {
  return code.trim();
}

export function transition(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'LOOKUP': {
      const code = normaliseCouponCode(event.code);
      if (code === '') return state.name === 'idle' ? state : initialCouponState;
      if (state.name === 'loading' && state.code === code) return state;
      if ((state.name === 'valid' || state.name === 'invalid_or_expired') && state.code.toUpperCase() === code.toUpperCase()) return state;
      return { name: 'loading', code };
    }
    case 'FOUND':
      if (state.name !== 'loading') return state;
      return event.coupon.valid
        ? { name: 'valid', code: event.coupon.code, discount: event.coupon.discount, redeemBy: event.coupon.redeem_by ?? null }
        : { name: 'invalid_or_expired', code: event.coupon.code, reason: 'expired' };
    case 'FAILED':
      if (state.name !== 'loading') return state;
      if (event.error.isNotFound) return { name: 'invalid_or_expired', code: state.code, reason: 'unknown' };
      return {
        name: 'failed',
        code: state.code,
        messageId: event.error.isTimeout ? 'common.error.timeout' : event.error.isNetwork ? 'common.error.network' : 'coupons.failed',
      };
    case 'CLEAR':
      return state.name === 'idle' ? state : initialCouponState;
    default:
      return event satisfies never;
  }
}

/** The code a loading state wants looked up, or `null`. */
export function couponRequest(state: CouponState): string | null {
  return state.name === 'loading' ? state.code : null;
}

export type CouponAmount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number; currency: string } | { kind: 'trial'; days: number };
export type CouponDuration = { kind: 'once' } | { kind: 'forever' } | { kind: 'repeating'; months: number };

/**
 * What a discount gives: the amount (percent, or minor units of a currency, or a free trial when it has trial days and
 * nothing off) and for how long (`once` is one billing period; `repeating` without months counts as once).
 */
export function couponTerms(discount: Discount): { amount: CouponAmount; duration: CouponDuration } {
  const percent = discount.percent_off_precise ?? discount.percent_off ?? 0;
  const amountOff = discount.amount_off ?? 0;
  const amount: CouponAmount =
    amountOff > 0 && discount.currency
      ? { kind: 'amount', amount: amountOff, currency: discount.currency }
      : percent > 0
        ? { kind: 'percent', percent }
        : { kind: 'trial', days: discount.trial_period_days ?? 0 };
  const duration: CouponDuration =
    discount.duration === 'forever'
      ? { kind: 'forever' }
      : discount.duration === 'repeating' && discount.duration_in_months
        ? { kind: 'repeating', months: discount.duration_in_months }
        : { kind: 'once' };
  return { amount, duration };
}
