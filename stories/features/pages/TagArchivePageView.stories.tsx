import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TagArchivePageView } from '../../../src/features/pages';

const hostile = `\u202Eskoob ${'A tag name that goes on and on '.repeat(8)}`;

/** The bare tag archive, for hosts with their own data layer: states and hostile text from args. */
const meta = {
  title: 'Features/Pages/TagArchivePageView',
  component: TagArchivePageView,
  args: {
    status: { name: 'ready', tag: { id: 9, name: hostile, slug: 'x', post_count: 0 }, posts: { name: 'empty' } },
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TagArchivePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tag with no posts yet, named with a right-to-left override and 250 characters: isolated, cut to 100, inside 375 px. */
export const EmptyHostileTag: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No posts with this tag yet' })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveAttribute('dir', 'auto');
    await expect([...title.textContent!].length).toBeLessThanOrEqual(101);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
    await expect(canvas.getByText(/0 posts/)).toBeVisible();
  },
};

/** Loading: a skeleton, the page busy. */
export const Loading: Story = {
  args: { status: { name: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="tag-archive"]')).toHaveAttribute('aria-busy', 'true');
  },
};
