/**
 * Feed, notes and social (spec 002 §3, inventory §4): feed items of every type, notes and comments as the feed
 * shows them, user suggestions, block state, reading lists, search suggestions, ranked users, archive queries.
 *
 * Shapes the spec does not show are designed here once (gap ids in the JSDoc):
 * - G21: the feed page `{items, nextCursor}` and the payload of each non-content item type, note create / edit /
 *   delete, hide and pause-notifications.
 * - G22: mute `duration`.
 * - G28: `membership_state` `free_subscription` (composer gate) is read as `free_signup`.
 * - G35: answers the spec only names (restack, block, ranked users, app facepile, trending toggle).
 */
import * as z from 'zod';
import { id, isoDate, Post, Publication, User } from './core';
import { CommentAttachment, CommentAttachmentType, CommentStatus, ReplyMinimumRole as ReplyMinimumRoleSchema } from './posts';

/**
 * Notes and comments share the comments page's status, reply-rule and attachment schemas (`./posts`), so one
 * attachment component renders both and a comment keeps one shape wherever it appears.
 */
export type { CommentAttachment, CommentStatus };
export type ReplyMinimumRole = z.infer<typeof ReplyMinimumRoleSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Enums screens switch on
// ---------------------------------------------------------------------------------------------------------------

/** The ten feed item types (spec 002 §2). An unknown type fails the schema: a screen switches on it. */
export const feedItemTypes = [
  'post',
  'comment',
  'userSuggestions',
  'facebookConnect',
  'inviteFriends',
  'featuredPublication',
  'featuredCollection',
  'chat',
  'profileSearchResults',
  'categoryLeaderboard',
] as const;
export const FeedItemType = z.enum(feedItemTypes);
export type FeedItemType = z.infer<typeof FeedItemType>;

/** Feed surfaces (spec 002 §2): the main feed, the suggestions page and the sidebar. */
export const feedSurfaces = ['feed', 'suggestions', 'sidebar'] as const;
export const FeedSurface = z.enum(feedSurfaces);
export type FeedSurface = z.infer<typeof FeedSurface>;

/**
 * Feed tabs (G21, designed). `for-you` is the seeded, stateful feed; `firehose` is a long generated feed
 * (thousands of items, built lazily and deterministically) for performance work.
 */
export const feedTabs = ['for-you', 'firehose'] as const;
export const FeedTab = z.enum(feedTabs);
export type FeedTab = z.infer<typeof FeedTab>;

/**
 * Why an item is in the feed (`context.type`; values not shown in the spec, G21 designed):
 * `post` a new post from a subscription · `note` a note by someone followed (or the viewer) · `reply` a reply in a
 * thread · `restack` / `like` `context.users` restacked / liked it · `recommendation` picked for the viewer
 * (`typeBucket` says why) · `discovery` a module (suggestions, leaderboards, invites) · `fallback` shown because the
 * feed has nothing better (`fallbackReason`, `fallbackUrl`).
 */
export const feedContextTypes = ['post', 'note', 'reply', 'restack', 'like', 'recommendation', 'discovery', 'fallback'] as const;
export const FeedContextType = z.enum(feedContextTypes);
export type FeedContextType = z.infer<typeof FeedContextType>;

/** Membership of the viewer in a publication. `free_subscription` (composer gate) is read as `free_signup` (G28). */
export const membershipStates = ['unsubscribed', 'free_signup', 'subscribed'] as const;
export const MembershipState = z
  .enum([...membershipStates, 'free_subscription'])
  .transform((s): (typeof membershipStates)[number] => (s === 'free_subscription' ? 'free_signup' : s));
export type MembershipState = (typeof membershipStates)[number];

/** Why a feed entry shows the missing-item placeholder (M42). */
export const missingReasons = ['removed', 'unavailable', 'blocked-you', 'you-blocked', 'you-muted'] as const;
export const MissingReason = z.enum(missingReasons);
export type MissingReason = z.infer<typeof MissingReason>;

/** Mute durations (spec 002 §4; sent as `duration` on POST /api/v1/blocks/{userId}, gap G22). */
export const muteDurations = ['1hour', '8hours', '24hours', 'indefinitely'] as const;
export const MuteDuration = z.enum(muteDurations);
export type MuteDuration = z.infer<typeof MuteDuration>;

/** Relation of the viewer to another user (M44): `blocking` = they block me, `blocked` = I block them. */
export const blockRelations = ['none', 'muting', 'blocking', 'blocked'] as const;
export const BlockRelation = z.enum(blockRelations);
export type BlockRelation = z.infer<typeof BlockRelation>;

// ---------------------------------------------------------------------------------------------------------------
// Notes and comments
// ---------------------------------------------------------------------------------------------------------------

/** A ProseMirror document, as the note composer writes it (`bodyJson` / `body_json`). Nodes are kept as sent. */
export const BodyJson = z.looseObject({
  type: z.literal('doc'),
  content: z.array(z.looseObject({ type: z.string() })).default([]),
});
export type BodyJson = z.infer<typeof BodyJson>;

/** The plain text of a ProseMirror document (text nodes joined; paragraphs separated by a newline). */
export function textOfBodyJson(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const n = node as { type?: unknown; text?: unknown; content?: unknown };
  if (typeof n.text === 'string') return n.text;
  if (!Array.isArray(n.content)) return '';
  const parts = n.content.map(textOfBodyJson);
  return n.type === 'doc' ? parts.join('\n') : parts.join('');
}

/** A ProseMirror document of plain paragraphs. */
export function bodyJsonOfText(text: string): BodyJson {
  return {
    type: 'doc',
    content: text.split('\n').map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
  };
}

/**
 * A note or a comment as the feed shows it (spec 002 §3 "Comment or note (feed)", plus the comments page's
 * author fields `name`, `photo_url`). A note has `post_id` null. `ancestor_path` is the dot-separated ids of its
 * ancestors, root first (`''` for a root). `unavailable_reason` is set when the viewer sees the missing-item
 * placeholder instead (M42; the body is then empty unless the reason is `you-muted`).
 */
const FeedCommentFields = z.object({
  id,
  post_id: id.nullish(),
  publication_id: id.nullish(),
  user_id: id,
  type: z.enum(['feed', 'comment']).optional(),
  name: z.string().nullish(),
  handle: z.string().nullish(),
  photo_url: z.string().nullish(),
  body: z.string().nullish(),
  body_json: BodyJson.nullish(),
  date: isoDate,
  edited_at: isoDate.nullish(),
  ancestor_path: z.string().default(''),
  children_count: z.number().int().nonnegative().default(0),
  reply_count: z.number().int().nonnegative().optional(),
  reaction: z.boolean().nullish(),
  reactions: z.record(z.string(), z.number().int().nonnegative()).optional(),
  reaction_count: z.number().int().nonnegative().default(0),
  restacked: z.boolean().optional(),
  restacks: z.number().int().nonnegative().default(0),
  reply_minimum_role: ReplyMinimumRoleSchema.nullish(),
  attachments: z.array(CommentAttachment).default([]),
  media_clip_id: z.string().nullish(),
  status: CommentStatus,
  deleted: z.boolean().default(false),
  recent_commenters: z.array(User).optional(),
  unavailable_reason: MissingReason.nullish(),
});

/** A reply nested in a feed comment's `children` (one level; deeper replies are not nested, so the schema is not recursive). */
export const FeedCommentReply = FeedCommentFields;
export type FeedCommentReply = z.infer<typeof FeedCommentReply>;

export const FeedComment = FeedCommentFields.extend({
  /** The newest direct replies (up to 3); `children_count` has the full count. */
  children: z.array(FeedCommentReply).optional(),
});
export type FeedComment = z.infer<typeof FeedComment>;

/** A media clip attached to a feed item (spec 002 §3 `mediaClip`). */
export const MediaClip = z.object({
  id: z.string().min(1),
  video_upload_id: id.nullish(),
  post_id: id.nullish(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  title: z.string().nullish(),
});
export type MediaClip = z.infer<typeof MediaClip>;

// ---------------------------------------------------------------------------------------------------------------
// Social
// ---------------------------------------------------------------------------------------------------------------

/**
 * The viewer's relation to one user (spec 002 §3 "Block state per user", G22 designed): `muting` I mute them,
 * `blocked` I block them, `blocking` they block me; `mute` / `block` are the records behind them; `relation` is
 * the one a menu shows (blocking > blocked > muting > none).
 */
export const BlockState = z.object({
  relation: BlockRelation,
  muting: z.boolean(),
  blocked: z.boolean(),
  blocking: z.boolean(),
  mute: z.object({ duration: MuteDuration, expires_at: isoDate.nullable(), created_at: isoDate }).nullable(),
  block: z.object({ created_at: isoDate }).nullable(),
});
export type BlockState = z.infer<typeof BlockState>;

/**
 * A people-you-may-know card (spec 002 §3). `followsViewer` (designed) drives the "Follow Back" variant;
 * `mutualsContext.users` is the facepile (the card shows 3).
 */
export const UserSuggestion = z.object({
  user: User,
  publication: Publication.nullish(),
  source: z.string().nullish(),
  mutualsContext: z.object({ type: z.string().nullish(), users: z.array(User) }).nullish(),
  isFollowing: z.boolean(),
  followsViewer: z.boolean().optional(),
});
export type UserSuggestion = z.infer<typeof UserSuggestion>;

/** A feed category (`/home/category/{id}`, trending topics). */
export const Category = z.object({ id, name: z.string(), slug: z.string() });
export type Category = z.infer<typeof Category>;

/** One row of a ranked list (E56, category leaderboard): rank, user, their publication. */
export const RankedUser = z.object({
  rank: z.number().int().positive(),
  user: User,
  publication: Publication.nullish(),
  role: z.enum(['admin', 'contributor', 'guest']).nullish(),
});
export type RankedUser = z.infer<typeof RankedUser>;

/** A reading list of publications (spec 002 §3). */
export const ReadingList = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  user_id: id.optional(),
  description: z.string().nullish(),
  publications: z.array(Publication),
  created_at: isoDate.optional(),
  updated_at: isoDate.optional(),
});
export type ReadingList = z.infer<typeof ReadingList>;

/** A subscriber-chat thread as a feed preview (the client cuts `body` to 128 characters). */
export const ChatPreview = z.object({
  id,
  publication_id: id,
  body: z.string(),
  user: User,
  created_at: isoDate,
  comment_count: z.number().int().nonnegative().default(0),
  audience: z.string().nullish(),
});
export type ChatPreview = z.infer<typeof ChatPreview>;

/** A suggested search of the global search overlay (E52; designed fields). */
export const SuggestedSearch = z.object({
  text: z.string().min(1),
  type: z.enum(['recent', 'trending', 'popular']),
  categoryID: id.nullish(),
});
export type SuggestedSearch = z.infer<typeof SuggestedSearch>;

// ---------------------------------------------------------------------------------------------------------------
// Feed items
// ---------------------------------------------------------------------------------------------------------------

export const FeedContext = z.object({
  type: FeedContextType,
  typeBucket: z.string().nullish(),
  timestamp: isoDate,
  tag: z.string().nullish(),
  users: z.array(User).default([]),
  fallbackReason: z.string().nullish(),
  fallbackUrl: z.string().nullish(),
});
export type FeedContext = z.infer<typeof FeedContext>;

/** Fields every feed item carries (spec 002 §3 "Feed item"). */
const FeedItemBase = z.object({
  entity_key: z.string().min(1),
  context: FeedContext,
  publication: Publication.nullish(),
  post: Post.nullish(),
  comment: FeedComment.nullish(),
  parentComments: z.array(FeedComment).default([]),
  canReply: z.boolean().default(false),
  /** The viewer mutes the item's author (M44); the card collapses to the `you-muted` placeholder. */
  isMuted: z.boolean().default(false),
  /** The viewer paused notifications for this thread (M41 PAUSE_NOTIFICATIONS, designed). */
  notificationsPaused: z.boolean().optional(),
  /** The viewer's relation to the author of `comment` (designed). */
  blockState: BlockState.nullish(),
  /** The viewer's membership in the item's publication, for the composer gate (M48; G28). */
  membershipState: MembershipState.nullish(),
  trackingParameters: z.record(z.string(), z.unknown()).optional(),
  feedItemStats: z.record(z.string(), z.number()).optional(),
  mediaClip: MediaClip.nullish(),
});

export const PostFeedItem = FeedItemBase.extend({ type: z.literal('post'), post: Post, publication: Publication });
export const CommentFeedItem = FeedItemBase.extend({ type: z.literal('comment'), comment: FeedComment });
export const UserSuggestionsFeedItem = FeedItemBase.extend({ type: z.literal('userSuggestions'), suggestions: z.array(UserSuggestion) });
/** Friend-connect card; the client hides it for 604800 s after a dismissal (M49). */
export const FacebookConnectFeedItem = FeedItemBase.extend({ type: z.literal('facebookConnect') });
export const InviteFriendsFeedItem = FeedItemBase.extend({
  type: z.literal('inviteFriends'),
  invite: z.object({ url: z.string(), invitedCount: z.number().int().nonnegative() }),
});
export const FeaturedPublicationFeedItem = FeedItemBase.extend({
  type: z.literal('featuredPublication'),
  publication: Publication,
  posts: z.array(Post).default([]),
});
export const FeaturedCollectionFeedItem = FeedItemBase.extend({
  type: z.literal('featuredCollection'),
  collection: ReadingList.extend({ user: User.nullish() }),
});
export const ChatFeedItem = FeedItemBase.extend({ type: z.literal('chat'), chat: ChatPreview, publication: Publication });
export const ProfileSearchResultsFeedItem = FeedItemBase.extend({
  type: z.literal('profileSearchResults'),
  query: z.string(),
  profiles: z.array(User),
});
export const CategoryLeaderboardFeedItem = FeedItemBase.extend({
  type: z.literal('categoryLeaderboard'),
  category: Category,
  leaderboard: z.array(RankedUser),
});

export const FeedItem = z.discriminatedUnion('type', [
  PostFeedItem,
  CommentFeedItem,
  UserSuggestionsFeedItem,
  FacebookConnectFeedItem,
  InviteFriendsFeedItem,
  FeaturedPublicationFeedItem,
  FeaturedCollectionFeedItem,
  ChatFeedItem,
  ProfileSearchResultsFeedItem,
  CategoryLeaderboardFeedItem,
]);
export type FeedItem = z.infer<typeof FeedItem>;

/** One page of a feed (P09, G21): `nextCursor` null at the end (and for an anonymous reader after page one). */
export const FeedPage = z.object({ items: z.array(FeedItem), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof FeedPage>;

// ---------------------------------------------------------------------------------------------------------------
// Requests and designed answers
// ---------------------------------------------------------------------------------------------------------------

/** A note needs some text (P09, designed rule). */
export const NoteBodyJson = BodyJson.refine((doc) => textOfBodyJson(doc).trim().length > 0, { message: 'A note must have some text' });

/** An attachment as the composer sends it: a reference by `id`, or a `url` for images and links (designed). */
export const AttachmentInput = z
  .object({ type: CommentAttachmentType, id: z.coerce.number().int().nonnegative().optional(), url: z.string().min(1).optional() })
  .refine((a) => (a.type === 'image' || a.type === 'link' ? a.url !== undefined : a.id !== undefined), {
    message: 'image and link attachments need a url; the others need an id',
  });
export type AttachmentInput = z.infer<typeof AttachmentInput>;

/** A created note or reply; `is_first_feed_comment` drives the first-note share modal (M47, designed). */
export const CreatedFeedComment = FeedComment.extend({ is_first_feed_comment: z.boolean().optional() });

/** Answer of a restack (E45, "comment or post", G35): the restacked entity with `restacked` and `restacks` updated. */
export const RestackResult = z.object({ post: Post.nullish(), comment: FeedComment.nullish() });
export type RestackResult = z.infer<typeof RestackResult>;

/** Answer of follow / unfollow (P10, designed). */
export const FollowResult = z.object({ userId: id, isFollowing: z.boolean() });

/** Answer of mute / block / unmute / unblock (E49/E50, G35 designed: the new relation). */
export const BlockResult = z.object({ user_id: id, blockState: BlockState });

/** Reading list create / update body (E53/E54): name non-empty, at least 1 publication (K096). */
export const ReadingListInput = z.object({
  name: z.string().trim().min(1, 'Name must not be empty'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single dashes')
    .optional(),
  publications: z.array(id).min(1, 'Choose at least 1 publication'),
});
export type ReadingListInput = z.infer<typeof ReadingListInput>;

/** Archive sorts (E42): `new` (spec) and `top` (most liked first, designed). */
export const archiveSorts = ['new', 'top'] as const;

/** Page sizes (K038 archive default, K037 More in America 250, K046 stories). */
export const ARCHIVE_PAGE_SIZE = 10;
export const MORE_IN_AMERICA_250_PAGE_SIZE = 5;
export const STORIES_PAGE_SIZE = 20;
/** Default page size of the feed (designed). */
export const FEED_PAGE_SIZE = 10;
