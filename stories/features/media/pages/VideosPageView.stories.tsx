import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { core, PUB } from '../../../../mocks/db/core';
import type { Post } from '../../../../src/api/schemas/core';
import { HeroCarouselView, VideosPageView } from '../../../../src/features/media';

/** The bare videos page view, for hosts with their own data layer: M40's and M39's states from args. */
const videos = core.posts
  .filter((p) => p.publication_id === PUB.margin && p.type === 'video')
  .sort((a, b) => Date.parse(b.post_date ?? '') - Date.parse(a.post_date ?? ''))
  .slice(0, 7) as Post[];
const series = (core.publications.find((p) => p.id === PUB.margin)?.sections ?? []).filter((s) => s.id === 11 || s.id === 13);

const meta = {
  title: 'Features/Media/VideosPageView',
  component: VideosPageView,
  args: {
    state: { name: 'loadingMore', tab: 'latest', items: videos },
    series,
    nonSubscriber: false,
    onSelectTab: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VideosPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next page is on its way: the list stays, "Load more" is busy and presses do nothing. */
export const LoadingMore: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load more' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A slide in motion (M39 `sliding` from the first to the second video), with the hero in its slot. */
export const HeroSliding: Story = {
  args: {
    state: { name: 'ready', tab: 'latest', items: videos, more: true, failed: false },
    hero: (
      <HeroCarouselView
        videos={videos.slice(0, 4)}
        state={{ name: 'sliding', from: 0, index: 1, count: 4 }}
        onNext={() => {}}
        onPrevious={() => {}}
        onGo={() => {}}
        onSettled={() => {}}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="hero-carousel"]')).toHaveAttribute('data-state', 'sliding');
    await userEvent.click(canvas.getByRole('tab', { name: 'All Series' }));
    await expect(args.onSelectTab).toHaveBeenCalledWith('series');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The first load failed: the reader's words and "Try again". */
export const LoadError: Story = {
  args: { state: { name: 'error', tab: 'latest' }, errorMessage: 'The server is taking too long to answer. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is taking too long to answer. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
