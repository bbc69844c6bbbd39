/**
 * The data hook of the referral leaderboard `/leaderboard`: the leaderboard (E73) through the kit's read (anonymous
 * readers too), the hidden-profile switch through the kit's write (E20 `{ids: [the reader's subscription], visibility:
 * "public"}`), optimistic with revert: the page shows the profile visible at once; a failure reverts it and alerts
 * the server's words (or the page's fallback); a success reads the leaderboard again (the reader is now listed).
 */
import { useCallback, useEffect } from 'react';
import { setSubscriptionVisibility } from '../../../api/endpoints/account';
import { getReferralLeaderboard } from '../../../api/endpoints/growth';
import type { ReferralLeaderboard } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { invalidateRead } from '../../../kit/readEffects';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useT } from '../i18n';
import { initProfileVisibility, type ProfileVisibilityState, profileVisibilityTransition } from './referralTier.machine';

export interface ReferralLeaderboardController {
  load: LoadStatus<ReferralLeaderboard>;
  visibility: ProfileVisibilityState;
  loadErrorText: string | null;
  retry: () => void;
  makeVisible: () => void;
}

export function useReferralLeaderboard(): ReferralLeaderboardController {
  const t = useT();
  const query = useRead(getReferralLeaderboard, {}, { retry: false });
  const load = loadStatus(query, 'growth.leaderboard.error.load');
  const data = load.name === 'ready' ? load.data : null;
  const [visibility, send] = useMachine(profileVisibilityTransition, () => initProfileVisibility(false));
  const hidden = data?.current_user_profile_hidden ?? false;
  useEffect(() => {
    send({ type: 'SYNC', hidden });
  }, [hidden, send]);

  const write = useOptimisticWrite({
    mutationFn: (subscriptionId: number, api) => api.call(setSubscriptionVisibility, { body: { ids: [subscriptionId], visibility: 'public' } }),
    reads: () => [invalidateRead(getReferralLeaderboard)],
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      const text = failureText(failure, t, 'growth.leaderboard.error.visible');
      send({ type: 'FAILED', message: text });
      return text;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
    // Making the same subscription visible again after a failure is a retry of that write (the kit keeps its key).
    retry: { identity: (subscriptionId) => [subscriptionId] },
  });

  const subscriptionId = data?.current_user_subscription_id ?? null;
  const makeVisible = useCallback(() => {
    if (subscriptionId === null || visibility.name !== 'hidden') return;
    send({ type: 'MAKE_VISIBLE' });
    void write.send(subscriptionId);
  }, [subscriptionId, visibility.name, send, write.send]);

  return {
    load,
    visibility,
    loadErrorText: load.name === 'error' ? failureText(load.failure, t, 'growth.leaderboard.error.load') : null,
    retry: () => void query.refetch(),
    makeVisible,
  };
}
