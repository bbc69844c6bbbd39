/** The like-upsell (M18): after a like, shown at most once every 30 days (the date kept in platform storage). */
import { useMachine } from '../../kit/useMachine';
import { useClock, useStorage } from '../../platform/context';
import type { ViewerRole } from '../../platform/viewer';
import { initialLikeUpsellState, LIKE_UPSELL_COOKIE, LIKE_UPSELL_COOKIE_DAYS, likeUpsellDecision, transition } from './likeUpsell.machine';

export function useLikeUpsell(role: ViewerRole) {
  const clock = useClock();
  const storage = useStorage();
  const [state, send] = useMachine(transition, () => initialLikeUpsellState(role));
  /** After a like went through: decides, remembers the date when it shows; `true` when the modal opens. */
  const afterLike = () => {
    const decision = likeUpsellDecision(role, storage.get(LIKE_UPSELL_COOKIE), clock.now());
    if (decision.show) storage.set(LIKE_UPSELL_COOKIE, clock.now().toISOString(), { maxAgeDays: LIKE_UPSELL_COOKIE_DAYS });
    send({ type: 'LIKED', decision });
    return decision.show;
  };
  return { state, afterLike, close: () => void send({ type: 'CLOSE' }) };
}
