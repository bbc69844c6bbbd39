/**
 * Mock of the posts area (E23–E41, P22): a post as the viewer sees it, likes (also from the cross-post view),
 * saves, the facepile, comment trees with sorting, paging, polling and permalinks, comment likes, "seen" marks,
 * the reader-guide summary, the post theme, shared selections, cross-posts, restacks and the gift/teaser unlock.
 * Every mutation is visible to the next GET.
 */
import {
  addCommentReaction,
  addCrossPostReaction,
  addPostReaction,
  getCrossPost,
  getPostById,
  getPostBySlug,
  getPostComments,
  getPostFacepile,
  getPostImageSelection,
  getPostReaderContext,
  getPostRestackers,
  getPostRestacks,
  getPostSelection,
  getPostSummary,
  markPostSeen,
  removeCommentReaction,
  removeCrossPostReaction,
  removePostReaction,
  savePost,
  unlockPost,
  unsavePost,
  updatePostTheme,
} from '../../src/api/endpoints/posts';
import type { Post, User } from '../../src/api/schemas/core';
import type { Comment, CommentSort, PostTheme, PublicUser } from '../../src/api/schemas/posts';
import { mockNow } from '../clock';
import { accountStore } from '../db/account';
import { communityStore } from '../db/community';
import { feedStore, findComment as findFeedComment } from '../db/feed';
import { livestreamStore, liveStreamStatus } from '../db/livestream';
import { core, findPost, findPublication, findUser, VIEWER_IDS } from '../db/core';
import {
  type CommentRow,
  commentCountsFor,
  commentsOfPost,
  commentsOnlyPost,
  crossPostOf,
  findComment,
  hasRedeemedPostUnlockToken,
  isCountedComment,
  postsStore,
  type RestackRow,
  restacksOfPost,
} from '../db/posts';
import { type AccessLevel, accessLevel, hasAccess, staffRole, viewerUserId } from '../db/viewer';
import type { ScenarioViewer } from '../scenario';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

type SeedPost = Post & { publication_id: number };

const neededLevel: Record<Post['audience'], AccessLevel> = { everyone: 'none', only_free: 'free', only_paid: 'paid', founding: 'founding' };

/** The toast text of a refused gift/teaser unlock (000). */
export const TEASER_UNAVAILABLE = 'Teaser posts are not currently available for this content.';
/** The comments page's re-authentication title (002). */
export const REAUTHENTICATE = 'To see the comments, please re-authenticate.';
/** Top-level comments in an answer without `all_comments` (G24). */
export const COMMENTS_PAGE_SIZE = 50;
/** Restacks in an E40 answer (the screen shows 3 and the remaining count). */
export const RESTACKS_LIMIT = 10;
/** Faces in each E24 list. */
export const FACEPILE_LIMIT = 20;

/** Keeps the first paragraphs of a body: what a reader without access sees before the paywall. */
function preview(html: string, paragraphs = 2): string {
  const parts = html.split('</p>');
  return parts.length <= paragraphs ? html : `${parts.slice(0, paragraphs).join('</p>')}</p>`;
}

function roleOfUser(userId: number): ScenarioViewer | null {
  const entry = Object.entries(VIEWER_IDS).find(([, id]) => id === userId);
  return entry ? (entry[0] as ScenarioViewer) : null;
}

function publicUser(userId: number): PublicUser {
  const u: User | undefined = findUser(userId);
  return { id: userId, name: u?.name ?? 'A reader', handle: u?.handle ?? null, photo_url: u?.photo_url ?? null, bio: u?.bio ?? null };
}

/** The post merged with what this area stores about it (theme, comment settings, teaser eligibility). */
function withOverrides(post: SeedPost): SeedPost {
  return { ...post, ...(postsStore.postSettings[post.id] ?? {}) };
}

function isUnlocked(postId: number, userId: number | null): boolean {
  return userId !== null && postsStore.unlocks.some((u) => u.post_id === postId && u.user_id === userId);
}

/** Whether the viewer reads the whole post (access by subscription, or a redeemed gift/teaser unlock). */
function canReadPost(post: SeedPost, viewer?: ScenarioViewer): boolean {
  return hasAccess(post.publication_id, neededLevel[post.audience], viewer) || isUnlocked(post.id, viewerUserId(viewer));
}

function restacksHidden(publicationId: number): boolean {
  const pub = findPublication(publicationId);
  return pub?.hide_post_restacks === true || pub?.invite_only === true;
}

/**
 * Restacks of a post, newest first, one per reader: this area's rows and the post restacks the feed area records
 * for E45 (`db.feed.restacks`), so a restack made from the feed shows on the post page, in E40/E41 and the facepile.
 */
function postRestacks(postId: number): RestackRow[] {
  const fromFeed = feedStore.restacks
    .filter((r) => r.post_id === postId && r.comment_id === null)
    .map((r): RestackRow => ({ post_id: postId, user_id: r.user_id, created_at: r.created_at, comment_id: null }));
  const byUser = new Map<number, RestackRow>();
  for (const r of [...restacksOfPost(postId), ...fromFeed].sort((a, b) => b.created_at.localeCompare(a.created_at))) {
    if (!byUser.has(r.user_id)) byUser.set(r.user_id, r);
  }
  return [...byUser.values()];
}

/** A post as the current viewer sees it. */
export function postForViewer(seedPost: SeedPost): Post {
  const post = withOverrides(seedPost);
  const userId = viewerUserId();
  const likers = postsStore.likes.filter((l) => l.post_id === post.id).sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  const own = likers.filter((l) => l.user_id === userId);
  const canRead = canReadPost(post);
  const restacks = postRestacks(post.id);
  const stream = livestreamStore.streams.find((s) => s.post_id === post.id);
  return {
    ...post,
    ...(stream ? { liveStream: { id: stream.id, title: stream.title, status: liveStreamStatus(stream) } } : {}),
    body_html: canRead ? post.body_html : preview(post.body_html ?? ''),
    truncated_body_text: !canRead,
    reaction: userId !== null && own.length > 0,
    reactions: { '❤': (post.reactions?.['❤'] ?? 0) + likers.filter((l) => !l.in_base).length },
    reactor_names: [...own, ...likers.filter((l) => l.user_id !== userId)].map((l) => findUser(l.user_id)?.name ?? 'A reader').slice(0, 3),
    is_saved: userId !== null && postsStore.saved.some((s) => s.post_id === post.id && s.user_id === userId),
    ...commentCountsFor(post.id),
    restacks: restacks.length,
    restacked: userId !== null && restacks.some((r) => r.user_id === userId),
  };
}

/** A publication ban (set by its admins from the chat, E07) also stops likes on the publication's comments. */
function isBannedFrom(publicationId: number, userId: number): boolean {
  return communityStore.bans.some((b) => b.publication_id === publicationId && b.user_id === userId);
}

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

/** A post the viewer may know about (drafts only for the publication's staff; this area's comments-only post too), or 404. */
function visiblePost(id: number): SeedPost {
  const post = findPost(id) ?? commentsOnlyPost(id);
  if (!post || (post.is_draft && staffRole(post.publication_id) === null)) throw notFound('Post');
  return post;
}

// ---- comments -------------------------------------------------------------------------------------------------

export interface CommentViewer {
  role: ScenarioViewer;
  userId: number | null;
}

function isStaff(publicationId: number | null, role: ScenarioViewer): boolean {
  return publicationId !== null && staffRole(publicationId, role) !== null;
}

/** Whether a paid-only comment is hidden from this viewer (its author and readers with paid access see it). */
function hiddenFor(row: CommentRow, viewer: CommentViewer): boolean {
  if (!row.paid_only || row.user_id === viewer.userId || row.publication_id === null) return false;
  return !hasAccess(row.publication_id, 'paid', viewer.role);
}

function reactionCount(row: CommentRow): { count: number; mine: (userId: number | null) => boolean } {
  const rows = postsStore.commentReactions.filter((r) => r.comment_id === row.id);
  return { count: row.reaction_base + rows.length, mine: (userId) => userId !== null && rows.some((r) => r.user_id === userId) };
}

/** One comment as the viewer sees it, with `children` left empty (the tree builder fills them). */
export function commentForViewer(row: CommentRow, viewer: CommentViewer, childrenCount = 0): Comment {
  const removed = row.deleted || row.status === 'deleted';
  const hidden = !removed && hiddenFor(row, viewer);
  const moderated = row.status === 'flagged' || row.status === 'moderator_removed';
  const showBody = !removed && !hidden && (!moderated || row.user_id === viewer.userId || isStaff(row.publication_id, viewer.role));
  const author = removed ? null : findUser(row.user_id);
  const pubRole = row.publication_id === null ? null : core.roles.find((r) => r.user_id === row.user_id && r.publication_id === row.publication_id)?.role;
  const likes = reactionCount(row);
  // Restacks of a comment are made from the feed (E45 with a commentId) and kept there.
  const restackers = feedStore.restacks.filter((r) => r.comment_id === row.id);
  return {
    id: row.id,
    post_id: row.post_id,
    publication_id: row.publication_id,
    user_id: removed ? null : row.user_id,
    name: author?.name ?? null,
    handle: author?.handle ?? null,
    photo_url: author?.photo_url ?? null,
    user_pub_role: !removed && (pubRole === 'admin' || pubRole === 'contributor') ? pubRole : null,
    date: row.date,
    edited_at: row.edited_at,
    body: showBody ? row.body : null,
    hidden,
    deleted: removed,
    status: row.status,
    parent_id: row.parent_id,
    ancestor_path: row.ancestor_path,
    attachments: showBody ? row.attachments : [],
    reaction: likes.mine(viewer.userId),
    reactions: { '❤': likes.count },
    reaction_count: likes.count,
    children_count: childrenCount,
    restacks: row.restacks + restackers.length,
    restacked: viewer.userId !== null && restackers.some((r) => r.user_id === viewer.userId),
    reply_minimum_role: row.reply_minimum_role,
    children: [],
  };
}

function sortRows(rows: CommentRow[], sort: CommentSort): CommentRow[] {
  const byDate = (a: CommentRow, b: CommentRow) => a.date.localeCompare(b.date) || a.id - b.id;
  const sorted = [...rows];
  if (sort === 'oldest_first') return sorted.sort(byDate);
  if (sort === 'most_recent_first') return sorted.sort((a, b) => byDate(b, a));
  const likes = new Map(rows.map((r) => [r.id, reactionCount(r).count]));
  return sorted.sort((a, b) => likes.get(b.id)! - likes.get(a.id)! || byDate(b, a));
}

function defaultSort(post: SeedPost): CommentSort {
  return post.default_comment_sort ?? findPublication(post.publication_id)?.default_comment_sort ?? 'best_first';
}

/**
 * The viewer's comment trees of a post, the same sort at every level: `build(row)` answers a comment with its whole
 * subtree, `path(row, ids)` one with only the replies whose ids are in `ids` down to the one that is not followed
 * further (its whole subtree), and `single(row)` one without its replies.
 */
function commentTrees(rows: CommentRow[], sort: CommentSort, viewer: CommentViewer) {
  const kidsOf = new Map<number, CommentRow[]>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const list = kidsOf.get(r.parent_id) ?? [];
    list.push(r);
    kidsOf.set(r.parent_id, list);
  }
  const shownCount = (r: CommentRow) => (kidsOf.get(r.id) ?? []).filter(isCountedComment).length;
  const single = (r: CommentRow): Comment => commentForViewer(r, viewer, shownCount(r));
  const build = (r: CommentRow): Comment => ({ ...single(r), children: sortRows(kidsOf.get(r.id) ?? [], sort).map(build) });
  const path = (r: CommentRow, ids: ReadonlySet<number>): Comment => {
    const next = (kidsOf.get(r.id) ?? []).filter((k) => ids.has(k.id));
    return next.length === 0 ? build(r) : { ...single(r), children: next.map((k) => path(k, ids)) };
  };
  return { build, path, single };
}

/** Resolves who reads the comments: the signed-in viewer, else the email token's reader, else anonymous. */
function commentViewer(token: string | undefined): CommentViewer {
  const role: ScenarioViewer = (() => {
    const signedIn = viewerUserId();
    if (signedIn !== null || token === undefined) return roleOfUser(signedIn ?? -1) ?? 'anonymous';
    const entry = postsStore.emailTokens.find((t) => t.token === token);
    if (!entry) throw new MockHttpError(401, REAUTHENTICATE);
    return roleOfUser(entry.user_id) ?? 'anonymous';
  })();
  return { role, userId: viewerUserId(role) };
}

/** 400 "not allowed" (002): comments of a scheduled or unpublished post (for readers), of a page, of withheld content. */
function assertCommentsAllowed(post: SeedPost, viewer: CommentViewer) {
  if (post.type === 'page') throw badRequest('Comments are not allowed on pages.');
  if (post.is_geoblocked) throw badRequest('Comments are not allowed on content withheld in your country.');
  if (!post.is_published && !isStaff(post.publication_id, viewer.role)) throw badRequest('Comments are not allowed on this post yet.');
}

/**
 * A note or comment the feed area keeps (`db.feed.comments`, generated firehose notes): E29/E30 are the one like
 * endpoint for every comment, so likes of those rows go where the feed renders them (`db.feed.commentLikes`).
 */
function feedCommentTarget(id: number) {
  const row = findFeedComment(id);
  if (!row) throw notFound('Comment');
  return { id: row.id, publication_id: row.publication_id, deleted: row.deleted, status: row.status, likes: 'feed' as const };
}

function assertCommentVisible(row: CommentRow | undefined): CommentRow {
  if (!row || new Date(row.date).getTime() > mockNow().getTime()) throw notFound('Comment');
  return row;
}

// ---- handlers -------------------------------------------------------------------------------------------------

function addLike(postId: number, userId: number, via: 'post' | 'cross_post') {
  if (!postsStore.likes.some((l) => l.post_id === postId && l.user_id === userId)) {
    postsStore.likes.push({ post_id: postId, user_id: userId, created_at: mockNow().toISOString(), via });
  }
}

function removeLike(postId: number, userId: number) {
  postsStore.likes = postsStore.likes.filter((l) => !(l.post_id === postId && l.user_id === userId));
}

function crossPosted(id: number): SeedPost {
  const post = findPost(id);
  if (!post || !crossPostOf(id)) throw notFound('Post');
  return post;
}

/** A reader of a publication: its staff, or anyone subscribed (free or paid). */
function readsPublication(userId: number, publicationId: number): boolean {
  if (core.roles.some((r) => r.user_id === userId && r.publication_id === publicationId)) return true;
  const role = roleOfUser(userId);
  if (role) return accessLevel(publicationId, role) !== 'none';
  const u = findUser(userId);
  return u?.is_subscribed === true || u?.is_free_subscribed === true;
}

function distinctUsers(rows: { user_id: number }[], limit: number): PublicUser[] {
  const seen = new Set<number>();
  const out: PublicUser[] = [];
  for (const r of rows) {
    if (seen.has(r.user_id)) continue;
    seen.add(r.user_id);
    out.push(publicUser(r.user_id));
    if (out.length === limit) break;
  }
  return out;
}

/** A reader guide for posts without a stored one, written once and kept. */
function writeSummary(post: SeedPost): string {
  const minutes = Math.max(1, Math.round((post.wordcount ?? 0) / 265));
  const byline = (post.publishedBylines ?? []).map((b) => b.name).join(', ');
  return [
    '<h3>Reader guide</h3>',
    `<p>${post.description ?? post.subtitle ?? post.title}</p>`,
    '<ul>',
    `<li><strong>Length:</strong> about ${minutes} minute${minutes === 1 ? '' : 's'} of reading.</li>`,
    byline ? `<li><strong>By:</strong> ${byline}.</li>` : '',
    post.section_name ? `<li><strong>Section:</strong> ${post.section_name}.</li>` : '',
    '</ul>',
    // Summaries are model output: the client must sanitise them (the reader guide stories prove the script and the
    // javascript: link never run).
    `<p><a href="/p/${post.slug}">Read the full post</a> <a href="javascript:alert('reader-guide')">Run</a></p>`,
    `<script>window.__readerGuideScriptRan = true;</script>`,
  ].join('');
}

export const postsHandlers = [
  route(getPostBySlug, ({ params }) => {
    const post = core.posts.find((p) => p.slug === params.slug) ?? commentsOnlyPost(params.slug);
    const visible = post && (!post.is_draft || staffRole(post.publication_id) !== null);
    if (!post || !visible) throw notFound('Post');
    return { ...postForViewer(post), publication: findPublication(post.publication_id) };
  }),
  route(getPostById, ({ params }) => {
    const post = visiblePost(params.id);
    return { ...postForViewer(post), publication: findPublication(post.publication_id) };
  }),

  route(getPostFacepile, ({ params }) => {
    const post = visiblePost(params.id);
    const userId = viewerUserId();
    const likes = postsStore.likes.filter((l) => l.post_id === post.id).sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
    const ordered = [...likes.filter((l) => l.user_id === userId), ...likes.filter((l) => l.user_id !== userId)];
    return {
      reactors: distinctUsers(ordered, FACEPILE_LIMIT),
      restackers: restacksHidden(post.publication_id) ? [] : distinctUsers(postRestacks(post.id), FACEPILE_LIMIT),
    };
  }),

  route(addPostReaction, ({ params }) => {
    const userId = requireUser();
    if (!findPost(params.id)) throw notFound('Post');
    addLike(params.id, userId, 'post');
    return {};
  }),
  route(removePostReaction, ({ params }) => {
    const userId = requireUser();
    removeLike(params.id, userId);
    return {};
  }),

  route(addCrossPostReaction, ({ params }) => {
    const userId = requireUser();
    addLike(crossPosted(params.id).id, userId, 'cross_post');
    return {};
  }),
  route(removeCrossPostReaction, ({ params }) => {
    const userId = requireUser();
    removeLike(crossPosted(params.id).id, userId);
    return {};
  }),

  route(addCommentReaction, ({ params }) => {
    const userId = requireUser();
    const row = findComment(params.id);
    const target = row ? { ...assertCommentVisible(row), likes: 'posts' as const } : feedCommentTarget(params.id);
    if (target.deleted || target.status === 'deleted' || target.status === 'moderator_removed') throw badRequest('This comment has been removed.');
    if (target.publication_id !== null && isBannedFrom(target.publication_id, userId)) {
      throw new MockHttpError(403, 'You have been banned from this publication', 'PUBLICATION_BAN');
    }
    if (row && hiddenFor(row, { role: roleOfUser(userId) ?? 'anonymous', userId })) throw forbidden('This comment is only visible to paid subscribers');
    const likes = target.likes === 'posts' ? postsStore.commentReactions : feedStore.commentLikes;
    if (!likes.some((r) => r.comment_id === target.id && r.user_id === userId)) {
      if (target.likes === 'posts') postsStore.commentReactions.push({ comment_id: target.id, user_id: userId, created_at: mockNow().toISOString() });
      else feedStore.commentLikes.push({ comment_id: target.id, user_id: userId });
    }
    return {};
  }),
  route(removeCommentReaction, ({ params }) => {
    const userId = requireUser();
    const row = findComment(params.id);
    const target = row ? { ...assertCommentVisible(row), likes: 'posts' as const } : feedCommentTarget(params.id);
    if (target.likes === 'posts') {
      postsStore.commentReactions = postsStore.commentReactions.filter((r) => !(r.comment_id === target.id && r.user_id === userId));
    } else {
      feedStore.commentLikes = feedStore.commentLikes.filter((r) => !(r.comment_id === target.id && r.user_id === userId));
    }
    return {};
  }),

  route(getPostSummary, ({ params }) => {
    const post = withOverrides(visiblePost(params.id));
    if (post.type === 'page' || post.type === 'thread') throw badRequest('There is no reader guide for this post.');
    if (!canReadPost(post)) throw forbidden('Subscribe to read the reader guide for this post.');
    postsStore.summaries[post.id] ??= writeSummary(post);
    return { summary: postsStore.summaries[post.id]! };
  }),

  route(updatePostTheme, ({ params, body }) => {
    requireUser();
    const post = withOverrides(visiblePost(params.id));
    if (staffRole(post.publication_id) !== 'admin') throw forbidden('Only an admin of this publication can change the featured tag.');
    if (body.featured_post_tag_id != null && !(post.postTags ?? []).some((t) => t.id === body.featured_post_tag_id)) {
      throw badRequest('featured_post_tag_id: the featured tag must be one of the post’s tags', 'featured_post_tag_id');
    }
    const current: PostTheme = post.postTheme ?? { header_variant: null, featured_post_tag_id: null };
    const next: PostTheme = {
      header_variant: body.header_variant === undefined ? (current.header_variant ?? null) : body.header_variant,
      featured_post_tag_id: body.featured_post_tag_id === undefined ? (current.featured_post_tag_id ?? null) : body.featured_post_tag_id,
    };
    postsStore.postSettings[post.id] = { ...(postsStore.postSettings[post.id] ?? {}), postTheme: next };
    return next;
  }),

  route(getPostComments, ({ params, query }) => {
    const post = withOverrides(visiblePost(params.id));
    const viewer = commentViewer(query?.token);
    assertCommentsAllowed(post, viewer);
    const default_comment_sort = defaultSort(post);
    const sort = query?.sort ?? default_comment_sort;
    const rows = commentsOfPost(post.id);

    if (query?.last_comment_at) {
      const since = new Date(query.last_comment_at).getTime();
      const fresh = rows.filter((r) => new Date(r.date).getTime() > since).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      return { comments: fresh.map(commentTrees(rows, sort, viewer).single), default_comment_sort, has_more: false };
    }

    const trees = commentTrees(rows, sort, viewer);
    if (query?.comment_id !== undefined) {
      const target = rows.find((r) => r.id === query.comment_id);
      if (!target) throw notFound('Comment');
      const ancestors = target.ancestor_path ? target.ancestor_path.split('.').map(Number) : [];
      const root = rows.find((r) => r.id === (ancestors[0] ?? target.id))!;
      return { comments: [trees.path(root, new Set([...ancestors.slice(1), target.id]))], default_comment_sort, has_more: false };
    }

    const top = sortRows(
      rows.filter((r) => r.parent_id === null),
      sort,
    );
    if (query?.limit !== undefined || query?.cursor !== undefined) {
      // Paged (designed): a keyset cursor naming the sort and the page's last thread.
      let from = 0;
      if (query.cursor !== undefined) {
        const [cursorSort, lastId] = query.cursor.split('~');
        const at = cursorSort === sort ? top.findIndex((r) => String(r.id) === lastId) : -1;
        if (at < 0) throw badRequest('cursor: unknown cursor, or one of another sort', 'cursor');
        from = at + 1;
      }
      const page = top.slice(from, from + (query.limit ?? COMMENTS_PAGE_SIZE));
      const last = page.at(-1);
      const more = from + page.length < top.length;
      return {
        comments: page.map(trees.build),
        default_comment_sort,
        has_more: more,
        nextCursor: more && last ? `${sort}~${last.id}` : null,
        thread_count: top.length,
      };
    }
    const page = query?.all_comments ? top : top.slice(0, COMMENTS_PAGE_SIZE);
    return { comments: page.map(trees.build), default_comment_sort, has_more: page.length < top.length };
  }),

  route(markPostSeen, ({ params, body }) => {
    const userId = requireUser();
    const post = visiblePost(params.id);
    const ids = new Set(commentsOfPost(post.id).map((c) => c.id));
    body.threads.forEach((id, i) => {
      if (!ids.has(id)) throw badRequest(`threads.${i}: comment ${id} is not on this post`, `threads.${i}`);
    });
    const seenAt = mockNow().toISOString();
    for (const id of body.threads) {
      const existing = postsStore.seen.find((s) => s.user_id === userId && s.comment_id === id);
      if (existing) existing.seen_at = seenAt;
      else postsStore.seen.push({ user_id: userId, post_id: post.id, comment_id: id, seen_at: seenAt });
    }
    return {};
  }),

  route(getPostSelection, ({ params }) => {
    const selection = postsStore.selections.find((s) => s.id === params.id && s.type === 'text');
    if (!selection) throw notFound('Selection');
    return selection;
  }),
  route(getPostImageSelection, ({ params }) => {
    const selection = postsStore.selections.find((s) => s.id === params.id && s.type === 'image');
    if (!selection) throw notFound('Selection');
    return selection;
  }),

  route(getCrossPost, ({ params }) => {
    const post = crossPosted(params.post_id);
    const cross = crossPostOf(post.id)!;
    const original = findPublication(cross.original_publication_id)!;
    const crossing = findPublication(cross.cross_posting_publication_id)!;
    const by = publicUser(cross.by_user_id);
    const userId = viewerUserId();
    const level = userId === null ? 'none' : accessLevel(original.id);
    return {
      post: postForViewer(post),
      intro_text: cross.intro_text,
      crossPostedPub: original,
      crossPostingByLine: {
        ...by,
        publication: { id: crossing.id, name: crossing.name, subdomain: crossing.subdomain, base_url: crossing.base_url, logo_url: crossing.logo_url ?? null },
      },
      userWithCrossPostedPubContext:
        userId === null
          ? null
          : {
              ...publicUser(userId),
              is_subscribed: level === 'paid' || level === 'founding',
              is_free_subscribed: level === 'free',
              membership_state: (level === 'none' ? 'unsubscribed' : level === 'free' ? 'free_signup' : 'subscribed') as
                | 'unsubscribed'
                | 'free_signup'
                | 'subscribed',
            },
      crossPostedPublicationSettings: {
        community_enabled: original.community_enabled ?? false,
        hide_post_restacks: original.hide_post_restacks ?? false,
        default_comment_sort: original.default_comment_sort ?? 'best_first',
        invite_only: original.invite_only ?? false,
      },
      crossPostedSiteConfig: { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true },
    };
  }),

  route(getPostRestacks, ({ params, query }) => {
    const post = visiblePost(params.post_id);
    if (restacksHidden(post.publication_id)) return { restacks: [], total: 0 };
    const rows = postRestacks(post.id).filter((r) => !query?.filterForPub || readsPublication(r.user_id, post.publication_id));
    return {
      restacks: rows.slice(0, RESTACKS_LIMIT).map((r) => {
        const note = r.comment_id === null ? undefined : findComment(r.comment_id);
        return {
          user: publicUser(r.user_id),
          comment: note && !note.deleted ? { id: note.id, body: note.body, date: note.date, reaction_count: reactionCount(note).count } : null,
          restacked_at: r.created_at,
        };
      }),
      total: rows.length,
    };
  }),
  route(getPostRestackers, ({ params }) => {
    const post = visiblePost(params.post_id);
    return { restackers: restacksHidden(post.publication_id) ? [] : distinctUsers(postRestacks(post.id), Number.POSITIVE_INFINITY) };
  }),

  route(unlockPost, ({ params }) => {
    const userId = requireUser();
    const post = withOverrides(visiblePost(params.id));
    if (canReadPost(post)) return {};
    const token = postsStore.unlockTokens.find((t) => t.user_id === userId && t.redeemed_post_id === null);
    if (!post.teaser_post_eligible || !token) throw new MockHttpError(403, TEASER_UNAVAILABLE, 'TEASER_UNAVAILABLE');
    token.redeemed_post_id = post.id;
    postsStore.unlocks.push({ user_id: userId, post_id: post.id, unlocked_at: mockNow().toISOString() });
    return {};
  }),

  route(getPostReaderContext, ({ params }) => {
    const post = visiblePost(params.id);
    const publication = findPublication(post.publication_id);
    if (!publication) throw notFound('Publication');
    const userId = viewerUserId();
    const user = userId === null ? undefined : findUser(userId);
    if (userId === null || !user) return { publication, user: null };
    const level = accessLevel(post.publication_id);
    const role = staffRole(post.publication_id);
    return {
      publication,
      user: {
        id: user.id,
        name: user.name,
        handle: user.handle ?? null,
        email: user.email ?? null,
        photo_url: user.photo_url ?? null,
        is_free_subscribed: level !== 'none',
        is_subscribed: level === 'paid' || level === 'founding',
        is_founding: level === 'founding',
        is_pledged: accountStore.pledges.some((p) => p.user_id === userId && p.publication_id === post.publication_id),
        is_admin: role === 'admin',
        is_contributor: role === 'contributor',
        is_public_admin: publication.author_id === userId,
        has_redeemed_post_unlock_token: hasRedeemedPostUnlockToken(userId),
        primaryPublication: user.primaryPublication ?? null,
      },
    };
  }),

  route(savePost, ({ body }) => {
    const userId = requireUser();
    if (!findPost(body.post_id)) throw notFound('Post');
    if (!postsStore.saved.some((s) => s.post_id === body.post_id && s.user_id === userId)) postsStore.saved.push({ post_id: body.post_id, user_id: userId });
    return {};
  }),
  route(unsavePost, ({ body }) => {
    const userId = requireUser();
    postsStore.saved = postsStore.saved.filter((s) => !(s.post_id === body.post_id && s.user_id === userId));
    return {};
  }),
];
