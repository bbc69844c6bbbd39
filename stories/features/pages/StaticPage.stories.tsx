import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { postsHandlers } from '../../../mocks/handlers/posts';
import { setScenario } from '../../../mocks/scenario';
import { getPostBySlug } from '../../../src/api/endpoints/posts';
import { StaticPage } from '../../../src/features/pages';
import { faultOn, part, ready, stateIs } from '../../support';

/**
 * Static pages by type (inventory `static-page`) on the mock API: each is The Daily Margin's page-type post with the
 * type as its slug (careers, the book club at `/p/the-free-press-book-club`, community guidelines, privacy notice,
 * FAQ). Contributors and admins see Edit, which opens the editor and comes back to the page.
 */
const meta = {
  title: 'Features/Pages/StaticPage',
  component: StaticPage,
  tags: ['!autodocs'],
  args: { type: 'careers' },
  parameters: { role: 'anonymous', layout: 'fullscreen' },
} satisfies Meta<typeof StaticPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => part(root, 'static-page');

/** Careers for a signed-out reader at 1280 px: the label, the title, the body; no Edit. */
export const Careers: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'static-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Careers', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="static-page"] article p').length).toBeGreaterThan(2);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** The book club (`/p/the-free-press-book-club`) for a contributor: Edit opens the editor with the way back. */
export const BookClubContributor: Story = {
  args: { type: 'the-free-press-book-club' },
  parameters: { role: 'contributor', platform: { path: '/p/the-free-press-book-club' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'static-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The Free Press Book Club', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Book Club' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/publish/post/1201?back=${encodeURIComponent('/p/the-free-press-book-club')}`,
    );
  },
};

/** The FAQ for an admin at 375 px: Edit too, the body in one column. */
export const FaqAdminMobile: Story = {
  args: { type: 'faq' },
  parameters: { role: 'admin', platform: { path: '/faq' } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'static-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/publish/post/1204?back=${encodeURIComponent('/faq')}`);
  },
};

/** A type the publication has not published: the page says so, with a way home. */
export const NotPublished: Story = {
  args: { type: 'privacy-notice' },
  parameters: {
    msw: {
      handlers: {
        posts: [http.get('*/api/v1/posts/privacy-notice', () => HttpResponse.json({ error: 'Post not found' }, { status: 404 })), ...postsHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'not-found');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** The page fails to load (500): the area's text with Try again, which shows the page once the server is back. */
export const LoadFails: Story = {
  args: { type: 'community-guidelines' },
  parameters: { scenario: faultOn(getPostBySlug, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'static-page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => page(canvasElement), 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community guidelines' })).toBeVisible();
  },
};
