/**
 * The login page (`LoginPage`, /login?next=/newsletters) as a signed-out reader uses it: an address, "Email me a
 * sign-in link" (P29). A failure keeps the address in the form with the reason in place: a refusal's own words (4xx:
 * 401, 403, the ban), the shared network or timeout text, else the page's own (`signup.login.error`: a 500's words or
 * an unreadable answer are not shown); sending again lands one link ("Check your email").
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { requestLoginLink } from '../../../../src/api/endpoints/account';
import { LoginPage } from '../../../../src/features/signup';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const EMAIL = 'frances@example.com';
const linksOf = () => db.account.loginLinks.filter((l) => l.email === EMAIL).length;

async function loginLinkDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<LoginPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const page = () => root.querySelector<HTMLElement>('[data-part="login-page"]');
  await waitFor(() => expect(page()?.getAttribute('data-state')).toBe('editing'), { timeout: 5000 });
  const field = () => within(root).getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
  await user.type(field(), EMAIL);
  const before = linksOf();
  const send = () => user.click(within(root).getByRole('button', { name: 'Email me a sign-in link' }));
  return {
    container: root,
    act: async () => {
      await send();
      await within(root).findByRole('alert', {}, { timeout: 3000 });
    },
    assertReverted: () => {
      expect(field().value).toBe(EMAIL);
      expect(page()?.getAttribute('data-state')).not.toBe('sent');
      expect(linksOf()).toBe(before);
    },
    retry: async () => {
      await send();
      await waitFor(() => expect(page()?.getAttribute('data-state')).toBe('sent'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(linksOf()).toBe(before + 1);
    },
    signIn: () => null,
  };
}

const shared = { network: 'common.error.network', timeout: 'common.error.timeout' } as const;

export const cases: ScreenCase[] = [
  {
    area: 'signup',
    screen: 'LoginPage',
    endpoint: requestLoginLink,
    viewer: 'anonymous',
    harness: { path: '/login?next=%2Fnewsletters' },
    mount: loginLinkDriver,
    told: toldBy((kind) => ({
      inPlace:
        kind === '401' || kind === '403' || kind === 'ban' ? kitText[kind] : t(kind in shared ? shared[kind as keyof typeof shared] : 'signup.login.error'),
    })),
  },
];
