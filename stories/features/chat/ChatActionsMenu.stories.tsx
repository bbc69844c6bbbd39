import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatActionsMenu, chatActionIds } from '../../../src/features/chat';
import { atRest } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatActionsMenu',
  component: ChatActionsMenu,
  args: { actions: ['copyLink', 'report'], onAction: fn() },
  argTypes: { actions: { control: 'check', options: chatActionIds } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to "More options", Enter opens on the first item, arrows move, Enter chooses. */
export const KeyboardOnly: Story = {
  args: { actions: ['report', 'copyLink', 'copyText'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    // The button is a light stand-in until first used; focus lands on the real menu button.
    const trigger = within(canvasElement).getByRole('button', { name: 'More options' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copyLink');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    atRest(canvasElement);
  },
};

/** A reader on someone else's reply: copy the link or report it. */
export const Reader: Story = {
  args: { actions: ['copyLink', 'report'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Report']);
  },
};

/** The author of a thread: copy, edit, lock, delete. */
export const OwnThread: Story = {
  args: { actions: ['copyLink', 'copyText', 'edit', 'delete', 'lock'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Copy text', 'Edit', 'Lock replies', 'Delete']);
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-destructive');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Lock replies' }));
    await expect(args.onAction).toHaveBeenCalledWith('lock');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await screen.findByRole('menu');
  },
};

/** A publication admin on a banned member's locked reply: every moderation action. */
export const AdminOnReply: Story = {
  args: { actions: ['copyLink', 'delete', 'unlock', 'unban'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Unlock replies', 'Unban user', 'Delete']);
  },
};

export const AdminBan: Story = {
  args: { actions: ['copyLink', 'delete', 'lock', 'ban', 'report'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Lock replies', 'Report', 'Ban user', 'Delete']);
    await expect(within(menu).getByRole('menuitem', { name: 'Ban user' })).toHaveAttribute('data-destructive');
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await screen.findByRole('menu');
  },
};

/** No actions: no button at all (read-only mode). */
export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  args: { actions: ['copyLink', 'copyText', 'edit', 'delete', 'lock'] },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await screen.findByRole('menu');
  },
};
