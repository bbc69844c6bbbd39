import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewItemsPill } from '../../src/ui/NewItemsPill';

const meta = {
  title: 'UI/NewItemsPill',
  component: NewItemsPill,
  args: { count: 3, label: '3 new posts', onShow: fn(), part: 'new-items' },
  // The pill sits in a sticky bar of no height at the top of a list: a few rows under it show that it moves nothing.
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 480 }}>
        <Story />
        {['First item', 'Second item', 'Third item'].map((text) => (
          <p key={text} style={{ margin: 0, paddingBlock: 16, borderBlockEnd: '1px solid currentColor' }}>
            {text}
          </p>
        ))}
      </div>
    ),
  ],
} satisfies Meta<typeof NewItemsPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewItems: Story = {
  play: async ({ canvasElement, args }) => {
    const pill = within(canvasElement).getByRole('button', { name: '3 new posts' });
    await expect(pill).toHaveAttribute('data-part', 'new-items');
    await userEvent.click(pill);
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const OneNewComment: Story = {
  args: { count: 1, label: '1 new comment' },
  play: async ({ canvasElement, args }) => {
    const pill = within(canvasElement).getByRole('button', { name: '1 new comment' });
    pill.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const NothingNew: Story = {
  args: { count: 0, label: '0 new posts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '3 new posts' })).toBeVisible();
  },
};
