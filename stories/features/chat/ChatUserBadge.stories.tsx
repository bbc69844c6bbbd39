import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatUserBadge, chatUserBadgeKind } from '../../../src/features/chat';
import { people, roles } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatUserBadge',
  component: ChatUserBadge,
  args: { pubRole: roles.admin },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatUserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthorAdmin: Story = {
  args: { pubRole: roles.admin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Author')).toHaveAttribute('data-badge', 'author');
  },
};

export const AuthorContributor: Story = {
  args: { pubRole: roles.contributor },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Author')).toBeVisible();
  },
};

export const Founding: Story = {
  args: { pubRole: roles.founding },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founding')).toHaveAttribute('data-badge', 'founding');
    // A founding member is subscribed too, but only the founding badge shows.
    await expect(within(canvasElement).queryByText('Paid')).toBeNull();
  },
};

export const Paid: Story = {
  args: { pubRole: roles.paid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toHaveAttribute('data-badge', 'paid');
  },
};

export const FreeMemberHasNone: Story = {
  args: { pubRole: roles.free },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
    await expect(chatUserBadgeKind(null)).toBeNull();
  },
};

const rows = [
  { person: people.ada, pubRole: roles.admin },
  { person: people.carmen, pubRole: roles.contributor },
  { person: people.fiona, pubRole: roles.founding },
  { person: people.paolo, pubRole: roles.paid },
  { person: people.frances, pubRole: roles.free },
];

/** Every badge next to a name, as in the author row (light and dark). */
export const NextToNames: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none', fontFamily: 'Inter, sans-serif', fontWeight: 600 }}>
      {rows.map(({ person, pubRole }) => (
        <li key={person.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {person.name}
          <ChatUserBadge pubRole={pubRole} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-badge]')].map((el) => el.getAttribute('data-badge'));
    await expect(badges).toEqual(['author', 'author', 'founding', 'paid']);
  },
};

export const NextToNamesDark: Story = {
  ...NextToNames,
  parameters: { theme: 'dark' },
};
