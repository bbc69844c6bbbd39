import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark, CalendarDays } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../src/ui/EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {},
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'New posts from the publications you follow will appear here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
    await expect(canvas.getByText('New posts from the publications you follow will appear here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    icon: Bookmark,
    title: 'No saved posts',
    headingLevel: 2,
    description: 'Tap the bookmark on any post to read it later. Saved posts appear here.',
    actionLabel: 'Explore posts',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No saved posts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Explore posts' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: {
    icon: CalendarDays,
    title: 'No upcoming events',
    description: 'Past events are in the archive. Check back soon for new dates.',
    actionLabel: 'See past events',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See past events' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: WithAction.args,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore posts' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
