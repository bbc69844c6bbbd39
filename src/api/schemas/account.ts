/**
 * Account area entities: the reader's subscription to one publication as the newsletters page, the account
 * settings page and the card-expiry toast read it (E14, gap G48: the union of the three partial shapes of specs
 * 000, 001 and 002), the subscription data set (E16/E17), newsletter items (P19), podcast feeds (P25), discounts
 * and the small answers of the account calls. Strict on ids and on the enums screens switch on (membership state,
 * subscription type, email setting, newsletter group); tolerant elsewhere.
 *
 * Which publication a call concerns: on the real API the request's domain says it (a publication's own site).
 * The mock answers on any origin, so the calls that have no publication in their path or body take an optional
 * `publication_id` query parameter; without it they concern The Daily Margin (the mock's home publication).
 */
import * as z from 'zod/mini';
import { id, isoDate, PostAudience, User } from './core';

// ---------------------------------------------------------------------------------------------------------------
// Email settings (spec 000/002): section id → `individual` (emails on) | `disabled`.

export const emailSettingValues = ['individual', 'disabled'] as const;
export const EmailSetting = /* @__PURE__ */ z.enum(emailSettingValues);
export type EmailSetting = z.infer<typeof EmailSetting>;

/** `email_settings`: section id (as the JSON key) → setting. */
export const EmailSettings = /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), EmailSetting);
export type EmailSettings = z.infer<typeof EmailSettings>;

/**
 * E15 body (gap G49): `{ "<sectionId>": { "setting": "individual" | "disabled" } }`, at least one section. Keys
 * are numeric section ids; a bad key or value is a 400 naming it.
 */
export const SectionEmailSettingsPatch = z
  .record(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d+$/)), /* @__PURE__ */ z.object({ setting: EmailSetting }), {
    error: (issue) => (issue.code === 'invalid_key' ? 'Section ids are numbers' : undefined),
  })
  .check(
    /* @__PURE__ */ z.refine((patch) => Object.keys(patch).length > 0, { error: 'Choose at least one section' }),
    /* @__PURE__ */ z.meta({ minProperties: 1 }),
  );
export type SectionEmailSettingsPatch = z.infer<typeof SectionEmailSettingsPatch>;

// ---------------------------------------------------------------------------------------------------------------
// Discounts and coupons (spec 002 §3, M30).

export const discountDurations = ['once', 'forever', 'repeating'] as const;

/** A discount. `once` counts as one billing period (K100); `repeating` lasts `duration_in_months`. */
export const Discount = /* @__PURE__ */ z.object({
  percent_off: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.gte(0), /* @__PURE__ */ z.lte(100))),
  percent_off_precise: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.gte(0), /* @__PURE__ */ z.lte(100))),
  amount_off: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  currency: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  duration: /* @__PURE__ */ z.enum(discountDurations),
  duration_in_months: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  trial_period_days: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
});
export type Discount = z.infer<typeof Discount>;

/**
 * A coupon as an upgrade flow resolves it (designed; M30 `valid(discount) | invalid_or_expired`). `valid` is false
 * for an expired or used-up coupon; the discount is still described.
 */
export const Coupon = /* @__PURE__ */ z.object({
  code: /* @__PURE__ */ z.string(),
  publication_id: id,
  valid: /* @__PURE__ */ z.boolean(),
  redeem_by: /* @__PURE__ */ z.nullish(isoDate),
  discount: Discount,
});
export type Coupon = z.infer<typeof Coupon>;

// ---------------------------------------------------------------------------------------------------------------
// The subscription data set (spec 002: GET /api/v1/subscriptions and /subscription/{publicationId}).

export const membershipStates = ['unsubscribed', 'free_signup', 'subscribed'] as const;
export type MembershipState = (typeof membershipStates)[number];
/**
 * Membership of a publication. The composer gate of spec 002 spells the free state `free_subscription`; it is
 * accepted and normalised to `free_signup` (gap G28).
 */
export const MembershipState = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...membershipStates, 'free_subscription']),
  /* @__PURE__ */ z.transform((s): MembershipState => (s === 'free_subscription' ? 'free_signup' : s)),
);

/** Special kinds of paid subscription; `null` is an ordinary card subscription (or a free one). */
export const subscriptionTypes = ['gift', 'lifetime', 'bitcoin', 'ios_app', 'trial'] as const;
export const SubscriptionType = /* @__PURE__ */ z.enum(subscriptionTypes);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

export const subscriptionVisibilities = ['public', 'private'] as const;
export const SubscriptionVisibility = /* @__PURE__ */ z.enum(subscriptionVisibilities);

/**
 * One row of the data set. Spec fields plus three designed ones: `is_comped` (the data-set side of E14's
 * `isComped`), `plan_id`, and `visibility` (whether the subscriber's profile shows on the publication, set by E20).
 * For a trial, `current_period_end` is when the trial ends. `status` is the billing status (the mock uses
 * `active`, `trialing`, `paused`, `past_due`, `canceled`); screens decide with the other fields (M28).
 */
export const PublicationSubscription = /* @__PURE__ */ z.object({
  id,
  publication_id: id,
  user_id: /* @__PURE__ */ z.optional(id),
  membership_state: MembershipState,
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  type: /* @__PURE__ */ z.nullish(SubscriptionType),
  status: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  current_period_end: /* @__PURE__ */ z.nullish(isoDate),
  expiry: /* @__PURE__ */ z.nullish(isoDate),
  cancel_at_period_end: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  paused: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  parent_subscription_id: /* @__PURE__ */ z.nullish(id),
  is_group_parent: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_comped: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  plan_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  visibility: /* @__PURE__ */ z.optional(SubscriptionVisibility),
  created_at: /* @__PURE__ */ z.optional(isoDate),
});
export type PublicationSubscription = z.infer<typeof PublicationSubscription>;

/** The viewer's standing with a publication (inventory §4 "Publication user"); `role` null for a reader. */
export const PublicationUser = /* @__PURE__ */ z.object({
  publication_id: id,
  user_id: /* @__PURE__ */ z.optional(id),
  role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['admin', 'contributor', 'guest'])),
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  membership_state: /* @__PURE__ */ z.optional(MembershipState),
});
export type PublicationUser = z.infer<typeof PublicationUser>;

/** Latest voiceover or podcast episode of a subscribed publication (designed: E16 only names the lists). */
export const LatestAudioItem = /* @__PURE__ */ z.object({
  publication_id: id,
  post_id: id,
  title: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  post_date: /* @__PURE__ */ z.nullish(isoDate),
  audience: /* @__PURE__ */ z.optional(PostAudience),
  audio_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  cover_image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type LatestAudioItem = z.infer<typeof LatestAudioItem>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/subscription (E14), gap G48: one answer carrying every field any screen reads.

/** The plan of the subscription; 001: `interval` defaults to `year`. */
export const SubscriptionPlan = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  interval: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(['month', 'year']), 'year'),
  interval_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  amount: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  currency: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  trial_period_days: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int())),
  is_bitcoin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/**
 * The viewer's subscription to one publication (E14). Union of 000 (`email_settings`), 002 (`subscription_id`,
 * `is_free_subscribed`, `is_subscribed`, `cardExpiresAt`, `expiry`) and 001 (`plan`, `totalAmount`, `currency`,
 * `isLifetime`, `isComped`, `giftCount`). Designed additions: `publication_id`; `is_founding` (G52 needs it for
 * `premium`); `discount` (the discount applied to the subscription, M30); `subscription` (the data-set row, so the
 * subscription tab can decide M28 renewing-cancellable from this one call). `is_free_subscribed` is true for every
 * email subscriber, paid ones included; `free` is `is_free_subscribed ∧ ¬is_subscribed` (M27). A reader with no
 * subscription gets both flags false and empty `email_settings`. Amounts are in the currency's minor unit.
 */
export const AccountSubscription = /* @__PURE__ */ z.object({
  publication_id: /* @__PURE__ */ z.optional(id),
  subscription_id: /* @__PURE__ */ z.nullable(id),
  is_free_subscribed: /* @__PURE__ */ z.boolean(),
  is_subscribed: /* @__PURE__ */ z.boolean(),
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  email_settings: /* @__PURE__ */ z._default(EmailSettings, {}),
  cardExpiresAt: /* @__PURE__ */ z.nullish(isoDate),
  expiry: /* @__PURE__ */ z.nullish(isoDate),
  plan: /* @__PURE__ */ z.nullish(SubscriptionPlan),
  totalAmount: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  currency: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  isLifetime: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  isComped: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  giftCount: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  discount: /* @__PURE__ */ z.nullish(Discount),
  subscription: /* @__PURE__ */ z.nullish(PublicationSubscription),
});
export type AccountSubscription = z.infer<typeof AccountSubscription>;

export const subscriptionStatuses = ['free', 'paid', 'premium', 'comped', 'lifetime'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Gap G52: isLifetime → lifetime; isComped → comped; is_founding → premium; is_subscribed → paid; else free. */
export function subscriptionStatusOf(sub: Pick<AccountSubscription, 'isLifetime' | 'isComped' | 'is_founding' | 'is_subscribed'>): SubscriptionStatus {
  if (sub.isLifetime) return 'lifetime';
  if (sub.isComped) return 'comped';
  if (sub.is_founding) return 'premium';
  if (sub.is_subscribed) return 'paid';
  return 'free';
}

/** Why a subscription is not renewing-cancellable (M28), in the order the spec lists them. */
export const nonRenewingReasons = [
  'gift',
  'lifetime',
  'bitcoin',
  'ios_app',
  'trial_ending',
  'cancel_at_period_end',
  'paused',
  'group_child',
  'group_parent',
  'expiry_after_2100',
] as const;
export type NonRenewingReason = (typeof nonRenewingReasons)[number];
export type RenewalTreatment = { kind: 'renewing_cancellable' } | { kind: 'non_renewing'; reason: NonRenewingReason };

/** A trial ending within this many milliseconds is not cancellable (K098: 5 minutes). */
export const TRIAL_ENDING_WINDOW_MS = 5 * 60_000;

/**
 * M28: a subscription is renewing-cancellable unless it is a gift, lifetime, bitcoin or ios_app subscription, a
 * trial ending within 5 minutes, set to cancel at period end, paused, a group child or parent, or expiring after
 * the year 2100. `now` is the platform clock.
 */
export function renewalTreatment(
  sub: Pick<
    PublicationSubscription,
    'type' | 'current_period_end' | 'cancel_at_period_end' | 'paused' | 'parent_subscription_id' | 'is_group_parent' | 'expiry'
  >,
  now: Date,
): RenewalTreatment {
  const no = (reason: NonRenewingReason): RenewalTreatment => ({ kind: 'non_renewing', reason });
  if (sub.type === 'gift' || sub.type === 'lifetime' || sub.type === 'bitcoin' || sub.type === 'ios_app') return no(sub.type);
  if (sub.type === 'trial' && sub.current_period_end && Date.parse(sub.current_period_end) - now.getTime() <= TRIAL_ENDING_WINDOW_MS) return no('trial_ending');
  if (sub.cancel_at_period_end) return no('cancel_at_period_end');
  if (sub.paused) return no('paused');
  if (sub.parent_subscription_id != null) return no('group_child');
  if (sub.is_group_parent) return no('group_parent');
  if (sub.expiry && new Date(sub.expiry).getUTCFullYear() > 2100) return no('expiry_after_2100');
  return { kind: 'renewing_cancellable' };
}

// ---------------------------------------------------------------------------------------------------------------
// Newsletters (P19, gaps G13/G15).

export const newsletterGroups = ['from', 'featured', 'topic'] as const;
export type NewsletterGroup = (typeof newsletterGroups)[number];
/**
 * Group of a newsletter on the themed page: `from` (the publication's primary column; spec 001 calls the key
 * `fromTheFreePress`, accepted and normalised), `featured`, `topic` (Topic Alerts).
 */
export const NewsletterGroup = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...newsletterGroups, 'fromTheFreePress']),
  /* @__PURE__ */ z.transform((g): NewsletterGroup => (g === 'fromTheFreePress' ? 'from' : g)),
);

/** One newsletter (a section): spec 000 ∪ 001 fields plus `group` and `is_podcast`. */
export const NewsletterItem = /* @__PURE__ */ z.object({
  sectionId: id,
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  logoUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  linkUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  selected: /* @__PURE__ */ z.boolean(),
  defaultOn: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  group: /* @__PURE__ */ z.nullish(NewsletterGroup),
  is_podcast: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type NewsletterItem = z.infer<typeof NewsletterItem>;

/**
 * P19 answer (designed, G13/G15): the publication's sections with the viewer's selection. `variant` is `themed`
 * when the publication groups its newsletters (G15), then `groups` lists each group's sections in display order;
 * `default` otherwise (`groups` empty). An empty `newsletters` list means "redirect to the publication home".
 * `is_free_subscribed` hides the Subscribe buttons of the default variant; `can_manage_sections` shows the
 * section-management control (publication admins); `account_settings_url` is the subscribed reader's link (G16).
 */
export const NewslettersPage = /* @__PURE__ */ z.object({
  publication_id: id,
  publication_name: /* @__PURE__ */ z.string(),
  variant: /* @__PURE__ */ z.enum(['themed', 'default']),
  is_free_subscribed: /* @__PURE__ */ z.boolean(),
  is_subscribed: /* @__PURE__ */ z.boolean(),
  can_manage_sections: /* @__PURE__ */ z.boolean(),
  manage_sections_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  account_settings_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  newsletters: /* @__PURE__ */ z.array(NewsletterItem),
  groups: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ id: NewsletterGroup, sectionIds: /* @__PURE__ */ z.array(id) })),
});
export type NewslettersPage = z.infer<typeof NewslettersPage>;

// ---------------------------------------------------------------------------------------------------------------
// Smaller answers.

/** P25 (gap G44): a private podcast feed the reader can add to a podcast app. */
export const PodcastFeed = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  logoUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  setupUrl: /* @__PURE__ */ z.string(),
  publication_id: /* @__PURE__ */ z.optional(id),
});
export type PodcastFeed = z.infer<typeof PodcastFeed>;

/** E13 (designed echo, G35): the publication's settings a screen may change. */
export const PublicationSettings = /* @__PURE__ */ z.object({
  publication_id: id,
  seen_coming_soon_explainer: /* @__PURE__ */ z.boolean(),
});
export type PublicationSettings = z.infer<typeof PublicationSettings>;

/** E18 (designed): the saved card, `last4` null when there is none. */
export const CardLast4 = /* @__PURE__ */ z.object({
  last4: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d{4}$/))),
  brand: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  expires_at: /* @__PURE__ */ z.nullish(isoDate),
});
export type CardLast4 = z.infer<typeof CardLast4>;

/** E19 answer (designed): the pending request to join an invite-only publication. */
export const SubscriptionRequest = /* @__PURE__ */ z.object({
  id,
  publication_id: id,
  email: /* @__PURE__ */ z.string(),
  status: /* @__PURE__ */ z.enum(['pending', 'approved', 'declined']),
  requested_at: isoDate,
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** E21 answer: `referral_token` (spec 001/003) plus the designed `email`, `publication_id`, `subscription_id`. */
export const FreeSignupResult = /* @__PURE__ */ z.object({
  referral_token: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  email: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  publication_id: /* @__PURE__ */ z.optional(id),
  subscription_id: /* @__PURE__ */ z.optional(id),
});
export type FreeSignupResult = z.infer<typeof FreeSignupResult>;

/** P21 (designed echo): the user's flags after the change. */
export const UserFlags = /* @__PURE__ */ z.object({ has_seen_notes_post_app_upsell: /* @__PURE__ */ z.boolean() });
export type UserFlags = z.infer<typeof UserFlags>;

/** P06–P08 limits (designed, G16). */
export const USER_NAME_MAX_LENGTH = 100;

/** P07 answer (designed): the updated user; the client signs the reader out (spec 001: sign in with the new email). */
export const EmailChangeResult = /* @__PURE__ */ z.object({ user: User, signed_out: /* @__PURE__ */ z.boolean() });
export type EmailChangeResult = z.infer<typeof EmailChangeResult>;

/** P29 answer (designed): the sign-in link went out to `email` (always "sent", whether or not an account uses it). */
export const LoginLinkResult = /* @__PURE__ */ z.object({ sent: /* @__PURE__ */ z.boolean(), email: /* @__PURE__ */ z.string() });
export type LoginLinkResult = z.infer<typeof LoginLinkResult>;

/** P29: at most this many sign-in links per e-mail address in `LOGIN_LINK_WINDOW_MS` (designed; 429 past it). */
export const LOGIN_LINK_LIMIT = 3;
export const LOGIN_LINK_WINDOW_MS = 10 * 60_000;
