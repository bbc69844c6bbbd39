import { withScreenBoundary } from '../../kit/Screen';
import { useLocation } from '../../platform/context';
import { useCoupon } from './useCoupon';
import { CouponNotice } from './views/CouponNotice';

export interface CouponStatusProps {
  /** The coupon code; read from the address (`?coupon=`) when omitted. */
  code?: string | null;
  /** The publication the coupon belongs to; the current one when omitted. */
  publicationId?: number;
  /** Shows "Remove coupon" and is called by it (the upgrade flow drops the code). */
  onRemove?: () => void;
}

function ConnectedCouponStatus({ code, publicationId, onRemove }: CouponStatusProps) {
  const location = useLocation();
  const resolved = code !== undefined ? code : new URLSearchParams(location.search).get('coupon');
  const coupon = useCoupon(resolved, publicationId);
  return (
    <CouponNotice
      state={coupon.state}
      onRetry={coupon.retry}
      onRemove={
        onRemove
          ? () => {
              coupon.clear();
              onRemove();
            }
          : undefined
      }
    />
  );
}

/**
 * The connected coupon notice of the upgrade flow (`coupon-state`, M30): `useCoupon` (P30) joined with `CouponNotice`.
 * Renders nothing without a code.
 */
export const CouponStatus = withScreenBoundary('CouponStatus', ConnectedCouponStatus);
