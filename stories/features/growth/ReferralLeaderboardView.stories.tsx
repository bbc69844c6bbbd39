import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReferralLeaderboard } from '../../../src/api/schemas/growth';
import { ReferralLeaderboardView } from '../../../src/features/growth';

/** The bare leaderboard view (props in, markup out), for hosts with their own data layer. */
const leaderboard: ReferralLeaderboard = {
  current_user_stats: { referrals: 2, rank: 3 },
  tiers: [
    { display_order: 1, num_referrals_required: 1, reward_type: '1_month' },
    { display_order: 2, num_referrals_required: 5, reward_type: 'custom', reward_description: 'A tote bag' },
  ],
  top_referrers: [
    { user: { id: 1, name: `\u202Eevil ${'x'.repeat(300)}`, handle: null, photo_url: null }, rank: 1, referrals: 9, isCurrentUser: false },
    { user: { id: 2, name: 'Reader Two', handle: null, photo_url: null }, rank: 2, referrals: 4, isCurrentUser: false },
    { user: { id: 3, name: 'You Reader', handle: null, photo_url: null }, rank: 3, referrals: 2, isCurrentUser: true },
  ],
  current_user_can_share: true,
  current_user_id: 3,
  current_user_profile_hidden: true,
  current_user_subscription_id: 77,
  share_url: 'javascript:alert(1)',
  current_user_is_contributor: false,
  current_user_is_admin: false,
};

const meta = {
  title: 'Features/Growth/ReferralLeaderboardView',
  component: ReferralLeaderboardView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', leaderboard, publication: { name: 'The Daily Margin' }, visibility: { name: 'hidden', failure: null }, onMakeVisible: fn() },
} satisfies Meta<typeof ReferralLeaderboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused share address shows no link; a hostile name is isolated and cut; the switch hands the press up. */
export const HostileInput: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="leaderboard-share-link"]')).toBeNull();
    const first = canvasElement.querySelector('[data-part="leaderboard-referrer"] bdi');
    await expect(first?.textContent?.length).toBeLessThanOrEqual(81);
    await expect(within(canvasElement).getByText('You unlocked 1 free month. 3 more referrals unlock A tote bag.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make my profile visible' }));
    await expect(args.onMakeVisible).toHaveBeenCalled();
  },
};

/** While the switch is on its way the profile already shows visible. */
export const Revealing: Story = {
  args: { visibility: { name: 'revealing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your profile is visible.');
  },
};

export const Loading: Story = { args: { status: 'loading', leaderboard: null } };
