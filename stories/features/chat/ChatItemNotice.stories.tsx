import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatItemNotice, chatItemNoticeKinds } from '../../../src/features/chat';
import { atRest } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatItemNotice',
  component: ChatItemNotice,
  args: { kind: 'reported', item: 'thread' },
  argTypes: {
    kind: { control: 'inline-radio', options: chatItemNoticeKinds },
    item: { control: 'inline-radio', options: ['thread', 'reply'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatItemNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportedThread: Story = {
  args: { kind: 'reported', item: 'thread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You reported this thread')).toBeVisible();
  },
};

export const ReportedReply: Story = {
  args: { kind: 'reported', item: 'reply' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You reported this reply')).toBeVisible();
  },
};

export const ThreadUnavailable: Story = {
  args: { kind: 'unavailable', item: 'thread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This thread is not available')).toBeVisible();
  },
};

export const ReplyUnavailable: Story = {
  args: { kind: 'unavailable', item: 'reply' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This reply is not available')).toBeVisible();
  },
};

export const NotDelivered: Story = {
  args: { kind: 'notDelivered', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not delivered')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    atRest(canvasElement);
  },
};

export const NotDeliveredWithoutRetry: Story = {
  args: { kind: 'notDelivered' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not delivered')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ChatItemNotice kind="reported" item="thread" />
      <ChatItemNotice kind="unavailable" item="reply" />
      <ChatItemNotice kind="notDelivered" onRetry={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="item-notice"]')).toHaveLength(3);
  },
};
