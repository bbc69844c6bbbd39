import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PodcastShow } from '../../../../src/api/schemas/podcasts';
import { PodcastsPageView } from '../../../../src/features/media';

const podcasts: PodcastShow[] = [
  {
    section: { id: 1, name: 'The Reading Room', slug: 'reading-room', description: 'Authors read from their new books.', is_podcast: true },
    episodeCount: 1,
    latestEpisode: { id: 10, slug: 'ep-1', title: 'A library at night', post_date: '2026-11-20T09:00:00.000Z' },
  },
  {
    section: { id: 2, name: 'Street Level', slug: null, description: null, is_podcast: true },
    episodeCount: 0,
    latestEpisode: null,
  },
];

/** The bare podcasts page view, for hosts with their own data layer. */
const meta = {
  title: 'Features/Media/PodcastsPageView',
  component: PodcastsPageView,
  args: { status: 'ready', podcasts, publicationName: 'Field Notes', onRetry: fn() },
} satisfies Meta<typeof PodcastsPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Podcasts in the order given; one without a slug is addressed by its id; counts read "1 episode" and "No episodes yet". */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: 'See episodes' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/s/reading-room', '/s/2']);
    await expect(canvasElement).toHaveTextContent('1 episode · Latest: A library at night');
    await expect(canvasElement).toHaveTextContent('No episodes yet');
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = { args: { status: 'loading', podcasts: undefined } };

/** A failed load: the words and "Try again". */
export const LoadError: Story = {
  args: { status: 'error', errorMessage: 'Please sign in to continue.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please sign in to continue.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
