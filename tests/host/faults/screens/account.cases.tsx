/**
 * The account settings page (`AccountSettingsPage`, ?tab=account) as a paid reader uses it:
 * - Edit name → Save (P06): a failed save keeps the field in edit mode with what was typed and the error's text beside
 *   it (the server's words, else the shared text); saving again lands once and the field shows the new name;
 * - Reset password (P08): a failure says why in place and the button stays; pressing it again sends one e-mail and
 *   the notice says so.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { requestPasswordReset, updateName } from '../../../../src/api/endpoints/account';
import { AccountSettingsPage } from '../../../../src/features/account';
import type { Harness } from '../harness';
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
];
