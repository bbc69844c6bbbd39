/**
 * The account settings page (`AccountSettingsPage`, ?tab=account) as a paid reader uses it:
 * - Edit name → Save (P06): a failed save keeps the field in edit mode with what was typed and the error's text beside
 *   it (the server's words, else the shared text); saving again lands once and the field shows the new name;
 * - Reset password (P08): a failure says why in place and the button stays; pressing it again sends one e-mail and
 *   the notice says so;
 * - Edit email → Save → the confirmation typed again → Change email (P07): a failed change closes the confirmation and
 *   keeps the field in edit mode with the new email typed and the error's text beside it, the reader still signed in;
 *   saving and confirming again lands once and the page says the reader is signed out;
 * - on the subscription tab, Cancel subscription → confirmed (P35): a failure alerts the error's text and the
 *   subscription still renews with Cancel offered; cancelling again lands once, a toast says until when and the tab
 *   says it will not renew.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { cancelSubscription, changeEmail, requestPasswordReset, updateName } from '../../../../src/api/endpoints/account';
import { AccountSettingsPage } from '../../../../src/features/account';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const NAME = 'Paolo P.';
const nameInDb = () => db.core.users.find((u) => u.id === VIEWER_IDS.paid)?.name;

async function nameDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<AccountSettingsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const field = () => root.querySelector<HTMLElement>('[data-part="field-name"]');
  await waitFor(() => expect(within(root).getByRole('button', { name: 'Edit name' })).toBeTruthy(), { timeout: 5000 });
  const before = nameInDb();
  await user.click(within(root).getByRole('button', { name: 'Edit name' }));
  const input = within(root).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
  await user.clear(input);
  await user.type(input, NAME);
  const save = () => user.click(within(root).getByRole('button', { name: 'Save' }));
  return {
    container: field() ?? root,
    act: save,
    assertReverted: () => {
      expect(field()?.getAttribute('data-state')).not.toBe('view');
      expect((within(root).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(NAME);
      expect(nameInDb()).toBe(before);
    },
    retry: async () => {
      await save();
      await waitFor(() => expect(field()?.getAttribute('data-state')).toBe('view'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(nameInDb()).toBe(NAME);
      expect(field()?.textContent).toContain(NAME);
    },
    signIn: () => null,
  };
}

const RESET_SENT = 'Password reset email sent. Check your inbox for a link to choose a new password.';

async function passwordResetDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<AccountSettingsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const button = () => within(root).getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;
  await waitFor(() => expect(button()).toBeTruthy(), { timeout: 5000 });
  const resets = () => db.account.passwordResets.length;
  const before = resets();
  return {
    container: root,
    act: async () => {
      await user.click(button());
      await within(root).findByRole('alert', {}, { timeout: 3000 });
    },
    assertReverted: () => {
      expect(button().disabled).toBe(false);
      expect(within(root).queryByText(RESET_SENT)).toBeNull();
      expect(resets()).toBe(before);
    },
    retry: async () => {
      await user.click(button());
      await within(root).findByText(RESET_SENT, {}, { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(resets()).toBe(before + 1);
    },
    signIn: () => null,
  };
}

const NEW_EMAIL = 'paolo.new@example.com';
const emailInDb = () => db.core.users.find((u) => u.id === VIEWER_IDS.paid)?.email;

async function emailDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<AccountSettingsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const field = () => root.querySelector<HTMLElement>('[data-part="field-email"]');
  const signedOut = () => root.querySelector<HTMLElement>('[data-part="signed-out"]');
  await waitFor(() => expect(within(root).getByRole('button', { name: 'Edit email' })).toBeTruthy(), { timeout: 5000 });
  const before = emailInDb();
  await user.click(within(root).getByRole('button', { name: 'Edit email' }));
  const input = within(root).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  await user.clear(input);
  await user.type(input, NEW_EMAIL);
  // Save opens the confirmation; the new email typed again there, "Change email" sends P07.
  const saveAndConfirm = async () => {
    await user.click(within(root).getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('account.emailChange.title') });
    await user.type(within(dialog).getByRole('textbox', { name: t('account.emailChange.confirmLabel') }), NEW_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: t('account.emailChange.confirm') }));
  };
  return {
    container: root,
    act: saveAndConfirm,
    assertReverted: () => {
      expect(document.querySelector('[role="dialog"]')).toBeNull();
      expect(signedOut()).toBeNull();
      expect(field()?.getAttribute('data-state')).toBe('editing');
      expect((within(root).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(NEW_EMAIL);
      expect(emailInDb()).toBe(before);
    },
    retry: async () => {
      await saveAndConfirm();
      await waitFor(() => expect(signedOut()).not.toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(emailInDb()).toBe(NEW_EMAIL);
      expect(signedOut()?.textContent).toContain(t('account.signedOut.body', { email: NEW_EMAIL }));
      expect(h.writes.filter((w) => w.method === 'PUT' && new URL(w.url, 'http://host.example').pathname === '/api/v1/user/email')).toHaveLength(2);
    },
    signIn: () => null,
  };
}

/** Table Talk (64): the paid reader's yearly subscription, renewing and cancellable. */
const CANCELLABLE = 64;
const subscriptionRow = () => db.account.subscriptions.find((r) => r.user_id === VIEWER_IDS.paid && r.publication_id === CANCELLABLE);

async function cancelDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<AccountSettingsPage publicationId={CANCELLABLE} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const tab = () => root.querySelector<HTMLElement>('[data-part="subscription-tab"]')!;
  const cancelButton = () => within(tab()).queryByRole('button', { name: t('account.sub.cancel') }) as HTMLButtonElement | null;
  const notRenewing = () => tab().querySelector('[data-part="non-renewing"]');
  await waitFor(() => expect(cancelButton()).not.toBeNull(), { timeout: 5000 });
  expect(subscriptionRow()?.cancel_at_period_end).toBe(false);
  const cancel = async () => {
    await user.click(cancelButton()!);
    await waitFor(() => expect(h.confirms.at(-1)).toBe(t('account.sub.cancelConfirm')));
  };
  return {
    container: root,
    act: cancel,
    assertReverted: async () => {
      // Still renewing: Cancel is offered again, nothing says it ends.
      await waitFor(() => expect(cancelButton()?.disabled).toBe(false));
      expect(notRenewing()).toBeNull();
      expect(subscriptionRow()?.cancel_at_period_end).toBe(false);
    },
    retry: async () => {
      await cancel();
      await waitFor(() => expect(h.toasts()).toContain(t('account.sub.cancelled', { date: 'Apr 30, 2027' })), { timeout: 3000 });
      await waitFor(() => expect(notRenewing()?.getAttribute('data-reason')).toBe('cancel_at_period_end'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(subscriptionRow()?.cancel_at_period_end).toBe(true);
      expect(cancelButton()).toBeNull();
      expect(h.confirms).toHaveLength(2);
      expect(
        h.writes.filter((w) => w.method === 'POST' && new URL(w.url, 'http://host.example').pathname === `/api/v1/subscription/${CANCELLABLE}/cancel`),
      ).toHaveLength(2);
    },
    signIn: () => null,
  };
}

const accountHarness = {
  path: '/account/settings?tab=account',
  flags: { account_settings_revamp: true },
  publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' },
};

export const cases: ScreenCase[] = [
  {
    area: 'account',
    screen: 'AccountSettingsPage',
    endpoint: requestPasswordReset,
    viewer: 'paid',
    harness: accountHarness,
    mount: passwordResetDriver,
    told: toldBy((kind) => ({ inPlace: kitText[kind] })),
  },
  {
    area: 'account',
    screen: 'AccountSettingsPage',
    endpoint: updateName,
    viewer: 'paid',
    harness: accountHarness,
    mount: nameDriver,
    told: toldBy((kind) => ({ inPlace: kitText[kind] })),
  },
  {
    area: 'account',
    screen: 'AccountSettingsPage',
    endpoint: changeEmail,
    viewer: 'paid',
    harness: accountHarness,
    mount: emailDriver,
    told: toldBy((kind) => ({ inPlace: kitText[kind] })),
  },
  {
    area: 'account',
    screen: 'AccountSettingsPage',
    endpoint: cancelSubscription,
    viewer: 'paid',
    harness: { ...accountHarness, path: '/account/settings?tab=subscription' },
    mount: cancelDriver,
    told: toldBy((kind) => ({ alert: kitText[kind] })),
  },
];
