/**
 * The calls the post footer makes, as the footer relies on them (spec 001 "Post footer bar", §4; 002 restack):
 * a like shows in the next GET of the post and of the facepile, a save in the next GET, a restack moves the count
 * and has-restacked, signed-out readers get 401, and the summary carries HTML the client must sanitise.
 */
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/scenario';
import { freeSignup } from '../../src/api/endpoints/account';
import { getHasRestacked, restack, unrestack } from '../../src/api/endpoints/feed';
import { addPostReaction, getPostBySlug, getPostFacepile, getPostSummary, removePostReaction, savePost, unsavePost } from '../../src/api/endpoints/posts';
import { call, callError, useMockServer } from './setup';

useMockServer();

const SLUG = 'the-city-that-reads';
const POST_ID = 1001;

describe('footer: like (E25/E26)', () => {
  it('a like by the free reader shows in the post (count +1, reaction, first reactor name) and the facepile', async () => {
    setScenario({ viewer: 'free' });
    const before = await call(getPostBySlug, { params: { slug: SLUG } });
    expect(before.reaction).toBe(false);
    await call(addPostReaction, { params: { id: POST_ID }, body: { reaction: '❤' } });
    const after = await call(getPostBySlug, { params: { slug: SLUG } });
    expect(after.reaction).toBe(true);
    expect(after.reactions?.['❤']).toBe((before.reactions?.['❤'] ?? 0) + 1);
    expect(after.reactor_names?.[0]).toBe('Frances Free');
    const pile = await call(getPostFacepile, { params: { id: POST_ID } });
    expect(pile.reactors[0]?.name).toBe('Frances Free');
    await call(removePostReaction, { params: { id: POST_ID }, body: {} });
    expect((await call(getPostBySlug, { params: { slug: SLUG } })).reactions?.['❤']).toBe(before.reactions?.['❤']);
  });

  it('answers 401 to a signed-out like', async () => {
    setScenario({ viewer: 'anonymous' });
    const error = await callError(addPostReaction, { params: { id: POST_ID }, body: { reaction: '❤' } });
    expect(error.status).toBe(401);
  });
});

describe('footer: save (E32/E33)', () => {
  it('a save shows as is_saved in the next GET; unsave clears it', async () => {
    setScenario({ viewer: 'free' });
    await call(savePost, { body: { post_id: POST_ID, surface: 'post' } });
    expect((await call(getPostBySlug, { params: { slug: SLUG } })).is_saved).toBe(true);
    await call(unsavePost, { body: { post_id: POST_ID, surface: 'post' } });
    expect((await call(getPostBySlug, { params: { slug: SLUG } })).is_saved).toBe(false);
  });
  it('answers 401 when signed out', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(savePost, { body: { post_id: POST_ID } })).status).toBe(401);
  });
});

describe('footer: restack (E44–E46)', () => {
  it('a first restack: count +1, restacked, has-restacked true; undo reverts the count', async () => {
    setScenario({ viewer: 'free' });
    expect((await call(getHasRestacked, {})).hasRestacked).toBe(false);
    const before = await call(getPostBySlug, { params: { slug: SLUG } });
    await call(restack, { body: { postId: POST_ID, surface: 'post' } });
    const after = await call(getPostBySlug, { params: { slug: SLUG } });
    expect(after.restacked).toBe(true);
    expect(after.restacks).toBe((before.restacks ?? 0) + 1);
    expect((await call(getHasRestacked, {})).hasRestacked).toBe(true);
    await call(unrestack, { body: { postId: POST_ID } });
    const undone = await call(getPostBySlug, { params: { slug: SLUG } });
    expect(undone.restacked).toBe(false);
    expect(undone.restacks).toBe(before.restacks);
  });
  it('answers 401 when signed out', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(restack, { body: { postId: POST_ID } })).status).toBe(401);
  });
});

describe('footer: reader guide (E31)', () => {
  it('returns HTML with a script and a javascript: link, which the client must sanitise', async () => {
    const { summary } = await call(getPostSummary, { params: { id: 1005 } });
    expect(summary).toContain('<script>');
    expect(summary).toContain('href="javascript:');
    expect(summary).toContain('<h3>Reader guide</h3>');
  });
  it('refuses a reader without access to a paid post (403 with a message)', async () => {
    setScenario({ viewer: 'anonymous' });
    const error = await callError(getPostSummary, { params: { id: 1002 } });
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('Subscribe to read the reader guide for this post.');
  });
});

describe('footer: free signup (E21) from the like modals', () => {
  it('subscribes an e-mail', async () => {
    setScenario({ viewer: 'anonymous' });
    const answer = await call(freeSignup, { body: { email: 'reader@example.com', source: 'free_subscribe_to_like' } });
    expect(answer.referral_token).toBeTruthy();
  });
});
