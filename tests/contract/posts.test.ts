import { describe, expect, it } from 'vitest';
import { advanceMockClock, MOCK_NOW } from '../../mocks/clock';
import { db, PUB, VIEWER_IDS } from '../../mocks/db';
import {
  addCommentToPost,
  BIG_THREAD_POST_ID,
  COMMENTS_OFF_POST_ID,
  hasRedeemedPostUnlockToken,
  NO_COMMENTS_POST_ID,
  restackPost,
  SHOWCASE_COMMENT_IDS,
  unrestackPost,
} from '../../mocks/db/posts';
import { setScenario } from '../../mocks/scenario';
import {
  addCommentReaction,
  addCrossPostReaction,
  addPostReaction,
  getCrossPost,
  getPostBySlug,
  getPostComments,
  getPostFacepile,
  getPostImageSelection,
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
import { type Comment, commentAttachmentTypes, commentStatuses } from '../../src/api/schemas/posts';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('E23 GET /api/v1/posts/:slug', () => {
  it('returns a public post in full', async () => {
    setScenario({ viewer: 'anonymous' });
    const post = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(post.title).toBe('The city that reads');
    expect(post.truncated_body_text).toBe(false);
    expect(post.reaction).toBe(false);
  });

  it('cuts a paid post at the paywall for a free reader and not for a paid one', async () => {
    setScenario({ viewer: 'free' });
    const free = await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } });
    setScenario({ viewer: 'paid' });
    const paid = await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } });
    expect(free.truncated_body_text).toBe(true);
    expect(paid.truncated_body_text).toBe(false);
    expect((free.body_html ?? '').length).toBeLessThan((paid.body_html ?? '').length);
  });

  it('reads founding-only posts only as founding or staff', async () => {
    setScenario({ viewer: 'paid' });
    expect((await call(getPostBySlug, { params: { slug: 'founding-letter' } })).truncated_body_text).toBe(true);
    setScenario({ viewer: 'founding' });
    expect((await call(getPostBySlug, { params: { slug: 'founding-letter' } })).truncated_body_text).toBe(false);
    setScenario({ viewer: 'contributor' });
    expect((await call(getPostBySlug, { params: { slug: 'founding-letter' } })).truncated_body_text).toBe(false);
  });

  it('answers 404 "Post not found" for an unknown slug and for a draft seen by a reader', async () => {
    const missing = await callError(getPostBySlug, { params: { slug: 'no-such-post' } });
    expect(missing.status).toBe(404);
    expect(missing.serverMessage).toBe('Post not found');
    setScenario({ viewer: 'paid' });
    expect((await callError(getPostBySlug, { params: { slug: 'draft-idea' } })).status).toBe(404);
    setScenario({ viewer: 'admin' });
    expect((await call(getPostBySlug, { params: { slug: 'draft-idea' } })).is_draft).toBe(true);
  });
});

describe('E25/E26 post reactions', () => {
  it('a like is visible to the next GET, and an unlike removes it', async () => {
    setScenario({ viewer: 'free' });
    const before = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    await call(addPostReaction, { params: { id: before.id }, body: { reaction: '❤', surface: 'post' } });
    const liked = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(liked.reaction).toBe(true);
    expect(liked.reactions?.['❤']).toBe((before.reactions?.['❤'] ?? 0) + 1);
    expect(liked.reactor_names).toContain('Frances Free');
    await call(removePostReaction, { params: { id: before.id }, body: {} });
    const unliked = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(unliked.reaction).toBe(false);
    expect(unliked.reactions?.['❤']).toBe(before.reactions?.['❤']);
  });

  it('answers 401 to an anonymous like', async () => {
    setScenario({ viewer: 'anonymous' });
    const error = await callError(addPostReaction, { params: { id: 1001 }, body: { reaction: '❤' } });
    expect(error.kind).toBe('http');
    expect(error.isUnauthorized).toBe(true);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await callError(addPostReaction, { params: { id: 99999 }, body: {} })).status).toBe(404);
  });
});

describe('E32/E33 saved posts', () => {
  it('saves and unsaves, visible to the next GET', async () => {
    setScenario({ viewer: 'founding' });
    await call(savePost, { body: { post_id: 1001, surface: 'post' } });
    expect((await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } })).is_saved).toBe(true);
    await call(unsavePost, { body: { post_id: 1001 } });
    expect((await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } })).is_saved).toBe(false);
  });

  it('rejects a body without post_id with 400 naming the field', async () => {
    const error = await callError(savePost, { body: {} as never });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('post_id');
  });

  it('answers 401 when anonymous', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(savePost, { body: { post_id: 1001 } })).status).toBe(401);
  });
});

// ---- E24 facepile ------------------------------------------------------------------------------------------------

describe('E24 GET /api/v1/post/:id/facepile', () => {
  it('lists reactors and restackers, and a new like shows first for its reader', async () => {
    setScenario({ viewer: 'free' });
    const before = await call(getPostFacepile, { params: { id: 1001 } });
    expect(before.reactors.length).toBeGreaterThan(3);
    expect(before.restackers.length).toBeGreaterThan(3);
    expect(before.reactors.some((u) => u.id === VIEWER_IDS.free)).toBe(false);
    await call(addPostReaction, { params: { id: 1001 }, body: { reaction: '❤' } });
    const after = await call(getPostFacepile, { params: { id: 1001 } });
    expect(after.reactors[0]).toMatchObject({ id: VIEWER_IDS.free, name: 'Frances Free' });
    expect(after.reactors[0]).not.toHaveProperty('email');
  });

  it('hides restackers when the publication hides post restacks', async () => {
    db.core.publications.find((p) => p.id === PUB.margin)!.hide_post_restacks = true;
    const pile = await call(getPostFacepile, { params: { id: 1001 } });
    expect(pile.restackers).toEqual([]);
    expect(pile.reactors.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown post and for a draft seen by a reader', async () => {
    expect((await callError(getPostFacepile, { params: { id: 99999 } })).status).toBe(404);
    expect((await callError(getPostFacepile, { params: { id: 1018 } })).status).toBe(404);
  });
});

// ---- E27/E28 cross-post reactions --------------------------------------------------------------------------------

describe('E27/E28 cross-post reactions', () => {
  it('a like from the cross-post view is a like of the post, visible to the next GETs; unlike removes it', async () => {
    setScenario({ viewer: 'paid' });
    const before = await call(getCrossPost, { params: { post_id: 1013 } });
    expect(before.post.reaction).toBe(false);
    await call(addCrossPostReaction, { params: { id: 1013 }, body: { reaction: '❤', surface: 'cross-post' } });
    const liked = await call(getCrossPost, { params: { post_id: 1013 } });
    expect(liked.post.reaction).toBe(true);
    expect(liked.post.reactions?.['❤']).toBe((before.post.reactions?.['❤'] ?? 0) + 1);
    expect((await call(getPostBySlug, { params: { slug: 'field-notes-on-herons' } })).reaction).toBe(true);
    await call(removeCrossPostReaction, { params: { id: 1013 }, body: {} });
    expect((await call(getCrossPost, { params: { post_id: 1013 } })).post.reaction).toBe(false);
  });

  it('answers 401 when anonymous and 404 for a post that is not cross-posted', async () => {
    expect((await callError(addCrossPostReaction, { params: { id: 1001 }, body: {} })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(addCrossPostReaction, { params: { id: 1013 }, body: {} })).isUnauthorized).toBe(true);
    expect((await callError(removeCrossPostReaction, { params: { id: 1013 }, body: {} })).isUnauthorized).toBe(true);
  });
});

// ---- E29/E30 comment reactions -----------------------------------------------------------------------------------

function findIn(comments: Comment[], id: number): Comment | undefined {
  for (const c of comments) {
    if (c.id === id) return c;
    const inner = findIn(c.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function flatten(comments: Comment[]): Comment[] {
  return comments.flatMap((c) => [c, ...flatten(c.children)]);
}

describe('E29/E30 comment reactions', () => {
  const target = SHOWCASE_COMMENT_IDS.contributorComment;

  it('a like is visible to the next comments GET (reaction, reaction_count); unlike removes it', async () => {
    setScenario({ viewer: 'free' });
    const before = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, target)!;
    expect(before.reaction).toBe(false);
    await call(addCommentReaction, { params: { id: target }, body: { reaction: '❤', publication_id: PUB.margin, tabId: 't1' } });
    const liked = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, target)!;
    expect(liked.reaction).toBe(true);
    expect(liked.reaction_count).toBe(before.reaction_count + 1);
    // A second like changes nothing.
    await call(addCommentReaction, { params: { id: target }, body: {} });
    expect(findIn((await call(getPostComments, { params: { id: 1005 } })).comments, target)!.reaction_count).toBe(before.reaction_count + 1);
    await call(removeCommentReaction, { params: { id: target }, body: {} });
    const unliked = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, target)!;
    expect(unliked.reaction).toBe(false);
    expect(unliked.reaction_count).toBe(before.reaction_count);
  });

  it('answers 401 when anonymous (the client opens the sign-in modal)', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(addCommentReaction, { params: { id: target }, body: {} })).isUnauthorized).toBe(true);
    expect((await callError(removeCommentReaction, { params: { id: target }, body: {} })).isUnauthorized).toBe(true);
  });

  it('answers 404 for an unknown comment and one not posted yet, 400 for a deleted one', async () => {
    const missing = await callError(addCommentReaction, { params: { id: 999_999 }, body: {} });
    expect(missing.status).toBe(404);
    expect(missing.serverMessage).toBe('Comment not found');
    const future = db.posts.comments.find((c) => c.post_id === BIG_THREAD_POST_ID && c.date > MOCK_NOW)!;
    expect((await callError(addCommentReaction, { params: { id: future.id }, body: {} })).status).toBe(404);
    expect((await callError(addCommentReaction, { params: { id: SHOWCASE_COMMENT_IDS.deletedWithReplies }, body: {} })).status).toBe(400);
  });

  it('refuses a paid-only comment to a free reader with 403', async () => {
    setScenario({ viewer: 'free' });
    const error = await callError(addCommentReaction, { params: { id: SHOWCASE_COMMENT_IDS.paidOnly }, body: {} });
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('This comment is only visible to paid subscribers');
    setScenario({ viewer: 'paid' });
    await expect(call(addCommentReaction, { params: { id: SHOWCASE_COMMENT_IDS.paidOnly }, body: {} })).resolves.toEqual({});
  });

  it('likes a note the feed area keeps, where the feed renders it', async () => {
    setScenario({ viewer: 'founding' });
    const note = db.feed.comments.find((c) => c.post_id === null && !c.deleted && c.status === 'published')!;
    await call(addCommentReaction, { params: { id: note.id }, body: { reaction: '❤' } });
    expect(db.feed.commentLikes.filter((l) => l.comment_id === note.id && l.user_id === VIEWER_IDS.founding)).toHaveLength(1);
    await call(removeCommentReaction, { params: { id: note.id }, body: {} });
    expect(db.feed.commentLikes.some((l) => l.comment_id === note.id && l.user_id === VIEWER_IDS.founding)).toBe(false);
  });

  it('answers 403 PUBLICATION_BAN to a reader banned from the publication', async () => {
    db.community.bans.push({ publication_id: PUB.margin, user_id: VIEWER_IDS.free, banned_by: VIEWER_IDS.admin, created_at: MOCK_NOW });
    setScenario({ viewer: 'free' });
    const error = await callError(addCommentReaction, { params: { id: target }, body: {} });
    expect(error.status).toBe(403);
    expect(error.isPublicationBan).toBe(true);
  });
});

// ---- E31 summary -------------------------------------------------------------------------------------------------

describe('E31 POST /api/v1/posts/:id/summary', () => {
  it('answers the reader guide as HTML', async () => {
    const { summary } = await call(getPostSummary, { params: { id: 1001 } });
    expect(summary).toContain('<h3>Reader guide</h3>');
    expect(summary).toContain('<li>');
  });

  it('writes a guide for any readable post and keeps it', async () => {
    const first = await call(getPostSummary, { params: { id: 1100 } });
    expect(first.summary).toMatch(/minutes? of reading/);
    expect((await call(getPostSummary, { params: { id: 1100 } })).summary).toBe(first.summary);
  });

  it('passes hostile markup through untouched for the client to sanitise', async () => {
    const { summary } = await call(getPostSummary, { params: { id: 1016 } });
    expect(summary).toContain('<script>');
    expect(summary).toContain('href="javascript:');
    expect(summary).toContain('onerror=');
  });

  it('refuses readers who cannot read the whole post (403), pages and threads (400), unknown posts (404)', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(getPostSummary, { params: { id: 1002 } })).status).toBe(403);
    setScenario({ viewer: 'paid' });
    await expect(call(getPostSummary, { params: { id: 1002 } })).resolves.toHaveProperty('summary');
    expect((await callError(getPostSummary, { params: { id: 1008 } })).status).toBe(400);
    expect((await callError(getPostSummary, { params: { id: 1009 } })).status).toBe(400);
    expect((await callError(getPostSummary, { params: { id: 99999 } })).status).toBe(404);
  });
});

// ---- E34 theme ---------------------------------------------------------------------------------------------------

describe('E34 PATCH /api/v1/post/:id/theme', () => {
  it('a publication admin changes the featured tag; the next GET of the post shows it', async () => {
    setScenario({ viewer: 'admin' });
    const before = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(before.postTheme).toEqual({ header_variant: 'classic', featured_post_tag_id: 1 });
    const saved = await call(updatePostTheme, { params: { id: 1001 }, body: { featured_post_tag_id: 2 } });
    expect(saved).toEqual({ header_variant: 'classic', featured_post_tag_id: 2 });
    expect((await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } })).postTheme).toEqual(saved);
    expect(await call(updatePostTheme, { params: { id: 1001 }, body: { header_variant: 'wide', featured_post_tag_id: null } })).toEqual({
      header_variant: 'wide',
      featured_post_tag_id: null,
    });
  });

  it('refuses contributors and readers (403), anonymous (401), and admins of another publication (403)', async () => {
    for (const viewer of ['contributor', 'paid', 'founding'] as const) {
      setScenario({ viewer });
      const error = await callError(updatePostTheme, { params: { id: 1001 }, body: { featured_post_tag_id: 2 } });
      expect(error.status).toBe(403);
      expect(error.serverMessage).toContain('Only an admin');
    }
    setScenario({ viewer: 'admin' });
    expect((await callError(updatePostTheme, { params: { id: 1013 }, body: { featured_post_tag_id: null } })).status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updatePostTheme, { params: { id: 1001 }, body: { featured_post_tag_id: 2 } })).status).toBe(401);
  });

  it('rejects a tag the post does not have, naming the field', async () => {
    setScenario({ viewer: 'admin' });
    const error = await callError(updatePostTheme, { params: { id: 1001 }, body: { featured_post_tag_id: 77 } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('featured_post_tag_id');
  });
});

// ---- E35 comments ------------------------------------------------------------------------------------------------

describe('E35 GET /api/v1/post/:id/comments', () => {
  it('answers comment trees with the default sort, every status and every attachment type', async () => {
    setScenario({ viewer: 'paid' });
    const answer = await call(getPostComments, { params: { id: 1005 } });
    expect(answer.default_comment_sort).toBe('best_first');
    const all = flatten(answer.comments);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(commentStatuses));
    expect(new Set(all.flatMap((c) => c.attachments.map((a) => a.type)))).toEqual(new Set(commentAttachmentTypes));
    const reply = findIn(answer.comments, SHOWCASE_COMMENT_IDS.freeViewerReply)!;
    expect(reply.ancestor_path).toBe(`${SHOWCASE_COMMENT_IDS.imagePublished}.${SHOWCASE_COMMENT_IDS.authorReply}.${SHOWCASE_COMMENT_IDS.moderatorApproved}`);
    expect(findIn(answer.comments, SHOWCASE_COMMENT_IDS.authorReply)!.user_pub_role).toBe('admin');
    expect(findIn(answer.comments, SHOWCASE_COMMENT_IDS.imagePublished)!.reaction).toBe(true);
    expect(findIn(answer.comments, SHOWCASE_COMMENT_IDS.paidReplyLimit)!.reply_minimum_role).toBe('paid_subscriber');
    const top = answer.comments.map((c) => c.reaction_count);
    expect(top).toEqual([...top].sort((a, b) => b - a));
  });

  it('keeps a deleted comment with its replies, without body or author', async () => {
    const answer = await call(getPostComments, { params: { id: 1005 } });
    const deleted = findIn(answer.comments, SHOWCASE_COMMENT_IDS.deletedWithReplies)!;
    expect(deleted).toMatchObject({ deleted: true, body: null, name: null, user_id: null });
    expect(deleted.children.map((c) => c.id).sort()).toEqual([SHOWCASE_COMMENT_IDS.quotesComment, SHOWCASE_COMMENT_IDS.attachesPost]);
  });

  it('hides paid-only comments from readers without a paid subscription', async () => {
    setScenario({ viewer: 'free' });
    const free = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, SHOWCASE_COMMENT_IDS.paidOnly)!;
    expect(free).toMatchObject({ hidden: true, body: null, attachments: [] });
    setScenario({ viewer: 'anonymous' });
    const paidPost = await call(getPostComments, { params: { id: 1017 } });
    expect(paidPost.comments.length).toBeGreaterThan(0);
    expect(flatten(paidPost.comments).every((c) => c.hidden && c.body === null)).toBe(true);
    setScenario({ viewer: 'paid' });
    expect(flatten((await call(getPostComments, { params: { id: 1017 } })).comments).some((c) => c.hidden)).toBe(false);
  });

  it('shows moderated bodies only to staff and their authors', async () => {
    setScenario({ viewer: 'paid' });
    const reader = await call(getPostComments, { params: { id: 1005 } });
    expect(findIn(reader.comments, SHOWCASE_COMMENT_IDS.flagged)!.body).toBeNull();
    setScenario({ viewer: 'admin' });
    const admin = await call(getPostComments, { params: { id: 1005 } });
    expect(findIn(admin.comments, SHOWCASE_COMMENT_IDS.moderatorRemoved)!.body).toContain('removed');
  });

  it('sorts by each sort, and uses the post’s own default', async () => {
    const dates = (cs: Comment[]) => cs.map((c) => c.date);
    const recent = await call(getPostComments, { params: { id: 1001 }, query: { sort: 'most_recent_first' } });
    expect(dates(recent.comments)).toEqual([...dates(recent.comments)].sort().reverse());
    const oldest = await call(getPostComments, { params: { id: 1001 }, query: { sort: 'oldest_first' } });
    expect(dates(oldest.comments)).toEqual([...dates(oldest.comments)].sort());
    expect((await call(getPostComments, { params: { id: 1017 } })).default_comment_sort).toBe('most_recent_first');
    expect((await call(getPostComments, { params: { id: 1013 } })).default_comment_sort).toBe('most_recent_first');
    const bad = await callError(getPostComments, { params: { id: 1001 }, query: { sort: 'loudest' as never } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('sort');
  });

  it('pages a post with 1,000+ comments by 50 top-level comments, all_comments answers all', async () => {
    const post = await call(getPostBySlug, { params: { slug: 'weekend-thread' } });
    expect(post.comment_count).toBeGreaterThanOrEqual(1000);
    const first = await call(getPostComments, { params: { id: BIG_THREAD_POST_ID } });
    expect(first.comments).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const all = await call(getPostComments, { params: { id: BIG_THREAD_POST_ID }, query: { all_comments: true } });
    expect(all.has_more).toBe(false);
    expect(flatten(all.comments).length).toBe(post.comment_count);
    const depth = (c: Comment): number => 1 + Math.max(0, ...c.children.map(depth));
    expect(Math.max(...all.comments.map(depth))).toBeGreaterThanOrEqual(14);
  });

  it('shows a comment restack made from the feed (db.feed.restacks) on the comment', async () => {
    const id = SHOWCASE_COMMENT_IDS.contributorComment;
    const before = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, id)!;
    expect(before.restacked).toBe(false);
    db.feed.restacks.push({ user_id: VIEWER_IDS.paid, post_id: null, comment_id: id, created_at: MOCK_NOW });
    const after = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, id)!;
    expect(after).toMatchObject({ restacked: true, restacks: before.restacks + 1 });
  });

  it('answers an empty list for a post without comments', async () => {
    const answer = await call(getPostComments, { params: { id: NO_COMMENTS_POST_ID } });
    expect(answer.comments).toEqual([]);
    expect(answer.has_more).toBe(false);
  });

  it('polls with last_comment_at: new comments appear as the clock passes them', async () => {
    const since = MOCK_NOW;
    expect((await call(getPostComments, { params: { id: BIG_THREAD_POST_ID }, query: { last_comment_at: since } })).comments).toEqual([]);
    advanceMockClock(2 * 60_000);
    const once = await call(getPostComments, { params: { id: BIG_THREAD_POST_ID }, query: { last_comment_at: since } });
    expect(once.comments).toHaveLength(1);
    expect(once.comments[0]!.ancestor_path).toBe('');
    advanceMockClock(5 * 60_000);
    const twice = await call(getPostComments, { params: { id: BIG_THREAD_POST_ID }, query: { last_comment_at: since } });
    expect(twice.comments).toHaveLength(2);
    expect(twice.comments[1]!.ancestor_path).not.toBe('');
    const last = twice.comments[1]!.date;
    expect((await call(getPostComments, { params: { id: BIG_THREAD_POST_ID }, query: { last_comment_at: last } })).comments).toEqual([]);
  });

  it('shows a comment added through addCommentToPost to the next GET, and in the post’s counts', async () => {
    setScenario({ viewer: 'free' });
    const before = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    const created = addCommentToPost({ postId: 1001, userId: VIEWER_IDS.free, body: 'Adding my own library to the list.' });
    const answer = await call(getPostComments, { params: { id: 1001 }, query: { sort: 'most_recent_first' } });
    expect(answer.comments[0]).toMatchObject({ id: created.id, body: 'Adding my own library to the list.', name: 'Frances Free' });
    const reply = addCommentToPost({ postId: 1001, userId: VIEWER_IDS.admin, body: 'Welcome!', parentId: created.id });
    const tree = await call(getPostComments, { params: { id: 1001 }, query: { sort: 'most_recent_first' } });
    expect(tree.comments[0]!.children[0]).toMatchObject({ id: reply.id, ancestor_path: String(created.id) });
    expect(tree.comments[0]!.children_count).toBe(1);
    const after = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(after.comment_count).toBe(before.comment_count + 2);
    expect(after.child_comment_count).toBe((before.child_comment_count ?? 0) + 1);
    expect(() => addCommentToPost({ postId: 1002, userId: VIEWER_IDS.free, body: 'x', parentId: created.id })).toThrow();
  });

  it('answers a permalink thread: the path from the top-level ancestor, and the comment’s whole subtree', async () => {
    const answer = await call(getPostComments, { params: { id: 1005 }, query: { comment_id: SHOWCASE_COMMENT_IDS.authorReply } });
    expect(answer.comments).toHaveLength(1);
    const root = answer.comments[0]!;
    expect(root.id).toBe(SHOWCASE_COMMENT_IDS.imagePublished);
    expect(root.children.map((c) => c.id)).toEqual([SHOWCASE_COMMENT_IDS.authorReply]);
    expect(root.children[0]!.children[0]!.children[0]!.id).toBe(SHOWCASE_COMMENT_IDS.freeViewerReply);
    const deep = await call(getPostComments, { params: { id: 1005 }, query: { comment_id: SHOWCASE_COMMENT_IDS.freeViewerReply } });
    expect(flatten(deep.comments).map((c) => c.id)).toEqual([
      SHOWCASE_COMMENT_IDS.imagePublished,
      SHOWCASE_COMMENT_IDS.authorReply,
      SHOWCASE_COMMENT_IDS.moderatorApproved,
      SHOWCASE_COMMENT_IDS.freeViewerReply,
    ]);
    const elsewhere = await callError(getPostComments, { params: { id: 1001 }, query: { comment_id: SHOWCASE_COMMENT_IDS.authorReply } });
    expect(elsewhere.status).toBe(404);
  });

  it('answers 400 "not allowed" for a scheduled post (readers), a page and withheld content', async () => {
    setScenario({ viewer: 'paid' });
    for (const id of [1010, 1008, 1012]) {
      const error = await callError(getPostComments, { params: { id } });
      expect(error.status).toBe(400);
      expect(error.serverMessage).toMatch(/not allowed/);
    }
    setScenario({ viewer: 'contributor' });
    expect((await call(getPostComments, { params: { id: 1010 } })).comments).toEqual([]);
  });

  it('reads as the email token’s reader, and asks to re-authenticate for a bad token', async () => {
    setScenario({ viewer: 'anonymous' });
    const anon = findIn((await call(getPostComments, { params: { id: 1005 } })).comments, SHOWCASE_COMMENT_IDS.paidOnly)!;
    expect(anon.hidden).toBe(true);
    const viaToken = await call(getPostComments, { params: { id: 1005 }, query: { token: 'email-token-paolo' } });
    expect(findIn(viaToken.comments, SHOWCASE_COMMENT_IDS.paidOnly)!.hidden).toBe(false);
    expect(findIn(viaToken.comments, SHOWCASE_COMMENT_IDS.video)!.reaction).toBe(true);
    const error = await callError(getPostComments, { params: { id: 1005 }, query: { token: 'expired-token' } });
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('To see the comments, please re-authenticate.');
  });

  it('keeps comments readable when commenting is off for the post', async () => {
    const post = await call(getPostBySlug, { params: { slug: 'archive-4' } });
    expect(post.id).toBe(COMMENTS_OFF_POST_ID);
    expect(post.write_comment_permissions).toBe('none');
    expect((await call(getPostComments, { params: { id: COMMENTS_OFF_POST_ID } })).comments).toHaveLength(1);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await callError(getPostComments, { params: { id: 99999 } })).status).toBe(404);
  });
});

// ---- E36 seen ----------------------------------------------------------------------------------------------------

describe('E36 POST /api/v1/posts/:id/seen', () => {
  it('records the seen threads for the reader', async () => {
    setScenario({ viewer: 'founding' });
    const ids = [SHOWCASE_COMMENT_IDS.imagePublished, SHOWCASE_COMMENT_IDS.video];
    await call(markPostSeen, { params: { id: 1005 }, body: { threads: ids } });
    await call(markPostSeen, { params: { id: 1005 }, body: { threads: ids } });
    expect(db.posts.seen.filter((s) => s.user_id === VIEWER_IDS.founding).map((s) => s.comment_id)).toEqual(ids);
  });

  it('rejects a comment of another post naming the field, and anonymous callers', async () => {
    const error = await callError(markPostSeen, { params: { id: 1001 }, body: { threads: [SHOWCASE_COMMENT_IDS.video] } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('threads.0');
    expect((await callError(markPostSeen, { params: { id: 1001 }, body: { threads: 'all' as never } })).status).toBe(400);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(markPostSeen, { params: { id: 1005 }, body: { threads: [] } })).status).toBe(401);
  });
});

// ---- E37/E38 selections ------------------------------------------------------------------------------------------

describe('E37/E38 post selections', () => {
  it('answers a text selection quoting the post', async () => {
    const selection = await call(getPostSelection, { params: { id: 'sel-city-reads' } });
    expect(selection).toMatchObject({ post_id: 1001, type: 'text' });
    const post = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(selection.text && post.body_html?.replace(/<[^>]+>/g, ' ')).toContain(selection.text!.slice(0, 20));
  });

  it('answers an image selection with img_src', async () => {
    const selection = await call(getPostImageSelection, { params: { id: 'img-city-cover' } });
    expect(selection).toMatchObject({ post_id: 1001, type: 'image' });
    expect(selection.img_src).toMatch(/^\/mock-assets\//);
  });

  it('answers 404 "Selection not found" for an unknown id or the wrong kind', async () => {
    const error = await callError(getPostSelection, { params: { id: 'nope' } });
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Selection not found');
    expect((await callError(getPostImageSelection, { params: { id: 'sel-city-reads' } })).status).toBe(404);
  });
});

// ---- E39 cross-posts ---------------------------------------------------------------------------------------------

describe('E39 GET /api/v1/cross-posts/:post_id', () => {
  it('answers post 1013 under Field Notes, cross-posted by Ada Admin with an intro', async () => {
    setScenario({ viewer: 'free' });
    const answer = await call(getCrossPost, { params: { post_id: 1013 } });
    expect(answer.post.id).toBe(1013);
    expect(answer.crossPostedPub).toMatchObject({ id: PUB.fieldNotes, name: 'Field Notes' });
    expect(answer.crossPostingByLine).toMatchObject({ id: VIEWER_IDS.admin, name: 'Ada Admin', publication: { id: PUB.margin } });
    expect(answer.intro_text).toContain('Field Notes');
    expect(answer.userWithCrossPostedPubContext).toMatchObject({ id: VIEWER_IDS.free, membership_state: 'free_signup' });
    expect(answer.crossPostedSiteConfig.like_posts_enabled).toBe(true);
  });

  it('has no viewer context when signed out', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await call(getCrossPost, { params: { post_id: 1013 } })).userWithCrossPostedPubContext).toBeNull();
  });

  it('answers 404 "Post not found" for a post that is not cross-posted', async () => {
    const error = await callError(getCrossPost, { params: { post_id: 1001 } });
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Post not found');
  });
});

// ---- E40/E41 restacks --------------------------------------------------------------------------------------------

describe('E40/E41 restacks', () => {
  it('answers the newest restacks with notes and the total', async () => {
    const answer = await call(getPostRestacks, { params: { post_id: 1001 } });
    expect(answer.total).toBeGreaterThanOrEqual(11);
    expect(answer.restacks.length).toBe(10);
    expect(answer.restacks.some((r) => r.comment?.body)).toBe(true);
    expect(answer.restacks[0]!.user.id).toBe(VIEWER_IDS.founding);
    const dates = answer.restacks.map((r) => r.restacked_at!);
    expect(dates).toEqual([...dates].sort().reverse());
    const post = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    expect(post.restacks).toBe(answer.total);
  });

  it('includes post restacks the feed area records (E45), once per reader', async () => {
    setScenario({ viewer: 'free' });
    const before = await call(getPostRestacks, { params: { post_id: 1005 } });
    db.feed.restacks.push({ user_id: VIEWER_IDS.free, post_id: 1005, comment_id: null, created_at: MOCK_NOW });
    restackPost(1005, VIEWER_IDS.free);
    const after = await call(getPostRestacks, { params: { post_id: 1005 } });
    expect(after.total).toBe(before.total + 1);
    expect(after.restacks[0]!.user.id).toBe(VIEWER_IDS.free);
    expect((await call(getPostBySlug, { params: { slug: 'three-voices' } })).restacked).toBe(true);
  });

  it('filterForPub keeps the publication’s readers', async () => {
    const all = await call(getPostRestacks, { params: { post_id: 1001 } });
    const filtered = await call(getPostRestacks, { params: { post_id: 1001 }, query: { filterForPub: true } });
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.total).toBeGreaterThan(0);
  });

  it('shows a restack made through restackPost to the next GETs, and its undo', async () => {
    setScenario({ viewer: 'paid' });
    restackPost(1005, VIEWER_IDS.paid);
    expect((await call(getPostRestacks, { params: { post_id: 1005 } })).restacks[0]!.user.id).toBe(VIEWER_IDS.paid);
    expect((await call(getPostRestackers, { params: { post_id: 1005 } })).restackers[0]!.id).toBe(VIEWER_IDS.paid);
    expect((await call(getPostBySlug, { params: { slug: 'three-voices' } })).restacked).toBe(true);
    unrestackPost(1005, VIEWER_IDS.paid);
    expect((await call(getPostBySlug, { params: { slug: 'three-voices' } })).restacked).toBe(false);
  });

  it('lists restackers once each, newest first', async () => {
    const { restackers } = await call(getPostRestackers, { params: { post_id: 1001 } });
    const { total } = await call(getPostRestacks, { params: { post_id: 1001 } });
    expect(restackers).toHaveLength(total);
    expect(new Set(restackers.map((u) => u.id)).size).toBe(total);
    expect(restackers[0]!.id).toBe(VIEWER_IDS.founding);
  });

  it('answers nothing when the publication hides post restacks', async () => {
    db.core.publications.find((p) => p.id === PUB.margin)!.hide_post_restacks = true;
    expect(await call(getPostRestacks, { params: { post_id: 1001 }, query: { filterForPub: true } })).toEqual({ restacks: [], total: 0 });
    expect((await call(getPostRestackers, { params: { post_id: 1001 } })).restackers).toEqual([]);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await callError(getPostRestacks, { params: { post_id: 99999 } })).status).toBe(404);
    expect((await callError(getPostRestackers, { params: { post_id: 99999 } })).status).toBe(404);
  });
});

// ---- P22 unlock --------------------------------------------------------------------------------------------------

describe('P22 POST /api/v1/posts/:id/unlock', () => {
  it('redeems the free viewer’s token: the next GET is in full, and the token is spent', async () => {
    setScenario({ viewer: 'free' });
    expect(hasRedeemedPostUnlockToken(VIEWER_IDS.free)).toBe(false);
    expect((await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } })).truncated_body_text).toBe(true);
    await call(unlockPost, { params: { id: 1002 } });
    const post = await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } });
    expect(post.truncated_body_text).toBe(false);
    expect(post.teaser_post_eligible).toBe(true);
    expect(hasRedeemedPostUnlockToken(VIEWER_IDS.free)).toBe(true);
    // Unlocking again is harmless.
    await expect(call(unlockPost, { params: { id: 1002 } })).resolves.toEqual({});
  });

  it('answers 403 with the teaser toast text without a token or on an ineligible post', async () => {
    setScenario({ viewer: 'free' });
    const ineligible = await callError(unlockPost, { params: { id: 1014 } });
    expect(ineligible).toMatchObject({ status: 403, code: 'TEASER_UNAVAILABLE', serverMessage: 'Teaser posts are not currently available for this content.' });
    setScenario({ viewer: 'anonymous' });
    expect((await callError(unlockPost, { params: { id: 1002 } })).status).toBe(401);
    setScenario({ viewer: 'paid' });
    await expect(call(unlockPost, { params: { id: 1002 } })).resolves.toEqual({});
    const noToken = await callError(unlockPost, { params: { id: 1003 } });
    expect(noToken.status).toBe(403);
    expect(noToken.serverMessage).toBe('Teaser posts are not currently available for this content.');
  });

  it('answers 404 for an unknown post', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(unlockPost, { params: { id: 99999 } })).status).toBe(404);
  });
});
