import { describe, expect, it } from 'vitest';
import { addPostReaction, getPostBySlug, removePostReaction, savePost, unsavePost } from '../../src/api/endpoints/posts';
import { setScenario } from '../../mocks/scenario';
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
