/**
 * Entities shared by every area (inventory §4: the union of fields across the four spec files). Schemas are
 * tolerant where the product can cope (optional/nullable fields, unknown keys dropped) and strict where a screen
 * cannot (ids, names, enums it switches on), so a malformed answer becomes an `ApiError` naming the bad field.
 *
 * Every schema uses `zod/mini` (`z.optional(x)`, `x.check(z.int(), z.minLength(1))`, `z.pipe(x, z.transform(fn))`),
 * not zod classic's method chains: the same zod 4 core, so the same accepted inputs, outputs, error paths and
 * `openapi.json`, but tree-shakable, so a screen carries only the validators it parses with. `zod/mini` ships no
 * English messages (every rule says "Invalid input"); the client names the failing field by its path, never by the
 * message, and the mock installs zod's English locale for its 400 answers (`mocks/handlers/route.ts`).
 */
import * as z from 'zod/mini';

export const id = /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
/** A date the client can read (`Date.parse` accepts it): an answer with `"soon"` in a date field is a `schema` error naming the field, not a crash later in a view. */
export const isoDate = /* @__PURE__ */ z.string().check(
  /* @__PURE__ */ z.minLength(1),
  /* @__PURE__ */ z.refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Invalid date' }),
);

/** Audience of a post. `only_founding` is accepted and normalised to `founding` (gap G55). */
export const postAudiences = ['everyone', 'only_free', 'only_paid', 'founding'] as const;
export const PostAudience = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...postAudiences, 'only_founding']),
  /* @__PURE__ */ z.transform((a): (typeof postAudiences)[number] => (a === 'only_founding' ? 'founding' : a)),
);
export type PostAudience = (typeof postAudiences)[number];

export const postTypes = ['newsletter', 'video', 'podcast', 'page', 'thread', 'adhoc_email', 'restack'] as const;
export const PostType = /* @__PURE__ */ z.enum(postTypes);
export type PostType = z.infer<typeof PostType>;

export const User = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  email: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  bio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  is_admin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_contributor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_public_admin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_subscribed: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_free_subscribed: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_pledged: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  has_redeemed_post_unlock_token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  subscription_expiry: /* @__PURE__ */ z.nullish(isoDate),
  subscription_first_payment_at: /* @__PURE__ */ z.nullish(isoDate),
  bestseller_tier: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  reader_installed_at: /* @__PURE__ */ z.nullish(isoDate),
  is_magic: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  has_saved_payment: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  invites: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  has_seen_notes_post_app_upsell: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** Gap G11: the reader's own publication, when they have one. */
  primaryPublication: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.object({ id, name: /* @__PURE__ */ z.string(), subdomain: /* @__PURE__ */ z.string() })),
});
export type User = z.infer<typeof User>;

export const Section = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  logo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  is_podcast: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type Section = z.infer<typeof Section>;

export const Plan = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  interval: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(['month', 'year']), 'year'),
  currency: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), 'usd'),
  amount: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  interval_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  trial_period_days: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int())),
  is_bitcoin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The founding plan of a publication with payments on. */
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type Plan = z.infer<typeof Plan>;

export const commentSorts = ['best_first', 'most_recent_first', 'oldest_first'] as const;

export const Publication = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  subdomain: /* @__PURE__ */ z.string(),
  custom_domain: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  base_url: /* @__PURE__ */ z.string(),
  logo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  hero_text: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  payments_state: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(['enabled', 'disabled']), 'disabled'),
  /** Gap G10. */
  pledges_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  invite_only: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  subscriber_invites: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  paywall_chat: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['free', 'paid'])),
  post_preview_limit: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  has_custom_tos: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  community_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  plans: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(Plan)),
  bylines_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  byline_images_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  twitter_screen_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  sections: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(Section)),
  author_id: /* @__PURE__ */ z.optional(id),
  author_name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  author_photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  author_handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  default_comment_sort: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(commentSorts)),
  hide_post_restacks: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  show_links: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  theme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.partial(
      /* @__PURE__ */ z.object({
        accent_color: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
        background_pop_color: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      }),
    ),
  ),
  has_posts: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type Publication = z.infer<typeof Publication>;

export const Byline = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  bio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Guest authors (guest bios, `show_guest_bios`). */
  is_guest: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type Byline = z.infer<typeof Byline>;

export const PostTag = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  hidden: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type PostTag = z.infer<typeof PostTag>;

export const Post = /* @__PURE__ */ z.object({
  id,
  slug: /* @__PURE__ */ z.string(),
  uuid: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  title: /* @__PURE__ */ z.string(),
  subtitle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  type: PostType,
  audience: PostAudience,
  body_html: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  cover_image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  post_date: /* @__PURE__ */ z.nullish(isoDate),
  is_draft: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_published: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_scheduled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  postSchedule: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({ trigger_at: isoDate, email_audience: /* @__PURE__ */ z.enum(['everyone', 'only_paid', 'founding']) }),
  ),
  publication_id: /* @__PURE__ */ z.optional(id),
  section_id: /* @__PURE__ */ z.nullish(id),
  section_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  post_paywall_content_for_google: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  teaser_post_eligible: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  is_geoblocked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  share_url_override: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  comment_url_override: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  reaction_url_override: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  canonical_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** The live stream this post announces or records (002: posts carry `liveStream`); the post links to the livestream page while it is live or upcoming. */
  liveStream: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      id,
      title: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ z.enum(['scheduled', 'active', 'ended']),
    }),
  ),
  audio_items: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.string(), status: /* @__PURE__ */ z.string() })),
  ),
  videoUpload: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      id: /* @__PURE__ */ z.optional(id),
      duration: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
      preview_duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
    }),
  ),
  video_upload_id: /* @__PURE__ */ z.nullish(id),
  show_guest_bios: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  comment_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  child_comment_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  wordcount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  is_saved: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  reaction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  reactions: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  ),
  reactor_names: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  restacked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  restacks: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  restacked_pub_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  email_sent_at: /* @__PURE__ */ z.nullish(isoDate),
  is_section_pinned: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  hidden: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  publishedBylines: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(Byline)),
  postTags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(PostTag)),
  postTheme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({ header_variant: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()), featured_post_tag_id: /* @__PURE__ */ z.nullish(id) }),
  ),
  podcast_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  podcast_duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  podcastUpload: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      is_free_preview: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
      src_media_upload_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      thumbnail_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
    }),
  ),
  podcastFields: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.object({ free_podcast_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()) })),
  write_comment_permissions: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['everyone', 'only_paid', 'none'])),
  default_comment_sort: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(commentSorts)),
  media_clip_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  current_user_post_meter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  meter_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** The post's body is cut at the paywall for this viewer (the mock sets it). */
  truncated_body_text: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type Post = z.infer<typeof Post>;

/** An empty success answer (spec: shape not shown, gap G35 → `{}`). */
export const Empty = /* @__PURE__ */ z.looseObject({});

// ---------------------------------------------------------------------------------------------------------------
// Rules stated for the contract (JSON Schema keywords added to openapi.json with `z.meta`): what a handler checks
// after looking things up, so the contract states it without moving the check ahead of the handler's own answers.
// ---------------------------------------------------------------------------------------------------------------

/** An e-mail address the mock accepts (`mocks/handlers/growth.ts` checks the same pattern, after trimming). */
export const emailRule = { format: 'email', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const;

/** Text that must not be empty or only spaces (the handler trims it first). */
export const notBlank = { pattern: '\\S', description: 'Not empty or only spaces.' } as const;
