import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { freeSignup } from '../../../src/api/endpoints/account';
import { getRecommendations } from '../../../src/api/endpoints/growth';
import { RecommendationsPage } from '../../../src/features/growth';
import { body, expectAlert, faultOn, publicationNamed, stateIs } from '../../support';

/**
 * The recommendations page (`/recommendations`, M67) of The Daily Margin on the mock API: Field Notes, Open Water
 * and three publications outside the core world, each with Subscribe (the shared free signup for the reader's
 * address).
 */
const MARGIN = publicationNamed('The Daily Margin');
const FIELD_NOTES = publicationNamed('Field Notes');
/** A recommended publication outside the core world that no seeded reader subscribes to. */
const NIGHT_TRAIN = { id: 50, name: 'Night Train Review' };
/** Subscribe's name isolates the publication's name (FSI … PDI). */
const subscribeTo = (name: string) => (accessible: string) => accessible.replace(/[\u2068\u2069]/g, '') === `Subscribe to ${name}`;
const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="recommendations-page"]')!;
const item = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`[data-part="recommendation"][data-id="${id}"]`)!;
const carmenSubscribes = () =>
  accountStore.subscriptions.some((r) => r.publication_id === NIGHT_TRAIN.id && r.user_id === 104 && r.membership_state !== 'unsubscribed');
const rowsOf = (publicationId: number) => accountStore.subscriptions.filter((r) => r.publication_id === publicationId).length;

const meta = {
  title: 'Features/Growth/RecommendationsPage',
  component: RecommendationsPage,
  tags: ['!autodocs'],
  parameters: {
    role: 'free',
    layout: 'fullscreen',
    platform: { path: '/recommendations', publication: { id: MARGIN.id, name: MARGIN.name, subdomain: MARGIN.subdomain } },
  },
} satisfies Meta<typeof RecommendationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Carmen: every recommendation with its blurb; Field Notes, which she already subscribes to, shows "Subscribed" (her
 * subscriptions, E16); Subscribe on Night Train Review → Subscribed on the server's answer, the others unchanged.
 */
export const SubscribeToOne: Story = {
  parameters: { role: 'contributor' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Publications The Daily Margin recommends.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="recommendation"]')).toHaveLength(5);
    await expect(canvas.getByText('The best nature writing in my inbox, every Sunday.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Manage recommendations' })).toBeNull();
    await stateIs(() => item(canvasElement, FIELD_NOTES.id), 'subscribed');
    await expect(within(item(canvasElement, FIELD_NOTES.id)).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: subscribeTo(NIGHT_TRAIN.name) }));
    await stateIs(() => item(canvasElement, NIGHT_TRAIN.id), 'subscribed');
    await expect(within(item(canvasElement, NIGHT_TRAIN.id)).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    await expect(item(canvasElement, 51)).toHaveAttribute('data-state', 'idle');
    await expect(carmenSubscribes()).toBe(true);
  },
};

async function subscribeFails(root: HTMLElement, text: string) {
  await stateIs(() => page(root), 'ready');
  await userEvent.click(within(root).getByRole('button', { name: subscribeTo(NIGHT_TRAIN.name) }));
  await expectAlert(text);
  await stateIs(() => item(root, NIGHT_TRAIN.id), 'idle');
  await expect(within(item(root, NIGHT_TRAIN.id)).getByRole('button', { name: subscribeTo(NIGHT_TRAIN.name) })).toBeEnabled();
}

/** The signup fails on the server: its words in an alert, the button back. */
export const SubscribeFails: Story = {
  parameters: { scenario: faultOn(freeSignup, '500') },
  play: async ({ canvasElement }) => {
    const before = rowsOf(NIGHT_TRAIN.id);
    await subscribeFails(canvasElement, 'Internal server error');
    await expect(rowsOf(NIGHT_TRAIN.id)).toBe(before);
  },
};

/** An unreadable answer: "Something went wrong" (T181). */
export const SubscribeMalformed: Story = {
  parameters: { scenario: faultOn(freeSignup, 'malformed') },
  play: async ({ canvasElement }) => subscribeFails(canvasElement, 'Something went wrong'),
};

/** Offline: the shared network text. */
export const SubscribeOffline: Story = {
  parameters: { scenario: faultOn(freeSignup, 'network') },
  play: async ({ canvasElement }) => subscribeFails(canvasElement, 'We could not reach the server. Check your connection and try again.'),
};

/** An admin: Manage recommendations (T188) to the editor's recommendations page. */
export const Admin: Story = {
  parameters: { role: 'admin' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByRole('link', { name: 'Manage recommendations' })).toHaveAttribute(
      'href',
      `/publish/recommendations?publication_id=${MARGIN.id}`,
    );
  },
};

/** Signed out: Subscribe opens the one sign-in modal. */
export const SignedOut: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await userEvent.click(within(canvasElement).getByRole('button', { name: subscribeTo('Open Water') }));
    await expect(await body().findByRole('dialog', { name: 'Sign in to subscribe' })).toBeVisible();
    await waitFor(() => expect(item(canvasElement, 4)).toHaveAttribute('data-state', 'idle'));
  },
};

/** The list cannot be loaded: the server's words with Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getRecommendations, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByText('Internal server error')).toBeVisible();
  },
};

/** A publication that recommends nobody yet (The Inner Circle). */
export const Empty: Story = {
  parameters: {
    platform: { path: '/recommendations', publication: { id: 3, name: 'The Inner Circle', subdomain: 'innercircle' } },
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByRole('heading', { name: 'No recommendations yet' })).toBeVisible();
  },
};
