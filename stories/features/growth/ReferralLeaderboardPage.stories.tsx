import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { setSubscriptionVisibility } from '../../../src/api/endpoints/account';
import { getReferralLeaderboard } from '../../../src/api/endpoints/growth';
import { ReferralLeaderboardPage } from '../../../src/features/growth';
import { expectAlert, faultOn, publicationNamed, stateIs } from '../../support';

/**
 * The referral leaderboard (`/leaderboard`, M64) of The Daily Margin on the mock API. Tiers at 1, 3, 5, 10, 25 and 50
 * referrals; Frances (free) has 52 (rank 2, every tier), Paolo (paid) 4 with his profile hidden, Fiona (founding)
 * none; staff referrals are not counted.
 */
const MARGIN = publicationNamed('The Daily Margin');
const board = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="referral-leaderboard"]')!;
const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);
const referrers = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="leaderboard-referrer"]')];
const paoloVisibility = () => accountStore.subscriptions.find((r) => r.user_id === 102 && r.publication_id === 1)?.visibility;

const meta = {
  title: 'Features/Growth/ReferralLeaderboardPage',
  component: ReferralLeaderboardPage,
  tags: ['!autodocs'],
  parameters: {
    role: 'free',
    layout: 'fullscreen',
    platform: { path: '/leaderboard', publication: { id: MARGIN.id, name: MARGIN.name, subdomain: MARGIN.subdomain } },
  },
} satisfies Meta<typeof ReferralLeaderboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Frances: her share link (`?r=` and 101 in base 36), every tier reached, highlighted at rank 2, her standing. */
export const TopTierReached: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'reader');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referral leaderboard' })).toBeVisible();
    await expect(part(canvasElement, 'leaderboard-share-link')).toHaveAttribute('href', 'https://dailymargin.example.com/?r=2t');
    await expect(part(canvasElement, 'leaderboard-cover')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(350);
    await expect(part(canvasElement, 'leaderboard-tiers')).toHaveAttribute('data-case', 'top_reached');
    await expect(part(canvasElement, 'leaderboard-tier-message')).toHaveTextContent(
      'You unlocked every reward, A signed first edition of the Margin annual included. Thank you!',
    );
    const me = referrers(canvasElement).find((r) => r.dataset.current);
    await expect(me).toHaveTextContent('Frances Free');
    await expect(me).toHaveTextContent('You');
    await expect(me).toHaveAttribute('aria-current', 'true');
    await expect(part(canvasElement, 'leaderboard-stats')).toHaveTextContent('Referrals52');
    await expect(part(canvasElement, 'leaderboard-stats')).toHaveTextContent('#2');
  },
};

/** Fiona has no referrals yet: none reached, the first reward named. */
export const NoTierReached: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'reader');
    await expect(part(canvasElement, 'leaderboard-tiers')).toHaveAttribute('data-case', 'none_reached');
    await expect(part(canvasElement, 'leaderboard-tier-message')).toHaveTextContent('Refer 1 friend to unlock your first reward: 1 free month.');
    await expect(part(canvasElement, 'leaderboard-share-link')).toHaveAttribute('href', 'https://dailymargin.example.com/?r=2v');
  },
};

/**
 * Paolo (4 referrals, profile hidden): a tier reached with a next one; Make my profile visible shows it visible at
 * once, the mock keeps it public, and the list read again has him at rank 10.
 */
export const HiddenProfileMadeVisible: Story = {
  parameters: { role: 'paid' },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'reader');
    await expect(part(canvasElement, 'leaderboard-tier-message')).toHaveTextContent('You unlocked 3 free months. 1 more referral unlocks 6 free months.');
    await expect(referrers(canvasElement).some((r) => r.dataset.current)).toBe(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make my profile visible' }));
    await expect(part(canvasElement, 'leaderboard-profile')).toHaveTextContent('Your profile is visible.');
    await waitFor(() => expect(referrers(canvasElement).find((r) => r.dataset.current)).toHaveTextContent('Paolo Paid'));
    await expect(paoloVisibility()).toBe('public');
  },
};

async function makeVisibleFails(root: HTMLElement, text: string) {
  await stateIs(() => board(root), 'reader');
  await userEvent.click(within(root).getByRole('button', { name: 'Make my profile visible' }));
  await expectAlert(text);
  await stateIs(() => part(root, 'leaderboard-profile'), 'hidden');
  await expect(within(root).getByRole('button', { name: 'Make my profile visible' })).toBeEnabled();
  await expect(paoloVisibility()).toBe('private');
}

/** The switch fails on the server: its words in an alert, then the profile is hidden again (reverted). */
export const MakeVisibleFails: Story = {
  parameters: { role: 'paid', scenario: faultOn(setSubscriptionVisibility, '500') },
  play: async ({ canvasElement }) => makeVisibleFails(canvasElement, 'Internal server error'),
};

/** Offline: the shared network text, reverted. */
export const MakeVisibleOffline: Story = {
  parameters: { role: 'paid', scenario: faultOn(setSubscriptionVisibility, 'network') },
  play: async ({ canvasElement }) => makeVisibleFails(canvasElement, 'We could not reach the server. Check your connection and try again.'),
};

/** An unreadable answer: the page's fallback, reverted. */
export const MakeVisibleMalformed: Story = {
  parameters: { role: 'paid', scenario: faultOn(setSubscriptionVisibility, 'malformed') },
  play: async ({ canvasElement }) => makeVisibleFails(canvasElement, 'Your profile could not be made visible.'),
};

/** A contributor: the note that their referrals don't appear; their count, not ranked; no tier message. */
export const Contributor: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'reader');
    await expect(part(canvasElement, 'leaderboard-contributor')).toHaveTextContent('As a contributor, your referrals don’t appear on the leaderboard.');
    await expect(part(canvasElement, 'leaderboard-stats')).toHaveTextContent('Not ranked');
    await expect(part(canvasElement, 'leaderboard-tier-message')).toBeNull();
  },
};

/** An admin: the admin view with Edit Referral Settings (T187); their referrals are not counted. */
export const Admin: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'admin');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit Referral Settings' })).toHaveAttribute('href', '/publish/settings?tab=referrals');
    await expect(part(canvasElement, 'leaderboard-stats')).toBeNull();
    await expect(referrers(canvasElement).some((r) => r.textContent?.includes('Ada Admin'))).toBe(false);
  },
};

/** Anonymous visitors may view it: the top referrers, and Subscribe to get a link. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'anonymous');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscribe to get your own referral link.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await expect(referrers(canvasElement)).toHaveLength(10);
    await expect(part(canvasElement, 'leaderboard-stats')).toBeNull();
  },
};

/** The leaderboard cannot be loaded: the server's words with Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getReferralLeaderboard, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => board(canvasElement), 'error');
    await expect(within(canvasElement).getByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
