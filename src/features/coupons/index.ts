/** Coupons (M30): the connected coupon notice of the upgrade flow, its bare view, the data hook and the machine. */
export { CouponStatus, type CouponStatusProps } from './CouponStatus';
export { CouponNotice, type CouponNoticeProps, useCouponSentence } from './views/CouponNotice';
export { useCoupon, type CouponController } from './useCoupon';
export {
  initialCouponState,
  couponRequest,
  couponTerms,
  couponStateNames,
  normaliseCouponCode,
  transition as couponTransition,
  type CouponState,
  type CouponEvent,
  type CouponAmount,
  type CouponDuration,
  type CouponFailureMessageId,
} from './coupon.machine';
