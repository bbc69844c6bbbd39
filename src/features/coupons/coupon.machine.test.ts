import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { type CouponEvent, type CouponState, couponRequest, couponTerms, initialCouponState, transition } from './coupon.machine';

const route = 'GET /api/v1/coupons/:code';
const welcome = {
  code: 'WELCOME20',
  valid: true,
  redeem_by: '2026-12-21T12:00:00.000Z',
  discount: { percent_off: 20, percent_off_precise: 20, duration: 'once' as const },
};
const summer = { code: 'SUMMER24', valid: false, redeem_by: '2026-08-23T12:00:00.000Z', discount: { percent_off: 30, duration: 'once' as const } };
const loading: CouponState = { name: 'loading', code: 'welcome20' };
const valid: CouponState = { name: 'valid', code: 'WELCOME20', discount: welcome.discount, redeemBy: welcome.redeem_by };

describe('M30 coupon', () => {
  it.each<[string, CouponState, CouponEvent, CouponState]>([
    ['LOOKUP → loading, trimmed', initialCouponState, { type: 'LOOKUP', code: '  welcome20 ' }, loading],
    ['a valid coupon → valid(discount)', loading, { type: 'FOUND', coupon: welcome }, valid],
    [
      'an expired or used-up coupon → invalid_or_expired',
      { name: 'loading', code: 'SUMMER24' },
      { type: 'FOUND', coupon: summer },
      { name: 'invalid_or_expired', code: 'SUMMER24', reason: 'expired' },
    ],
    [
      'an unknown code (404) → invalid_or_expired',
      { name: 'loading', code: 'NOPE' },
      { type: 'FAILED', error: new ApiError({ kind: 'http', route, status: 404 }) },
      { name: 'invalid_or_expired', code: 'NOPE', reason: 'unknown' },
    ],
    [
      'a server failure → failed (Try again)',
      loading,
      { type: 'FAILED', error: new ApiError({ kind: 'http', route, status: 500 }) },
      { name: 'failed', code: 'welcome20', messageId: 'coupons.failed' },
    ],
    [
      'offline → failed with the network text',
      loading,
      { type: 'FAILED', error: new ApiError({ kind: 'network', route }) },
      { name: 'failed', code: 'welcome20', messageId: 'common.error.network' },
    ],
    [
      'failed ─LOOKUP(same code)→ loading again',
      { name: 'failed', code: 'welcome20', messageId: 'coupons.failed' },
      { type: 'LOOKUP', code: 'welcome20' },
      loading,
    ],
    ['another code → loading it', valid, { type: 'LOOKUP', code: 'FOREVER5' }, { name: 'loading', code: 'FOREVER5' }],
    ['an empty code → idle', valid, { type: 'LOOKUP', code: '  ' }, initialCouponState],
    ['CLEAR → idle', valid, { type: 'CLEAR' }, initialCouponState],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it.each<[string, CouponState, CouponEvent]>([
    ['the same code while loading', loading, { type: 'LOOKUP', code: 'welcome20' }],
    ['the same code once valid (any case)', valid, { type: 'LOOKUP', code: 'Welcome20' }],
    ['FOUND when nothing is loading', valid, { type: 'FOUND', coupon: summer }],
    ['FAILED when nothing is loading', initialCouponState, { type: 'FAILED', error: new ApiError({ kind: 'network', route }) }],
    ['CLEAR when idle', initialCouponState, { type: 'CLEAR' }],
    ['an empty code when idle', initialCouponState, { type: 'LOOKUP', code: '' }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });

  it('names the code to look up only while loading', () => {
    expect(couponRequest(loading)).toBe('welcome20');
    expect([initialCouponState, valid].map(couponRequest)).toEqual([null, null]);
  });

  it.each([
    [
      { percent_off: 20, duration: 'once' as const },
      { amount: { kind: 'percent', percent: 20 }, duration: { kind: 'once' } },
    ],
    [
      { percent_off: 12, percent_off_precise: 12.5, duration: 'forever' as const },
      { amount: { kind: 'percent', percent: 12.5 }, duration: { kind: 'forever' } },
    ],
    [
      { amount_off: 500, currency: 'usd', duration: 'forever' as const },
      { amount: { kind: 'amount', amount: 500, currency: 'usd' }, duration: { kind: 'forever' } },
    ],
    [
      { percent_off: 50, duration: 'repeating' as const, duration_in_months: 3 },
      { amount: { kind: 'percent', percent: 50 }, duration: { kind: 'repeating', months: 3 } },
    ],
    [
      { percent_off: 0, duration: 'once' as const, trial_period_days: 30 },
      { amount: { kind: 'trial', days: 30 }, duration: { kind: 'once' } },
    ],
    [
      { percent_off: 10, duration: 'repeating' as const },
      { amount: { kind: 'percent', percent: 10 }, duration: { kind: 'once' } },
    ],
  ])('couponTerms(%j)', (discount, expected) => {
    expect(couponTerms(discount)).toEqual(expected);
  });

  it('property: a result only ever lands on the code being looked up', () => {
    const event = fc.oneof(
      fc.constantFrom('WELCOME20', 'SUMMER24', '', 'nope').map<CouponEvent>((code) => ({ type: 'LOOKUP', code })),
      fc.constantFrom(welcome, summer).map<CouponEvent>((coupon) => ({ type: 'FOUND', coupon })),
      fc.constantFrom(404, 500).map<CouponEvent>((status) => ({ type: 'FAILED', error: new ApiError({ kind: 'http', route, status }) })),
      fc.constant<CouponEvent>({ type: 'CLEAR' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialCouponState;
        for (const e of events) {
          const next = transition(state, e);
          if (next !== state && (next.name === 'invalid_or_expired' || next.name === 'failed') && e.type === 'FAILED') {
            expect(state.name).toBe('loading');
            if (state.name === 'loading') expect(next.code).toBe(state.code);
          }
          state = next;
        }
      }),
    );
  });
});
