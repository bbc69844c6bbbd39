/**
 * The recommendations page (`RecommendationsPage`, /recommendations) of The Daily Margin as Carmen: Subscribe on
 * Night Train Review (the shared free signup, E21, with `other_publication_id`; M67; Field Notes, which she already
 * subscribes to, shows "Subscribed"). A failure alerts the server's words, else the shared text, else "Something went
 * wrong" (T181), and the button is back; pressing it again lands once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { freeSignup } from '../../../../src/api/endpoints/account';
import { RecommendationsPage } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const carmenRows = () => db.account.subscriptions.filter((r) => r.publication_id === 50 && r.user_id === 104 && r.membership_state !== 'unsubscribed');

async function subscribeDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<RecommendationsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const item = () => root.querySelector('[data-part="recommendation"][data-id="50"]') as HTMLElement | null;
  await waitFor(() => expect(item()?.getAttribute('data-state')).toBe('idle'), { timeout: 5000 });
  const before = carmenRows().length;
  const press = () => user.click(within(item()!).getByRole('button'));
  return {
    container: root,
    act: press,
    assertReverted: async () => {
      await waitFor(() => expect(item()?.getAttribute('data-state')).toBe('idle'));
      expect(carmenRows()).toHaveLength(before);
    },
    retry: async () => {
      await press();
      await waitFor(() => expect(item()?.getAttribute('data-state')).toBe('subscribed'), { timeout: 3000 });
    },
    assertLandedOnce: () => expect(carmenRows()).toHaveLength(Math.max(before, 1)),
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'RecommendationsPage',
    endpoint: freeSignup,
    viewer: 'contributor',
    harness: { path: '/recommendations', publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' } },
    mount: subscribeDriver,
    told: toldBy((kind) => ({ alert: kind === 'malformed' ? t('growth.recommendations.failed') : kitText[kind] })),
  },
];
