/**
 * The account settings page's retries after an answer the reader could not read (the server applied the write, a
 * proxy or a cut connection garbled its answer): pressing the same action again sends the failed attempt's idempotency
 * key, so the server answers as it did the first time instead of applying the write again or refusing it.
 * - Cancel subscription (P35): after any failure the tab reads the subscription again (E14), so a cancel the server
 *   applied although its answer was unreadable shows at once as "will not renew" (not "renewing" until a reload); a
 *   cancel that never arrived leaves Cancel offered, and pressing it again is the same attempt (one key), applied once.
 * - The email change (P07): saving the same new email again is the same attempt (one key).
 */
// @vitest-environment jsdom
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, setScenario } from '../../../mocks';
import { VIEWER_IDS } from '../../../mocks/db';
import { routeKey } from '../../../src/api/endpoint';
import { cancelSubscription, changeEmail } from '../../../src/api/endpoints/account';
import { AccountSettingsPage } from '../../../src/features/account';
import { createHarness, type Harness, t } from './harness';
import { setupFaultMockServer } from './mockServer';

const { consoleError } = setupFaultMockServer();

const flags = { account_settings_revamp: true };
const publication = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };
const pathOf = (url: string) => new URL(url, 'http://host.example').pathname;

describe('cancel subscription, its answer garbled or lost', () => {
  const CANCELLABLE = 64;
  const row = () => db.account.subscriptions.find((r) => r.user_id === VIEWER_IDS.paid && r.publication_id === CANCELLABLE)!;
  const isCancel = (url: string) => pathOf(url) === `/api/v1/subscription/${CANCELLABLE}/cancel`;
  const subscriptionReads = (h: Harness) => h.reads.filter((r) => pathOf(r) === '/api/v1/subscription').length;

  it('the server cancelled but its answer was unreadable: the tab reads the subscription again and says it will not renew', async () => {
    setScenario({ viewer: 'paid' });
    const h = createHarness({
      viewer: 'paid',
      path: '/account/settings?tab=subscription',
      flags,
      publication,
      garble: (w) => w.method === 'POST' && isCancel(w.url),
    });
    const user = userEvent.setup();
    const view = render(<AccountSettingsPage publicationId={CANCELLABLE} />, { wrapper: h.wrapper });
    const tab = () => view.container.querySelector<HTMLElement>('[data-part="subscription-tab"]')!;
    const cancel = () => within(tab()).queryByRole('button', { name: t('account.sub.cancel') }) as HTMLButtonElement | null;
    await waitFor(() => expect(cancel()).toBeTruthy(), { timeout: 5000 });
    expect(tab().querySelector('[data-part="non-renewing"]')).toBeNull();
    const readsBefore = subscriptionReads(h);

    await user.click(cancel()!);
    await waitFor(() => expect(h.alerts).toEqual([t('common.error.malformed')]), { timeout: 3000 });
    // The server has it; the tab reads E14 again instead of saying "renewing" until a reload.
    expect(row().cancel_at_period_end).toBe(true);
    await waitFor(() => expect(tab().querySelector('[data-part="non-renewing"]')?.getAttribute('data-reason')).toBe('cancel_at_period_end'), {
      timeout: 3000,
    });
    expect(subscriptionReads(h)).toBeGreaterThan(readsBefore);
    expect(cancel()).toBeNull();
    expect(h.writes.filter((w) => isCancel(w.url))).toHaveLength(1);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('the cancel never arrived (network): the tab reads it again, still renewing; Cancel again is the same attempt (the same key), applied once', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(cancelSubscription)]: 'network' } });
    const h = createHarness({ viewer: 'paid', path: '/account/settings?tab=subscription', flags, publication });
    const user = userEvent.setup();
    const view = render(<AccountSettingsPage publicationId={CANCELLABLE} />, { wrapper: h.wrapper });
    const tab = () => view.container.querySelector<HTMLElement>('[data-part="subscription-tab"]')!;
    const cancel = () => within(tab()).getByRole('button', { name: t('account.sub.cancel') }) as HTMLButtonElement;
    await waitFor(() => expect(cancel()).toBeTruthy(), { timeout: 5000 });
    const readsBefore = subscriptionReads(h);

    await user.click(cancel());
    await waitFor(() => expect(h.alerts).toEqual([t('common.error.network')]), { timeout: 3000 });
    await waitFor(() => expect(subscriptionReads(h)).toBeGreaterThan(readsBefore), { timeout: 3000 });
    expect(row().cancel_at_period_end).not.toBe(true);
    await waitFor(() => expect(cancel().disabled).toBe(false));
    expect(tab().querySelector('[data-part="non-renewing"]')).toBeNull();

    setScenario({ faults: {} });
    await user.click(cancel());
    await waitFor(() => expect(h.toasts()).toContain(t('account.sub.cancelled', { date: 'Apr 30, 2027' })), { timeout: 3000 });
    await waitFor(() => expect(tab().querySelector('[data-part="non-renewing"]')?.getAttribute('data-reason')).toBe('cancel_at_period_end'));
    expect(h.alerts).toEqual([t('common.error.network')]);
    const sent = h.writes.filter((w) => isCancel(w.url));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('a cancel after the reader kept the subscription is a new attempt (a new key)', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(cancelSubscription)]: '500' } });
    const h = createHarness({ viewer: 'paid', path: '/account/settings?tab=subscription', flags, publication });
    const user = userEvent.setup();
    const view = render(<AccountSettingsPage publicationId={CANCELLABLE} />, { wrapper: h.wrapper });
    const tab = () => view.container.querySelector<HTMLElement>('[data-part="subscription-tab"]')!;
    const cancel = () => within(tab()).getByRole('button', { name: t('account.sub.cancel') }) as HTMLButtonElement;
    await waitFor(() => expect(cancel()).toBeTruthy(), { timeout: 5000 });
    await user.click(cancel());
    await waitFor(() => expect(h.alerts).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(cancel().disabled).toBe(false));
    // The reader chose "Keep subscription" this time: nothing is sent, and the failed attempt is forgotten.
    h.confirmWith(async () => false);
    await user.click(cancel());
    await waitFor(() => expect(h.confirms).toHaveLength(2));
    h.confirmWith(async () => true);
    setScenario({ faults: {} });
    await user.click(cancel());
    await waitFor(() => expect(row().cancel_at_period_end).toBe(true), { timeout: 3000 });
    const sent = h.writes.filter((w) => isCancel(w.url));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});

describe('the email change, its answer garbled, then saved again', () => {
  const NEW_EMAIL = 'paolo.new@example.com';
  const isEmail = (url: string) => pathOf(url) === '/api/v1/user/email';

  async function mountAndChange(garble: (w: { method: string; url: string }) => boolean) {
    setScenario({ viewer: 'paid' });
    const h = createHarness({ viewer: 'paid', path: '/account/settings?tab=account', flags, publication, garble });
    const user = userEvent.setup();
    const view = render(<AccountSettingsPage />, { wrapper: h.wrapper });
    const root = view.container as HTMLElement;
    await user.click(await within(root).findByRole('button', { name: 'Edit email' }, { timeout: 5000 }));
    const input = () => within(root).getByRole('textbox', { name: 'Email' });
    await user.clear(input());
    await user.type(input(), NEW_EMAIL);
    const saveAndConfirm = async (email = NEW_EMAIL) => {
      await user.click(within(root).getByRole('button', { name: 'Save' }));
      const dialog = await within(document.body).findByRole('dialog', { name: t('account.emailChange.title') });
      await user.type(within(dialog).getByRole('textbox', { name: t('account.emailChange.confirmLabel') }), email);
      await user.click(within(dialog).getByRole('button', { name: t('account.emailChange.confirm') }));
    };
    return { h, user, root, input, saveAndConfirm };
  }

  it('the same new email again: the same key, signed out once', async () => {
    let garbled = 0;
    const { h, root, saveAndConfirm } = await mountAndChange((w) => w.method === 'PUT' && isEmail(w.url) && garbled++ === 0);
    await saveAndConfirm();
    await waitFor(() => expect(root.textContent).toContain(t('common.error.malformed')), { timeout: 3000 });
    expect(db.core.users.find((u) => u.id === VIEWER_IDS.paid)?.email).toBe(NEW_EMAIL);
    await saveAndConfirm();
    await waitFor(() => expect(root.querySelector('[data-part="signed-out"]')).not.toBeNull(), { timeout: 3000 });
    const sent = h.writes.filter((w) => isEmail(w.url));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('another email after a failure is a new attempt (a new key)', async () => {
    setScenario({ viewer: 'paid' });
    const { h, user, root, input, saveAndConfirm } = await mountAndChange(() => false);
    setScenario({ faults: { [routeKey(changeEmail)]: 'network' } });
    await saveAndConfirm();
    await waitFor(() => expect(root.textContent).toContain(t('common.error.network')), { timeout: 3000 });
    setScenario({ faults: {} });
    await user.clear(input());
    await user.type(input(), 'paolo.other@example.com');
    await saveAndConfirm('paolo.other@example.com');
    await waitFor(() => expect(root.querySelector('[data-part="signed-out"]')).not.toBeNull(), { timeout: 3000 });
    const sent = h.writes.filter((w) => isEmail(w.url));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(db.core.users.find((u) => u.id === VIEWER_IDS.paid)?.email).toBe('paolo.other@example.com');
  });
});
