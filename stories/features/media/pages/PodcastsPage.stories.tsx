import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPost } from '../../../../mocks/db';
import { podcastsStore } from '../../../../mocks/db/podcasts';
import { podcastsHandlers } from '../../../../mocks/handlers/podcasts';
import { setScenario } from '../../../../mocks/scenario';
import { getPodcastsPageData } from '../../../../src/api/endpoints/podcasts';
import { PodcastsPage } from '../../../../src/features/media';
import { faultOn, part, publicationNamed, ready, STORY_WAIT_MS, stateIs } from '../../../support';

/**
 * The podcasts page (`/podcasts`, spec 001/002) on the mock API (P40): The Daily Margin's podcasts in its section
 * order, each linking to its section with "See episodes". A story overrides the mock's `podcasts` domain to change
 * its answer.
 */
const meta = {
  title: 'Features/Media/PodcastsPage',
  component: PodcastsPage,
  tags: ['!autodocs'],
  parameters: {
    role: 'paid',
    layout: 'fullscreen',
    platform: { publication: publicationNamed('The Daily Margin') },
  },
} satisfies Meta<typeof PodcastsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const podcastNames = (root: HTMLElement) =>
  within(part(root, 'podcast-list')!)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** One podcast: its name, episodes and newest episode, and "See episodes" to its section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'podcasts-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await expect(canvas.getByText('Every show from The Daily Margin, in one place.')).toBeVisible();
    await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
    const item = part(canvasElement, 'podcast')!;
    // The newest episode is the archive's podcast post archive-8 (its title comes from the mock's corpus).
    await expect(item).toHaveTextContent(`5 episodes · Latest: ${findPost(1107)!.title}`);
    const link = within(item).getByRole('link', { name: 'See episodes' });
    await expect(link).toHaveAttribute('href', '/s/radio');
    await expect(link).toHaveAccessibleDescription('Margin Radio');
  },
};

/** Three podcasts follow the section-order list (City Desk, Margin Radio, Marginalia), not the sections' own order. */
export const SectionOrder: Story = {
  beforeEach: () => {
    podcastsStore.setUpSectionIds.push(12, 14);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'podcasts-page');
    await expect(podcastNames(canvasElement)).toEqual(['City Desk', 'Margin Radio', 'Marginalia']);
    const links = within(canvasElement).getAllByRole('link', { name: 'See episodes' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/s/city-desk', '/s/radio', '/s/marginalia']);
    await expect(part(canvasElement, 'podcast-list')).toHaveTextContent('No episodes yet');
  },
};

/** An anonymous visitor sees the same public list. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'podcasts-page');
    await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
  },
};

/** No podcasts yet: the empty state says what will come. */
export const Empty: Story = {
  parameters: {
    role: 'free',
    msw: { handlers: { podcasts: [http.get('*/api/v1/podcasts', () => HttpResponse.json({ podcasts: [] })), ...podcastsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'podcasts-page');
    await expect(page).toHaveAttribute('data-state', 'empty');
    await expect(within(canvasElement).getByRole('heading', { name: 'No podcasts yet' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'See episodes' })).toBeNull();
  },
};

/** P40 fails: the server's words and "Try again", which loads the list once the server answers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getPodcastsPageData, '500') },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'podcasts-page');
    const canvas = within(canvasElement);
    await expect(page).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'podcasts-page'), 'ready');
    await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
  },
};

/** Offline: the shared network text. */
export const LoadFailsOffline: Story = {
  parameters: { scenario: faultOn(getPodcastsPageData, 'network') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'podcasts-page');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

/** On its way: skeleton rows. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getPodcastsPageData, 'timeout') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'podcasts-page')).toHaveAttribute('data-state', 'loading'), { timeout: STORY_WAIT_MS });
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]').length).toBeGreaterThan(2);
  },
};

/** On a phone: the rows stack, "See episodes" under the text. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  beforeEach: () => {
    podcastsStore.setUpSectionIds.push(14);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'podcasts-page');
    await expect(podcastNames(canvasElement)).toEqual(['City Desk', 'Margin Radio']);
  },
};
