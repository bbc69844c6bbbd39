/**
 * The gift forms after an answer the client could not read (the server applied the write; a proxy or a cut connection
 * garbled its answer): sending the same form again reuses the failed attempt's idempotency key, so the server answers
 * what it answered the first time — the gift is there once and the reader is told it worked, not "This email has
 * already claimed this gift". A form changed after the failure is a new write, with a new key.
 */
// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, setScenario } from '../../../mocks';
import { GIFT_TOKENS } from '../../../mocks/db/growth';
import { routeKey } from '../../../src/api/endpoint';
import { acceptViralGift, createViralGiftForEmail } from '../../../src/api/endpoints/growth';
import { GiftAcceptPage, PostPage } from '../../../src/features/post';
import { createHarness, t } from './harness';
import { setupFaultMockServer } from './mockServer';

const { consoleError } = setupFaultMockServer();

const claimable = () => db.growth.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)!;

async function mountGiftAccept(garbleFirst: boolean) {
  setScenario({ viewer: 'anonymous' });
  let garbled = 0;
  const h = createHarness({
    viewer: 'anonymous',
    path: `/gift/${GIFT_TOKENS.claimable}`,
    garble: (w) => garbleFirst && w.url.endsWith('/viral_gifts/accept_gift_from_link') && garbled++ === 0,
  });
  const user = userEvent.setup();
  const root = render(<GiftAcceptPage />, { wrapper: h.wrapper }).container as HTMLElement;
  const page = () => root.querySelector<HTMLElement>('[data-part="gift-accept-page"]')!;
  await waitFor(() => expect(page().getAttribute('data-state')).toBe('form'), { timeout: 5000 });
  const field = (name: string) => within(root).getByRole('textbox', { name }) as HTMLInputElement;
  const accept = () => user.click(within(root).getByRole('button', { name: t('gift.accept.submit') }));
  return { h, user, root, page, field, accept };
}

describe('the gift link’s form (E71)', () => {
  it('an accept whose answer was garbled, then Accept gift again: one claim, the same key, “Your gift subscription is active”', async () => {
    const { h, user, root, page, field, accept } = await mountGiftAccept(true);
    await user.type(field(t('gift.accept.name')), 'Gina Guest');
    await user.type(field(t('gift.accept.email')), 'gina.guest@example.com');
    const left = claimable().count_remaining;
    await accept();
    await waitFor(() => expect(page().getAttribute('data-state')).toBe('error'));
    expect(within(root).getByRole('alert').textContent).toBe(t('gift.accept.error'));
    // The server has the claim already; the reader only saw "Something went wrong".
    expect(claimable().claims).toHaveLength(1);
    await accept();
    await waitFor(() => expect(page().getAttribute('data-state')).toBe('accepted'), { timeout: 3000 });
    expect(within(root).getByText(t('gift.accept.accepted'))).toBeTruthy();
    expect(claimable().claims.map((c) => c.email)).toEqual(['gina.guest@example.com']);
    expect(claimable().count_remaining).toBe(left - 1);
    const sent = h.writes.filter((w) => w.url.endsWith('/viral_gifts/accept_gift_from_link'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('a form changed after a failure is a new write: a new key, the new address claims', async () => {
    const { h, user, page, field, accept } = await mountGiftAccept(false);
    await user.type(field(t('gift.accept.name')), 'Gina Guest');
    await user.type(field(t('gift.accept.email')), 'gina.guest@example.com');
    setScenario({ faults: { [routeKey(acceptViralGift)]: '500' } });
    await accept();
    await waitFor(() => expect(page().getAttribute('data-state')).toBe('error'));
    setScenario({ faults: {} });
    await user.clear(field(t('gift.accept.email')));
    await user.type(field(t('gift.accept.email')), 'gina@example.org');
    await accept();
    await waitFor(() => expect(page().getAttribute('data-state')).toBe('accepted'), { timeout: 3000 });
    expect(claimable().claims.map((c) => c.email)).toEqual(['gina@example.org']);
    const sent = h.writes.filter((w) => w.url.endsWith('/viral_gifts/accept_gift_from_link'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});

const GIFT_EMAIL = 'a.friend@example.com';

async function mountGiftModal(garbleFirst: boolean) {
  setScenario({ viewer: 'paid' });
  let garbled = 0;
  const h = createHarness({
    viewer: 'paid',
    path: '/p/the-city-that-reads?exp_gift_modal=duration_focused',
    garble: (w) => garbleFirst && w.url.endsWith('/viral_gifts/create_for_email') && garbled++ === 0,
  });
  const user = userEvent.setup();
  render(<PostPage />, { wrapper: h.wrapper });
  const modal = () => document.querySelector<HTMLElement>('[data-part="gift-modal"]');
  await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('claim_gift'), { timeout: 5000 });
  await user.click(within(modal()!).getByRole('button', { name: t('gift.modal.claim') }));
  const field = () => within(modal()!).getByRole('textbox', { name: t('gift.modal.email') }) as HTMLInputElement;
  const start = () => user.click(within(modal()!).getByRole('button', { name: t('gift.modal.submit') }));
  return { h, user, modal, field, start };
}

describe('the gift modal on the post page (E72)', () => {
  it('a gift whose answer was garbled, then Start my gift again: one gift, the same key, “You’re subscribed!”', async () => {
    const { h, user, modal, field, start } = await mountGiftModal(true);
    await user.clear(field());
    await user.type(field(), GIFT_EMAIL);
    await start();
    await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('enter_email'));
    expect(within(modal()!).getByRole('alert').textContent).toBe(t('gift.modal.error'));
    expect(db.growth.emailGifts.filter((g) => g.email === GIFT_EMAIL)).toHaveLength(1);
    await start();
    await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('subscribed'), { timeout: 3000 });
    expect(screen.getByText(t('gift.modal.subscribedBody'))).toBeTruthy();
    expect(db.growth.emailGifts.filter((g) => g.email === GIFT_EMAIL)).toHaveLength(1);
    const sent = h.writes.filter((w) => w.url.endsWith('/viral_gifts/create_for_email'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('an address changed after a failure is a new write: a new key, the new address gets the gift', async () => {
    const { h, user, modal, field, start } = await mountGiftModal(false);
    await user.clear(field());
    await user.type(field(), GIFT_EMAIL);
    setScenario({ faults: { [routeKey(createViralGiftForEmail)]: '500' } });
    await start();
    await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('enter_email'));
    setScenario({ faults: {} });
    await user.clear(field());
    await user.type(field(), 'another.friend@example.com');
    await start();
    await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('subscribed'), { timeout: 3000 });
    expect(db.growth.emailGifts.filter((g) => g.email === 'another.friend@example.com')).toHaveLength(1);
    expect(db.growth.emailGifts.filter((g) => g.email === GIFT_EMAIL)).toHaveLength(0);
    const sent = h.writes.filter((w) => w.url.endsWith('/viral_gifts/create_for_email'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});
