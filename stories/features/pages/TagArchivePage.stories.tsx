import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getArchive } from '../../../src/api/endpoints/feed';
import { getPostTagBySlug } from '../../../src/api/endpoints/growth';
import { TagArchivePage } from '../../../src/features/pages';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * A tag's archive (`/t/{slug}`, inventory `tag-archive-page`) on the mock API: the tag by slug (E62), its posts newest
 * first through the archive's paged read (E42 `post_tag_id`). The Daily Margin's "Books" tag has more than one page.
 */
const meta = {
  title: 'Features/Pages/TagArchivePage',
  component: TagArchivePage,
  tags: ['!autodocs'],
  args: { slug: 'books' },
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/t/books' } },
} satisfies Meta<typeof TagArchivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="post-card"]')];

/** "Books" at 1280 px: the tag's name and count, its posts newest first in two columns. */
export const Books: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'tag-archive');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    await expect(canvas.getByText(/Posts tagged Books, newest first\. · \d+ posts/)).toBeVisible();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(1), { timeout: STORY_WAIT_MS });
    const [first, second] = cards(canvasElement);
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    const dates = cards(canvasElement).map((c) => c.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect([...dates].sort().reverse()).toEqual(dates);
  },
};

/** 375 px: one column; the nine "Books" posts fit one page, so the list ends at once, each post once. */
export const OnePageMobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'tag-archive');
    await stateIs(() => part(canvasElement, 'tag-more'), 'end');
    await expect(within(canvasElement).getByText('You have reached the first post.')).toBeVisible();
    const ids = cards(canvasElement).map((c) => c.dataset.id);
    await expect(ids).toHaveLength(9);
    await expect(new Set(ids).size).toBe(ids.length);
    const [a, b] = cards(canvasElement);
    await expect(a!.getBoundingClientRect().left).toBe(b!.getBoundingClientRect().left);
  },
};

/** An unknown slug (404): "Tag not found" with a way home. */
export const NotFound: Story = {
  args: { slug: 'no-such-tag' },
  parameters: { role: 'anonymous', platform: { path: '/t/no-such-tag' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'tag-archive'), 'not-found');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible();
    await expect(canvas.getByText('There is no tag at this address.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** The tag fails to load (500): its text with Try again, which shows the tag. */
export const TagLoadFails: Story = {
  parameters: { scenario: faultOn(getPostTagBySlug, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'tag-archive'), 'error');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This tag could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'tag-archive'), 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    // The list at rest: its nine posts are one short page, so it ends.
    await expect(await canvas.findByText('You have reached the first post.', {}, { timeout: STORY_WAIT_MS })).toBeVisible();
  },
};

/** The tag loads, its posts do not (500): the archive's text under the tag's name, with Try again, which lists them. */
export const PostsLoadFail: Story = {
  parameters: { scenario: faultOn(getArchive, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'tag-archive');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent('The archive could not be loaded.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0), { timeout: STORY_WAIT_MS });
    await expect(await canvas.findByText('You have reached the first post.', {}, { timeout: STORY_WAIT_MS })).toBeVisible();
  },
};

/** No connection while reading the tag: the shared network text. */
export const Offline: Story = {
  parameters: { scenario: faultOn(getPostTagBySlug, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'tag-archive'), 'error');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};
