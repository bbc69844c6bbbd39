import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArchiveMoreView as ArchiveMore, AuthorPageView } from '../../../src/features/pages';

/** The bare author page, for hosts with their own data layer: the states from args. */
const meta = {
  title: 'Features/Pages/AuthorPageView',
  component: AuthorPageView,
  args: {
    status: {
      name: 'ready',
      author: { user_id: 7, name: 'Dana Cohen', bio: 'Writes about rivers.', twitter_screen_name: 'javascript:alert(1)' },
      posts: { name: 'empty' },
    },
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuthorPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An author with no posts yet: the empty state; a handle that is no X screen name gets no link. */
export const NoPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Loading: a skeleton. */
export const Loading: Story = {
  args: { status: { name: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="author-page"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The end of the list after a failed "Older posts": its text, and the button to try again. */
export const OlderPostsFailed: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <ArchiveMore more={{ name: 'failed', message: 'Older posts could not be loaded.' }} onLoadMore={args.onLoadMore} part="author-more" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Older posts could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Older posts' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
