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
import * as z from 'zod/mini';
import { textOfBodyJson } from './bodyJsonText';
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
export const FeedItemType = /* @__PURE__ */ z.enum(feedItemTypes);
export type FeedItemType = z.infer<typeof FeedItemType>;

/** Feed surfaces (spec 002 §2): the main feed, the suggestions page and the sidebar. */
export const feedSurfaces = ['feed', 'suggestions', 'sidebar'] as const;
export const FeedSurface = /* @__PURE__ */ z.enum(feedSurfaces);
export type FeedSurface = z.infer<typeof FeedSurface>;

/**
 * Feed tabs (G21, designed). `for-you` is the seeded, stateful feed; `firehose` is a long generated feed
 * (thousands of items, built lazily and deterministically) for performance work.
 */
export const feedTabs = ['for-you', 'firehose'] as const;
export const FeedTab = /* @__PURE__ */ z.enum(feedTabs);
export type FeedTab = z.infer<typeof FeedTab>;

/**
 * Why an item is in the feed (`context.type`; values not shown in the spec, G21 designed):
 * `post` a new post from a subscription · `note` a note by someone followed (or the viewer) · `reply` a reply in a
 * thread · `restack` / `like` `context.users` restacked / liked it · `recommendation` picked for the viewer
 * (`typeBucket` says why) · `discovery` a module (suggestions, leaderboards, invites) · `fallback` shown because the
 * feed has nothing better (`fallbackReason`, `fallbackUrl`).
 */
export const feedContextTypes = ['post', 'note', 'reply', 'restack', 'like', 'recommendation', 'discovery', 'fallback'] as const;
export const FeedContextType = /* @__PURE__ */ z.enum(feedContextTypes);
export type FeedContextType = z.infer<typeof FeedContextType>;

/** Membership of the viewer in a publication. `free_subscription` (composer gate) is read as `free_signup` (G28). */
export const membershipStates = ['unsubscribed', 'free_signup', 'subscribed'] as const;
export const MembershipState = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...membershipStates, 'free_subscription']),
  /* @__PURE__ */ z.transform((s): (typeof membershipStates)[number] => (s === 'free_subscription' ? 'free_signup' : s)),
);
export type MembershipState = (typeof membershipStates)[number];

/** Why a feed entry shows the missing-item placeholder (M42). */
export const missingReasons = ['removed', 'unavailable', 'blocked-you', 'you-blocked', 'you-muted'] as const;
export const MissingReason = /* @__PURE__ */ z.enum(missingReasons);
export type MissingReason = z.infer<typeof MissingReason>;

/** Mute durations (spec 002 §4; sent as `duration` on POST /api/v1/blocks/{userId}, gap G22). */
export const muteDurations = ['1hour', '8hours', '24hours', 'indefinitely'] as const;
export const MuteDuration = /* @__PURE__ */ z.enum(muteDurations);
export type MuteDuration = z.infer<typeof MuteDuration>;

/** Relation of the viewer to another user (M44): `blocking` = they block me, `blocked` = I block them. */
export const blockRelations = ['none', 'muting', 'blocking', 'blocked'] as const;
export const BlockRelation = /* @__PURE__ */ z.enum(blockRelations);
export type BlockRelation = z.infer<typeof BlockRelation>;

// ---------------------------------------------------------------------------------------------------------------
// Notes and comments
// ---------------------------------------------------------------------------------------------------------------

/** A ProseMirror document, as the note composer writes it (`bodyJson` / `body_json`). Nodes are kept as sent. */
export const BodyJson = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ z.literal('doc'),
  content: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ z.string() })), []),
});
export type BodyJson = z.infer<typeof BodyJson>;

// The plain-text helpers live in their own file: the comments page's first render needs them and none of this file's
// schemas (in a host's bundler a file is one unit: importing it here would carry every feed schema another page uses).
export { bodyJsonOfText, textOfBodyJson } from './bodyJsonText';

/**
 * A note or a comment as the feed shows it (spec 002 §3 "Comment or note (feed)", plus the comments page's
 * author fields `name`, `photo_url`). A note has `post_id` null. `ancestor_path` is the dot-separated ids of its
 * ancestors, root first (`''` for a root). `unavailable_reason` is set when the viewer sees the missing-item
 * placeholder instead (M42; the body is then empty unless the reason is `you-muted`).
 */
const FeedCommentFields = /* @__PURE__ */ z.object({
  id,
  post_id: /* @__PURE__ */ z.nullish(id),
  publication_id: /* @__PURE__ */ z.nullish(id),
  user_id: id,
  type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['feed', 'comment'])),
  name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  body: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  body_json: /* @__PURE__ */ z.nullish(BodyJson),
  date: isoDate,
  edited_at: /* @__PURE__ */ z.nullish(isoDate),
  ancestor_path: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
  children_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  reply_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  reaction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  reactions: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  ),
  reaction_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  restacked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  restacks: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  reply_minimum_role: /* @__PURE__ */ z.nullish(ReplyMinimumRoleSchema),
  attachments: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(CommentAttachment), []),
  media_clip_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  status: CommentStatus,
  deleted: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  recent_commenters: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(User)),
  unavailable_reason: /* @__PURE__ */ z.nullish(MissingReason),
});

/** A reply nested in a feed comment's `children` (one level; deeper replies are not nested, so the schema is not recursive). */
export const FeedCommentReply = FeedCommentFields;
export type FeedCommentReply = z.infer<typeof FeedCommentReply>;

export const FeedComment = /* @__PURE__ */ z.extend(FeedCommentFields, {
  /** The newest direct replies (up to 3); `children_count` has the full count. */
  children: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(FeedCommentReply)),
});
export type FeedComment = z.infer<typeof FeedComment>;

/** A media clip attached to a feed item (spec 002 §3 `mediaClip`). */
export const MediaClip = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  video_upload_id: /* @__PURE__ */ z.nullish(id),
  post_id: /* @__PURE__ */ z.nullish(id),
  start: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
  end: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
  title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
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
export const BlockState = /* @__PURE__ */ z.object({
  relation: BlockRelation,
  muting: /* @__PURE__ */ z.boolean(),
  blocked: /* @__PURE__ */ z.boolean(),
  blocking: /* @__PURE__ */ z.boolean(),
  mute: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.object({ duration: MuteDuration, expires_at: /* @__PURE__ */ z.nullable(isoDate), created_at: isoDate })),
  block: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.object({ created_at: isoDate })),
});
export type BlockState = z.infer<typeof BlockState>;

/**
 * A people-you-may-know card (spec 002 §3). `followsViewer` (designed) drives the "Follow Back" variant;
 * `mutualsContext.users` is the facepile (the card shows 3).
 */
export const UserSuggestion = /* @__PURE__ */ z.object({
  user: User,
  publication: /* @__PURE__ */ z.nullish(Publication),
  source: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  mutualsContext: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()), users: /* @__PURE__ */ z.array(User) }),
  ),
  isFollowing: /* @__PURE__ */ z.boolean(),
  followsViewer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type UserSuggestion = z.infer<typeof UserSuggestion>;

/** A feed category (`/home/category/{id}`, trending topics). */
export const Category = /* @__PURE__ */ z.object({ id, name: /* @__PURE__ */ z.string(), slug: /* @__PURE__ */ z.string() });
export type Category = z.infer<typeof Category>;

/** One row of a ranked list (E56, category leaderboard): rank, user, their publication. */
export const RankedUser = /* @__PURE__ */ z.object({
  rank: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
  user: User,
  publication: /* @__PURE__ */ z.nullish(Publication),
  role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['admin', 'contributor', 'guest'])),
  /** The section the person writes as a columnist (designed: Who We Are splits "Columnists" from "Staff Writers and Editors" on it, 001). */
  primary_section_id: /* @__PURE__ */ z.nullish(id),
});
export type RankedUser = z.infer<typeof RankedUser>;

/** A reading list of publications (spec 002 §3). */
export const ReadingList = /* @__PURE__ */ z.object({
  id,
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.string(),
  user_id: /* @__PURE__ */ z.optional(id),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  publications: /* @__PURE__ */ z.array(Publication),
  created_at: /* @__PURE__ */ z.optional(isoDate),
  updated_at: /* @__PURE__ */ z.optional(isoDate),
});
export type ReadingList = z.infer<typeof ReadingList>;

/** A subscriber-chat thread as a feed preview (the client cuts `body` to 128 characters). */
export const ChatPreview = /* @__PURE__ */ z.object({
  id,
  publication_id: id,
  body: /* @__PURE__ */ z.string(),
  user: User,
  created_at: isoDate,
  comment_count: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  audience: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type ChatPreview = z.infer<typeof ChatPreview>;

/** A suggested search of the global search overlay (E52; designed fields). */
export const SuggestedSearch = /* @__PURE__ */ z.object({
  text: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  type: /* @__PURE__ */ z.enum(['recent', 'trending', 'popular']),
  categoryID: /* @__PURE__ */ z.nullish(id),
});
export type SuggestedSearch = z.infer<typeof SuggestedSearch>;

/**
 * The global search's results by kind (P60, proposed: the spec names results but no call): posts, publications and
 * people matching the query, each list at most `limit` long.
 */
export const SearchResults = /* @__PURE__ */ z.object({
  query: /* @__PURE__ */ z.string(),
  posts: /* @__PURE__ */ z.array(Post),
  publications: /* @__PURE__ */ z.array(Publication),
  people: /* @__PURE__ */ z.array(User),
});
export type SearchResults = z.infer<typeof SearchResults>;

// ---------------------------------------------------------------------------------------------------------------
// Feed items
// ---------------------------------------------------------------------------------------------------------------

export const FeedContext = /* @__PURE__ */ z.object({
  type: FeedContextType,
  typeBucket: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  timestamp: isoDate,
  tag: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  users: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(User), []),
  fallbackReason: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  fallbackUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type FeedContext = z.infer<typeof FeedContext>;

/** Fields every feed item carries (spec 002 §3 "Feed item"). */
const FeedItemBase = /* @__PURE__ */ z.object({
  entity_key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  context: FeedContext,
  publication: /* @__PURE__ */ z.nullish(Publication),
  post: /* @__PURE__ */ z.nullish(Post),
  comment: /* @__PURE__ */ z.nullish(FeedComment),
  parentComments: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(FeedComment), []),
  canReply: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  /** The viewer mutes the item's author (M44); the card collapses to the `you-muted` placeholder. */
  isMuted: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  /** The viewer paused notifications for this thread (M41 PAUSE_NOTIFICATIONS, designed). */
  notificationsPaused: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The viewer's relation to the author of `comment` (designed). */
  blockState: /* @__PURE__ */ z.nullish(BlockState),
  /** The viewer's membership in the item's publication, for the composer gate (M48; G28). */
  membershipState: /* @__PURE__ */ z.nullish(MembershipState),
  trackingParameters: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  feedItemStats: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number())),
  mediaClip: /* @__PURE__ */ z.nullish(MediaClip),
});

export const PostFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, { type: /* @__PURE__ */ z.literal('post'), post: Post, publication: Publication });
export const CommentFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, { type: /* @__PURE__ */ z.literal('comment'), comment: FeedComment });
export const UserSuggestionsFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('userSuggestions'),
  suggestions: /* @__PURE__ */ z.array(UserSuggestion),
});
/** Friend-connect card; the client hides it for 604800 s after a dismissal (M49). */
export const FacebookConnectFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, { type: /* @__PURE__ */ z.literal('facebookConnect') });
export const InviteFriendsFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('inviteFriends'),
  invite: /* @__PURE__ */ z.object({
    url: /* @__PURE__ */ z.string(),
    invitedCount: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  }),
});
export const FeaturedPublicationFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('featuredPublication'),
  publication: Publication,
  posts: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(Post), []),
});
export const FeaturedCollectionFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('featuredCollection'),
  collection: /* @__PURE__ */ z.extend(ReadingList, { user: /* @__PURE__ */ z.nullish(User) }),
});
export const ChatFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, { type: /* @__PURE__ */ z.literal('chat'), chat: ChatPreview, publication: Publication });
export const ProfileSearchResultsFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('profileSearchResults'),
  query: /* @__PURE__ */ z.string(),
  profiles: /* @__PURE__ */ z.array(User),
});
export const CategoryLeaderboardFeedItem = /* @__PURE__ */ z.extend(FeedItemBase, {
  type: /* @__PURE__ */ z.literal('categoryLeaderboard'),
  category: Category,
  leaderboard: /* @__PURE__ */ z.array(RankedUser),
});

export const FeedItem = /* @__PURE__ */ z.discriminatedUnion('type', [
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
export const FeedPage = /* @__PURE__ */ z.object({
  items: /* @__PURE__ */ z.array(FeedItem),
  nextCursor: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});
export type FeedPage = z.infer<typeof FeedPage>;

// ---------------------------------------------------------------------------------------------------------------
// Requests and designed answers
// ---------------------------------------------------------------------------------------------------------------

/** A note needs some text (P09, designed rule). */
export const NoteBodyJson = /* @__PURE__ */ BodyJson.check(
  /* @__PURE__ */ z.refine((doc) => textOfBodyJson(doc).trim().length > 0, { message: 'A note must have some text' }),
  /* @__PURE__ */ z.meta({ description: 'A ProseMirror document; its text nodes together must have a non-space character ("A note must have some text").' }),
);

/** An attachment as the composer sends it: a reference by `id`, or a `url` for images and links (designed). */
export const AttachmentInput = z
  .object({
    type: CommentAttachmentType,
    id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
    url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
  })
  .check(
    /* @__PURE__ */ z.refine((a) => (a.type === 'image' || a.type === 'link' ? a.url !== undefined : a.id !== undefined), {
      message: 'image and link attachments need a url; the others need an id',
    }),
  );
export type AttachmentInput = z.infer<typeof AttachmentInput>;

/** A created note or reply; `is_first_feed_comment` drives the first-note share modal (M47, designed). */
export const CreatedFeedComment = /* @__PURE__ */ z.extend(FeedComment, { is_first_feed_comment: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()) });

/** Answer of a restack (E45, "comment or post", G35): the restacked entity with `restacked` and `restacks` updated. */
export const RestackResult = /* @__PURE__ */ z.object({ post: /* @__PURE__ */ z.nullish(Post), comment: /* @__PURE__ */ z.nullish(FeedComment) });
export type RestackResult = z.infer<typeof RestackResult>;

/** Answer of follow / unfollow (P10, designed). */
export const FollowResult = /* @__PURE__ */ z.object({ userId: id, isFollowing: /* @__PURE__ */ z.boolean() });

/** Answer of mute / block / unmute / unblock (E49/E50, G35 designed: the new relation). */
export const BlockResult = /* @__PURE__ */ z.object({ user_id: id, blockState: BlockState });

/** Reading list create / update body (E53/E54): name non-empty, at least 1 publication (K096). */
export const ReadingListInput = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.minLength(1, 'Name must not be empty')),
  slug: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single dashes')),
  ),
  publications: /* @__PURE__ */ z.array(id).check(/* @__PURE__ */ z.minLength(1, 'Choose at least 1 publication')),
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
