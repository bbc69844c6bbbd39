import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { growthStore } from '../../../mocks/db/growth';
import { acceptPublicationUserInvite, getPublicationUserInvite } from '../../../src/api/endpoints/growth';
import { InviteAcceptPage } from '../../../src/features/growth';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { body, expectAlert, faultOn, stateIs } from '../../support';

/**
 * The invite acceptance page (`/invite/{id}`, M58) on the mock API: the profile step, then Accept, then the post the
 * invite is for or `/invite-success/{id}`. Seeded invites: 7006 (pending, Sam Ortega, a contributor invite), 7005
 * (pending, for the post "Three voices on the river"), 7007 (already accepted), 7004 (rejected).
 */
const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="invite-accept-page"]')!;
const rowOf = (id: number) => growthStore.invites.find((i) => i.id === id)!;

const atSam = createMemoryNavigation('/invite/7006');
const atPostInvite = createMemoryNavigation('/invite/7005');
const atRejected = createMemoryNavigation('/invite/7004');
const atSamMobile = createMemoryNavigation('/invite/7006');

async function finishProfile(root: HTMLElement, name?: string) {
  await stateIs(() => page(root), 'profile');
  const canvas = within(root);
  const field = canvas.getByRole('textbox', { name: /Your name/ });
  if (name !== undefined) {
    await userEvent.clear(field);
    if (name) await userEvent.type(field, name);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

const meta = {
  title: 'Features/Growth/InviteAcceptPage',
  component: InviteAcceptPage,
  tags: ['!autodocs'],
  parameters: { role: 'free', layout: 'fullscreen', platform: { path: '/invite/7006' } },
} satisfies Meta<typeof InviteAcceptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** profile (the reader's name filled in) → Continue → confirm → Accept → `/invite-success/7006`; the mock has it accepted. */
export const AcceptToSuccessPage: Story = {
  args: { inviteId: 7006 },
  parameters: { platform: { path: '/invite/7006', navigation: atSam } },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'profile');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You’re invited to The Daily Margin' })).toBeVisible();
    await expect(canvas.getByText('From Ada Admin')).toBeVisible();
    await expect(canvas.getByText('Join as a contributor and write for the publication.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Frances Free');
    await finishProfile(canvasElement);
    await stateIs(() => page(canvasElement), 'confirm');
    await expect(canvas.getByText('You’ll join as Frances Free.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(atSam.location().pathname).toBe('/invite-success/7006'));
    await expect(rowOf(7006).status).toBe('accepted');
  },
};

/** An invite for one post: the answer's `postUrl` is where the page goes. */
export const AcceptToThePost: Story = {
  args: { inviteId: 7005 },
  parameters: { role: 'contributor', platform: { path: '/invite/7005', navigation: atPostInvite } },
  play: async ({ canvasElement }) => {
    await finishProfile(canvasElement, 'Rosa Lind');
    await stateIs(() => page(canvasElement), 'confirm');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(atPostInvite.history.at(-1)).toBe('https://dailymargin.example.com/p/three-voices'));
  },
};

/** A blank name stays on the profile step and says why; Edit profile goes back from the accept step. */
export const NameRequiredAndEditProfile: Story = {
  play: async ({ canvasElement }) => {
    await finishProfile(canvasElement, '');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'profile');
    await finishProfile(canvasElement, 'Frankie');
    await stateIs(() => page(canvasElement), 'confirm');
    await expect(canvas.getByText('You’ll join as Frankie.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await stateIs(() => page(canvasElement), 'profile');
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Frankie');
  },
};

async function acceptAndSee(root: HTMLElement, text: string) {
  await finishProfile(root);
  await stateIs(() => page(root), 'confirm');
  await userEvent.click(within(root).getByRole('button', { name: 'Accept invite' }));
  await stateIs(() => page(root), 'error');
  await expect(within(root).getByRole('alert')).toHaveTextContent(text);
}

/** An invite already accepted: the server's words on the page, the steps still there. */
export const AlreadyAccepted: Story = {
  parameters: { platform: { path: '/invite/7007' } },
  play: async ({ canvasElement }) => {
    await acceptAndSee(canvasElement, 'This invite has already been accepted.');
    await expect(within(canvasElement).getByRole('button', { name: 'Accept invite' })).toBeEnabled();
  },
};

/** The accept fails on the server (500): its words on the page; Accept again after the fault lands it. */
export const AcceptFails: Story = {
  parameters: { scenario: faultOn(acceptPublicationUserInvite, '500') },
  play: async ({ canvasElement }) => {
    await acceptAndSee(canvasElement, 'Internal server error');
    await expect(rowOf(7006).status).toBe('pending');
  },
};

/** The accept cannot reach the server: the shared network text on the page. */
export const AcceptOffline: Story = {
  parameters: { scenario: faultOn(acceptPublicationUserInvite, 'network') },
  play: async ({ canvasElement }) => {
    await acceptAndSee(canvasElement, 'We could not reach the server. Check your connection and try again.');
  },
};

/** The accept answers something unreadable: the page's own fallback, on the page. */
export const AcceptMalformed: Story = {
  parameters: { scenario: faultOn(acceptPublicationUserInvite, 'malformed') },
  play: async ({ canvasElement }) => {
    await acceptAndSee(canvasElement, 'The invite could not be accepted.');
  },
};

/** A rejected invite goes to `/invite-rejected/7004`. */
export const RejectedInvite: Story = {
  args: { inviteId: 7004 },
  parameters: { platform: { path: '/invite/7004', navigation: atRejected } },
  play: async () => {
    await waitFor(() => expect(atRejected.location().pathname).toBe('/invite-rejected/7004'));
  },
};

/** The invite cannot be fetched: an alert with the server's words (spec 003 §8), then the page offers Try again. */
export const FetchFails: Story = {
  parameters: { scenario: faultOn(getPublicationUserInvite, '500') },
  play: async ({ canvasElement }) => {
    await expectAlert('Internal server error');
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An unknown invite: "Invite not found". */
export const NotFound: Story = {
  parameters: { platform: { path: '/invite/9999' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'not-found');
    await expect(within(canvasElement).getByRole('heading', { name: 'Invite not found' })).toBeVisible();
  },
};

/** A signed-out invitee is asked to sign in first: the one sign-in modal opens. */
export const SignedOut: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'signed-out');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(await body().findByRole('dialog', { name: 'Sign in to accept' })).toBeVisible();
  },
};

/** At 375 px, through to the success page. */
export const Phone: Story = {
  args: { inviteId: 7006 },
  parameters: { platform: { path: '/invite/7006', navigation: atSamMobile } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await finishProfile(canvasElement);
    await stateIs(() => page(canvasElement), 'confirm');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(atSamMobile.location().pathname).toBe('/invite-success/7006'));
  },
};
