/**
 * Growth: home page and welcome popup, invites, tags, author pages, files, viral gifts, the referral leaderboard,
 * surveys, recommendations and country data (E57–E64, E71–E73, E76, E77, P13, P16–P18), and an admin's settings of a
 * home page block (P62, designed).
 *
 * The publication these calls are about is the one the host serves (the real API reads the request's host; so
 * does the mock: `innercircle.example.com` is The Inner Circle, any other host The Daily Margin).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Empty, emailRule, notBlank } from '../schemas/core';
import {
  AcceptViralGiftResult,
  AuthorPage,
  Country,
  FileEntry,
  HomepageBlock,
  HomepageBlockSettingsBody,
  HomepageData,
  HomepageSubpath,
  Invite,
  InviteAcceptResult,
  InviteData,
  Recommendation,
  ReferralLeaderboard,
  Survey,
  SurveyResponsesBody,
  Tag,
  ViralGift,
  WelcomePageData,
} from '../schemas/growth';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
/** A flag from the query string (`true`/`false`), or a boolean from a typed caller. */
const queryFlag = /* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.stringbool()]);

export const getHomepageData = /* @__PURE__ */ defineEndpoint({
  id: 'E57',
  area: 'growth',
  name: 'getHomepageData',
  method: 'GET',
  path: '/api/v1/homepage_data',
  summary:
    'The publication home page: its blocks with their posts (pins in place), and recommendations. `preview=true` serves an admin the unpublished layout; `subpath` adds the subscribers / followers / following list (G58).',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({ preview: /* @__PURE__ */ z.optional(queryFlag), subpath: /* @__PURE__ */ z.optional(HomepageSubpath) }),
  ),
  response: HomepageData,
  errors: [{ status: 400, description: 'Unknown subpath' }],
});

export const updateHomepageBlock = /* @__PURE__ */ defineEndpoint({
  id: 'P62',
  area: 'growth',
  name: 'updateHomepageBlock',
  method: 'PATCH',
  path: '/api/v1/homepage/blocks/:id',
  summary:
    'Designed (the spec limits a block’s settings, 002 §9, but shows no homepage editor call): an admin saves one block’s ' +
    'settings, `num_posts` (3–7) of a list block or `num_rows` (1–4) of a grid block, in the published or the preview ' +
    'layout alike; answers the block as saved. The next E57 fills the block to its new size.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: HomepageBlockSettingsBody,
  response: HomepageBlock,
  errors: [
    { status: 400, description: 'A setting out of its range, or one the block’s layout does not take (the field is named)' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not an admin of the publication' },
    { status: 404, description: 'No such block on the publication’s home page' },
  ],
});

export const getWelcomePageData = /* @__PURE__ */ defineEndpoint({
  id: 'E58',
  area: 'growth',
  name: 'getWelcomePageData',
  method: 'GET',
  path: '/api/v1/welcome_page_data',
  summary: 'What the welcome popup shows: the publication, a few of its best posts and its recommendations (G35).',
  response: WelcomePageData,
});

export const getPublicationInvites = /* @__PURE__ */ defineEndpoint({
  id: 'E59',
  area: 'growth',
  name: 'getInvites',
  method: 'GET',
  path: '/api/v1/publication/invite',
  summary: 'The invites page: invites left (null = unlimited for staff) and the invites the viewer sent.',
  response: InviteData,
  errors: [
    { status: 401, description: 'Not signed in (the page redirects)' },
    { status: 403, description: 'Neither staff nor a subscriber of an invite-only publication with subscriber invites (the page redirects)' },
  ],
});

export const sendPublicationInvite = /* @__PURE__ */ defineEndpoint({
  id: 'E60',
  area: 'growth',
  name: 'sendInvite',
  method: 'POST',
  path: '/api/v1/publication/invite',
  summary: 'Invite someone by name and email; answers the updated invite data ("Invite sent!").',
  body: /* @__PURE__ */ z.object({
    name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta(notBlank)),
    email: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta(emailRule)),
  }),
  response: InviteData,
  errors: [
    { status: 400, description: 'Missing name, invalid or already-invited email (field named), or no invites left' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not allowed to invite' },
  ],
});

export const getPublicationUserInvite = /* @__PURE__ */ defineEndpoint({
  id: 'P17',
  area: 'growth',
  name: 'getInvite',
  method: 'GET',
  path: '/api/v1/publication_user_invite/:id',
  summary: 'One invite, for the invite acceptance page (G33).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: Invite,
  errors: [{ status: 404, description: 'Invite not found (the page alerts)' }],
});

export const acceptPublicationUserInvite = /* @__PURE__ */ defineEndpoint({
  id: 'E61',
  area: 'growth',
  name: 'acceptInvite',
  method: 'POST',
  path: '/api/v1/publication_user_invite/:id/accept',
  summary: 'Accept an invite; answers `{postUrl?}` (G35) — go there when present, else to /invite-success/{id}.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: InviteAcceptResult,
  errors: [
    { status: 400, description: 'The invite was already accepted or was rejected' },
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Invite not found' },
  ],
});

export const getPostTagBySlug = /* @__PURE__ */ defineEndpoint({
  id: 'E62',
  area: 'growth',
  name: 'getTagBySlug',
  method: 'GET',
  path: '/api/v1/publication/post-tag/slug/:slug',
  summary: 'A post tag of the publication by slug (tag archive page).',
  params: /* @__PURE__ */ z.object({ slug: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  response: Tag,
  errors: [{ status: 404, description: 'Tag not found' }],
});

export const getAuthorPageInfo = /* @__PURE__ */ defineEndpoint({
  id: 'E63',
  area: 'growth',
  name: 'getAuthorInfo',
  method: 'GET',
  path: '/w/:author/info',
  summary: 'An author page: the author (by user id or handle) and their published posts, newest first (G35).',
  params: /* @__PURE__ */ z.object({ author: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      offset: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50))),
    }),
  ),
  response: AuthorPage,
  errors: [{ status: 404, description: 'Author not found' }],
});

export const getFileEntry = /* @__PURE__ */ defineEndpoint({
  id: 'E64',
  area: 'growth',
  name: 'getFileEntry',
  method: 'GET',
  path: '/api/v1/file/entry/:name',
  summary: 'A file attachment by its key; `type` is derived from the extension (G57).',
  params: /* @__PURE__ */ z.object({ name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  response: FileEntry,
  errors: [{ status: 404, description: 'File not found' }],
});

export const getViralGift = /* @__PURE__ */ defineEndpoint({
  id: 'P16',
  area: 'growth',
  name: 'getViralGift',
  method: 'GET',
  path: '/api/v1/viral_gifts/:token',
  summary: 'The gift behind a viral gift link: sender and how many are left (G33). 0 left or expired → "All gone".',
  params: /* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  response: ViralGift,
  errors: [{ status: 404, description: 'No such gift link' }],
});

export const acceptViralGift = /* @__PURE__ */ defineEndpoint({
  id: 'E71',
  area: 'growth',
  name: 'acceptViralGift',
  method: 'POST',
  path: '/api/v1/viral_gifts/accept_gift_from_link',
  summary: 'Claim a three-month gift subscription from a link (K107); answers `{subscription}` (G35).',
  body: /* @__PURE__ */ z.object({
    name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta(notBlank)),
    email: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta(emailRule)),
    token: /* @__PURE__ */ z.string(),
  }),
  response: AcceptViralGiftResult,
  errors: [
    { status: 400, description: 'Missing name, invalid email (field named), or this email already claimed the gift' },
    { status: 404, description: 'No such gift link' },
    { status: 410, code: 'ALL_GONE', description: 'All gone: every gift was claimed or the link expired' },
  ],
});

export const createViralGiftForEmail = /* @__PURE__ */ defineEndpoint({
  id: 'E72',
  area: 'growth',
  name: 'createViralGiftForEmail',
  method: 'POST',
  path: '/api/v1/viral_gifts/create_for_email',
  summary: 'The gift modal: a gift subscription for an email (emails with "+" are refused, M61).',
  body: /* @__PURE__ */ z.object({
    email: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta({ ...emailRule, not: { pattern: '\\+' } })),
    fromSubstack: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    months: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1))),
  }),
  response: Empty,
  errors: [{ status: 400, description: 'Invalid email, an email with "+", or an email that already has a gift (field email)' }],
});

export const getReferralLeaderboard = /* @__PURE__ */ defineEndpoint({
  id: 'E73',
  area: 'growth',
  name: 'getReferralLeaderboard',
  method: 'GET',
  path: '/api/v1/reader_referrals/leaderboard',
  summary: 'The reader referral leaderboard: reward tiers, top referrers and the viewer’s own standing (anonymous may view).',
  response: ReferralLeaderboard,
});

export const getSurvey = /* @__PURE__ */ defineEndpoint({
  id: 'E76',
  area: 'growth',
  name: 'getSurvey',
  method: 'GET',
  path: '/api/v1/survey/:id',
  summary: 'A reader survey with its questions; `token` (from an emailed link) identifies the reader when signed out.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) })),
  response: Survey,
  errors: [{ status: 404, description: 'Survey not found ("There was an error fetching this survey.")' }],
});

export const submitSurveyResponses = /* @__PURE__ */ defineEndpoint({
  id: 'E77',
  area: 'growth',
  name: 'submitSurveyResponses',
  method: 'POST',
  path: '/api/v1/survey/:id/responses',
  summary: 'Answer a survey. Any subscriber (free or paid) may answer (G38); `token` as in E76 (designed).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) })),
  body: SurveyResponsesBody,
  response: Empty,
  errors: [
    { status: 400, description: 'A required question is unanswered or an answer is invalid (the question is named; field `question_{id}`)' },
    { status: 401, description: 'Not signed in (sign in to answer)' },
    { status: 403, code: 'SUBSCRIPTION_REQUIRED', description: 'Signed in without a subscription (prompted to subscribe, G38)' },
    { status: 404, description: 'Survey not found' },
    { status: 409, description: 'Already answered' },
  ],
});

export const getRecommendations = /* @__PURE__ */ defineEndpoint({
  id: 'P18',
  area: 'growth',
  name: 'getRecommendations',
  method: 'GET',
  path: '/api/v1/recommendations/from/:publicationId',
  summary: 'The publications a publication recommends, each with its blurb (G33).',
  params: /* @__PURE__ */ z.object({ publicationId: numericId }),
  response: /* @__PURE__ */ z.array(Recommendation),
  errors: [{ status: 404, description: 'Publication not found' }],
});

export const getCountries = /* @__PURE__ */ defineEndpoint({
  id: 'P13',
  area: 'growth',
  name: 'getCountries',
  method: 'GET',
  path: '/static/countries.json',
  summary: 'Countries and their regions for the survey country question, loaded lazily (G33).',
  response: /* @__PURE__ */ z.array(Country),
});

export const growthEndpoints = {
  getHomepageData,
  updateHomepageBlock,
  getWelcomePageData,
  getPublicationInvites,
  sendPublicationInvite,
  getPublicationUserInvite,
  acceptPublicationUserInvite,
  getPostTagBySlug,
  getAuthorPageInfo,
  getFileEntry,
  getViralGift,
  acceptViralGift,
  createViralGiftForEmail,
  getReferralLeaderboard,
  getSurvey,
  submitSurveyResponses,
  getRecommendations,
  getCountries,
} as const;
