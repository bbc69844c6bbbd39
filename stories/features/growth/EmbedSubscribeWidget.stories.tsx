import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { core } from '../../../mocks/db/core';
import { freeSignup, requestSubscription } from '../../../src/api/endpoints/account';
import { getWelcomePageData } from '../../../src/api/endpoints/growth';
import { EmbedSubscribeWidget } from '../../../src/features/growth';
import { expectAlert, faultOn, publicationNamed, ready, stateIs } from '../../support';

/**
 * The subscribe widget (`/embed`) on the mock API. The publication is the one the site serves: The Daily Margin by
 * default, The Inner Circle (invite-only, M60) when the API is asked on `innercircle.example.com`.
 */
const T173 = 'Requested';
const T178 = 'Failed to request a subscription';
const INNER_CIRCLE = { apiBaseUrl: publicationNamed('The Inner Circle').baseUrl };

const widget = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="embed-subscribe-widget"]')!;

async function typeAndSend(root: HTMLElement, email: string, button: string) {
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

const meta = {
  title: 'Features/Growth/EmbedSubscribeWidget',
  component: EmbedSubscribeWidget,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/embed' } },
} satisfies Meta<typeof EmbedSubscribeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous reader on another site: logo, name, tagline, meta line, the e-mail signup, terms and privacy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Daily Margin' })).toBeVisible();
    await expect(canvas.getByText('Books, cities and the people who make them.')).toBeVisible();
    await expect(canvas.getByText('By Ada Admin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', 'https://dailymargin.example.com/tos');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://dailymargin.example.com/privacy');
    await expect(canvas.queryByRole('link', { name: 'Sign out' })).toBeNull();
  },
};

/** idle → submitting → subscribed: "Check your email", and the mock now has the subscriber. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'new.reader@example.com', 'Subscribe');
    await stateIs(() => widget(canvasElement), 'subscribed');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your email');
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a confirmation to new.reader@example.com.');
    await expect(accountStore.emailSubscribers.some((s) => s.email === 'new.reader@example.com')).toBe(true);
  },
};

/** An address that breaks the e-mail rule is refused in the form: no call, the field says why. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    const before = accountStore.emailSubscribers.length;
    await typeAndSend(canvasElement, 'not-an-address', 'Subscribe');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(widget(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(accountStore.emailSubscribers.length).toBe(before);
  },
};

/** The signup fails on the server: its words in an alert, then the form is back with the address kept. */
export const SignupFails: Story = {
  parameters: { scenario: faultOn(freeSignup, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'new.reader@example.com', 'Subscribe');
    await expectAlert('Internal server error');
    await stateIs(() => widget(canvasElement), 'idle');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toHaveValue('new.reader@example.com');
  },
};

/** An unreadable answer to the signup: the signup's own text (the spec shows none of its own). */
export const SignupAnswerUnreadable: Story = {
  parameters: { scenario: faultOn(freeSignup, 'malformed') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'new.reader@example.com', 'Subscribe');
    await expectAlert('We could not sign you up just now. Please try again.');
    await stateIs(() => widget(canvasElement), 'idle');
  },
};

/** A signed-in reader: "Signed in as …" with a sign-out link on the publication's site. */
export const SignedIn: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Signed in as Frances Free\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', 'https://dailymargin.example.com/sign-out');
  },
};

/** A publication with its own terms: the terms link names it. */
export const CustomTerms: Story = {
  beforeEach: () => {
    core.publications.find((p) => p.name === 'The Daily Margin')!.has_custom_tos = true;
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await expect(within(canvasElement).getByRole('link', { name: 'The Daily Margin’s Terms of Use' })).toHaveAttribute(
      'href',
      'https://dailymargin.example.com/tos',
    );
  },
};

/** Invite-only (M60 idle): the request form instead of the signup. */
export const InviteOnly: Story = {
  parameters: { platform: { path: '/embed', ...INNER_CIRCLE } },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Inner Circle' })).toBeVisible();
    await expect(canvas.getByText('This publication is invite-only. Ask to join and the author will review your request.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request to subscribe' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};

/** M60 idle → loading → requested: the button reads "Requested" (T173), the input is disabled, the mock holds the request. */
export const Requested: Story = {
  parameters: { platform: { path: '/embed', ...INNER_CIRCLE } },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'hopeful@example.com', 'Request to subscribe');
    await stateIs(() => widget(canvasElement), 'requested');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T173 })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your request is in. You will hear back at hopeful@example.com.');
    await expect(accountStore.subscriptionRequests.some((r) => r.email === 'hopeful@example.com' && r.status === 'pending')).toBe(true);
  },
};

/** M60 loading → failed with no words (an unreadable answer): "Failed to request a subscription" (T178), then idle again. */
export const RequestFails: Story = {
  parameters: { platform: { path: '/embed', ...INNER_CIRCLE }, scenario: faultOn(requestSubscription, 'malformed') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'hopeful@example.com', 'Request to subscribe');
    await expectAlert(T178);
    await stateIs(() => widget(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Request to subscribe' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

/** M60 failed with the server's words (500): those words, then idle. */
export const RequestServerError: Story = {
  parameters: { platform: { path: '/embed', ...INNER_CIRCLE }, scenario: faultOn(requestSubscription, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'hopeful@example.com', 'Request to subscribe');
    await expectAlert('Internal server error');
    await stateIs(() => widget(canvasElement), 'idle');
  },
};

/** M60 failed offline: the shared network text, then idle. */
export const RequestOffline: Story = {
  parameters: { platform: { path: '/embed', ...INNER_CIRCLE }, scenario: faultOn(requestSubscription, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'idle');
    await typeAndSend(canvasElement, 'hopeful@example.com', 'Request to subscribe');
    await expectAlert('We could not reach the server. Check your connection and try again.');
    await stateIs(() => widget(canvasElement), 'idle');
  },
};

/** The publication cannot be loaded: the error state with Try again, which loads it once the server answers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getWelcomePageData, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => widget(canvasElement), 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Internal server error')).toBeVisible();
  },
};

/** At 375 px the field and the button stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'embed-subscribe-widget');
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom - 1));
  },
};
