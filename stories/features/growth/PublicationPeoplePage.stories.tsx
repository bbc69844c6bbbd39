import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getHomepageData } from '../../../src/api/endpoints/growth';
import { PublicationPeoplePage, PublicationPeopleView } from '../../../src/features/growth';
import { faultOn, publicationNamed, stateIs } from '../../support';

/**
 * The publication home's people lists on the mock API (`/subscribers`, `/followers`, `/following`; G58): The Daily
 * Margin's subscribers (17), followers and the people it follows, with links between them and the home.
 */
const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="publication-people"]')!;
const people = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="person"]')];

const meta = {
  title: 'Features/Growth/PublicationPeoplePage',
  component: PublicationPeoplePage,
  subcomponents: { PublicationPeopleView },
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/subscribers' } },
} satisfies Meta<typeof PublicationPeoplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/subscribers`: the total, each subscriber's name (no emails), the current list marked in the links. */
export const Subscribers: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect(canvas.getByText('17 people')).toBeVisible();
    await expect(people(canvasElement)).toHaveLength(17);
    await expect(canvas.getByText('Paolo Paid')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/@example\.com/);
    const nav = within(canvas.getByRole('navigation', { name: 'Home page sections' }));
    await expect(nav.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Followers' })).toHaveAttribute('href', '/followers');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** `/followers`. */
export const Followers: Story = {
  args: { subpath: 'followers' },
  parameters: { platform: { path: '/followers' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible();
    await expect(people(canvasElement).length).toBeGreaterThan(0);
  },
};

/** `/following`: the four people The Daily Margin follows. */
export const Following: Story = {
  args: { subpath: 'following' },
  parameters: { platform: { path: '/following' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
    await expect(people(canvasElement)).toHaveLength(4);
    await expect(within(canvasElement).getByText('4 people')).toBeVisible();
  },
};

/** Another publication with nobody in the list: the empty state. */
export const Empty: Story = {
  args: { subpath: 'followers' },
  parameters: { platform: { path: '/followers', apiBaseUrl: publicationNamed('The Inner Circle').baseUrl } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No followers to show yet' })).toBeVisible();
  },
};

/** The list cannot be loaded: the server's words and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getHomepageData, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(people(canvasElement)).toHaveLength(17);
  },
};

/** 1280 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(people(canvasElement)).toHaveLength(17);
  },
};
