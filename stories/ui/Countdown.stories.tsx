import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createManualClock } from '../../src/platform/clock';
import { Button } from '../../src/ui/Button';
import { Countdown } from '../../src/ui/Countdown';

/** Stories freeze the platform clock at 2026-11-21T12:00:00Z. */
const TWO_DAYS_LATER = '2026-11-23T12:00:00Z';

/** FastForward's own clock: it stands still until the play function advances it. */
const clock = createManualClock('2026-11-21T12:00:00Z');

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { target: TWO_DAYS_LATER, onDone: fn() },
  argTypes: { target: { control: 'text' } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('2d 00h 00m 00s');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'running');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const PartsOfADay: Story = {
  args: { target: '2026-11-22T13:04:05Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('1d 01h 04m 05s');
  },
};

export const Done: Story = {
  args: {
    target: '2026-11-20T09:00:00Z',
    doneAction: (
      <Button variant="secondary" size="sm">
        Refresh
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Available now!');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

export const FastForward: Story = {
  args: { target: '2026-11-21T12:00:05Z' },
  parameters: { platform: { clock } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0d 00h 00m 05s');
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    clock.advance(2_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0d 00h 00m 03s'));
    await expect(args.onDone).not.toHaveBeenCalled();

    clock.advance(3_000);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Available now!'));
    await expect(canvas.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    // Done means done: no more refreshes are scheduled on the clock.
    await waitFor(() => expect(clock.pending()).toBe(0));
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Countdown {...args} />
      <Countdown target="2026-11-01T00:00:00Z" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('2d 00h 00m 00s');
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent('Available now!');
  },
};
