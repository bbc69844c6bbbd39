import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { growthStore } from '../../../mocks/db/growth';
import { viewersByRole } from '../../../mocks/viewers';
import { GiftModal, GiftModalView } from '../../../src/features/post';
import { createManualClock } from '../../../src/platform/clock';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { createViralGiftForEmail } from '../../../src/api/endpoints/growth';
import { body, faultOn, stateIs } from '../../support';

/**
 * The gift modal on a post page, on the mock API (E72 `POST /api/v1/viral_gifts/create_for_email`, which refuses emails
 * with "+" and emails that already have a gift, e.g. `already-gifted@example.com`). The viewer is a paid subscriber
 * (Paolo, paolo@example.com) on The Daily Margin.
 */
const T181 = 'Something went wrong';
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };
const POST_PATH = '/p/the-city-that-reads';

const modal = () => document.body.querySelector<HTMLElement>('[data-part="gift-modal"]');

const meta = {
  title: 'Features/Post/GiftModal',
  component: GiftModal,
  tags: ['!autodocs'],
  args: { variant: 'duration_focused' },
  parameters: { role: 'paid', platform: { path: POST_PATH, publication: MARGIN } },
} satisfies Meta<typeof GiftModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `duration_focused`: the claim step speaks of the month. */
export const DurationFocused: Story = {
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await expect(body().getByRole('dialog', { name: 'Claim 1 free month of The Daily Margin' })).toBeVisible();
    await expect(body().getByText('Read every paid post for 1 month. No card needed.')).toBeVisible();
  },
};

/** `value_focused`, 3 months. */
export const ValueFocused: Story = {
  args: { variant: 'value_focused', months: 3 },
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await expect(body().getByRole('dialog', { name: 'A gift for you: every paid post of The Daily Margin, on us' })).toBeVisible();
    await expect(body().getByText('Paid posts, the archive and the community, free for 3 months. No card needed.')).toBeVisible();
  },
};

/** The `?exp_gift_modal=` query overrides the assigned variant (G31). */
export const VariantFromQuery: Story = {
  args: { variant: 'control' },
  parameters: { platform: { path: `${POST_PATH}?exp_gift_modal=value_focused`, publication: MARGIN } },
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await expect(modal()).toHaveAttribute('data-variant', 'value_focused');
  },
};

/** Guard 1: the `control` variant sees no modal. */
export const ControlVariantHidden: Story = {
  args: { variant: 'control' },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(modal()).toBeNull();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Guard 2: a month count below 1 shows no modal. */
export const ZeroMonthsHidden: Story = {
  args: { months: 0 },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Guard 3: a reader whose email has a "+" sees no modal. */
export const PlusEmailHidden: Story = {
  parameters: {
    platform: { path: POST_PATH, publication: MARGIN, viewer: { role: 'paid', user: { ...viewersByRole.paid.user!, email: 'paolo+news@example.com' } } },
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

const flowClock = createManualClock(MOCK_NOW);
const flowNavigation = createMemoryNavigation(`${POST_PATH}?just_subscribed=true`);

/** claim → email (the reader's own, ready) → subscribed → after 1 s the redirect (on a fast-forwarded clock). */
export const ClaimFlow: Story = {
  parameters: { platform: { publication: MARGIN, clock: flowClock, navigation: flowNavigation } },
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await userEvent.click(body().getByRole('button', { name: 'Claim gift' }));
    await stateIs(modal, 'enter_email');
    await expect(body().getByRole('textbox', { name: /Email/ })).toHaveValue('paolo@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Start my gift' }));
    await stateIs(modal, 'subscribed');
    await expect(body().getByRole('dialog', { name: 'You’re subscribed!' })).toBeVisible();
    await expect(growthStore.emailGifts.some((g) => g.email === 'paolo@example.com' && g.months === 1)).toBe(true);
    flowClock.advance(999);
    await expect(flowNavigation.location().search).toBe('?just_subscribed=true');
    flowClock.advance(1);
    await waitFor(() => expect(flowNavigation.location()).toMatchObject({ pathname: POST_PATH, search: '' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A failure without a server text (network): "Something went wrong" (T181); back on the email step, the email kept. */
export const ClaimFails: Story = {
  parameters: { scenario: faultOn(createViralGiftForEmail, 'network') },
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await userEvent.click(body().getByRole('button', { name: 'Claim gift' }));
    await userEvent.click(await body().findByRole('button', { name: 'Start my gift' }));
    await stateIs(modal, 'enter_email');
    const alert = await body().findByRole('alert');
    await expect(alert.textContent).toBe(T181);
    await expect(body().getByRole('textbox', { name: /Email/ })).toHaveValue('paolo@example.com');
    await expect(growthStore.emailGifts.some((g) => g.email === 'paolo@example.com')).toBe(false);
    // Editing clears the error.
    await userEvent.type(body().getByRole('textbox', { name: /Email/ }), 'x');
    await expect(body().queryByRole('alert')).toBeNull();
  },
};

/** The server refuses with its own text (an email with "+" typed in the field): that text is shown. */
export const ClaimRefused: Story = {
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await userEvent.click(body().getByRole('button', { name: 'Claim gift' }));
    const field = await body().findByRole('textbox', { name: /Email/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'paolo+gift@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Start my gift' }));
    await stateIs(modal, 'enter_email');
    await expect(await body().findByRole('alert')).toHaveTextContent('Emails with a “+” can’t receive a gift. Please use another address.');
  },
};

/** Closing the claim step closes the modal. */
export const Dismissed: Story = {
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Phone width: the dialog is full-screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async () => {
    await stateIs(modal, 'claim_gift');
    await userEvent.click(body().getByRole('button', { name: 'Claim gift' }));
    await stateIs(modal, 'enter_email');
  },
};

/** Bare view (args): the claim running. */
export const SubscribingView: Story = {
  render: () => (
    <GiftModalView state={{ name: 'subscribing', email: 'paolo@example.com' }} variant="duration_focused" months={1} publicationName="The Daily Margin" />
  ),
  play: async () => {
    await expect(body().getByRole('button', { name: 'Start my gift' })).toHaveAttribute('aria-busy', 'true');
    await expect(body().getByRole('textbox', { name: /Email/ })).toBeDisabled();
  },
};
