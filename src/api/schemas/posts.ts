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
export const CommentStatus = /* @__PURE__ */ z.enum(commentStatuses);
export type CommentStatus = z.infer<typeof CommentStatus>;

/** Statuses a reader sees (M42): anything else, or `deleted: true`, is hidden by the screen. */
export const visibleCommentStatuses: readonly CommentStatus[] = [
  'review_required',
  'edit_review_required',
  'published',
  'moderator_approved',
  'new_commenter_approval_required',
];

export const CommentSort = /* @__PURE__ */ z.enum(commentSorts);
export type CommentSort = z.infer<typeof CommentSort>;

/** Who may reply to a comment (002 composer gate). */
export const ReplyMinimumRole = /* @__PURE__ */ z.enum(['free_subscriber', 'paid_subscriber']);

export const commentAttachmentTypes = ['image', 'video', 'link', 'comment', 'post', 'publication', 'live_stream'] as const;
export const CommentAttachmentType = /* @__PURE__ */ z.enum(commentAttachmentTypes);
export type CommentAttachmentType = z.infer<typeof CommentAttachmentType>;

/** A post as it appears inside another entity (attachment, cross-post list): enough for a card. */
export const PostCard = /* @__PURE__ */ z.object({
  id,
  slug: /* @__PURE__ */ z.string(),
  title: /* @__PURE__ */ z.string(),
  subtitle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  audience: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  cover_image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  post_date: /* @__PURE__ */ z.nullish(isoDate),
  publication_id: /* @__PURE__ */ z.optional(id),
  canonical_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type PostCard = z.infer<typeof PostCard>;

/** A publication as it appears inside another entity. */
export const PublicationCard = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  subdomain: /* @__PURE__ */ z.string(),
  base_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  logo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  hero_text: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type PublicationCard = z.infer<typeof PublicationCard>;

/** A public view of a user (no email): names, avatars and handles on comments, facepiles and restacks. */
export const PublicUser = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  bio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * A comment attachment (002 lists the types; the fields of each are not shown, so they are designed here, G35):
 * `image` → imageUrl/size/explicit; `video` → mediaUpload; `link` → linkMetadata; `comment` → the quoted
 * comment; `post` → a post card; `publication` → a publication card; `live_stream` → liveStream.
 */
export const CommentAttachment = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  type: CommentAttachmentType,
  imageUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  imageWidth: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  imageHeight: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  explicit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  mediaUpload: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      id: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), id]),
      state: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['creating', 'uploaded', 'transcoded', 'error'])),
      duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
      thumbnail_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
      height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
    }),
  ),
  linkMetadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      url: /* @__PURE__ */ z.string(),
      host: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
    }),
  ),
  comment: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      id,
      user_id: /* @__PURE__ */ z.nullish(id),
      name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      date: /* @__PURE__ */ z.nullish(isoDate),
    }),
  ),
  post: /* @__PURE__ */ z.nullish(PostCard),
  publication: /* @__PURE__ */ z.nullish(PublicationCard),
  liveStream: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({
      id,
      title: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['active', 'scheduled', 'ended'])),
      started_streaming_at: /* @__PURE__ */ z.nullish(isoDate),
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
export const Comment = /* @__PURE__ */ z.object({
  id,
  post_id: /* @__PURE__ */ z.nullish(id),
  publication_id: /* @__PURE__ */ z.nullish(id),
  user_id: /* @__PURE__ */ z.nullish(id),
  name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  user_pub_role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['admin', 'contributor'])),
  date: isoDate,
  edited_at: /* @__PURE__ */ z.nullish(isoDate),
  body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  hidden: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  deleted: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  status: CommentStatus,
  parent_id: /* @__PURE__ */ z.nullish(id),
  ancestor_path: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
  attachments: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(CommentAttachment), []),
  reaction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  reactions: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  ),
  reaction_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  children_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  restacks: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  restacked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  reply_minimum_role: /* @__PURE__ */ z.nullish(ReplyMinimumRole),
  get children() {
    return /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(Comment), []);
  },
});
// Registered on its own, not with `.check(z.meta(…))`: a check copies the object's definition, which resolves the
// `children` getter while `Comment` is still being defined.
z.globalRegistry.add(Comment, { id: 'PostComment', description: 'A comment on a post with its replies (recursive).' });
export type Comment = z.infer<typeof Comment>;

/**
 * E35's answer. `has_more` (designed, G24) is true when the answer holds only the first 50 top-level comments;
 * `all_comments=true` asks for every one. `limit`/`cursor` ask for one page (designed): `nextCursor` and `thread_count`.
 */
export const PostComments = /* @__PURE__ */ z.object({
  comments: /* @__PURE__ */ z.array(Comment),
  default_comment_sort: CommentSort,
  has_more: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** A paged answer's next cursor (`null`: the last page); absent from an answer that was not paged. */
  nextCursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  /** A paged answer's number of top-level comments, every page's. */
  thread_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
});
export type PostComments = z.infer<typeof PostComments>;

/** E24: who liked and who restacked a post, newest first (the screen shows the first 3 faces). */
export const Facepile = /* @__PURE__ */ z.object({
  reactors: /* @__PURE__ */ z.array(PublicUser),
  restackers: /* @__PURE__ */ z.array(PublicUser),
});
export type Facepile = z.infer<typeof Facepile>;

/** The note a reader wrote when restacking a post with a comment. */
export const RestackNote = /* @__PURE__ */ z.object({
  id,
  body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  date: isoDate,
  reaction_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
});

/** E40's answer (G35): the most recent restacks (up to 10), and how many there are in all. */
export const PostRestacks = /* @__PURE__ */ z.object({
  restacks: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.object({ user: PublicUser, comment: /* @__PURE__ */ z.nullish(RestackNote), restacked_at: /* @__PURE__ */ z.optional(isoDate) }),
  ),
  total: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
});
export type PostRestacks = z.infer<typeof PostRestacks>;

/** E41's answer (G35). */
export const PostRestackers = /* @__PURE__ */ z.object({ restackers: /* @__PURE__ */ z.array(PublicUser) });

/**
 * E39's answer (003 names the fields; their contents are designed, G35): `crossPostedPub` is the publication the
 * post comes from (its original home), `crossPostingByLine` the person who cross-posted it with `intro_text`,
 * `userWithCrossPostedPubContext` the viewer's standing with the original publication (`null` when signed out),
 * `crossPostedPublicationSettings` and `crossPostedSiteConfig` the settings and footer flags that publication uses.
 */
export const CrossPost = /* @__PURE__ */ z.object({
  post: Post,
  intro_text: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  crossPostedPub: Publication,
  crossPostingByLine: /* @__PURE__ */ z.extend(PublicUser, { publication: /* @__PURE__ */ z.nullish(PublicationCard) }),
  userWithCrossPostedPubContext: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.extend(PublicUser, {
      is_subscribed: /* @__PURE__ */ z.boolean(),
      is_free_subscribed: /* @__PURE__ */ z.boolean(),
      membership_state: /* @__PURE__ */ z.enum(['unsubscribed', 'free_signup', 'subscribed']),
    }),
  ),
  crossPostedPublicationSettings: /* @__PURE__ */ z.looseObject({
    community_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    hide_post_restacks: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    default_comment_sort: /* @__PURE__ */ z.optional(CommentSort),
    invite_only: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  }),
  crossPostedSiteConfig: /* @__PURE__ */ z.looseObject({
    like_posts_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    enable_post_summarization: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    show_open_post_as_pdf_button: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  }),
});
export type CrossPost = z.infer<typeof CrossPost>;

/**
 * A shared selection of a post (E37 text, E38 image; designed, G35): the text a reader highlighted, or the image
 * they shared (`img_src`), with the post it belongs to.
 */
export const PostSelection = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  post_id: id,
  type: /* @__PURE__ */ z.enum(['text', 'image']),
  text: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  img_src: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  created_at: /* @__PURE__ */ z.optional(isoDate),
  user_id: /* @__PURE__ */ z.nullish(id),
});
export type PostSelection = z.infer<typeof PostSelection>;

/** E31: the reader-guide summary, as HTML the client must sanitise before showing. */
export const PostSummary = /* @__PURE__ */ z.object({ summary: /* @__PURE__ */ z.string() });

/**
 * E23's and P28's answer: the post with the publication it belongs to (designed, G35: the post page needs the
 * publication's payments, pledges, invite-only, preview-limit and byline settings to draw its header and paywall).
 * `publication` is optional, so an answer without it still parses.
 */
export const PostWithPublication = /* @__PURE__ */ z.extend(Post, { publication: /* @__PURE__ */ z.optional(Publication) });
export type PostWithPublication = z.infer<typeof PostWithPublication>;

/** E34's body and answer (PATCH echoes the theme, G35). */
export const PostTheme = /* @__PURE__ */ z.object({
  header_variant: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(50))),
  featured_post_tag_id: /* @__PURE__ */ z.nullish(id),
});
export type PostTheme = z.infer<typeof PostTheme>;

/**
 * P27's answer (designed, inventory §1.B post-end surfaces: M12, recommend CTA, top posts, gift unlock): the post's
 * publication and the reader's standing with it, with the spec's field names (`User`: `is_free_subscribed`,
 * `is_subscribed`, `is_pledged`, staff flags, `primaryPublication` (G11), `has_redeemed_post_unlock_token`), all
 * relative to this publication. `user` is `null` for an anonymous reader.
 */
export const PostReaderContext = /* @__PURE__ */ z.object({
  publication: Publication,
  user: /* @__PURE__ */ z.nullable(User),
});
export type PostReaderContext = z.infer<typeof PostReaderContext>;
