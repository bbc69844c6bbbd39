import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownUp, ClipboardCopy, Link2, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { TextField } from '../../src/ui/Field';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { DropdownMenu, dropdownMenuAlignNames, type DropdownMenuEntry, type DropdownMenuItem } from '../../src/ui/DropdownMenu';
import { Icon } from '../../src/ui/Icon';
import { body, openMenu, settled } from '../support';

/** The post menu from the spec; fresh spies per story. */
const postMenu = (overrides: Partial<Record<string, Partial<DropdownMenuItem>>> = {}): DropdownMenuEntry[] => [
  { id: 'copy-link', label: 'Copy link', icon: Link2, onSelect: fn(), ...overrides['copy-link'] },
  { id: 'copy-text', label: 'Copy text', icon: ClipboardCopy, onSelect: fn(), ...overrides['copy-text'] },
  { id: 'edit', label: 'Edit', icon: Pencil, onSelect: fn(), ...overrides.edit },
  { type: 'separator' },
  { id: 'delete', label: 'Delete', icon: Trash2, destructive: true, onSelect: fn(), ...overrides.delete },
];

const select = (items: readonly DropdownMenuEntry[], id: string) =>
  (items.find((entry) => entry.type !== 'separator' && entry.type !== 'label' && entry.id === id) as DropdownMenuItem).onSelect;

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: { items: postMenu(), onOpenChange: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: dropdownMenuAlignNames },
    items: { control: false },
    trigger: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 24, paddingInlineStart: 240 }}>{<Story />}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  args: { items: postMenu() },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More options' });
    // Keyboard only: Tab to the trigger, Enter opens on the first item.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy link', 'Copy text', 'Edit', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(select(args.items, 'copy-text')).toHaveBeenCalledTimes(1);
    await expect(select(args.items, 'copy-link')).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Escape closes without choosing; focus returns to the trigger.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Open again for the screenshot; desktop items are 36 px tall and Delete is styled destructive.
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('menu');
    await settled(reopened);
    const remove = within(reopened).getByRole('menuitem', { name: 'Delete' });
    await expect(remove).toHaveAttribute('data-destructive');
    await expect(remove.getBoundingClientRect().height).toBe(36);
  },
};

export const WithDisabledItem: Story = {
  args: { items: postMenu({ edit: { disabled: true } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'More options' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    // The arrow keys skip the disabled item.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(edit, { pointerEventsCheck: 0 });
    await expect(select(args.items, 'edit')).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const WithLabelAndCustomTrigger: Story = {
  args: {
    label: 'Sort comments',
    trigger: (
      <Button variant="secondary" size="sm" leadingIcon={<Icon icon={ArrowDownUp} size="compressed" />}>
        Sort: Newest
      </Button>
    ),
    align: 'start',
    items: [
      { id: 'newest', label: 'Newest first', onSelect: fn() },
      { id: 'top', label: 'Top comments', onSelect: fn() },
      { type: 'separator' },
      { type: 'label', label: 'Moderation' },
      { id: 'report', label: 'Report a comment', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort: Newest' });
    // The menu fades in (with motion on): it counts as shown once it has finished appearing.
    const menu = await openMenu(trigger);
    await expect(within(menu).getByText('Sort comments')).toBeVisible();
    await expect(within(menu).getByText('Moderation')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Top comments' }));
    await expect(select(args.items, 'top')).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

export const Dark: Story = {
  args: { items: postMenu({ edit: { disabled: true } }) },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'More options' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
  },
};

export const Mobile375: Story = {
  args: { items: postMenu() },
  globals: { viewport: { value: 'mobile375' } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{<Story />}</div>],
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(within(canvasElement).getByRole('button', { name: 'More options' }));
    // Touch-sized rows on phones, and the menu stays on screen.
    await waitFor(() => {
      for (const item of within(menu).getAllByRole('menuitem')) expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    await expect(select(args.items, 'copy-link')).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await screen.findByRole('menu');
  },
};

/** The post menu as a feature wires it: Delete asks first, and its `onSelect` opens the confirmation at once. */
function MenuWithConfirmation({ onDelete }: { onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const items: DropdownMenuEntry[] = [
    ...postMenu().slice(0, 4),
    { id: 'delete', label: 'Delete', icon: Trash2, destructive: true, onSelect: () => setConfirming(true) },
  ];
  return (
    <>
      <DropdownMenu items={items} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this post?"
        description="It will be removed for everyone. This can’t be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={onDelete}
      />
    </>
  );
}

const deleted = fn();

/**
 * `returnFocus` (default `'trigger'`): an item opens a confirmation straight away; the menu leaves focus to the
 * dialog, and when the dialog closes focus is back on the "…" button — no waiting for the menu to close first.
 */
export const FocusReturnsAfterConfirmation: Story = {
  render: () => <MenuWithConfirmation onDelete={deleted} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More options' });
    // Keyboard only: Tab to the button, Enter opens the menu, ArrowUp wraps to Delete, Enter chooses it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await settled(menu);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog', { name: 'Delete this post?' });
    await settled(dialog);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // The menu has closed without taking focus back from the dialog.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Escape cancels; focus is back on the menu's button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** Reply moves focus to the reply field (`returnFocus={() => field}`) instead of back to the button. */
function MenuWithReplyField() {
  const field = useRef<HTMLInputElement>(null);
  const items: DropdownMenuEntry[] = [{ id: 'reply', label: 'Reply', icon: MessageSquareReply }, ...postMenu().slice(0, 2)];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16, maxWidth: 320 }}>
      <DropdownMenu items={items} align="start" returnFocus={() => field.current} />
      <TextField ref={field} label="Your reply" />
    </div>
  );
}

export const ReturnFocusElsewhere: Story = {
  render: () => <MenuWithReplyField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await settled(menu);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
  },
};
