/**
 * The events hub (`EventsPage`, /events) as a free subscriber uses it: Marginalia's subscribe control turned on (E15).
 * A failure turns the control back and toasts the area's text naming the section (`pages.events.section.error`) or,
 * where the shared text says more (signed out, no network, no answer in time), that text; pressing it again saves once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { updateSectionEmailSettings } from '../../../../src/api/endpoints/account';
import { EventsPage } from '../../../../src/features/pages';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { toldBy } from './texts';

const SECTION = '12';
const NAME = 'Marginalia';
const settingOf = () => db.account.subscriptions.find((r) => r.user_id === VIEWER_IDS.free && r.publication_id === 1)?.email_settings[SECTION];

async function subscribeDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<EventsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const card = () => [...root.querySelectorAll<HTMLElement>('[data-part="events-hub-card"]')].find((c) => c.querySelector('h2')?.textContent === NAME)!;
  const control = () => card().querySelector('[data-part="section-subscribe"]');
  await waitFor(() => expect(control()?.getAttribute('data-state')).toBe('off'), { timeout: 5000 });
  const button = () => within(card()).getByRole('button', { pressed: control()?.getAttribute('data-state') !== 'off' });
  const before = settingOf();
  const press = async () => {
    await user.click(button());
  };
  return {
    container: root,
    act: press,
    assertReverted: () => {
      expect(control()?.getAttribute('data-state')).toBe('off');
      expect(within(card()).getByRole('button', { name: 'Subscribe' }).getAttribute('aria-pressed')).toBe('false');
      expect(settingOf()).toBe(before);
    },
    retry: async () => {
      await press();
      await waitFor(() => expect(h.toasts()).toContain(t('pages.events.section.toast.on', { section: NAME })), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(control()?.getAttribute('data-state')).toBe('on');
      expect(settingOf()).toBe('individual');
    },
    signIn: () => null,
  };
}

/** The kinds the shared text names better than the area's (the kit's one rule with the area's fallback). */
const shared = { '401': 'common.error.signIn', network: 'common.error.network', timeout: 'common.error.timeout' } as const;

export const cases: ScreenCase[] = [
  {
    area: 'pages',
    screen: 'EventsPage',
    endpoint: updateSectionEmailSettings,
    viewer: 'free',
    harness: { path: '/events' },
    mount: subscribeDriver,
    told: toldBy((kind) => ({
      toast: kind in shared ? t(shared[kind as keyof typeof shared]) : t('pages.events.section.error', { section: NAME }),
    })),
  },
];
