import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getAuthorPageInfo } from '../../../src/api/endpoints/growth';
import { AuthorPage } from '../../../src/features/pages';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * An author's page (`/authors/{id or handle}`, inventory `author-page`) on the mock API (E63): Ada Admin writes The Daily
 * Margin (section 11: "Get Notified"), Gus Guest is a guest author without a section (no follow toggle).
 */
const meta = {
  title: 'Features/Pages/AuthorPage',
  component: AuthorPage,
  tags: ['!autodocs'],
  args: { author: 'ada' },
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/authors/ada' } },
} satisfies Meta<typeof AuthorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="post-card"]')];

/** Ada by handle at 1280 px: photo, name, bio, e-mail, her X handle, Notified (the paid reader follows her section), posts in two columns. */
export const ByHandle: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'author-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ada@dailymargin.example.com' })).toHaveAttribute('href', 'mailto:ada@dailymargin.example.com');
    await expect(canvas.getByRole('link', { name: '@adawrites on X' })).toHaveAttribute('href', 'https://x.com/adawrites');
    await stateIs(() => part(canvasElement, 'author-follow'), 'following');
    await expect(canvas.getByRole('button', { name: 'Notified' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Posts by Ada Admin' })).toBeVisible();
    const [first, second] = cards(canvasElement);
    await expect(first).toBeDefined();
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    // Newest first.
    const dates = cards(canvasElement).map((c) => c.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect([...dates].sort().reverse()).toEqual(dates);
  },
};

/** "Older posts" (by keyboard) adds the next 10 below the first, newest first still, each post once. */
export const OlderPosts: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'author-page');
    const more = () => part(canvasElement, 'author-more');
    await stateIs(more, 'idle');
    const firstIds = cards(canvasElement).map((c) => c.dataset.id);
    await expect(firstIds).toHaveLength(10);
    within(canvasElement).getByRole('button', { name: 'Older posts' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(10), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(more()).not.toHaveAttribute('data-state', 'loading'), { timeout: STORY_WAIT_MS });
    const ids = cards(canvasElement).map((c) => c.dataset.id);
    await expect(ids.slice(0, 10)).toEqual(firstIds);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

/** A guest author by id at 375 px: no section, so no follow toggle; his X handle; one column. */
export const GuestAuthorMobile: Story = {
  args: { author: 106 },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'author-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gus Guest' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@gusontheriver on X' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get Notified' })).toBeNull();
    await expect(part(canvasElement, 'author-follow')).toBeNull();
    // One short page: the list ends at once.
    await stateIs(() => part(canvasElement, 'author-more'), 'end');
    await expect(canvas.getByText('You have reached the first post.')).toBeVisible();
  },
};

/** No author at this address (404): the page says so, with a way home. */
export const NotFound: Story = {
  args: { author: 'nobody-here' },
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'author-page'), 'not-found');
    await expect(within(canvasElement).getByRole('heading', { name: 'Author not found' })).toBeVisible();
  },
};

/** The page fails to load (500): the area's text with Try again, which shows the author. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getAuthorPageInfo, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'author-page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This author page could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'author-page'), 'ready');
  },
};
