import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link2, Share } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Dialog, DialogClose, type DialogProps, dialogSizeNames } from '../../src/ui/Dialog';
import { DropdownMenu } from '../../src/ui/DropdownMenu';
import { body, settled } from '../support';

/**
 * Opens the story's dialog the way a keyboard user would (Tab to the trigger, Enter), checks its role and name,
 * closes it with Escape, checks focus went back to the trigger, then opens it again so the screenshot shows it.
 */
async function openByKeyboard(canvasElement: HTMLElement, trigger: string, name: string): Promise<HTMLElement> {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  await settled(dialog);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name });
}

const paragraph =
  'Paid subscribers get every post in full, the archive, and the weekly thread. You can change or cancel your plan at any time from your account settings; the change applies from the next billing date.';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Share this post',
    description: 'Anyone with the link can read it, even without a subscription.',
    size: 'sm',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Share</Button>,
    children: <p style={{ margin: 0 }}>The link opens the post on your publication’s site.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizeNames },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByKeyboard(canvasElement, 'Share', 'Share this post');
    await expect(dialog).toHaveAccessibleDescription('Anyone with the link can read it, even without a subscription.');
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(500);
    // Centred in the viewport.
    await expect(Math.round(rect.left + rect.width / 2)).toBe(Math.round(window.innerWidth / 2));
    await expect(Math.round(rect.top + rect.height / 2)).toBe(Math.round(window.innerHeight / 2));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Medium: Story = {
  args: {
    size: 'md',
    title: 'Upgrade to paid',
    description: undefined,
    trigger: <Button>Upgrade</Button>,
    children: <p style={{ margin: 0 }}>{paragraph}</p>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement, 'Upgrade', 'Upgrade to paid');
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    // The close button closes it too, and focus goes back to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Upgrade' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Upgrade to paid' });
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Lock replies?',
    description: 'Readers will still see the thread but can’t add to it.',
    trigger: <Button variant="secondary">Lock replies</Button>,
    children: <p style={{ margin: 0 }}>You can unlock replies again from the thread’s menu.</p>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Lock replies</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement, 'Lock replies', 'Lock replies?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lock replies' }));
    const reopened = await screen.findByRole('dialog', { name: 'Lock replies?' });
    await settled(reopened);
    await expect(within(reopened).getByRole('button', { name: 'Lock replies' })).toBeVisible();
  },
};

export const LongContentScrolls: Story = {
  args: {
    size: 'md',
    title: 'Terms of the founding membership',
    description: undefined,
    trigger: <Button variant="secondary">Read the terms</Button>,
    children: (
      <>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ marginBlock: '0 12px' }}>
            {i + 1}. {paragraph}
          </p>
        ))}
      </>
    ),
    footer: (
      <DialogClose asChild>
        <Button>I understand</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement, 'Read the terms', 'Terms of the founding membership');
    const body = dialog.querySelector<HTMLElement>('[data-part="dialog-body"]')!;
    // The body scrolls inside the dialog (which fits the viewport) and can be focused to scroll by keyboard.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  ...LongContentScrolls,
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement, 'Read the terms', 'Terms of the founding membership');
    // Full-screen on phones: edge to edge, no rounded corners.
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBe(0);
    await expect(rect.top).toBe(0);
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
    await expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('0px');
    const action = within(dialog).getByRole('button', { name: 'I understand' });
    await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  ...WithFooter,
  parameters: { theme: 'dark' },
};

/** A controlled dialog opened from a menu item (the footer's "Share…"), as a feature wires it: no `trigger`. */
function SharedFromMenu(props: Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu
        align="start"
        items={[
          { id: 'share', label: 'Share…', icon: Share, onSelect: () => setOpen(true) },
          { id: 'copy-link', label: 'Copy link', icon: Link2 },
        ]}
      />
      <Dialog {...props} open={open} onOpenChange={setOpen} returnFocus="trigger" />
    </>
  );
}

/**
 * `returnFocus="trigger"` on a dialog without a trigger: focus goes back to what opened it. Opened from a menu item,
 * that is the menu's button (the item has gone), with no hand-written refocusing.
 */
export const ReturnFocusToOpener: Story = {
  render: ({ title, description, children }) => (
    <SharedFromMenu title={title} description={description}>
      {children}
    </SharedFromMenu>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More options' });
    // Keyboard only: Tab to the menu button, Enter opens the menu on "Share…", Enter chooses it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await settled(menu);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Share…' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Share this post' });
    await settled(dialog);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // Escape closes the dialog; focus is back on the menu's button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
