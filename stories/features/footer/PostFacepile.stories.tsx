import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostFacepile } from '../../../src/features/footer';

const people = [
  { id: 102, name: 'Paolo Paid', photo_url: '/mock-assets/avatars/avatar-1.png' },
  { id: 103, name: 'Fiona Founding', photo_url: '/mock-assets/avatars/avatar-2.png' },
  { id: 201, name: 'Rosa Reader', photo_url: null },
  { id: 202, name: 'Tom Turner', photo_url: '/mock-assets/avatars/avatar-3.png' },
];

const meta = {
  title: 'Features/Footer/PostFacepile',
  component: PostFacepile,
  args: { status: 'ready', reactors: people.slice(0, 3), restackers: [people[3]!, people[0]!] },
  decorators: [(Story) => <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof PostFacepile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reactors then restackers, each once: 3 faces and "+1 other"; the first two likers named. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '4 people' })).toBeVisible();
    await expect(canvas.getByText('Liked by Paolo Paid, Fiona Founding')).toBeVisible();
  },
};

/** Loading: a skeleton of the same size. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading who liked this post' })).toBeVisible();
  },
};

/** Only restackers. */
export const RestackersOnly: Story = {
  args: { reactors: [], restackers: [people[3]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Restacked by Tom Turner')).toBeVisible();
  },
};

/** Optimistic reactor names lead the text (an admin's like shows the author's name). */
export const ReactorNames: Story = {
  args: { reactorNames: ['Ada Admin', 'Paolo Paid'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Liked by Ada Admin, Paolo Paid')).toBeVisible();
  },
};

/** Nobody yet: nothing renders. */
export const Empty: Story = {
  args: { reactors: [], restackers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-facepile"]')).toBeNull();
  },
};
