/**
 * The comments area's additions to the mock (`mocks/db/posts.ts`): the comments-only post 1400 with 2,000 comments
 * and its arrivals after `MOCK_NOW`, and the two comments still to come on 1005 (polling stories).
 */
import { describe, expect, it } from 'vitest';
import { advanceMockClock, resetMockClock } from '../../mocks/clock';
import { BIG_COMMENTS_ARRIVING, BIG_COMMENTS_COUNT, BIG_COMMENTS_POST_ID, BIG_COMMENTS_POST_SLUG } from '../../mocks/db/posts';
import { setScenario } from '../../mocks/scenario';
import { addCommentReaction, getPostBySlug, getPostComments, getPostReaderContext, markPostSeen } from '../../src/api/endpoints/posts';
import type { Comment } from '../../src/api/schemas/posts';
import { call, callError, useMockServer } from './setup';

useMockServer();

function flatten(comments: readonly Comment[]): Comment[] {
  const out: Comment[] = [];
  const stack = [...comments];
  while (stack.length > 0) {
    const c = stack.pop()!;
    out.push(c);
    stack.push(...c.children);
  }
  return out;
}

function depth(c: Comment): number {
  return c.ancestor_path ? c.ancestor_path.split('.').length : 0;
}

describe('post 1400: 2,000 comments', () => {
  it('is reachable by slug and id, with its count', async () => {
    const post = await call(getPostBySlug, { params: { slug: BIG_COMMENTS_POST_SLUG } });
    expect(post.id).toBe(BIG_COMMENTS_POST_ID);
    expect(post.comment_count).toBe(BIG_COMMENTS_COUNT);
    expect((await call(getPostReaderContext, { params: { id: BIG_COMMENTS_POST_ID } })).publication.id).toBe(post.publication_id);
  });

  it('answers all 2,000 with all_comments: top-level and nested, 14 deep', async () => {
    const answer = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { all_comments: true } });
    const all = flatten(answer.comments);
    expect(all).toHaveLength(BIG_COMMENTS_COUNT);
    expect(answer.comments.length).toBeGreaterThan(800);
    expect(Math.max(...all.map(depth))).toBe(13);
    expect(answer.has_more).toBe(false);
  });

  it(`brings ${BIG_COMMENTS_ARRIVING} new comments 30 s later (last_comment_at), then 10 more over 5 minutes`, async () => {
    try {
      const first = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { all_comments: true } });
      const last = flatten(first.comments)
        .map((c) => c.date)
        .sort()
        .at(-1)!;
      expect((await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { last_comment_at: last } })).comments).toHaveLength(0);
      advanceMockClock(30_000);
      const fresh = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { last_comment_at: last } });
      expect(fresh.comments).toHaveLength(BIG_COMMENTS_ARRIVING);
      expect(fresh.comments.some((c) => c.parent_id !== null)).toBe(true);
      expect(fresh.comments.some((c) => c.parent_id === null)).toBe(true);
      advanceMockClock(300_000);
      const later = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { last_comment_at: fresh.comments.at(-1)!.date } });
      expect(later.comments).toHaveLength(10);
    } finally {
      resetMockClock();
    }
  });

  it('takes likes and seen marks like any post', async () => {
    setScenario({ viewer: 'paid' });
    const answer = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { all_comments: true } });
    const target = flatten(answer.comments).find((c) => !c.reaction)!;
    await call(addCommentReaction, { params: { id: target.id }, body: { reaction: '❤' } });
    const after = flatten((await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { all_comments: true } })).comments);
    expect(after.find((c) => c.id === target.id)).toMatchObject({ reaction: true, reaction_count: target.reaction_count + 1 });
    await call(markPostSeen, { params: { id: BIG_COMMENTS_POST_ID }, body: { threads: answer.comments.slice(0, 3).map((c) => c.id) } });
  });
});

describe('post 1005: comments still to come', () => {
  it('a top-level comment after 20 s and a reply to the photo comment after 25 s', async () => {
    try {
      const before = await call(getPostComments, { params: { id: 1005 } });
      const last = flatten(before.comments)
        .map((c) => c.date)
        .sort()
        .at(-1)!;
      advanceMockClock(30_000);
      const fresh = await call(getPostComments, { params: { id: 1005 }, query: { last_comment_at: last } });
      expect(fresh.comments.map((c) => c.parent_id)).toEqual([null, 30001]);
    } finally {
      resetMockClock();
    }
  });
});

describe('E35 paged (limit and cursor)', () => {
  it('walks the whole thread page by page, in the order of the whole answer, every thread once', async () => {
    const whole = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { all_comments: true, sort: 'most_recent_first' } });
    expect(whole.nextCursor).toBeUndefined();
    const ids: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await call(getPostComments, {
        params: { id: BIG_COMMENTS_POST_ID },
        query: { all_comments: true, sort: 'most_recent_first', limit: 100, ...(cursor ? { cursor } : {}) },
      });
      expect(page.thread_count).toBe(whole.comments.length);
      expect(page.comments.length).toBeLessThanOrEqual(100);
      ids.push(...page.comments.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      if (page.nextCursor === null) expect(page.has_more).toBe(false);
    } while (cursor);
    expect(pages).toBe(Math.ceil(whole.comments.length / 100));
    expect(ids).toEqual(whole.comments.map((c) => c.id));
    // Each thread comes with its whole subtree.
    expect(flatten(whole.comments).length).toBe(BIG_COMMENTS_COUNT);
  });

  it('refuses an unknown cursor and a cursor of another sort, naming the field', async () => {
    const first = await call(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { sort: 'oldest_first', limit: 5 } });
    expect(first.comments).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await callError(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { sort: 'most_recent_first', cursor: first.nextCursor! } });
    expect(other.status).toBe(400);
    expect((await callError(getPostComments, { params: { id: BIG_COMMENTS_POST_ID }, query: { cursor: 'nonsense' } })).status).toBe(400);
  });
});
