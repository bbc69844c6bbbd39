/**
 * The newsletters page (`NewslettersPage`, /newsletters, The Daily Margin themed) as a paid reader uses it: the City
 * Desk switch turned on (E15). A failure turns the switch back and alerts the area's text (`newsletters.error.save`)
 * or, where the shared text says more (signed out, no network, no answer in time), that text; pressing it again saves
 * once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { updateSectionEmailSettings } from '../../../../src/api/endpoints/account';
import { NewslettersPage } from '../../../../src/features/newsletters';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { toldBy } from './texts';

const SECTION = '14';
const NAME = 'City Desk';
const settingOf = () => db.account.subscriptions.find((r) => r.user_id === VIEWER_IDS.paid && r.publication_id === 1)?.email_settings[SECTION];

async function switchDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<NewslettersPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const toggle = () => within(root).getByRole('switch', { name: NAME });
  await waitFor(() => expect(root.querySelector('[data-part="newsletters-page"]')?.getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
  expect(toggle().getAttribute('aria-checked')).toBe('false');
  const before = settingOf();
  const press = async () => {
    await user.click(toggle());
  };
  return {
    container: root,
    act: press,
    assertReverted: () => {
      expect(toggle().getAttribute('aria-checked')).toBe('false');
      expect(settingOf()).toBe(before);
    },
    retry: async () => {
      await press();
      await waitFor(() => expect(h.toasts()).toContain(t('newsletters.updated')), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(toggle().getAttribute('aria-checked')).toBe('true');
      expect(settingOf()).not.toBe(before);
    },
    signIn: () => null,
  };
}

/** The kinds the shared text names better than the area's (the kit's one rule with the area's fallback). */
const shared = { '401': 'common.error.signIn', network: 'common.error.network', timeout: 'common.error.timeout' } as const;

export const cases: ScreenCase[] = [
  {
    area: 'newsletters',
    screen: 'NewslettersPage',
    endpoint: updateSectionEmailSettings,
    viewer: 'paid',
    harness: { path: '/newsletters' },
    mount: switchDriver,
    told: toldBy((kind) => ({ alert: t(kind in shared ? shared[kind as keyof typeof shared] : 'newsletters.error.save') })),
  },
];
