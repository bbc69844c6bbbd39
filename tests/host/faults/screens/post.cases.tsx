/**
 * The post page (`PostPage`, /p/{slug}) and the gift page (`GiftAcceptPage`, /gift/{token}) as their readers use them:
 * - the admin's coming-soon explainer, "Got it" (E13): a failure alerts the kit's failure text (the server's words,
 *   the shared network or timeout text, else "This could not be saved. Please try again.") and the explainer stays; pressing it again saves the setting once and the explainer goes;
 * - the admin's featured-tag editor, Save (M68, E34): a failure alerts "The featured tag could not be saved: {the
 *   error's text}", keeps the chosen tag with Save enabled and the header's tag unchanged; Save again lands once;
 * - the free reader's "Unlock for free" at the end of a teaser-eligible post (M24, P22): a failure toasts the spec's
 *   text (T049 on a refusal, the sign-in text on 401, else the generic one) and the post stays locked; pressing it
 *   again redeems the free pass once;
 * - the gift modal on the post page (M61, E72, `?exp_gift_modal=`): a failure shows the server's words or "Something
 *   went wrong" (T181) above the field, which keeps the typed e-mail; "Start my gift" again creates one gift;
 * - the gift link's form (M62, E71): a failure shows the server's words or T181 above the form, which keeps the typed
 *   name and e-mail; "Accept gift" again claims one gift.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db, getScenario } from '../../../../mocks';
import { GIFT_TOKENS } from '../../../../mocks/db/growth';
import { VIEWER_IDS } from '../../../../mocks/db';
import { updatePublicationSettings } from '../../../../src/api/endpoints/account';
import { acceptViralGift, createViralGiftForEmail } from '../../../../src/api/endpoints/growth';
import { unlockPost, updatePostTheme } from '../../../../src/api/endpoints/posts';
import { type AnyEndpointDef, routeKey } from '../../../../src/api/endpoint';
import { comingSoonSeenKey, GiftAcceptPage, PostPage } from '../../../../src/features/post';
import { systemClock } from '../../../../src/platform/clock';
import { createLocalStorage } from '../../../../src/platform/storage';
import { type Harness, type SentWrite, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, SERVER_WORDS, toldBy } from './texts';

/** The retry sent one write, and it was `def`'s (the harness records every write the screen sends). */
function expectOneWriteSince(h: Harness, from: number, def: AnyEndpointDef) {
  const sent = h.writes.slice(from);
  expect(sent).toHaveLength(1);
  const pattern = new RegExp(`^${def.path.replace(/:\w+/g, '[^/]+')}$`);
  expect(sent.map((w: SentWrite) => `${w.method} ${pattern.test(new URL(w.url, 'http://localhost').pathname)}`)).toEqual([`${def.method} true`]);
}

/** The fault `def` meets now (the matrix turns it on before the reader acts). */
const faultOn = (def: AnyEndpointDef) => getScenario().faults[routeKey(def)];

/**
 * The form sent again as it was: after a failure without an answer (5xx, network, unreadable answer, timeout) the
 * retry carries the failed attempt's idempotency key (applied once at most); after a refusal (a 4xx: 401, 403, the
 * ban's 403) a fresh one, since the server would replay its refusal to the old key (the kit's rule).
 */
function expectRetryWithFailedKey(h: Harness, from: number, failedWith: string | undefined) {
  expect(h.writes[from]?.key).toBeTruthy();
  if (failedWith === '401' || failedWith === '403' || failedWith === 'ban') expect(h.writes[from]?.key).not.toBe(h.writes[from - 1]?.key);
  else expect(h.writes[from]?.key).toBe(h.writes[from - 1]?.key);
}

/** The post page, once the post has loaded. */
async function mountPost(h: Harness) {
  const view = render(<PostPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  await waitFor(() => expect(root.querySelector('[data-part="post-page"]')?.getAttribute('data-state')).toBe('loaded'), { timeout: 5000 });
  return root;
}

// ——— the coming-soon explainer (admins, E13) ———

const CITY_POST = 1001;
const cityPublication = () => db.core.posts.find((p) => p.id === CITY_POST)!.publication_id;
/** The storage the platform uses by default (the browser's, under its prefix). */
const hostStorage = createLocalStorage(systemClock);
const seenInDb = () => db.account.publicationSettings.find((s) => s.publication_id === cityPublication())?.seen_coming_soon_explainer;

async function comingSoonDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  // The dismissal is cached in the platform's storage (the setting has no GET, and jsdom's storage outlives a test):
  // start from a publication not yet seen.
  hostStorage.remove(comingSoonSeenKey(cityPublication()));
  const root = await mountPost(h);
  const explainer = () => root.querySelector<HTMLElement>('[data-part="coming-soon-explainer"]');
  const gotIt = () => within(explainer()!).getByRole('button', { name: t('post.comingSoon.dismiss') }) as HTMLButtonElement;
  await waitFor(() => expect(explainer()).not.toBeNull());
  expect(seenInDb()).toBe(false);
  let retriedFrom = 0;
  return {
    container: root,
    act: () => user.click(gotIt()),
    assertReverted: async () => {
      expect(explainer()).not.toBeNull();
      await waitFor(() => expect(gotIt().hasAttribute('aria-busy')).toBe(false));
      expect(seenInDb()).toBe(false);
      expect(hostStorage.get(comingSoonSeenKey(cityPublication()))).toBeNull();
    },
    retry: async () => {
      retriedFrom = h.writes.length;
      await user.click(gotIt());
      await waitFor(() => expect(explainer()).toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(seenInDb()).toBe(true);
      expectOneWriteSince(h, retriedFrom, updatePublicationSettings);
    },
    signIn: () => null,
  };
}

// ——— the featured-tag editor (admins, M68, E34) ———

const BOOKS = 2;
const themeInDb = () => db.posts.postSettings[CITY_POST]?.postTheme?.featured_post_tag_id;

async function featuredTagDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const root = await mountPost(h);
  const editor = () => root.querySelector<HTMLElement>('[data-part="featured-tag-editor"]')!;
  const select = () => within(editor()).getByLabelText(t('post.featuredTag.title')) as HTMLSelectElement;
  const save = () => within(editor()).getByRole('button', { name: t('post.featuredTag.save') }) as HTMLButtonElement;
  const headerTag = () => root.querySelector('[data-part="featured-tag"]')?.textContent ?? '';
  await waitFor(() => expect(editor()).not.toBeNull());
  const before = themeInDb();
  expect(headerTag()).toContain('Cities');
  await user.selectOptions(select(), String(BOOKS));
  expect(save().disabled).toBe(false);
  let retriedFrom = 0;
  return {
    container: root,
    act: () => user.click(save()),
    assertReverted: async () => {
      await waitFor(() => expect(editor().getAttribute('data-state')).toBe('failed'));
      // The choice is kept and may be saved again; the post shows the tag the server has.
      expect(select().value).toBe(String(BOOKS));
      expect(save().disabled).toBe(false);
      expect(headerTag()).toContain('Cities');
      expect(themeInDb()).toBe(before);
    },
    retry: async () => {
      retriedFrom = h.writes.length;
      await user.click(save());
      await waitFor(() => expect(editor().getAttribute('data-state')).toBe('saved'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(themeInDb()).toBe(BOOKS);
      expect(headerTag()).toContain('Books');
      expectOneWriteSince(h, retriedFrom, updatePostTheme);
    },
    signIn: () => null,
  };
}

// ——— "Unlock for free" at the end of a teaser-eligible post (the free reader, M24, P22) ———

const SHELF_POST = 1002;
const unlocks = () => db.posts.unlocks.filter((u) => u.user_id === VIEWER_IDS.free && u.post_id === SHELF_POST).length;

async function unlockDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const root = await mountPost(h);
  const prompt = () => root.querySelector<HTMLElement>('[data-part="gift-unlock-prompt"]');
  const unlock = () => within(prompt()!).getByRole('button', { name: t('postEnd.giftUnlock.action') }) as HTMLButtonElement;
  await waitFor(() => expect(prompt()?.getAttribute('data-state')).toBe('locked'), { timeout: 5000 });
  let retriedFrom = 0;
  return {
    container: root,
    act: () => user.click(unlock()),
    assertReverted: async () => {
      await waitFor(() => expect(prompt()?.getAttribute('data-state')).toBe('error'));
      expect(unlock().disabled).toBe(false);
      expect(unlocks()).toBe(0);
      expect(db.posts.unlockTokens.find((tok) => tok.user_id === VIEWER_IDS.free)?.redeemed_post_id).toBeNull();
    },
    retry: async () => {
      retriedFrom = h.writes.length;
      await user.click(unlock());
      await waitFor(() => expect(prompt()?.getAttribute('data-state')).toBe('unlocked'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(unlocks()).toBe(1);
      expect(db.posts.unlockTokens.find((tok) => tok.user_id === VIEWER_IDS.free)?.redeemed_post_id).toBe(SHELF_POST);
      expect(prompt()?.textContent).toContain(t('postEnd.giftUnlock.unlocked'));
      expectOneWriteSince(h, retriedFrom, unlockPost);
    },
    signIn: () => null,
  };
}

// ——— the gift modal on the post page (M61, E72) ———

const GIFT_EMAIL = 'a.friend@example.com';
const emailGifts = () => db.growth.emailGifts.filter((g) => g.email === GIFT_EMAIL).length;

async function giftModalDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  await mountPost(h);
  const modal = () => document.querySelector<HTMLElement>('[data-part="gift-modal"]');
  await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('claim_gift'), { timeout: 5000 });
  await user.click(within(modal()!).getByRole('button', { name: t('gift.modal.claim') }));
  const field = () => within(modal()!).getByRole('textbox', { name: t('gift.modal.email') }) as HTMLInputElement;
  await user.clear(field());
  await user.type(field(), GIFT_EMAIL);
  const start = () => user.click(within(modal()!).getByRole('button', { name: t('gift.modal.submit') }));
  let retriedFrom = 0;
  let failedWith: string | undefined;
  return {
    get container() {
      return modal() ?? document.body;
    },
    act: () => {
      failedWith = faultOn(createViralGiftForEmail);
      return start();
    },
    assertReverted: async () => {
      await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('enter_email'));
      expect(field().value).toBe(GIFT_EMAIL);
      expect(emailGifts()).toBe(0);
    },
    retry: async () => {
      retriedFrom = h.writes.length;
      await start();
      await waitFor(() => expect(modal()?.getAttribute('data-state')).toBe('subscribed'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(emailGifts()).toBe(1);
      expect(screen.getByText(t('gift.modal.subscribedBody'))).toBeTruthy();
      expectOneWriteSince(h, retriedFrom, createViralGiftForEmail);
      expectRetryWithFailedKey(h, retriedFrom, failedWith);
    },
    signIn: () => null,
  };
}

// ——— the gift link's form (M62, E71) ———

const CLAIMER = { name: 'Gina Guest', email: 'gina.guest@example.com' };
const claimable = () => db.growth.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)!;

async function giftAcceptDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<GiftAcceptPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const page = () => root.querySelector<HTMLElement>('[data-part="gift-accept-page"]')!;
  await waitFor(() => expect(page().getAttribute('data-state')).toBe('form'), { timeout: 5000 });
  const name = () => within(root).getByRole('textbox', { name: t('gift.accept.name') }) as HTMLInputElement;
  const email = () => within(root).getByRole('textbox', { name: t('gift.accept.email') }) as HTMLInputElement;
  await user.type(name(), CLAIMER.name);
  await user.type(email(), CLAIMER.email);
  const left = claimable().count_remaining;
  const accept = () => user.click(within(root).getByRole('button', { name: t('gift.accept.submit') }));
  let retriedFrom = 0;
  let failedWith: string | undefined;
  return {
    container: root,
    act: () => {
      failedWith = faultOn(acceptViralGift);
      return accept();
    },
    assertReverted: async () => {
      await waitFor(() => expect(page().getAttribute('data-state')).toBe('error'));
      expect(name().value).toBe(CLAIMER.name);
      expect(email().value).toBe(CLAIMER.email);
      expect(claimable().count_remaining).toBe(left);
      expect(claimable().claims).toEqual([]);
    },
    retry: async () => {
      retriedFrom = h.writes.length;
      await accept();
      await waitFor(() => expect(page().getAttribute('data-state')).toBe('accepted'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(claimable().claims.map((c) => c.email)).toEqual([CLAIMER.email]);
      expect(claimable().count_remaining).toBe(left - 1);
      expect(db.growth.giftSubscriptions.filter((s) => s.email === CLAIMER.email)).toHaveLength(1);
      expectOneWriteSince(h, retriedFrom, acceptViralGift);
      expectRetryWithFailedKey(h, retriedFrom, failedWith);
    },
    signIn: () => null,
  };
}

const admin = { path: '/p/the-city-that-reads' };
/** What the gift forms say: the server's words when it sent any, else "Something went wrong" (T181). */
const giftFormText = (id: 'gift.modal.error' | 'gift.accept.error') => toldBy((kind) => ({ inPlace: kind in SERVER_WORDS ? kitText[kind] : t(id) }));

export const cases: ScreenCase[] = [
  {
    area: 'post',
    screen: 'PostPage',
    endpoint: updatePublicationSettings,
    viewer: 'admin',
    harness: admin,
    mount: comingSoonDriver,
    // The kit's rule with the area's sentence as the fallback (a malformed answer has no words and no shared text of its own).
    told: toldBy((kind) => ({ alert: kind === 'malformed' ? t('post.comingSoon.failed') : kitText[kind] })),
  },
  {
    area: 'post',
    screen: 'PostPage',
    endpoint: updatePostTheme,
    viewer: 'admin',
    harness: admin,
    mount: featuredTagDriver,
    told: toldBy((kind) => ({ alert: t('post.featuredTag.failed', { message: kitText[kind] }) })),
  },
  {
    area: 'post',
    screen: 'PostPage',
    endpoint: unlockPost,
    viewer: 'free',
    harness: { path: '/p/paid-the-long-shelf' },
    mount: unlockDriver,
    // T049 when the server refuses (403), the sign-in text on 401, a ban in the server's words (not T049: the post is
    // available, the reader is banned), else the generic text.
    told: toldBy((kind) => ({
      toast:
        kind === 'ban'
          ? SERVER_WORDS.ban
          : t(kind === '401' ? 'postEnd.giftUnlock.signIn' : kind === '403' ? 'postEnd.giftUnlock.unavailable' : 'postEnd.giftUnlock.failed'),
    })),
  },
  {
    area: 'post',
    screen: 'PostPage',
    endpoint: createViralGiftForEmail,
    viewer: 'paid',
    harness: { path: '/p/the-city-that-reads?exp_gift_modal=duration_focused' },
    mount: giftModalDriver,
    told: giftFormText('gift.modal.error'),
  },
  {
    area: 'post',
    screen: 'GiftAcceptPage',
    endpoint: acceptViralGift,
    viewer: 'anonymous',
    harness: { path: `/gift/${GIFT_TOKENS.claimable}` },
    mount: giftAcceptDriver,
    told: giftFormText('gift.accept.error'),
  },
];
