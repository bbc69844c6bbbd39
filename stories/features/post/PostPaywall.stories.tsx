import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paywallVariants, PostPaywall } from '../../../src/features/post';

/** The paywall box (`post-paywall`), one story per variant. */
const meta = {
  title: 'Features/Post/PostPaywall',
  component: PostPaywall,
  args: { variant: 'subscribe', needed: 'paid', publicationName: 'The Daily Margin', onAction: fn(), onSignIn: fn() },
  argTypes: { variant: { control: 'select', options: paywallVariants }, needed: { control: 'select', options: ['free', 'paid', 'founding'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 728, padding: 24, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostPaywall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payments on, a paid post: Subscribe, and sign-in for signed-out readers. */
export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This post is for paid subscribers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Already a subscriber? Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Founding: Story = {
  args: { variant: 'founding', needed: 'founding' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Become a founding member' })).toBeVisible();
  },
};

export const UpgradeToFounding: Story = {
  args: { variant: 'upgrade', needed: 'founding', onSignIn: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You’re a paid subscriber of The Daily Margin/)).toBeVisible();
  },
};

export const Pledge: Story = {
  args: { variant: 'pledge', publicationName: 'Field Notes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pledge your support' })).toBeVisible();
  },
};

export const FreeSignup: Story = {
  args: { variant: 'signup', needed: 'free' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This post is for subscribers' })).toBeVisible();
  },
};

export const InviteOnly: Story = {
  args: { variant: 'invite_only', publicationName: 'The Inner Circle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request an invitation' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};
