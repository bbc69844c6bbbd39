/**
 * The referral leaderboard (`ReferralLeaderboardPage`, /leaderboard) of The Daily Margin as Paolo, whose profile is
 * hidden: "Make my profile visible" (E20, optimistic). A failure alerts the server's words, else the shared text,
 * else "Your profile could not be made visible."; the profile is hidden again (reverted) and the mock unchanged;
 * pressing it again makes it public once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { setSubscriptionVisibility } from '../../../../src/api/endpoints/account';
import { ReferralLeaderboardPage } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const paoloRow = () => db.account.subscriptions.find((r) => r.user_id === 102 && r.publication_id === 1)!;

async function makeVisibleDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<ReferralLeaderboardPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const profile = () => root.querySelector('[data-part="leaderboard-profile"]');
  const button = () => within(root).getByRole('button', { name: t('growth.leaderboard.makeVisible') });
  await waitFor(() => expect(profile()?.getAttribute('data-state')).toBe('hidden'), { timeout: 5000 });
  return {
    container: root,
    act: () => user.click(button()),
    assertReverted: async () => {
      await waitFor(() => expect(profile()?.getAttribute('data-state')).toBe('hidden'));
      expect(paoloRow().visibility).toBe('private');
    },
    retry: async () => {
      await user.click(button());
      await waitFor(() => expect(root.querySelector('[data-part="leaderboard-referrer"][data-current]')).not.toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => expect(paoloRow().visibility).toBe('public'),
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'ReferralLeaderboardPage',
    endpoint: setSubscriptionVisibility,
    viewer: 'paid',
    harness: { path: '/leaderboard' },
    mount: makeVisibleDriver,
    told: toldBy((kind) => ({ alert: kind === 'malformed' ? t('growth.leaderboard.error.visible') : kitText[kind] })),
  },
];
