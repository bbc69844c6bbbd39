import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthorFollowButtonView } from '../../../src/features/follow';

/** The bare toggle, for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/Follow/AuthorFollowButtonView',
  component: AuthorFollowButtonView,
  args: { state: 'not_following', following: false, authorName: 'Carmen Contributor', onToggle: fn() },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <AuthorFollowButtonView {...args} />
    </div>
  ),
} satisfies Meta<typeof AuthorFollowButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Notified' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Following: Story = {
  args: { state: 'following', following: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notified' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Get Notified' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { state: 'following', following: true }, parameters: { theme: 'dark' } };
