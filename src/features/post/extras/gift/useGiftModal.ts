import { useCallback, useEffect } from 'react';
import { createViralGiftForEmail } from '../../../../api/endpoints/growth';
import { serverWords } from '../../../../kit/failure';
import { useMachine } from '../../../../kit/useMachine';
import { useOptimisticWrite } from '../../../../kit/useOptimisticWrite';
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
  giftModalVariants,
  initGiftModal,
  transition,
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
  const [state, send] = useMachine(transition, () => initGiftModal(email));

  // The failure is shown in the form (the machine's `enter_email` with its error), not in an alert.
  const write = useOptimisticWrite({
    mutationFn: (input: { email: string }, api) => api.call(createViralGiftForEmail, { body: { email: input.email, fromSubstack, months } }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      send({ type: 'FAILED', serverMessage: serverWords(failure) ?? null });
      return null;
    },
    // The same address sent again after a failure is a retry of that gift (the kit keeps its key), so a gift that
    // reached the server after all (its answer lost or unreadable) is answered as the first time, not "already has a
    // gift"; another address is a new gift.
    retry: { identity: (input) => [input.email] },
  });

  const target = redirectTo ?? location.pathname;
  useEffect(() => {
    if (state.name !== 'subscribed') return;
    const id = clock.setTimeout(() => {
      send({ type: 'REDIRECTED' });
      navigation.replace(target);
    }, GIFT_MODAL_REDIRECT_MS);
    return () => clock.clearTimeout(id);
  }, [state.name, clock, navigation, target, send]);

  const submit = useCallback(() => {
    if (state.name === 'subscribing') return;
    const next = send({ type: 'SUBMIT' });
    if (next.name !== 'subscribing') return;
    const request = { email: next.email };
    void write.send(request);
  }, [state.name, send, write.send]);

  return {
    state: eligibility.eligible ? state : null,
    variant: eligibility.eligible ? eligibility.variant : null,
    months: eligibility.eligible ? eligibility.months : months,
    ineligibleReason: eligibility.eligible ? null : eligibility.reason,
    claim: useCallback(() => void send({ type: 'CLAIM' }), [send]),
    editEmail: useCallback((value: string) => void send({ type: 'EDIT', email: value }), [send]),
    submit,
    close: useCallback(() => void send({ type: 'CLOSE' }), [send]),
  };
}
