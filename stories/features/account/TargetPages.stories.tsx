import { createMemoryNavigation } from '../../../src/platform/navigation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getCardLast4, listSubscriptions } from '../../../src/api/endpoints/account';
import { BillingPage, EmailTestPage, LegacyAccountPage } from '../../../src/features/account';
import { faultOn, publicationNamed, ready } from '../../support';

const MARGIN = publicationNamed('The Daily Margin');

const meta = {
  title: 'Features/Account/TargetPages',
  component: BillingPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/account/billing', publication: MARGIN } },
} satisfies Meta<typeof BillingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Billing for the paid reader: the card (expiring soon) and the next payment. */
export const Billing: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'billing');
    const canvas = within(page);
    await expect(await canvas.findByText('Visa ending 4242')).toBeVisible();
    await expect(canvas.getByText('Expires Nov 29, 2026')).toBeVisible();
    await expect(page.querySelector('[data-part="next-payment"]')).toHaveTextContent('$6 on Dec 16, 2026');
    await expect(canvas.getByRole('link', { name: 'Back to account settings' })).toHaveAttribute('href', '/account/settings?tab=subscription');
  },
};

/** Billing for the founding reader. */
export const BillingFounding: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'billing');
    await expect(await within(page).findByText('Amex ending 0005')).toBeVisible();
  },
};

/** A free reader has no card and nothing to pay. */
export const BillingFree: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'billing');
    await expect(await within(page).findByText('No saved card.')).toBeVisible();
    await expect(within(page).getByText('Nothing to pay.')).toBeVisible();
  },
};

/** E18 fails: the reason and Try again. */
export const BillingFails: Story = {
  parameters: { scenario: faultOn(getCardLast4, '500') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const billingSignedOut = createMemoryNavigation('/account/billing');
/** Signed out: to /login, back to billing after. */
export const BillingSignedOut: Story = {
  parameters: { role: 'anonymous', platform: { path: '/account/billing', navigation: billingSignedOut } },
  play: async () => {
    await waitFor(() => expect(billingSignedOut.location().pathname).toBe('/login'));
    await expect(new URLSearchParams(billingSignedOut.location().search).get('next')).toBe('/account/billing');
  },
};

/** Email delivery help with the reader's address and the steps. */
export const EmailTest: Story = {
  render: () => <EmailTestPage />,
  parameters: { platform: { path: '/account/email-test', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'email-test');
    await expect(page).toHaveTextContent('We send your newsletters to paolo@example.com.');
    await expect(within(page).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(page).getByRole('link', { name: 'Check that your newsletters are switched on in account settings.' })).toHaveAttribute(
      'href',
      '/account/settings?tab=newsletters',
    );
  },
};

/** The legacy account page: the reader, their subscriptions, a link to the new settings. */
export const LegacyAccount: Story = {
  render: () => <LegacyAccountPage />,
  parameters: { platform: { path: '/account', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'legacy-account');
    await expect(page).toHaveTextContent('Signed in as Paolo Paid');
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    await expect(within(page).getByRole('link', { name: 'Open account settings' })).toHaveAttribute('href', '/account/settings');
  },
};

/** The legacy page for a free reader. */
export const LegacyAccountFree: Story = {
  render: () => <LegacyAccountPage />,
  parameters: { role: 'free', platform: { path: '/account', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'legacy-account');
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    await expect(page).toHaveTextContent('Signed in as Frances Free');
  },
};

/** E16 fails on the legacy page. */
export const LegacyAccountFails: Story = {
  render: () => <LegacyAccountPage />,
  parameters: { platform: { path: '/account', publication: MARGIN }, scenario: faultOn(listSubscriptions, '500') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal server error')).toBeVisible();
  },
};

/** Phone (375 px): billing. */
export const BillingPhone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'billing');
    await expect(await within(page).findByText('Visa ending 4242')).toBeVisible();
  },
};
