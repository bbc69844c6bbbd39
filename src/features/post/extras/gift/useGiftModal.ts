import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { createViralGiftForEmail } from '../../../../api/endpoints/growth';
import { useApi } from '../../../../api/useApi';
import { useClock, useLocation, useNavigation, useViewer } from '../../../../platform/context';
import {
  GIFT_MODAL_DEFAULT_MONTHS,
  GIFT_MODAL_EXPERIMENT,
  GIFT_MODAL_REDIRECT_MS,
  type GiftModalIneligibleReason,
  type GiftModalShownVariant,
  type GiftModalState,
  type GiftModalVariant,
  giftModalEligibility,
  giftModalTransition,
  giftModalVariants,
  initGiftModal,
} from './giftModal.machine';
import { experimentOverride, useExperiment } from '../../end/experiment';

export interface UseGiftModalOptions {
  /** Months the gift lasts (K108 default 1; below 1 the modal does not show). */
  months?: number;
  /** Forces the experiment variant (G31); the `?exp_gift_modal=` query still wins. */
  variant?: GiftModalVariant;
  /** Where the redirect after "subscribed" goes. Default: the current page (reloaded with its new access). */
  redirectTo?: string;
  /** Sent as `fromSubstack` with the claim (E72). Default `false`. */
  fromSubstack?: boolean;
}

export interface GiftModalController {
  /** `null` when the modal does not show, with the guard that stopped it in `ineligibleReason`. */
  state: GiftModalState | null;
  variant: GiftModalShownVariant | null;
  months: number;
  ineligibleReason: GiftModalIneligibleReason | null;
  claim: () => void;
  editEmail: (email: string) => void;
  submit: () => void;
  close: () => void;
}

/**
 * The data hook of the gift modal (M61): the experiment variant (G31), the three guards (variant, months ≥ 1, an
 * email without "+"), the claim call (E72 `{email, fromSubstack, months}`) and, once subscribed, the redirect after
 * 1 s on the platform clock (K127).
 */
export function useGiftModal({
  months = GIFT_MODAL_DEFAULT_MONTHS,
  variant: forced,
  redirectTo,
  fromSubstack = false,
}: UseGiftModalOptions = {}): GiftModalController {
  const api = useApi();
  const clock = useClock();
  const navigation = useNavigation();
  const location = useLocation();
  const viewer = useViewer();
  const email = viewer.user?.email ?? null;
  // G31: the post-end area's experiment hook (query `?exp_gift_modal=`, else the host's flag `experiment_gift_modal`,
  // else control); a host may force a variant with `variant`, and the address override still wins over it.
  const assigned = useExperiment(GIFT_MODAL_EXPERIMENT, giftModalVariants);
  const variant = experimentOverride(location.search, GIFT_MODAL_EXPERIMENT, giftModalVariants) ?? forced ?? assigned;
  const eligibility = giftModalEligibility({ variant, months, email });
  const [state, dispatch] = useReducer(giftModalTransition, email, initGiftModal);

  const mutation = useMutation({
    mutationFn: (input: { email: string }) => api.call(createViralGiftForEmail, { body: { email: input.email, fromSubstack, months } }),
    onSuccess: () => dispatch({ type: 'SUCCEEDED' }),
    onError: (error) => dispatch({ type: 'FAILED', serverMessage: (error as { serverMessage?: string }).serverMessage ?? null }),
  });
  const { mutate } = mutation;

  const target = redirectTo ?? location.pathname;
  useEffect(() => {
    if (state.name !== 'subscribed') return;
    const id = clock.setTimeout(() => {
      dispatch({ type: 'REDIRECTED' });
      navigation.replace(target);
    }, GIFT_MODAL_REDIRECT_MS);
    return () => clock.clearTimeout(id);
  }, [state.name, clock, navigation, target]);

  const submit = useCallback(() => {
    const next = giftModalTransition(state, { type: 'SUBMIT' });
    if (next.name !== 'subscribing') return;
    dispatch({ type: 'SUBMIT' });
    mutate({ email: next.email });
  }, [state, mutate]);

  return {
    state: eligibility.eligible ? state : null,
    variant: eligibility.eligible ? eligibility.variant : null,
    months: eligibility.eligible ? eligibility.months : months,
    ineligibleReason: eligibility.eligible ? null : eligibility.reason,
    claim: useCallback(() => dispatch({ type: 'CLAIM' }), []),
    editEmail: useCallback((value: string) => dispatch({ type: 'EDIT', email: value }), []),
    submit,
    close: useCallback(() => dispatch({ type: 'CLOSE' }), []),
  };
}
