import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { growthStore } from '../../../mocks/db/growth';
import { getPublicationInvites, sendPublicationInvite } from '../../../src/api/endpoints/growth';
import { InvitesPage } from '../../../src/features/growth';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { faultOn, publicationNamed, stateIs } from '../../support';

/**
 * The invites page (`/invites`, M59) on the mock API. The Inner Circle (invite-only, 3 invites per subscriber): Paolo
 * (paid) sent 1 and has 2 left, Fiona (founding) has none left. The Daily Margin: contributors and admins invite
 * without limit.
 */
const INNER_CIRCLE = { path: '/invites', apiBaseUrl: publicationNamed('The Inner Circle').baseUrl };
const DAILY_MARGIN = { path: '/invites', apiBaseUrl: publicationNamed('The Daily Margin').baseUrl };
const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="invites-page"]')!;
const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="invite-row"]')];
const invitesTo = (email: string) => growthStore.invites.filter((i) => i.email === email);

const signedOutNav = createMemoryNavigation('/invites');
const notAllowedNav = createMemoryNavigation('/invites');

async function sendInvite(root: HTMLElement, name: string, email: string) {
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
}

const meta = {
  title: 'Features/Growth/InvitesPage',
  component: InvitesPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: INNER_CIRCLE },
} satisfies Meta<typeof InvitesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber with 2 left sends one: "Invite sent!", the list is read again (the new name on top), 1 left. */
export const SubscriberSendsAnInvite: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have 2 invites left.')).toBeVisible();
    await expect(rows(canvasElement).map((r) => r.textContent)).toEqual([expect.stringContaining('Nora Reed')]);
    await sendInvite(canvasElement, 'Vera Stone', 'vera@example.com');
    await stateIs(() => page(canvasElement), 'sent');
    await expect(canvas.getByRole('status')).toHaveTextContent('Invite sent!');
    await waitFor(() => expect(canvas.getByText('You have 1 invite left.')).toBeVisible());
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Vera Stone'));
    await expect(rows(canvasElement)[0]).toHaveTextContent('Pending');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(invitesTo('vera@example.com')).toHaveLength(1);
  },
};

/** No invites left: the count says so and there is no form; the sent list stays. */
export const NoneLeft: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no invites left.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send invite' })).toBeNull();
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
  },
};

/** A contributor invites without limit (The Daily Margin). */
export const Contributor: Story = {
  parameters: { role: 'contributor', platform: DAILY_MARGIN },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('As a contributor you can send as many invites as you like.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send invite' })).toBeEnabled();
    await expect(rows(canvasElement)[0]).toHaveTextContent('Tess Park');
  },
};

/** An admin's list: every invite they sent, newest first. */
export const Admin: Story = {
  parameters: { role: 'admin', platform: DAILY_MARGIN },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    await expect(rows(canvasElement).map((r) => r.querySelector('bdi')?.textContent)).toEqual(['Rosa Lind', 'Sam Ortega', 'Gus Guest']);
  },
};

/** An address already invited: the server's words in the form, which keeps what was typed. */
export const AlreadyInvited: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    await sendInvite(canvasElement, 'Nora again', 'nora@example.com');
    await stateIs(() => page(canvasElement), 'failed');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('nora@example.com has already been invited.');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('nora@example.com');
  },
};

async function sendFailsWith(root: HTMLElement, text: string) {
  await stateIs(() => page(root), 'idle');
  await sendInvite(root, 'Vera Stone', 'vera@example.com');
  await stateIs(() => page(root), 'failed');
  await expect(within(root).getByRole('alert')).toHaveTextContent(text);
  await expect(within(root).getByRole('textbox', { name: /^Name/ })).toHaveValue('Vera Stone');
  await expect(invitesTo('vera@example.com')).toHaveLength(0);
}

/** The send fails on the server: its words in the form; the world is unchanged. */
export const SendFails: Story = {
  parameters: { scenario: faultOn(sendPublicationInvite, '500') },
  play: async ({ canvasElement }) => sendFailsWith(canvasElement, 'Internal server error'),
};

/** The send cannot reach the server: the shared network text. */
export const SendOffline: Story = {
  parameters: { scenario: faultOn(sendPublicationInvite, 'network') },
  play: async ({ canvasElement }) => sendFailsWith(canvasElement, 'We could not reach the server. Check your connection and try again.'),
};

/** An unreadable answer: the page's fallback. */
export const SendMalformed: Story = {
  parameters: { scenario: faultOn(sendPublicationInvite, 'malformed') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'idle');
    await sendInvite(canvasElement, 'Vera Stone', 'vera@example.com');
    await stateIs(() => page(canvasElement), 'failed');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The invite could not be sent.');
  },
};

/** Signed out: sent to sign in, back to /invites after. */
export const SignedOutRedirects: Story = {
  parameters: { role: 'anonymous', platform: { ...INNER_CIRCLE, navigation: signedOutNav } },
  play: async () => {
    await waitFor(() => expect(signedOutNav.location().pathname).toBe('/login'));
    await expect(signedOutNav.location().search).toBe('?next=%2Finvites');
  },
};

/** A free reader of a publication that is not invite-only may not invite: sent home. */
export const NotAllowedRedirects: Story = {
  parameters: { role: 'free', platform: { ...DAILY_MARGIN, navigation: notAllowedNav } },
  play: async () => {
    await waitFor(() => expect(notAllowedNav.location().pathname).toBe('/'));
  },
};

/** The list cannot be loaded: the server's words with Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getPublicationInvites, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
