/**
 * The account settings page in a host's test suite (jsdom + mock server): the name saves through P06, the tab follows
 * the host's navigation (back included), and the card expiry toast is dismissed for a week in the host's storage.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW } from '../../mocks/clock';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { AccountSettingsPage, CARD_TOAST_DISMISSED_KEY, CardExpiryToast } from '../../src/features/account';
import { createFrozenClock, createMemoryNavigation, createMemoryStorage } from '../../src/index';
import { renderInHost } from '../support/host';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

const flags = { account_settings_revamp: true };

describe('account settings in a host', () => {
  it('saves the name and follows the address between tabs', async () => {
    setScenario({ viewer: 'paid' });
    const user = userEvent.setup();
    const navigation = createMemoryNavigation('/account/settings?tab=account');
    renderInHost(<AccountSettingsPage />, { viewer: 'paid', navigation, flags });
    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Paolo Pagato');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Paolo Pagato');

    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(navigation.location().search).toBe('?tab=subscription');
    await screen.findByText('Paid subscriber');
    navigation.back();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('sends a signed-out reader to the login page', async () => {
    const navigation = createMemoryNavigation('/account/settings?tab=subscription');
    renderInHost(<AccountSettingsPage />, { navigation, flags });
    await waitFor(() => expect(navigation.location().pathname).toBe('/login'));
    expect(new URLSearchParams(navigation.location().search).get('next')).toBe('/account/settings?tab=subscription');
  });

  it('shows the card expiry toast and keeps a dismissal for a week', async () => {
    setScenario({ viewer: 'paid' });
    const user = userEvent.setup();
    const clock = createFrozenClock(MOCK_NOW);
    const storage = createMemoryStorage(clock);
    renderInHost(<CardExpiryToast />, { viewer: 'paid', clock, storage });
    const region = await screen.findByRole('region', { name: 'Card expiry notice' });
    expect(region.textContent).toContain('Your card ending 4242 expires on Nov 29, 2026, before your next payment.');
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Card expiry notice' })).toBeNull());
    expect(storage.get(CARD_TOAST_DISMISSED_KEY)).toBe(String(new Date(MOCK_NOW).getTime()));
  });
});
