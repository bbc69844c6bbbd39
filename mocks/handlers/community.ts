/**
 * Mock of the subscriber chat (E01–E07, P01–P05, P04a, P04b). Every item is computed for the viewer who asks
 * (own reaction, report, visit, ban and block state, permalink status), from the rows in `db.community`.
 *
 * Rules (spec 000 §5–§8, inventory §7, M01–M07):
 * - Reading a thread needs the chat's level — `paywall_chat: paid` → paid, else free (G56) — raised by the
 *   audience (`only_paid` → paid, `only_founding` → founding). Publication admins and contributors read all.
 * - Replying (M07): `only_paid*` → paid, `only_founding*` → founding, `all_subscribers` → the chat's level; never
 *   while the thread (or the replied-to reply) is locked — for anyone, admins included.
 * - Lock / unlock: the item's author or a publication admin; never on a reply that has a parent. Contributors
 *   (§7 "c (P)") follow the author rule: they lock their own threads and replies, not other people's.
 * - Delete: the author or a publication admin. Edit: the thread's author only. Ban: publication admins only, on
 *   replies, not their own. Report: signed-in readers who can read the item, not the author, once.
 * - A reader banned from the publication gets 403 `{ status: "PUBLICATION_BAN", error }` on reacting, replying
 *   and editing.
 */
import {
  addChatReaction,
  banChatCommentAuthor,
  deleteChatComment,
  deleteChatPost,
  editChatPost,
  getChatComment,
  getChatPost,
  listChatComments,
  listChatPosts,
  lockChatComment,
  lockChatPost,
  removeChatReaction,
  reportChatItem,
  sendChatComment,
} from '../../src/api/endpoints/community';
import { CHAT_PREVIEW_SNIPPET_CHARS, type ChatComment, type ChatPost, type ChatUser, type ChatUserPubRole } from '../../src/api/schemas/community';
import { mockNow } from '../clock';
import { type ChatCommentRow, type ChatItemKind, type ChatMentionRow, type ChatPostRow, communityStore as store } from '../db/community';
import { core, findPublication, findUser, VIEWER_IDS } from '../db/core';
import { type AccessLevel, accessLevel, hasAccess, staffRole, viewerUserId } from '../db/viewer';
import type { ScenarioViewer } from '../scenario';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

/** 403 with the spec's ban body: `{ status: "PUBLICATION_BAN", error }` (gap G02). */
class PublicationBanError extends MockHttpError {
  constructor(publicationName: string) {
    super(403, `You have been banned from ${publicationName}’s chat.`, 'PUBLICATION_BAN');
  }

  override toBody() {
    return { status: 'PUBLICATION_BAN', error: this.message, errors: [{ msg: this.message }] };
  }
}

const now = () => mockNow().toISOString();

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

// ——— who is who ———

const roleOfViewerId = new Map<number, ScenarioViewer>(Object.entries(VIEWER_IDS).map(([role, userId]) => [userId, role as ScenarioViewer]));

function pubRole(userId: number, publicationId: number) {
  return core.roles.find((r) => r.user_id === userId && r.publication_id === publicationId)?.role ?? null;
}

function chatUser(userId: number): ChatUser {
  const u = findUser(userId);
  return { id: userId, name: u?.name ?? 'Former member', handle: u?.handle ?? null, photo_url: u?.photo_url ?? null };
}

/** Badges: staff role, founding, paid (`subscribed`). Viewer users follow their scenario role. */
function userPubRole(userId: number, publicationId: number): ChatUserPubRole {
  const role = pubRole(userId, publicationId);
  const staff = role === 'admin' || role === 'contributor' ? role : null;
  if (staff) return { role: staff, is_founding: false, membership_state: 'subscribed' };
  const viewerRole = roleOfViewerId.get(userId);
  if (viewerRole) {
    const level = accessLevel(publicationId, viewerRole);
    return {
      role: null,
      is_founding: level === 'founding',
      membership_state: level === 'none' ? 'unsubscribed' : level === 'free' ? 'free_signup' : 'subscribed',
    };
  }
  const member = store.members.find((m) => m.user_id === userId && m.publication_id === publicationId);
  return { role: null, is_founding: member?.is_founding ?? false, membership_state: member?.membership_state ?? 'unsubscribed' };
}

function isBanned(userId: number, publicationId: number): boolean {
  return store.bans.some((b) => b.user_id === userId && b.publication_id === publicationId);
}

function assertNotBanned(userId: number, publicationId: number): void {
  if (isBanned(userId, publicationId)) throw new PublicationBanError(findPublication(publicationId)?.name ?? 'this publication');
}

function isPubAdmin(publicationId: number): boolean {
  return staffRole(publicationId) === 'admin';
}

function blockedRelation(authorId: number, viewerId: number | null) {
  if (viewerId === null || viewerId === authorId) return null;
  if (store.blocks.some((b) => b.user_id === authorId && b.blocked_user_id === viewerId)) return 'blocked_you' as const;
  if (store.blocks.some((b) => b.user_id === viewerId && b.blocked_user_id === authorId)) return 'you_blocked' as const;
  return null;
}

// ——— access (G56, M07) ———

const denialCodes: Record<AccessLevel, string> = {
  none: 'SUBSCRIPTION_REQUIRED',
  free: 'SUBSCRIPTION_REQUIRED',
  paid: 'PAID_SUBSCRIPTION_REQUIRED',
  founding: 'FOUNDING_SUBSCRIPTION_REQUIRED',
};

function chatLevel(publicationId: number): AccessLevel {
  return findPublication(publicationId)?.paywall_chat === 'paid' ? 'paid' : 'free';
}

function readLevel(post: ChatPostRow): AccessLevel {
  if (post.audience === 'only_founding') return 'founding';
  if (post.audience === 'only_paid') return 'paid';
  return chatLevel(post.publication_id);
}

function replyLevel(post: ChatPostRow): AccessLevel {
  if (post.audience === 'only_founding' || post.audience === 'only_founding_replies') return 'founding';
  if (post.audience === 'only_paid' || post.audience === 'only_paid_replies') return 'paid';
  return chatLevel(post.publication_id);
}

/** The teaser status for a reader who may not read the thread, or `null` when they may. */
function readDenial(post: ChatPostRow): string | null {
  const needed = readLevel(post);
  return hasAccess(post.publication_id, needed) ? null : denialCodes[needed];
}

function assertCanRead(post: ChatPostRow): void {
  const code = readDenial(post);
  if (code) throw new MockHttpError(403, 'Subscribe to read this thread.', code);
}

const replyRefusals: Record<AccessLevel, string> = {
  none: 'Only subscribers can reply.',
  free: 'Only subscribers can reply.',
  paid: 'Only paid subscribers can reply.',
  founding: 'Only founding members can reply.',
};

// ——— finding rows ———

function findThread(id: number): ChatPostRow | undefined {
  return store.posts.find((p) => p.id === id);
}

function liveThread(id: number): ChatPostRow {
  const post = findThread(id);
  if (!post || post.deleted_at) throw notFound('Thread');
  return post;
}

function liveComment(id: number): { comment: ChatCommentRow; post: ChatPostRow } {
  const comment = store.comments.find((c) => c.id === id);
  const post = comment && findThread(comment.post_id);
  if (!comment || !post || comment.deleted_at || post.deleted_at) throw notFound('Comment');
  return { comment, post };
}

/** The thread or reply a reaction / report targets, with its thread. */
function liveTarget(kind: 'posts' | 'comments', id: number): { type: ChatItemKind; row: ChatPostRow | ChatCommentRow; post: ChatPostRow } {
  if (kind === 'posts') {
    const post = liveThread(id);
    return { type: 'post', row: post, post };
  }
  const { comment, post } = liveComment(id);
  return { type: 'comment', row: comment, post };
}

// ——— views ———

function reactionsOf(type: ChatItemKind, targetId: number, viewerId: number | null) {
  const rows = store.reactions.filter((r) => r.kind === type && r.target_id === targetId);
  const reactions: Record<string, number> = {};
  for (const r of rows) reactions[r.reaction] = (reactions[r.reaction] ?? 0) + 1;
  const own = viewerId === null ? null : (rows.find((r) => r.user_id === viewerId)?.reaction ?? null);
  return { reactions, reaction: own };
}

function reportedBy(type: ChatItemKind, targetId: number, viewerId: number | null): boolean {
  return viewerId !== null && store.reports.some((r) => r.kind === type && r.target_id === targetId && r.user_id === viewerId);
}

const byTime = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** Up to three latest distinct authors, newest first. */
function recentCommenters(rows: ChatCommentRow[]): ChatUser[] {
  const ids: number[] = [];
  for (const c of [...rows].sort(byTime).reverse()) {
    if (!ids.includes(c.user_id)) ids.push(c.user_id);
    if (ids.length === 3) break;
  }
  return ids.map(chatUser);
}

function liveReplies(postId: number): ChatCommentRow[] {
  return store.comments.filter((c) => c.post_id === postId && !c.deleted_at);
}

function latestActivity(post: ChatPostRow): string {
  const latest = liveReplies(post.id).sort(byTime).at(-1);
  return latest?.created_at ?? post.created_at;
}

function postView(post: ChatPostRow): ChatPost {
  const viewerId = viewerUserId();
  const status = post.deleted_at ? 'deleted' : (readDenial(post) ?? 'open');
  const shown = status === 'open';
  const replies = post.deleted_at ? [] : liveReplies(post.id);
  const { reactions, reaction } = post.deleted_at ? { reactions: {}, reaction: null } : reactionsOf('post', post.id, viewerId);
  return {
    id: post.id,
    publication_id: post.publication_id,
    user_id: post.user_id,
    user: chatUser(post.user_id),
    user_pub_role: userPubRole(post.user_id, post.publication_id),
    body: shown ? post.body : '',
    raw_body: shown ? post.raw_body : null,
    mentions: shown ? post.mentions : [],
    link_url: shown ? post.link_url : null,
    link_metadata: shown ? post.link_metadata : null,
    media_assets: [],
    mediaAttachments: shown ? post.mediaAttachments : [],
    audience: post.audience,
    is_locked: post.is_locked,
    is_edited: post.is_edited,
    status,
    type: post.mediaAttachments.length > 0 ? 'media' : post.link_url ? 'link' : 'text',
    reaction,
    reactions,
    reported_by_user: reportedBy('post', post.id, viewerId),
    comment_count: replies.length,
    recent_commenters: recentCommenters(replies),
    most_recent_comment_created_at: replies.sort(byTime).at(-1)?.created_at ?? null,
    user_last_viewed_timestamp: viewerId === null ? null : (store.views.find((v) => v.post_id === post.id && v.user_id === viewerId)?.at ?? null),
    blocked_relation: blockedRelation(post.user_id, viewerId),
    created_at: post.created_at,
    updated_at: post.updated_at,
  };
}

function commentStatus(comment: ChatCommentRow, post: ChatPostRow): string {
  if (comment.deleted_at || post.deleted_at) return 'DELETED';
  return readDenial(post) ?? 'VISIBLE';
}

function commentView(comment: ChatCommentRow): ChatComment {
  const viewerId = viewerUserId();
  const post = findThread(comment.post_id)!;
  const status = commentStatus(comment, post);
  const shown = status === 'VISIBLE';
  const children = store.comments.filter((c) => c.parent_id === comment.id && !c.deleted_at);
  const quoted = comment.quote_id === null ? undefined : store.comments.find((c) => c.id === comment.quote_id);
  const quotedStatus = quoted ? commentStatus(quoted, post) : null;
  const { reactions, reaction } = comment.deleted_at ? { reactions: {}, reaction: null } : reactionsOf('comment', comment.id, viewerId);
  return {
    id: comment.id,
    post_id: comment.post_id,
    publication_id: post.publication_id,
    parent_id: comment.parent_id,
    quote_id: comment.quote_id,
    quoted_comment:
      shown && quoted
        ? {
            id: quoted.id,
            user_id: quoted.user_id,
            user: chatUser(quoted.user_id),
            body: quotedStatus === 'VISIBLE' ? quoted.body.slice(0, CHAT_PREVIEW_SNIPPET_CHARS) : '',
            status: quotedStatus!,
          }
        : null,
    user_id: comment.user_id,
    user: chatUser(comment.user_id),
    user_pub_role: userPubRole(comment.user_id, post.publication_id),
    body: shown ? comment.body : '',
    raw_body: shown ? comment.raw_body : null,
    mentions: shown ? comment.mentions : [],
    media_uploads: shown ? comment.media_uploads : [],
    reply_count: children.length,
    recent_commenters: recentCommenters(children),
    is_locked: comment.is_locked,
    reaction,
    reactions,
    reported_by_user: reportedBy('comment', comment.id, viewerId),
    ...(isPubAdmin(post.publication_id) ? { is_banned: isBanned(comment.user_id, post.publication_id) } : {}),
    blocked_relation: blockedRelation(comment.user_id, viewerId),
    status,
    created_at: comment.created_at,
  };
}

// ——— writing ———

/** `[@Name](user:123)` mention markup → plain body, raw body and mentions. */
function parseBody(text: string): { body: string; raw_body: string | null; mentions: ChatMentionRow[] } {
  const pattern = /\[@([^\]]+)\]\(user:(\d+)\)/g;
  const mentions: ChatMentionRow[] = [];
  const body = text.replace(pattern, (_m, name: string, userId: string) => {
    const user = findUser(Number(userId));
    if (user && !mentions.some((m) => m.user_id === user.id)) mentions.push({ user_id: user.id, name: user.name, handle: user.handle ?? null });
    return name;
  });
  return { body: body.trim(), raw_body: mentions.length > 0 ? text.trim() : null, mentions };
}

function recordVisit(postId: number, userId: number): void {
  const view = store.views.find((v) => v.post_id === postId && v.user_id === userId);
  if (view) view.at = now();
  else store.views.push({ post_id: postId, user_id: userId, at: now() });
}

// ——— cursors ———

function takePage<T>(ordered: T[], startAt: number, limit: number, keep: (row: T) => boolean): { page: T[]; more: boolean } {
  const page: T[] = [];
  let i = startAt;
  for (; i < ordered.length && page.length < limit; i++) if (keep(ordered[i]!)) page.push(ordered[i]!);
  const more = ordered.slice(i).some(keep);
  return { page, more };
}

/** P04b cursor: `<activity ISO>_<thread id>` of the last thread of the page (opaque to clients). */
function threadCursor(post: ChatPostRow): string {
  return `${latestActivity(post)}_${post.id}`;
}

export const communityHandlers = [
  route(getChatPost, ({ params }) => {
    const post = findThread(params.id);
    if (!post) throw notFound('Thread');
    const view = postView(post);
    const viewerId = viewerUserId();
    if (viewerId !== null && view.status === 'open') recordVisit(post.id, viewerId);
    return { communityPost: view };
  }),

  route(lockChatPost, ({ params, body }) => {
    const userId = requireUser();
    const post = liveThread(params.id);
    if (post.user_id !== userId && !isPubAdmin(post.publication_id)) throw forbidden('Only the thread’s author or a publication admin can lock replies.');
    post.is_locked = body.is_locked;
    return { communityPost: postView(post) };
  }),

  route(editChatPost, ({ params, body }) => {
    const userId = requireUser();
    const post = liveThread(params.id);
    assertNotBanned(userId, post.publication_id);
    if (post.user_id !== userId) throw forbidden('You can only edit your own thread.');
    const parsed = parseBody(body.body);
    if (!parsed.body && post.mediaAttachments.length === 0) throw badRequest('Write something before saving.', 'body');
    Object.assign(post, parsed, { is_edited: true, updated_at: now() });
    return { communityPost: postView(post) };
  }),

  route(deleteChatPost, ({ params, body }) => {
    const userId = requireUser();
    if (body.postId !== undefined && body.postId !== params.id) throw badRequest('postId does not match the thread in the path.', 'postId');
    const post = liveThread(params.id);
    if (post.user_id !== userId && !isPubAdmin(post.publication_id)) throw forbidden('Only the thread’s author or a publication admin can delete it.');
    post.deleted_at = now();
    return {};
  }),

  route(getChatComment, ({ params }) => {
    const comment = store.comments.find((c) => c.id === params.id);
    if (!comment) throw notFound('Comment');
    return { comment: commentView(comment) };
  }),

  route(lockChatComment, ({ params, body }) => {
    const userId = requireUser();
    const { comment, post } = liveComment(params.id);
    if (comment.parent_id !== null) throw badRequest('Replies to a reply cannot be locked.', 'is_locked');
    if (comment.user_id !== userId && !isPubAdmin(post.publication_id)) throw forbidden('Only the reply’s author or a publication admin can lock replies.');
    comment.is_locked = body.is_locked;
    return { comment: commentView(comment) };
  }),

  route(deleteChatComment, ({ params, body }) => {
    const userId = requireUser();
    if (body.commentId !== undefined && body.commentId !== params.id) throw badRequest('commentId does not match the comment in the path.', 'commentId');
    const { comment, post } = liveComment(params.id);
    if (comment.user_id !== userId && !isPubAdmin(post.publication_id)) throw forbidden('Only the reply’s author or a publication admin can delete it.');
    comment.deleted_at = now();
    return {};
  }),

  route(banChatCommentAuthor, ({ params, query }) => {
    const userId = requireUser();
    const comment = store.comments.find((c) => c.id === params.id);
    const post = comment && findThread(comment.post_id);
    if (!comment || !post) throw notFound('Comment');
    if (!isPubAdmin(post.publication_id)) throw forbidden('Only publication admins can ban users.');
    if (comment.user_id === userId) throw forbidden('You cannot ban yourself.');
    const already = isBanned(comment.user_id, post.publication_id);
    if (query.ban && !already) store.bans.push({ publication_id: post.publication_id, user_id: comment.user_id, banned_by: userId, created_at: now() });
    if (!query.ban) store.bans = store.bans.filter((b) => !(b.publication_id === post.publication_id && b.user_id === comment.user_id));
    return { user_id: comment.user_id, publication_id: post.publication_id, is_banned: query.ban };
  }),

  route(addChatReaction, ({ params, body }) => {
    const userId = requireUser();
    const { type, row, post } = liveTarget(params.kind, params.id);
    assertNotBanned(userId, post.publication_id);
    assertCanRead(post);
    store.reactions = store.reactions.filter((r) => !(r.kind === type && r.target_id === row.id && r.user_id === userId));
    store.reactions.push({ kind: type, target_id: row.id, user_id: userId, reaction: body.reaction });
    return reactionsOf(type, row.id, userId);
  }),

  route(removeChatReaction, ({ params }) => {
    const userId = requireUser();
    const { type, row, post } = liveTarget(params.kind, params.id);
    assertNotBanned(userId, post.publication_id);
    assertCanRead(post);
    store.reactions = store.reactions.filter((r) => !(r.kind === type && r.target_id === row.id && r.user_id === userId));
    return { ...reactionsOf(type, row.id, userId), reaction: null };
  }),

  route(reportChatItem, ({ params, body }) => {
    const userId = requireUser();
    const { type, row, post } = liveTarget(params.kind, params.id);
    assertCanRead(post);
    const noun = type === 'post' ? 'thread' : 'reply';
    if (row.user_id === userId) throw forbidden(`You cannot report your own ${noun}.`);
    if (reportedBy(type, row.id, userId)) throw new MockHttpError(409, `You already reported this ${noun}.`);
    store.reports.push({ kind: type, target_id: row.id, user_id: userId, is_non_admin: body.is_non_admin ?? null, created_at: now() });
    return { reported_by_user: true };
  }),

  route(sendChatComment, ({ params, body }) => {
    const userId = requireUser();
    const post = liveThread(params.id);
    assertNotBanned(userId, post.publication_id);
    assertCanRead(post);
    if (post.is_locked) throw forbidden('Replies to this thread are locked.');
    const needed = replyLevel(post);
    if (!hasAccess(post.publication_id, needed)) throw forbidden(replyRefusals[needed]);
    const inThread = (id: number) => store.comments.find((c) => c.id === id && c.post_id === post.id && !c.deleted_at);
    let parentId: number | null = null;
    if (body.parent_id != null) {
      const parent = inThread(body.parent_id);
      if (!parent) throw badRequest('parent_id is not a reply in this thread.', 'parent_id');
      if (parent.parent_id !== null) throw badRequest('You can only reply to a top-level reply.', 'parent_id');
      if (parent.is_locked) throw forbidden('Replies to this comment are locked.');
      parentId = parent.id;
    }
    if (body.quote_id != null && !inThread(body.quote_id)) throw badRequest('quote_id is not a reply in this thread.', 'quote_id');
    const media = (body.media_upload_ids ?? []).map((mediaId) => {
      const upload = store.uploads.find((u) => u.media_upload_id === mediaId);
      if (!upload) throw badRequest(`Unknown media upload ${mediaId}.`, 'media_upload_ids');
      return upload;
    });
    const parsed = parseBody(body.body);
    if (!parsed.body && media.length === 0) throw badRequest('Write a reply or attach an image.', 'body');
    const comment: ChatCommentRow = {
      id: store.nextCommentId++,
      post_id: post.id,
      parent_id: parentId,
      quote_id: body.quote_id ?? null,
      user_id: userId,
      ...parsed,
      media_uploads: media,
      is_locked: false,
      deleted_at: null,
      created_at: now(),
    };
    store.comments.push(comment);
    recordVisit(post.id, userId);
    return { comment: commentView(comment) };
  }),

  route(listChatComments, ({ params, query }) => {
    const post = liveThread(params.id);
    assertCanRead(post);
    const parentId = query?.parent_id;
    if (parentId !== undefined && !store.comments.some((c) => c.id === parentId && c.post_id === post.id)) {
      throw badRequest('parent_id is not a reply in this thread.', 'parent_id');
    }
    if (parentId !== undefined && query?.include_replies) throw badRequest('include_replies is for pages of top-level replies.', 'include_replies');
    const ordered = store.comments.filter((c) => c.post_id === post.id && c.parent_id === (parentId ?? null)).sort(byTime);
    if (query?.order === 'newest_first') ordered.reverse();
    let startAt = 0;
    if (query?.cursor !== undefined) {
      const at = ordered.findIndex((c) => String(c.id) === query.cursor);
      if (at < 0) throw badRequest('Unknown cursor.', 'cursor');
      startAt = at + 1;
    }
    const hasLiveReplies = (c: ChatCommentRow) => store.comments.some((r) => r.parent_id === c.id && !r.deleted_at);
    const { page, more } = takePage(ordered, startAt, query?.limit ?? 20, (c) => !c.deleted_at || hasLiveReplies(c));
    const nextCursor = more && page.length > 0 ? String(page.at(-1)!.id) : null;
    if (!query?.include_replies) return { comments: page.map(commentView), nextCursor };
    // One request per page of the thread: each top-level reply followed by its own (oldest first, up to 50).
    const withReplies = page.flatMap((top) => [
      top,
      ...store.comments
        .filter((r) => r.parent_id === top.id && !r.deleted_at)
        .sort(byTime)
        .slice(0, 50),
    ]);
    return { comments: withReplies.map(commentView), nextCursor };
  }),

  route(listChatPosts, ({ params, query }) => {
    const publication = findPublication(params.publicationId);
    if (!publication?.community_enabled) throw notFound('Chat');
    const needed = chatLevel(publication.id);
    if (!hasAccess(publication.id, needed)) throw new MockHttpError(403, `Subscribe to join ${publication.name}’s chat.`, denialCodes[needed]);
    const ordered = store.posts
      .filter((p) => p.publication_id === publication.id && !p.deleted_at)
      .map((p) => ({ post: p, activity: latestActivity(p) }))
      .sort((a, b) => b.activity.localeCompare(a.activity) || b.post.id - a.post.id);
    let startAt = 0;
    if (query?.cursor !== undefined) {
      const match = /^(.+)_(\d+)$/.exec(query.cursor);
      if (!match || Number.isNaN(Date.parse(match[1]!))) throw badRequest('Malformed cursor.', 'cursor');
      const [activity, id] = [match[1]!, Number(match[2])];
      startAt = ordered.findIndex((t) => t.activity < activity || (t.activity === activity && t.post.id < id));
      if (startAt < 0) startAt = ordered.length;
    }
    const { page, more } = takePage(ordered, startAt, query?.limit ?? 20, () => true);
    return { communityPosts: page.map((t) => postView(t.post)), nextCursor: more && page.length > 0 ? threadCursor(page.at(-1)!.post) : null };
  }),
];
