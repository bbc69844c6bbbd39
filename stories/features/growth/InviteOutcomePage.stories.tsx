import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InviteOutcomePage } from '../../../src/features/growth';

/** The static pages an invite ends on: `/invite-success/{id}` and `/invite-rejected/{id}`. */
const meta = {
  title: 'Features/Growth/InviteOutcomePage',
  component: InviteOutcomePage,
  parameters: { layout: 'fullscreen' },
  args: { outcome: 'success' },
} satisfies Meta<typeof InviteOutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You’re in!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Rejected: Story = {
  args: { outcome: 'rejected' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This invite is no longer valid' })).toBeVisible();
    await expect(canvas.getByText('Ask the person who invited you to send a new one.')).toBeVisible();
  },
};
