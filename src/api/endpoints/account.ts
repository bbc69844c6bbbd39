/**
 * Account: subscriptions, newsletters and account settings (E13–E22, P06–P08, P19, P21, P25), the login link (P29) and
 * coupons (P30). Answer shapes the
 * spec leaves open are designed in `../schemas/account.ts` (gaps G13–G16, G35, G44, G48, G49, G52).
 *
 * Calls without a publication in their path or body (E13, E14, E19, P19) take an optional `publication_id` query
 * parameter standing in for the publication's domain; the default is the mock's home publication. Tokens in
 * `token` come from newsletter e-mails and let a signed-out reader manage that one publication's newsletters.
 *
 * P06/P07 (gap G16): the inventory proposes one `PUT /api/v1/user/settings` for both the name and the e-mail. They
 * are two operations here (`/user/settings` for the name, `/user/email` for the e-mail) so each has one strict
 * body, its own fault key in the mock scenario and its own OpenAPI operation (one per method and path).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  AccountSubscription,
  CardLast4,
  EmailChangeResult,
  EmailSettings,
  FreeSignupResult,
  NewslettersPage,
  PodcastFeed,
  PublicationSettings,
  PublicationSubscription,
  PublicationUser,
  SectionEmailSettingsPatch,
  SubscriptionRequest,
  SubscriptionVisibility,
  LatestAudioItem,
  Coupon,
  LOGIN_LINK_LIMIT,
  LoginLinkResult,
  USER_NAME_MAX_LENGTH,
  UserFlags,
} from '../schemas/account';
import { Empty, id, Publication, User } from '../schemas/core';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
const emailField = /* @__PURE__ */ z.email({ error: 'Enter a valid email address' });
/** The publication a call concerns (stands in for the request's domain; default: the mock's home publication). */
const publicationQuery = /* @__PURE__ */ z.optional(numericId);

/** Tracking fields the signup forms send along (spec 003: "tracking urls and referrers"). */
const trackingFields = {
  source: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  first_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  first_referrer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  current_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  current_referrer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  referral_code: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
};

export const updatePublicationSettings = /* @__PURE__ */ defineEndpoint({
  id: 'E13',
  area: 'account',
  name: 'updatePublicationSettings',
  method: 'PUT',
  path: '/api/v1/publication_settings',
  summary: 'Change a publication setting (the coming-soon explainer was seen). Publication admins only; answers the settings.',
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ publication_id: publicationQuery })),
  body: /* @__PURE__ */ z.object({ seen_coming_soon_explainer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()) }),
  response: PublicationSettings,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not an admin of the publication' },
    { status: 404, description: 'Publication not found' },
  ],
});

export const getSubscription = /* @__PURE__ */ defineEndpoint({
  id: 'E14',
  area: 'account',
  name: 'getSubscription',
  method: 'GET',
  path: '/api/v1/subscription',
  summary:
    'The viewer’s subscription to one publication: e-mail settings per section, plan, amounts, card expiry, lifetime/comped flags (gap G48 union). With `token`, the subscriber the newsletter link was sent to, signed in or not.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
      publication_id: publicationQuery,
    }),
  ),
  response: AccountSubscription,
  errors: [
    { status: 401, description: 'Not signed in and no token, or the token is unknown or expired' },
    { status: 404, description: 'Publication not found' },
  ],
});

export const updateSectionEmailSettings = /* @__PURE__ */ defineEndpoint({
  id: 'E15',
  area: 'account',
  name: 'updateSectionEmailSettings',
  method: 'PATCH',
  path: '/api/v1/subscription/sections/email',
  summary:
    'Turn e-mails of sections on (`individual`) or off (`disabled`): body `{ "<sectionId>": { "setting": … } }` (gap G49). Answers the resulting settings of the publications touched.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))) }),
  ),
  body: SectionEmailSettingsPatch,
  response: /* @__PURE__ */ z.object({ email_settings: EmailSettings }),
  errors: [
    { status: 400, description: 'Malformed body or an unknown section (names the key)' },
    { status: 401, description: 'Not signed in and no token, or the token is unknown or expired' },
    { status: 403, description: 'The token does not manage the section’s publication' },
    { status: 404, description: 'Not subscribed to the section’s publication' },
  ],
});

/** E16 page size (designed; cursor pagination by `nextCursor`). */
export const SUBSCRIPTIONS_PAGE_SIZE = 10;

export const listSubscriptions = /* @__PURE__ */ defineEndpoint({
  id: 'E16',
  area: 'account',
  name: 'listSubscriptions',
  method: 'GET',
  path: '/api/v1/subscriptions',
  summary: `The viewer’s subscriptions with their publications, ${SUBSCRIPTIONS_PAGE_SIZE} a page; pass \`nextCursor\` back as \`cursor\` until it is null. \`include_podcasts=1\` adds \`latestPodcastEpisodeData\`.`,
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
      include_podcasts: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.pipe(/* @__PURE__ */ z.coerce.number(), /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal(0), /* @__PURE__ */ z.literal(1)])),
      ),
    }),
  ),
  response: /* @__PURE__ */ z.object({
    publications: /* @__PURE__ */ z.array(Publication),
    subscriptions: /* @__PURE__ */ z.array(PublicationSubscription),
    publicationUsers: /* @__PURE__ */ z.array(PublicationUser),
    /** Designed: ids of the page's publications the viewer pledges to (payments off, pledges on). */
    publicationsWithPledges: /* @__PURE__ */ z.array(id),
    /** Designed: latest read-aloud (voiceover) post per publication of the page. */
    latestVoiceoverData: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(LatestAudioItem)),
    /** Only with `include_podcasts=1`: latest podcast episode per publication of the page that has one. */
    latestPodcastEpisodeData: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(LatestAudioItem)),
    nextCursor: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  }),
  errors: [
    { status: 400, description: 'Unknown cursor (field `cursor`)' },
    { status: 401, description: 'Not signed in' },
  ],
});

export const getPublicationSubscription = /* @__PURE__ */ defineEndpoint({
  id: 'E17',
  area: 'account',
  name: 'getPublicationSubscription',
  method: 'GET',
  path: '/api/v1/subscription/:publicationId',
  summary: 'One row of the data set, refreshed on a `subscriptions-update` service-worker message (C02). 404 when not subscribed: the client drops it.',
  params: /* @__PURE__ */ z.object({ publicationId: numericId }),
  response: /* @__PURE__ */ z.object({ subscription: PublicationSubscription, publicationUser: /* @__PURE__ */ z.nullable(PublicationUser) }),
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Not subscribed to the publication (or no such publication)' },
  ],
});

export const getCardLast4 = /* @__PURE__ */ defineEndpoint({
  id: 'E18',
  area: 'account',
  name: 'getCardLast4',
  method: 'GET',
  path: '/api/v1/subscription/last4',
  summary: 'The last four digits of the reader’s saved card (null when none), for "pay with your saved card".',
  response: CardLast4,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const requestSubscription = /* @__PURE__ */ defineEndpoint({
  id: 'E19',
  area: 'account',
  name: 'requestSubscription',
  method: 'POST',
  path: '/api/v1/subscription/request',
  summary: 'Ask to join an invite-only publication (embed widget). Form-encoded. Asking again with the same e-mail answers the same pending request.',
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ publication_id: publicationQuery })),
  body: /* @__PURE__ */ z.object({ email: emailField, ...trackingFields }),
  bodyEncoding: 'form',
  response: SubscriptionRequest,
  errors: [
    { status: 400, description: 'Invalid e-mail (field `email`), or the publication is not invite-only' },
    { status: 404, description: 'Publication not found' },
    { status: 409, description: 'The e-mail already subscribes to the publication' },
  ],
});

export const setSubscriptionVisibility = /* @__PURE__ */ defineEndpoint({
  id: 'E20',
  area: 'account',
  name: 'setSubscriptionVisibility',
  method: 'POST',
  path: '/api/v1/subscription/visibilities',
  summary: 'Show (or hide) the reader’s profile on publications: `{ ids: subscription ids, visibility: "public" }`.',
  body: /* @__PURE__ */ z.object({
    ids: /* @__PURE__ */ z.array(id).check(/* @__PURE__ */ z.minLength(1, 'Give at least one subscription id')),
    visibility: SubscriptionVisibility,
  }),
  response: /* @__PURE__ */ z.object({ subscriptions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ id, visibility: SubscriptionVisibility })) }),
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'A subscription of somebody else' },
    { status: 404, description: 'Unknown subscription id' },
  ],
});

export const freeSignup = /* @__PURE__ */ defineEndpoint({
  id: 'E21',
  area: 'account',
  name: 'freeSignup',
  method: 'POST',
  path: '/api/v1/free',
  summary:
    'Free signup by e-mail (like upsell, embed widget, subscribe prompts). Subscribes to `other_publication_id` when given, else the current publication. Idempotent per e-mail. Answers `referral_token`.',
  body: /* @__PURE__ */ z.object({
    email: emailField,
    ...trackingFields,
    other_publication_id: /* @__PURE__ */ z.nullish(id),
    referring_pub_id: /* @__PURE__ */ z.nullish(id),
  }),
  response: FreeSignupResult,
  errors: [
    { status: 400, description: 'Invalid e-mail (field `email`)' },
    { status: 403, description: 'The publication is invite-only (request a subscription instead)' },
    { status: 404, description: 'Publication not found' },
  ],
});

export const freeUnsubscribe = /* @__PURE__ */ defineEndpoint({
  id: 'E22',
  area: 'account',
  name: 'freeUnsubscribe',
  method: 'DELETE',
  path: '/api/v1/free',
  summary: 'End the viewer’s free subscription to a publication (idempotent). A paid subscription is cancelled elsewhere.',
  body: /* @__PURE__ */ z.object({ publication_id: id, source: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Publication not found' },
    { status: 409, description: 'The subscription is paid' },
  ],
});

export const updateName = /* @__PURE__ */ defineEndpoint({
  id: 'P06',
  area: 'account',
  name: 'updateName',
  method: 'PUT',
  path: '/api/v1/user/settings',
  summary: `Change the reader’s display name (1–${USER_NAME_MAX_LENGTH} characters, trimmed). Answers the user.`,
  body: /* @__PURE__ */ z.object({
    name: z
      .string()
      .check(
        /* @__PURE__ */ z.trim(),
        /* @__PURE__ */ z.minLength(1, 'Name cannot be empty'),
        /* @__PURE__ */ z.maxLength(USER_NAME_MAX_LENGTH, `Name must be at most ${USER_NAME_MAX_LENGTH} characters`),
      ),
  }),
  response: User,
  errors: [
    { status: 400, description: 'Empty or too long name (field `name`)' },
    { status: 401, description: 'Not signed in' },
  ],
});

export const changeEmail = /* @__PURE__ */ defineEndpoint({
  id: 'P07',
  area: 'account',
  name: 'changeEmail',
  method: 'PUT',
  path: '/api/v1/user/email',
  summary: 'Change the sign-in e-mail; `confirm_email` must equal `email`. The client then signs the reader out (spec 001).',
  body: z
    .object({
      email: emailField,
      confirm_email: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta({ description: 'Must equal `email` (400 naming confirm_email otherwise).' })),
    })
    .check(/* @__PURE__ */ z.refine((b) => b.email === b.confirm_email, { path: ['confirm_email'], error: 'confirm_email must equal email' })),
  response: EmailChangeResult,
  errors: [
    { status: 400, description: 'Invalid e-mail (field `email`) or `confirm_email` differs (field `confirm_email`)' },
    { status: 401, description: 'Not signed in' },
    { status: 409, description: 'Another account uses the e-mail (field `email`)' },
  ],
});

export const requestPasswordReset = /* @__PURE__ */ defineEndpoint({
  id: 'P08',
  area: 'account',
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/api/v1/user/password-reset',
  summary: 'Send a password-reset e-mail: to the signed-in reader, or to `email` when signed out (always "sent", whether or not an account exists).',
  body: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ email: /* @__PURE__ */ z.optional(emailField) })),
  response: /* @__PURE__ */ z.object({ sent: /* @__PURE__ */ z.boolean() }),
  errors: [{ status: 400, description: 'Signed out without an e-mail (field `email`)' }],
});

export const listNewsletters = /* @__PURE__ */ defineEndpoint({
  id: 'P19',
  area: 'account',
  name: 'listNewsletters',
  method: 'GET',
  path: '/api/v1/newsletters',
  summary:
    'The publication’s newsletters (sections) with the viewer’s selection and the themed grouping (gaps G13, G15). Signed out: nothing selected, unless `token`.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
      publication_id: publicationQuery,
    }),
  ),
  response: NewslettersPage,
  errors: [
    { status: 401, description: 'The token is unknown or expired' },
    { status: 404, description: 'Publication not found' },
  ],
});

export const updateUserFlags = /* @__PURE__ */ defineEndpoint({
  id: 'P21',
  area: 'account',
  name: 'updateUserFlags',
  method: 'PUT',
  path: '/api/v1/user/flags',
  summary: 'Set user flags (`has_seen_notes_post_app_upsell`). Unknown flags are refused. Answers the flags.',
  body: /* @__PURE__ */ z.strictObject({ has_seen_notes_post_app_upsell: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()) }).check(
    /* @__PURE__ */ z.refine((b) => Object.keys(b).length > 0, { error: 'Give at least one flag' }),
    /* @__PURE__ */ z.meta({ minProperties: 1 }),
  ),
  response: UserFlags,
  errors: [
    { status: 400, description: 'Unknown flag or empty body' },
    { status: 401, description: 'Not signed in' },
  ],
});

export const listPodcastFeeds = /* @__PURE__ */ defineEndpoint({
  id: 'P25',
  area: 'account',
  name: 'listPodcastFeeds',
  method: 'GET',
  path: '/api/v1/podcast-feeds',
  summary: 'Private podcast feeds of the publications the reader pays for (account settings podcastFeeds tab, gap G44). Empty for free readers.',
  response: /* @__PURE__ */ z.array(PodcastFeed),
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const requestLoginLink = /* @__PURE__ */ defineEndpoint({
  id: 'P29',
  area: 'account',
  name: 'requestLoginLink',
  method: 'POST',
  path: '/api/v1/email-login',
  summary: `Email a one-time sign-in link (the login page, \`/login\`). Always "sent", whether or not an account uses the address (no account probing); at most ${LOGIN_LINK_LIMIT} links per address in 10 minutes. \`next\` is where the link lands (a path on this site).`,
  body: /* @__PURE__ */ z.object({
    email: emailField,
    next: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\/(?![/\\])/, 'next must be a path on this site, starting with one /')),
    ),
  }),
  response: LoginLinkResult,
  errors: [
    { status: 400, description: 'Invalid e-mail (field `email`) or a `next` off this site (field `next`)' },
    { status: 429, description: 'Too many sign-in links for this address; try again in a few minutes' },
  ],
});

export const getCoupon = /* @__PURE__ */ defineEndpoint({
  id: 'P30',
  area: 'account',
  name: 'getCoupon',
  method: 'GET',
  path: '/api/v1/coupons/:code',
  summary:
    'A coupon of the publication by its code (case-insensitive), for the upgrade flow (M30). `valid` is false for an expired or used-up coupon (the discount is still described); an unknown code is 404.',
  params: /* @__PURE__ */ z.object({ code: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(64)) }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ publication_id: publicationQuery })),
  response: Coupon,
  errors: [{ status: 404, description: 'No coupon with that code for the publication (or no such publication)' }],
});

export const cancelSubscription = /* @__PURE__ */ defineEndpoint({
  id: 'P35',
  area: 'account',
  name: 'cancelSubscription',
  method: 'POST',
  path: '/api/v1/subscription/:publicationId/cancel',
  summary:
    'Cancel the viewer’s paid subscription at the end of its period (account settings, subscription tab). Only a renewing-cancellable one (M28): a gift, lifetime, bitcoin, iOS app or comped subscription, a trial ending within 5 minutes, one already set to cancel, a paused one, a group parent or member, or one expiring after 2100 is refused with 409 naming why. Answers the row, now `cancel_at_period_end`.',
  params: /* @__PURE__ */ z.object({ publicationId: numericId }),
  response: /* @__PURE__ */ z.object({ subscription: PublicationSubscription }),
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'No paid subscription to the publication (or no such publication)' },
    { status: 409, description: 'The subscription is not renewing-cancellable (M28); the message says why' },
  ],
});

export const accountEndpoints = {
  cancelSubscription,
  updatePublicationSettings,
  getSubscription,
  updateSectionEmailSettings,
  listSubscriptions,
  getPublicationSubscription,
  getCardLast4,
  requestSubscription,
  setSubscriptionVisibility,
  freeSignup,
  freeUnsubscribe,
  updateName,
  changeEmail,
  requestPasswordReset,
  listNewsletters,
  updateUserFlags,
  listPodcastFeeds,
  requestLoginLink,
  getCoupon,
} as const;
