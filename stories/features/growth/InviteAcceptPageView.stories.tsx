import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InviteAcceptPageView } from '../../../src/features/growth';

/** The bare invite acceptance view (props in, markup out), for hosts with their own data layer. */
const invite = {
  id: 7006,
  role: 'contributor' as const,
  inviter: { id: 105, name: 'Ada Admin' },
  publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', base_url: 'https://dailymargin.example.com' },
};

const meta = {
  title: 'Features/Growth/InviteAcceptPageView',
  component: InviteAcceptPageView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', invite, state: { name: 'profile', profileName: 'Frances Free', nameMissing: false }, onProfileDone: fn(), onAccept: fn() },
} satisfies Meta<typeof InviteAcceptPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile step: Continue hands the typed name up. */
export const ProfileStep: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onProfileDone).toHaveBeenCalledWith('Frances Free');
  },
};

/** A refusal on the page; a hostile right-to-left name stays isolated and bounded. */
export const ErrorWithHostileName: Story = {
  args: {
    invite: { ...invite, inviter: { id: 1, name: `\u202Eevil ${'x'.repeat(300)}` } },
    state: { name: 'error', profileName: 'Frances', message: 'This invite has already been accepted.' },
    acceptError: 'This invite has already been accepted.',
  },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invite has already been accepted.');
    const inviter = canvasElement.querySelector('[data-part="invite-inviter"] bdi');
    await expect(inviter?.textContent?.length).toBeLessThanOrEqual(121);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invite' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', state: null } };
