/**
 * Mock of the growth area (E57–E64, E71–E73, E76, E77, P13, P16–P18). The publication is the one the request's
 * host names (`requestPublicationId`), The Daily Margin by default. Permissions follow inventory §7: invites for
 * staff (unlimited) and subscribers of an invite-only publication with subscriber invites; surveys for any
 * subscriber (G38); the leaderboard for everyone, staff referrals not counted.
 */
import {
  acceptPublicationUserInvite,
  acceptViralGift,
  createViralGiftForEmail,
  getAuthorPageInfo,
  getCountries,
  getFileEntry,
  getHomepageData,
  getPostTagBySlug,
  getPublicationInvites,
  getPublicationUserInvite,
  getRecommendations,
  getReferralLeaderboard,
  getSurvey,
  getViralGift,
  getWelcomePageData,
  sendPublicationInvite,
  submitSurveyResponses,
  updateHomepageBlock,
} from '../../src/api/endpoints/growth';
import type { Post, Publication, User } from '../../src/api/schemas/core';
import {
  type HomepageBlock,
  homepageBlockPostCount,
  type Invite,
  type InviteData,
  type Recommendation,
  type ReferralLeaderboard,
  referralShareUrl,
  type SurveyQuestion,
  VIRAL_GIFT_MONTHS,
} from '../../src/api/schemas/growth';
import { mockNow } from '../clock';
import { accountStore } from '../db/account';
import { core, findPost, findPublication, findUser } from '../db/core';
import { COUNTRIES, growthStore, type InviteRow, newGrowthId, requestPublicationId, type SurveyRow } from '../db/growth';
import { accessLevel, staffRole, viewerUserId } from '../db/viewer';
import { postForViewer } from './posts';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

type SeedPost = Post & { publication_id: number };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

function nowIso(): string {
  return mockNow().toISOString();
}

function anyPublication(id: number): Publication | undefined {
  return findPublication(id) ?? growthStore.extraPublications.find((p) => p.id === id);
}

function requestPublication(request: Request): Publication {
  return findPublication(requestPublicationId(request))!;
}

/** A user as other readers may see them (no email). */
function publicUser(user: User): User {
  const { email: _email, ...rest } = user;
  return rest;
}

function validEmail(email: string, field = 'email'): string {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw badRequest('Please enter a valid email address.', field);
  return trimmed.toLowerCase();
}

// --- posts as cards --------------------------------------------------------------------------------------------

function tagIdsOf(post: SeedPost): Set<number> {
  const ids = new Set((post.postTags ?? []).map((t) => t.id));
  for (const link of growthStore.postTagLinks) if (link.post_id === post.id) ids.add(link.tag_id);
  return ids;
}

/** A post for lists: as the viewer sees it, without its body, with this area's tags added. */
function postCard(post: SeedPost): Post {
  const { body_html: _body, ...card } = postForViewer(post);
  const tags = [...tagIdsOf(post)].map((id) => {
    const own = post.postTags?.find((t) => t.id === id);
    const row = growthStore.tags.find((t) => t.id === id);
    return { id, name: row?.name ?? own?.name ?? 'Tag', slug: row?.slug ?? own?.slug, ...(row?.hidden ? { hidden: true } : {}) };
  });
  return { ...card, postTags: tags };
}

/** Published, visible posts of a publication, newest first (no pages, drafts or scheduled posts). */
function publishedPosts(publicationId: number): SeedPost[] {
  return core.posts
    .filter((p) => p.publication_id === publicationId && p.is_published && !p.is_draft && !p.is_scheduled && p.type !== 'page')
    .sort((a, b) => (b.post_date ?? '').localeCompare(a.post_date ?? '') || b.id - a.id);
}

// --- homepage --------------------------------------------------------------------------------------------------

/**
 * Fills a block up to its size (`homepageBlockPostCount`). Pinned posts go to their positions; `latest` blocks
 * skip posts an earlier block showed and every block's pinned posts (a post appears once on the page); a
 * section or tag block always shows that section's or tag's posts.
 */
function fillBlock(block: HomepageBlock, publicationId: number, shown: Set<number>, reserved: Set<number>): Post[] {
  const limit = homepageBlockPostCount(block);
  const pins = [...block.pins]
    .sort((a, b) => a.position - b.position)
    .map((pin) => ({ pin, post: findPost(pin.post_id) }))
    .filter((x): x is { pin: typeof x.pin; post: SeedPost } => x.post !== undefined && x.post.publication_id === publicationId);
  const pool = publishedPosts(publicationId).filter((p) => {
    if (reserved.has(p.id)) return false;
    if (block.post_source === 'section') return p.section_id === block.section_id;
    if (block.post_source === 'tag') return block.post_tag_id != null && tagIdsOf(p).has(block.post_tag_id);
    return !shown.has(p.id);
  });
  const posts = pool.slice(0, Math.max(0, limit - pins.length));
  for (const { pin, post } of pins) posts.splice(Math.min(pin.position, posts.length), 0, post);
  const result = posts.slice(0, limit);
  for (const p of result) shown.add(p.id);
  return result.map(postCard);
}

function recommendationsOf(publicationId: number): Recommendation[] {
  return growthStore.recommendations
    .filter((r) => r.publication_id === publicationId)
    .flatMap((r) => {
      const recommendedPublication = anyPublication(r.recommended_id);
      return recommendedPublication ? [{ id: r.publication_id * 1000 + r.recommended_id, recommendedPublication, description: r.description }] : [];
    });
}

// --- invites ---------------------------------------------------------------------------------------------------

function inviteToApi(row: InviteRow): Invite {
  const accepter = row.accepted_by !== null ? findUser(row.accepted_by) : undefined;
  const inviter = findUser(row.inviter_id);
  const pub = findPublication(row.publication_id);
  return {
    id: row.id,
    created_at: row.created_at,
    inviteeUser: accepter
      ? { id: accepter.id, name: accepter.name, email: row.email, photo_url: accepter.photo_url ?? null }
      : { id: null, name: row.name, email: row.email },
    status: row.status,
    accepted_at: row.accepted_at,
    role: row.role,
    inviter: inviter ? { id: inviter.id, name: inviter.name } : null,
    publication: pub
      ? { id: pub.id, name: pub.name, subdomain: pub.subdomain, base_url: pub.base_url, logo_url: pub.logo_url ?? null, invite_only: pub.invite_only ?? false }
      : null,
    post_id: row.post_id,
  };
}

/** Who may invite on a publication, and how many invites they have left (`null` = unlimited). */
function inviteAllowance(publicationId: number, userId: number): { invitesLeft: number | null } {
  const role = staffRole(publicationId);
  if (role === 'admin' || role === 'contributor') return { invitesLeft: null };
  const pub = findPublication(publicationId);
  const perSubscriber = pub?.subscriber_invites ?? 0;
  if (!pub?.invite_only || perSubscriber <= 0 || accessLevel(publicationId) === 'none') {
    throw new MockHttpError(403, 'Only contributors, or subscribers of an invite-only publication, can send invites.');
  }
  const sent = growthStore.invites.filter((i) => i.publication_id === publicationId && i.inviter_id === userId).length;
  return { invitesLeft: Math.max(0, perSubscriber - sent) };
}

function inviteData(publicationId: number, userId: number): InviteData {
  const { invitesLeft } = inviteAllowance(publicationId, userId);
  const invites = growthStore.invites
    .filter((i) => i.publication_id === publicationId && i.inviter_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(inviteToApi);
  return { invitesLeft, unlimited: invitesLeft === null, invites };
}

// --- referrals -------------------------------------------------------------------------------------------------

/** The user's live subscription row to a publication (account area), if any. */
function subscriptionOf(userId: number, publicationId: number) {
  return accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === publicationId && r.membership_state !== 'unsubscribed');
}

/**
 * A profile is hidden when the reader's subscription row (account area) is `private` — E20 makes it public — or
 * when the seed hides that reader (`hiddenProfiles`, commenters only).
 */
function isProfileHidden(userId: number, publicationId: number): boolean {
  return subscriptionOf(userId, publicationId)?.visibility === 'private' || growthStore.hiddenProfiles.includes(userId);
}

function leaderboard(publicationId: number): ReferralLeaderboard {
  const pub = findPublication(publicationId)!;
  const userId = viewerUserId();
  const role = staffRole(publicationId);
  const staffIds = new Set(core.roles.filter((r) => r.publication_id === publicationId && r.role !== 'guest').map((r) => r.user_id));
  const rows = growthStore.referralCounts.filter((r) => r.publication_id === publicationId);
  const counted = rows.filter((r) => !staffIds.has(r.user_id) && r.referrals > 0).sort((a, b) => b.referrals - a.referrals || a.user_id - b.user_id);
  const rankOf = (uid: number) => {
    const i = counted.findIndex((r) => r.user_id === uid);
    return i < 0 ? null : i + 1;
  };
  const top_referrers = counted
    .filter((r) => !isProfileHidden(r.user_id, publicationId))
    .slice(0, 10)
    .flatMap((r) => {
      const u = findUser(r.user_id);
      return u
        ? [
            {
              user: { id: u.id, name: u.name, handle: u.handle ?? null, photo_url: u.photo_url ?? null },
              rank: rankOf(r.user_id)!,
              referrals: r.referrals,
              isCurrentUser: r.user_id === userId,
            },
          ]
        : [];
    });
  const own = userId === null ? 0 : (rows.find((r) => r.user_id === userId)?.referrals ?? 0);
  const subscribed = userId !== null && (role !== null || accessLevel(publicationId) !== 'none');
  let stats: ReferralLeaderboard['current_user_stats'] = null;
  if (userId !== null && role !== 'admin') stats = { referrals: own, rank: role === 'contributor' ? null : rankOf(userId) };
  return {
    current_user_stats: stats,
    tiers: [...(growthStore.referralTiers[publicationId] ?? [])].sort((a, b) => a.display_order - b.display_order),
    top_referrers,
    current_user_can_share: subscribed,
    current_user_id: userId,
    current_user_profile_hidden: userId !== null && isProfileHidden(userId, publicationId),
    current_user_subscription_id: userId !== null ? (subscriptionOf(userId, publicationId)?.id ?? null) : null,
    share_url: subscribed && userId !== null ? referralShareUrl(pub.base_url, userId) : null,
    current_user_is_contributor: role === 'contributor',
    current_user_is_admin: role === 'admin',
  };
}

// --- surveys ---------------------------------------------------------------------------------------------------

type AnswerData = { value?: string | null; options?: number[] };

function findSurvey(id: number): SurveyRow {
  const survey = growthStore.surveys.find((s) => s.id === id);
  if (!survey) throw notFound('Survey');
  return survey;
}

function tokenUser(token: string | undefined): number | null {
  return token ? (growthStore.surveyTokens[token] ?? null) : null;
}

/** `missing` when unanswered, an error text when invalid, `ok` otherwise. */
function checkAnswer(q: SurveyQuestion, data: AnswerData | undefined): 'missing' | 'ok' | string {
  const value = data?.value?.trim() ?? '';
  const options = data?.options ?? [];
  const known = new Set(q.options.map((o) => o.id));
  const badOption = options.some((o) => !known.has(o));
  switch (q.type) {
    case 'text':
      return value ? 'ok' : 'missing';
    case 'number':
      if (!value) return 'missing';
      return /^\d+$/.test(value) ? 'ok' : 'must be a whole number';
    case 'country': {
      if (!value) return 'missing';
      const [countryCode, regionCode, ...extra] = value.split('|');
      const country = COUNTRIES.find((c) => c.code === countryCode);
      return country && !extra.length && country.regions.some((r) => r.code === regionCode) ? 'ok' : 'needs a country and a region';
    }
    case 'checkbox':
      if (!options.length) return 'missing';
      return badOption ? 'has an unknown option' : 'ok';
    case 'radio':
      if (!options.length) return 'missing';
      if (badOption) return 'has an unknown option';
      return options.length === 1 ? 'ok' : 'takes one option';
    case 'checkbox_freeform':
      if (!options.length && !value) return 'missing';
      return badOption ? 'has an unknown option' : 'ok';
    case 'radio_freeform':
      if (!options.length && !value) return 'missing';
      if (badOption) return 'has an unknown option';
      return options.length + (value ? 1 : 0) === 1 ? 'ok' : 'takes one option or your own answer';
    default:
      return q.type satisfies never;
  }
}

// --- handlers --------------------------------------------------------------------------------------------------

export const growthHandlers = [
  route(getHomepageData, ({ query, request }) => {
    const pub = requestPublication(request);
    const layout = growthStore.homepages[pub.id] ?? { published: [], draft: [] };
    const preview = query?.preview === true && staffRole(pub.id) === 'admin' && layout.draft.length > 0;
    const layoutBlocks = preview ? layout.draft : layout.published;
    const reserved = new Set(layoutBlocks.flatMap((b) => b.pins.map((pin) => pin.post_id)));
    const shown = new Set<number>();
    const blocks = layoutBlocks.map((block) => ({ ...block, posts: fillBlock(block, pub.id, shown, reserved) }));
    const recommendations = recommendationsOf(pub.id);
    const subpath = query?.subpath;
    const people = subpath
      ? (() => {
          const ids = growthStore.people[pub.id]?.[subpath] ?? [];
          const users = ids.flatMap((id) => {
            const u = findUser(id);
            return u ? [publicUser(u)] : [];
          });
          return { subpath, users: users.slice(0, 50), total: users.length };
        })()
      : undefined;
    return {
      publication: pub,
      blocks,
      recommendations: recommendations.slice(0, 3),
      recommendation_count: recommendations.length,
      preview,
      ...(people ? { people } : {}),
    };
  }),

  // P62 (designed): an admin's settings of one block, in whichever layout (published or preview) holds it.
  route(updateHomepageBlock, ({ params, body, request }) => {
    requireUser();
    const pubId = requestPublicationId(request);
    if (staffRole(pubId) !== 'admin') throw forbidden('Only an admin of this publication can change its home page.');
    const layout = growthStore.homepages[pubId];
    const block = layout ? [...layout.published, ...layout.draft].find((b) => b.id === params.id) : undefined;
    if (!block) throw new MockHttpError(404, 'This block is not on the home page.');
    if (body.num_posts !== undefined && block.block_type !== 'list') throw badRequest('num_posts applies to list blocks only.', 'num_posts');
    if (body.num_rows !== undefined && block.block_type !== 'grid') throw badRequest('num_rows applies to grid blocks only.', 'num_rows');
    if (body.num_posts !== undefined) block.num_posts = body.num_posts;
    if (body.num_rows !== undefined) block.num_rows = body.num_rows;
    return { ...block, pins: [...block.pins] };
  }),

  route(getWelcomePageData, ({ request }) => {
    const pub = requestPublication(request);
    const posts = publishedPosts(pub.id)
      .filter((p) => p.audience === 'everyone')
      .sort((a, b) => (b.reactions?.['❤'] ?? 0) - (a.reactions?.['❤'] ?? 0) || b.id - a.id)
      .slice(0, 3)
      .map(postCard);
    return { publication: pub, recommendations: recommendationsOf(pub.id).slice(0, 3), posts };
  }),

  route(getPublicationInvites, ({ request }) => inviteData(requestPublicationId(request), requireUser())),

  route(sendPublicationInvite, ({ body, request }) => {
    const userId = requireUser();
    const pubId = requestPublicationId(request);
    const { invitesLeft } = inviteAllowance(pubId, userId);
    if (invitesLeft === 0) throw new MockHttpError(400, 'You have no invites left.', 'NO_INVITES_LEFT');
    const name = body.name.trim();
    if (!name) throw badRequest('Please enter a name.', 'name');
    const email = validEmail(body.email);
    if (growthStore.invites.some((i) => i.publication_id === pubId && i.email.toLowerCase() === email && i.status !== 'rejected')) {
      throw badRequest(`${email} has already been invited.`, 'email');
    }
    growthStore.invites.push({
      id: newGrowthId(),
      publication_id: pubId,
      inviter_id: userId,
      name,
      email,
      role: staffRole(pubId) ? 'contributor' : 'subscriber',
      status: 'pending',
      created_at: nowIso(),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    });
    return inviteData(pubId, userId);
  }),

  route(getPublicationUserInvite, ({ params }) => {
    const row = growthStore.invites.find((i) => i.id === params.id);
    if (!row) throw notFound('Invite');
    return inviteToApi(row);
  }),

  route(acceptPublicationUserInvite, ({ params }) => {
    const userId = requireUser();
    const row = growthStore.invites.find((i) => i.id === params.id);
    if (!row) throw notFound('Invite');
    if (row.status === 'accepted') throw badRequest('This invite has already been accepted.');
    if (row.status === 'rejected') throw badRequest('This invite is no longer valid.');
    row.status = 'accepted';
    row.accepted_at = nowIso();
    row.accepted_by = userId;
    const post = row.post_id !== null ? findPost(row.post_id) : undefined;
    const pub = findPublication(row.publication_id);
    return post && pub ? { postUrl: `${pub.base_url}/p/${post.slug}` } : {};
  }),

  route(getPostTagBySlug, ({ params, request }) => {
    const pubId = requestPublicationId(request);
    const tag = growthStore.tags.find((t) => t.publication_id === pubId && t.slug === params.slug);
    if (!tag) throw notFound('Tag');
    const post_count = publishedPosts(pubId).filter((p) => tagIdsOf(p).has(tag.id)).length;
    return { id: tag.id, name: tag.name, slug: tag.slug, ...(tag.hidden ? { hidden: true } : {}), post_count };
  }),

  route(getAuthorPageInfo, ({ params, query, request }) => {
    const pubId = requestPublicationId(request);
    const key = params.author.toLowerCase();
    const user = /^\d+$/.test(key) ? findUser(Number(key)) : core.users.find((u) => u.handle?.toLowerCase() === key);
    const role = user ? core.roles.find((r) => r.user_id === user.id && r.publication_id === pubId)?.role : undefined;
    if (!user || !role) throw notFound('Author');
    const profile = growthStore.authorProfiles.find((p) => p.user_id === user.id);
    const offset = query?.offset ?? 0;
    const limit = query?.limit ?? 20;
    const posts = publishedPosts(pubId)
      .filter((p) => p.publishedBylines?.some((b) => b.id === user.id))
      .slice(offset, offset + limit)
      .map(postCard);
    return {
      author: {
        user_id: user.id,
        name: user.name,
        bio: user.bio ?? null,
        photo_url: user.photo_url ?? null,
        handle: user.handle ?? null,
        twitter_screen_name: profile?.twitter_screen_name ?? null,
        email_for_display: profile?.email_for_display ?? null,
        email: viewerUserId() === user.id ? (user.email ?? null) : null,
        role,
        primary_section_id: profile?.primary_section_id ?? null,
      },
      posts,
    };
  }),

  route(getFileEntry, ({ params }) => {
    const file = growthStore.files.find((f) => f.file_key === params.name);
    if (!file) throw notFound('File');
    const post = file.post_id !== null ? findPost(file.post_id) : undefined;
    const pub = findPublication(file.publication_id);
    const { publication_id: _pub, ...entry } = file;
    return {
      ...entry,
      post: post ? { id: post.id, slug: post.slug, title: post.title } : null,
      download_url: `${pub?.base_url ?? ''}/file/${encodeURIComponent(file.file_key)}/download`,
    };
  }),

  route(getViralGift, ({ params }) => {
    const gift = growthStore.viralGifts.find((g) => g.token === params.token);
    if (!gift) throw notFound('Gift');
    const sender = findUser(gift.sender_id);
    const pub = findPublication(gift.publication_id)!;
    const link = `${pub.base_url}/gift/${gift.token}`;
    return {
      token: gift.token,
      sender_name: sender?.name ?? 'A reader',
      sender_id: gift.sender_id,
      count_remaining: gift.count_remaining,
      tweet_link: `https://twitter.com/intent/tweet?text=${encodeURIComponent(`A free subscription to ${pub.name}`)}&url=${encodeURIComponent(link)}`,
      expired: gift.expires_at !== null && gift.expires_at <= nowIso(),
      expires_at: gift.expires_at,
      months: VIRAL_GIFT_MONTHS,
      publication: { id: pub.id, name: pub.name, subdomain: pub.subdomain, base_url: pub.base_url, logo_url: pub.logo_url ?? null },
    };
  }),

  route(acceptViralGift, ({ body }) => {
    const gift = growthStore.viralGifts.find((g) => g.token === body.token);
    if (!gift) throw notFound('Gift');
    if (gift.count_remaining <= 0 || (gift.expires_at !== null && gift.expires_at <= nowIso())) throw new MockHttpError(410, 'All gone', 'ALL_GONE');
    const name = body.name.trim();
    if (!name) throw badRequest('Please enter your name.', 'name');
    const email = validEmail(body.email);
    if (gift.claims.some((c) => c.email === email)) throw badRequest('This email has already claimed this gift.', 'email');
    const created = mockNow();
    const expiry = new Date(created);
    expiry.setUTCMonth(expiry.getUTCMonth() + VIRAL_GIFT_MONTHS);
    const subscription = {
      id: newGrowthId(),
      publication_id: gift.publication_id,
      email,
      name,
      type: 'gift' as const,
      created_at: created.toISOString(),
      expiry: expiry.toISOString(),
    };
    growthStore.giftSubscriptions.push(subscription);
    gift.claims.push({ email, name, subscription_id: subscription.id });
    gift.count_remaining -= 1;
    return { subscription };
  }),

  route(createViralGiftForEmail, ({ body }) => {
    const email = validEmail(body.email);
    if (email.includes('+')) throw badRequest('Emails with a “+” can’t receive a gift. Please use another address.', 'email');
    if (growthStore.emailGifts.some((g) => g.email === email)) throw badRequest('This email already has a gift subscription.', 'email');
    growthStore.emailGifts.push({ email, months: body.months ?? 1, created_at: nowIso() });
    return {};
  }),

  route(getReferralLeaderboard, ({ request }) => leaderboard(requestPublicationId(request))),

  route(getSurvey, ({ params, query }) => {
    const survey = findSurvey(params.id);
    const respondent = tokenUser(query?.token) ?? viewerUserId();
    const { publication_id, ...rest } = survey;
    return {
      ...rest,
      publication_id,
      hasCurrentUserResponded: respondent !== null && growthStore.surveyResponses.some((r) => r.survey_id === survey.id && r.user_id === respondent),
    };
  }),

  route(submitSurveyResponses, ({ params, query, body }) => {
    const survey = findSurvey(params.id);
    const byToken = tokenUser(query?.token);
    const respondent = byToken ?? viewerUserId();
    if (respondent === null) throw unauthorized();
    if (byToken === null && staffRole(survey.publication_id) === null && accessLevel(survey.publication_id) === 'none') {
      throw new MockHttpError(403, 'Subscribe to answer this survey.', 'SUBSCRIPTION_REQUIRED');
    }
    if (growthStore.surveyResponses.some((r) => r.survey_id === survey.id && r.user_id === respondent)) {
      throw new MockHttpError(409, 'You have already answered this survey.');
    }
    const answers = new Map<number, AnswerData>();
    body.responses.forEach((r, i) => {
      if (!survey.questions.some((q) => q.id === r.survey_question_id)) {
        throw badRequest(`Unknown question ${r.survey_question_id}.`, `responses.${i}.survey_question_id`);
      }
      answers.set(r.survey_question_id, r.data);
    });
    for (const q of survey.questions) {
      const verdict = checkAnswer(q, answers.get(q.id));
      if (verdict === 'missing' && q.is_required) throw badRequest(`“${q.label}” is required.`, `question_${q.id}`);
      if (verdict !== 'missing' && verdict !== 'ok') throw badRequest(`“${q.label}” ${verdict}.`, `question_${q.id}`);
    }
    growthStore.surveyResponses.push({
      survey_id: survey.id,
      user_id: respondent,
      created_at: nowIso(),
      answers: [...answers].map(([survey_question_id, data]) => ({ survey_question_id, data })),
    });
    return {};
  }),

  route(getRecommendations, ({ params }) => {
    if (!anyPublication(params.publicationId)) throw notFound('Publication');
    return recommendationsOf(params.publicationId);
  }),

  route(getCountries, () => structuredClone(COUNTRIES)),
];
