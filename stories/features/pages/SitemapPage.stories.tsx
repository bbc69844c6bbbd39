import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitemapPage, sitemapLinks, SitemapPageView } from '../../../src/features/pages';

/** The sitemap (`/sitemap`, inventory `sitemap-page`): header, description, and the publication's pages by group. */
const meta = {
  title: 'Features/Pages/SitemapPage',
  component: SitemapPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/sitemap' } },
} satisfies Meta<typeof SitemapPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1280 px: the header, the description naming the publication, three groups of links to the table's paths. */
export const Links: Story = {
  args: { publicationName: 'The Daily Margin' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(canvas.getByText('Every page of The Daily Margin, in one place.')).toBeVisible();
    await expect(canvas.getAllByRole('navigation').map((n) => n.getAttribute('aria-labelledby') && n.querySelector('h2')?.textContent)).toEqual([
      'Read',
      'About us',
      'Join in',
    ]);
    await expect(canvas.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('href', '/who-we-are');
    await expect(canvas.getByRole('link', { name: 'What We’re Reading' })).toHaveAttribute('href', '/what-were-reading');
    await expect(canvas.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive');
    await expect(canvas.getAllByRole('link')).toHaveLength(13);
  },
};

/** 375 px, a paid reader, on a platform without a publication: the plain description, one column, the same links. */
export const Phone: Story = {
  parameters: { role: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every page of this publication, in one place.')).toBeVisible();
    const [a, b] = within(canvasElement).getAllByRole('navigation');
    await expect(a!.getBoundingClientRect().left).toBe(b!.getBoundingClientRect().left);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

/** The bare view with a hostile publication name (an override, 300 characters): isolated, wrapped inside the column. */
export const HostilePublicationName: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => <SitemapPageView publicationName={`\u202EnigraM ${'x'.repeat(300)}`} links={sitemapLinks()} />,
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
    await expect(main.querySelector('p bdi')).not.toBeNull();
  },
};
