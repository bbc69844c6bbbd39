import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { TakeoverView, Takeovers } from '../../../src/features/post';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { createMemoryStorage, type StorageAdapter } from '../../../src/platform/storage';
import { getWelcomePageData } from '../../../src/api/endpoints/growth';
import { body, faultOn, stateIs } from '../../support';

/**
 * The welcome popup and the subscribe takeover (M65) on the mock API (E58 `GET /api/v1/welcome_page_data` for The
 * Daily Margin). Each story runs on its own manual clock starting 2026-11-21 12:00 UTC, so the play functions
 * fast-forward the 120 s and the 1 hour.
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };
const T0 = Date.parse(MOCK_NOW);
const MINUTE = 60_000;

const marker = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="takeovers"]');

function timed(): { clock: ManualClock; storage: StorageAdapter } {
  const clock = createManualClock(MOCK_NOW);
  return { clock, storage: createMemoryStorage(clock) };
}

const meta = {
  title: 'Features/Post/Takeovers',
  component: Takeovers,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', platform: { path: '/p/the-city-that-reads', publication: MARGIN } },
} satisfies Meta<typeof Takeovers>;

export default meta;
type Story = StoryObj<typeof meta>;

const welcome = timed();

/**
 * An anonymous reader: nothing at 119 s, the welcome popup at 120 s (E58: tagline, popular posts, recommendations);
 * dismissed, it stays away for an hour (the next-shown time is stored), then comes back.
 */
export const WelcomeAfter120Seconds: Story = {
  parameters: { platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...welcome } },
  play: async ({ canvasElement }) => {
    await stateIs(() => marker(canvasElement), 'waiting');
    welcome.clock.advance(119_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(marker(canvasElement)).toHaveAttribute('data-state', 'waiting');
    await expect(body().queryByRole('dialog')).toBeNull();

    welcome.clock.advance(1_000);
    await stateIs(() => marker(canvasElement), 'shown');
    const dialog = await body().findByRole('dialog', { name: 'Welcome to The Daily Margin' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Popular posts' })).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(welcome.storage.get('takeover.welcome.nextShownAt')).toBe(String(T0 + 120_000 + 60 * MINUTE));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue reading' }));
    await stateIs(() => marker(canvasElement), 'dismissed');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    welcome.clock.advance(59 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(marker(canvasElement)).toHaveAttribute('data-state', 'dismissed');
    await expect(body().queryByRole('dialog')).toBeNull();

    welcome.clock.advance(MINUTE);
    await stateIs(() => marker(canvasElement), 'shown');
    await expect(await body().findByRole('dialog', { name: 'Welcome to The Daily Margin' })).toBeVisible();
  },
};

const subscribe = timed();

/** A free subscriber gets the subscribe takeover at 120 s; "Maybe later" dismisses it. */
export const SubscribeTakeover: Story = {
  parameters: { role: 'free', platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...subscribe } },
  play: async ({ canvasElement }) => {
    await stateIs(() => marker(canvasElement), 'waiting');
    await expect(marker(canvasElement)).toHaveAttribute('data-kind', 'subscribe');
    subscribe.clock.advance(120_000);
    const dialog = await body().findByRole('dialog', { name: 'Enjoying The Daily Margin?' });
    await expect(dialog).toHaveTextContent('Subscribe to get every new post in your inbox and support the work.');
    await expect(within(dialog).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await stateIs(() => marker(canvasElement), 'dismissed');
    await expect(subscribe.storage.get('takeover.subscribe.nextShownAt')).toBe(String(T0 + 120_000 + 60 * MINUTE));
  },
};

const stored = timed();
stored.storage.set('takeover.welcome.nextShownAt', String(T0 + 30 * MINUTE));

/** A next-shown time stored by an earlier visit (30 min from now) holds the popup back past the 120 s. */
export const StoredNextShownTime: Story = {
  parameters: { platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...stored } },
  play: async ({ canvasElement }) => {
    await stateIs(() => marker(canvasElement), 'waiting');
    stored.clock.advance(29 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(marker(canvasElement)).toHaveAttribute('data-state', 'waiting');
    stored.clock.advance(MINUTE);
    await stateIs(() => marker(canvasElement), 'shown');
  },
};

const paid = timed();

/** Paid subscribers get no takeover, however long they stay. */
export const PaidSeesNone: Story = {
  parameters: { role: 'paid', platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...paid } },
  play: async ({ canvasElement }) => {
    paid.clock.advance(10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(marker(canvasElement)).toBeNull();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(paid.clock.pending()).toBe(0);
  },
};

const failing = timed();

/** E58 fails: the welcome popup still shows, with the publication's name and no lists. */
export const WelcomeDataFails: Story = {
  parameters: { platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...failing }, scenario: faultOn(getWelcomePageData, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => marker(canvasElement), 'waiting');
    failing.clock.advance(120_000);
    const dialog = await body().findByRole('dialog', { name: 'Welcome to The Daily Margin' });
    await expect(within(dialog).queryByRole('heading', { name: 'Popular posts' })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};

const mobile = timed();

/** Phone width: the popup is full-screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { platform: { path: '/p/the-city-that-reads', publication: MARGIN, ...mobile } },
  play: async ({ canvasElement }) => {
    await stateIs(() => marker(canvasElement), 'waiting');
    mobile.clock.advance(120_000);
    const dialog = await body().findByRole('dialog', { name: 'Welcome to The Daily Margin' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Popular posts' })).toBeVisible());
  },
};

/** Bare view (args): the subscribe takeover, open. */
export const SubscribeView: Story = {
  render: () => <TakeoverView kind="subscribe" open publicationName="Open Water" />,
  play: async () => {
    await expect(body().getByRole('dialog', { name: 'Enjoying Open Water?' })).toBeVisible();
  },
};
