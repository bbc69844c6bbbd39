import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { freeSignup } from '../../../src/api/endpoints/account';
import { SignupFlowPage } from '../../../src/features/signup';
import { expectAlert, faultOn, publicationNamed, stateIs } from '../../support';
import { expectPath, MOCK_500_TEXT, WithLocation } from './storyKit';

/**
 * The signup flow page (`/signup`) on the mock API: the e-mail step (the shared free signup, M31, E21), then the
 * welcome that `just_signed_up` shows — with the newsletters a new subscriber gets unless `skip_sections` — and
 * Continue to `next`.
 */
const pageEl = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="signup-flow"]');
const emailField = (root: HTMLElement) => within(root).getByRole('textbox', { name: /Email/ });
const margin = publicationNamed('The Daily Margin');

const meta = {
  title: 'Features/Signup/SignupFlowPage',
  component: SignupFlowPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', platform: { path: '/signup', publication: margin } },
  render: (args) => (
    <WithLocation>
      <SignupFlowPage {...args} />
    </WithLocation>
  ),
} satisfies Meta<typeof SignupFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail step, named after the publication, with Sign in. */
export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'email');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Subscribe to The Daily Margin' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** The e-mail rule: required, then the shape; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const subscribe = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.click(subscribe);
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('Email is required');
    await userEvent.type(emailField(canvasElement), 'nina.example.com');
    await userEvent.click(subscribe);
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('Email must be an email address like name@example.com');
    await expect(accountStore.emailSubscribers.some((s) => s.email.includes('nina'))).toBe(false);
  },
};

/** Signing up: the address becomes the welcome's (just_signed_up), with the default newsletters and Continue. */
export const SignsUp: Story = {
  parameters: { platform: { path: '/signup?next=%2Fp%2Fthe-city-that-reads', publication: margin } },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailField(canvasElement), 'nina@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expectPath(canvasElement, '/signup?just_signed_up=true&email=nina%40example.com&next=%2Fp%2Fthe-city-that-reads');
    await stateIs(() => pageEl(canvasElement), 'welcome');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
    await stateIs(() => canvasElement.querySelector('[data-part="signup-sections"]'), 'ready');
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a confirmation to nina@example.com.');
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The Daily Margin', 'Marginalia']);
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/p/the-city-that-reads');
    await expect(accountStore.emailSubscribers.some((s) => s.email === 'nina@example.com')).toBe(true);
  },
};

/** The signup fails: an alert with the server's words; the form stays. */
export const SignupFails: Story = {
  parameters: { scenario: faultOn(freeSignup, '500') },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailField(canvasElement), 'nina@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expectAlert(MOCK_500_TEXT);
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'email');
    await expect(emailField(canvasElement)).toHaveValue('nina@example.com');
  },
};

/** From the newsletters page: skip_sections leaves the newsletters out, Continue goes back to /newsletters. */
export const FromNewsletters: Story = {
  parameters: { platform: { path: '/signup?just_signed_up=true&email=nina%40example.com&skip_sections=true&next=%2Fnewsletters', publication: margin } },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'welcome');
    await expect(canvasElement.querySelector('[data-part="signup-sections"]')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/newsletters');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Continue' }));
    await expectPath(canvasElement, '/newsletters');
  },
};

/** Just signed up, sections not skipped: the newsletters and a link to choose others. */
export const WelcomeWithSections: Story = {
  parameters: { platform: { path: '/signup?just_signed_up=true&email=nina%40example.com', publication: margin } },
  play: async ({ canvasElement }) => {
    await stateIs(() => canvasElement.querySelector('[data-part="signup-sections"]'), 'ready');
    await expect(within(canvasElement).getByRole('link', { name: 'Choose newsletters' })).toHaveAttribute('href', '/newsletters');
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

/** A `next` off this site is dropped: Continue goes home. */
export const NextOffSite: Story = {
  parameters: { platform: { path: '/signup?just_signed_up=true&skip_sections=true&next=%2F%2Fevil.example.com', publication: margin } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Check your inbox for a confirmation email.');
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

/** Phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'email');
  },
};
