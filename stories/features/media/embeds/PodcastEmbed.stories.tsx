import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getPostBySlug } from '../../../../src/api/endpoints/posts';
import { PodcastEmbed, PodcastEmbedPlayer, EmbedFrameView } from '../../../../src/features/media';
import { faultOn, stateIs } from '../../../support';
import { expectPlaybackAdvances, playAnswered, watchPlayRequests } from '../../../support/playback';
import { embedStories } from './embedStories';

/**
 * The podcast embed player `/embed/podcast/:slug` on the mock API: "Margin Radio #12" (`margin-radio-12`, paid, a
 * free preview; its episode is the 15 s mock MP3). A paid reader hears the episode, a free one the preview; an
 * unknown slug is "Post not found"; a newsletter post has no episode. Playing stories skip the screenshot.
 */
const TITLE = 'Margin Radio #12: the bookseller';
const frame = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="podcast-embed"]');
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="podcast-player"]');
const audio = (root: HTMLElement) => root.querySelector('audio')!;

const shared = embedStories('podcast-embed', 'podcast-player');

const meta = {
  title: 'Features/Media/PodcastEmbed',
  component: PodcastEmbed,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/embed/podcast/margin-radio-12' } },
} satisfies Meta<typeof PodcastEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from the route: the post loads, then the episode player (250 px) for a paid reader, paused. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'ready', 8000);
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: `Episode: ${TITLE}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Play ${TITLE}` })).toBeEnabled();
    await expect(Math.round(player(canvasElement)!.getBoundingClientRect().height)).toBe(250);
    await expect(audio(canvasElement).paused).toBe(true);
  },
};

/**
 * `autoplay=1` (K130): once the episode is ready the player asks to play by itself, with sound, once; granted, it
 * plays and the button says "Pause"; refused, it stays paused with "Play" (muted audio is no use to a listener).
 */
export const AutoPlay: Story = {
  parameters: {
    platform: { path: '/embed/podcast/margin-radio-12?autoplay=1' },
    visual: { disable: 'playing audio: the elapsed time and progress bar depend on the moment of the shot' },
  },
  beforeEach: watchPlayRequests,
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'ready', 8000);
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    const granted = await playAnswered(audio(canvasElement), 'the autoplay');
    const button = await within(canvasElement).findByRole('button', { name: `${granted ? 'Pause' : 'Play'} ${TITLE}` });
    await expect(button).toBeVisible();
    await expectPlaybackAdvances(audio(canvasElement), 0.3);
    audio(canvasElement).pause();
  },
};

/** Without `autoplay=1` nothing starts by itself (`autoplay=true` is not the switch). */
export const AutoplayOtherValue: Story = {
  parameters: { platform: { path: '/embed/podcast/margin-radio-12?autoplay=true' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(audio(canvasElement).paused).toBe(true);
    await expect(audio(canvasElement).currentTime).toBe(0);
  },
};

/** A free reader: the free preview with its badge (the paywall follows when it ends, as in the episode player). */
export const FreeReaderPreview: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    await expect(within(canvasElement).getByText('Free preview')).toBeVisible();
    await waitFor(() => expect(audio(canvasElement).getAttribute('src')).toMatch(/episode-preview\.mp3$/));
  },
};

/** While the post loads (E23 never answers): the placeholder shaped like the player, announced as loading. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the player');
  },
};

/** An unknown slug: E23 answers 404 → "Post not found" (T163). */
export const NotFound: Story = {
  parameters: { platform: { path: '/embed/podcast/no-such-episode' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'not_found', 8000);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  },
};

/** A post without an episode (a newsletter post): "There is no episode to play here" and a link to the post in a new tab. */
export const NoEpisode: Story = {
  parameters: { platform: { path: '/embed/podcast/the-city-that-reads' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'no_media', 8000);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'There is no episode to play here' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open the post' });
    await expect(link.getAttribute('href')).toMatch(/\/p\/the-city-that-reads$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** E23 fails (500): the server's words and "Try again", which brings the player once the server is back. */
export const LoadFails: Story = shared.loadFails;

/** E23 cannot be reached (network): "The player could not be loaded." */
export const LoadFailsOffline: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'error', 8000);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The player could not be loaded.');
  },
};

/** A phone-sized frame (375 px). */
export const Mobile: Story = shared.mobile;

/** Bare frame view: a post without an episode whose publication address is unknown: the message without a link. */
export const FrameNoEpisodeWithoutLink: Story = {
  render: () => <EmbedFrameView kind="podcast" status="no_media" postUrl={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'There is no episode to play here' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The embed's player on its own, at the notes-embed size (128 px), with autoplay: a host embedding it in its own frame. */
export const EmbedPlayerCompact: Story = {
  render: () => (
    <PodcastEmbedPlayer
      audioId="a-601"
      title={TITLE}
      subtitle="Margin Radio"
      paidAudience
      variant="notes-embed"
      subscribeUrl="https://dailymargin.example.com/subscribe"
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    await expect(Math.round(player(canvasElement)!.getBoundingClientRect().height)).toBe(128);
    await expect(audio(canvasElement).paused).toBe(true);
  },
};

/** A free reader at the preview's end: the paywall's "Subscribe" opens the publication's subscribe page in a new tab. */
export const EmbedPlayerPaywallSubscribe: Story = {
  parameters: {
    role: 'free',
    visual: {
      disable: 'reached after real playback of the preview: the position shown depends on the moment of the shot; Free Reader Preview shows the player',
    },
  },
  beforeEach: watchPlayRequests,
  render: () => <PodcastEmbedPlayer audioId="a-601" title={TITLE} paidAudience subscribeUrl="https://dailymargin.example.com/subscribe" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    await playAnswered(audio(canvasElement));
    await expectPlaybackAdvances(audio(canvasElement), 0.1, 'the preview plays');
    audio(canvasElement).currentTime = Math.max(0, audio(canvasElement).duration - 0.3);
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-paywall', 'shown'), { timeout: 8000 });
    const subscribe = within(canvasElement).getByRole('link', { name: 'Subscribe' });
    await expect(subscribe).toHaveAttribute('href', 'https://dailymargin.example.com/subscribe');
    await expect(subscribe).toHaveAttribute('target', '_blank');
  },
};
