import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialogVariantNames } from '../../src/ui/ConfirmDialog';
import { settled } from '../support';

/** A button that opens the dialog; the dialog closes again when the reader answers, as a host would do it. */
function Harness({ trigger, ...props }: ConfirmDialogProps & { trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Publish now?',
    description: 'Your post will be emailed to 1,204 subscribers.',
    confirmLabel: 'Publish',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: confirmDialogVariantNames },
    open: { control: false },
  },
  render: (args) => <Harness {...args} trigger="Open" />,
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish now?' });
    await expect(dialog).toHaveAccessibleDescription('Your post will be emailed to 1,204 subscribers.');
    // Focus starts on the least destructive action.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Publish now?' });
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete this thread?',
    description: 'The thread and its 12 replies will be removed for everyone. This can’t be undone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
    // Enter on the initially focused button cancels: the safe answer.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
  },
};

export const EscapeCancels: Story = {
  args: Destructive.args,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const AlertOnly: Story = {
  args: { variant: 'alert', title: undefined, description: 'Couldn’t lock replies', confirmLabel: undefined },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    // Without a title, the message is the dialog's name.
    let dialog = await screen.findByRole('alertdialog', { name: 'Couldn’t lock replies' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // Focus moves into the alert, onto its only button.
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Escape dismisses an alert too, reported as its only answer.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Couldn’t lock replies' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Couldn’t lock replies' });
    await settled(dialog);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  args: Destructive.args,
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    // Buttons stack full-width on phones, the confirm button on top.
    const remove = within(dialog).getByRole('button', { name: 'Delete' }).getBoundingClientRect();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(remove.width).toBe(cancel.width);
    await expect(remove.bottom).toBeLessThanOrEqual(cancel.top);
  },
};

export const Dark: Story = {
  args: Destructive.args,
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await settled(await screen.findByRole('alertdialog', { name: 'Delete this thread?' }));
  },
};

/** After publishing, focus goes to "View post" (`returnFocus={() => element}`) rather than back to the button. */
function PublishThenView(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const view = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open
      </Button>
      <Button ref={view} variant="secondary">
        View post
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} returnFocus={() => view.current} />
    </div>
  );
}

export const ReturnFocusElsewhere: Story = {
  render: (args) => <PublishThenView {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard only: Tab to Open, Enter; Tab from Cancel to Publish, Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish now?' });
    await settled(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View post' })).toHaveFocus());
  },
};
