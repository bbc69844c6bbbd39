import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { configureLiveStreamAudience, resetLiveStreamRealtime } from '../../mocks';
import { livestreamStore } from '../../mocks/db/livestream';
import { ProductApp } from '../../src/app/ProductApp';
import { postEndSettled } from '../support';

/**
 * The whole product on the mock API, one screen per path of the route table (`src/app/routes.ts`). Links inside a
 * screen move the in-memory location and the app follows: pick a story's path in `parameters.platform.path`, or
 * start from the chat list and click through.
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

const meta = {
  title: 'Product/App',
  component: ProductApp,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/chat/posts', publication: MARGIN } },
  // The post page's end loads on a 1 s timer: the shot waits for it (see postEndSettled).
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof ProductApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat list; a row opens its thread page, whose back link returns to the list. */
export const ChatListToThread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('link', { name: /Ada Admin/ }, { timeout: 8000 });
    await userEvent.click(rows[0]!);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="thread-page"]')).not.toBeNull(), { timeout: 8000 });
    await expect(await canvas.findByRole('textbox', { name: 'Write a reply' })).toBeVisible();
  },
};

/** The subscriber-chat landing page at `/chat`. */
export const ChatLanding: Story = {
  parameters: { platform: { path: '/chat', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "Join The Daily Margin's subscriber chat" })).toBeVisible();
    // The QR code carries the publication's own site, whatever origin the page is served from.
    await expect(await within(canvasElement).findByRole('img', { name: 'QR code that opens the chat: https://dailymargin.example.com/chat' })).toBeVisible();
    // The post page's CSS is loaded too (ProductApp mounts it), and its body rules stay inside the post body.
    const storeHeading = within(canvasElement).getByRole('heading', { level: 2, name: 'Get the app' });
    await expect(getComputedStyle(storeHeading).fontFamily).not.toMatch(/serif 4/i);
  },
};

/** A path no screen claims: "Page not found" and a way home. */
export const NotFound: Story = {
  parameters: { platform: { path: '/no/such/page', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the home page' })).toBeEnabled();
  },
};

/** An id that is not a positive integer matches no route. */
export const BadId: Story = {
  parameters: { platform: { path: '/chat/posts/abc', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

/** A post by its slug: header, body, the footer bar and the end of the post; the Share button opens the share dialog. */
export const PostBySlug: Story = {
  parameters: { platform: { path: '/p/the-city-that-reads', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Like/ }).length).toBeGreaterThan(0);
  },
};

/** The same post by its id route. */
export const PostById: Story = {
  parameters: { platform: { path: '/home/post/p-1001', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 8000 })).toBeVisible();
  },
};

/** A scheduled post's path shows the scheduled-post page: the countdown, not the body. */
export const ScheduledPost: Story = {
  parameters: { platform: { path: '/p/coming-sunday', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coming Sunday: the map issue' }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[role="timer"]')).not.toBeNull());
  },
};

/** A file entry at `/file/{name}`. */
export const File: Story = {
  // The file page's cover image corners: the allowance explained in FilePage.stories.tsx and the README.
  parameters: { platform: { path: '/file/reading-guide-2026.pdf', publication: MARGIN }, visual: { maxDiffPixels: 12 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Download file' }, { timeout: 8000 })).toBeVisible();
  },
};

// The media and livestream pages (their states and baselines are in their own stories; these prove the routes).

/** `/videos`: the video hub. */
export const Videos: Story = {
  parameters: {
    platform: { path: '/videos', publication: MARGIN },
    visual: { disable: 'the same page as Features/Media/VideosPage › Latest, whose shot covers it' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Latest Videos' }, { timeout: 8000 })).toBeVisible();
  },
};

/** `/podcasts`: the podcasts in section order. */
export const Podcasts: Story = {
  parameters: {
    platform: { path: '/podcasts', publication: MARGIN },
    visual: { disable: 'the same page as Features/Media/PodcastsPage › Default, whose shot covers it' },
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('link', { name: /See episodes/ }, { timeout: 8000 }))[0]).toBeVisible();
  },
};

/** `/podcasts/all`: a paid reader's private feed. */
export const AllPodcasts: Story = {
  parameters: {
    platform: { path: '/podcasts/all', publication: MARGIN },
    visual: { disable: 'the same page as Features/Media/AllPodcastsPage › Paid Reader, whose shot covers it' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your private feeds' }, { timeout: 8000 })).toBeVisible();
  },
};

/** `/livestream`: the stream live now, with its chat. */
export const Livestream: Story = {
  // The scripted audience waits; the seeded emoji (no bundled emoji font) are left out, as in the livestream stories.
  beforeEach: () => {
    resetLiveStreamRealtime();
    configureLiveStreamAudience({ intervalMs: 0 });
    for (const m of livestreamStore.messages) if (m.body) m.body = m.body.replace(/\s*(\p{Extended_Pictographic}|\p{Regional_Indicator})+/gu, '!');
    livestreamStore.audienceCursor[801] = 1;
    return () => resetLiveStreamRealtime();
  },
  parameters: {
    platform: { path: '/livestream', publication: MARGIN },
    visual: {
      disable:
        'a live video playing beside a scripted realtime chat: both depend on the moment of the shot; Features/Livestream/LivestreamPage shows each state',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Live Chat' }, { timeout: 8000 })).toBeVisible();
  },
};

/** `/embed/video/{slug}` for a post that does not exist: "Post not found". */
export const VideoEmbedNotFound: Story = {
  parameters: {
    platform: { path: '/embed/video/no-such-post', publication: MARGIN },
    visual: { disable: 'the same screen as Features/Media/VideoEmbed › Not Found' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Post not found', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** `/embed/podcast/{slug}`: the embeddable episode player. */
export const PodcastEmbed: Story = {
  parameters: {
    platform: { path: '/embed/podcast/margin-radio-12', publication: MARGIN },
    visual: { disable: 'the same player as Features/Media/PodcastEmbed › Ready, whose shot covers it' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: /Margin Radio #12/ }, { timeout: 8000 })).toBeVisible();
  },
};

/** `/p/{slug}/comments`: the comments page. */
export const Comments: Story = {
  parameters: {
    platform: { path: '/p/the-city-that-reads/comments', publication: MARGIN },
    visual: { disable: 'the same page as Features/Comments/CommentsPage › Default, whose shot covers it' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="comment"]')).not.toBeNull(), { timeout: 8000 });
  },
};
