/**
 * Mock of the feed area (E42–E56, P09–P12): feed pages rendered per viewer from `db.feed` (likes and saves from
 * the posts store, restacks, mutes and blocks, follows, hidden items, the composer gate), notes and replies,
 * restacks with the publication rules, follows and suggestions, mute/block with durations on the mock clock,
 * trending topics, search suggestions, reading lists, publication search, the global search's results (P60,
 * proposed), the archive, the about page's parts.
 *
 * One comment, one table: notes and replies to notes live in `db.feed.comments`; comments on core posts (and
 * replies to them) live in the posts area's table (`addComment`), so a comment made here shows on the comments
 * page (E35) and counts on its post. Both are read through `findAnyComment`. Post and comment restacks are kept in
 * `db.feed.restacks`, which the posts area reads too (E40/E41, the facepile, post counts).
 */
import {
  blockUser,
  createFeedComment,
  createReadingList,
  deleteFeedComment,
  dismissUserSuggestion,
  editFeedComment,
  followUser,
  getAppInstallFacepile,
  getArchive,
  getFeed,
  getFollowing,
  getHasRestacked,
  getRankedUsers,
  getSearchSuggestions,
  getStories,
  getSubscribeContent,
  hideFeedItem,
  archiveFeedItem,
  getNote,
  pauseFeedNotifications,
  restack,
  searchAll,
  searchPublications,
  storiesFilters,
  toggleTrendingTopics,
  unblockUser,
  unfollowUser,
  unhideFeedItem,
  unpauseFeedNotifications,
  unrestack,
  updateReadingList,
} from '../../src/api/endpoints/feed';
import type { Post, Publication, User } from '../../src/api/schemas/core';
import {
  type AttachmentInput,
  type BlockState,
  type CommentAttachment,
  type FeedComment,
  type FeedItem,
  type MembershipState,
  type MissingReason,
  type RankedUser,
  type ReadingList,
  type ReplyMinimumRole,
  textOfBodyJson,
  type UserSuggestion,
  bodyJsonOfText,
} from '../../src/api/schemas/feed';
import { mockNow } from '../clock';
import { core, findUser } from '../db/core';
import { growthStore } from '../db/growth';
import {
  allPublications,
  type AttachmentRow,
  CATEGORY_FEED_SIZE,
  type CommentRow,
  FIREHOSE_NAMESPACE,
  FIREHOSE_SIZE,
  type FeedItemRow,
  type ReadingListRow,
  type SeedPost,
  feedStore,
  findAnyPost,
  findAnyPublication,
  findComment,
  generatedItem,
} from '../db/feed';
import { addComment, findComment as findPostsComment, postsStore, type CommentRow as PostsCommentRow, unrestackPost } from '../db/posts';
import { accessLevel, hasAccess, staffRole, viewerUserId } from '../db/viewer';
import { postForViewer } from './posts';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

// --- Who and what ---------------------------------------------------------------------------------------------

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

function requireKnownUser(userId: number, self: number, selfMessage: string): void {
  if (userId === self) throw badRequest(selfMessage, 'userId');
  if (!findUser(userId)) throw notFound('User');
}

function nowIso(): string {
  return mockNow().toISOString();
}

/** A user as others see them: no email (unless `withEmail`), with `reader_installed_at` from the feed store. */
function renderUser(id: number, withEmail = false): User | null {
  const user = findUser(id);
  if (!user) return null;
  const { email, ...rest } = user;
  return { ...rest, ...(withEmail ? { email } : {}), reader_installed_at: feedStore.appInstalledAt[id] ?? null };
}

function users(ids: readonly number[]): User[] {
  return ids.map((id) => renderUser(id)).filter((u): u is User => u !== null);
}

function isStaff(publicationId: number | null | undefined): boolean {
  if (publicationId == null) return false;
  const role = staffRole(publicationId);
  return role === 'admin' || role === 'contributor';
}

function membershipState(publicationId: number | null | undefined): MembershipState | null {
  if (publicationId == null || viewerUserId() === null) return null;
  const level = accessLevel(publicationId);
  return level === 'none' ? 'unsubscribed' : level === 'free' ? 'free_signup' : 'subscribed';
}

// --- Mutes and blocks -----------------------------------------------------------------------------------------

function activeMute(viewer: number | null, target: number) {
  if (viewer === null) return undefined;
  const now = mockNow().getTime();
  return feedStore.mutes.find((m) => m.user_id === viewer && m.target_id === target && (m.expires_at === null || Date.parse(m.expires_at) > now));
}

function blockStateOf(viewer: number, target: number): BlockState {
  const mute = activeMute(viewer, target);
  const block = feedStore.blocks.find((b) => b.user_id === viewer && b.target_id === target);
  const blocking = feedStore.blocks.some((b) => b.user_id === target && b.target_id === viewer);
  return {
    relation: blocking ? 'blocking' : block ? 'blocked' : mute ? 'muting' : 'none',
    muting: Boolean(mute),
    blocked: Boolean(block),
    blocking,
    mute: mute ? { duration: mute.duration, expires_at: mute.expires_at, created_at: mute.created_at } : null,
    block: block ? { created_at: block.created_at } : null,
  };
}

// --- Posts and publications -----------------------------------------------------------------------------------

function isListed(post: SeedPost): boolean {
  return post.is_published !== false && !post.is_draft && !post.is_scheduled;
}

/**
 * A post as a card shows it: the posts area's view (the viewer's like and save, comment counts, restacks from both
 * areas) with the feed's extra tags and no body. Posts only this area seeds (2001–2008) count this area's comments.
 */
function renderPost(post: SeedPost): Post {
  const own = core.posts.some((p) => p.id === post.id)
    ? {}
    : (() => {
        const rows = feedStore.comments.filter((c) => c.post_id === post.id && !c.deleted);
        return { comment_count: rows.length, child_comment_count: rows.filter((c) => c.parent_id !== null).length };
      })();
  return {
    ...postForViewer(post),
    ...own,
    body_html: null,
    postTags: [...(post.postTags ?? []), ...(feedStore.postTags[post.id] ?? [])],
  };
}

const commentsOff = 'Commenting has been turned off for this post, or this email.';

/** Why the viewer may not comment on a post, or `null` (comments paywall texts: G26). */
function postCommentRefusal(post: SeedPost): string | null {
  if (viewerUserId() === null) return 'Please sign in.';
  const shown = postForViewer(post);
  if (shown.write_comment_permissions === 'none') return commentsOff;
  if (isStaff(post.publication_id)) return null;
  if (findAnyPublication(post.publication_id)?.invite_only && accessLevel(post.publication_id) === 'none') return 'Only subscribers can reply.';
  if (shown.audience === 'founding') return hasAccess(post.publication_id, 'founding') ? null : 'Comments on this post are for founding members';
  const paidOnly = shown.write_comment_permissions === 'only_paid' || shown.audience === 'only_paid';
  return paidOnly && !hasAccess(post.publication_id, 'paid') ? 'Comments on this post are for paid subscribers' : null;
}

function canCommentOnPost(post: SeedPost): boolean {
  return postCommentRefusal(post) === null;
}

// --- Comments -------------------------------------------------------------------------------------------------

/** A row of the posts area's comment table in this area's shape. */
function fromPostsRow(r: PostsCommentRow): CommentRow {
  return {
    id: r.id,
    post_id: r.post_id,
    publication_id: r.publication_id,
    user_id: r.user_id,
    body: r.body,
    body_json: bodyJsonOfText(r.body),
    date: r.date,
    edited_at: r.edited_at,
    parent_id: r.parent_id,
    ancestor_path: r.ancestor_path,
    reply_minimum_role: r.reply_minimum_role,
    attachments: [],
    rendered_attachments: r.attachments,
    media_clip_id: null,
    status: r.status,
    deleted: r.deleted,
    base_reactions: r.reaction_base,
    base_restacks: r.restacks,
    source: 'posts',
    paid_only: r.paid_only,
  };
}

function isPast(date: string): boolean {
  return Date.parse(date) <= mockNow().getTime();
}

/** A note or comment by id: this area's (stored or generated), else the posts area's (once its date has come). */
function findAnyComment(id: number): CommentRow | undefined {
  const own = findComment(id);
  if (own) return own;
  const row = findPostsComment(id);
  return row && isPast(row.date) ? fromPostsRow(row) : undefined;
}

function ancestorsOf(row: CommentRow): CommentRow[] {
  if (!row.ancestor_path) return [];
  return row.ancestor_path
    .split('.')
    .map((id) => findAnyComment(Number(id)))
    .filter((c): c is CommentRow => c !== undefined);
}

function publicationOf(row: CommentRow): number | null {
  if (row.publication_id !== null) return row.publication_id;
  return row.post_id !== null ? (findAnyPost(row.post_id)?.publication_id ?? null) : null;
}

function missingReason(row: CommentRow): MissingReason | null {
  if (row.deleted || row.status === 'deleted' || row.status === 'moderator_removed') return 'removed';
  const viewer = viewerUserId();
  if (viewer !== null) {
    if (row.user_id === viewer) return null;
    if (feedStore.blocks.some((b) => b.user_id === row.user_id && b.target_id === viewer)) return 'blocked-you';
    if (feedStore.blocks.some((b) => b.user_id === viewer && b.target_id === row.user_id)) return 'you-blocked';
  }
  const pub = publicationOf(row);
  if (pub !== null && !isStaff(pub)) {
    if (findAnyPublication(pub)?.invite_only && accessLevel(pub) === 'none') return 'unavailable';
    if (row.paid_only && !hasAccess(pub, 'paid')) return 'unavailable';
  }
  if (activeMute(viewer, row.user_id)) return 'you-muted';
  return null;
}

/** The reply rule of a comment: its own, else its thread's, else paid when the post is paid-only (M48). */
function replyRole(row: CommentRow): ReplyMinimumRole | null {
  const own = [row, ...ancestorsOf(row).reverse()].find((c) => c.reply_minimum_role !== null)?.reply_minimum_role;
  if (own) return own;
  const post = row.post_id !== null ? findAnyPost(row.post_id) : undefined;
  if (post && (post.write_comment_permissions === 'only_paid' || post.audience === 'only_paid')) return 'paid_subscriber';
  return null;
}

/** Why the viewer may not reply, or `null` when they may (the composer gate, M48). */
function replyRefusal(row: CommentRow): string | null {
  const viewer = viewerUserId();
  if (viewer === null) return 'Please sign in.';
  const reason = missingReason(row);
  if (reason === 'removed') return 'This comment was removed.';
  if (reason === 'blocked-you') return 'You cannot reply to this user.';
  if (reason === 'you-blocked') return 'Unblock this user to reply.';
  const post = row.post_id !== null ? findAnyPost(row.post_id) : undefined;
  if (post && postForViewer(post).write_comment_permissions === 'none') return commentsOff;
  const pub = publicationOf(row);
  if (row.user_id === viewer || isStaff(pub)) return null;
  if (reason === 'unavailable') return 'Only subscribers can reply.';
  const role = replyRole(row);
  if (!role || pub === null) return null;
  const state = membershipState(pub);
  if (role === 'paid_subscriber') return state === 'subscribed' ? null : 'Only paid subscribers can reply.';
  return state === 'free_signup' || state === 'subscribed' ? null : 'Only subscribers can reply.';
}

/** Direct replies, newest first (a posts-area comment's replies are in the posts area's table). */
function childrenOf(row: CommentRow): CommentRow[] {
  const rows =
    row.source === 'posts'
      ? postsStore.comments.filter((c) => c.parent_id === row.id && isPast(c.date)).map(fromPostsRow)
      : feedStore.comments.filter((c) => c.parent_id === row.id);
  return rows.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

function likesOf(row: CommentRow): { user_id: number }[] {
  return row.source === 'posts'
    ? postsStore.commentReactions.filter((r) => r.comment_id === row.id)
    : feedStore.commentLikes.filter((l) => l.comment_id === row.id);
}

function renderAttachment(att: AttachmentRow): CommentAttachment | null {
  const base = { id: att.id, type: att.type };
  switch (att.type) {
    case 'image':
      return {
        ...base,
        imageUrl: att.imageUrl ?? null,
        imageWidth: att.imageWidth ?? null,
        imageHeight: att.imageHeight ?? null,
        explicit: att.explicit ?? false,
      };
    case 'video':
      return {
        ...base,
        mediaUpload: { id: att.mediaUploadId ?? 0, duration: att.mediaDuration ?? null, thumbnail_url: '/mock-assets/covers/cover-1.jpg' },
      };
    case 'link':
      return { ...base, linkMetadata: att.link ?? null };
    case 'comment': {
      const quoted = att.commentId !== undefined ? findAnyComment(att.commentId) : undefined;
      if (!quoted || missingReason(quoted)) return { ...base, comment: null };
      const author = findUser(quoted.user_id);
      return {
        ...base,
        comment: {
          id: quoted.id,
          user_id: quoted.user_id,
          name: author?.name ?? null,
          photo_url: author?.photo_url ?? null,
          body: quoted.body,
          date: quoted.date,
        },
      };
    }
    case 'post': {
      const post = att.postId !== undefined ? findAnyPost(att.postId) : undefined;
      return { ...base, post: post ? renderPost(post) : null };
    }
    case 'publication':
      return { ...base, publication: att.publicationId !== undefined ? (findAnyPublication(att.publicationId) ?? null) : null };
    case 'live_stream':
      return { ...base, liveStream: att.liveStream ? { ...att.liveStream, title: att.liveStream.title ?? 'Live stream' } : null };
    default:
      return att.type satisfies never;
  }
}

/** A comment as the viewer sees it; with `withReplies`, its newest 3 direct replies are nested in `children`. */
function renderComment(row: CommentRow, withReplies = false): FeedComment {
  const viewer = viewerUserId();
  const reason = missingReason(row);
  const stripped = reason !== null && reason !== 'you-muted';
  const author = findUser(row.user_id);
  const likes = likesOf(row);
  const restacks = feedStore.restacks.filter((r) => r.comment_id === row.id);
  const children = childrenOf(row);
  const reactionCount = row.base_reactions + likes.length;
  return {
    id: row.id,
    post_id: row.post_id,
    publication_id: row.publication_id,
    user_id: row.user_id,
    type: row.post_id === null ? 'feed' : 'comment',
    name: author?.name ?? null,
    handle: author?.handle ?? null,
    photo_url: author?.photo_url ?? null,
    body: stripped ? '' : row.body,
    body_json: stripped ? null : row.body_json,
    date: row.date,
    edited_at: row.edited_at,
    ancestor_path: row.ancestor_path,
    children_count: children.length,
    reply_count: children.length,
    reaction: viewer !== null && likes.some((l) => l.user_id === viewer),
    reactions: { '❤': reactionCount },
    reaction_count: reactionCount,
    restacked: viewer !== null && restacks.some((r) => r.user_id === viewer),
    restacks: row.base_restacks + restacks.length,
    reply_minimum_role: row.reply_minimum_role,
    attachments: stripped ? [] : (row.rendered_attachments ?? row.attachments.map(renderAttachment).filter((a): a is CommentAttachment => a !== null)),
    media_clip_id: row.media_clip_id,
    status: row.status,
    deleted: row.deleted,
    recent_commenters: users([...new Set(children.slice(0, 3).map((c) => c.user_id))]),
    unavailable_reason: reason,
    ...(withReplies ? { children: children.slice(0, 3).map((c) => renderComment(c)) } : {}),
  };
}

// --- Feed items -----------------------------------------------------------------------------------------------

function suggestionsFor(viewer: number | null, limit?: number): UserSuggestion[] {
  const dismissed = new Set(feedStore.dismissed.filter((d) => d.user_id === viewer).map((d) => d.suggested_user_id));
  const following = new Set(feedStore.follows.filter((f) => f.follower_id === viewer).map((f) => f.followee_id));
  const rows = feedStore.suggestions.filter((s) => s.user_id !== viewer && !dismissed.has(s.user_id));
  return rows.slice(0, limit ?? rows.length).flatMap((s) => {
    const user = renderUser(s.user_id);
    if (!user) return [];
    return [
      {
        user,
        publication: s.publication_id !== null ? (findAnyPublication(s.publication_id) ?? null) : null,
        source: s.source,
        mutualsContext: s.mutual_ids.length > 0 ? { type: 'mutuals', users: users(s.mutual_ids) } : null,
        isFollowing: following.has(s.user_id),
        followsViewer: viewer !== null && feedStore.follows.some((f) => f.follower_id === s.user_id && f.followee_id === viewer),
      },
    ];
  });
}

function leaderboard(categoryId: number): RankedUser[] {
  const category = feedStore.categories.find((c) => c.id === categoryId);
  if (!category) return [];
  return category.publication_ids.flatMap((pubId, i) => {
    const publication = findAnyPublication(pubId);
    const user = publication?.author_id !== undefined ? renderUser(publication.author_id) : null;
    return publication && user ? [{ rank: i + 1, user, publication, role: 'admin' as const }] : [];
  });
}

function renderList(row: ReadingListRow): ReadingList {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    user_id: row.user_id,
    description: row.description,
    publications: row.publication_ids.map((id) => findAnyPublication(id)).filter((p): p is Publication => p !== undefined),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A feed row as the viewer sees it, or `null` when it is gone or not for them. */
function renderItem(row: FeedItemRow, surface: string): FeedItem | null {
  const viewer = viewerUserId();
  if (row.signed_in_only && viewer === null) return null;
  if (viewer !== null && feedStore.hidden.some((h) => h.user_id === viewer && h.entity_key === row.key)) return null;
  if (viewer !== null && feedStore.archived.some((a) => a.user_id === viewer && a.entity_key === row.key)) return null;
  const base = {
    entity_key: row.key,
    context: {
      type: row.context.type,
      typeBucket: row.context.typeBucket ?? null,
      timestamp: row.context.timestamp,
      tag: row.context.tag ?? null,
      users: users(row.context.user_ids),
      fallbackReason: row.context.fallbackReason ?? null,
      fallbackUrl: row.context.fallbackUrl ?? null,
    },
    parentComments: [],
    canReply: false,
    isMuted: false,
    notificationsPaused: viewer !== null && feedStore.paused.some((p) => p.user_id === viewer && p.entity_key === row.key),
    trackingParameters: { item_primary_entity_key: row.key, item_type: row.type, item_context_type: row.context.type, surface },
    mediaClip: row.media_clip ?? null,
  };
  switch (row.type) {
    case 'post': {
      const post = row.post_id !== undefined ? findAnyPost(row.post_id) : undefined;
      const publication = post && findAnyPublication(post.publication_id);
      if (!post || !publication || !isListed(post)) return null;
      return {
        ...base,
        type: 'post',
        post: renderPost(post),
        publication,
        canReply: canCommentOnPost(post),
        membershipState: membershipState(post.publication_id),
      };
    }
    case 'comment': {
      const comment = row.inline_comment ?? (row.comment_id !== undefined ? findAnyComment(row.comment_id) : undefined);
      if (!comment) return null;
      const pub = publicationOf(comment);
      const post = comment.post_id !== null ? findAnyPost(comment.post_id) : undefined;
      return {
        ...base,
        type: 'comment',
        comment: renderComment(comment, true),
        parentComments: ancestorsOf(comment).map((c) => renderComment(c)),
        post: post ? renderPost(post) : null,
        publication: pub !== null ? (findAnyPublication(pub) ?? null) : null,
        canReply: replyRefusal(comment) === null,
        isMuted: activeMute(viewer, comment.user_id) !== undefined,
        blockState: viewer !== null && viewer !== comment.user_id ? blockStateOf(viewer, comment.user_id) : null,
        membershipState: membershipState(pub),
      };
    }
    case 'userSuggestions':
      return { ...base, type: 'userSuggestions', suggestions: suggestionsFor(viewer, surface === 'sidebar' ? 3 : undefined) };
    case 'facebookConnect':
      return { ...base, type: 'facebookConnect' };
    case 'inviteFriends':
      return {
        ...base,
        type: 'inviteFriends',
        invite: { url: `https://masthead.example.com/invite?r=${(viewer ?? 0).toString(36)}`, invitedCount: (viewer ?? 0) % 3 },
      };
    case 'featuredPublication': {
      const publication = row.publication_id !== undefined ? findAnyPublication(row.publication_id) : undefined;
      if (!publication) return null;
      const posts = [...core.posts, ...feedStore.posts]
        .filter((p) => p.publication_id === publication.id && isListed(p))
        .sort((a, b) => (b.post_date ?? '').localeCompare(a.post_date ?? ''))
        .slice(0, 3)
        .map(renderPost);
      return { ...base, type: 'featuredPublication', publication, posts };
    }
    case 'featuredCollection': {
      const list = feedStore.readingLists.find((l) => l.id === row.list_id);
      if (!list) return null;
      return { ...base, type: 'featuredCollection', collection: { ...renderList(list), user: renderUser(list.user_id) } };
    }
    case 'chat': {
      const chat = row.chat;
      const publication = chat && findAnyPublication(chat.publication_id);
      const author = chat && renderUser(chat.user_id);
      if (!chat || !publication || !author) return null;
      return {
        ...base,
        type: 'chat',
        publication,
        chat: {
          id: chat.id,
          publication_id: chat.publication_id,
          body: chat.body,
          user: author,
          created_at: chat.created_at,
          comment_count: chat.comment_count,
          audience: chat.audience,
        },
      };
    }
    case 'profileSearchResults':
      return {
        ...base,
        type: 'profileSearchResults',
        query: row.query ?? '',
        profiles: users([...new Set([...(viewer !== null ? [viewer] : []), ...(row.profile_ids ?? [])])]),
      };
    case 'categoryLeaderboard': {
      const category = feedStore.categories.find((c) => c.id === row.category_id);
      if (!category) return null;
      return {
        ...base,
        type: 'categoryLeaderboard',
        category: { id: category.id, name: category.name, slug: category.slug },
        leaderboard: leaderboard(category.id),
      };
    }
    default:
      return row.type satisfies never;
  }
}

// --- Feed sources and cursors ---------------------------------------------------------------------------------

interface FeedSource {
  key: string;
  size: number;
  at(index: number): FeedItemRow;
}

function leaderboardRow(categoryId: number): FeedItemRow {
  return {
    key: `category-leaderboard-${categoryId}`,
    type: 'categoryLeaderboard',
    category_id: categoryId,
    context: { type: 'discovery', typeBucket: 'leaderboard', timestamp: nowIso(), user_ids: [] },
  };
}

/** Rows of a feed, lazily where the feed is long: only the requested page is built. */
function feedSource(surface: string, tab: string, categoryId: number | undefined): FeedSource {
  if (surface === 'suggestions') {
    const row: FeedItemRow = { key: 'user-suggestions-page', type: 'userSuggestions', context: { type: 'discovery', timestamp: nowIso(), user_ids: [] } };
    return { key: 'suggestions', size: 1, at: () => row };
  }
  if (surface === 'sidebar') {
    const rows: FeedItemRow[] = [
      { key: 'sidebar-suggestions', type: 'userSuggestions', context: { type: 'discovery', timestamp: nowIso(), user_ids: [] }, signed_in_only: true },
      { key: 'sidebar-featured-51', type: 'featuredPublication', publication_id: 51, context: { type: 'recommendation', timestamp: nowIso(), user_ids: [] } },
      leaderboardRow(4),
    ];
    return { key: 'sidebar', size: rows.length, at: (i) => rows[i]! };
  }
  if (categoryId !== undefined) {
    if (!feedStore.categories.some((c) => c.id === categoryId)) throw notFound('Category');
    return {
      key: `category-${categoryId}`,
      size: 1 + CATEGORY_FEED_SIZE,
      at: (i) => (i === 0 ? leaderboardRow(categoryId) : generatedItem(categoryId, i - 1)),
    };
  }
  if (tab === 'firehose') return { key: 'firehose', size: FIREHOSE_SIZE, at: (i) => generatedItem(FIREHOSE_NAMESPACE, i) };
  const rows = feedStore.items;
  return { key: 'for-you', size: rows.length, at: (i) => rows[i]! };
}

function encodeCursor(key: string, offset: number): string {
  return btoa(JSON.stringify({ k: key, o: offset }));
}

function decodeCursor(cursor: string, key: string): number {
  try {
    const value = JSON.parse(atob(cursor)) as { k?: unknown; o?: unknown };
    if (value.k === key && typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0) return value.o;
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor: pass the nextCursor of the previous page of the same feed', 'cursor');
}

/**
 * One page: walks the source from the cursor, rendering rows until `limit` items are visible to this viewer
 * (hidden, deleted and signed-in-only rows are skipped), so pages stay full and the cursor is a row offset.
 */
function feedPage(source: FeedSource, offset: number, limit: number, surface: string) {
  const items: FeedItem[] = [];
  let index = offset;
  while (index < source.size && items.length < limit) {
    const item = renderItem(source.at(index), surface);
    index += 1;
    if (item) items.push(item);
  }
  return { items, nextCursor: index < source.size ? encodeCursor(source.key, index) : null };
}

// --- Notes ----------------------------------------------------------------------------------------------------

function attachmentRow(input: AttachmentInput, index: number, commentId: number): AttachmentRow {
  const id = `att-${commentId}-${index}`;
  const field = `attachments.${index}.id`;
  switch (input.type) {
    case 'image':
      return { id, type: 'image', imageUrl: input.url! };
    case 'link': {
      const url = input.url!;
      let host = url;
      try {
        host = new URL(url).host;
      } catch {
        throw badRequest('A link attachment needs an absolute URL', `attachments.${index}.url`);
      }
      return { id, type: 'link', link: { url, host, title: host, description: '', image: null } };
    }
    case 'video':
      return { id, type: 'video', mediaUploadId: input.id! };
    case 'post':
      if (!findAnyPost(input.id!)) throw badRequest(`Unknown post ${input.id}`, field);
      return { id, type: 'post', postId: input.id! };
    case 'comment':
      if (!findAnyComment(input.id!)) throw badRequest(`Unknown comment ${input.id}`, field);
      return { id, type: 'comment', commentId: input.id! };
    case 'publication':
      if (!findAnyPublication(input.id!)) throw badRequest(`Unknown publication ${input.id}`, field);
      return { id, type: 'publication', publicationId: input.id! };
    case 'live_stream':
      return { id, type: 'live_stream', liveStream: { id: input.id!, title: null, status: 'active', started_streaming_at: null, publication_id: null } };
    default:
      return input.type satisfies never;
  }
}

/** One's own stored comment, in whichever table holds it (generated firehose notes are never one's own). */
function ownComment(commentId: number, viewer: number, action: string): { feed?: CommentRow; posts?: PostsCommentRow } {
  const row = findAnyComment(commentId);
  if (!row || row.deleted) throw notFound('Comment');
  if (row.user_id !== viewer) throw forbidden(`You can only ${action} your own notes and comments.`);
  if (row.source === 'posts') return { posts: findPostsComment(commentId)! };
  const stored = feedStore.comments.find((c) => c.id === commentId);
  if (!stored) throw notFound('Comment');
  return { feed: stored };
}

/** Whether `c` is `id` or one of its descendants. */
function inSubtree(id: number) {
  return (c: { id: number; ancestor_path: string }) => c.id === id || c.ancestor_path.split('.').includes(String(id));
}

// --- Restacks -------------------------------------------------------------------------------------------------

function assertRestackable(publicationId: number | null): void {
  if (publicationId === null) return;
  const publication = findAnyPublication(publicationId);
  if (!publication) return;
  if (publication.hide_post_restacks) throw forbidden(`${publication.name} has turned off restacks.`);
  if (publication.invite_only) throw forbidden(`Posts from ${publication.name} cannot be restacked: it is invite-only.`);
  if (publication.community_enabled === false) throw forbidden(`Restacks are off: ${publication.name} has its community turned off.`);
}

// --- Reading lists --------------------------------------------------------------------------------------------

function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'list'
  );
}

function checkPublications(ids: number[]): number[] {
  ids.forEach((id, i) => {
    if (!findAnyPublication(id)) throw badRequest(`Unknown publication ${id}`, `publications.${i}`);
  });
  return [...new Set(ids)];
}

function uniqueSlug(userId: number, wanted: string, exceptId: number | null, explicit: boolean): string {
  const taken = (slug: string) => feedStore.readingLists.some((l) => l.user_id === userId && l.slug === slug && l.id !== exceptId);
  if (!taken(wanted)) return wanted;
  if (explicit) throw badRequest('You already have a list with this slug', 'slug');
  let n = 2;
  while (taken(`${wanted}-${n}`)) n += 1;
  return `${wanted}-${n}`;
}

// --- Archive --------------------------------------------------------------------------------------------------

/** A publication's listed posts (no drafts, scheduled posts or pages), filtered and sorted, as the viewer sees them. */
function archivePosts(
  publicationId: number,
  options: { type?: Post['type'] | undefined; tagId?: number | undefined; section?: string | undefined; sort: 'new' | 'top' },
): Post[] {
  const publication = findAnyPublication(publicationId);
  if (!publication) throw notFound('Publication');
  const section = options.section === undefined ? undefined : publication.sections?.find((s) => s.slug === options.section);
  if (options.section !== undefined && !section) throw notFound('Section');
  const rendered = [...core.posts, ...feedStore.posts]
    .filter((p) => p.publication_id === publicationId && isListed(p) && p.type !== 'page')
    .filter((p) => !options.type || p.type === options.type)
    .filter((p) => !section || p.section_id === section.id)
    .map(renderPost)
    .filter(
      (p) =>
        options.tagId === undefined ||
        (p.postTags ?? []).some((t) => t.id === options.tagId) ||
        // Tags the growth area adds to posts (the tag archive, E62) count too.
        growthStore.postTagLinks.some((l) => l.post_id === p.id && l.tag_id === options.tagId),
    );
  const byDate = (a: Post, b: Post) => (b.post_date ?? '').localeCompare(a.post_date ?? '') || b.id - a.id;
  const byLikes = (a: Post, b: Post) => (b.reactions?.['❤'] ?? 0) - (a.reactions?.['❤'] ?? 0) || byDate(a, b);
  return rendered.sort(options.sort === 'top' ? byLikes : byDate);
}

// --- Handlers -------------------------------------------------------------------------------------------------

export const feedHandlers = [
  route(getFeed, ({ query }) => {
    const surface = query?.surface ?? 'feed';
    const limit = query?.limit ?? 10;
    const source = feedSource(surface, query?.tab ?? 'for-you', query?.category_id);
    const anonymous = viewerUserId() === null;
    if (query?.cursor && anonymous) throw new MockHttpError(401, 'Log in for more.');
    const offset = query?.cursor ? decodeCursor(query.cursor, source.key) : 0;
    const page = feedPage(source, offset, limit, surface);
    return anonymous ? { ...page, nextCursor: null } : page;
  }),

  route(createFeedComment, ({ body }) => {
    const viewer = requireUser();
    let parent: CommentRow | undefined;
    let post: SeedPost | undefined;
    if (body.parent_id != null) {
      parent = findAnyComment(body.parent_id);
      if (!parent || missingReason(parent) === 'removed') throw notFound('Comment');
      if (body.post_id != null && body.post_id !== parent.post_id) throw badRequest('The parent comment is not on this post', 'post_id');
      const refusal = replyRefusal(parent);
      if (refusal) throw forbidden(refusal);
    } else if (body.post_id != null) {
      post = findAnyPost(body.post_id);
      if (!post || !isListed(post)) throw notFound('Post');
      const refusal = postCommentRefusal(post);
      if (refusal) throw forbidden(refusal);
    }
    const postId = parent ? parent.post_id : (post?.id ?? null);
    const text = textOfBodyJson(body.bodyJson);
    const inPostsTable = parent ? parent.source === 'posts' : post !== undefined && core.posts.some((p) => p.id === post.id);
    const isFirst = postId === null && !feedStore.comments.some((c) => c.user_id === viewer && c.post_id === null && !c.deleted);
    let row: CommentRow;
    if (inPostsTable) {
      const nextId = postsStore.nextCommentId + 1;
      const attachments = body.attachments.map((a, i) => renderAttachment(attachmentRow(a, i, nextId))).filter((a): a is CommentAttachment => a !== null);
      row = fromPostsRow(addComment({ postId, userId: viewer, body: text, parentId: parent?.id ?? null, attachments }));
    } else {
      const id = feedStore.nextCommentId++;
      row = {
        id,
        post_id: postId,
        publication_id: parent ? parent.publication_id : (post?.publication_id ?? null),
        user_id: viewer,
        body: text,
        body_json: body.bodyJson,
        date: nowIso(),
        edited_at: null,
        parent_id: parent?.id ?? null,
        ancestor_path: parent ? (parent.ancestor_path ? `${parent.ancestor_path}.${parent.id}` : String(parent.id)) : '',
        reply_minimum_role: null,
        attachments: body.attachments.map((a, i) => attachmentRow(a, i, id)),
        media_clip_id: null,
        status: 'published',
        deleted: false,
        base_reactions: 0,
        base_restacks: 0,
      };
      feedStore.comments.push(row);
    }
    feedStore.items.unshift({
      key: `c-${row.id}`,
      type: 'comment',
      comment_id: row.id,
      context: { type: parent ? 'reply' : 'note', timestamp: row.date, user_ids: [] },
    });
    return { ...renderComment(row), is_first_feed_comment: isFirst };
  }),

  route(editFeedComment, ({ params, body }) => {
    const own = ownComment(params.id, requireUser(), 'edit');
    const text = textOfBodyJson(body.bodyJson);
    if (own.posts) {
      own.posts.body = text;
      own.posts.edited_at = nowIso();
      return renderComment(fromPostsRow(own.posts));
    }
    const row = own.feed!;
    row.body = text;
    row.body_json = body.bodyJson;
    row.edited_at = nowIso();
    return renderComment(row);
  }),

  route(deleteFeedComment, ({ params }) => {
    const own = ownComment(params.id, requireUser(), 'delete');
    const inside = inSubtree(params.id);
    const gone = new Set<number>();
    if (own.posts) {
      for (const c of postsStore.comments.filter(inside)) gone.add(c.id);
      postsStore.comments = postsStore.comments.filter((c) => !gone.has(c.id));
      postsStore.commentReactions = postsStore.commentReactions.filter((r) => !gone.has(r.comment_id));
    } else {
      for (const c of feedStore.comments.filter(inside)) gone.add(c.id);
      feedStore.comments = feedStore.comments.filter((c) => !gone.has(c.id));
      feedStore.commentLikes = feedStore.commentLikes.filter((l) => !gone.has(l.comment_id));
    }
    feedStore.items = feedStore.items.filter((i) => i.comment_id === undefined || !gone.has(i.comment_id));
    feedStore.restacks = feedStore.restacks.filter((r) => r.comment_id === null || !gone.has(r.comment_id));
    return {};
  }),

  route(hideFeedItem, ({ body }) => {
    const viewer = requireUser();
    if (!feedStore.hidden.some((h) => h.user_id === viewer && h.entity_key === body.entity_key))
      feedStore.hidden.push({ user_id: viewer, entity_key: body.entity_key });
    return {};
  }),

  route(unhideFeedItem, ({ body }) => {
    const viewer = requireUser();
    feedStore.hidden = feedStore.hidden.filter((h) => !(h.user_id === viewer && h.entity_key === body.entity_key));
    return {};
  }),

  // P09j: one note with its direct replies, newest first (the note page).
  route(getNote, ({ params }) => {
    const row = findAnyComment(params.id);
    if (!row || row.deleted) throw notFound('Note');
    return {
      comment: renderComment(row),
      replies: childrenOf(row)
        .filter((c) => !c.deleted)
        .map((c) => renderComment(c)),
    };
  }),

  route(archiveFeedItem, ({ body }) => {
    const viewer = requireUser();
    feedStore.archived = feedStore.archived.filter((a) => !(a.user_id === viewer && a.entity_key === body.entity_key));
    if (!body.archived) return { archived_at: null };
    const archived_at = nowIso();
    feedStore.archived.push({ user_id: viewer, entity_key: body.entity_key, archived_at });
    return { archived_at };
  }),

  route(pauseFeedNotifications, ({ body }) => {
    const viewer = requireUser();
    if (!feedStore.paused.some((p) => p.user_id === viewer && p.entity_key === body.entity_key))
      feedStore.paused.push({ user_id: viewer, entity_key: body.entity_key });
    return {};
  }),

  route(unpauseFeedNotifications, ({ body }) => {
    const viewer = requireUser();
    feedStore.paused = feedStore.paused.filter((p) => !(p.user_id === viewer && p.entity_key === body.entity_key));
    return {};
  }),

  route(getFollowing, () => {
    const viewer = viewerUserId();
    if (viewer === null) return [];
    return feedStore.follows.filter((f) => f.follower_id === viewer).map((f) => f.followee_id);
  }),

  route(followUser, ({ params }) => {
    const viewer = requireUser();
    requireKnownUser(params.userId, viewer, 'You cannot follow yourself.');
    if (!feedStore.follows.some((f) => f.follower_id === viewer && f.followee_id === params.userId)) {
      feedStore.follows.push({ follower_id: viewer, followee_id: params.userId });
    }
    return { userId: params.userId, isFollowing: true };
  }),

  route(unfollowUser, ({ params }) => {
    const viewer = requireUser();
    if (!findUser(params.userId)) throw notFound('User');
    feedStore.follows = feedStore.follows.filter((f) => !(f.follower_id === viewer && f.followee_id === params.userId));
    return { userId: params.userId, isFollowing: false };
  }),

  route(dismissUserSuggestion, ({ params }) => {
    const viewer = requireUser();
    if (!feedStore.dismissed.some((d) => d.user_id === viewer && d.suggested_user_id === params.userId)) {
      feedStore.dismissed.push({ user_id: viewer, suggested_user_id: params.userId });
    }
    return {};
  }),

  route(getAppInstallFacepile, () => {
    const viewer = requireUser();
    const followees = feedStore.follows.filter((f) => f.follower_id === viewer).map((f) => f.followee_id);
    return users(followees.filter((id) => feedStore.appInstalledAt[id] !== undefined));
  }),

  route(getHasRestacked, () => {
    const viewer = viewerUserId();
    return { hasRestacked: viewer !== null && feedStore.hasRestacked.includes(viewer) };
  }),

  route(restack, ({ body }) => {
    const viewer = requireUser();
    let post: SeedPost | undefined;
    let comment: CommentRow | undefined;
    if (body.postId != null) {
      post = findAnyPost(body.postId);
      if (!post || !isListed(post)) throw notFound('Post');
      assertRestackable(post.publication_id);
    } else {
      comment = findAnyComment(body.commentId!);
      if (!comment || missingReason(comment) === 'removed') throw notFound('Comment');
      assertRestackable(publicationOf(comment));
    }
    const postId = post?.id ?? null;
    const commentId = comment?.id ?? null;
    if (!feedStore.restacks.some((r) => r.user_id === viewer && r.post_id === postId && r.comment_id === commentId)) {
      feedStore.restacks.push({ user_id: viewer, post_id: postId, comment_id: commentId, created_at: nowIso() });
    }
    if (!feedStore.hasRestacked.includes(viewer)) feedStore.hasRestacked.push(viewer);
    return { post: post ? renderPost(post) : null, comment: comment ? renderComment(comment) : null };
  }),

  route(unrestack, ({ body }) => {
    const viewer = requireUser();
    const postId = body.postId ?? null;
    const commentId = body.commentId ?? null;
    feedStore.restacks = feedStore.restacks.filter((r) => !(r.user_id === viewer && r.post_id === postId && r.comment_id === commentId));
    // A post restack may also be one the posts area seeded (it reads both); undo it there too.
    if (postId !== null) unrestackPost(postId, viewer);
    return {};
  }),

  route(blockUser, ({ params, body }) => {
    const viewer = requireUser();
    requireKnownUser(params.userId, viewer, 'You cannot mute or block yourself.');
    const now = mockNow();
    if (body.type === 'mute') {
      const duration = body.duration ?? 'indefinitely';
      const hours = { '1hour': 1, '8hours': 8, '24hours': 24, indefinitely: null }[duration];
      feedStore.mutes = feedStore.mutes.filter((m) => !(m.user_id === viewer && m.target_id === params.userId));
      feedStore.mutes.push({
        user_id: viewer,
        target_id: params.userId,
        duration,
        created_at: now.toISOString(),
        expires_at: hours === null ? null : new Date(now.getTime() + hours * 3_600_000).toISOString(),
      });
    } else if (!feedStore.blocks.some((b) => b.user_id === viewer && b.target_id === params.userId)) {
      feedStore.blocks.push({ user_id: viewer, target_id: params.userId, created_at: now.toISOString() });
    }
    return { user_id: params.userId, blockState: blockStateOf(viewer, params.userId) };
  }),

  route(unblockUser, ({ params, query }) => {
    const viewer = requireUser();
    requireKnownUser(params.userId, viewer, 'You cannot unmute or unblock yourself.');
    const type = query?.type;
    if (type !== 'block') feedStore.mutes = feedStore.mutes.filter((m) => !(m.user_id === viewer && m.target_id === params.userId));
    if (type !== 'mute') feedStore.blocks = feedStore.blocks.filter((b) => !(b.user_id === viewer && b.target_id === params.userId));
    return { user_id: params.userId, blockState: blockStateOf(viewer, params.userId) };
  }),

  route(toggleTrendingTopics, ({ body }) => {
    const viewer = requireUser();
    if (!feedStore.categories.some((c) => c.id === body.categoryID)) throw notFound('Category');
    feedStore.trendingDisabled = feedStore.trendingDisabled.filter((t) => !(t.user_id === viewer && t.category_id === body.categoryID));
    if (!body.enable) feedStore.trendingDisabled.push({ user_id: viewer, category_id: body.categoryID });
    return { categoryID: body.categoryID, enabled: body.enable };
  }),

  route(getSearchSuggestions, () => {
    const viewer = viewerUserId();
    const recent = feedStore.recentSearches.filter((r) => r.user_id === viewer).map((r) => ({ text: r.text, type: 'recent' as const, categoryID: null }));
    const disabled = new Set(feedStore.trendingDisabled.filter((t) => t.user_id === viewer).map((t) => t.category_id));
    const trending = feedStore.categories
      .filter((c) => !disabled.has(c.id))
      .flatMap((c) => c.trending.map((text) => ({ text, type: 'trending' as const, categoryID: c.id })));
    const popular = ['The Daily Margin', 'Field Notes'].map((text) => ({ text, type: 'popular' as const, categoryID: null }));
    return { suggestedSearches: [...recent.reverse(), ...trending, ...popular] };
  }),

  route(createReadingList, ({ body }) => {
    const viewer = requireUser();
    const publicationIds = checkPublications(body.publications);
    const now = nowIso();
    const row: ReadingListRow = {
      id: feedStore.nextListId++,
      user_id: viewer,
      name: body.name,
      slug: uniqueSlug(viewer, body.slug ?? slugify(body.name), null, body.slug !== undefined),
      description: null,
      publication_ids: publicationIds,
      created_at: now,
      updated_at: now,
    };
    feedStore.readingLists.push(row);
    return renderList(row);
  }),

  route(updateReadingList, ({ params, body }) => {
    const viewer = requireUser();
    const row = feedStore.readingLists.find((l) => l.id === params.id);
    if (!row) throw notFound('List');
    if (row.user_id !== viewer) throw forbidden('You can only edit your own lists.');
    const publicationIds = checkPublications(body.publications);
    row.slug = body.slug !== undefined ? uniqueSlug(viewer, body.slug, row.id, true) : row.slug;
    row.name = body.name;
    row.publication_ids = publicationIds;
    row.updated_at = nowIso();
    return renderList(row);
  }),

  route(searchAll, ({ query }) => {
    const words = (query?.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = query?.limit ?? 5;
    if (words.length === 0) return { query: '', posts: [], publications: [], people: [] };
    const matches = (...texts: (string | null | undefined)[]) => {
      const text = texts
        .map((t) => t ?? '')
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    };
    const posts = [...core.posts, ...feedStore.posts]
      .filter((p) => isListed(p) && p.type !== 'page' && matches(p.title, p.subtitle))
      .sort((a, b) => (b.post_date ?? '').localeCompare(a.post_date ?? '') || b.id - a.id)
      .slice(0, limit)
      .map(renderPost);
    const publications = allPublications()
      .filter((p) => matches(p.name, p.subdomain, p.hero_text))
      .slice(0, limit);
    const people = core.users
      .filter((u) => matches(u.name, u.handle))
      .slice(0, limit)
      .map((u) => renderUser(u.id))
      .filter((u): u is User => u !== null);
    return { query: words.join(' '), posts, publications, people };
  }),

  route(searchPublications, ({ query }) => {
    const needle = (query?.query ?? '').trim().toLowerCase();
    if (!needle) return { results: [] };
    const results = allPublications().filter((p) => [p.name, p.subdomain, p.hero_text ?? ''].some((text) => text.toLowerCase().includes(needle)));
    return { results: results.slice(0, query?.limit ?? 10) };
  }),

  route(getArchive, ({ query }) => {
    const offset = query?.offset ?? 0;
    const posts = archivePosts(query?.publication_id ?? 1, {
      type: query?.type,
      tagId: query?.post_tag_id,
      section: query?.section,
      sort: query?.sort ?? 'new',
    });
    return posts.slice(offset, offset + (query?.limit ?? 10));
  }),

  route(getStories, ({ query }) => {
    const offset = query?.offset ?? 0;
    const posts = archivePosts(query?.publication_id ?? 1, { type: storiesFilters[query?.filter ?? 'all'], sort: 'new' });
    return posts.slice(offset, offset + (query?.limit ?? 20));
  }),

  route(getSubscribeContent, ({ query }) => {
    const publication = findAnyPublication(query?.publication_id ?? 1);
    if (!publication) throw notFound('Publication');
    return { body: feedStore.subscribeContent[publication.id] ?? `<h2>Subscribe to ${publication.name}</h2><p>${publication.hero_text ?? ''}</p>` };
  }),

  route(getRankedUsers, ({ query }) => {
    const publicationId = query?.publication_id ?? 1;
    const publication = findAnyPublication(publicationId);
    if (!publication) throw notFound('Publication');
    const isPublic = query?.public === true;
    if (!isPublic) {
      requireUser();
      if (!isStaff(publicationId)) throw forbidden('Only the publication’s staff can see this list.');
    }
    const order = { admin: 0, contributor: 1, guest: 2 } as const;
    const roles = core.roles.filter((r) => r.publication_id === publicationId);
    const members =
      roles.length > 0
        ? [...roles].sort((a, b) => order[a.role] - order[b.role] || a.user_id - b.user_id)
        : publication.author_id !== undefined
          ? [{ user_id: publication.author_id, publication_id: publicationId, role: 'admin' as const }]
          : [];
    return members.flatMap((m, i) => {
      const user = renderUser(m.user_id, !isPublic);
      const primarySection = growthStore.authorProfiles.find((p) => p.user_id === m.user_id)?.primary_section_id ?? null;
      return user ? [{ rank: i + 1, user, publication, role: m.role, primary_section_id: primarySection }] : [];
    });
  }),
];
