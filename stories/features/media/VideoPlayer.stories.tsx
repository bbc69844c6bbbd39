import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getVideoUploadSrc } from '../../../src/api/endpoints/media';
import { VideoPlayer, VideoPlayerView } from '../../../src/features/media';
import { faultOn, svgImageUrl } from '../../support';

/**
 * The video player (M52) on the mock API: E11 answers a media element with a redirect to the generated 4 s MP4 or
 * its HLS rendition (mocks/assets/media). Upload 501 is transcoded (HLS and MP4); 512 is only `uploaded`, so its HLS
 * answers 409 and the player falls back to the MP4. Plays wait for real playback in Chromium (`currentTime` grows,
 * `paused` flips); stories that end while a video runs skip the screenshot (a moving frame is not a baseline).
 */
const poster = svgImageUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3b57"/><stop offset="1" stop-color="#3d7ea6"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="90" r="60" fill="#f2c14e" opacity="0.85"/><rect x="0" y="260" width="640" height="100" fill="#13263a" opacity="0.7"/></svg>',
);

const TITLE = 'The stacks at dawn';
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="video-player"]')!;
const video = (root: HTMLElement) => root.querySelector('video')!;
const stateOf = (root: HTMLElement, name: string, timeout = 8000) =>
  waitFor(() => expect(player(root).getAttribute('data-state'), `the player is ${name}`).toBe(name), { timeout });

/** Waits until the video has really played past `seconds`. */
async function playsPast(root: HTMLElement, seconds: number) {
  await waitFor(
    () => {
      expect(video(root).paused).toBe(false);
      expect(video(root).currentTime).toBeGreaterThan(seconds);
    },
    { timeout: 8000 },
  );
}

/** Refuses `play()` the way a browser's autoplay policy does: unmuted (or every) play is not allowed. */
function refuseAutoplay(refuseMuted: boolean) {
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    if (!this.muted || refuseMuted) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    return original.call(this);
  };
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

const meta = {
  title: 'Features/Media/VideoPlayer',
  component: VideoPlayer,
  tags: ['!autodocs'],
  args: { videoId: 501, title: TITLE, posterUrl: poster, width: 1280, height: 720 },
  parameters: { role: 'paid' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '24px auto', padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before playback: the poster and a labelled play button; no request for the video yet. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: `Video: ${TITLE}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'preview');
    await expect(video(canvasElement).getAttribute('src')).toBeNull();
  },
};

/** Play → attempting → playing (time advances) → space pauses → space plays again. */
export const PlayAndPause: Story = {
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    await stateOf(canvasElement, 'playing');
    await playsPast(canvasElement, 0.3);
    video(canvasElement).focus();
    await userEvent.keyboard(' ');
    await stateOf(canvasElement, 'paused');
    await expect(video(canvasElement).paused).toBe(true);
    await userEvent.keyboard(' ');
    await stateOf(canvasElement, 'playing');
    await expect(video(canvasElement).paused).toBe(false);
  },
};

/** ←/→ seek 5 s (clamped to the ends of the 4 s video; kept at the end here, not reset); `f` asks for fullscreen on the player. */
export const Keys: Story = {
  args: { resetOnEnd: false },
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    // Started (or refused by the browser's autoplay rules, which leaves it paused with its source): the keys need a source.
    await waitFor(() => expect(['playing', 'paused']).toContain(player(canvasElement).getAttribute('data-state')), { timeout: 8000 });
    await waitFor(() => expect(Number.isFinite(video(canvasElement).duration)).toBe(true), { timeout: 8000 });
    video(canvasElement).focus();
    if (player(canvasElement).getAttribute('data-state') === 'playing') {
      await userEvent.keyboard(' ');
      await stateOf(canvasElement, 'paused');
    }
    // ← from 3 s clamps at the start; → from there moves 5 s, clamped at the end of the 4 s video.
    video(canvasElement).currentTime = 3;
    await waitFor(() => expect(video(canvasElement).currentTime).toBeCloseTo(3, 1));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(video(canvasElement).currentTime).toBe(0));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(video(canvasElement).currentTime).toBeCloseTo(video(canvasElement).duration, 1));
    let asked: Element | null = null;
    const box = player(canvasElement);
    const original = box.requestFullscreen;
    box.requestFullscreen = function requestFullscreen() {
      asked = this;
      return Promise.resolve();
    };
    await userEvent.keyboard('f');
    box.requestFullscreen = original;
    await expect(asked).toBe(box);
  },
};

/** `startAt` (the address's `t=2`) starts two seconds in. */
export const StartAt: Story = {
  args: { startAt: 2 },
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    await stateOf(canvasElement, 'playing');
    await waitFor(() => expect(video(canvasElement).currentTime).toBeGreaterThanOrEqual(2), { timeout: 8000 });
  },
};

/** HLS through hls.js (loaded on demand): the playlist plays and time advances. */
export const HlsThroughHlsJs: Story = {
  args: { forceHlsJs: true },
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` }));
    await stateOf(canvasElement, 'playing', 15000);
    await playsPast(canvasElement, 0.3);
    await expect(player(canvasElement)).toHaveAttribute('data-source', '0');
    // hls.js plays through Media Source Extensions: the element's address is a blob, not the playlist.
    await expect(video(canvasElement).currentSrc).toMatch(/^blob:/);
  },
};

/** Upload 512 is not transcoded: its HLS answers 409, the player moves on to the MP4 and plays. */
export const HlsFailsMp4Plays: Story = {
  args: { videoId: 512, forceHlsJs: true, title: 'Raw interview' },
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play Raw interview' }));
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-source', '1'), { timeout: 15000 });
    await stateOf(canvasElement, 'playing');
    await playsPast(canvasElement, 0.3);
    await expect(video(canvasElement).currentSrc).toMatch(/type=mp4/);
  },
};

/** Every source fails (the mock's E11 answers 500): the preview image again, the failure told, "Try again" offered. */
export const AllSourcesFail: Story = {
  args: { forceHlsJs: true },
  parameters: { scenario: faultOn(getVideoUploadSrc, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Play ${TITLE}` }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent('This video can’t be played right now.');
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'preview');
    await expect(player(canvasElement)).toHaveAttribute('data-failed', 'true');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Autoplay with sound is refused: the player plays muted instead (and says so). */
export const MutedAutoplayFallback: Story = {
  args: { autoPlay: true },
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  beforeEach: () => refuseAutoplay(false),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'playing');
    await expect(player(canvasElement)).toHaveAttribute('data-muted', 'true');
    await expect(video(canvasElement).muted).toBe(true);
    await playsPast(canvasElement, 0.3);
  },
};

/** Autoplay refused with and without sound: the preview stays, ready for a click. */
export const AutoplayRefused: Story = {
  args: { autoPlay: true },
  beforeEach: () => refuseAutoplay(true),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-source', '0'));
    await stateOf(canvasElement, 'preview');
    await expect(within(canvasElement).getByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
    await expect(player(canvasElement)).not.toHaveAttribute('data-failed');
  },
};

function TwoPlayers() {
  const [first] = useState(() => ({ videoId: 501, title: 'First video' }));
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <VideoPlayer {...first} width={1280} height={720} posterUrl={poster} />
      <VideoPlayer videoId={501} title="Second video" width={1280} height={720} posterUrl={poster} />
    </div>
  );
}

/** Only one video plays at a time: starting the second pauses the first. */
export const OneAtATime: Story = {
  parameters: { visual: { disable: 'a playing video: the frame on screen depends on the moment of the shot' } },
  render: () => <TwoPlayers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="video-player"]')];
    await userEvent.click(canvas.getByRole('button', { name: 'Play First video' }));
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'playing'), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play Second video' }));
    await waitFor(() => expect(second).toHaveAttribute('data-state', 'playing'), { timeout: 8000 });
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'paused'));
    await expect(first!.querySelector('video')!.paused).toBe(true);
  },
};

/** A phone: the same player at 375 px, 9:16 video capped at 60 % height. */
export const Mobile: Story = {
  args: { width: 720, height: 1280 },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const box = player(canvasElement).getBoundingClientRect();
    await expect(box.height / box.width).toBeCloseTo(0.6, 2);
  },
};

/** The bare view after every source failed: the poster, the failure and "Try again" (props in, markup out). */
export const BareViewFailed: StoryObj<typeof VideoPlayerView> = {
  render: () => (
    <VideoPlayerView
      state={{ name: 'preview', failed: true, source: 1, sources: 2, muted: false }}
      title={TITLE}
      posterUrl={poster}
      aspectPadding={56.25}
      overlayVisible
      videoRef={createRef()}
      containerRef={createRef()}
      onPlay={() => {}}
      onRetry={() => {}}
      onKeyDown={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This video can’t be played right now.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
