/**
 * Mock of the account area (E13–E22, P06–P08, P19, P21, P25, P29, P30): subscriptions, newsletters, account settings,
 * the login link and coupons,
 * stateful over `db.account` (and the core user for name, e-mail and flags). Time-driven: a trial whose period
 * ended on the mock clock reads as an ordinary paid subscription; a subscription set to cancel at period end
 * reads as free once the period is over.
 */
import {
  cancelSubscription,
  changeEmail,
  freeSignup,
  freeUnsubscribe,
  getCardLast4,
  getCoupon,
  getPublicationSubscription,
  getSubscription,
  listNewsletters,
  listPodcastFeeds,
  listSubscriptions,
  requestLoginLink,
  requestPasswordReset,
  requestSubscription,
  SUBSCRIPTIONS_PAGE_SIZE,
  setSubscriptionVisibility,
  updateName,
  updatePublicationSettings,
  updateSectionEmailSettings,
  updateUserFlags,
} from '../../src/api/endpoints/account';
import {
  type AccountSubscription,
  type LatestAudioItem,
  LOGIN_LINK_LIMIT,
  LOGIN_LINK_WINDOW_MS,
  newsletterGroups,
  type PublicationSubscription,
  type PublicationUser,
  renewalTreatment,
} from '../../src/api/schemas/account';
import type { Publication } from '../../src/api/schemas/core';
import { mockNow } from '../clock';
import {
  accountStore,
  anyPublication,
  defaultEmailSettings,
  newsletterConfigFor,
  type NewsletterToken,
  type SubscriptionRow,
  sectionPublication,
  subscriptionRow,
} from '../db/account';
import { core, findUser, PUB } from '../db/core';
import { mediaStore } from '../db/media';
import { hasAccess, staffRole, viewerUserId } from '../db/viewer';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

/** The mock's home publication: what a call without `publication_id` concerns. */
const HOME_PUBLICATION = PUB.margin;

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

function publicationOrThrow(publicationId: number): Publication {
  const publication = anyPublication(publicationId);
  if (!publication) throw notFound('Publication');
  return publication;
}

/** A newsletter-link token: unknown or expired → 401 (the page falls back to signing in). */
function resolveToken(token: string): NewsletterToken {
  const found = accountStore.newsletterTokens.find((t) => t.token === token);
  if (!found || (found.expires_at !== null && Date.parse(found.expires_at) <= mockNow().getTime())) {
    throw new MockHttpError(401, 'This link is invalid or has expired. Please sign in to manage your newsletters.');
  }
  return found;
}

function addInterval(iso: string, interval: 'month' | 'year'): string {
  const date = new Date(iso);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

function planOf(row: SubscriptionRow) {
  return row.plan_id ? anyPublication(row.publication_id)?.plans?.find((p) => p.id === row.plan_id) : undefined;
}

/** A row as it reads at the mock clock's time (trials convert, cancellations take effect). */
function rowNow(row: SubscriptionRow): SubscriptionRow {
  const end = row.current_period_end ? Date.parse(row.current_period_end) : null;
  if (end === null || end > mockNow().getTime() || !row.current_period_end) return row;
  if (row.type === 'trial') {
    const plan = planOf(row);
    const next = addInterval(row.current_period_end, plan?.interval ?? 'month');
    return { ...row, type: null, status: 'active', amount: plan?.amount ?? row.amount, current_period_end: next, expiry: next };
  }
  if (row.cancel_at_period_end) {
    return { ...row, membership_state: 'free_signup', status: 'canceled', cancel_at_period_end: false, plan_id: null, amount: null, current_period_end: null };
  }
  return row;
}

function storedRow(userId: number, publicationId: number): SubscriptionRow | undefined {
  return accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === publicationId);
}

/** The row of a user's current (not lapsed) subscription to a publication, at the mock clock's time. */
function activeRow(userId: number, publicationId: number): SubscriptionRow | undefined {
  const row = storedRow(userId, publicationId);
  const now = row && rowNow(row);
  return now && now.membership_state !== 'unsubscribed' ? now : undefined;
}

function toSubscription(row: SubscriptionRow): PublicationSubscription {
  return {
    id: row.id,
    publication_id: row.publication_id,
    user_id: row.user_id,
    membership_state: row.membership_state,
    is_founding: row.is_founding,
    type: row.type,
    status: row.status,
    current_period_end: row.current_period_end,
    expiry: row.expiry,
    cancel_at_period_end: row.cancel_at_period_end,
    paused: row.paused,
    parent_subscription_id: row.parent_subscription_id,
    is_group_parent: row.is_group_parent,
    is_comped: row.is_comped,
    plan_id: row.plan_id,
    visibility: row.visibility,
    created_at: row.created_at,
  };
}

function publicationUser(userId: number, publicationId: number, row: SubscriptionRow | undefined): PublicationUser {
  return {
    publication_id: publicationId,
    user_id: userId,
    role: core.roles.find((r) => r.user_id === userId && r.publication_id === publicationId)?.role ?? null,
    is_founding: row?.is_founding ?? false,
    membership_state: row?.membership_state ?? 'unsubscribed',
  };
}

/** E14's union shape (G48) for a user and a publication. */
function accountSubscription(userId: number, publicationId: number): AccountSubscription {
  const stored = storedRow(userId, publicationId);
  const row = stored && rowNow(stored);
  const active = row && row.membership_state !== 'unsubscribed' ? row : undefined;
  const card = active?.payment_method_id ? accountStore.paymentMethods.find((m) => m.id === active.payment_method_id) : undefined;
  const plan = active && planOf(active);
  return {
    publication_id: publicationId,
    subscription_id: active?.id ?? null,
    is_free_subscribed: active !== undefined,
    is_subscribed: active?.membership_state === 'subscribed',
    is_founding: active?.is_founding ?? false,
    email_settings: { ...(active?.email_settings ?? {}) },
    cardExpiresAt: card?.expires_at ?? null,
    expiry: active?.expiry ?? null,
    plan: plan
      ? {
          id: plan.id,
          interval: plan.interval,
          interval_count: plan.interval_count ?? null,
          amount: plan.amount,
          currency: plan.currency,
          trial_period_days: plan.trial_period_days ?? null,
          is_bitcoin: plan.is_bitcoin ?? false,
          is_founding: plan.is_founding ?? false,
        }
      : null,
    totalAmount: active?.amount ?? null,
    currency: active?.currency ?? null,
    isLifetime: active?.type === 'lifetime',
    isComped: active?.is_comped ?? false,
    giftCount: active?.gift_count ?? 0,
    discount: active?.discount ?? null,
    subscription: row ? toSubscription(row) : null,
  };
}

function emailOf(userId: number): string | undefined {
  return findUser(userId)?.email ?? accountStore.emailSubscribers.find((s) => s.id === userId)?.email ?? undefined;
}

function accountIdByEmail(email: string): number | undefined {
  return core.users.find((u) => u.email?.toLowerCase() === email)?.id;
}

function subscriberIdByEmail(email: string): number | undefined {
  return accountIdByEmail(email) ?? accountStore.emailSubscribers.find((s) => s.email === email)?.id;
}

/** A stable referral token per subscriber and publication. */
function referralToken(userId: number, publicationId: number): string {
  let h = 2166136261;
  for (const ch of `${userId}:${publicationId}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return `rt_${(h >>> 0).toString(36)}${publicationId.toString(36)}`;
}

const encodeCursor = (afterId: number) => btoa(`after:${afterId}`);
function decodeCursor(cursor: string): number | null {
  try {
    const match = /^after:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The latest published podcast episode or voiceover of a publication, as an audio item. For core posts the address
 * is the media area's E12 source of the post's audio upload (it decides between the full episode and the preview).
 */
function latestAudio(publicationId: number, kind: 'podcast' | 'voiceover'): LatestAudioItem | undefined {
  const uploadType = kind === 'podcast' ? 'podcast' : 'tts';
  const withAudio = core.posts
    .filter((p) => p.publication_id === publicationId && p.is_published && !p.is_draft && p.post_date)
    .map((post) => ({ post, upload: mediaStore.audio.find((a) => a.post_id === post.id && a.type === uploadType) }))
    .filter((x) => x.upload !== undefined)
    .sort((a, b) => Date.parse(b.post.post_date!) - Date.parse(a.post.post_date!));
  const latest = withAudio[0];
  if (latest?.upload) {
    const { post, upload } = latest;
    return {
      publication_id: publicationId,
      post_id: post.id,
      title: post.title,
      slug: post.slug,
      post_date: post.post_date ?? null,
      audience: post.audience,
      audio_url: `/api/v1/audio/upload/${encodeURIComponent(upload.id)}/src`,
      duration: upload.duration,
      cover_image: post.cover_image ?? null,
    };
  }
  const seeded = accountStore.latestEpisodes.find((e) => e.publication_id === publicationId && e.kind === kind);
  return seeded
    ? {
        publication_id: seeded.publication_id,
        post_id: seeded.post_id,
        title: seeded.title,
        slug: seeded.slug,
        post_date: seeded.post_date,
        audio_url: seeded.audio_url,
        duration: seeded.duration,
      }
    : undefined;
}

/** Whether the viewer hears a publication's paid podcast in full (core publications follow `hasAccess`). */
function paysFor(userId: number, publicationId: number): boolean {
  if (core.publications.some((p) => p.id === publicationId)) return hasAccess(publicationId, 'paid');
  return activeRow(userId, publicationId)?.membership_state === 'subscribed';
}

export const accountHandlers = [
  route(updatePublicationSettings, ({ query, body }) => {
    requireUser();
    const publication = publicationOrThrow(query?.publication_id ?? HOME_PUBLICATION);
    if (staffRole(publication.id) !== 'admin') throw forbidden('Only admins of this publication can change its settings.');
    let settings = accountStore.publicationSettings.find((s) => s.publication_id === publication.id);
    if (!settings) {
      settings = { publication_id: publication.id, seen_coming_soon_explainer: false };
      accountStore.publicationSettings.push(settings);
    }
    if (body.seen_coming_soon_explainer !== undefined) settings.seen_coming_soon_explainer = body.seen_coming_soon_explainer;
    return { ...settings };
  }),

  route(getSubscription, ({ query }) => {
    if (query?.token) {
      const token = resolveToken(query.token);
      return accountSubscription(token.user_id, token.publication_id);
    }
    const userId = requireUser();
    const publication = publicationOrThrow(query?.publication_id ?? HOME_PUBLICATION);
    return accountSubscription(userId, publication.id);
  }),

  route(updateSectionEmailSettings, ({ query, body }) => {
    const token = query?.token ? resolveToken(query.token) : undefined;
    const userId = token ? token.user_id : requireUser();
    // Check every entry before changing anything.
    const changes = Object.entries(body).map(([key, { setting }]) => {
      const publication = sectionPublication(Number(key));
      if (!publication) throw badRequest(`Unknown section ${key}`, key);
      if (token && publication.id !== token.publication_id)
        throw forbidden(`This link only manages newsletters of ${anyPublication(token.publication_id)?.name ?? 'another publication'}.`);
      const row = storedRow(userId, publication.id);
      if (!row || rowNow(row).membership_state === 'unsubscribed') throw notFound('Subscription');
      return { row, key, setting };
    });
    for (const { row, key, setting } of changes) row.email_settings[key] = setting;
    const touched = new Set(changes.map((c) => c.row));
    return { email_settings: Object.assign({}, ...[...touched].map((row) => row.email_settings)) };
  }),

  route(listSubscriptions, ({ query }) => {
    const userId = requireUser();
    const rows = accountStore.subscriptions
      .filter((r) => r.user_id === userId)
      .map(rowNow)
      .sort((a, b) => a.id - b.id);
    let start = 0;
    if (query?.cursor) {
      const after = decodeCursor(query.cursor);
      if (after === null) throw badRequest('Unknown cursor: pass back the nextCursor of the previous page', 'cursor');
      start = rows.findIndex((r) => r.id > after);
      if (start === -1) start = rows.length;
    }
    const page = rows.slice(start, start + SUBSCRIPTIONS_PAGE_SIZE);
    const last = page.at(-1);
    const publicationIds = page.map((r) => r.publication_id);
    const voiceovers = publicationIds.map((id) => latestAudio(id, 'voiceover')).filter((x) => x !== undefined);
    return {
      publications: publicationIds.map((id) => anyPublication(id)).filter((p) => p !== undefined),
      subscriptions: page.map(toSubscription),
      publicationUsers: page.map((r) => publicationUser(userId, r.publication_id, r)),
      publicationsWithPledges: accountStore.pledges
        .filter((p) => p.user_id === userId && publicationIds.includes(p.publication_id))
        .map((p) => p.publication_id),
      latestVoiceoverData: voiceovers,
      ...(query?.include_podcasts === 1
        ? { latestPodcastEpisodeData: publicationIds.map((id) => latestAudio(id, 'podcast')).filter((x) => x !== undefined) }
        : {}),
      nextCursor: last && start + SUBSCRIPTIONS_PAGE_SIZE < rows.length ? encodeCursor(last.id) : null,
    };
  }),

  // Before `/subscription/:publicationId`, which would otherwise take "last4" for an id.
  route(getCardLast4, () => {
    const userId = requireUser();
    const card = accountStore.paymentMethods.find((m) => m.user_id === userId && m.is_default);
    return card ? { last4: card.last4, brand: card.brand, expires_at: card.expires_at } : { last4: null, brand: null, expires_at: null };
  }),

  route(getPublicationSubscription, ({ params }) => {
    const userId = requireUser();
    const publication = publicationOrThrow(params.publicationId);
    const stored = storedRow(userId, publication.id);
    if (!stored) throw notFound('Subscription');
    const row = rowNow(stored);
    return { subscription: toSubscription(row), publicationUser: publicationUser(userId, publication.id, row) };
  }),

  route(requestSubscription, ({ query, body }) => {
    const publication = publicationOrThrow(query?.publication_id ?? HOME_PUBLICATION);
    if (!publication.invite_only) throw badRequest(`${publication.name} is not invite-only: subscribe instead.`);
    const email = body.email.toLowerCase();
    const subscriberId = subscriberIdByEmail(email);
    if (subscriberId !== undefined && activeRow(subscriberId, publication.id)) {
      throw new MockHttpError(409, `${email} already subscribes to ${publication.name}.`, undefined, 'email');
    }
    let request = accountStore.subscriptionRequests.find((r) => r.publication_id === publication.id && r.email === email);
    if (!request) {
      request = {
        id: accountStore.nextRequestId++,
        publication_id: publication.id,
        email,
        status: 'pending',
        requested_at: mockNow().toISOString(),
        source: body.source ?? null,
      };
      accountStore.subscriptionRequests.push(request);
    }
    return { id: request.id, publication_id: request.publication_id, email: request.email, status: request.status, requested_at: request.requested_at };
  }),

  route(setSubscriptionVisibility, ({ body }) => {
    const userId = requireUser();
    const rows = body.ids.map((id) => {
      const row = accountStore.subscriptions.find((r) => r.id === id);
      if (!row) throw notFound('Subscription');
      if (row.user_id !== userId) throw forbidden('You can only change the visibility of your own subscriptions.');
      return row;
    });
    for (const row of rows) row.visibility = body.visibility;
    return { subscriptions: rows.map((r) => ({ id: r.id, visibility: r.visibility })) };
  }),

  route(freeSignup, ({ body }) => {
    const publication = publicationOrThrow(body.other_publication_id ?? HOME_PUBLICATION);
    if (publication.invite_only) throw forbidden(`${publication.name} is invite-only. Request a subscription instead.`);
    const email = body.email.toLowerCase();
    let subscriberId = subscriberIdByEmail(email);
    if (subscriberId === undefined) {
      subscriberId = accountStore.nextEmailSubscriberId++;
      accountStore.emailSubscribers.push({ id: subscriberId, email });
    }
    let row = storedRow(subscriberId, publication.id);
    if (!row) {
      row = subscriptionRow(accountStore.nextSubscriptionId++, subscriberId, publication.id, mockNow().toISOString(), {
        email_settings: defaultEmailSettings(publication),
      });
      accountStore.subscriptions.push(row);
    } else if (rowNow(row).membership_state === 'unsubscribed') {
      Object.assign(row, subscriptionRow(row.id, subscriberId, publication.id, row.created_at, { email_settings: defaultEmailSettings(publication) }));
    }
    return { referral_token: referralToken(subscriberId, publication.id), email, publication_id: publication.id, subscription_id: row.id };
  }),

  route(freeUnsubscribe, ({ body }) => {
    const userId = requireUser();
    const publication = publicationOrThrow(body.publication_id);
    const row = activeRow(userId, publication.id);
    if (!row) return {};
    if (row.membership_state === 'subscribed') {
      throw new MockHttpError(409, `Your subscription to ${publication.name} is paid: cancel it from your account settings.`);
    }
    accountStore.subscriptions = accountStore.subscriptions.filter((r) => r.id !== row.id);
    return {};
  }),

  route(updateName, ({ body }) => {
    const user = findUser(requireUser());
    if (!user) throw unauthorized();
    user.name = body.name;
    return { ...user };
  }),

  route(changeEmail, ({ body }) => {
    const userId = requireUser();
    const user = findUser(userId);
    if (!user) throw unauthorized();
    const email = body.email.toLowerCase();
    const owner = accountIdByEmail(email);
    if (owner !== undefined && owner !== userId) throw new MockHttpError(409, 'Another account already uses that email.', undefined, 'email');
    user.email = email;
    return { user: { ...user }, signed_out: true };
  }),

  route(requestPasswordReset, ({ body }) => {
    const userId = viewerUserId();
    const email = userId !== null ? emailOf(userId) : body?.email?.toLowerCase();
    if (!email) throw badRequest('Enter the email address of your account.', 'email');
    accountStore.passwordResets.push({ email, at: mockNow().toISOString() });
    return { sent: true };
  }),

  route(listNewsletters, ({ query }) => {
    const token = query?.token ? resolveToken(query.token) : undefined;
    const userId = token ? token.user_id : viewerUserId();
    const publication = publicationOrThrow(token ? token.publication_id : (query?.publication_id ?? HOME_PUBLICATION));
    const config = newsletterConfigFor(publication);
    const row = userId === null ? undefined : activeRow(userId, publication.id);
    const newsletters = (publication.sections ?? []).map((s) => ({
      sectionId: s.id,
      name: s.name,
      description: s.description ?? null,
      logoUrl: s.logo_url ?? publication.logo_url ?? null,
      linkUrl: `${publication.base_url}/s/${s.slug ?? s.id}`,
      selected: row?.email_settings[String(s.id)] === 'individual',
      defaultOn: config.default_on.includes(s.id),
      group: config.themed ? (config.groups[String(s.id)] ?? 'featured') : null,
      is_podcast: s.is_podcast ?? false,
    }));
    const isAdmin = !token && staffRole(publication.id) === 'admin';
    return {
      publication_id: publication.id,
      publication_name: publication.name,
      variant: config.themed ? ('themed' as const) : ('default' as const),
      is_free_subscribed: row !== undefined,
      is_subscribed: row?.membership_state === 'subscribed',
      can_manage_sections: isAdmin,
      manage_sections_url: isAdmin ? `${publication.base_url}/publish/settings#sections` : null,
      account_settings_url: row ? '/account/settings?tab=newsletters' : null,
      newsletters,
      groups: config.themed
        ? newsletterGroups
            .map((group) => ({ id: group, sectionIds: newsletters.filter((n) => n.group === group).map((n) => n.sectionId) }))
            .filter((g) => g.sectionIds.length > 0)
        : [],
    };
  }),

  route(updateUserFlags, ({ body }) => {
    const user = findUser(requireUser());
    if (!user) throw unauthorized();
    if (body.has_seen_notes_post_app_upsell !== undefined) user.has_seen_notes_post_app_upsell = body.has_seen_notes_post_app_upsell;
    return { has_seen_notes_post_app_upsell: user.has_seen_notes_post_app_upsell ?? false };
  }),

  route(listPodcastFeeds, () => {
    const userId = requireUser();
    return accountStore.podcastFeeds
      .filter((feed) => paysFor(userId, feed.publication_id))
      .map(({ id, name, description, logoUrl, setupUrl, publication_id }) => ({ id, name, description, logoUrl, setupUrl, publication_id }));
  }),

  route(requestLoginLink, ({ body }) => {
    const email = body.email.toLowerCase();
    const now = mockNow().getTime();
    const recent = accountStore.loginLinks.filter((l) => l.email === email && now - Date.parse(l.at) < LOGIN_LINK_WINDOW_MS);
    if (recent.length >= LOGIN_LINK_LIMIT) {
      throw new MockHttpError(429, 'Too many sign-in links were requested for this email. Please wait a few minutes and try again.', undefined, 'email');
    }
    accountStore.loginLinks.push({ email, next: body.next ?? null, at: mockNow().toISOString() });
    return { sent: true, email };
  }),

  route(getCoupon, ({ params, query }) => {
    const publication = publicationOrThrow(query?.publication_id ?? HOME_PUBLICATION);
    const code = params.code.trim().toUpperCase();
    const coupon = accountStore.coupons.find((c) => c.publication_id === publication.id && c.code.toUpperCase() === code);
    if (!coupon) throw new MockHttpError(404, `There is no coupon ${params.code.trim()} for ${publication.name}.`);
    const expired = coupon.redeem_by !== null && Date.parse(coupon.redeem_by) <= mockNow().getTime();
    const usedUp = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
    return {
      code: coupon.code,
      publication_id: coupon.publication_id,
      valid: !expired && !usedUp,
      redeem_by: coupon.redeem_by,
      discount: { ...coupon.discount },
    };
  }),

  route(cancelSubscription, ({ params }) => {
    const userId = requireUser();
    const publication = publicationOrThrow(params.publicationId);
    const stored = storedRow(userId, publication.id);
    const row = stored && rowNow(stored);
    if (!stored || !row || row.membership_state !== 'subscribed') throw notFound('Paid subscription');
    if (row.is_comped) throw new MockHttpError(409, 'A complimentary subscription cannot be cancelled.');
    const treatment = renewalTreatment(toSubscription(row), mockNow());
    if (treatment.kind === 'non_renewing') {
      throw new MockHttpError(409, `This subscription cannot be cancelled here (${treatment.reason.replaceAll('_', ' ')}).`);
    }
    stored.cancel_at_period_end = true;
    return { subscription: toSubscription(rowNow(stored)) };
  }),
];
