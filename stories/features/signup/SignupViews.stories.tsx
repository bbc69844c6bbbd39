import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSignupForm, LoginPageView, SignupFlowView } from '../../../src/features/signup';

/**
 * The signup area's bare views from args, for hosts with their own data layer: the shared e-mail form (M31's form),
 * the login page and the signup flow page.
 */
const meta = {
  title: 'Features/Signup/SignupViews',
  component: EmailSignupForm,
  args: { submitLabel: 'Subscribe', submitting: false, onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <EmailSignupForm {...args} />
    </div>
  ),
} satisfies Meta<typeof EmailSignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared form: the rule first, then the trimmed address. */
export const EmailForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), '  reader@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('reader@example.com');
  },
};

export const EmailFormSubmitting: Story = {
  args: { submitting: true, defaultEmail: 'reader@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'true');
  },
};

const loginHandlers = { onSubmit: fn(), onResend: fn(), onChangeEmail: fn(), onEdit: fn(), continueHref: '/', signupHref: '/signup' };

export const LoginSending: Story = {
  render: () => (
    <LoginPageView state={{ name: 'sending', email: 'frances@example.com', resend: false }} defaultEmail="frances@example.com" {...loginHandlers} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Email me a sign-in link' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoginSent: Story = {
  render: () => <LoginPageView state={{ name: 'sent', email: 'frances@example.com', resent: true, failure: null }} {...loginHandlers} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sent again. Check your inbox and your spam folder.')).toBeVisible();
  },
};

export const SignupWelcome: Story = {
  render: () => (
    <SignupFlowView
      step="welcome"
      email="nina@example.com"
      sections={{ status: 'ready', names: ['The Courier', 'Long Reads'] }}
      continueHref="/"
      manageHref="/newsletters"
      signInHref="/login"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const SignupSectionsLoading: Story = {
  render: () => (
    <SignupFlowView
      step="welcome"
      email="nina@example.com"
      sections={{ status: 'loading', names: [] }}
      continueHref="/"
      manageHref="/newsletters"
      signInHref="/login"
    />
  ),
};
