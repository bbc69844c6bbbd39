import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getPostBySlug } from '../../../../src/api/endpoints/posts';
import { VideoEmbed } from '../../../../src/features/media';
import { faultOn, stateIs } from '../../../support';
import { embedStories } from './embedStories';

/**
 * The video embed player `/embed/video/:slug` on the mock API: "A walk through the stacks (video)"
 * (`video-walk-through`, paid; upload 501 plays the 4 s mock MP4/HLS). An unknown slug is "Post not found"; a
 * newsletter post has no video. Playing stories skip the screenshot (a moving frame is not a baseline).
 */
const TITLE = 'A walk through the stacks (video)';
const frame = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="video-embed"]');
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="video-player"]');
const video = (root: HTMLElement) => root.querySelector('video')!;

const shared = embedStories('video-embed', 'video-player');

const meta = {
  title: 'Features/Media/VideoEmbed',
  component: VideoEmbed,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/embed/video/video-walk-through' } },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from the route: the post loads, then the video player in its preview state (no request for the video yet). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'ready', 8000);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: `Video: ${TITLE}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'preview');
  },
};

/** Play from the embed: the video really plays (time advances). */
export const PlayClicked: Story = {
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'ready', 8000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    await waitFor(
      () => {
        expect(video(canvasElement).paused).toBe(false);
        expect(video(canvasElement).currentTime).toBeGreaterThan(0.3);
      },
      { timeout: 8000 },
    );
    video(canvasElement).pause();
  },
};

/** `autoplay=1` (K130): it starts by itself (muted when the browser asks for it). */
export const AutoPlay: Story = {
  parameters: {
    platform: { path: '/embed/video/video-walk-through?autoplay=1' },
    visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' },
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'ready', 8000);
    await waitFor(
      () => {
        expect(video(canvasElement).paused).toBe(false);
        expect(video(canvasElement).currentTime).toBeGreaterThan(0.3);
      },
      { timeout: 8000 },
    );
    video(canvasElement).pause();
  },
};

/** While the post loads: a 16:9 placeholder, announced as loading. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the player');
  },
};

/** An unknown slug: 404 → "Post not found" (T163). */
export const NotFound: Story = {
  parameters: { platform: { path: '/embed/video/no-such-video' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'not_found', 8000);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  },
};

/** A post without a video (the podcast episode): "There is no video to play here" and a link to the post. */
export const NoVideo: Story = {
  parameters: { platform: { path: '/embed/video/margin-radio-12' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'no_media', 8000);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'There is no video to play here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the post' }).getAttribute('href')).toMatch(/\/p\/margin-radio-12$/);
  },
};

/** E23 fails (500): the server's words and "Try again", which brings the player once the server is back. */
export const LoadFails: Story = shared.loadFails;

/** A malformed answer is the error state with the generic text, not a crash. */
export const Malformed: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'malformed') },
  play: async ({ canvasElement }) => {
    await stateIs(() => frame(canvasElement), 'error', 8000);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The player could not be loaded.');
  },
};

/** A phone-sized frame (375 px). */
export const Mobile: Story = shared.mobile;
