import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useDialogs } from '../../src/platform/context';
import { Button } from '../../src/ui/Button';

/**
 * What a screen does when the spec says "alert" or "confirm": it calls the platform's dialog adapter. Stories (and
 * hosts with `PlatformProvider dialogs="in-page"`) get accessible in-page dialogs whose text tests can read.
 */
function DialogsDemo() {
  const dialogs = useDialogs();
  const [result, setResult] = useState('No answer yet');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="secondary" onClick={() => void dialogs.alert('Couldn’t lock replies')}>
          Lock replies
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            const ok = await dialogs.confirm('The thread and its replies will be removed for everyone.', {
              title: 'Delete this thread?',
              confirmLabel: 'Delete',
              destructive: true,
            });
            setResult(ok ? 'Deleted' : 'Kept');
          }}
        >
          Delete thread
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            await Promise.all([dialogs.alert('Couldn’t save your draft'), dialogs.alert('You’re offline')]);
            setResult('Both alerts read');
          }}
        >
          Two alerts
        </Button>
      </div>
      <output aria-label="Result">{result}</output>
    </div>
  );
}

const meta = {
  title: 'UI/InPageDialogs',
  component: DialogsDemo,
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof DialogsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alert: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lock replies' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Couldn’t lock replies' });
    await expect(dialog).toHaveTextContent('Couldn’t lock replies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Shown again for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Couldn’t lock replies' });
  },
};

export const ConfirmResolves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete thread' });
    const result = canvas.getByRole('status', { name: 'Result' });
    // Confirm resolves true.
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(result).toHaveTextContent('Deleted'));
    // Escape resolves false.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(result).toHaveTextContent('Kept'));
    // Confirm again, then Cancel resolves false.
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(result).toHaveTextContent('Deleted'));
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result).toHaveTextContent('Kept'));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Shown again for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
  },
};

export const QueuedAlerts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Two alerts' }));
    // One at a time, in order; answering the first shows the second.
    const first = await screen.findByRole('alertdialog', { name: 'Couldn’t save your draft' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));
    const second = await screen.findByRole('alertdialog', { name: 'You’re offline' });
    await expect(canvas.getByRole('status', { name: 'Result', hidden: true })).toHaveTextContent('No answer yet');
    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('Both alerts read')).toBeVisible();
  },
};
