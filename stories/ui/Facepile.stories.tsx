import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Facepile, type FacepilePerson } from '../../src/ui/Avatar';
import { svgImageUrl } from '../support';

/** A tiny inline portrait (an SVG drawn here, as a blob URL: no network). */
function portrait(background: string, skin: string, hair: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="34" r="15" fill="${skin}"/><path d="M24 32c0-11 7-18 16-18s16 7 16 18c-3-6-9-9-16-9s-13 3-16 9z" fill="${hair}"/><path d="M12 80c2-16 14-24 28-24s26 8 28 24z" fill="${shirt}"/></svg>`;
  return svgImageUrl(svg);
}

const people: FacepilePerson[] = [
  { id: 'u1', name: 'Ada Lovelace', src: portrait('#f3d9c6', '#e8b894', '#3b2a20', '#2f5d62') },
  { id: 'u2', name: 'Grace Hopper', src: portrait('#d6e4f0', '#c98e6b', '#1f1f1f', '#7a3b52') },
  { id: 'u3', name: 'Alan Turing' },
  { id: 'u4', name: 'Katherine Johnson', src: portrait('#e3ecd9', '#8d5a3b', '#141414', '#334e7a') },
  { id: 'u5', name: 'Edsger Dijkstra' },
];

const meta = {
  title: 'UI/Facepile',
  component: Facepile,
  args: { people: people.slice(0, 3) },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Facepile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  args: { people: people.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '1 person' });
    await waitFor(() => expect(within(group).getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG'));
    await expect(group).not.toHaveTextContent('+');
  },
};

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '3 people' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).getByRole('img', { name: 'Alan Turing' })).toHaveTextContent('AT');
    await expect(group).not.toHaveTextContent('others');
    await waitFor(() => expect(group.querySelectorAll('img')).toHaveLength(2));
  },
};

export const ManyWithOverflow: Story = {
  args: { people, total: 128 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '128 people' });
    // Three faces at most (K077), then everyone else as text.
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).queryByRole('img', { name: 'Katherine Johnson' })).toBeNull();
    await expect(within(group).getByText('+125 others')).toBeVisible();
    await waitFor(() => expect(group.querySelectorAll('img')).toHaveLength(2));
  },
};

export const OneOther: Story = {
  args: { people: people.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '4 people' });
    await expect(within(group).getByText('+1 other')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Facepile {...args} size={24} total={12} />
      <Facepile {...args} size={40} total={12} />
      <Facepile {...args} size={56} total={12} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: '12 people' })).toHaveLength(3);
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(6));
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { people, total: 9 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '9 people' });
    await expect(within(group).getByText('+6 others')).toBeVisible();
    await waitFor(() => expect(group.querySelectorAll('img')).toHaveLength(2));
  },
};
