import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhatWereReadingPage } from '../../../src/features/pages';

const DISCLOSURE =
  'We earn a commission from Bookshop.org when you buy a book through these lists; Bookshop.org shares its profits with independent bookstores.';
const TITLES = [
  'Pick of the Month',
  'Previous Picks',
  'Reader Recommendations',
  'Politics',
  'Culture',
  'History',
  'Science & Medicine',
  'Tech',
  'Memoir & Biography',
  'Parenting',
  'Religion',
];

/**
 * What We're Reading (`/what-were-reading`, inventory `what-were-reading-page`): the eleven bookshop lists of the
 * configuration (G45) and the affiliate commission disclosure. Nothing is fetched, so every role sees the same page.
 */
const meta = {
  title: 'Features/Pages/WhatWereReadingPage',
  component: WhatWereReadingPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/what-were-reading' } },
} satisfies Meta<typeof WhatWereReadingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) => [...root.querySelectorAll('[data-part="bookshop-widget"] h2')].map((h) => h.textContent);

/** 1280 px: the disclosure before the first list, the eleven lists in the spec's order, each linking to the shop in a new tab. */
export const Lists: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'What We’re Reading' })).toBeVisible();
    const disclosure = canvasElement.querySelector('[data-part="affiliate-disclosure"]')!;
    await expect(disclosure).toHaveTextContent(DISCLOSURE);
    await expect(titles(canvasElement)).toEqual(TITLES);
    const first = canvas.getByRole('link', { name: 'See the list on Bookshop.org: Pick of the Month' });
    await expect(first).toHaveAttribute('href', 'https://bookshop.org/lists/pick-of-the-month');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first.getAttribute('rel')).toContain('noopener');
    await expect(first).toHaveAccessibleDescription(DISCLOSURE);
    // The disclosure comes before the first shop link in reading order.
    await expect(disclosure.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** 375 px, a subscriber: one column, the same lists. */
export const Phone: Story = {
  parameters: { role: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toHaveLength(11);
    const [a, b] = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="bookshop-widget"]')];
    await expect(a!.getBoundingClientRect().left).toBe(b!.getBoundingClientRect().left);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

/** A host's own lists and affiliate address: only known lists, once each; the links go to the host's shop path. */
export const HostLists: Story = {
  args: { lists: ['history', 'no-such-list', 'tech', 'history'], shopBase: 'https://bookshop.org/lists/margin-affiliate/' },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['History', 'Tech']);
    await expect(within(canvasElement).getByRole('link', { name: /History$/ })).toHaveAttribute('href', 'https://bookshop.org/lists/margin-affiliate/history');
  },
};
