/**
 * The post page's calls on the mock: E23 by slug and P28 by id (G32) with the publication, the paywall cut by
 * viewer, 404s, the metered and thread fixtures, deletion visible to the next GET, saving (E32) and the featured
 * tag (E34) visible to the next GET, shared selections (E37/E38).
 */
import { describe, expect, it } from 'vitest';
import { core } from '../../mocks/db/core';
import { setScenario } from '../../mocks/scenario';
import { getPostById, getPostBySlug, getPostImageSelection, getPostSelection, savePost, updatePostTheme } from '../../src/api/endpoints/posts';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('post page: loading (E23, P28)', () => {
  it('answers the same post by slug and by id, with its publication', async () => {
    const bySlug = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    const byId = await call(getPostById, { params: { id: 1001 } });
    expect(byId).toEqual(bySlug);
    expect(bySlug.publication).toMatchObject({ id: 1, name: 'The Daily Margin', payments_state: 'enabled' });
  });

  it('404s an unknown slug or id with “Post not found”', async () => {
    const bySlug = await callError(getPostBySlug, { params: { slug: 'no-such-post' } });
    const byId = await callError(getPostById, { params: { id: 999_999 } });
    expect(bySlug.status).toBe(404);
    expect(byId.status).toBe(404);
  });

  it('404s a draft for readers, answers it to staff', async () => {
    setScenario({ viewer: 'paid' });
    expect((await callError(getPostById, { params: { id: 1018 } })).status).toBe(404);
    setScenario({ viewer: 'admin' });
    await expect(call(getPostById, { params: { id: 1018 } })).resolves.toMatchObject({ id: 1018 });
  });

  it.each([
    ['anonymous', true],
    ['free', true],
    ['paid', false],
    ['founding', false],
    ['contributor', false],
    ['admin', false],
  ] as const)('a paid post for %s: cut at the paywall → %s', async (viewer, truncated) => {
    setScenario({ viewer });
    const post = await call(getPostBySlug, { params: { slug: 'paid-the-long-shelf' } });
    expect(post.truncated_body_text).toBe(truncated);
  });

  it.each([
    ['paid', true],
    ['founding', false],
    ['admin', false],
  ] as const)('a founding-only post for %s: cut → %s', async (viewer, truncated) => {
    setScenario({ viewer });
    expect((await call(getPostBySlug, { params: { slug: 'margin-founders-circle' } })).truncated_body_text).toBe(truncated);
  });

  it('serves the page fixtures: metered, thread, geoblocked, page, pledge and invite-only publications', async () => {
    setScenario({ viewer: 'anonymous' });
    expect(await call(getPostBySlug, { params: { slug: 'metered-dispatch' } })).toMatchObject({ meter_type: 'monthly' });
    expect(await call(getPostBySlug, { params: { slug: 'weekend-thread' } })).toMatchObject({ type: 'thread' });
    expect(await call(getPostBySlug, { params: { slug: 'not-in-your-region' } })).toMatchObject({ is_geoblocked: true });
    expect(await call(getPostBySlug, { params: { slug: 'about' } })).toMatchObject({ type: 'page' });
    expect((await call(getPostBySlug, { params: { slug: 'field-notes-members' } })).publication).toMatchObject({
      payments_state: 'disabled',
      pledges_enabled: true,
    });
    expect((await call(getPostBySlug, { params: { slug: 'inner-circle-dispatch' } })).publication).toMatchObject({ invite_only: true });
  });

  it('a post deleted from the world answers 404 to the next GET', async () => {
    await call(getPostById, { params: { id: 1001 } });
    core.posts = core.posts.filter((p) => p.id !== 1001);
    expect((await callError(getPostById, { params: { id: 1001 } })).status).toBe(404);
  });
});

describe('post page: mutations seen by the next GET', () => {
  it('a save (E32) shows as is_saved', async () => {
    setScenario({ viewer: 'free' });
    expect((await call(getPostById, { params: { id: 1300 } })).is_saved).toBe(false);
    await call(savePost, { body: { post_id: 1300, surface: 'post-page' } });
    expect((await call(getPostById, { params: { id: 1300 } })).is_saved).toBe(true);
  });

  it('saving needs a signed-in reader (401)', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(savePost, { body: { post_id: 1300 } })).status).toBe(401);
  });

  it('the featured tag (E34) shows in postTheme; only admins may change it', async () => {
    setScenario({ viewer: 'contributor' });
    expect((await callError(updatePostTheme, { params: { id: 1300 }, body: { featured_post_tag_id: 2 } })).status).toBe(403);
    setScenario({ viewer: 'admin' });
    await call(updatePostTheme, { params: { id: 1300 }, body: { featured_post_tag_id: 2 } });
    expect((await call(getPostById, { params: { id: 1300 } })).postTheme).toMatchObject({ featured_post_tag_id: 2 });
  });
});

describe('post page: shared selections (E37, E38)', () => {
  it('answers a text selection whose text is in the post body', async () => {
    const selection = await call(getPostSelection, { params: { id: 'sel-city-reads' } });
    const post = await call(getPostById, { params: { id: selection.post_id } });
    expect(selection.text).toBeTruthy();
    expect(post.body_html).toContain(selection.text!);
  });

  it('answers an image selection with img_src; unknown ids 404', async () => {
    await expect(call(getPostImageSelection, { params: { id: 'img-city-cover' } })).resolves.toMatchObject({ img_src: '/mock-assets/covers/cover-2.jpg' });
    expect((await callError(getPostSelection, { params: { id: 'nope' } })).status).toBe(404);
  });
});
