import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostHeader } from '../../../src/features/post/page/views/PostHeader';
import { ada, carmen, fourth, gus, samplePost } from './postPageFixtures';

/** The post header (`post-header`, `post-byline`, `post-reading-time`, `post-audience-badge`) from args. */
const meta = {
  title: 'Features/Post/PostHeader',
  component: PostHeader,
  args: { post: samplePost, badge: null },
  argTypes: { badge: { control: 'select', options: [null, 'preview', 'founding', 'paid'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 728, padding: 24, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42 likes: the short date ("Nov 18"); 1,640 words → 6 min read; a guest byline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('The reading room');
    await expect(canvasElement.querySelector('[data-part="post-date"]')).toHaveTextContent('Nov 18');
    await expect(canvasElement.querySelector('[data-part="post-date"]')).toHaveAttribute('data-full', 'false');
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvas.getByText('(Guest)')).toBeVisible();
  },
};

/** 70–99 likes show the full date (G30). */
export const FullDateAt70To99Likes: Story = {
  args: { post: { ...samplePost, reactions: { '❤': 70 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-date"]')).toHaveTextContent('Nov 18, 2026');
  },
};

/** 100 likes: the short date again. */
export const ShortDateAt100Likes: Story = {
  args: { post: { ...samplePost, reactions: { '❤': 100 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-date"]')).toHaveTextContent(/^Nov 18$/);
  },
};

/** At most three bylines; without byline images only the names show. */
export const ThreeBylinesNoImages: Story = {
  args: { post: { ...samplePost, publishedBylines: [ada, carmen, gus, fourth] }, bylineImages: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-byline"]')).toHaveAttribute('data-count', '3');
    await expect(within(canvasElement).queryByText(/Dora Fourth/)).toBeNull();
    await expect(canvasElement.querySelector('[data-part="post-byline"] img')).toBeNull();
  },
};

/** Bylines turned off for the publication. */
export const BylinesDisabled: Story = {
  args: { bylinesEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-byline"]')).toBeNull();
    await expect(within(canvasElement).getByText('6 min read')).toBeVisible();
  },
};

/** A thread with replies: "38 replies" (T161); the featured tag above the title. */
export const ThreadReplies: Story = {
  args: { post: { ...samplePost, type: 'thread', comment_count: 38, cover_image: null }, featuredTagName: 'Community' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('38 replies')).toBeVisible();
    await expect(within(canvasElement).getByText('Community')).toBeVisible();
  },
};

/** A thread without replies: "Thread" (T162). */
export const ThreadWithoutReplies: Story = {
  args: { post: { ...samplePost, type: 'thread', comment_count: 0, cover_image: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thread')).toBeVisible();
  },
};

/** A video: its duration / 60 (754 s → 13 min). */
export const VideoDuration: Story = {
  args: { post: { ...samplePost, type: 'video', videoUpload: { duration: 754 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('13 min read')).toBeVisible();
  },
};

/** A podcast: podcast_duration / 60 (1,860 s → 31 min). */
export const PodcastDuration: Story = {
  args: { post: { ...samplePost, type: 'podcast', podcast_duration: 1860 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('31 min read')).toBeVisible();
  },
};

/** The three audience badges. */
export const PaidBadge: Story = {
  args: { badge: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid subscribers')).toBeVisible();
  },
};

export const FoundingBadge: Story = {
  args: { badge: 'founding' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founding members')).toBeVisible();
  },
};

export const PreviewBadge: Story = {
  args: { badge: 'preview' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free preview')).toBeVisible();
  },
};

/** At 375 px. */
export const Mobile: Story = {
  args: { badge: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  play: Default.play,
};
