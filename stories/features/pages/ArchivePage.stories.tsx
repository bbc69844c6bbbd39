import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { feedHandlers } from '../../../mocks/handlers/feed';
import { setScenario } from '../../../mocks/scenario';
import { getArchive } from '../../../src/api/endpoints/feed';
import { ArchivePage } from '../../../src/features/pages';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * The archive (`/archive`, inventory `archive-page`) on the mock API: The Daily Margin's posts newest first in two
 * columns, 10 a page (K038), "Older posts" until a page comes back short.
 */
const meta = {
  title: 'Features/Pages/ArchivePage',
  component: ArchivePage,
  tags: ['!autodocs'],
  parameters: { role: 'free', layout: 'fullscreen' },
} satisfies Meta<typeof ArchivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="post-card"]')];
const more = (root: HTMLElement) => part(root, 'archive-more');

/** Newest first, the first 10 posts in two columns, each title a link to its post; "Older posts" below. */
export const Latest: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    await expect(canvas.getByText('Every post, newest first.')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(10);
    const list = canvas.getByRole('list', { name: 'Posts' });
    const [first, second] = cards(canvasElement);
    // Two columns: the first two cards sit side by side.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(first!.getBoundingClientRect().left).toBeLessThan(second!.getBoundingClientRect().left);
    const link = within(first!).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/p\//);
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Older posts' })).toBeVisible();
  },
};

/** "Older posts" (also by keyboard) adds the next 10 below the first; at a short page the list ends and says so. */
export const OlderPostsToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    const firstTitles = cards(canvasElement).map((c) => c.querySelector('h2')?.textContent);
    canvas.getByRole('button', { name: 'Older posts' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(10), { timeout: STORY_WAIT_MS });
    await expect(
      cards(canvasElement)
        .slice(0, 10)
        .map((c) => c.querySelector('h2')?.textContent),
    ).toEqual(firstTitles);
    // Keep going until the archive ends.
    for (let i = 0; i < 10 && more(canvasElement)?.getAttribute('data-state') !== 'end'; i++) {
      await stateIs(() => more(canvasElement), 'idle');
      await userEvent.click(canvas.getByRole('button', { name: 'Older posts' }));
      await waitFor(() => expect(more(canvasElement)).not.toHaveAttribute('data-state', 'loading'), { timeout: STORY_WAIT_MS });
    }
    await stateIs(() => more(canvasElement), 'end');
    await expect(canvas.getByText('You have reached the first post.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Older posts' })).toBeNull();
    const ids = cards(canvasElement).map((c) => c.dataset.id);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

/** One section (`?section=radio`): only Margin Radio's posts, and the lede names it. */
export const OneSection: Story = {
  args: { section: 'radio' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every post in Margin Radio, newest first.')).toBeVisible();
    await expect(cards(canvasElement).length).toBeGreaterThan(0);
  },
};

/** An unknown section: the page says there is none at this address. */
export const UnknownSection: Story = {
  args: { section: 'no-such-section' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    await expect(part(canvasElement, 'archive')).toHaveAttribute('data-state', 'not-found');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('There is no section at this address.');
  },
};

/** A publication with no posts yet: the empty state says what comes. */
export const Empty: Story = {
  parameters: { msw: { handlers: { feed: [http.get('*/api/v1/archive', () => HttpResponse.json([])), ...feedHandlers] } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(canvas.getByText('Posts show up here as soon as they are published.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Older posts' })).toBeNull();
  },
};

/** The archive fails to load (500): the area's text with Try again; once the server is back, Try again shows the posts. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getArchive, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The archive could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'archive'), 'ready');
    await expect(cards(canvasElement)).toHaveLength(10);
  },
};

/** No connection: the shared network text. */
export const LoadNetworkError: Story = {
  parameters: { scenario: faultOn(getArchive, 'network') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

const secondPageFails = {
  msw: {
    handlers: {
      feed: [
        http.get('*/api/v1/archive', ({ request }) =>
          Number(new URL(request.url).searchParams.get('offset') ?? 0) > 0 ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : undefined,
        ),
        ...feedHandlers,
      ],
    },
  },
};

/** The older posts fail to load: the first 10 stay, the reader is told, and "Older posts" tries again. */
export const OlderPostsFail: Story = {
  parameters: secondPageFails,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Older posts' }));
    await stateIs(() => more(canvasElement), 'failed');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Older posts could not be loaded.');
    await expect(cards(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Older posts' })).toBeVisible();
  },
};

/** On a phone the posts stack in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'archive');
    const [first, second] = cards(canvasElement);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
