import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatBlockedNotice, chatBlockedRelations } from '../../../src/features/chat';

const meta = {
  title: 'Features/Chat/ChatBlockedNotice',
  component: ChatBlockedNotice,
  args: { relation: 'blocked_you' },
  argTypes: { relation: { control: 'inline-radio', options: chatBlockedRelations } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBlockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlockedYou: Story = {
  args: { relation: 'blocked_you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person blocked you')).toBeVisible();
    await expect(canvasElement.querySelector('[data-relation="blocked_you"]')).not.toBeNull();
  },
};

export const YouBlocked: Story = {
  args: { relation: 'you_blocked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person is blocked')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { relation: 'you_blocked' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person is blocked')).toBeVisible();
  },
};
