import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { chatReactionSet } from '../../../src/api/schemas/community';
import { ChatReactionIcon } from '../../../src/features/chat';
import { vars } from '../../../src/theme/contract.css';

const meta = {
  title: 'Features/Chat/ChatReactionIcon',
  component: ChatReactionIcon,
  args: { reaction: '❤' },
  argTypes: { reaction: { control: 'inline-radio', options: chatReactionSet } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatReactionIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reaction set (❤ 👍 😂 😮 😢) drawn in the one icon family, at the pill size and the picker size. */
export const ReactionSet: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['button', 'tab'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 16, color: vars.color.textMuted }} data-size={size}>
          {chatReactionSet.map((reaction) => (
            <ChatReactionIcon key={reaction} reaction={reaction} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-size]');
    await expect(rows[0]!.querySelectorAll('svg')).toHaveLength(5);
    await expect(rows[0]!.querySelector('svg')).toHaveAttribute('width', '20');
    await expect(rows[1]!.querySelector('svg')).toHaveAttribute('width', '24');
    // Decorative: the control around an icon names the reaction.
    await expect(rows[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The reader's own heart is filled. */
export const OwnHeart: Story = {
  args: { reaction: '❤', filled: true, size: 'tab' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  },
};

export const ReactionSetDark: Story = {
  ...ReactionSet,
  parameters: { theme: 'dark' },
};
