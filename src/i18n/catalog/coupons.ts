/**
 * Coupons (M30, spec 002): prefix `coupons.*`. The spec names the states ("coupon loading; coupon invalid or expired")
 * but shows no text; the loading and invalid texts are gap G27's proposal, the rest ours.
 */
export const couponsMessages = {
  /** G27 */
  'coupons.loading': 'Loading coupon…',
  /** G27 */
  'coupons.invalid': 'This coupon is invalid or has expired.',
  'coupons.invalidCode': 'Coupon {code}',
  'coupons.applied': 'Coupon {code} applied',
  'coupons.percentOff': '{percent}% off',
  'coupons.amountOff': '{amount} off',
  'coupons.once': '{discount} your first payment',
  'coupons.forever': '{discount} every payment',
  'coupons.repeating': { one: '{discount} for the first month', other: '{discount} for {count} months' },
  'coupons.trial': { one: 'A {count}-day free trial', other: 'A {count}-day free trial' },
  /** The terms as a sentence. */
  'coupons.terms': '{terms}.',
  /** The terms with the last day to redeem, one message (not the two sentences joined in code). */
  'coupons.termsRedeemBy': '{terms}. Redeem by {date}.',
  'coupons.failed': 'We couldn’t check this coupon just now.',
  'coupons.remove': 'Remove coupon',
  'coupons.label': 'Coupon',
} as const;
