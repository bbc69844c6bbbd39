import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chatAudiences } from '../../../src/api/schemas/community';
import { ChatAudienceLabel } from '../../../src/features/chat';

const meta = {
  title: 'Features/Chat/ChatAudienceLabel',
  component: ChatAudienceLabel,
  args: { audience: 'only_paid' },
  argTypes: { audience: { control: 'select', options: chatAudiences } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatAudienceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidSubscribersOnly: Story = {
  args: { audience: 'only_paid' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Paid subscribers only');
    await expect(label).toHaveAttribute('data-audience', 'only_paid');
  },
};

export const PaidSubscriberReplies: Story = {
  args: { audience: 'only_paid_replies' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid subscriber replies')).toBeVisible();
  },
};

export const FoundingMembersOnly: Story = {
  args: { audience: 'only_founding' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founding members only')).toBeVisible();
  },
};

export const FoundingMemberReplies: Story = {
  args: { audience: 'only_founding_replies' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founding member replies')).toBeVisible();
  },
};

/** Threads open to every subscriber carry no label at all. */
export const AllSubscribers: Story = {
  args: { audience: 'all_subscribers' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="audience-label"]')).toBeNull();
  },
};

/** All five audiences in a column, the way they read above threads. */
export const Every: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
      {chatAudiences.map((audience) => (
        <li key={audience} data-audience-row={audience}>
          <ChatAudienceLabel audience={audience} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-part="audience-label"]')].map((el) => el.textContent);
    await expect(labels).toEqual(['Paid subscribers only', 'Paid subscriber replies', 'Founding members only', 'Founding member replies']);
    await expect(canvasElement.querySelector('[data-audience-row="all_subscribers"]')?.textContent).toBe('');
  },
};

/**
 * The same label as a badge (`appearance="badge"`: list rows, permalinks, snippets): filled in the tier's colour when
 * the audience limits reading, outlined when it limits only replies; nothing for all subscribers.
 */
export const EveryAsBadge: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
      {chatAudiences.map((audience) => (
        <li key={audience} data-audience-row={audience}>
          <ChatAudienceLabel audience={audience} appearance="badge" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-part="badge"]')];
    await expect(badges.map((el) => [el.textContent, el.getAttribute('data-variant')])).toEqual([
      ['Paid subscribers only', 'paid'],
      ['Paid subscriber replies', 'outline'],
      ['Founding members only', 'founding'],
      ['Founding member replies', 'outline'],
    ]);
    await expect(canvasElement.querySelector('[data-audience-row="all_subscribers"]')?.textContent).toBe('');
  },
};
