/**
 * Contract of the calls behind the scheduled-post page, the cross-post embed page, the takeovers, the gift modal, the
 * gift acceptance page and the file page (spec 003; E23, E39, E42, E58, E64, P16, E71, E72), as those screens use them.
 */
import { describe, expect, it } from 'vitest';
import { GIFT_TOKENS, growthStore } from '../../mocks/db/growth';
import { setScenario } from '../../mocks/scenario';
import { getArchive } from '../../src/api/endpoints/feed';
import { acceptViralGift, createViralGiftForEmail, getFileEntry, getViralGift, getWelcomePageData } from '../../src/api/endpoints/growth';
import { getCrossPost, getPostBySlug } from '../../src/api/endpoints/posts';
import { crossPostTopPosts, crossPostTopPostsPublication } from '../../src/features/post/extras/crossPost/crossPost';
import { initGiftAccept } from '../../src/features/post/extras/gift/giftAccept.machine';
import { scheduledPostAccess } from '../../src/features/post/extras/scheduled/scheduledPost';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('scheduled posts (E23)', () => {
  it('a scheduled post carries its trigger time and audience', async () => {
    const post = await call(getPostBySlug, { params: { slug: 'coming-sunday' } });
    expect(post.is_scheduled).toBe(true);
    expect(post.postSchedule).toEqual({ trigger_at: '2026-11-23T15:00:00.000Z', email_audience: 'everyone' });
  });

  it('the founding-only post is founding-only: paid is blocked, founding allowed', async () => {
    setScenario({ viewer: 'paid' });
    const post = await call(getPostBySlug, { params: { slug: 'founding-preview' } });
    expect(post.postSchedule?.email_audience).toBe('founding');
    expect(scheduledPostAccess(post.postSchedule!.email_audience, 'paid')).toBe('founding_required');
    expect(scheduledPostAccess(post.postSchedule!.email_audience, 'founding')).toBe('allowed');
  });

  it('an unknown slug is 404 (“Post not found”)', async () => {
    expect((await callError(getPostBySlug, { params: { slug: 'no-such-post' } })).status).toBe(404);
  });
});

describe('cross-posts (E39) and their top posts (E42)', () => {
  it('answers the post under its original publication with the byline and intro text', async () => {
    const cross = await call(getCrossPost, { params: { post_id: 1013 } });
    expect(cross.crossPostedPub.name).toBe('Field Notes');
    expect(cross.crossPostingByLine.name).toBe('Ada Admin');
    expect(cross.crossPostingByLine.publication?.name).toBe('The Daily Margin');
    expect(cross.intro_text).toMatch(/^Our friends at Field Notes/);
  });

  it('is 404 for a post that is not cross-posted, and for an unknown id', async () => {
    expect((await callError(getCrossPost, { params: { post_id: 1001 } })).status).toBe(404);
    expect((await callError(getCrossPost, { params: { post_id: 999_999 } })).status).toBe(404);
  });

  it('top posts: the cross-posting publication’s most liked, at most 3', async () => {
    const cross = await call(getCrossPost, { params: { post_id: 1013 } });
    const pub = crossPostTopPostsPublication(cross);
    const posts = await call(getArchive, { query: { sort: 'top', limit: 4, offset: 0, publication_id: pub.id } });
    const top = crossPostTopPosts(posts, 1013);
    expect(top).toHaveLength(3);
    const likes = top.map((p) => p.reactions?.['❤'] ?? 0);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  });
});

describe('welcome popup data (E58)', () => {
  it('answers the publication, up to 3 public posts and up to 3 recommendations', async () => {
    setScenario({ viewer: 'anonymous' });
    const data = await call(getWelcomePageData, {});
    expect(data.publication.name).toBe('The Daily Margin');
    expect(data.posts.length).toBeGreaterThan(0);
    expect(data.posts.length).toBeLessThanOrEqual(3);
    expect(data.posts.every((p) => p.audience === 'everyone')).toBe(true);
    expect(data.recommendations.length).toBeLessThanOrEqual(3);
  });
});

describe('files (E64)', () => {
  it.each([
    ['reading-guide-2026.pdf', 'PDF', 'the-city-that-reads'],
    ['night-bus-comic.cbz', 'CBZ', 'with-voiceover'],
    ['README', 'FILE', null],
  ])('%s → type %s, post %s', async (name, type, slug) => {
    const file = await call(getFileEntry, { params: { name } });
    expect(file.type).toBe(type);
    expect(file.post?.slug ?? null).toBe(slug);
    expect(file.download_url).toMatch(/\/download$/);
  });

  it('an unknown file is 404', async () => {
    expect((await callError(getFileEntry, { params: { name: 'nope.pdf' } })).status).toBe(404);
  });
});

describe('viral gifts (P16, E71)', () => {
  it('a claimable gift: its sender and count; accepting takes one (stateful), the same email twice is refused', async () => {
    setScenario({ viewer: 'anonymous' });
    const gift = await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } });
    expect(gift).toMatchObject({ sender_name: 'Fiona Founding', count_remaining: 3, expired: false });
    expect(initGiftAccept(gift).name).toBe('form');

    const { subscription } = await call(acceptViralGift, { body: { name: 'Nina', email: 'nina@example.com', token: GIFT_TOKENS.claimable } });
    expect(subscription).toMatchObject({ email: 'nina@example.com', type: 'gift' });
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } })).count_remaining).toBe(2);

    const again = await callError(acceptViralGift, { body: { name: 'Nina', email: 'nina@example.com', token: GIFT_TOKENS.claimable } });
    expect(again.status).toBe(400);
    expect(again.serverMessage).toBe('This email has already claimed this gift.');
  });

  it.each([
    ['all claimed', GIFT_TOKENS.allGone],
    ['expired', GIFT_TOKENS.expired],
  ])('%s: P16 reads as all gone and E71 answers 410 ALL_GONE', async (_name, token) => {
    const gift = await call(getViralGift, { params: { token } });
    expect(initGiftAccept(gift).name).toBe('all_gone');
    const error = await callError(acceptViralGift, { body: { name: 'Nina', email: 'nina@example.com', token } });
    expect(error.status).toBe(410);
    expect(error.code).toBe('ALL_GONE');
  });

  it('the last gift taken in between: 410', async () => {
    growthStore.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)!.count_remaining = 0;
    expect((await callError(acceptViralGift, { body: { name: 'Nina', email: 'nina@example.com', token: GIFT_TOKENS.claimable } })).status).toBe(410);
  });

  it('an unknown link is 404', async () => {
    expect((await callError(getViralGift, { params: { token: 'vg_nope' } })).status).toBe(404);
  });
});

describe('gift for an email (E72)', () => {
  it('creates the gift (stateful): the same email a second time is refused with a text', async () => {
    await call(createViralGiftForEmail, { body: { email: 'paolo@example.com', fromSubstack: false, months: 1 } });
    expect(growthStore.emailGifts.some((g) => g.email === 'paolo@example.com' && g.months === 1)).toBe(true);
    const error = await callError(createViralGiftForEmail, { body: { email: 'paolo@example.com', fromSubstack: false } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('This email already has a gift subscription.');
  });

  it('refuses an email with "+" with the server’s text', async () => {
    const error = await callError(createViralGiftForEmail, { body: { email: 'paolo+gift@example.com' } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Emails with a “+” can’t receive a gift. Please use another address.');
  });
});
