/**
 * The subscribe widget (`EmbedSubscribeWidget`, /embed) of The Inner Circle, an invite-only publication, as an
 * anonymous visitor uses it: type an address, "Request to subscribe" (E19, M60). A failure alerts the server's words,
 * else the shared network / timeout text, else "Failed to request a subscription" (T178); the form is back with the
 * address kept, and asking again lands one request ("Requested").
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { requestSubscription } from '../../../../src/api/endpoints/account';
import { EmbedSubscribeWidget } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const EMAIL = 'hopeful@example.com';
const requestsOf = () => db.account.subscriptionRequests.filter((r) => r.email === EMAIL);

async function requestDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<EmbedSubscribeWidget />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const widget = () => root.querySelector('[data-part="embed-subscribe-widget"]');
  await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('idle'), { timeout: 5000 });
  await user.type(within(root).getByRole('textbox', { name: 'Email address' }), EMAIL);
  const ask = () => user.click(within(root).getByRole('button', { name: 'Request to subscribe' }));
  return {
    container: root,
    act: ask,
    assertReverted: async () => {
      await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('idle'));
      expect((within(root).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(EMAIL);
      expect(requestsOf()).toHaveLength(0);
    },
    retry: async () => {
      await ask();
      await waitFor(() => expect(widget()?.getAttribute('data-state')).toBe('requested'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(requestsOf()).toHaveLength(1);
      expect(within(root).getByRole('button', { name: 'Requested' })).toHaveProperty('disabled', true);
    },
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'EmbedSubscribeWidget',
    endpoint: requestSubscription,
    viewer: 'anonymous',
    harness: { path: '/embed', apiBaseUrl: 'https://innercircle.example.com' },
    mount: requestDriver,
    told: toldBy((kind) => ({ alert: kind === 'malformed' ? t('growth.embed.requestFailed') : kitText[kind] })),
  },
];
