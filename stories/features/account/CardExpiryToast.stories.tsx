import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { getSubscription } from '../../../src/api/endpoints/account';
import { CARD_TOAST_DISMISSED_KEY, CardExpiryToast } from '../../../src/features/account';
import { createFrozenClock } from '../../../src/platform/clock';
import { createMemoryStorage } from '../../../src/platform/storage';
import { faultOn, publicationNamed } from '../../support';
import { refusingStorage } from '../../support/storage';

const MARGIN = publicationNamed('The Daily Margin');
const NOW = new Date(MOCK_NOW).getTime();
const DAY = 86_400_000;

const meta = {
  title: 'Features/Account/CardExpiryToast',
  component: CardExpiryToast,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { publication: MARGIN } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardExpiryToast>;
export default meta;
type Story = StoryObj<typeof meta>;

const toast = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="card-expiry-toast"]');
/** Lets the answers arrive before asserting that nothing is shown. */
const settle = () => new Promise((r) => setTimeout(r, 300));

const expiringStorage = createMemoryStorage(createFrozenClock(MOCK_NOW));
/**
 * Paid monthly on The Daily Margin: the card ends in 8 days, before the renewal in 25. Dismiss hides it and stores the
 * time for a week.
 */
export const CardExpiring: Story = {
  parameters: { platform: { publication: MARGIN, storage: expiringStorage } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Card expiry notice' });
    await expect(region).toHaveTextContent('Your card ending 4242 expires on Nov 29, 2026, before your next payment.');
    await expect(within(region).getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/account/billing');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toast(canvasElement)).toBeNull());
    await expect(expiringStorage.get(CARD_TOAST_DISMISSED_KEY)).toBe(String(NOW));
  },
};

/** Past due with an expired card (Overdue Press): the expired wording. */
export const CardExpired: Story = {
  args: { publicationId: 65 },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Card expiry notice' });
    await expect(region).toHaveTextContent('Your card has expired. Update it to keep your subscription.');
    await expect(region).toHaveAttribute('data-state', 'expired');
  },
};

/** Dismissed three days ago: still hidden (one week). */
export const DismissedThisWeek: Story = {
  parameters: {
    platform: { publication: MARGIN, storage: createMemoryStorage(createFrozenClock(MOCK_NOW), { [CARD_TOAST_DISMISSED_KEY]: String(NOW - 3 * DAY) }) },
  },
  play: async ({ canvasElement }) => {
    await settle();
    await expect(toast(canvasElement)).toBeNull();
  },
};

/** Dismissed eight days ago: shown again. */
export const DismissedLastWeekShowsAgain: Story = {
  parameters: {
    platform: { publication: MARGIN, storage: createMemoryStorage(createFrozenClock(MOCK_NOW), { [CARD_TOAST_DISMISSED_KEY]: String(NOW - 8 * DAY) }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Card expiry notice' })).toBeVisible();
  },
};

/** Storage throws (blocked, private mode): the toast still shows, and Dismiss still hides it for this visit. */
export const StorageUnavailable: Story = {
  parameters: { platform: { publication: MARGIN, storage: refusingStorage } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Card expiry notice' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toast(canvasElement)).toBeNull());
  },
};

/** The founding reader's card lasts two more years: nothing shown. */
export const CardFine: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await settle();
    await expect(toast(canvasElement)).toBeNull();
  },
};

/** A free reader pays nothing: nothing shown. */
export const FreeReader: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await settle();
    await expect(toast(canvasElement)).toBeNull();
  },
};

/** E14 fails: the toast stays hidden (a warning is not worth an error). */
export const SubscriptionReadFails: Story = {
  parameters: { scenario: faultOn(getSubscription, '500') },
  play: async ({ canvasElement }) => {
    await settle();
    await expect(toast(canvasElement)).toBeNull();
  },
};

/** Phone (375 px), pinned to the window's bottom corner as an app mounts it. */
export const Phone: Story = {
  args: { placement: 'corner' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Card expiry notice' })).toBeVisible();
  },
};
