/**
 * Subscriber community chat (spec 000 "Chat thread and comment views", "Chat permalink pages", §3–§9; 002 "Chat
 * permalink status"; inventory §4 "Community post", "Community comment", "Pub role"). A chat **thread** is a
 * community post; its **replies** are community comments, two levels deep (a reply to a top-level comment carries
 * `parent_id`; items with a parent cannot be locked, so they cannot have replies of their own).
 *
 * Shapes the spec leaves open are designed here and marked with their gap id (G02–G06, G35, G56). Per-viewer
 * fields (`reaction`, `reported_by_user`, `user_last_viewed_timestamp`, `status`, `is_banned`,
 * `blocked_relation`) are computed by the server for the signed-in reader.
 */
import * as z from 'zod/mini';
import { id, isoDate } from './core';

import {
  CHAT_BODY_MAX_CHARS,
  CHAT_BODY_SEE_MORE_CHARS,
  CHAT_LINK_DISPLAY_CHARS,
  CHAT_MEDIA_MAX,
  CHAT_PREVIEW_SNIPPET_CHARS,
  chatAudiences,
  chatReactionSet,
} from '../constants/community';

/** The plain values live in `../constants/community` (views and machines import them there); re-exported for the schema's readers. */
export { CHAT_BODY_MAX_CHARS, CHAT_BODY_SEE_MORE_CHARS, CHAT_LINK_DISPLAY_CHARS, CHAT_MEDIA_MAX, CHAT_PREVIEW_SNIPPET_CHARS, chatAudiences, chatReactionSet };

/** Thread audiences (spec 000 §3). `all_subscribers` shows no label; the others show T001–T004. */
export const ChatAudience = /* @__PURE__ */ z.enum(chatAudiences);
export type ChatAudience = z.infer<typeof ChatAudience>;

/** The reaction set (gap G02). */
export const ChatReaction = /* @__PURE__ */ z.enum(chatReactionSet);
export type ChatReaction = z.infer<typeof ChatReaction>;
export const ChatReactionCounts = /* @__PURE__ */ z.record(
  /* @__PURE__ */ z.string(),
  /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
);

/** The people shown on chat items: authors and `recent_commenters` (designed: the spec names only `user_id`). */
export const ChatUser = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type ChatUser = z.infer<typeof ChatUser>;

/**
 * Membership state of a publication user. `free_subscription` (the composer gate's spelling) is accepted and
 * normalised to `free_signup` (gap G28).
 */
export const membershipStates = ['unsubscribed', 'free_signup', 'subscribed'] as const;
export const MembershipState = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...membershipStates, 'free_subscription']),
  /* @__PURE__ */ z.transform((s): (typeof membershipStates)[number] => (s === 'free_subscription' ? 'free_signup' : s)),
);

/**
 * The author's standing with the publication, for badges (spec 000: author badge for role admin or contributor,
 * founding badge for `is_founding`, paid badge for `membership_state` subscribed).
 */
export const ChatUserPubRole = /* @__PURE__ */ z.object({
  role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['admin', 'contributor'])),
  is_founding: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  membership_state: /* @__PURE__ */ z.nullish(MembershipState),
});
export type ChatUserPubRole = z.infer<typeof ChatUserPubRole>;

/** A mentioned user (designed shape; `raw_body` carries the markup `[@Name](user:ID)`). */
export const ChatMention = /* @__PURE__ */ z.object({
  user_id: id,
  name: /* @__PURE__ */ z.string(),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/** Link preview of a thread (`link_metadata`: url and title from the spec; the rest designed, optional). */
export const ChatLinkMetadata = /* @__PURE__ */ z.object({
  url: /* @__PURE__ */ z.string(),
  title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  host: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/** An image or video attached to a thread (`mediaAttachments`). `explicit` images are blurred until tapped. */
export const ChatMediaAttachment = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z.enum(['image', 'video']),
  url: /* @__PURE__ */ z.string(),
  explicit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  thumb_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Seconds, for videos (designed). */
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
});
export type ChatMediaAttachment = z.infer<typeof ChatMediaAttachment>;

/** An image attached to a reply (`media_uploads`). */
export const ChatMediaUpload = /* @__PURE__ */ z.object({
  media_upload_id: /* @__PURE__ */ z.string(),
  url: /* @__PURE__ */ z.string(),
  is_explicit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  image_width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  image_height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
});
export type ChatMediaUpload = z.infer<typeof ChatMediaUpload>;

/**
 * Who blocked whom between the reader and the item's author (designed; the blocked-user notices of spec 000:
 * `blocked_you` → "This person blocked you", `you_blocked` → "This person is blocked").
 */
export const ChatBlockedRelation = /* @__PURE__ */ z.enum(['blocked_you', 'you_blocked']);
export type ChatBlockedRelation = z.infer<typeof ChatBlockedRelation>;

/**
 * Thread status. `open`: shown. `deleted`: removed by its author or an admin ("This thread is not available").
 * For a reader who may not read the thread the server answers a *limited* thread (body, link and media left
 * out, counts kept) whose status names the teaser: `PAID_SUBSCRIPTION_REQUIRED`, `FOUNDING_SUBSCRIPTION_REQUIRED`
 * or `SUBSCRIPTION_REQUIRED` (anonymous / not subscribed to a free chat). Spec 000: "open" shows the post,
 * anything else a locked teaser — so the schema accepts any string (gaps G03, G56).
 */
export const chatPostStatuses = ['open', 'deleted', 'PAID_SUBSCRIPTION_REQUIRED', 'FOUNDING_SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_REQUIRED'] as const;
/**
 * Comment status, the permalink status of spec 000/002: `VISIBLE` shows the comment, the two
 * `…_SUBSCRIPTION_REQUIRED` statuses a teaser naming the audience, anything else (`DELETED`,
 * `SUBSCRIPTION_REQUIRED`, …) the generic unavailable teaser. Computed per viewer.
 */
export const chatCommentStatuses = ['VISIBLE', 'PAID_SUBSCRIPTION_REQUIRED', 'FOUNDING_SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_REQUIRED', 'DELETED'] as const;

/** What a permalink page shows for a thread or comment status. */
export type ChatPermalinkView = 'visible' | 'paid' | 'founding' | 'unavailable';
export function chatPermalinkView(status: string | null | undefined): ChatPermalinkView {
  if (status === 'open' || status === 'VISIBLE') return 'visible';
  if (status === 'PAID_SUBSCRIPTION_REQUIRED') return 'paid';
  if (status === 'FOUNDING_SUBSCRIPTION_REQUIRED') return 'founding';
  return 'unavailable';
}

/** A chat thread (community post). */
export const ChatPost = /* @__PURE__ */ z.object({
  id,
  publication_id: id,
  user_id: id,
  /** Designed: the author, for name and avatar. */
  user: /* @__PURE__ */ z.nullish(ChatUser),
  user_pub_role: /* @__PURE__ */ z.nullish(ChatUserPubRole),
  body: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
  raw_body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  mentions: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(ChatMention)),
  link_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  link_metadata: /* @__PURE__ */ z.nullish(ChatLinkMetadata),
  /** Stored assets behind `mediaAttachments`; screens read `mediaAttachments`. */
  media_assets: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown())),
  mediaAttachments: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(ChatMediaAttachment), []),
  audience: ChatAudience,
  is_locked: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  is_edited: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  /** See `chatPostStatuses`. */
  status: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), 'open'),
  /** `media` when the thread carries attachments, `link` when it carries a link, else `text` (designed). */
  type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['text', 'link', 'media'])),
  /** The reader's own reaction, `null` when none. */
  reaction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  reactions: /* @__PURE__ */ z._default(ChatReactionCounts, {}),
  reported_by_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** Replies (all levels, deleted ones left out). */
  comment_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  /** Up to three latest distinct repliers, newest first. */
  recent_commenters: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(ChatUser), []),
  most_recent_comment_created_at: /* @__PURE__ */ z.nullish(isoDate),
  /** When the reader last opened the thread (before this visit); unread when the latest reply is newer. */
  user_last_viewed_timestamp: /* @__PURE__ */ z.nullish(isoDate),
  blocked_relation: /* @__PURE__ */ z.nullish(ChatBlockedRelation),
  created_at: isoDate,
  updated_at: /* @__PURE__ */ z.nullish(isoDate),
});
export type ChatPost = z.infer<typeof ChatPost>;

/** A short view of a quoted reply (designed, so a quote renders without the quoted reply being loaded). */
export const ChatQuotedComment = /* @__PURE__ */ z.object({
  id,
  user_id: id,
  user: /* @__PURE__ */ z.nullish(ChatUser),
  /** Cut to `CHAT_PREVIEW_SNIPPET_CHARS`; empty when the quoted reply is unavailable. */
  body: /* @__PURE__ */ z.string(),
  status: /* @__PURE__ */ z.string(),
});

/** A chat reply (community comment). */
export const ChatComment = /* @__PURE__ */ z.object({
  id,
  post_id: id,
  publication_id: /* @__PURE__ */ z.optional(id),
  parent_id: /* @__PURE__ */ z.nullish(id),
  quote_id: /* @__PURE__ */ z.nullish(id),
  quoted_comment: /* @__PURE__ */ z.nullish(ChatQuotedComment),
  user_id: id,
  user: /* @__PURE__ */ z.nullish(ChatUser),
  user_pub_role: /* @__PURE__ */ z.nullish(ChatUserPubRole),
  body: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
  raw_body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  mentions: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(ChatMention)),
  media_uploads: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(ChatMediaUpload), []),
  reply_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  recent_commenters: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(ChatUser), []),
  is_locked: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  reaction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  reactions: /* @__PURE__ */ z._default(ChatReactionCounts, {}),
  reported_by_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /**
   * Gap G05: whether the author is banned from the publication — sent to publication admins only (the menu
   * toggles Ban / Unban on it); absent for everyone else.
   */
  is_banned: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  blocked_relation: /* @__PURE__ */ z.nullish(ChatBlockedRelation),
  /** See `chatCommentStatuses`. */
  status: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), 'VISIBLE'),
  created_at: isoDate,
});
export type ChatComment = z.infer<typeof ChatComment>;

/** E01 / E02 / P05 answer: the thread as the reader sees it (spec: the client reads `communityPost`). */
export const ChatPostResponse = /* @__PURE__ */ z.object({ communityPost: ChatPost });
/** E04 / E05 / P04 answer (designed). */
export const ChatCommentResponse = /* @__PURE__ */ z.object({ comment: ChatComment });

/** P04a answer: one page of replies; `nextCursor` is `null` on the last page (designed, G04). */
export const ChatCommentPage = /* @__PURE__ */ z.object({
  comments: /* @__PURE__ */ z.array(ChatComment),
  nextCursor: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/** P04b answer: one page of a chat's threads, newest activity first (designed). */
export const ChatPostPage = /* @__PURE__ */ z.object({
  communityPosts: /* @__PURE__ */ z.array(ChatPost),
  nextCursor: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/** P01 / P02 answer (gap G02): the item's counts and the reader's reaction (`null` after removal). */
export const ChatReactionResult = /* @__PURE__ */ z.object({
  reactions: ChatReactionCounts,
  reaction: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

/** E07 answer (designed, G05/G35): the author's ban state after the call. */
export const ChatBanResult = /* @__PURE__ */ z.object({
  user_id: id,
  publication_id: id,
  is_banned: /* @__PURE__ */ z.boolean(),
});

/** P03 answer (designed, G04/G35). */
export const ChatReportResult = /* @__PURE__ */ z.object({ reported_by_user: /* @__PURE__ */ z.boolean() });
