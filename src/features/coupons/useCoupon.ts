/**
 * The coupon data hook (M30): the code's coupon read through TanStack Query (P30), the result given to the machine.
 * `retry` forgets the failed read and asks again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getCoupon } from '../../api/endpoints/account';
import { useApi } from '../../api/useApi';
import { toFailure } from '../../kit/failure';
import { useMachine } from '../../kit/useMachine';
import { type CouponState, couponRequest, initialCouponState, transition } from './coupon.machine';

export const couponQueryKeys = {
  coupon: (publicationId: number | undefined, code: string) => ['coupons', publicationId ?? 'home', code.toUpperCase()] as const,
};

export interface CouponController {
  state: CouponState;
  /** Look the same code up again after a failure. */
  retry: () => void;
  /** Forget the coupon (idle). */
  clear: () => void;
}

/** The coupon `code` of `publicationId` (the current publication when omitted); no code → idle. */
export function useCoupon(code: string | null | undefined, publicationId?: number): CouponController {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(transition, initialCouponState);
  useEffect(() => void send({ type: 'LOOKUP', code: code ?? '' }), [code, send]);

  const lookup = couponRequest(state);
  const key = couponQueryKeys.coupon(publicationId, lookup ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.call(getCoupon, { params: { code: lookup ?? '' }, ...(publicationId !== undefined ? { query: { publication_id: publicationId } } : {}) }, { signal }),
    enabled: lookup !== null,
    retry: false,
  });
  const { data, error, isFetching } = query;
  useEffect(() => {
    if (lookup === null || isFetching) return;
    if (data) send({ type: 'FOUND', coupon: data });
    else if (error) send({ type: 'FAILED', error: toFailure(error) });
  }, [lookup, data, error, isFetching, send]);

  const retry = useCallback(() => {
    if (state.name !== 'failed') return;
    // Forget the failed answer first, so the machine's loading state waits for a new one.
    queryClient.removeQueries({ queryKey: couponQueryKeys.coupon(publicationId, state.code) });
    send({ type: 'LOOKUP', code: state.code });
  }, [state, queryClient, publicationId, send]);
  const clear = useCallback(() => void send({ type: 'CLEAR' }), [send]);
  return { state, retry, clear };
}
