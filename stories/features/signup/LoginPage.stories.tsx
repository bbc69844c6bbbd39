import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { mockNow } from '../../../mocks/clock';
import { setScenario } from '../../../mocks/scenario';
import { requestLoginLink } from '../../../src/api/endpoints/account';
import { LoginPage } from '../../../src/features/signup';
import { faultOn, stateIs } from '../../support';

/**
 * The login page (`/login`) on the mock API: an e-mail, a one-time sign-in link (P29), "Check your email". The mock
 * always says "sent" (no account probing) and refuses a fourth link for the same address within 10 minutes.
 */
const pageEl = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="login-page"]');
const emailField = (root: HTMLElement) => within(root).getByRole('textbox', { name: /Email/ });
const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Email me a sign-in link' }));

async function requestLink(root: HTMLElement, email: string) {
  await userEvent.type(emailField(root), email);
  await submit(root);
  await stateIs(() => pageEl(root), 'sent');
}

const meta = {
  title: 'Features/Signup/LoginPage',
  component: LoginPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', platform: { path: '/login?next=%2Fnewsletters' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, and a way to create an account that keeps `next`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'editing');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fnewsletters');
  },
};

/** The e-mail rule names the field and the rule; typing clears the message. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('Email is required');
    await expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(emailField(canvasElement), 'frances@example');
    await expect(emailField(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    await submit(canvasElement);
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('Email must be an email address like name@example.com');
    await expect(accountStore.loginLinks).toHaveLength(0);
  },
};

/** A link goes out: "Check your email", naming the address; the server has it, landing on `next`. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, ' Frances@Example.com ');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a sign-in link to Frances@Example.com. Open it on this device to continue.');
    await expect(accountStore.loginLinks).toEqual([{ email: 'frances@example.com', next: '/newsletters', at: mockNow().toISOString() }]);
  },
};

/** Send it again: a second link, and a quiet confirmation. */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, 'frances@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send it again' }));
    await expect(await within(canvasElement).findByText('Sent again. Check your inbox and your spam folder.')).toBeVisible();
    await expect(accountStore.loginLinks).toHaveLength(2);
  },
};

/** Use a different email: back to the form. */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, 'frances@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use a different email' }));
    await stateIs(() => pageEl(canvasElement), 'editing');
    await expect(emailField(canvasElement)).toBeVisible();
  },
};

/** Too many links for the address (429): the server's words, in the form. */
export const TooManyLinks: Story = {
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 3; i++) accountStore.loginLinks.push({ email: 'busy@example.com', next: null, at: mockNow().toISOString() });
    await userEvent.type(emailField(canvasElement), 'busy@example.com');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many sign-in links were requested for this email. Please wait a few minutes and try again.',
    );
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

/** The server fails (500): our text, not the server's; the form stays with the address. */
export const ServerFails: Story = {
  parameters: { scenario: faultOn(requestLoginLink, '500') },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailField(canvasElement), 'frances@example.com');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not send a sign-in link just now. Please try again.');
    await expect(emailField(canvasElement)).toHaveValue('frances@example.com');
  },
};

/** Offline: the shared network text. */
export const Offline: Story = {
  parameters: { scenario: faultOn(requestLoginLink, 'network') },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailField(canvasElement), 'frances@example.com');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

/** Resending fails: the sent screen says why and stays. */
export const ResendFails: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, 'frances@example.com');
    setScenario({ viewer: 'anonymous', ...faultOn(requestLoginLink, '500') });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send it again' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not send a sign-in link just now. Please try again.');
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'sent');
  },
};

/** Already signed in: who, and Continue to `next`. */
export const SignedIn: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'signed-in');
    await expect(within(canvasElement).getByText('You’re signed in as Frances Free.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/newsletters');
  },
};

/** A `next` off this site is dropped (no open redirect): Continue goes home. */
export const NextOffSite: Story = {
  parameters: { role: 'free', platform: { path: '/login?next=https%3A%2F%2Fevil.example.com%2F' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

/** Phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('Email is required');
  },
};
