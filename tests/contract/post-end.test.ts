/**
 * The calls the end of a post makes, against the mock: P27 reader context (M12 inputs, recommend CTA, top posts),
 * P22 unlock changing the next E23, E40/E41 restacks, E35 comments off / not allowed, E42 top and latest posts.
 */
import { describe, expect, it } from 'vitest';
import { PUB } from '../../mocks/db';
import { core } from '../../mocks/db/core';
import { COMMENTS_OFF_POST_ID } from '../../mocks/db/posts';
import { setScenario } from '../../mocks/scenario';
import { getArchive } from '../../src/api/endpoints/feed';
import { getPostBySlug, getPostComments, getPostReaderContext, getPostRestacks, unlockPost } from '../../src/api/endpoints/posts';
import { postEndCtaType, showRecommendCta } from '../../src/features/post/end/rules';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('P27 reader context', () => {
  it('is the publication and no user for an anonymous reader', async () => {
    setScenario({ viewer: 'anonymous' });
    const ctx = await call(getPostReaderContext, { params: { id: 1001 } });
    expect(ctx.publication.id).toBe(PUB.margin);
    expect(ctx.publication.payments_state).toBe('enabled');
    expect(ctx.user).toBeNull();
    expect(postEndCtaType(ctx.publication, ctx.user)).toBe('free_upsell');
  });

  it.each([
    ['free', 1001, 'paid_upsell'],
    ['paid', 1001, 'free_upsell'],
    ['founding', 1001, 'free_upsell'],
    ['free', 1013, 'pledge_upsell'],
    ['paid', 1013, 'free_upsell'],
    ['anonymous', 1013, 'free_upsell'],
  ] as const)('%s reader on post %i → %s', async (viewer, postId, expected) => {
    setScenario({ viewer });
    const ctx = await call(getPostReaderContext, { params: { id: postId } });
    expect(postEndCtaType(ctx.publication, ctx.user)).toBe(expected);
  });

  it('marks staff and the reader’s own publication (recommend CTA)', async () => {
    setScenario({ viewer: 'admin' });
    const own = await call(getPostReaderContext, { params: { id: 1001 } });
    expect(own.user).toMatchObject({ is_admin: true, is_public_admin: true, primaryPublication: { id: PUB.margin } });
    expect(showRecommendCta(own.publication, own.user)).toBe(false);
    const other = await call(getPostReaderContext, { params: { id: 1013 } });
    expect(other.user).toMatchObject({ is_admin: false, is_contributor: false, is_free_subscribed: true });
    expect(showRecommendCta(other.publication, other.user)).toBe(true);
    setScenario({ viewer: 'contributor' });
    const contributor = await call(getPostReaderContext, { params: { id: 1001 } });
    expect(contributor.user).toMatchObject({ is_contributor: true });
  });

  it('answers 404 for an unknown post', async () => {
    expect((await callError(getPostReaderContext, { params: { id: 99999 } })).status).toBe(404);
  });
});

describe('gift unlock (P22) is visible to the next reads', () => {
  it('unlocks the teaser-eligible post in full and records the redeemed token', async () => {
    setScenario({ viewer: 'free' });
    expect((await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } })).truncated_body_text).toBe(true);
    expect((await call(getPostReaderContext, { params: { id: 1002 } })).user?.has_redeemed_post_unlock_token).toBe(false);
    await call(unlockPost, { params: { id: 1002 } });
    expect((await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } })).truncated_body_text).toBe(false);
    expect((await call(getPostReaderContext, { params: { id: 1002 } })).user?.has_redeemed_post_unlock_token).toBe(true);
  });

  it('refuses a post that is not teaser-eligible with T049 and 403', async () => {
    setScenario({ viewer: 'free' });
    const error = await callError(unlockPost, { params: { id: 1006 } });
    expect(error.status).toBe(403);
    expect(error.message).toContain('Teaser posts are not currently available for this content.');
  });
});

describe('restacks, comments and posts lists', () => {
  it('E40 has a total beyond the items shown; empty for an invite-only publication', async () => {
    const r = await call(getPostRestacks, { params: { post_id: 1001 }, query: { filterForPub: true } });
    expect(r.total).toBeGreaterThanOrEqual(r.restacks.length);
    core.posts.find((p) => p.id === 1001)!.publication_id = PUB.innerCircle;
    expect(await call(getPostRestacks, { params: { post_id: 1001 }, query: { filterForPub: true } })).toEqual({ restacks: [], total: 0 });
  });

  it('comments off is a post flag; pages answer 400 (not allowed)', async () => {
    const off = core.posts.find((p) => p.id === COMMENTS_OFF_POST_ID)!;
    expect((await call(getPostBySlug, { params: { slug: off.slug } })).write_comment_permissions).toBe('none');
    expect((await callError(getPostComments, { params: { id: 1008 } })).status).toBe(400);
  });

  it('E42 lists top posts (most liked first) and latest posts of the publication', async () => {
    const top = await call(getArchive, { query: { sort: 'top', limit: 11, publication_id: PUB.margin } });
    expect(top).toHaveLength(11);
    const likes = top.map((p) => p.reactions?.['❤'] ?? 0);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const latest = await call(getArchive, { query: { sort: 'new', limit: 5, publication_id: PUB.margin } });
    expect(latest).toHaveLength(5);
  });
});
