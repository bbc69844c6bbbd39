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
export const ChatAudience = z.enum(chatAudiences);
export type ChatAudience = z.infer<typeof ChatAudience>;

/** The reaction set (gap G02). */
export const ChatReaction = z.enum(chatReactionSet);
export type ChatReaction = z.infer<typeof ChatReaction>;
export const ChatReactionCounts = z.record(z.string(), z.number().check(z.int(), z.nonnegative()));

/** The people shown on chat items: authors and `recent_commenters` (designed: the spec names only `user_id`). */
export const ChatUser = z.object({
  id,
  name: z.string(),
  handle: z.nullish(z.string()),
  photo_url: z.nullish(z.string()),
});
export type ChatUser = z.infer<typeof ChatUser>;

/**
 * Membership state of a publication user. `free_subscription` (the composer gate's spelling) is accepted and
 * normalised to `free_signup` (gap G28).
 */
export const membershipStates = ['unsubscribed', 'free_signup', 'subscribed'] as const;
export const MembershipState = z.pipe(
  z.enum([...membershipStates, 'free_subscription']),
  z.transform((s): (typeof membershipStates)[number] => (s === 'free_subscription' ? 'free_signup' : s)),
);

/**
 * The author's standing with the publication, for badges (spec 000: author badge for role admin or contributor,
 * founding badge for `is_founding`, paid badge for `membership_state` subscribed).
 */
export const ChatUserPubRole = z.object({
  role: z.nullish(z.enum(['admin', 'contributor'])),
  is_founding: z.optional(z.boolean()),
  membership_state: z.nullish(MembershipState),
});
export type ChatUserPubRole = z.infer<typeof ChatUserPubRole>;

/** A mentioned user (designed shape; `raw_body` carries the markup `[@Name](user:ID)`). */
export const ChatMention = z.object({ user_id: id, name: z.string(), handle: z.nullish(z.string()) });

/** Link preview of a thread (`link_metadata`: url and title from the spec; the rest designed, optional). */
export const ChatLinkMetadata = z.object({
  url: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  host: z.nullish(z.string()),
});

/** An image or video attached to a thread (`mediaAttachments`). `explicit` images are blurred until tapped. */
export const ChatMediaAttachment = z.object({
  id: z.optional(z.string()),
  type: z.enum(['image', 'video']),
  url: z.string(),
  explicit: z.optional(z.boolean()),
  width: z.nullish(z.number().check(z.int(), z.positive())),
  height: z.nullish(z.number().check(z.int(), z.positive())),
  thumb_url: z.nullish(z.string()),
  /** Seconds, for videos (designed). */
  duration: z.nullish(z.number().check(z.nonnegative())),
});
export type ChatMediaAttachment = z.infer<typeof ChatMediaAttachment>;

/** An image attached to a reply (`media_uploads`). */
export const ChatMediaUpload = z.object({
  media_upload_id: z.string(),
  url: z.string(),
  is_explicit: z.optional(z.boolean()),
  image_width: z.nullish(z.number().check(z.int(), z.positive())),
  image_height: z.nullish(z.number().check(z.int(), z.positive())),
});
export type ChatMediaUpload = z.infer<typeof ChatMediaUpload>;

/**
 * Who blocked whom between the reader and the item's author (designed; the blocked-user notices of spec 000:
 * `blocked_you` → "This person blocked you", `you_blocked` → "This person is blocked").
 */
export const ChatBlockedRelation = z.enum(['blocked_you', 'you_blocked']);

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
export const ChatPost = z.object({
  id,
  publication_id: id,
  user_id: id,
  /** Designed: the author, for name and avatar. */
  user: z.nullish(ChatUser),
  user_pub_role: z.nullish(ChatUserPubRole),
  body: z._default(z.string(), ''),
  raw_body: z.nullish(z.string()),
  mentions: z.nullish(z.array(ChatMention)),
  link_url: z.nullish(z.string()),
  link_metadata: z.nullish(ChatLinkMetadata),
  /** Stored assets behind `mediaAttachments`; screens read `mediaAttachments`. */
  media_assets: z.nullish(z.array(z.unknown())),
  mediaAttachments: z._default(z.array(ChatMediaAttachment), []),
  audience: ChatAudience,
  is_locked: z._default(z.boolean(), false),
  is_edited: z._default(z.boolean(), false),
  /** See `chatPostStatuses`. */
  status: z._default(z.string(), 'open'),
  /** `media` when the thread carries attachments, `link` when it carries a link, else `text` (designed). */
  type: z.optional(z.enum(['text', 'link', 'media'])),
  /** The reader's own reaction, `null` when none. */
  reaction: z.nullish(z.string()),
  reactions: z._default(ChatReactionCounts, {}),
  reported_by_user: z.optional(z.boolean()),
  /** Replies (all levels, deleted ones left out). */
  comment_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** Up to three latest distinct repliers, newest first. */
  recent_commenters: z._default(z.array(ChatUser), []),
  most_recent_comment_created_at: z.nullish(isoDate),
  /** When the reader last opened the thread (before this visit); unread when the latest reply is newer. */
  user_last_viewed_timestamp: z.nullish(isoDate),
  blocked_relation: z.nullish(ChatBlockedRelation),
  created_at: isoDate,
  updated_at: z.nullish(isoDate),
});
export type ChatPost = z.infer<typeof ChatPost>;

/** A short view of a quoted reply (designed, so a quote renders without the quoted reply being loaded). */
export const ChatQuotedComment = z.object({
  id,
  user_id: id,
  user: z.nullish(ChatUser),
  /** Cut to `CHAT_PREVIEW_SNIPPET_CHARS`; empty when the quoted reply is unavailable. */
  body: z.string(),
  status: z.string(),
});

/** A chat reply (community comment). */
export const ChatComment = z.object({
  id,
  post_id: id,
  publication_id: z.optional(id),
  parent_id: z.nullish(id),
  quote_id: z.nullish(id),
  quoted_comment: z.nullish(ChatQuotedComment),
  user_id: id,
  user: z.nullish(ChatUser),
  user_pub_role: z.nullish(ChatUserPubRole),
  body: z._default(z.string(), ''),
  raw_body: z.nullish(z.string()),
  mentions: z.nullish(z.array(ChatMention)),
  media_uploads: z._default(z.array(ChatMediaUpload), []),
  reply_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  recent_commenters: z._default(z.array(ChatUser), []),
  is_locked: z._default(z.boolean(), false),
  reaction: z.nullish(z.string()),
  reactions: z._default(ChatReactionCounts, {}),
  reported_by_user: z.optional(z.boolean()),
  /**
   * Gap G05: whether the author is banned from the publication — sent to publication admins only (the menu
   * toggles Ban / Unban on it); absent for everyone else.
   */
  is_banned: z.optional(z.boolean()),
  blocked_relation: z.nullish(ChatBlockedRelation),
  /** See `chatCommentStatuses`. */
  status: z._default(z.string(), 'VISIBLE'),
  created_at: isoDate,
});
export type ChatComment = z.infer<typeof ChatComment>;

/** E01 / E02 / P05 answer: the thread as the reader sees it (spec: the client reads `communityPost`). */
export const ChatPostResponse = z.object({ communityPost: ChatPost });
/** E04 / E05 / P04 answer (designed). */
export const ChatCommentResponse = z.object({ comment: ChatComment });

/** P04a answer: one page of replies; `nextCursor` is `null` on the last page (designed, G04). */
export const ChatCommentPage = z.object({
  comments: z.array(ChatComment),
  nextCursor: z.nullish(z.string()),
});

/** P04b answer: one page of a chat's threads, newest activity first (designed). */
export const ChatPostPage = z.object({
  communityPosts: z.array(ChatPost),
  nextCursor: z.nullish(z.string()),
});

/** P01 / P02 answer (gap G02): the item's counts and the reader's reaction (`null` after removal). */
export const ChatReactionResult = z.object({
  reactions: ChatReactionCounts,
  reaction: z.nullable(z.string()),
});

/** E07 answer (designed, G05/G35): the author's ban state after the call. */
export const ChatBanResult = z.object({
  user_id: id,
  publication_id: id,
  is_banned: z.boolean(),
});

/** P03 answer (designed, G04/G35). */
export const ChatReportResult = z.object({ reported_by_user: z.boolean() });
