import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/ui/ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: {},
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('This part of the page could not be shown.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const ServerMessageWithRetry: Story = {
  args: {
    title: 'Comments could not load',
    description: 'The server is busy. Please try again in a moment.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The server is busy. Please try again in a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { description: 'Network error: check your connection.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
