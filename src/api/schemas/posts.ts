/**
 * Entities of the posts area beyond the shared `Post`: comments on the comments page (E35), their attachments, the
 * facepile (E24), restacks (E40/E41), cross-posts (E39), shared selections (E37/E38), the reader-guide summary
 * (E31) and the post theme (E34). Inventory §4: the union of fields across the spec files; shapes the spec leaves
 * open are designed here and say so with their gap id.
 */
import * as z from 'zod';
import { commentSorts, id, isoDate, Post, Publication, User } from './core';

/** Comment status values (002). Screens decide visibility from it (M42). */
export const commentStatuses = [
  'review_required',
  'edit_review_required',
  'published',
  'flagged',
  'deleted',
  'moderator_approved',
  'moderator_removed',
  'new_commenter_approval_required',
] as const;
export const CommentStatus = z.enum(commentStatuses);
export type CommentStatus = z.infer<typeof CommentStatus>;

/** Statuses a reader sees (M42): anything else, or `deleted: true`, is hidden by the screen. */
export const visibleCommentStatuses: readonly CommentStatus[] = [
  'review_required',
  'edit_review_required',
  'published',
  'moderator_approved',
  'new_commenter_approval_required',
];

export const CommentSort = z.enum(commentSorts);
export type CommentSort = z.infer<typeof CommentSort>;

/** Who may reply to a comment (002 composer gate). */
export const ReplyMinimumRole = z.enum(['free_subscriber', 'paid_subscriber']);

export const commentAttachmentTypes = ['image', 'video', 'link', 'comment', 'post', 'publication', 'live_stream'] as const;
export const CommentAttachmentType = z.enum(commentAttachmentTypes);
export type CommentAttachmentType = z.infer<typeof CommentAttachmentType>;

/** A post as it appears inside another entity (attachment, cross-post list): enough for a card. */
export const PostCard = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullish(),
  description: z.string().nullish(),
  type: z.string().optional(),
  audience: z.string().optional(),
  cover_image: z.string().nullish(),
  post_date: isoDate.nullish(),
  publication_id: id.optional(),
  canonical_url: z.string().optional(),
});
export type PostCard = z.infer<typeof PostCard>;

/** A publication as it appears inside another entity. */
export const PublicationCard = z.object({
  id,
  name: z.string(),
  subdomain: z.string(),
  base_url: z.string().optional(),
  logo_url: z.string().nullish(),
  hero_text: z.string().nullish(),
});
export type PublicationCard = z.infer<typeof PublicationCard>;

/** A public view of a user (no email): names, avatars and handles on comments, facepiles and restacks. */
export const PublicUser = z.object({
  id,
  name: z.string(),
  handle: z.string().nullish(),
  photo_url: z.string().nullish(),
  bio: z.string().nullish(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * A comment attachment (002 lists the types; the fields of each are not shown, so they are designed here, G35):
 * `image` → imageUrl/size/explicit; `video` → mediaUpload; `link` → linkMetadata; `comment` → the quoted
 * comment; `post` → a post card; `publication` → a publication card; `live_stream` → liveStream.
 */
export const CommentAttachment = z.object({
  id: z.string().min(1),
  type: CommentAttachmentType,
  imageUrl: z.string().nullish(),
  imageWidth: z.number().int().positive().nullish(),
  imageHeight: z.number().int().positive().nullish(),
  explicit: z.boolean().optional(),
  mediaUpload: z
    .object({
      id: z.union([z.string(), id]),
      state: z.enum(['creating', 'uploaded', 'transcoded', 'error']).optional(),
      duration: z.number().nonnegative().nullish(),
      thumbnail_url: z.string().nullish(),
      width: z.number().int().positive().nullish(),
      height: z.number().int().positive().nullish(),
    })
    .nullish(),
  linkMetadata: z
    .object({
      url: z.string(),
      host: z.string().nullish(),
      title: z.string().nullish(),
      description: z.string().nullish(),
      image: z.string().nullish(),
    })
    .nullish(),
  comment: z
    .object({
      id,
      user_id: id.nullish(),
      name: z.string().nullish(),
      photo_url: z.string().nullish(),
      body: z.string().nullish(),
      date: isoDate.nullish(),
    })
    .nullish(),
  post: PostCard.nullish(),
  publication: PublicationCard.nullish(),
  liveStream: z
    .object({
      id,
      title: z.string(),
      status: z.enum(['active', 'scheduled', 'ended']).optional(),
      started_streaming_at: isoDate.nullish(),
    })
    .nullish(),
});
export type CommentAttachment = z.infer<typeof CommentAttachment>;

/**
 * A comment on the comments page (002), with its replies in `children`. `body` is plain text (the screen turns
 * non-relative URLs into links). A paid-only comment seen by a reader without a paid subscription arrives with
 * `hidden: true`, a `null` body and no attachments ("This comment is only visible to paid subscribers"); a deleted
 * one with `deleted: true` and a `null` body, its replies kept. `ancestor_path` is the dot-separated ids of the
 * comment's ancestors, root first (`""` for a top-level comment).
 *
 * Designed (G35): `reactions` mirrors the post's `{"❤": n}`; `user_pub_role` marks the publication's own staff
 * (author badge, reply-gate bypass); `edited_at`, `handle` and `parent_id` are conveniences.
 */
export const Comment = z
  .object({
    id,
    post_id: id.nullish(),
    publication_id: id.nullish(),
    user_id: id.nullish(),
    name: z.string().nullish(),
    handle: z.string().nullish(),
    photo_url: z.string().nullish(),
    user_pub_role: z.enum(['admin', 'contributor']).nullish(),
    date: isoDate,
    edited_at: isoDate.nullish(),
    body: z.string().nullish(),
    hidden: z.boolean().default(false),
    deleted: z.boolean().default(false),
    status: CommentStatus,
    parent_id: id.nullish(),
    ancestor_path: z.string().default(''),
    attachments: z.array(CommentAttachment).default([]),
    reaction: z.boolean().nullish(),
    reactions: z.record(z.string(), z.number().int().nonnegative()).optional(),
    reaction_count: z.number().int().nonnegative().default(0),
    children_count: z.number().int().nonnegative().default(0),
    restacks: z.number().int().nonnegative().default(0),
    restacked: z.boolean().optional(),
    reply_minimum_role: ReplyMinimumRole.nullish(),
    get children() {
      return z.array(Comment).default([]);
    },
  })
  .meta({ id: 'PostComment', description: 'A comment on a post with its replies (recursive).' });
export type Comment = z.infer<typeof Comment>;

/**
 * E35's answer. `has_more` (designed, G24) is true when the answer holds only the first 50 top-level comments;
 * `all_comments=true` asks for every one.
 */
export const PostComments = z.object({
  comments: z.array(Comment),
  default_comment_sort: CommentSort,
  has_more: z.boolean().optional(),
});
export type PostComments = z.infer<typeof PostComments>;

/** E24: who liked and who restacked a post, newest first (the screen shows the first 3 faces). */
export const Facepile = z.object({
  reactors: z.array(PublicUser),
  restackers: z.array(PublicUser),
});
export type Facepile = z.infer<typeof Facepile>;

/** The note a reader wrote when restacking a post with a comment. */
export const RestackNote = z.object({
  id,
  body: z.string().nullish(),
  date: isoDate,
  reaction_count: z.number().int().nonnegative().optional(),
});

/** E40's answer (G35): the most recent restacks (up to 10), and how many there are in all. */
export const PostRestacks = z.object({
  restacks: z.array(z.object({ user: PublicUser, comment: RestackNote.nullish(), restacked_at: isoDate.optional() })),
  total: z.number().int().nonnegative(),
});
export type PostRestacks = z.infer<typeof PostRestacks>;

/** E41's answer (G35). */
export const PostRestackers = z.object({ restackers: z.array(PublicUser) });

/**
 * E39's answer (003 names the fields; their contents are designed, G35): `crossPostedPub` is the publication the
 * post comes from (its original home), `crossPostingByLine` the person who cross-posted it with `intro_text`,
 * `userWithCrossPostedPubContext` the viewer's standing with the original publication (`null` when signed out),
 * `crossPostedPublicationSettings` and `crossPostedSiteConfig` the settings and footer flags that publication uses.
 */
export const CrossPost = z.object({
  post: Post,
  intro_text: z.string().nullish(),
  crossPostedPub: Publication,
  crossPostingByLine: PublicUser.extend({ publication: PublicationCard.nullish() }),
  userWithCrossPostedPubContext: PublicUser.extend({
    is_subscribed: z.boolean(),
    is_free_subscribed: z.boolean(),
    membership_state: z.enum(['unsubscribed', 'free_signup', 'subscribed']),
  }).nullable(),
  crossPostedPublicationSettings: z
    .object({
      community_enabled: z.boolean().optional(),
      hide_post_restacks: z.boolean().optional(),
      default_comment_sort: CommentSort.optional(),
      invite_only: z.boolean().optional(),
    })
    .passthrough(),
  crossPostedSiteConfig: z
    .object({
      like_posts_enabled: z.boolean().optional(),
      enable_post_summarization: z.boolean().optional(),
      show_open_post_as_pdf_button: z.boolean().optional(),
    })
    .passthrough(),
});
export type CrossPost = z.infer<typeof CrossPost>;

/**
 * A shared selection of a post (E37 text, E38 image; designed, G35): the text a reader highlighted, or the image
 * they shared (`img_src`), with the post it belongs to.
 */
export const PostSelection = z.object({
  id: z.string().min(1),
  post_id: id,
  type: z.enum(['text', 'image']),
  text: z.string().nullish(),
  img_src: z.string().nullish(),
  created_at: isoDate.optional(),
  user_id: id.nullish(),
});
export type PostSelection = z.infer<typeof PostSelection>;

/** E31: the reader-guide summary, as HTML the client must sanitise before showing. */
export const PostSummary = z.object({ summary: z.string() });

/**
 * E23's and P28's answer: the post with the publication it belongs to (designed, G35: the post page needs the
 * publication's payments, pledges, invite-only, preview-limit and byline settings to draw its header and paywall).
 * `publication` is optional, so an answer without it still parses.
 */
export const PostWithPublication = Post.extend({ publication: Publication.optional() });
export type PostWithPublication = z.infer<typeof PostWithPublication>;

/** E34's body and answer (PATCH echoes the theme, G35). */
export const PostTheme = z.object({
  header_variant: z.string().max(50).nullish(),
  featured_post_tag_id: id.nullish(),
});
export type PostTheme = z.infer<typeof PostTheme>;

/**
 * P27's answer (designed, inventory §1.B post-end surfaces: M12, recommend CTA, top posts, gift unlock): the post's
 * publication and the reader's standing with it, with the spec's field names (`User`: `is_free_subscribed`,
 * `is_subscribed`, `is_pledged`, staff flags, `primaryPublication` (G11), `has_redeemed_post_unlock_token`), all
 * relative to this publication. `user` is `null` for an anonymous reader.
 */
export const PostReaderContext = z.object({
  publication: Publication,
  user: User.nullable(),
});
export type PostReaderContext = z.infer<typeof PostReaderContext>;
