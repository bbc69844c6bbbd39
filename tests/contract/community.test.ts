import { describe, expect, it } from 'vitest';
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
import { CHAT_BODY_MAX_CHARS, chatAudiences, chatPermalinkView, chatReactionSet } from '../../src/api/schemas/community';
import { MOCK_NOW } from '../../mocks/clock';
import { db, resetDb } from '../../mocks/db';
import { setScenario } from '../../mocks/scenario';
import { BASE_URL, call, callError, useMockServer } from './setup';

useMockServer();

const as = (viewer: Parameters<typeof setScenario>[0]['viewer']) => setScenario({ viewer });
const thread = async (id: number) => (await call(getChatPost, { params: { id } })).communityPost;
const reply = async (id: number) => (await call(getChatComment, { params: { id } })).comment;

/** Every top-level reply of a thread, following the cursor. */
async function allReplies(id: number, limit = 20, parent_id?: number) {
  const out = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const res = await call(listChatComments, { params: { id }, query: { limit, cursor, parent_id } });
    out.push(...res.comments);
    if (!res.nextCursor) return out;
    cursor = res.nextCursor;
  }
  throw new Error('cursor never ended');
}

describe('seeded chat world', () => {
  it('has threads of every audience, locked and unlocked, on a paid chat and a free chat', async () => {
    as('admin');
    const margin = (await call(listChatPosts, { params: { publicationId: 1 } })).communityPosts;
    expect(new Set(margin.map((t) => t.audience))).toEqual(new Set(chatAudiences));
    expect(margin.some((t) => t.is_locked)).toBe(true);
    expect(margin.some((t) => !t.is_locked)).toBe(true);
    as('founding');
    const water = (await call(listChatPosts, { params: { publicationId: 4 } })).communityPosts;
    expect(new Set(water.map((t) => t.audience))).toEqual(new Set(chatAudiences));
    expect(water.every((t) => t.publication_id === 4)).toBe(true);
  });

  it('has an edited long thread with a long link, link preview, reactions from several users and 40+ replies', async () => {
    as('paid');
    const t = await thread(3001);
    expect(t.status).toBe('open');
    expect(t.body.length).toBeGreaterThan(600);
    expect(t.link_url!.length).toBeGreaterThan(64);
    expect(t.link_metadata?.title).toBeTruthy();
    expect(t.type).toBe('link');
    expect(t.is_edited).toBe(true);
    expect(t.comment_count).toBe(48);
    expect(t.recent_commenters).toHaveLength(3);
    expect(t.user_pub_role?.role).toBe('admin');
    expect(Object.keys(t.reactions).every((r) => (chatReactionSet as readonly string[]).includes(r))).toBe(true);
    expect(Object.values(t.reactions).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
    expect(Object.keys(t.reactions).length).toBeGreaterThanOrEqual(3);
    expect(t.reaction).toBe('❤');
  });

  it('has media threads: images of different sizes incl. an explicit one, and a video', async () => {
    as('founding');
    const images = (await thread(3002)).mediaAttachments;
    expect(images.length).toBe(3);
    expect(new Set(images.map((m) => `${m.width}x${m.height}`)).size).toBe(3);
    expect(images.some((m) => m.explicit)).toBe(true);
    expect(images.every((m) => m.url.startsWith('/mock-assets/covers/'))).toBe(true);
    const video = await thread(3004);
    expect(video.type).toBe('media');
    expect(video.mediaAttachments[0]).toMatchObject({ type: 'video', url: '/mock-assets/media/video.mp4' });
  });

  it('has replies with parents, quotes, media (incl. explicit), long bodies, badges, reports and blocks', async () => {
    as('paid');
    expect((await reply(4046)).parent_id).toBe(4001);
    expect((await reply(4012)).quoted_comment).toMatchObject({ id: 4008, status: 'VISIBLE' });
    expect((await reply(4015)).media_uploads.some((m) => m.is_explicit)).toBe(true);
    expect((await reply(4030)).body.length).toBeGreaterThan(600);
    expect((await reply(4002)).user_pub_role?.role).toBe('admin');
    expect((await reply(4008)).user_pub_role?.role).toBe('contributor');
    expect((await reply(4001)).user_pub_role).toMatchObject({ is_founding: true, membership_state: 'subscribed' });
    expect((await reply(4007)).user_pub_role).toMatchObject({ is_founding: false, membership_state: 'subscribed' });
    expect((await reply(4005)).reported_by_user).toBe(true);
    expect((await reply(4007)).reported_by_user).toBe(false);
    expect((await reply(4015)).blocked_relation).toBe('blocked_you');
    expect((await reply(4019)).blocked_relation).toBe('you_blocked');
    expect((await reply(4003)).is_locked).toBe(true);
    expect((await reply(4003)).reply_count).toBe(2);
    as('free');
    expect((await reply(4202)).user_pub_role).toMatchObject({ role: null, membership_state: 'free_signup' });
    expect((await reply(4204)).user_pub_role?.role).toBe('admin');
  });

  it('resetDb restores the seed', async () => {
    as('admin');
    await call(deleteChatPost, { params: { id: 3001 }, body: { postId: 3001 } });
    resetDb();
    expect((await thread(3001)).status).toBe('open');
    expect(db.community.nextCommentId).toBe(5001);
  });
});

describe('E01 GET /api/v1/community/posts/:id', () => {
  it('answers a limited thread whose status names the teaser when the reader may not read it', async () => {
    as('free');
    const paidChat = await thread(3001);
    expect(paidChat).toMatchObject({ status: 'PAID_SUBSCRIPTION_REQUIRED', body: '', link_url: null, audience: 'all_subscribers' });
    expect(chatPermalinkView(paidChat.status)).toBe('paid');
    as('anonymous');
    expect((await thread(3001)).status).toBe('PAID_SUBSCRIPTION_REQUIRED');
    const freeChat = await thread(3101);
    expect(freeChat.status).toBe('SUBSCRIPTION_REQUIRED');
    expect(chatPermalinkView(freeChat.status)).toBe('unavailable');
    as('paid');
    const founding = await thread(3004);
    expect(founding).toMatchObject({ status: 'FOUNDING_SUBSCRIPTION_REQUIRED', mediaAttachments: [] });
    expect(chatPermalinkView(founding.status)).toBe('founding');
  });

  it('shows audience-restricted threads to the right readers and to staff', async () => {
    as('founding');
    expect((await thread(3004)).status).toBe('open');
    as('contributor');
    expect((await thread(3004)).status).toBe('open');
    as('free');
    expect((await thread(3101)).status).toBe('open');
    expect((await thread(3102)).status).toBe('open');
    expect((await thread(3103)).status).toBe('PAID_SUBSCRIPTION_REQUIRED');
    expect((await thread(3104)).status).toBe('FOUNDING_SUBSCRIPTION_REQUIRED');
    as('paid');
    expect((await thread(3103)).status).toBe('open');
  });

  it('answers a deleted thread with status deleted and no content', async () => {
    as('admin');
    const t = await thread(3007);
    expect(t).toMatchObject({ status: 'deleted', body: '', comment_count: 0 });
    expect(chatPermalinkView(t.status)).toBe('unavailable');
  });

  it('gives the previous visit for the unread marker, then records this visit', async () => {
    as('paid');
    const first = await thread(3001);
    expect(first.user_last_viewed_timestamp! < first.most_recent_comment_created_at!).toBe(true);
    const second = await thread(3001);
    expect(second.user_last_viewed_timestamp).toBe(MOCK_NOW);
    expect(second.user_last_viewed_timestamp! > second.most_recent_comment_created_at!).toBe(true);
  });

  it('answers 404 for an unknown thread', async () => {
    const error = await callError(getChatPost, { params: { id: 99999 } });
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Thread not found');
  });
});

describe('E04 GET /api/v1/community/comments/:id (permalink status)', () => {
  it('computes VISIBLE / PAID_ / FOUNDING_SUBSCRIPTION_REQUIRED / DELETED per viewer', async () => {
    as('paid');
    const visible = await reply(4007);
    expect(visible.status).toBe('VISIBLE');
    expect(visible.media_uploads).toHaveLength(1);
    expect((await reply(4121)).status).toBe('FOUNDING_SUBSCRIPTION_REQUIRED');
    expect((await reply(4020)).status).toBe('DELETED');
    expect(chatPermalinkView('DELETED')).toBe('unavailable');
    as('free');
    const limited = await reply(4007);
    expect(limited).toMatchObject({ status: 'PAID_SUBSCRIPTION_REQUIRED', body: '', media_uploads: [] });
    as('founding');
    expect((await reply(4121)).status).toBe('VISIBLE');
    as('anonymous');
    expect((await reply(4201)).status).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('tells publication admins (only) whether the author is banned (G05)', async () => {
    as('admin');
    expect((await reply(4006)).is_banned).toBe(true);
    expect((await reply(4007)).is_banned).toBe(false);
    as('paid');
    expect((await reply(4006)).is_banned).toBeUndefined();
  });

  it('answers 404 for an unknown comment', async () => {
    expect((await callError(getChatComment, { params: { id: 99999 } })).status).toBe(404);
  });
});

describe('E02 PATCH /api/v1/community/posts/:id (lock replies)', () => {
  it('lets a publication admin lock and unlock; a locked thread refuses replies', async () => {
    as('admin');
    const locked = await call(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } });
    expect(locked.communityPost.is_locked).toBe(true);
    as('paid');
    expect((await thread(3001)).is_locked).toBe(true);
    const refused = await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'Hello?' } });
    expect(refused.status).toBe(403);
    expect(refused.serverMessage).toBe('Replies to this thread are locked.');
    as('admin');
    await call(lockChatPost, { params: { id: 3001 }, body: { is_locked: false } });
    as('paid');
    expect((await call(sendChatComment, { params: { id: 3001 }, body: { body: 'Hello!' } })).comment.body).toBe('Hello!');
  });

  it('lets the thread’s author lock their own thread (contributors too), nobody else', async () => {
    as('paid');
    expect((await call(lockChatPost, { params: { id: 3008 }, body: { is_locked: true } })).communityPost.is_locked).toBe(true);
    expect((await callError(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } })).status).toBe(403);
    as('contributor');
    expect((await call(lockChatPost, { params: { id: 3005 }, body: { is_locked: true } })).communityPost.is_locked).toBe(true);
    expect((await callError(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } })).status).toBe(403);
    as('founding');
    expect((await callError(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } })).status).toBe(403);
  });

  it('answers 401 anonymous, 404 deleted, 400 without is_locked', async () => {
    as('anonymous');
    expect((await callError(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } })).status).toBe(401);
    as('admin');
    expect((await callError(lockChatPost, { params: { id: 3007 }, body: { is_locked: true } })).status).toBe(404);
    const bad = await callError(lockChatPost, { params: { id: 3001 }, body: {} as never });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('is_locked');
  });
});

describe('E05 PATCH /api/v1/community/comments/:id (lock replies to a reply)', () => {
  it('an admin locks a top-level reply; replying to it is refused until unlocked', async () => {
    as('admin');
    expect((await call(lockChatComment, { params: { id: 4002 }, body: { is_locked: true } })).comment.is_locked).toBe(true);
    as('paid');
    const refused = await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'Me too', parent_id: 4002 } });
    expect(refused.status).toBe(403);
    expect(refused.serverMessage).toBe('Replies to this comment are locked.');
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x', parent_id: 4003 } })).status).toBe(403);
    as('admin');
    await call(lockChatComment, { params: { id: 4002 }, body: { is_locked: false } });
    as('paid');
    expect((await call(sendChatComment, { params: { id: 3001 }, body: { body: 'Me too', parent_id: 4002 } })).comment.parent_id).toBe(4002);
  });

  it('lets the author lock their own reply, not others; never a reply that has a parent', async () => {
    as('paid');
    expect((await call(lockChatComment, { params: { id: 4004 }, body: { is_locked: true } })).comment.is_locked).toBe(true);
    expect((await callError(lockChatComment, { params: { id: 4007 }, body: { is_locked: true } })).status).toBe(403);
    const nested = await callError(lockChatComment, { params: { id: 4046 }, body: { is_locked: true } });
    expect(nested.status).toBe(400);
    expect(nested.serverMessage).toBe('Replies to a reply cannot be locked.');
    as('admin');
    expect((await callError(lockChatComment, { params: { id: 4046 }, body: { is_locked: true } })).status).toBe(400);
  });

  it('answers 401 anonymous and 404 for a deleted reply', async () => {
    as('anonymous');
    expect((await callError(lockChatComment, { params: { id: 4004 }, body: { is_locked: true } })).status).toBe(401);
    as('admin');
    expect((await callError(lockChatComment, { params: { id: 4020 }, body: { is_locked: true } })).status).toBe(404);
  });
});

describe('E03 DELETE /api/v1/community/posts/:id', () => {
  it('the author deletes their thread: E01 answers status deleted, the chat list leaves it out', async () => {
    as('paid');
    expect(await call(deleteChatPost, { params: { id: 3008 }, body: { postId: 3008 } })).toEqual({});
    expect((await thread(3008)).status).toBe('deleted');
    expect((await call(listChatPosts, { params: { publicationId: 1 } })).communityPosts.map((t) => t.id)).not.toContain(3008);
    expect((await callError(listChatComments, { params: { id: 3008 } })).status).toBe(404);
  });

  it('a publication admin deletes anyone’s thread; others may not', async () => {
    as('paid');
    expect((await callError(deleteChatPost, { params: { id: 3001 }, body: { postId: 3001 } })).status).toBe(403);
    as('contributor');
    expect((await callError(deleteChatPost, { params: { id: 3006 }, body: {} })).status).toBe(403);
    as('admin');
    await call(deleteChatPost, { params: { id: 3006 }, body: { postId: 3006 } });
    expect((await thread(3006)).status).toBe('deleted');
  });

  it('answers 400 for a mismatched postId, 404 when already deleted, 401 anonymous', async () => {
    as('admin');
    const mismatch = await callError(deleteChatPost, { params: { id: 3001 }, body: { postId: 3002 } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.serverMessage).toContain('postId');
    expect((await callError(deleteChatPost, { params: { id: 3007 }, body: { postId: 3007 } })).status).toBe(404);
    as('anonymous');
    expect((await callError(deleteChatPost, { params: { id: 3001 }, body: { postId: 3001 } })).status).toBe(401);
  });
});

describe('E06 DELETE /api/v1/community/comments/:id', () => {
  it('updates the parent’s reply_count (E04) and the thread’s comment_count (E01)', async () => {
    as('admin');
    const before = { parent: (await reply(4003)).reply_count, thread: (await thread(3001)).comment_count };
    expect(await call(deleteChatComment, { params: { id: 4043 }, body: { commentId: 4043 } })).toEqual({});
    expect((await reply(4003)).reply_count).toBe(before.parent - 1);
    expect((await thread(3001)).comment_count).toBe(before.thread - 1);
    expect((await reply(4043)).status).toBe('DELETED');
  });

  it('the author deletes their own reply; a deleted reply with replies stays listed as DELETED', async () => {
    as('paid');
    await call(deleteChatComment, { params: { id: 4004 }, body: { commentId: 4004 } });
    const own = await reply(4004);
    expect(own).toMatchObject({ status: 'DELETED', body: '' });
    const listed = await allReplies(3001);
    expect(listed.map((c) => c.id)).not.toContain(4004);
    expect(listed.find((c) => c.id === 4010)).toMatchObject({ status: 'DELETED', body: '', reply_count: 1 });
  });

  it('refuses others’ replies (403), mismatched commentId (400), deleted (404), anonymous (401)', async () => {
    as('paid');
    expect((await callError(deleteChatComment, { params: { id: 4005 }, body: { commentId: 4005 } })).status).toBe(403);
    as('contributor');
    expect((await callError(deleteChatComment, { params: { id: 4005 }, body: {} })).status).toBe(403);
    as('admin');
    expect((await callError(deleteChatComment, { params: { id: 4005 }, body: { commentId: 1 } })).status).toBe(400);
    expect((await callError(deleteChatComment, { params: { id: 4020 }, body: { commentId: 4020 } })).status).toBe(404);
    as('anonymous');
    expect((await callError(deleteChatComment, { params: { id: 4005 }, body: { commentId: 4005 } })).status).toBe(401);
  });
});

describe('E07 POST /api/v1/community/comments/:id/publication_bans', () => {
  it('an admin bans a reader: their reaction, reply and edit get 403 PUBLICATION_BAN until unbanned', async () => {
    as('admin');
    expect(await call(banChatCommentAuthor, { params: { id: 4004 }, query: { ban: true } })).toEqual({ user_id: 102, publication_id: 1, is_banned: true });
    expect((await reply(4004)).is_banned).toBe(true);

    as('paid');
    const reaction = await callError(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '👍' } });
    expect(reaction.status).toBe(403);
    expect(reaction.code).toBe('PUBLICATION_BAN');
    expect(reaction.isPublicationBan).toBe(true);
    expect(reaction.serverMessage).toBe('You have been banned from The Daily Margin’s chat.');
    const raw = await fetch(`${BASE_URL}/api/v1/community/posts/3001/reaction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reaction: '👍' }),
    });
    expect(await raw.json()).toMatchObject({ status: 'PUBLICATION_BAN', error: 'You have been banned from The Daily Margin’s chat.' });
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'hi' } })).code).toBe('PUBLICATION_BAN');
    expect((await callError(editChatPost, { params: { id: 3008 }, body: { body: 'edited' } })).code).toBe('PUBLICATION_BAN');
    expect((await callError(removeChatReaction, { params: { kind: 'posts', id: 3001 }, body: {} })).code).toBe('PUBLICATION_BAN');
    // The ban is per publication: Open Water still works.
    expect((await call(addChatReaction, { params: { kind: 'posts', id: 3101 }, body: { reaction: '👍' } })).reaction).toBe('👍');

    as('admin');
    expect((await call(banChatCommentAuthor, { params: { id: 4004 }, query: { ban: false } })).is_banned).toBe(false);
    as('paid');
    expect((await call(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '👍' } })).reaction).toBe('👍');
  });

  it('the free viewer is not banned anywhere; the seeded banned commenter can be unbanned', async () => {
    as('free');
    expect((await call(addChatReaction, { params: { kind: 'posts', id: 3101 }, body: { reaction: '😮' } })).reaction).toBe('😮');
    as('admin');
    expect((await reply(4025)).is_banned).toBe(true);
    await call(banChatCommentAuthor, { params: { id: 4006 }, query: { ban: 'false' } });
    expect((await reply(4025)).is_banned).toBe(false);
    expect(db.community.bans.some((b) => b.user_id === 231)).toBe(false);
  });

  it('is for publication admins only, never on their own reply', async () => {
    as('contributor');
    expect((await callError(banChatCommentAuthor, { params: { id: 4005 }, query: { ban: true } })).status).toBe(403);
    as('paid');
    expect((await callError(banChatCommentAuthor, { params: { id: 4005 }, query: { ban: true } })).status).toBe(403);
    as('admin');
    const own = await callError(banChatCommentAuthor, { params: { id: 4002 }, query: { ban: true } });
    expect(own.status).toBe(403);
    expect(own.serverMessage).toBe('You cannot ban yourself.');
    // The admin of The Daily Margin is not an admin of Open Water.
    expect((await callError(banChatCommentAuthor, { params: { id: 4205 }, query: { ban: false } })).status).toBe(403);
  });

  it('answers 401 anonymous, 400 without ban, 404 for an unknown comment', async () => {
    as('anonymous');
    expect((await callError(banChatCommentAuthor, { params: { id: 4005 }, query: { ban: true } })).status).toBe(401);
    as('admin');
    const missing = await callError(banChatCommentAuthor, { params: { id: 4005 }, query: {} as never });
    expect(missing.status).toBe(400);
    expect(missing.serverMessage).toContain('ban');
    expect((await callError(banChatCommentAuthor, { params: { id: 99999 }, query: { ban: true } })).status).toBe(404);
  });
});

describe('P01/P02 reactions', () => {
  it('adds, replaces and removes the reader’s reaction on a thread, answering {reactions, reaction}', async () => {
    as('paid');
    const before = (await thread(3001)).reactions;
    const replaced = await call(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '😢' } });
    expect(replaced.reaction).toBe('😢');
    expect(replaced.reactions['❤'] ?? 0).toBe((before['❤'] ?? 0) - 1);
    expect(replaced.reactions['😢']).toBe((before['😢'] ?? 0) + 1);
    expect((await thread(3001)).reaction).toBe('😢');
    const removed = await call(removeChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '😢' } });
    expect(removed.reaction).toBeNull();
    expect(removed.reactions['😢'] ?? 0).toBe(before['😢'] ?? 0);
    expect((await thread(3001)).reaction).toBeNull();
  });

  it('reacts to replies', async () => {
    as('founding');
    const res = await call(addChatReaction, { params: { kind: 'comments', id: 4007 }, body: { reaction: '😂' } });
    expect(res.reaction).toBe('😂');
    expect((await reply(4007)).reactions['😂']).toBe(res.reactions['😂']);
    expect((await reply(4007)).reaction).toBe('😂');
  });

  it('refuses a reaction outside the set (400 naming reaction)', async () => {
    as('paid');
    const error = await callError(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '🔥' as never } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('reaction');
  });

  it('answers 401 anonymous, 403 with the teaser code without access, 404 for deleted or unknown items', async () => {
    as('anonymous');
    expect((await callError(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '❤' } })).status).toBe(401);
    as('free');
    const noAccess = await callError(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '❤' } });
    expect(noAccess.status).toBe(403);
    expect(noAccess.code).toBe('PAID_SUBSCRIPTION_REQUIRED');
    as('paid');
    expect((await callError(addChatReaction, { params: { kind: 'comments', id: 4121 }, body: { reaction: '❤' } })).code).toBe('FOUNDING_SUBSCRIPTION_REQUIRED');
    expect((await callError(addChatReaction, { params: { kind: 'posts', id: 3007 }, body: { reaction: '❤' } })).status).toBe(404);
    expect((await callError(addChatReaction, { params: { kind: 'comments', id: 4020 }, body: { reaction: '❤' } })).status).toBe(404);
    expect((await callError(addChatReaction, { params: { kind: 'notes' as never, id: 3001 }, body: { reaction: '❤' } })).status).toBe(404);
  });
});

describe('P03 report', () => {
  it('marks the item reported for the reporter only, once', async () => {
    as('founding');
    expect(await call(reportChatItem, { params: { kind: 'posts', id: 3001 }, body: { is_non_admin: false } })).toEqual({ reported_by_user: true });
    expect((await thread(3001)).reported_by_user).toBe(true);
    expect(db.community.reports.find((r) => r.target_id === 3001)?.is_non_admin).toBe(false);
    const twice = await callError(reportChatItem, { params: { kind: 'posts', id: 3001 }, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.serverMessage).toBe('You already reported this thread.');
    as('paid');
    expect((await thread(3001)).reported_by_user).toBe(false);
    expect((await callError(reportChatItem, { params: { kind: 'comments', id: 4005 }, body: {} })).serverMessage).toBe('You already reported this reply.');
  });

  it('refuses the owner (403), anonymous (401), readers without access (403 code), deleted items (404)', async () => {
    as('paid');
    const own = await callError(reportChatItem, { params: { kind: 'comments', id: 4004 }, body: {} });
    expect(own.status).toBe(403);
    expect(own.serverMessage).toBe('You cannot report your own reply.');
    expect((await callError(reportChatItem, { params: { kind: 'comments', id: 4020 }, body: {} })).status).toBe(404);
    as('anonymous');
    expect((await callError(reportChatItem, { params: { kind: 'posts', id: 3001 }, body: {} })).status).toBe(401);
    as('free');
    expect((await callError(reportChatItem, { params: { kind: 'posts', id: 3001 }, body: {} })).code).toBe('PAID_SUBSCRIPTION_REQUIRED');
  });
});

describe('P04 POST /api/v1/community/posts/:id/comments', () => {
  it('adds a reply visible to the next GETs (count, latest activity, list, chat order)', async () => {
    as('paid');
    const before = await thread(3006);
    const { comment } = await call(sendChatComment, { params: { id: 3006 }, body: { body: '  What a find!  ' } });
    expect(comment).toMatchObject({ post_id: 3006, parent_id: null, user_id: 102, body: 'What a find!', status: 'VISIBLE', created_at: MOCK_NOW });
    expect(comment.user_pub_role).toMatchObject({ membership_state: 'subscribed' });
    const after = await thread(3006);
    expect(after.comment_count).toBe(before.comment_count + 1);
    expect(after.most_recent_comment_created_at).toBe(MOCK_NOW);
    expect(after.recent_commenters[0]?.id).toBe(102);
    expect((await allReplies(3006)).at(-1)?.id).toBe(comment.id);
    expect((await call(listChatPosts, { params: { publicationId: 1 } })).communityPosts[0]?.id).toBe(3006);
  });

  it('replies to a reply with a quote, media and a mention', async () => {
    as('founding');
    const before = (await reply(4001)).reply_count;
    const { comment } = await call(sendChatComment, {
      params: { id: 3001 },
      body: { body: 'Agree with [@Paolo Paid](user:102)', parent_id: 4001, quote_id: 4046, media_upload_ids: ['chat-upload-3'] },
    });
    expect(comment).toMatchObject({ parent_id: 4001, quote_id: 4046, body: 'Agree with Paolo Paid', raw_body: 'Agree with [@Paolo Paid](user:102)' });
    expect(comment.mentions).toEqual([{ user_id: 102, name: 'Paolo Paid', handle: 'paolo' }]);
    expect(comment.media_uploads[0]).toMatchObject({ media_upload_id: 'chat-upload-3', is_explicit: true });
    expect(comment.quoted_comment?.id).toBe(4046);
    expect((await reply(4001)).reply_count).toBe(before + 1);
    expect((await allReplies(3001, 50, 4001)).map((c) => c.id)).toContain(comment.id);
  });

  it('follows audience × viewer (M07)', async () => {
    as('free');
    const paidReplies = await callError(sendChatComment, { params: { id: 3102 }, body: { body: 'Me!' } });
    expect(paidReplies.status).toBe(403);
    expect(paidReplies.serverMessage).toBe('Only paid subscribers can reply.');
    expect((await call(sendChatComment, { params: { id: 3101 }, body: { body: 'Count me in' } })).comment.post_id).toBe(3101);
    expect((await callError(sendChatComment, { params: { id: 3103 }, body: { body: 'x' } })).code).toBe('PAID_SUBSCRIPTION_REQUIRED');
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x' } })).code).toBe('PAID_SUBSCRIPTION_REQUIRED');
    as('paid');
    expect((await call(sendChatComment, { params: { id: 3102 }, body: { body: 'Me!' } })).comment.post_id).toBe(3102);
    const foundingReplies = await callError(sendChatComment, { params: { id: 3005 }, body: { body: 'Lisbon' } });
    expect(foundingReplies.serverMessage).toBe('Only founding members can reply.');
    as('founding');
    expect((await call(sendChatComment, { params: { id: 3005 }, body: { body: 'Lisbon' } })).comment.post_id).toBe(3005);
    as('contributor');
    expect((await call(sendChatComment, { params: { id: 3004 }, body: { body: 'Staff can reply' } })).comment.user_pub_role?.role).toBe('contributor');
  });

  it('refuses locked threads for everyone', async () => {
    as('founding');
    expect((await callError(sendChatComment, { params: { id: 3105 }, body: { body: 'x' } })).serverMessage).toBe('Replies to this thread are locked.');
    as('admin');
    expect((await callError(sendChatComment, { params: { id: 3003 }, body: { body: 'x' } })).status).toBe(403);
  });

  it('validates body, parent, quote and media (400 naming the field)', async () => {
    as('paid');
    const empty = await callError(sendChatComment, { params: { id: 3001 }, body: { body: '   ' } });
    expect([empty.status, empty.serverMessage]).toEqual([400, 'Write a reply or attach an image.']);
    expect((await call(sendChatComment, { params: { id: 3001 }, body: { body: '', media_upload_ids: ['chat-upload-1'] } })).comment.media_uploads).toHaveLength(
      1,
    );
    const long = await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x'.repeat(CHAT_BODY_MAX_CHARS + 1) } });
    expect(long.status).toBe(400);
    expect(long.serverMessage).toContain('body');
    const nested = await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x', parent_id: 4046 } });
    expect(nested.serverMessage).toBe('You can only reply to a top-level reply.');
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x', parent_id: 4101 } })).serverMessage).toBe(
      'parent_id is not a reply in this thread.',
    );
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x', quote_id: 99999 } })).serverMessage).toBe(
      'quote_id is not a reply in this thread.',
    );
    expect((await callError(sendChatComment, { params: { id: 3001 }, body: { body: 'x', media_upload_ids: ['nope'] } })).serverMessage).toBe(
      'Unknown media upload nope.',
    );
  });

  it('answers 401 anonymous and 404 for a deleted thread', async () => {
    as('anonymous');
    expect((await callError(sendChatComment, { params: { id: 3101 }, body: { body: 'x' } })).status).toBe(401);
    as('admin');
    expect((await callError(sendChatComment, { params: { id: 3007 }, body: { body: 'x' } })).status).toBe(404);
  });
});

describe('P04a GET /api/v1/community/posts/:id/comments', () => {
  it('pages top-level replies oldest first with a keyset cursor, without gaps or repeats', async () => {
    as('paid');
    const first = await call(listChatComments, { params: { id: 3001 } });
    expect(first.comments).toHaveLength(20);
    expect(first.nextCursor).toBe(String(first.comments.at(-1)!.id));
    const all = await allReplies(3001, 15);
    const ids = all.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(41); // 42 top-level, the deleted reply without replies (4020) left out
    expect(ids).not.toContain(4020);
    expect(all.every((c) => c.parent_id === null)).toBe(true);
    expect(all.map((c) => c.created_at)).toEqual([...all.map((c) => c.created_at)].sort());
  });

  it('keeps the cursor stable when replies arrive between pages', async () => {
    as('paid');
    const first = await call(listChatComments, { params: { id: 3001 }, query: { limit: 20 } });
    const { comment } = await call(sendChatComment, { params: { id: 3001 }, body: { body: 'New one' } });
    const rest = await call(listChatComments, { params: { id: 3001 }, query: { limit: 50, cursor: first.nextCursor! } });
    const ids = [...first.comments, ...rest.comments].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe(comment.id);
    expect(rest.nextCursor).toBeNull();
  });

  it('lists the replies to one reply, and newest first on request', async () => {
    as('paid');
    expect((await call(listChatComments, { params: { id: 3001 }, query: { parent_id: 4003 } })).comments.map((c) => c.id)).toEqual([4043, 4044]);
    const newest = await call(listChatComments, { params: { id: 3001 }, query: { order: 'newest_first', limit: 2 } });
    expect(newest.comments.map((c) => c.id)).toEqual([4042, 4041]);
  });

  it('refuses readers without access with the teaser code (403)', async () => {
    as('free');
    expect((await callError(listChatComments, { params: { id: 3001 } })).code).toBe('PAID_SUBSCRIPTION_REQUIRED');
    as('paid');
    expect((await callError(listChatComments, { params: { id: 3004 } })).code).toBe('FOUNDING_SUBSCRIPTION_REQUIRED');
    as('anonymous');
    const anon = await callError(listChatComments, { params: { id: 3101 } });
    expect([anon.status, anon.code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });

  it('answers 400 for a bad cursor, limit or parent, 404 for a deleted thread', async () => {
    as('admin');
    expect((await callError(listChatComments, { params: { id: 3001 }, query: { cursor: '123' } })).serverMessage).toBe('Unknown cursor.');
    const limit = await callError(listChatComments, { params: { id: 3001 }, query: { limit: 51 } });
    expect(limit.status).toBe(400);
    expect(limit.serverMessage).toContain('limit');
    expect((await callError(listChatComments, { params: { id: 3001 }, query: { parent_id: 4101 } })).status).toBe(400);
    expect((await callError(listChatComments, { params: { id: 3007 } })).status).toBe(404);
  });
});

describe('P04b GET /api/v1/community/publications/:publicationId/posts', () => {
  it('lists a chat newest activity first, limited where the reader may not read, with the unread marker', async () => {
    as('paid');
    const { communityPosts, nextCursor } = await call(listChatPosts, { params: { publicationId: 1 } });
    expect(nextCursor).toBeNull();
    expect(communityPosts.map((t) => t.id)).not.toContain(3007);
    const activity = communityPosts.map((t) => t.most_recent_comment_created_at ?? t.created_at);
    expect(activity).toEqual([...activity].sort().reverse());
    expect(communityPosts.find((t) => t.id === 3004)?.status).toBe('FOUNDING_SUBSCRIPTION_REQUIRED');
    const unread = (t: (typeof communityPosts)[number]) =>
      !!t.most_recent_comment_created_at && (!t.user_last_viewed_timestamp || t.most_recent_comment_created_at > t.user_last_viewed_timestamp);
    expect(unread(communityPosts.find((t) => t.id === 3001)!)).toBe(true);
    expect(unread(communityPosts.find((t) => t.id === 3002)!)).toBe(false);
    await thread(3001);
    expect(unread((await call(listChatPosts, { params: { publicationId: 1 } })).communityPosts.find((t) => t.id === 3001)!)).toBe(false);
  });

  it('pages with an opaque cursor', async () => {
    as('admin');
    const all = (await call(listChatPosts, { params: { publicationId: 1 } })).communityPosts.map((t) => t.id);
    const paged: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(listChatPosts, { params: { publicationId: 1 }, query: { limit: 3, cursor } });
      paged.push(...page.communityPosts.map((t) => t.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all);
    expect((await callError(listChatPosts, { params: { publicationId: 1 }, query: { cursor: 'garbage' } })).status).toBe(400);
  });

  it('gates a paid chat (G56) and a free chat by subscription', async () => {
    as('free');
    const paidChat = await callError(listChatPosts, { params: { publicationId: 1 } });
    expect([paidChat.status, paidChat.code]).toEqual([403, 'PAID_SUBSCRIPTION_REQUIRED']);
    const water = (await call(listChatPosts, { params: { publicationId: 4 } })).communityPosts;
    expect(water.find((t) => t.id === 3103)?.status).toBe('PAID_SUBSCRIPTION_REQUIRED');
    expect(water.find((t) => t.id === 3101)?.status).toBe('open');
    as('anonymous');
    expect((await callError(listChatPosts, { params: { publicationId: 4 } })).code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('answers an empty chat, and 404 for a publication without chat or unknown', async () => {
    as('paid');
    expect(await call(listChatPosts, { params: { publicationId: 2 } })).toEqual({ communityPosts: [], nextCursor: null });
    expect((await callError(listChatPosts, { params: { publicationId: 3 } })).status).toBe(404);
    expect((await callError(listChatPosts, { params: { publicationId: 999 } })).status).toBe(404);
  });
});

describe('P05 PUT /api/v1/community/posts/:id (edit own thread)', () => {
  it('the author edits: body, mentions and is_edited visible to the next GET', async () => {
    as('paid');
    const { communityPost } = await call(editChatPost, { params: { id: 3008 }, body: { body: 'Which one first, [@Fiona Founding](user:103)?' } });
    expect(communityPost).toMatchObject({ body: 'Which one first, Fiona Founding?', is_edited: true, updated_at: MOCK_NOW });
    expect(communityPost.mentions?.map((m) => m.user_id)).toEqual([103]);
    expect((await thread(3008)).is_edited).toBe(true);
    expect((await thread(3008)).body).toBe('Which one first, Fiona Founding?');
  });

  it('only the author (not an admin) edits; an empty body is refused', async () => {
    as('admin');
    const notOwn = await callError(editChatPost, { params: { id: 3008 }, body: { body: 'Edited by admin' } });
    expect([notOwn.status, notOwn.serverMessage]).toEqual([403, 'You can only edit your own thread.']);
    expect((await call(editChatPost, { params: { id: 3001 }, body: { body: 'Weekend reading, edited.' } })).communityPost.body).toBe(
      'Weekend reading, edited.',
    );
    const empty = await callError(editChatPost, { params: { id: 3001 }, body: { body: ' ' } });
    expect([empty.status, empty.serverMessage]).toEqual([400, 'Write something before saving.']);
  });

  it('answers 401 anonymous and 404 for a deleted thread', async () => {
    as('anonymous');
    expect((await callError(editChatPost, { params: { id: 3008 }, body: { body: 'x' } })).status).toBe(401);
    as('admin');
    expect((await callError(editChatPost, { params: { id: 3007 }, body: { body: 'x' } })).status).toBe(404);
  });
});
