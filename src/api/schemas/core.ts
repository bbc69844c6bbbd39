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

export const id = z.number().check(z.int(), z.nonnegative());
/** A date the client can read (`Date.parse` accepts it): an answer with `"soon"` in a date field is a `schema` error naming the field, not a crash later in a view. */
export const isoDate = z.string().check(
  z.minLength(1),
  z.refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Invalid date' }),
);

/** Audience of a post. `only_founding` is accepted and normalised to `founding` (gap G55). */
export const postAudiences = ['everyone', 'only_free', 'only_paid', 'founding'] as const;
export const PostAudience = z.pipe(
  z.enum([...postAudiences, 'only_founding']),
  z.transform((a): (typeof postAudiences)[number] => (a === 'only_founding' ? 'founding' : a)),
);
export type PostAudience = (typeof postAudiences)[number];

export const postTypes = ['newsletter', 'video', 'podcast', 'page', 'thread', 'adhoc_email', 'restack'] as const;
export const PostType = z.enum(postTypes);
export type PostType = z.infer<typeof PostType>;

export const User = z.object({
  id,
  name: z.string(),
  handle: z.nullish(z.string()),
  email: z.nullish(z.string()),
  photo_url: z.nullish(z.string()),
  bio: z.nullish(z.string()),
  is_admin: z.optional(z.boolean()),
  is_contributor: z.optional(z.boolean()),
  is_public_admin: z.optional(z.boolean()),
  is_subscribed: z.optional(z.boolean()),
  is_free_subscribed: z.optional(z.boolean()),
  is_founding: z.optional(z.boolean()),
  is_pledged: z.optional(z.boolean()),
  has_redeemed_post_unlock_token: z.optional(z.boolean()),
  subscription_expiry: z.nullish(isoDate),
  subscription_first_payment_at: z.nullish(isoDate),
  bestseller_tier: z.nullish(z.number()),
  reader_installed_at: z.nullish(isoDate),
  is_magic: z.optional(z.boolean()),
  has_saved_payment: z.optional(z.boolean()),
  invites: z.optional(z.number()),
  has_seen_notes_post_app_upsell: z.optional(z.boolean()),
  /** Gap G11: the reader's own publication, when they have one. */
  primaryPublication: z.nullish(z.object({ id, name: z.string(), subdomain: z.string() })),
});
export type User = z.infer<typeof User>;

export const Section = z.object({
  id,
  name: z.string(),
  slug: z.nullish(z.string()),
  description: z.nullish(z.string()),
  logo_url: z.nullish(z.string()),
  is_podcast: z.optional(z.boolean()),
});
export type Section = z.infer<typeof Section>;

export const Plan = z.object({
  id: z.string(),
  interval: z._default(z.enum(['month', 'year']), 'year'),
  currency: z._default(z.string(), 'usd'),
  amount: z.number().check(z.int(), z.nonnegative()),
  interval_count: z.optional(z.number().check(z.int(), z.positive())),
  trial_period_days: z.nullish(z.number().check(z.int())),
  is_bitcoin: z.optional(z.boolean()),
  /** The founding plan of a publication with payments on. */
  is_founding: z.optional(z.boolean()),
});
export type Plan = z.infer<typeof Plan>;

export const commentSorts = ['best_first', 'most_recent_first', 'oldest_first'] as const;

export const Publication = z.object({
  id,
  name: z.string(),
  subdomain: z.string(),
  custom_domain: z.nullish(z.string()),
  base_url: z.string(),
  logo_url: z.nullish(z.string()),
  hero_text: z.nullish(z.string()),
  payments_state: z._default(z.enum(['enabled', 'disabled']), 'disabled'),
  /** Gap G10. */
  pledges_enabled: z.optional(z.boolean()),
  invite_only: z.optional(z.boolean()),
  subscriber_invites: z.optional(z.number().check(z.int(), z.nonnegative())),
  paywall_chat: z.optional(z.enum(['free', 'paid'])),
  post_preview_limit: z.nullish(z.number().check(z.int(), z.positive())),
  has_custom_tos: z.optional(z.boolean()),
  community_enabled: z.optional(z.boolean()),
  plans: z.optional(z.array(Plan)),
  bylines_enabled: z.optional(z.boolean()),
  byline_images_enabled: z.optional(z.boolean()),
  twitter_screen_name: z.nullish(z.string()),
  sections: z.optional(z.array(Section)),
  author_id: z.optional(id),
  author_name: z.optional(z.string()),
  author_photo_url: z.nullish(z.string()),
  author_handle: z.nullish(z.string()),
  default_comment_sort: z.optional(z.enum(commentSorts)),
  hide_post_restacks: z.optional(z.boolean()),
  show_links: z.optional(z.boolean()),
  theme: z.nullish(z.partial(z.object({ accent_color: z.nullish(z.string()), background_pop_color: z.nullish(z.string()) }))),
  has_posts: z.optional(z.boolean()),
});
export type Publication = z.infer<typeof Publication>;

export const Byline = z.object({
  id,
  name: z.string(),
  handle: z.nullish(z.string()),
  photo_url: z.nullish(z.string()),
  bio: z.nullish(z.string()),
  /** Guest authors (guest bios, `show_guest_bios`). */
  is_guest: z.optional(z.boolean()),
});
export type Byline = z.infer<typeof Byline>;

export const PostTag = z.object({ id, name: z.string(), slug: z.optional(z.string()), hidden: z.optional(z.boolean()) });
export type PostTag = z.infer<typeof PostTag>;

export const Post = z.object({
  id,
  slug: z.string(),
  uuid: z.optional(z.string()),
  title: z.string(),
  subtitle: z.nullish(z.string()),
  description: z.nullish(z.string()),
  type: PostType,
  audience: PostAudience,
  body_html: z.nullish(z.string()),
  cover_image: z.nullish(z.string()),
  post_date: z.nullish(isoDate),
  is_draft: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  is_scheduled: z.optional(z.boolean()),
  postSchedule: z.nullish(z.object({ trigger_at: isoDate, email_audience: z.enum(['everyone', 'only_paid', 'founding']) })),
  publication_id: z.optional(id),
  section_id: z.nullish(id),
  section_name: z.nullish(z.string()),
  post_paywall_content_for_google: z.optional(z.boolean()),
  teaser_post_eligible: z.optional(z.boolean()),
  is_geoblocked: z.optional(z.boolean()),
  share_url_override: z.nullish(z.string()),
  comment_url_override: z.nullish(z.string()),
  reaction_url_override: z.nullish(z.string()),
  canonical_url: z.optional(z.string()),
  audio_items: z.optional(z.array(z.object({ type: z.string(), status: z.string() }))),
  videoUpload: z.nullish(z.object({ id: z.optional(id), duration: z.number().check(z.nonnegative()), preview_duration: z.nullish(z.number()) })),
  video_upload_id: z.nullish(id),
  show_guest_bios: z.optional(z.boolean()),
  comment_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  child_comment_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  wordcount: z.optional(z.number().check(z.int(), z.nonnegative())),
  is_saved: z.optional(z.boolean()),
  reaction: z.nullish(z.boolean()),
  reactions: z.optional(z.record(z.string(), z.number().check(z.int(), z.nonnegative()))),
  reactor_names: z.optional(z.array(z.string())),
  restacked: z.optional(z.boolean()),
  restacks: z.optional(z.number().check(z.int(), z.nonnegative())),
  restacked_pub_name: z.nullish(z.string()),
  email_sent_at: z.nullish(isoDate),
  is_section_pinned: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  publishedBylines: z.optional(z.array(Byline)),
  postTags: z.optional(z.array(PostTag)),
  postTheme: z.nullish(z.object({ header_variant: z.nullish(z.string()), featured_post_tag_id: z.nullish(id) })),
  podcast_url: z.nullish(z.string()),
  podcast_duration: z.nullish(z.number().check(z.nonnegative())),
  podcastUpload: z.nullish(
    z.object({ is_free_preview: z.optional(z.boolean()), src_media_upload_id: z.nullish(z.string()), thumbnail_id: z.nullish(z.number()) }),
  ),
  podcastFields: z.nullish(z.object({ free_podcast_url: z.nullish(z.string()) })),
  write_comment_permissions: z.nullish(z.enum(['everyone', 'only_paid', 'none'])),
  default_comment_sort: z.nullish(z.enum(commentSorts)),
  media_clip_id: z.nullish(z.string()),
  current_user_post_meter: z.optional(z.unknown()),
  meter_type: z.nullish(z.string()),
  /** The post's body is cut at the paywall for this viewer (the mock sets it). */
  truncated_body_text: z.optional(z.boolean()),
});
export type Post = z.infer<typeof Post>;

/** An empty success answer (spec: shape not shown, gap G35 → `{}`). */
export const Empty = z.looseObject({});
