import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { advanceMockClock, mockNow } from '../../mocks/clock';
import { emitSubscriptionsUpdate } from '../../mocks/realtime/serviceWorker';
import { setScenario } from '../../mocks/scenario';
import {
  accountEndpoints,
  changeEmail,
  freeSignup,
  freeUnsubscribe,
  getCardLast4,
  getPublicationSubscription,
  getSubscription,
  listNewsletters,
  listPodcastFeeds,
  listSubscriptions,
  requestPasswordReset,
  requestSubscription,
  SUBSCRIPTIONS_PAGE_SIZE,
  setSubscriptionVisibility,
  updateName,
  updatePublicationSettings,
  updateSectionEmailSettings,
  updateUserFlags,
} from '../../src/api/endpoints/account';
import { getPostBySlug } from '../../src/api/endpoints/posts';
import {
  Coupon,
  MembershipState,
  NewsletterGroup,
  nonRenewingReasons,
  type PublicationSubscription,
  renewalTreatment,
  subscriptionStatusOf,
  subscriptionTypes,
} from '../../src/api/schemas/account';
import { fallbackServiceWorkerMessages, type ServiceWorkerMessage, subscribeToServiceWorkerMessages } from '../../src/api/serviceWorker';
import { accountSamples } from './account.samples';
import { call, callError, useMockServer } from './setup';

useMockServer();

const DAY = 86_400_000;
const MARGIN = 1;
const FIELD_NOTES = 2;
const INNER_CIRCLE = 3;

/** Every row of the viewer's data set, following `nextCursor`. */
async function allPages(query: { include_podcasts?: 0 | 1 } = {}) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = await call(listSubscriptions, { query: { ...query, ...(cursor ? { cursor } : {}) } });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

describe('E14 GET /api/v1/subscription (G48 union shape)', () => {
  it('a free subscriber: free status, e-mail settings per section, no plan or card', async () => {
    setScenario({ viewer: 'free' });
    const sub = await call(getSubscription, {});
    expect(sub).toMatchObject({
      publication_id: MARGIN,
      is_free_subscribed: true,
      is_subscribed: false,
      plan: null,
      cardExpiresAt: null,
      isLifetime: false,
      isComped: false,
    });
    expect(sub.email_settings).toEqual({ '11': 'individual', '12': 'disabled', '13': 'disabled', '14': 'individual' });
    expect(subscriptionStatusOf(sub)).toBe('free');
  });

  it('a paid subscriber: plan, amount after a repeating discount, and a card that triggers the expiry toast', async () => {
    setScenario({ viewer: 'paid' });
    const sub = await call(getSubscription, {});
    expect(sub).toMatchObject({ is_subscribed: true, is_free_subscribed: true, totalAmount: 600, currency: 'usd', giftCount: 0 });
    expect(sub.plan).toMatchObject({ id: 'margin-monthly', interval: 'month', amount: 800 });
    expect(sub.discount).toMatchObject({ duration: 'repeating', duration_in_months: 3, percent_off: 25 });
    expect(subscriptionStatusOf(sub)).toBe('paid');
    // M29: card expires before expiry − 3 days grace (G25) and within 12 days of now.
    const card = Date.parse(sub.cardExpiresAt!);
    const now = mockNow().getTime();
    expect(card).toBeGreaterThan(now);
    expect(card - now).toBeLessThan(12 * DAY);
    expect(card).toBeLessThan(Date.parse(sub.expiry!) - 3 * DAY);
  });

  it('founding is premium with two gifts; contributor and admin are comped', async () => {
    setScenario({ viewer: 'founding' });
    const founding = await call(getSubscription, {});
    expect(subscriptionStatusOf(founding)).toBe('premium');
    expect(founding.giftCount).toBe(2);
    expect(founding.plan).toMatchObject({ interval: 'year', is_founding: true });
    expect(Date.parse(founding.cardExpiresAt!) - mockNow().getTime()).toBeGreaterThan(12 * DAY);
    setScenario({ viewer: 'contributor' });
    expect(subscriptionStatusOf(await call(getSubscription, {}))).toBe('comped');
    setScenario({ viewer: 'admin' });
    expect(subscriptionStatusOf(await call(getSubscription, {}))).toBe('comped');
  });

  it('other publications by publication_id: lifetime, an expired card, and a reader with no subscription', async () => {
    setScenario({ viewer: 'paid' });
    const lifetime = await call(getSubscription, { query: { publication_id: 52 } });
    expect(lifetime).toMatchObject({ isLifetime: true, expiry: null });
    expect(subscriptionStatusOf(lifetime)).toBe('lifetime');
    const overdue = await call(getSubscription, { query: { publication_id: 65 } });
    expect(Date.parse(overdue.cardExpiresAt!)).toBeLessThan(mockNow().getTime());
    expect(overdue.subscription?.status).toBe('past_due');
    setScenario({ viewer: 'free' });
    const reader = await call(getSubscription, { query: { publication_id: INNER_CIRCLE } });
    expect(reader).toMatchObject({ subscription_id: null, is_free_subscribed: false, is_subscribed: false, email_settings: {} });
  });

  it('every status of G52 exists among the viewers', async () => {
    const statuses = new Set<string>();
    for (const viewer of ['free', 'paid', 'founding', 'contributor'] as const) {
      setScenario({ viewer });
      statuses.add(subscriptionStatusOf(await call(getSubscription, {})));
    }
    setScenario({ viewer: 'paid' });
    statuses.add(subscriptionStatusOf(await call(getSubscription, { query: { publication_id: 52 } })));
    expect([...statuses].sort()).toEqual(['comped', 'free', 'lifetime', 'paid', 'premium']);
  });

  it('a newsletter-link token shows that subscriber’s settings to a signed-out reader', async () => {
    setScenario({ viewer: 'anonymous' });
    const byToken = await call(getSubscription, { query: { token: 'nl-frances-margin' } });
    setScenario({ viewer: 'free' });
    const signedIn = await call(getSubscription, {});
    expect(byToken).toEqual(signedIn);
    setScenario({ viewer: 'anonymous' });
    expect((await call(getSubscription, { query: { token: 'nl-reader-margin' } })).is_free_subscribed).toBe(true);
  });

  it('401 when signed out without a token, or with an unknown or expired token; 404 for an unknown publication', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getSubscription, {})).status).toBe(401);
    expect((await callError(getSubscription, { query: { token: 'nope' } })).status).toBe(401);
    const expired = await callError(getSubscription, { query: { token: 'nl-expired' } });
    expect(expired.status).toBe(401);
    expect(expired.serverMessage).toContain('expired');
    setScenario({ viewer: 'paid' });
    expect((await callError(getSubscription, { query: { publication_id: 9999 } })).status).toBe(404);
  });
});

describe('E15 PATCH /api/v1/subscription/sections/email (G49 body)', () => {
  it('changes are visible in the next E14 and P19', async () => {
    setScenario({ viewer: 'free' });
    const answer = await call(updateSectionEmailSettings, { body: { '12': { setting: 'individual' }, '14': { setting: 'disabled' } } });
    expect(answer.email_settings).toMatchObject({ '12': 'individual', '14': 'disabled' });
    const sub = await call(getSubscription, {});
    expect(sub.email_settings).toEqual({ '11': 'individual', '12': 'individual', '13': 'disabled', '14': 'disabled' });
    const page = await call(listNewsletters, {});
    expect(page.newsletters.filter((n) => n.selected).map((n) => n.sectionId)).toEqual([11, 12]);
  });

  it('with a token, signed out, for that publication only', async () => {
    setScenario({ viewer: 'anonymous' });
    await call(updateSectionEmailSettings, { query: { token: 'nl-reader-margin' }, body: { '13': { setting: 'individual' } } });
    expect((await call(getSubscription, { query: { token: 'nl-reader-margin' } })).email_settings['13']).toBe('individual');
    const other = await callError(updateSectionEmailSettings, { query: { token: 'nl-reader-margin' }, body: { '21': { setting: 'disabled' } } });
    expect(other.status).toBe(403);
    expect((await callError(updateSectionEmailSettings, { query: { token: 'nl-expired' }, body: { '11': { setting: 'disabled' } } })).status).toBe(401);
  });

  it('400 naming the field for a bad setting, a non-numeric key, an empty body and an unknown section', async () => {
    setScenario({ viewer: 'paid' });
    const badSetting = await callError(updateSectionEmailSettings, { body: { '12': { setting: 'weekly' } } as never });
    expect(badSetting.status).toBe(400);
    expect(badSetting.serverMessage).toContain('12.setting');
    const badKey = await callError(updateSectionEmailSettings, { body: { main: { setting: 'disabled' } } });
    expect(badKey.status).toBe(400);
    expect(badKey.serverMessage).toContain('main');
    expect((await callError(updateSectionEmailSettings, { body: {} })).serverMessage).toContain('Choose at least one section');
    const unknown = await callError(updateSectionEmailSettings, { body: { '999': { setting: 'disabled' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.serverMessage).toBe('Unknown section 999');
  });

  it('changes nothing when one entry fails', async () => {
    setScenario({ viewer: 'paid' });
    await callError(updateSectionEmailSettings, { body: { '11': { setting: 'disabled' }, '999': { setting: 'disabled' } } });
    expect((await call(getSubscription, {})).email_settings['11']).toBe('individual');
  });

  it('404 when not subscribed to the section’s publication; 401 when signed out', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(updateSectionEmailSettings, { body: { '31': { setting: 'individual' } } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updateSectionEmailSettings, { body: { '11': { setting: 'disabled' } } })).status).toBe(401);
  });
});

describe('E16 GET /api/v1/subscriptions (cursor pagination)', () => {
  it('pages the paid viewer’s 26 subscriptions by nextCursor, each page with its publications', async () => {
    setScenario({ viewer: 'paid' });
    const pages = await allPages();
    expect(pages.map((p) => p.subscriptions.length)).toEqual([SUBSCRIPTIONS_PAGE_SIZE, SUBSCRIPTIONS_PAGE_SIZE, 6]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.subscriptions.map((s) => s.id));
    expect(new Set(ids).size).toBe(26);
    for (const page of pages) {
      expect(page.publications.map((p) => p.id)).toEqual(page.subscriptions.map((s) => s.publication_id));
      expect(page.publicationUsers.map((u) => u.publication_id)).toEqual(page.subscriptions.map((s) => s.publication_id));
      expect(page.latestPodcastEpisodeData).toBeUndefined();
    }
    expect(pages[0]!.publicationsWithPledges).toEqual([FIELD_NOTES]);
  });

  it('holds every type, membership state and M28 treatment', async () => {
    setScenario({ viewer: 'paid' });
    const rows: PublicationSubscription[] = (await allPages()).flatMap((p) => p.subscriptions);
    expect(new Set(rows.map((r) => r.type).filter(Boolean))).toEqual(new Set(subscriptionTypes));
    expect(new Set(rows.map((r) => r.membership_state))).toEqual(new Set(['unsubscribed', 'free_signup', 'subscribed']));
    const paidRows = rows.filter((r) => r.membership_state === 'subscribed');
    const treatments = new Set(
      paidRows.map((r) => {
        const t = renewalTreatment(r, mockNow());
        return t.kind === 'non_renewing' ? t.reason : t.kind;
      }),
    );
    expect(treatments).toEqual(new Set([...nonRenewingReasons, 'renewing_cancellable']));
    expect(rows.some((r) => r.is_founding)).toBe(true);
    expect(rows.some((r) => r.is_comped)).toBe(true);
    expect(
      rows
        .filter((r) => r.type === 'trial')
        .map((r) => renewalTreatment(r, mockNow()).kind)
        .sort(),
    ).toEqual(['non_renewing', 'renewing_cancellable']);
  });

  it('include_podcasts=1 adds the latest podcast episodes', async () => {
    setScenario({ viewer: 'paid' });
    const pages = await allPages({ include_podcasts: 1 });
    const episodes = pages.flatMap((p) => p.latestPodcastEpisodeData ?? []);
    expect(episodes.map((e) => e.publication_id).sort((a, b) => a - b)).toEqual([1, 62, 67, 68, 71]);
    // The newest published podcast post of The Daily Margin is archive post 1107 (9 days old; 1007 is 17 days old).
    expect(episodes.find((e) => e.publication_id === MARGIN)).toMatchObject({ post_id: 1107, audio_url: '/api/v1/audio/upload/a-1107/src' });
    const voiceovers = pages.flatMap((p) => p.latestVoiceoverData ?? []);
    expect(voiceovers.map((v) => v.post_id)).toEqual([1015, 6401]);
    expect(voiceovers[0]!.audio_url).toBe('/api/v1/audio/upload/v-1015/src');
  });

  it('a trial ending within 5 minutes turns into an ordinary paid subscription once the mock clock passes its end', async () => {
    setScenario({ viewer: 'paid' });
    const before = (await call(getPublicationSubscription, { params: { publicationId: 55 } })).subscription;
    expect(before).toMatchObject({ type: 'trial', status: 'trialing' });
    expect(renewalTreatment(before, mockNow())).toEqual({ kind: 'non_renewing', reason: 'trial_ending' });
    advanceMockClock(10 * 60_000);
    const after = (await call(getPublicationSubscription, { params: { publicationId: 55 } })).subscription;
    expect(after).toMatchObject({ type: null, status: 'active', membership_state: 'subscribed' });
    expect(renewalTreatment(after, mockNow())).toEqual({ kind: 'renewing_cancellable' });
  });

  it('one page for the free viewer; 400 naming cursor for a bad cursor; 401 signed out', async () => {
    setScenario({ viewer: 'free' });
    const page = await call(listSubscriptions, {});
    expect(page.subscriptions.map((s) => s.publication_id)).toEqual([1, 2, 4]);
    expect(page.nextCursor).toBeNull();
    const bad = await callError(listSubscriptions, { query: { cursor: 'garbage' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('cursor');
    setScenario({ viewer: 'anonymous' });
    expect((await callError(listSubscriptions, {})).status).toBe(401);
  });
});

describe('E17 GET /api/v1/subscription/:publicationId', () => {
  it('answers the row and the publication user', async () => {
    setScenario({ viewer: 'paid' });
    const answer = await call(getPublicationSubscription, { params: { publicationId: MARGIN } });
    expect(answer.subscription).toMatchObject({ id: 5002, publication_id: MARGIN, membership_state: 'subscribed', plan_id: 'margin-monthly' });
    expect(answer.publicationUser).toMatchObject({ role: null, membership_state: 'subscribed' });
    setScenario({ viewer: 'admin' });
    expect((await call(getPublicationSubscription, { params: { publicationId: MARGIN } })).publicationUser?.role).toBe('admin');
  });

  it('404 when not subscribed or no such publication; 401 signed out', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(getPublicationSubscription, { params: { publicationId: INNER_CIRCLE } })).status).toBe(404);
    expect((await callError(getPublicationSubscription, { params: { publicationId: 9999 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getPublicationSubscription, { params: { publicationId: MARGIN } })).status).toBe(401);
  });
});

describe('E18 GET /api/v1/subscription/last4', () => {
  it('the default card, null without one, 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    expect(await call(getCardLast4, {})).toMatchObject({ last4: '4242', brand: 'visa' });
    setScenario({ viewer: 'founding' });
    expect((await call(getCardLast4, {})).last4).toBe('0005');
    setScenario({ viewer: 'free' });
    expect((await call(getCardLast4, {})).last4).toBeNull();
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getCardLast4, {})).status).toBe(401);
  });
});

describe('E19 POST /api/v1/subscription/request (form-encoded)', () => {
  it('sends a form body and records a pending request; asking again answers the same request', async () => {
    expect(requestSubscription.bodyEncoding).toBe('form');
    setScenario({ viewer: 'anonymous' });
    const first = await call(requestSubscription, {
      query: { publication_id: INNER_CIRCLE },
      body: { email: 'New.Reader@example.com', source: 'embed', current_url: 'https://blog.example.org' },
    });
    expect(first).toMatchObject({ publication_id: INNER_CIRCLE, email: 'new.reader@example.com', status: 'pending' });
    advanceMockClock(60_000);
    const again = await call(requestSubscription, { query: { publication_id: INNER_CIRCLE }, body: { email: 'new.reader@example.com' } });
    expect(again).toEqual(first);
    expect(db.account.subscriptionRequests.filter((r) => r.email === 'new.reader@example.com')).toHaveLength(1);
  });

  it('400 naming email for a bad e-mail; 400 when the publication is not invite-only; 409 for a subscriber; 404 unknown publication', async () => {
    setScenario({ viewer: 'anonymous' });
    const bad = await callError(requestSubscription, { query: { publication_id: INNER_CIRCLE }, body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('email');
    const open = await callError(requestSubscription, { query: { publication_id: MARGIN }, body: { email: 'x@example.com' } });
    expect(open.status).toBe(400);
    expect(open.serverMessage).toContain('not invite-only');
    expect((await callError(requestSubscription, { query: { publication_id: INNER_CIRCLE }, body: { email: 'paolo@example.com' } })).status).toBe(409);
    expect((await callError(requestSubscription, { query: { publication_id: 9999 }, body: { email: 'x@example.com' } })).status).toBe(404);
  });
});

describe('E20 POST /api/v1/subscription/visibilities', () => {
  it('makes the profile public, visible in the next E17', async () => {
    setScenario({ viewer: 'paid' });
    expect((await call(getPublicationSubscription, { params: { publicationId: MARGIN } })).subscription.visibility).toBe('private');
    const answer = await call(setSubscriptionVisibility, { body: { ids: [5002], visibility: 'public' } });
    expect(answer.subscriptions).toEqual([{ id: 5002, visibility: 'public' }]);
    expect((await call(getPublicationSubscription, { params: { publicationId: MARGIN } })).subscription.visibility).toBe('public');
  });

  it('403 for somebody else’s subscription, 404 for an unknown id, 400 for no ids or a bad visibility, 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    expect((await callError(setSubscriptionVisibility, { body: { ids: [5001], visibility: 'public' } })).status).toBe(403);
    expect((await callError(setSubscriptionVisibility, { body: { ids: [1], visibility: 'public' } })).status).toBe(404);
    expect((await callError(setSubscriptionVisibility, { body: { ids: [], visibility: 'public' } })).serverMessage).toContain('ids');
    expect((await callError(setSubscriptionVisibility, { body: { ids: [5002], visibility: 'everyone' as never } })).serverMessage).toContain('visibility');
    setScenario({ viewer: 'anonymous' });
    expect((await callError(setSubscriptionVisibility, { body: { ids: [5002], visibility: 'public' } })).status).toBe(401);
  });
});

describe('E21 POST /api/v1/free and E22 DELETE /api/v1/free', () => {
  it('signs up a new e-mail and answers a referral token; a second signup is idempotent', async () => {
    setScenario({ viewer: 'anonymous' });
    const count = db.account.subscriptions.length;
    const first = await call(freeSignup, { body: { email: 'someone.new@example.com', source: 'like_upsell', first_referrer: 'https://news.example.org' } });
    expect(first.referral_token).toMatch(/^rt_/);
    expect(db.account.subscriptions).toHaveLength(count + 1);
    const second = await call(freeSignup, { body: { email: 'Someone.New@example.com' } });
    expect(second).toEqual(first);
    expect(db.account.subscriptions).toHaveLength(count + 1);
  });

  it('subscribes a signed-in viewer to other_publication_id with the default newsletters, visible in E14 and E17', async () => {
    setScenario({ viewer: 'free' });
    await callError(getPublicationSubscription, { params: { publicationId: 70 } });
    const signup = await call(freeSignup, { body: { email: 'frances@example.com', other_publication_id: 70, referring_pub_id: MARGIN } });
    expect(signup.publication_id).toBe(70);
    expect((await call(getPublicationSubscription, { params: { publicationId: 70 } })).subscription.membership_state).toBe('free_signup');
    expect((await call(getSubscription, { query: { publication_id: 70 } })).email_settings).toEqual({ '701': 'individual' });
  });

  it('400 naming email; 403 for an invite-only publication; 404 for an unknown one', async () => {
    setScenario({ viewer: 'anonymous' });
    const bad = await callError(freeSignup, { body: { email: 'frances@' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toBe('Invalid email: Enter a valid email address');
    expect((await callError(freeSignup, { body: { email: 'x@example.com', other_publication_id: INNER_CIRCLE } })).status).toBe(403);
    expect((await callError(freeSignup, { body: { email: 'x@example.com', other_publication_id: 9999 } })).status).toBe(404);
  });

  it('unsubscribing removes the free subscription (E17 404, E14 not subscribed), is idempotent, and a new signup restores it', async () => {
    setScenario({ viewer: 'free' });
    await call(freeUnsubscribe, { body: { publication_id: FIELD_NOTES, source: 'newsletters' } });
    expect((await callError(getPublicationSubscription, { params: { publicationId: FIELD_NOTES } })).status).toBe(404);
    expect(await call(getSubscription, { query: { publication_id: FIELD_NOTES } })).toMatchObject({ is_free_subscribed: false, subscription_id: null });
    await call(freeUnsubscribe, { body: { publication_id: FIELD_NOTES } });
    await call(freeSignup, { body: { email: 'frances@example.com', other_publication_id: FIELD_NOTES } });
    expect((await call(getSubscription, { query: { publication_id: FIELD_NOTES } })).email_settings).toEqual({ '21': 'individual' });
  });

  it('409 for a paid subscription, 404 unknown publication, 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    const paid = await callError(freeUnsubscribe, { body: { publication_id: MARGIN } });
    expect(paid.status).toBe(409);
    expect(paid.serverMessage).toContain('paid');
    expect((await callError(freeUnsubscribe, { body: { publication_id: 9999 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(freeUnsubscribe, { body: { publication_id: MARGIN } })).status).toBe(401);
  });
});

describe('E13 PUT /api/v1/publication_settings', () => {
  it('an admin dismisses the coming-soon explainer; the next answer keeps it', async () => {
    setScenario({ viewer: 'admin' });
    expect(await call(updatePublicationSettings, { body: { seen_coming_soon_explainer: true } })).toEqual({
      publication_id: MARGIN,
      seen_coming_soon_explainer: true,
    });
    expect((await call(updatePublicationSettings, { body: {} })).seen_coming_soon_explainer).toBe(true);
  });

  it('403 for a contributor or a reader, 401 signed out, 404 unknown publication', async () => {
    setScenario({ viewer: 'contributor' });
    expect((await callError(updatePublicationSettings, { body: { seen_coming_soon_explainer: true } })).status).toBe(403);
    setScenario({ viewer: 'paid' });
    expect((await callError(updatePublicationSettings, { body: { seen_coming_soon_explainer: true } })).status).toBe(403);
    setScenario({ viewer: 'admin' });
    expect((await callError(updatePublicationSettings, { query: { publication_id: FIELD_NOTES }, body: { seen_coming_soon_explainer: true } })).status).toBe(
      403,
    );
    expect((await callError(updatePublicationSettings, { query: { publication_id: 9999 }, body: {} })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updatePublicationSettings, { body: { seen_coming_soon_explainer: true } })).status).toBe(401);
  });
});

describe('P06 PUT /api/v1/user/settings (name)', () => {
  it('renames the viewer (trimmed), visible where the name shows next (reactor names of a post)', async () => {
    setScenario({ viewer: 'paid' });
    const user = await call(updateName, { body: { name: '  Paolo P. Paid ' } });
    expect(user).toMatchObject({ id: 102, name: 'Paolo P. Paid' });
    expect((await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } })).reactor_names).toContain('Paolo P. Paid');
  });

  it('400 naming name when empty or too long; 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    const empty = await callError(updateName, { body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.serverMessage).toBe('Invalid name: Name cannot be empty');
    const long = await callError(updateName, { body: { name: 'x'.repeat(101) } });
    expect(long.serverMessage).toBe('Invalid name: Name must be at most 100 characters');
    expect((await call(updateName, { body: { name: 'y'.repeat(100) } })).name).toHaveLength(100);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updateName, { body: { name: 'Nobody' } })).status).toBe(401);
  });
});

describe('P07 PUT /api/v1/user/email', () => {
  it('changes the e-mail and tells the client to sign out; a later signup with it is the same subscriber', async () => {
    setScenario({ viewer: 'paid' });
    const answer = await call(changeEmail, { body: { email: 'paolo.new@example.com', confirm_email: 'paolo.new@example.com' } });
    expect(answer).toMatchObject({ user: { id: 102, email: 'paolo.new@example.com' }, signed_out: true });
    setScenario({ viewer: 'anonymous' });
    expect((await call(freeSignup, { body: { email: 'paolo.new@example.com' } })).subscription_id).toBe(5002);
  });

  it('400 naming the rule when confirm_email differs; 400 for a bad e-mail; 409 when taken; 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    const mismatch = await callError(changeEmail, { body: { email: 'a@example.com', confirm_email: 'b@example.com' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.serverMessage).toBe('Invalid confirm_email: confirm_email must equal email');
    expect((await callError(changeEmail, { body: { email: 'nope', confirm_email: 'nope' } })).serverMessage).toContain('email');
    const taken = await callError(changeEmail, { body: { email: 'frances@example.com', confirm_email: 'frances@example.com' } });
    expect(taken.status).toBe(409);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(changeEmail, { body: { email: 'a@example.com', confirm_email: 'a@example.com' } })).status).toBe(401);
  });
});

describe('P08 POST /api/v1/user/password-reset', () => {
  it('sends to the signed-in reader, or to the e-mail given when signed out; 400 naming email otherwise', async () => {
    setScenario({ viewer: 'founding' });
    expect(await call(requestPasswordReset, {})).toEqual({ sent: true });
    expect(db.account.passwordResets.at(-1)?.email).toBe('fiona@example.com');
    setScenario({ viewer: 'anonymous' });
    expect(await call(requestPasswordReset, { body: { email: 'who@example.com' } })).toEqual({ sent: true });
    const missing = await callError(requestPasswordReset, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.serverMessage).toContain('email');
    expect((await callError(requestPasswordReset, { body: { email: 'bad' } })).status).toBe(400);
  });
});

describe('P19 GET /api/v1/newsletters (G13/G15)', () => {
  it('the themed page of The Daily Margin: groups from / featured / topic with the viewer’s selection', async () => {
    setScenario({ viewer: 'paid' });
    const page = await call(listNewsletters, {});
    expect(page).toMatchObject({
      publication_id: MARGIN,
      variant: 'themed',
      is_subscribed: true,
      can_manage_sections: false,
      account_settings_url: '/account/settings?tab=newsletters',
    });
    expect(page.groups).toEqual([
      { id: 'from', sectionIds: [11] },
      { id: 'featured', sectionIds: [12, 13] },
      { id: 'topic', sectionIds: [14] },
    ]);
    const sub = await call(getSubscription, {});
    for (const item of page.newsletters) expect(item.selected).toBe(sub.email_settings[String(item.sectionId)] === 'individual');
    expect(page.newsletters.find((n) => n.sectionId === 13)).toMatchObject({ is_podcast: true, defaultOn: false });
  });

  it('admins get the section-management control; signed out nothing is selected unless a token is given', async () => {
    setScenario({ viewer: 'admin' });
    expect((await call(listNewsletters, {})).can_manage_sections).toBe(true);
    setScenario({ viewer: 'anonymous' });
    const anonymous = await call(listNewsletters, {});
    expect(anonymous).toMatchObject({ is_free_subscribed: false, can_manage_sections: false, account_settings_url: null });
    expect(anonymous.newsletters.every((n) => !n.selected)).toBe(true);
    const byToken = await call(listNewsletters, { query: { token: 'nl-frances-margin' } });
    expect(byToken.newsletters.filter((n) => n.selected).map((n) => n.sectionId)).toEqual([11, 14]);
    expect((await callError(listNewsletters, { query: { token: 'nl-expired' } })).status).toBe(401);
  });

  it('the default variant elsewhere, an empty list for a publication without newsletters, 404 unknown', async () => {
    setScenario({ viewer: 'free' });
    const fieldNotes = await call(listNewsletters, { query: { publication_id: FIELD_NOTES } });
    expect(fieldNotes).toMatchObject({ variant: 'default', groups: [], is_free_subscribed: true });
    expect(fieldNotes.newsletters.map((n) => [n.sectionId, n.group])).toEqual([[21, null]]);
    const reader = await call(listNewsletters, { query: { publication_id: INNER_CIRCLE } });
    expect(reader.is_free_subscribed).toBe(false);
    expect((await call(listNewsletters, { query: { publication_id: 69 } })).newsletters).toEqual([]);
    expect((await callError(listNewsletters, { query: { publication_id: 9999 } })).status).toBe(404);
  });
});

describe('P21 PUT /api/v1/user/flags', () => {
  it('sets and clears has_seen_notes_post_app_upsell', async () => {
    setScenario({ viewer: 'paid' });
    expect(await call(updateUserFlags, { body: { has_seen_notes_post_app_upsell: true } })).toEqual({ has_seen_notes_post_app_upsell: true });
    expect(db.core.users.find((u) => u.id === 102)?.has_seen_notes_post_app_upsell).toBe(true);
    expect(await call(updateUserFlags, { body: { has_seen_notes_post_app_upsell: false } })).toEqual({ has_seen_notes_post_app_upsell: false });
  });

  it('400 for an unknown flag or an empty body; 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    expect((await callError(updateUserFlags, { body: { is_admin: true } as never })).serverMessage).toContain('is_admin');
    expect((await callError(updateUserFlags, { body: {} })).serverMessage).toContain('Give at least one flag');
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updateUserFlags, { body: { has_seen_notes_post_app_upsell: true } })).status).toBe(401);
  });
});

describe('P25 GET /api/v1/podcast-feeds (G44)', () => {
  it('private feeds of paid publications only; empty for a free reader; 401 signed out', async () => {
    setScenario({ viewer: 'paid' });
    const feeds = await call(listPodcastFeeds, {});
    expect(feeds.map((f) => f.name)).toEqual(['Margin Radio', 'First Edition Club Podcast', 'Field Recording']);
    expect(feeds[0]!.setupUrl).toContain('/podcast/private/setup');
    setScenario({ viewer: 'founding' });
    expect((await call(listPodcastFeeds, {})).map((f) => f.publication_id)).toEqual([MARGIN]);
    setScenario({ viewer: 'free' });
    expect(await call(listPodcastFeeds, {})).toEqual([]);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(listPodcastFeeds, {})).status).toBe(401);
  });
});

describe('C02 service-worker subscriptions-update', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reaches a subscriber in Node through the fallback target; unsubscribe stops it', () => {
    const received: ServiceWorkerMessage[] = [];
    const stop = subscribeToServiceWorkerMessages((m) => received.push(m));
    emitSubscriptionsUpdate();
    expect(received).toEqual([{ type: 'subscriptions-update' }]);
    stop();
    emitSubscriptionsUpdate();
    expect(received).toHaveLength(1);
  });

  it('ignores other messages on the channel (MSW’s own worker traffic)', () => {
    const listener = vi.fn();
    const stop = subscribeToServiceWorkerMessages(listener);
    fallbackServiceWorkerMessages.dispatchEvent(new MessageEvent('message', { data: { type: 'MOCKING_ENABLED' } }));
    fallbackServiceWorkerMessages.dispatchEvent(new MessageEvent('message', { data: 'subscriptions-update' }));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('goes through navigator.serviceWorker when the runtime has one', () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker: container });
    const listener = vi.fn();
    const stop = subscribeToServiceWorkerMessages(listener);
    const direct = vi.fn();
    container.addEventListener('message', direct);
    emitSubscriptionsUpdate();
    stop();
    expect(listener).toHaveBeenCalledWith({ type: 'subscriptions-update' });
    expect((direct.mock.calls[0]![0] as MessageEvent).data).toEqual({ type: 'subscriptions-update' });
  });

  it('drives a refresh: after an unsubscribe the refetch of E17 answers 404 (the client drops the entry)', async () => {
    setScenario({ viewer: 'free' });
    const refreshed: number[] = [];
    const stop = subscribeToServiceWorkerMessages(() => {
      refreshed.push(0);
    });
    await call(freeUnsubscribe, { body: { publication_id: FIELD_NOTES } });
    emitSubscriptionsUpdate();
    stop();
    expect(refreshed).toHaveLength(1);
    expect((await callError(getPublicationSubscription, { params: { publicationId: FIELD_NOTES } })).status).toBe(404);
  });
});

describe('account schemas', () => {
  it('normalise free_subscription (G28) and fromTheFreePress', () => {
    expect(MembershipState.parse('free_subscription')).toBe('free_signup');
    expect(NewsletterGroup.parse('fromTheFreePress')).toBe('from');
    expect(MembershipState.safeParse('lapsed').success).toBe(false);
  });

  it('M28 treatment: each reason, and the 2100 and 5-minute boundaries', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    const base = {
      type: null,
      current_period_end: null,
      cancel_at_period_end: false,
      paused: false,
      parent_subscription_id: null,
      is_group_parent: false,
      expiry: '2027-01-01T00:00:00.000Z',
    };
    expect(renewalTreatment(base, now)).toEqual({ kind: 'renewing_cancellable' });
    expect(renewalTreatment({ ...base, type: 'trial', current_period_end: '2026-11-21T12:05:00.000Z' }, now)).toEqual({
      kind: 'non_renewing',
      reason: 'trial_ending',
    });
    expect(renewalTreatment({ ...base, type: 'trial', current_period_end: '2026-11-21T12:05:01.000Z' }, now).kind).toBe('renewing_cancellable');
    expect(renewalTreatment({ ...base, expiry: '2100-12-31T23:59:59.000Z' }, now).kind).toBe('renewing_cancellable');
    expect(renewalTreatment({ ...base, expiry: '2101-01-01T00:00:00.000Z' }, now)).toEqual({ kind: 'non_renewing', reason: 'expiry_after_2100' });
    expect(renewalTreatment({ ...base, parent_subscription_id: 9 }, now)).toEqual({ kind: 'non_renewing', reason: 'group_child' });
  });

  it('seeded coupons cover every discount duration plus expired and used-up ones', () => {
    const now = mockNow().getTime();
    const coupons = db.account.coupons.map((c) =>
      Coupon.parse({
        code: c.code,
        publication_id: c.publication_id,
        redeem_by: c.redeem_by,
        valid: (c.redeem_by === null || Date.parse(c.redeem_by) > now) && (c.max_redemptions === null || c.times_redeemed < c.max_redemptions),
        discount: c.discount,
      }),
    );
    expect(new Set(coupons.map((c) => c.discount.duration))).toEqual(new Set(['once', 'forever', 'repeating']));
    expect(coupons.filter((c) => !c.valid).map((c) => c.code)).toEqual(['SUMMER24', 'LAUNCH']);
    expect(coupons.some((c) => c.discount.trial_period_days)).toBe(true);
  });
});

describe('account samples', () => {
  it('every account endpoint has a sample that succeeds', async () => {
    for (const s of accountSamples) {
      setScenario({ viewer: s.viewer ?? 'paid' });
      await expect(call(s.def, s.input)).resolves.toBeDefined();
    }
    expect(new Set(accountSamples.map((s) => s.def.id)).size).toBe(Object.keys(accountEndpoints).length);
  });
});
