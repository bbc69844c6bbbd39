/**
 * Entities of the posts area beyond the shared `Post`: comments on the comments page (E35), their attachments, the
 * facepile (E24), restacks (E40/E41), cross-posts (E39), shared selections (E37/E38), the reader-guide summary
 * (E31) and the post theme (E34). Inventory §4: the union of fields across the spec files; shapes the spec leaves
 * open are designed here and say so with their gap id.
 */
import * as z from 'zod/mini';
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
  subtitle: z.nullish(z.string()),
  description: z.nullish(z.string()),
  type: z.optional(z.string()),
  audience: z.optional(z.string()),
  cover_image: z.nullish(z.string()),
  post_date: z.nullish(isoDate),
  publication_id: z.optional(id),
  canonical_url: z.optional(z.string()),
});
export type PostCard = z.infer<typeof PostCard>;

/** A publication as it appears inside another entity. */
export const PublicationCard = z.object({
  id,
  name: z.string(),
  subdomain: z.string(),
  base_url: z.optional(z.string()),
  logo_url: z.nullish(z.string()),
  hero_text: z.nullish(z.string()),
});
export type PublicationCard = z.infer<typeof PublicationCard>;

/** A public view of a user (no email): names, avatars and handles on comments, facepiles and restacks. */
export const PublicUser = z.object({
  id,
  name: z.string(),
  handle: z.nullish(z.string()),
  photo_url: z.nullish(z.string()),
  bio: z.nullish(z.string()),
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * A comment attachment (002 lists the types; the fields of each are not shown, so they are designed here, G35):
 * `image` → imageUrl/size/explicit; `video` → mediaUpload; `link` → linkMetadata; `comment` → the quoted
 * comment; `post` → a post card; `publication` → a publication card; `live_stream` → liveStream.
 */
export const CommentAttachment = z.object({
  id: z.string().check(z.minLength(1)),
  type: CommentAttachmentType,
  imageUrl: z.nullish(z.string()),
  imageWidth: z.nullish(z.number().check(z.int(), z.positive())),
  imageHeight: z.nullish(z.number().check(z.int(), z.positive())),
  explicit: z.optional(z.boolean()),
  mediaUpload: z.nullish(
    z.object({
      id: z.union([z.string(), id]),
      state: z.optional(z.enum(['creating', 'uploaded', 'transcoded', 'error'])),
      duration: z.nullish(z.number().check(z.nonnegative())),
      thumbnail_url: z.nullish(z.string()),
      width: z.nullish(z.number().check(z.int(), z.positive())),
      height: z.nullish(z.number().check(z.int(), z.positive())),
    }),
  ),
  linkMetadata: z.nullish(
    z.object({
      url: z.string(),
      host: z.nullish(z.string()),
      title: z.nullish(z.string()),
      description: z.nullish(z.string()),
      image: z.nullish(z.string()),
    }),
  ),
  comment: z.nullish(
    z.object({
      id,
      user_id: z.nullish(id),
      name: z.nullish(z.string()),
      photo_url: z.nullish(z.string()),
      body: z.nullish(z.string()),
      date: z.nullish(isoDate),
    }),
  ),
  post: z.nullish(PostCard),
  publication: z.nullish(PublicationCard),
  liveStream: z.nullish(
    z.object({
      id,
      title: z.string(),
      status: z.optional(z.enum(['active', 'scheduled', 'ended'])),
      started_streaming_at: z.nullish(isoDate),
    }),
  ),
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
export const Comment = z.object({
  id,
  post_id: z.nullish(id),
  publication_id: z.nullish(id),
  user_id: z.nullish(id),
  name: z.nullish(z.string()),
  handle: z.nullish(z.string()),
  photo_url: z.nullish(z.string()),
  user_pub_role: z.nullish(z.enum(['admin', 'contributor'])),
  date: isoDate,
  edited_at: z.nullish(isoDate),
  body: z.nullish(z.string()),
  hidden: z._default(z.boolean(), false),
  deleted: z._default(z.boolean(), false),
  status: CommentStatus,
  parent_id: z.nullish(id),
  ancestor_path: z._default(z.string(), ''),
  attachments: z._default(z.array(CommentAttachment), []),
  reaction: z.nullish(z.boolean()),
  reactions: z.optional(z.record(z.string(), z.number().check(z.int(), z.nonnegative()))),
  reaction_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  children_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  restacks: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  restacked: z.optional(z.boolean()),
  reply_minimum_role: z.nullish(ReplyMinimumRole),
  get children() {
    return z._default(z.array(Comment), []);
  },
});
// Registered on its own, not with `.check(z.meta(…))`: a check copies the object's definition, which resolves the
// `children` getter while `Comment` is still being defined.
z.globalRegistry.add(Comment, { id: 'PostComment', description: 'A comment on a post with its replies (recursive).' });
export type Comment = z.infer<typeof Comment>;

/**
 * E35's answer. `has_more` (designed, G24) is true when the answer holds only the first 50 top-level comments;
 * `all_comments=true` asks for every one.
 */
export const PostComments = z.object({
  comments: z.array(Comment),
  default_comment_sort: CommentSort,
  has_more: z.optional(z.boolean()),
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
  body: z.nullish(z.string()),
  date: isoDate,
  reaction_count: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** E40's answer (G35): the most recent restacks (up to 10), and how many there are in all. */
export const PostRestacks = z.object({
  restacks: z.array(z.object({ user: PublicUser, comment: z.nullish(RestackNote), restacked_at: z.optional(isoDate) })),
  total: z.number().check(z.int(), z.nonnegative()),
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
  intro_text: z.nullish(z.string()),
  crossPostedPub: Publication,
  crossPostingByLine: z.extend(PublicUser, { publication: z.nullish(PublicationCard) }),
  userWithCrossPostedPubContext: z.nullable(
    z.extend(PublicUser, {
      is_subscribed: z.boolean(),
      is_free_subscribed: z.boolean(),
      membership_state: z.enum(['unsubscribed', 'free_signup', 'subscribed']),
    }),
  ),
  crossPostedPublicationSettings: z.looseObject({
    community_enabled: z.optional(z.boolean()),
    hide_post_restacks: z.optional(z.boolean()),
    default_comment_sort: z.optional(CommentSort),
    invite_only: z.optional(z.boolean()),
  }),
  crossPostedSiteConfig: z.looseObject({
    like_posts_enabled: z.optional(z.boolean()),
    enable_post_summarization: z.optional(z.boolean()),
    show_open_post_as_pdf_button: z.optional(z.boolean()),
  }),
});
export type CrossPost = z.infer<typeof CrossPost>;

/**
 * A shared selection of a post (E37 text, E38 image; designed, G35): the text a reader highlighted, or the image
 * they shared (`img_src`), with the post it belongs to.
 */
export const PostSelection = z.object({
  id: z.string().check(z.minLength(1)),
  post_id: id,
  type: z.enum(['text', 'image']),
  text: z.nullish(z.string()),
  img_src: z.nullish(z.string()),
  created_at: z.optional(isoDate),
  user_id: z.nullish(id),
});
export type PostSelection = z.infer<typeof PostSelection>;

/** E31: the reader-guide summary, as HTML the client must sanitise before showing. */
export const PostSummary = z.object({ summary: z.string() });

/**
 * E23's and P28's answer: the post with the publication it belongs to (designed, G35: the post page needs the
 * publication's payments, pledges, invite-only, preview-limit and byline settings to draw its header and paywall).
 * `publication` is optional, so an answer without it still parses.
 */
export const PostWithPublication = z.extend(Post, { publication: z.optional(Publication) });
export type PostWithPublication = z.infer<typeof PostWithPublication>;

/** E34's body and answer (PATCH echoes the theme, G35). */
export const PostTheme = z.object({
  header_variant: z.nullish(z.string().check(z.maxLength(50))),
  featured_post_tag_id: z.nullish(id),
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
  user: z.nullable(User),
});
export type PostReaderContext = z.infer<typeof PostReaderContext>;
