import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitesPageView } from '../../../src/features/growth';

/** The bare invites view (props in, markup out), for hosts with their own data layer. */
const invites = [
  { id: 1, created_at: '2026-11-20T10:00:00.000Z', status: 'pending' as const, inviteeUser: { name: 'Nora Reed', email: 'nora@example.com' } },
  { id: 2, created_at: '2026-11-01T10:00:00.000Z', status: 'accepted' as const, inviteeUser: { name: `\u202Eevil ${'x'.repeat(300)}`, email: null } },
];

const meta = {
  title: 'Features/Growth/InvitesPageView',
  component: InvitesPageView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', state: { name: 'idle' }, left: 2, formShown: true, invites, onSend: fn() },
} satisfies Meta<typeof InvitesPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form hands the name and address up; a hostile name in the list is isolated and cut. */
export const WithInvitesLeft: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Vera');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'vera@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await expect(args.onSend).toHaveBeenCalledWith('Vera', 'vera@example.com');
    const names = [...canvasElement.querySelectorAll('[data-part="invite-row"] bdi')].map((b) => b.textContent ?? '');
    await expect(names[1]!.length).toBeLessThanOrEqual(121);
  },
};

/** "Invite sent!" after a send. */
export const Sent: Story = {
  args: { state: { name: 'sent', inviteeName: 'Vera', email: 'vera@example.com' }, left: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Invite sent!');
  },
};

/** None left: no form. */
export const NoneLeft: Story = {
  args: { left: 0, formShown: false },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Send invite' })).toBeNull();
  },
};
