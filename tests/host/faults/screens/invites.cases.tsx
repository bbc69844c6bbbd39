/**
 * The invites pages of the growth area, each write through its screen on the mock:
 * - `InvitesPage` (/invites) of The Inner Circle as Paolo (2 invites left): type a name and an address, "Send invite"
 *   (E60, M59). A failure is said in the form (the server's words, else the shared text, else "The invite could not be
 *   sent."), which keeps what was typed; sending again lands one invite and says "Invite sent!".
 * - `InviteAcceptPage` (/invite/7006) as Frances: Continue, "Accept invite" (E61, M58). A failure is said on the page
 *   (a 401 opens the sign-in modal instead); accepting again lands once and goes to /invite-success/7006.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { acceptPublicationUserInvite, sendPublicationInvite } from '../../../../src/api/endpoints/growth';
import { InviteAcceptPage, InvitesPage } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const EMAIL = 'vera@example.com';
const invitesTo = () => db.growth.invites.filter((i) => i.email === EMAIL);

async function sendInviteDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<InvitesPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const page = () => root.querySelector('[data-part="invites-page"]');
  await waitFor(() => expect(page()?.getAttribute('data-state')).toBe('idle'), { timeout: 5000 });
  const nameField = () => within(root).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
  await user.type(nameField(), 'Vera Stone');
  await user.type(within(root).getByRole('textbox', { name: /^Email/ }), EMAIL);
  const send = async () => {
    await user.click(within(root).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(page()?.getAttribute('data-state')).not.toBe('sending'), { timeout: 5000 });
  };
  return {
    container: root,
    act: send,
    assertReverted: () => {
      expect(page()?.getAttribute('data-state')).toBe('failed');
      expect(nameField().value).toBe('Vera Stone');
      expect(invitesTo()).toHaveLength(0);
    },
    retry: async () => {
      await send();
      await waitFor(() => expect(within(root).getByRole('status').textContent).toBe(t('growth.invites.sent')), { timeout: 3000 });
    },
    assertLandedOnce: () => expect(invitesTo()).toHaveLength(1),
    signIn: () => null,
  };
}

const signInTitle = () => t('growth.inviteAccept.signInTitle');
const signInDialog = () => ([...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(signInTitle())) ? signInTitle() : null);

async function acceptDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<InviteAcceptPage inviteId={7006} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const page = () => root.querySelector('[data-part="invite-accept-page"]');
  const row = () => db.growth.invites.find((i) => i.id === 7006)!;
  await waitFor(() => expect(page()?.getAttribute('data-state')).toBe('profile'), { timeout: 5000 });
  await user.click(within(root).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(page()?.getAttribute('data-state')).toBe('confirm'));
  const accept = async () => {
    await user.click(within(root).getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(page()?.getAttribute('data-state')).not.toBe('accepting'), { timeout: 5000 });
  };
  return {
    container: root,
    act: accept,
    assertReverted: () => {
      expect(page()?.getAttribute('data-state')).toBe('error');
      expect(row().status).toBe('pending');
    },
    retry: async () => {
      await accept();
      await waitFor(() => expect(h.navigation.location().pathname).toBe('/invite-success/7006'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(row().status).toBe('accepted');
      expect(row().accepted_by).toBe(101);
    },
    signIn: signInDialog,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'InvitesPage',
    endpoint: sendPublicationInvite,
    viewer: 'paid',
    harness: { path: '/invites', apiBaseUrl: 'https://innercircle.example.com' },
    mount: sendInviteDriver,
    told: toldBy((kind) => ({ inPlace: kind === 'malformed' ? t('growth.invites.error.send') : kitText[kind] })),
  },
  {
    area: 'growth',
    screen: 'InviteAcceptPage',
    endpoint: acceptPublicationUserInvite,
    viewer: 'free',
    harness: { path: '/invite/7006' },
    mount: acceptDriver,
    told: toldBy((kind) =>
      kind === '401' ? { signIn: t('growth.inviteAccept.signInTitle') } : { inPlace: kind === 'malformed' ? t('growth.inviteAccept.error') : kitText[kind] },
    ),
  },
];
