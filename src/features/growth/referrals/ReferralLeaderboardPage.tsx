import { defineScreen } from '../../../kit/Screen';
import { usePublication } from '../../../platform/context';
import { ReferralLeaderboardView } from './ReferralLeaderboardView';
import { useReferralLeaderboard } from './useReferralLeaderboard';

function ConnectedReferralLeaderboardPage() {
  const board = useReferralLeaderboard();
  const publication = usePublication();
  const { load } = board;
  return (
    <ReferralLeaderboardView
      status={load.name === 'ready' ? 'ready' : load.name === 'loading' ? 'loading' : 'error'}
      leaderboard={load.name === 'ready' ? load.data : null}
      publication={publication}
      visibility={board.visibility}
      errorMessage={board.loadErrorText}
      onRetry={board.retry}
      onMakeVisible={board.makeVisible}
    />
  );
}

/**
 * The referral leaderboard `/leaderboard` (spec 003; E73, E20, M64): `useReferralLeaderboard` joined with
 * `ReferralLeaderboardView`, declared with the kit's `defineScreen`. The publication is the one the site serves.
 */
export const ReferralLeaderboardPage = defineScreen({
  name: 'ReferralLeaderboardPage',
  resolve: () => ({}),
  Body: ConnectedReferralLeaderboardPage,
});
