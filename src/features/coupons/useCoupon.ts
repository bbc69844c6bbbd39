/**
 * The coupon data hook (M30): the code's coupon read through the kit (P30), the result given to the machine.
 * `retry` forgets the failed read and asks again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getCoupon } from '../../api/endpoints/account';
import { toFailure } from '../../kit/failure';
import { readFilter, useRead } from '../../kit/read';
import { useMachine } from '../../kit/useMachine';
import { type CouponState, couponRequest, initialCouponState, transition } from './coupon.machine';

export interface CouponController {
  state: CouponState;
  /** Look the same code up again after a failure. */
  retry: () => void;
  /** Forget the coupon (idle). */
  clear: () => void;
}

/** The coupon `code` of `publicationId` (the current publication when omitted); no code → idle. */
export function useCoupon(code: string | null | undefined, publicationId?: number): CouponController {
  const queryClient = useQueryClient();
  const [state, send] = useMachine(transition, initialCouponState);
  useEffect(() => void send({ type: 'LOOKUP', code: code ?? '' }), [code, send]);

  const lookup = couponRequest(state);
  const query = useRead(getCoupon, lookup !== null ? { params: { code: lookup }, query: { publication_id: publicationId } } : null, { retry: false });
  const { data, error, isFetching } = query;
  useEffect(() => {
    if (lookup === null || isFetching) return;
    if (data) send({ type: 'FOUND', coupon: data });
    else if (error) send({ type: 'FAILED', error: toFailure(error) });
  }, [lookup, data, error, isFetching, send]);

  const retry = useCallback(() => {
    if (state.name !== 'failed') return;
    // Forget the failed answer first, so the machine's loading state waits for a new one.
    queryClient.removeQueries(readFilter(getCoupon, { params: { code: state.code }, query: { publication_id: publicationId } }));
    send({ type: 'LOOKUP', code: state.code });
  }, [state, queryClient, publicationId, send]);
  const clear = useCallback(() => void send({ type: 'CLEAR' }), [send]);
  return { state, retry, clear };
}
