import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createManualClock, type ManualClock } from '../../src/platform/clock';
import { useLocation } from '../../src/platform/context';
import { Button } from '../../src/ui/Button';
import { ToastProvider, useToast } from '../../src/ui/Toast';
import { expectToast } from '../support';

/** Buttons that toast like the product does: a like, a save with "View", something longer. */
function ToastDemo() {
  const toast = useToast();
  const location = useLocation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="secondary" onClick={() => toast.show({ message: 'Post liked' })}>
          Like
        </Button>
        <Button variant="secondary" onClick={() => toast.show({ message: 'Post saved', action: { label: 'View', href: '/saved' } })}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => toast.show({ message: 'Link copied. Anyone with it can read “The long game” in full.' })}>
          Copy link
        </Button>
      </div>
      <p style={{ margin: 0 }}>Current page: {location.pathname}</p>
    </div>
  );
}

/** Each story gets its own manual clock, so toasts fade only when the play advances it. */
const manualClock = () => ({ platform: { clock: createManualClock('2026-11-21T12:00:00Z') } });
const clockOf = (context: StoryContext) => (context.parameters.platform as { clock: ManualClock }).clock;
const region = () => screen.getByRole('status', { name: 'Notifications' });
const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-part="toast"]')!;

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  render: () => <ToastDemo />,
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  parameters: manualClock(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    // Shown once it has finished appearing (it fades in with motion on).
    const toast = await expectToast('Post liked');
    await expect(toast).toHaveAttribute('data-state', 'shown');
    await expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  },
};

export const WithViewAction: Story = {
  parameters: manualClock(),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await expectToast('Post saved', 'View');
    const view = within(toast).getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', '/saved');
    // Following the action navigates in the app and dismisses the toast.
    await userEvent.click(view);
    await expect(await canvas.findByText('Current page: /saved')).toBeVisible();
    await expect(toastOf('Post saved')).toHaveAttribute('data-state', 'fading');
    clockOf(context).advance(500);
    await waitFor(() => expect(screen.queryByText('Post saved')).not.toBeInTheDocument());
    // Shown again for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByText('Post saved');
  },
};

export const Queue: Story = {
  parameters: manualClock(),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await screen.findByText('Post liked');
    clockOf(context).advance(1000);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByText('Post saved');
    // Stacked oldest first; each keeps its own 5 s.
    const toasts = region().querySelectorAll('[data-part="toast"]');
    await expect([...toasts].map((t) => t.textContent?.replace('View', ''))).toEqual(['Post liked', 'Post saved']);
    clockOf(context).advance(4000);
    await waitFor(() => expect(toastOf('Post liked')).toHaveAttribute('data-state', 'fading'));
    await expect(toastOf('Post saved')).toHaveAttribute('data-state', 'shown');
    clockOf(context).advance(500);
    await waitFor(() => expect(screen.queryByText('Post liked')).not.toBeInTheDocument());
    await expect(toastOf('Post saved')).toHaveAttribute('data-state', 'shown');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await screen.findByText('Post liked');
  },
};

export const MoreThanThreeWait: Story = {
  parameters: manualClock(),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    for (const name of ['Like', 'Save', 'Copy link', 'Like']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(region().querySelectorAll('[data-part="toast"]')).toHaveLength(3));
    // The fourth waits until one has gone.
    clockOf(context).advance(5000);
    await waitFor(() => expect(region().querySelectorAll('[data-state="fading"]')).toHaveLength(3));
    clockOf(context).advance(500);
    await waitFor(() => expect(region().querySelectorAll('[data-part="toast"]')).toHaveLength(1));
    await expect(toastOf('Post liked')).toHaveAttribute('data-state', 'shown');
  },
};

export const AutoDismiss: Story = {
  parameters: manualClock(),
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Like' }));
    await screen.findByText('Post liked');
    await expect(toastOf('Post liked')).toHaveAttribute('data-state', 'shown');
    clockOf(context).advance(4999);
    await expect(toastOf('Post liked')).toHaveAttribute('data-state', 'shown');
    // Spec: 5000 ms, then a 500 ms fade.
    clockOf(context).advance(1);
    await waitFor(() => expect(toastOf('Post liked')).toHaveAttribute('data-state', 'fading'));
    await expect(getComputedStyle(toastOf('Post liked')).opacity).toBe('0');
    clockOf(context).advance(499);
    await expect(screen.getByText('Post liked')).toBeInTheDocument();
    clockOf(context).advance(1);
    await waitFor(() => expect(screen.queryByText('Post liked')).not.toBeInTheDocument());
    await expect(region()).toBeEmptyDOMElement();
  },
};

export const PausesWhileHovered: Story = {
  parameters: manualClock(),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await screen.findByText('Post liked');
    await userEvent.hover(toastOf('Post liked'));
    clockOf(context).advance(10_000);
    await expect(toastOf('Post liked')).toHaveAttribute('data-state', 'shown');
    // Leaving starts the full 5 s again.
    await userEvent.unhover(toastOf('Post liked'));
    await userEvent.hover(canvas.getByRole('button', { name: 'Like' }));
    clockOf(context).advance(4999);
    await expect(toastOf('Post liked')).toHaveAttribute('data-state', 'shown');
    clockOf(context).advance(1);
    await waitFor(() => expect(toastOf('Post liked')).toHaveAttribute('data-state', 'fading'));
  },
};

export const DismissEarly: Story = {
  parameters: manualClock(),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await screen.findByText(/Link copied/);
    // Keyboard: Tab reaches the toast's dismiss button.
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastOf('Link copied. Anyone with it can read “The long game” in full.')).toHaveAttribute('data-state', 'fading'));
    clockOf(context).advance(500);
    await waitFor(() => expect(screen.queryByText(/Link copied/)).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  parameters: { ...manualClock(), theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region()).toHaveTextContent('Post saved'));
  },
};

export const Mobile375: Story = {
  parameters: manualClock(),
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await screen.findByText(/Link copied/);
    // Never wider than the screen minus 16 px a side.
    const long = toastOf('Link copied. Anyone with it can read “The long game” in full.').getBoundingClientRect();
    await expect(long.left).toBeGreaterThanOrEqual(16);
    await expect(long.right).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};
