import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { getPostBySlug } from '../../../src/api/endpoints/posts';
import { useApi } from '../../../src/api/useApi';
import { PostHeader } from '../../../src/features/post';
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
    // joined by the locale's list pattern (Intl.ListFormat), not by a translated "and" between names
    await expect(canvasElement.querySelector('[data-part="post-byline"] p')).toHaveTextContent(/^[^,]+, [^,]+, and [^,]+$/);
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

/**
 * The header of a post loaded from the mock API (E23), with its publication's byline settings, as the post page
 * renders it. The post page itself never shows a thread's header (it redirects threads to their comments page, see
 * PostPage › Thread Redirects), so the thread reading times are shown here on the mock's seeded threads.
 */
function PostHeaderOnMock({ slug }: { slug: string }) {
  const api = useApi();
  const post = useQuery({ queryKey: ['story', 'post-header', slug], queryFn: ({ signal }) => api.call(getPostBySlug, { params: { slug } }, { signal }) });
  if (!post.data) return <p>Loading post…</p>;
  const publication = post.data.publication ?? null;
  return (
    <div data-part="story-post" data-post-id={post.data.id}>
      <PostHeader post={post.data} bylinesEnabled={publication?.bylines_enabled ?? true} bylineImages={publication?.byline_images_enabled ?? true} />
    </div>
  );
}

async function loadedHeader(root: HTMLElement, id: number) {
  await waitFor(() => expect(root.querySelector('[data-part="story-post"]')).toHaveAttribute('data-post-id', String(id)), { timeout: 5000 });
}

/** The seeded thread 1009 "Weekend thread" (1,200 comments in the mock) on the mock: the reading-time slot shows "1200 replies" (T161). */
export const ThreadRepliesOnMock: Story = {
  render: () => <PostHeaderOnMock slug="weekend-thread" />,
  play: async ({ canvasElement }) => {
    await loadedHeader(canvasElement, 1009);
    const slot = canvasElement.querySelector('[data-part="post-reading-time"]');
    await expect(slot).toHaveAttribute('data-kind', 'replies');
    await expect(slot).toHaveTextContent(/^1200 replies$/);
    await expect(within(canvasElement).queryByText(/min read/)).toBeNull();
  },
};

/** The seeded thread 1308 "Open thread" (no replies yet) on the mock: the reading-time slot shows "Thread" (T162). */
export const ThreadNoRepliesOnMock: Story = {
  render: () => <PostHeaderOnMock slug="quiet-thread" />,
  play: async ({ canvasElement }) => {
    await loadedHeader(canvasElement, 1308);
    const slot = canvasElement.querySelector('[data-part="post-reading-time"]');
    await expect(slot).toHaveAttribute('data-kind', 'thread');
    await expect(slot).toHaveTextContent(/^Thread$/);
  },
};
