import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { core } from '../../../mocks/db/core';
import type { PostWithPublication } from '../../../src/api/schemas/posts';
import { PostMedia } from '../../../src/features/media';
import { PostPage } from '../../../src/features/post';
import { postEndSettled } from '../../support';

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
  // The post page's end loads on a 1 s timer: the shot waits for it (see postEndSettled).
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video post renders its player between the header and the body, with the create-clip control under it. */
export const VideoPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Play ${TITLE}` }, { timeout: 8000 })).toBeVisible();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'preview');
    const control = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>('[data-part="clip-create-control"]');
      if (!el) throw new Error('no clip control yet');
      return el;
    });
    await expect(control).toHaveAttribute('data-block', 'none');
    await expect(within(control).getByRole('button', { name: 'Create clip' })).toBeEnabled();
  },
};

/** A free reader on the video post: the create-clip control stays, disabled, and says why (T036). */
export const VideoPostFreeReaderCannotClip: Story = {
  parameters: {
    role: 'free',
    visual: { disable: 'the free reader’s video post is the poster and control of Video Post with the control disabled; the play checks its description' },
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Create clip' }, { timeout: 8000 });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('upgrade in order to watch this video and be able to clip it');
  },
};

/** Creating a clip from the post page: the new clip opens in the clip modal through the address (`clipId`). */
export const CreateClipOpensTheModal: Story = {
  parameters: {
    visual: {
      disable:
        'ends on the clip modal while the new clip is still processing: the state depends on the poll reached; Features/Media/ClipModal shows each state',
    },
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Create clip' }, { timeout: 8000 });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Clip' }, { timeout: 8000 });
    await expect(dialog).toBeVisible();
  },
};

/** A post with an audio version (1015, a voiceover for paid subscribers) read by a paid reader: its audio player. */
export const AudioVersion: Story = {
  args: { renderEnd: () => null },
  parameters: { platform: { path: '/p/with-voiceover' } },
  play: async ({ canvasElement }) => {
    const audio = await within(canvasElement).findByRole('region', { name: 'Audio version: Read aloud: the night bus' }, { timeout: 8000 });
    await waitFor(() => expect(audio).toHaveAttribute('data-state', 'paused'), { timeout: 8000 });
    await expect(within(audio).getByRole('button', { name: 'Play the audio version' })).toBeVisible();
  },
};

/** The same post for a free reader: the audio version is paywalled, with the way to subscribe. */
export const AudioVersionPaywalled: Story = {
  args: { renderEnd: () => null },
  parameters: { role: 'free', platform: { path: '/p/with-voiceover' } },
  play: async ({ canvasElement }) => {
    const audio = await within(canvasElement).findByRole('region', { name: 'Audio version: Read aloud: the night bus' }, { timeout: 8000 });
    await waitFor(() => expect(audio).toHaveAttribute('data-state', 'paywalled'), { timeout: 8000 });
    await expect(within(audio).getByText('The audio version is for paid subscribers')).toBeVisible();
    await expect(within(audio).getByRole('link', { name: 'Subscribe to listen' })).toBeVisible();
  },
};

/** `play_audio=true`: the audio version starts once ready (or, where the browser refuses sound, waits for a press). */
export const PlayAudioFromTheAddress: Story = {
  parameters: {
    visual: { disable: 'playing audio: the elapsed time and progress bar depend on the moment of the shot' },
    platform: { path: '/p/with-voiceover?play_audio=true' },
  },
  play: async ({ canvasElement }) => {
    const audio = await within(canvasElement).findByRole('region', { name: 'Audio version: Read aloud: the night bus' }, { timeout: 8000 });
    await waitFor(
      () => {
        const state = audio.getAttribute('data-state');
        const refused = within(audio).queryByText('Press play to listen');
        expect(state === 'playing' || refused !== null).toBe(true);
      },
      { timeout: 8000 },
    );
  },
};

/** `t=2`: playback starts two seconds in. */
export const StartsAtT: Story = {
  parameters: {
    visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' },
    platform: { path: '/p/video-walk-through?t=2' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Play ${TITLE}` }, { timeout: 8000 }));
    await waitFor(() => expect(video(canvasElement).currentTime).toBeGreaterThanOrEqual(2), { timeout: 8000 });
  },
};

/** `autoPlay=true`: the video starts on arrival (muted if the browser refuses sound). */
export const AutoPlay: Story = {
  parameters: {
    visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' },
    platform: { path: '/p/video-walk-through?autoPlay=true' },
  },
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
  parameters: {
    role: 'free',
    visual: { disable: 'the end of the post settles below the fold while the page loads; Podcast Post’s shot shows the page' },
    platform: { path: '/p/margin-radio-12' },
  },
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
