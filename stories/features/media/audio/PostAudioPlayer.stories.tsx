import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '../../../../mocks/handlers/media';
import { mediaExtrasHandlers } from '../../../../mocks/handlers/mediaExtras';
import { setScenario } from '../../../../mocks/scenario';
import { getAudioUploadSrc } from '../../../../src/api/endpoints/media';
import { getPostAudio } from '../../../../src/api/endpoints/mediaExtras';
import { PostAudioPlayer, PostAudioPlayerView } from '../../../../src/features/media';
import { faultOn, stateIs } from '../../../support';
import { expectPlaybackAdvances, playAnswered, watchPlayRequests } from '../../../support/playback';

/**
 * The post's audio version on the mock API: post 1015 "Read aloud: the night bus" has a text-to-speech reading for
 * paid subscribers (P50 names audio upload `v-1015`; E12 serves the 15 s mock MP3). A free reader gets the paywalled
 * state; post 1001 has no audio version (nothing renders). Playing stories skip the screenshot (a moving time is not a baseline).
 */
const TITLE = 'Read aloud: the night bus';
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="post-audio-player"]');
const audio = (root: HTMLElement) => root.querySelector('audio')!;

/** Refuses unmuted `play()` the way a browser's autoplay policy does; returns the undo. */
function refuseAutoplay() {
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    return Promise.reject(new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError'));
  };
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

/**
 * P50's handlers ride in the `media` domain (ahead of the 501 fallback for unknown routes) until they are wired
 * into the mock's own list.
 */
const withExtras = [...mediaExtrasHandlers, ...mediaHandlers];

const meta = {
  title: 'Features/Media/PostAudioPlayer',
  component: PostAudioPlayer,
  tags: ['!autodocs'],
  args: { postId: 1015, title: TITLE },
  parameters: { role: 'paid', msw: { handlers: { media: withExtras } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680, margin: '0 auto', padding: '24px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostAudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid reader: paused and ready, "Listen to this post", the play button, the time and the speed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => player(canvasElement), 'paused', 8000);
    await expect(canvas.getByRole('region', { name: `Audio version: ${TITLE}` })).toBeVisible();
    await expect(canvas.getByText('Listen to this post')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play the audio version' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Playback speed: 1×' })).toBeVisible();
    await waitFor(() => expect(audio(canvasElement).getAttribute('src')).toMatch(/episode\.mp3$/));
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'Position in the audio version' })).toHaveAttribute('aria-valuetext', '0:00 / 0:15'));
  },
};

/**
 * Play → playing (time advances) → pause → paused; the speed button cycles 1× → 1.25× and sets the element's rate.
 * Where the browser refuses the play (no user activation), the player goes back to paused with its "Play" button.
 */
export const PlayPauseAndSpeed: Story = {
  parameters: { visual: { disable: 'playing audio: the elapsed time and progress bar depend on the moment of the shot' } },
  beforeEach: watchPlayRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => player(canvasElement), 'paused', 8000);
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed: 1×' }));
    await expect(canvas.getByRole('button', { name: 'Playback speed: 1.25×' })).toBeVisible();
    await expect(audio(canvasElement).playbackRate).toBe(1.25);
    await userEvent.click(canvas.getByRole('button', { name: 'Play the audio version' }));
    if (await playAnswered(audio(canvasElement))) {
      await stateIs(() => player(canvasElement), 'playing', 8000);
    } else {
      await stateIs(() => player(canvasElement), 'paused');
      await expect(canvas.getByRole('button', { name: 'Play the audio version' })).toBeVisible();
    }
    await expectPlaybackAdvances(audio(canvasElement), 0.3);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the audio version' }));
    await stateIs(() => player(canvasElement), 'paused');
    await expect(audio(canvasElement).paused).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Play the audio version' })).toBeVisible();
  },
};

/**
 * `play_audio=true` (`autoPlay`): once ready it asks to play by itself, with sound; granted, it plays (time advances);
 * refused, "Press play to listen" (the AutoPlayRefused story shows that state on every browser).
 */
export const AutoPlay: Story = {
  args: { autoPlay: true },
  parameters: { visual: { disable: 'playing audio: the elapsed time and progress bar depend on the moment of the shot' } },
  beforeEach: watchPlayRequests,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(audio(canvasElement)).toBeTruthy(), { timeout: 8000 });
    if (await playAnswered(audio(canvasElement), 'the autoplay')) {
      await stateIs(() => player(canvasElement), 'playing', 8000);
    } else {
      await expect(await within(canvasElement).findByText('Press play to listen', {}, { timeout: 8000 })).toBeVisible();
    }
    await expectPlaybackAdvances(audio(canvasElement), 0.3);
    audio(canvasElement).pause();
  },
};

/** `play_audio=true` in a browser that refuses sound without a gesture: paused, "Press play to listen", the play button focused. */
export const AutoPlayRefused: Story = {
  args: { autoPlay: true },
  beforeEach: () => refuseAutoplay(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Press play to listen', {}, { timeout: 8000 })).toBeVisible();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'paused');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play the audio version' })).toHaveFocus());
    await expect(audio(canvasElement).paused).toBe(true);
  },
};

/** A free reader: P50 says paywalled; "The audio version is for paid subscribers" and a link to subscribe. */
export const Paywalled: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => player(canvasElement), 'paywalled', 8000);
    await expect(canvas.getByText('The audio version is for paid subscribers')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe to listen' })).toHaveAttribute('href', '/subscribe');
    await expect(canvas.queryByRole('button', { name: 'Play the audio version' })).toBeNull();
    await expect(audio(canvasElement)).toBeNull();
  },
};

/** A post without an audio version: nothing is shown. */
export const NoAudio: Story = {
  args: { postId: 1001, title: 'The city that reads' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="post-audio-player"]')).toBeNull(), { timeout: 8000 });
    // Give the answer time to arrive: the skeleton shows while loading, then nothing stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(player(canvasElement)).toBeNull();
  },
};

/** P50 fails (500): the failure is told, and "Try again" loads it once the server is back. */
export const ItemsFail: Story = {
  parameters: { scenario: faultOn(getPostAudio, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The audio version can’t be played right now.');
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'error');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => player(canvasElement), 'paused', 8000);
  },
};

/** E12 fails (network error): the same failure text and retry. */
export const SourceFails: Story = {
  parameters: { scenario: faultOn(getAudioUploadSrc, 'network') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The audio version can’t be played right now.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => player(canvasElement), 'paused', 8000);
  },
};

/** Loading: the skeleton, named for screen readers. */
export const Loading: Story = {
  render: (args) => <PostAudioPlayerView state={{ name: 'loading', autoPlay: false }} title={args.title} subscribeTo="/subscribe" />,
  play: async ({ canvasElement }) => {
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the audio version' })).toBeInTheDocument();
  },
};

/** The author's voiceover: labelled "Listen to the author read this post" (bare view). */
export const VoiceoverView: Story = {
  render: (args) => (
    <PostAudioPlayerView
      state={{ name: 'paused', autoplay: 'off' }}
      kind="voiceover"
      title={args.title}
      src="/mock-assets/media/episode.mp3"
      duration={542}
      currentTime={61}
      rate={1.5}
      subscribeTo="/subscribe"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Listen to the author read this post')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Position in the audio version' })).toHaveAttribute('aria-valuetext', '1:01 / 9:02');
    await expect(canvas.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeVisible();
  },
};

/** A phone (375 px): ready, and paywalled. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PostAudioPlayer {...args} />
      <PostAudioPlayerView state={{ name: 'paywalled' }} title="A paid essay" subscribeTo="/subscribe" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await stateIs(() => player(canvasElement), 'paused', 8000);
    for (const el of canvasElement.querySelectorAll('[data-part="post-audio-player"]')) await expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
