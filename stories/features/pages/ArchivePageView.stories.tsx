import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Post } from '../../../src/api/schemas/core';
import { ArchivePageView, PostGrid } from '../../../src/features/pages';

const post = (id: number, title: string, extra: Partial<Post> = {}): Post =>
  ({
    id,
    slug: `post-${id}`,
    title,
    subtitle: 'What the city reads, and where it reads it.',
    type: 'newsletter',
    audience: 'everyone',
    comment_count: 0,
    post_date: `2026-11-0${(id % 9) + 1}T09:00:00.000Z`,
    publishedBylines: [{ id: 1, name: 'Ada Admin' }],
    ...extra,
  }) as Post;

const posts = [
  post(1, 'The city that reads'),
  post(2, 'Three voices from the reading room', { audience: 'only_paid' }),
  post(3, 'A walk through the stacks', {
    publishedBylines: [
      { id: 9, name: 'Dana Cohen' },
      { id: 1, name: 'Ada Admin' },
    ],
  }),
  post(4, 'Marginalia for a rainy week', { subtitle: null }),
];

/** The bare archive view, for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/Pages/ArchivePageView',
  component: ArchivePageView,
  args: { status: { name: 'ready', posts, more: { name: 'idle' } }, onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof ArchivePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the posts with their bylines and the paid badge, and "Older posts". */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('By Dana Cohen, Ada Admin')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Older posts' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The first page is on its way: skeleton rows shaped like the cards. */
export const Loading: Story = { args: { status: { name: 'loading' } } };

/** Older posts are on their way: the button is busy and says so. */
export const LoadingMore: Story = {
  args: { status: { name: 'ready', posts, more: { name: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading older posts' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The end: no button, a quiet line instead. */
export const End: Story = {
  args: { status: { name: 'ready', posts, more: { name: 'end' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have reached the first post.')).toBeVisible();
  },
};

/** The grid alone (the author page and the microsite's stories use it too), at a phone's width. */
export const GridOnPhone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => <PostGrid posts={posts} label="Posts" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
