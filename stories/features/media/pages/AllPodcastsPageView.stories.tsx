import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AllPodcastsPageData } from '../../../../src/api/schemas/podcasts';
import type { CopyLinkStateName } from '../../../../src/features/sharing';
import { AllPodcastsPageView } from '../../../../src/features/media';

const radio = { id: 13, name: 'Margin Radio', slug: 'radio', description: 'The weekly podcast.', is_podcast: true };
const desk = { id: 14, name: 'City Desk', slug: 'city-desk', description: 'Topic alerts about cities and planning.', is_podcast: false };
const data: AllPodcastsPageData = {
  podcasts: [{ section: radio, episodeCount: 5, latestEpisode: null }],
  privateFeeds: [{ section: radio, rssUrl: 'https://dailymargin.example.com/feed/podcast/13/private/k2x9.rss' }],
  canManage: true,
  sections: [
    { section: desk, hasPodcast: false },
    { section: radio, hasPodcast: true },
    { section: { id: 12, name: 'Marginalia', slug: 'marginalia', is_podcast: false }, hasPodcast: false },
  ],
};

/** The bare all-podcasts page view, for hosts with their own data layer. */
const meta = {
  title: 'Features/Media/AllPodcastsPageView',
  component: AllPodcastsPageView,
  args: {
    status: 'ready',
    data,
    onRetry: fn(),
    copyState: (): CopyLinkStateName => 'copied',
    onCopyFeed: fn(),
    settingUp: 14,
    onSetUpPodcast: fn(),
  },
} satisfies Meta<typeof AllPodcastsPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A set-up on its way (City Desk busy, the others wait) and a feed just copied ("Copied"). */
export const SettingUpAndCopied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Set up podcast for City Desk' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Set up podcast for Marginalia' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Copied' }));
    await expect(args.onCopyFeed).toHaveBeenCalledWith(13, 'https://dailymargin.example.com/feed/podcast/13/private/k2x9.rss');
  },
};

/** Idle: "Set up podcast" sends the section. */
export const Idle: Story = {
  args: { settingUp: null, copyState: () => 'idle' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set up podcast for Marginalia' }));
    await expect(args.onSetUpPodcast).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: 'Marginalia' }));
  },
};
