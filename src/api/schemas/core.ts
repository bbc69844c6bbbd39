/**
 * Entities shared by every area (inventory §4: the union of fields across the four spec files). Schemas are
 * tolerant where the product can cope (optional/nullable fields, unknown keys dropped) and strict where a screen
 * cannot (ids, names, enums it switches on), so a malformed answer becomes an `ApiError` naming the bad field.
 */
import * as z from 'zod';

export const id = z.number().int().nonnegative();
/** A date the client can read (`Date.parse` accepts it): an answer with `"soon"` in a date field is a `schema` error naming the field, not a crash later in a view. */
export const isoDate = z
  .string()
  .min(1)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Invalid date' });

/** Audience of a post. `only_founding` is accepted and normalised to `founding` (gap G55). */
export const postAudiences = ['everyone', 'only_free', 'only_paid', 'founding'] as const;
export const PostAudience = z
  .enum([...postAudiences, 'only_founding'])
  .transform((a): (typeof postAudiences)[number] => (a === 'only_founding' ? 'founding' : a));
export type PostAudience = (typeof postAudiences)[number];

export const postTypes = ['newsletter', 'video', 'podcast', 'page', 'thread', 'adhoc_email', 'restack'] as const;
export const PostType = z.enum(postTypes);
export type PostType = z.infer<typeof PostType>;

export const User = z.object({
  id,
  name: z.string(),
  handle: z.string().nullish(),
  email: z.string().nullish(),
  photo_url: z.string().nullish(),
  bio: z.string().nullish(),
  is_admin: z.boolean().optional(),
  is_contributor: z.boolean().optional(),
  is_public_admin: z.boolean().optional(),
  is_subscribed: z.boolean().optional(),
  is_free_subscribed: z.boolean().optional(),
  is_founding: z.boolean().optional(),
  is_pledged: z.boolean().optional(),
  has_redeemed_post_unlock_token: z.boolean().optional(),
  subscription_expiry: isoDate.nullish(),
  subscription_first_payment_at: isoDate.nullish(),
  bestseller_tier: z.number().nullish(),
  reader_installed_at: isoDate.nullish(),
  is_magic: z.boolean().optional(),
  has_saved_payment: z.boolean().optional(),
  invites: z.number().optional(),
  has_seen_notes_post_app_upsell: z.boolean().optional(),
  /** Gap G11: the reader's own publication, when they have one. */
  primaryPublication: z.object({ id, name: z.string(), subdomain: z.string() }).nullish(),
});
export type User = z.infer<typeof User>;

export const Section = z.object({
  id,
  name: z.string(),
  slug: z.string().nullish(),
  description: z.string().nullish(),
  logo_url: z.string().nullish(),
  is_podcast: z.boolean().optional(),
});
export type Section = z.infer<typeof Section>;

export const Plan = z.object({
  id: z.string(),
  interval: z.enum(['month', 'year']).default('year'),
  currency: z.string().default('usd'),
  amount: z.number().int().nonnegative(),
  interval_count: z.number().int().positive().optional(),
  trial_period_days: z.number().int().nullish(),
  is_bitcoin: z.boolean().optional(),
  /** The founding plan of a publication with payments on. */
  is_founding: z.boolean().optional(),
});
export type Plan = z.infer<typeof Plan>;

export const commentSorts = ['best_first', 'most_recent_first', 'oldest_first'] as const;

export const Publication = z.object({
  id,
  name: z.string(),
  subdomain: z.string(),
  custom_domain: z.string().nullish(),
  base_url: z.string(),
  logo_url: z.string().nullish(),
  hero_text: z.string().nullish(),
  payments_state: z.enum(['enabled', 'disabled']).default('disabled'),
  /** Gap G10. */
  pledges_enabled: z.boolean().optional(),
  invite_only: z.boolean().optional(),
  subscriber_invites: z.number().int().nonnegative().optional(),
  paywall_chat: z.enum(['free', 'paid']).optional(),
  post_preview_limit: z.number().int().positive().nullish(),
  has_custom_tos: z.boolean().optional(),
  community_enabled: z.boolean().optional(),
  plans: z.array(Plan).optional(),
  bylines_enabled: z.boolean().optional(),
  byline_images_enabled: z.boolean().optional(),
  twitter_screen_name: z.string().nullish(),
  sections: z.array(Section).optional(),
  author_id: id.optional(),
  author_name: z.string().optional(),
  author_photo_url: z.string().nullish(),
  author_handle: z.string().nullish(),
  default_comment_sort: z.enum(commentSorts).optional(),
  hide_post_restacks: z.boolean().optional(),
  show_links: z.boolean().optional(),
  theme: z.object({ accent_color: z.string().nullish(), background_pop_color: z.string().nullish() }).partial().nullish(),
  has_posts: z.boolean().optional(),
});
export type Publication = z.infer<typeof Publication>;

export const Byline = z.object({
  id,
  name: z.string(),
  handle: z.string().nullish(),
  photo_url: z.string().nullish(),
  bio: z.string().nullish(),
  /** Guest authors (guest bios, `show_guest_bios`). */
  is_guest: z.boolean().optional(),
});
export type Byline = z.infer<typeof Byline>;

export const PostTag = z.object({ id, name: z.string(), slug: z.string().optional(), hidden: z.boolean().optional() });
export type PostTag = z.infer<typeof PostTag>;

export const Post = z.object({
  id,
  slug: z.string(),
  uuid: z.string().optional(),
  title: z.string(),
  subtitle: z.string().nullish(),
  description: z.string().nullish(),
  type: PostType,
  audience: PostAudience,
  body_html: z.string().nullish(),
  cover_image: z.string().nullish(),
  post_date: isoDate.nullish(),
  is_draft: z.boolean().optional(),
  is_published: z.boolean().optional(),
  is_scheduled: z.boolean().optional(),
  postSchedule: z.object({ trigger_at: isoDate, email_audience: z.enum(['everyone', 'only_paid', 'founding']) }).nullish(),
  publication_id: id.optional(),
  section_id: id.nullish(),
  section_name: z.string().nullish(),
  post_paywall_content_for_google: z.boolean().optional(),
  teaser_post_eligible: z.boolean().optional(),
  is_geoblocked: z.boolean().optional(),
  share_url_override: z.string().nullish(),
  comment_url_override: z.string().nullish(),
  reaction_url_override: z.string().nullish(),
  canonical_url: z.string().optional(),
  audio_items: z.array(z.object({ type: z.string(), status: z.string() })).optional(),
  videoUpload: z.object({ id: id.optional(), duration: z.number().nonnegative(), preview_duration: z.number().nullish() }).nullish(),
  video_upload_id: id.nullish(),
  show_guest_bios: z.boolean().optional(),
  comment_count: z.number().int().nonnegative().default(0),
  child_comment_count: z.number().int().nonnegative().optional(),
  wordcount: z.number().int().nonnegative().optional(),
  is_saved: z.boolean().optional(),
  reaction: z.boolean().nullish(),
  reactions: z.record(z.string(), z.number().int().nonnegative()).optional(),
  reactor_names: z.array(z.string()).optional(),
  restacked: z.boolean().optional(),
  restacks: z.number().int().nonnegative().optional(),
  restacked_pub_name: z.string().nullish(),
  email_sent_at: isoDate.nullish(),
  is_section_pinned: z.boolean().optional(),
  hidden: z.boolean().optional(),
  publishedBylines: z.array(Byline).optional(),
  postTags: z.array(PostTag).optional(),
  postTheme: z.object({ header_variant: z.string().nullish(), featured_post_tag_id: id.nullish() }).nullish(),
  podcast_url: z.string().nullish(),
  podcast_duration: z.number().nonnegative().nullish(),
  podcastUpload: z.object({ is_free_preview: z.boolean().optional(), src_media_upload_id: z.string().nullish(), thumbnail_id: z.number().nullish() }).nullish(),
  podcastFields: z.object({ free_podcast_url: z.string().nullish() }).nullish(),
  write_comment_permissions: z.enum(['everyone', 'only_paid', 'none']).nullish(),
  default_comment_sort: z.enum(commentSorts).nullish(),
  media_clip_id: z.string().nullish(),
  current_user_post_meter: z.unknown().optional(),
  meter_type: z.string().nullish(),
  /** The post's body is cut at the paywall for this viewer (the mock sets it). */
  truncated_body_text: z.boolean().optional(),
});
export type Post = z.infer<typeof Post>;

/** An empty success answer (spec: shape not shown, gap G35 → `{}`). */
export const Empty = z.object({}).passthrough();
