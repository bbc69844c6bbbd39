import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaToolsStore } from '../../../mocks/db/mediaTools';
import { getAudioUploadSrc } from '../../../src/api/endpoints/media';
import { PodcastLinksForm, PodcastPlayer, podcastPlayerVariants } from '../../../src/features/media';
import { Button } from '../../../src/ui/Button/Button';
import { expectToast, faultOn } from '../../support';
import { expectPlaybackAdvances, playAnswered, playRequestsOf, watchPlayRequests } from '../../support/playback';

/**
 * The podcast player on the mock API (E12): episode `a-601` ("Margin Radio #12", paid, with a 5 s free preview of the
 * 15 s mock episode) and `v-1015` (a paid audio version without a preview). A paid reader hears the whole episode; a
 * free reader the preview, then the paywall (M53) with "Play the preview again"; without a preview, the paywall only.
 */
const TITLE = 'Margin Radio #12: the bookseller';
const player = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="podcast-player"]')!;
const audio = (root: HTMLElement) => root.querySelector('audio')!;
const playRequestsMuted = (root: HTMLElement) => playRequestsOf(audio(root)).map((r) => r.muted);
const ready = (root: HTMLElement) => waitFor(() => expect(player(root)).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });

const subscribe = (
  <Button size="sm" variant="primary">
    Subscribe
  </Button>
);

const meta = {
  title: 'Features/Media/PodcastPlayer',
  component: PodcastPlayer,
  tags: ['!autodocs'],
  beforeEach: watchPlayRequests,
  args: { audioId: 'a-601', title: TITLE, subtitle: 'The Daily Margin', paidAudience: true, subscribeAction: subscribe },
  parameters: { role: 'paid' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '24px auto', padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PodcastPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid reader: the whole episode, no preview badge, no paywall. */
export const PaidReader: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(player(canvasElement)).toHaveAttribute('data-paywall', 'hidden');
    await expect(within(canvasElement).queryByText('Free preview')).toBeNull();
    await waitFor(() => expect(audio(canvasElement).getAttribute('src')).toMatch(/episode\.mp3$/));
  },
};

/**
 * Play and pause: the click asks the element to play; granted, the button turns to "Pause" and the episode really
 * plays (time advances); refused (a browser without a user activation), the player retries muted and, refused again,
 * stays paused with its "Play" button. Pause stops it and the name follows.
 */
export const PlayAndPause: Story = {
  parameters: { visual: { disable: 'playing audio: the elapsed time and progress bar depend on the moment of the shot' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Play ${TITLE}` }));
    if (!(await playAnswered(audio(canvasElement)))) {
      await expect(playRequestsMuted(canvasElement)).toEqual([false, true]);
      await expect(audio(canvasElement).paused).toBe(true);
      await expect(canvas.getByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
    } else {
      await expect(await canvas.findByRole('button', { name: `Pause ${TITLE}` })).toBeVisible();
    }
    await expectPlaybackAdvances(audio(canvasElement), 0.3);
    await userEvent.click(canvas.getByRole('button', { name: `Pause ${TITLE}` }));
    await waitFor(() => expect(audio(canvasElement).paused).toBe(true));
    await expect(canvas.getByRole('button', { name: `Play ${TITLE}` })).toBeVisible();
  },
};

/** A free reader: the free preview with its badge; at its end the paywall, and "Play the preview again" restarts it. */
export const FreeReaderPreviewEnds: Story = {
  parameters: {
    role: 'free',
    visual: {
      disable: 'ends after real playback of the preview: the position shown depends on the moment of the shot; Paywalled Without Preview shows the paywall',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText('Free preview')).toBeVisible();
    await waitFor(() => expect(audio(canvasElement).getAttribute('src')).toMatch(/episode-preview\.mp3$/));
    await userEvent.click(canvas.getByRole('button', { name: `Play ${TITLE}` }));
    await playAnswered(audio(canvasElement));
    await expectPlaybackAdvances(audio(canvasElement), 0.1, 'the preview plays');
    audio(canvasElement).currentTime = Math.max(0, audio(canvasElement).duration - 0.3);
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-paywall', 'shown'), { timeout: 8000 });
    await expect(canvas.getByText('That was the free preview. Subscribe to hear the whole episode.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play the preview again' }));
    await expect(player(canvasElement)).toHaveAttribute('data-paywall', 'hidden');
    await waitFor(
      () =>
        expect(
          audio(canvasElement).currentTime,
          `the preview plays again (paused ${audio(canvasElement).paused}, ended ${audio(canvasElement).ended})`,
        ).toBeGreaterThan(0.1),
      { timeout: 8000 },
    );
    await expect(audio(canvasElement).currentTime).toBeLessThan(2);
  },
};

/** A paid episode without a preview, for a free reader: the paywall at once (E12 answers 403), no restart. */
export const PaywalledWithoutPreview: Story = {
  args: { audioId: 'v-1015', title: 'The audio version' },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(player(canvasElement)).toHaveAttribute('data-paywall', 'shown');
    await expect(canvas.getByText('This episode is for paid subscribers')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Play the preview again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play The audio version' })).toBeDisabled();
  },
};

/** The source cannot be read (E12 answers 500): the failure is told and "Try again" reads it again. */
export const SourceFails: Story = {
  parameters: { scenario: faultOn(getAudioUploadSrc, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('This episode can’t be played right now.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The four sizes: episode page (400 px), editor (320), notes embed (128), notes full (250). */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {podcastPlayerVariants.map((variant) => (
        <PodcastPlayer key={variant} {...args} variant={variant} title={`${TITLE} (${variant})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="podcast-player"]')].map((el) => Math.round(el.getBoundingClientRect().height));
    await expect(heights).toEqual([400, 320, 128, 250]);
  },
};

/** A phone: the episode page player at 375 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(player(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

// ——— show links (P46: Margin Radio, section 13, has Apple Podcasts, Spotify and Spotify's link for paid listeners) ———

const SECTION = 13;
const linksOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLAnchorElement>('[data-part="podcast-show-links"] a')];
const linkNamed = (root: HTMLElement, name: string) => within(root).getByRole('link', { name });
/** Every platform set: the most a player has to fit. */
const allShowLinks = () => {
  mediaToolsStore.showLinks[SECTION] = {
    apple_podcasts_url: 'https://podcasts.apple.com/us/podcast/margin-radio/id1500000013',
    overcast_url: 'https://overcast.fm/itunes1500000013',
    pocket_casts_url: 'https://pca.st/marginradio',
    spotify_url: 'https://open.spotify.com/show/4marginRadio13',
    spotify_for_paid_users_url: 'https://open.spotify.com/show/4marginRadio13Paid',
    spotify_open_access_url: null,
    youtube_url: 'https://www.youtube.com/@marginradio',
    youtube_music_url: 'https://music.youtube.com/playlist?list=marginradio',
  };
};

/** Every link of `player` lies inside it: the links fit the size they are shown at. */
async function linksFit(player: HTMLElement) {
  const box = player.getBoundingClientRect();
  const list = player.querySelector<HTMLElement>('[data-part="podcast-show-links"]')!;
  const row = list.getBoundingClientRect();
  await expect(row.top).toBeGreaterThanOrEqual(box.top);
  await expect(row.bottom).toBeLessThanOrEqual(box.bottom);
  await expect(row.right).toBeLessThanOrEqual(box.right);
}

const ShowLinkSizes: Story['render'] = (args) => (
  <div style={{ display: 'grid', gap: 16 }}>
    {podcastPlayerVariants.map((variant) => (
      <PodcastPlayer key={variant} {...args} variant={variant} title={`${TITLE} (${variant})`} />
    ))}
  </div>
);

/**
 * Every platform set, in each of the four sizes: the links (through the URL policy, to the platforms in a new tab) in
 * order under the controls, inside the player; a paid listener's Spotify is the paid listeners' link.
 */
export const ShowLinks: Story = {
  args: { sectionId: SECTION },
  beforeEach: allShowLinks,
  globals: { viewport: { value: 'desktop1280' } },
  render: ShowLinkSizes,
  play: async ({ canvasElement }) => {
    const players = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="podcast-player"]')];
    await expect(players.map((el) => Math.round(el.getBoundingClientRect().height))).toEqual([400, 320, 128, 250]);
    for (const el of players) {
      await waitFor(() => expect(el).toHaveAttribute('data-state', 'ready'), { timeout: 8000 });
      await waitFor(() =>
        expect(linksOf(el).map((a) => a.textContent)).toEqual(['Apple Podcasts', 'Spotify', 'YouTube', 'YouTube Music', 'Overcast', 'Pocket Casts']),
      );
      await expect(within(el).getByRole('list', { name: 'Listen on' })).toBeVisible();
      await expect(linkNamed(el, 'Spotify')).toHaveAttribute('href', 'https://open.spotify.com/show/4marginRadio13Paid');
      for (const a of linksOf(el)) {
        await expect(a).toHaveAttribute('target', '_blank');
        await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await linksFit(el);
    }
  },
};

/** The same at 375 px: each size keeps its height, and the row scrolls sideways rather than leaving the player. */
export const ShowLinksMobile: Story = {
  ...ShowLinks,
  globals: { viewport: { value: 'mobile375' } },
};

/** A free listener of the paid show (hearing the preview): the public Spotify link, never the paid listeners' one. */
export const ShowLinksFreeListener: Story = {
  args: { sectionId: SECTION },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(linksOf(canvasElement).map((a) => a.textContent)).toEqual(['Apple Podcasts', 'Spotify']));
    await expect(linkNamed(canvasElement, 'Spotify')).toHaveAttribute('href', 'https://open.spotify.com/show/4marginRadio13');
    await expect(linkNamed(canvasElement, 'Apple Podcasts')).toHaveAttribute('href', 'https://podcasts.apple.com/us/podcast/margin-radio/id1500000013');
  },
};

/** A section with no links set (or an address the URL policy refuses): no list at all. */
export const NoShowLinks: Story = {
  args: { sectionId: SECTION },
  beforeEach: () => {
    mediaToolsStore.showLinks[SECTION] = {
      apple_podcasts_url: null,
      overcast_url: 'javascript:alert(1)',
      pocket_casts_url: '',
      spotify_url: null,
      spotify_for_paid_users_url: null,
      spotify_open_access_url: null,
      youtube_url: null,
      youtube_music_url: null,
    };
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelector('[data-part="podcast-show-links"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/**
 * The links form and the player together, as an admin: a saved link is in the player at once (the save updates the
 * one cache entry both read), and a cleared one leaves it.
 */
export const ShowLinksSavedInPlayer: Story = {
  args: { sectionId: SECTION },
  parameters: { role: 'admin' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PodcastPlayer {...args} />
      <PodcastLinksForm sectionId={SECTION} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const el = player(canvasElement);
    await ready(canvasElement);
    await waitFor(() => expect(linksOf(el).map((a) => a.textContent)).toEqual(['Apple Podcasts', 'Spotify']));
    const overcast = within(canvasElement).getByRole('textbox', { name: 'Overcast' });
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: 'Spotify' })).toHaveValue('https://open.spotify.com/show/4marginRadio13'));
    await userEvent.type(overcast, 'https://overcast.fm/itunes1500000013');
    await userEvent.clear(within(canvasElement).getByRole('textbox', { name: 'Apple Podcasts' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectToast('Podcast links saved');
    await expect(linksOf(el).map((a) => a.textContent)).toEqual(['Spotify', 'Overcast']);
    await expect(linkNamed(el, 'Overcast')).toHaveAttribute('href', 'https://overcast.fm/itunes1500000013');
    // The admin closes the confirmation, so the shot never depends on how far the toast had come in.
    const toasts = within(canvasElement.ownerDocument.body);
    await userEvent.click(toasts.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toasts.queryByRole('button', { name: 'Dismiss notification' })).toBeNull());
  },
};
