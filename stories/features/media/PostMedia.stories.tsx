import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { core } from '../../../mocks/db/core';
import type { PostWithPublication } from '../../../src/api/schemas/posts';
import { PostMedia } from '../../../src/features/media/PostMedia';
import { PostPage } from '../../../src/features/post/page/PostPage';

/**
 * A video post on the post page (post 1006 "A walk through the stacks (video)", upload 501) with the address's media
 * parameters: `t` / `timestamp` start the video there, `autoPlay=true` starts it, `clipId` (and `share`) open the clip
 * modal. The player is loaded on demand: posts without a video never load it.
 */
const TITLE = 'A walk through the stacks (video)';
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="video-player"]');
const video = (root: HTMLElement) => root.querySelector('video')!;

const meta = {
  title: 'Features/Media/PostMedia',
  component: PostPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/p/video-walk-through' } },
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video post renders its player between the header and the body. */
export const VideoPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Play ${TITLE}` }, { timeout: 8000 })).toBeVisible();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'preview');
  },
};

/** `t=2`: playback starts two seconds in. */
export const StartsAtT: Story = {
  parameters: { visual: { disable: true }, platform: { path: '/p/video-walk-through?t=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Play ${TITLE}` }, { timeout: 8000 }));
    await waitFor(() => expect(video(canvasElement).currentTime).toBeGreaterThanOrEqual(2), { timeout: 8000 });
  },
};

/** `autoPlay=true`: the video starts on arrival (muted if the browser refuses sound). */
export const AutoPlay: Story = {
  parameters: { visual: { disable: true }, platform: { path: '/p/video-walk-through?autoPlay=true' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'playing'), { timeout: 10000 });
    await waitFor(() => expect(video(canvasElement).currentTime).toBeGreaterThan(0.2), { timeout: 8000 });
  },
};

/** `clipId=704`: the clip modal opens over the post. */
export const ClipFromTheAddress: Story = {
  parameters: { platform: { path: '/p/video-walk-through?clipId=704' } },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Clip' }, { timeout: 8000 })).toBeVisible();
  },
};

/** A podcast post (1007, paid, with a free preview): the episode player; a paid reader hears the whole episode. */
export const PodcastPost: Story = {
  parameters: { platform: { path: '/p/margin-radio-12' } },
  play: async ({ canvasElement }) => {
    const episode = await within(canvasElement).findByRole('region', { name: 'Episode: Margin Radio #12: the bookseller' }, { timeout: 8000 });
    await waitFor(() => expect(episode).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
    await expect(episode).toHaveAttribute('data-paywall', 'hidden');
  },
};

/** The same podcast post for a free reader: the free preview. */
export const PodcastPostFreeReader: Story = {
  // The end of the post waits below the fold while the page settles: its shot is the paid reader's story's.
  parameters: { role: 'free', visual: { disable: true }, platform: { path: '/p/margin-radio-12' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Free preview', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A post without a video (1001) and no clip: no player. */
export const TextPostHasNoPlayer: Story = {
  parameters: { platform: { path: '/p/the-city-that-reads' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 8000 });
    await expect(player(canvasElement)).toBeNull();
  },
};

/** `PostMedia` alone, as a host mounts it next to its own post layout: the video post's player. */
export const OnItsOwn: StoryObj<typeof PostMedia> = {
  render: () => (
    <div style={{ maxWidth: 640, margin: '24px auto' }}>
      <PostMedia post={core.posts.find((p) => p.id === 1006) as unknown as PostWithPublication} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
  },
};
