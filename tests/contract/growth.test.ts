import { describe, expect, it } from 'vitest';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../../src/api/endpoint';
import {
  acceptPublicationUserInvite,
  acceptViralGift,
  createViralGiftForEmail,
  getAuthorPageInfo,
  getCountries,
  getFileEntry,
  getHomepageData,
  getPostTagBySlug,
  getPublicationInvites,
  getPublicationUserInvite,
  getRecommendations,
  getReferralLeaderboard,
  getSurvey,
  getViralGift,
  getWelcomePageData,
  sendPublicationInvite,
  submitSurveyResponses,
  updateHomepageBlock,
} from '../../src/api/endpoints/growth';
import { freeSignup, setSubscriptionVisibility } from '../../src/api/endpoints/account';
import { addPostReaction } from '../../src/api/endpoints/posts';
import type { ApiError } from '../../src/api/errors';
import { callEndpoint } from '../../src/api/http';
import {
  fileTypeFromKey,
  homepageBlockPostCount,
  homepageBlockTypes,
  homepagePostSources,
  referralRewardTypes,
  referralTierCase,
  referralShareUrl,
  surveyQuestionTypes,
  type SurveyResponsesBody,
} from '../../src/api/schemas/growth';
import { advanceMockClock } from '../../mocks/clock';
import { GIFT_TOKENS, SURVEY_IDS, SURVEY_TOKEN_FRANCES } from '../../mocks/db/growth';
import { setScenario } from '../../mocks/scenario';
import { growthSamples } from './growth.samples';
import { call, callError, useMockServer } from './setup';

useMockServer();

const INNER_CIRCLE = 'https://innercircle.example.com';
const FIELD_NOTES = 'https://fieldnotes.example.com';

/** A call to another publication's host (the mock reads the publication from the host). */
function callOn<E extends AnyEndpointDef>(baseUrl: string, def: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
  return callEndpoint({ baseUrl }, def, input);
}

async function callErrorOn<E extends AnyEndpointDef>(baseUrl: string, def: E, input: EndpointInput<E>): Promise<ApiError> {
  try {
    await callOn(baseUrl, def, input);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error(`${def.method} ${def.path} on ${baseUrl} succeeded but was expected to fail`);
}

describe('E57 GET /api/v1/homepage_data', () => {
  it('answers every block layout and post source, each filled to its size', async () => {
    setScenario({ viewer: 'anonymous' });
    const data = await call(getHomepageData, {});
    expect(data.publication?.id).toBe(1);
    expect(new Set(data.blocks.map((b) => b.block_type))).toEqual(new Set(homepageBlockTypes));
    expect(new Set(data.blocks.map((b) => b.post_source))).toEqual(new Set(homepagePostSources));
    for (const block of data.blocks) expect(block.posts).toHaveLength(homepageBlockPostCount(block));
    expect(data.preview).toBe(false);
  });

  it('follows num_posts 3 / default 6 / 7 for lists and num_rows 1 / 2 / 4 for grids (minus a column per sidebar module)', async () => {
    const { blocks } = await call(getHomepageData, {});
    const lists = blocks.filter((b) => b.block_type === 'list');
    expect(lists.map((b) => [b.num_posts ?? null, b.posts.length])).toEqual([
      [3, 3],
      [null, 6],
      [7, 7],
    ]);
    const grids = blocks.filter((b) => b.block_type === 'grid');
    expect(grids.map((b) => [b.num_rows, b.sidebar_modules?.length ?? 0, b.posts.length])).toEqual([
      [1, 0, 4],
      [2, 1, 6],
      [4, 0, 16],
    ]);
    const fixed = Object.fromEntries(blocks.filter((b) => b.block_type !== 'list' && b.block_type !== 'grid').map((b) => [b.block_type, b.posts.length]));
    expect(fixed).toEqual({ feature: 5, podcast_plus_three: 4, single_post: 1, half_feature: 4 });
  });

  it('takes posts from their source, puts pins in place and never sends bodies, drafts, pages or scheduled posts', async () => {
    const { blocks } = await call(getHomepageData, {});
    const section = blocks.find((b) => b.post_source === 'section' && b.section_id === 13)!;
    expect(section.posts.every((p) => p.section_id === 13 && p.type === 'podcast')).toBe(true);
    const tag = blocks.find((b) => b.post_source === 'tag' && b.post_tag_id === 3)!;
    expect(tag.posts.every((p) => p.postTags?.some((t) => t.id === 3))).toBe(true);
    expect(blocks.find((b) => b.block_type === 'feature')!.posts[0]!.id).toBe(1001);
    expect(blocks.find((b) => b.block_type === 'half_feature')!.posts[1]!.id).toBe(1002);
    expect(blocks.find((b) => b.block_type === 'single_post')!.posts.map((p) => p.id)).toEqual([1005]);
    const all = blocks.flatMap((b) => b.posts);
    expect(all.every((p) => p.body_html === undefined)).toBe(true);
    expect(all.some((p) => [1008, 1010, 1011, 1018].includes(p.id))).toBe(false);
    const latestIds = blocks.filter((b) => b.post_source === 'latest').flatMap((b) => b.posts.map((p) => p.id));
    expect(new Set(latestIds).size).toBe(latestIds.length);
  });

  it('sends three recommendations and the "View all N" count', async () => {
    const data = await call(getHomepageData, {});
    expect(data.recommendations).toHaveLength(3);
    expect(data.recommendation_count).toBe(5);
    expect(data.recommendations[0]!.recommendedPublication.name).toBe('Field Notes');
  });

  it('serves the unpublished layout to a publication admin in preview, and the published one to anyone else', async () => {
    setScenario({ viewer: 'admin' });
    const preview = await call(getHomepageData, { query: { preview: true } });
    expect(preview.preview).toBe(true);
    expect(preview.blocks.map((b) => b.id)).toEqual([101, 102, 103]);
    expect(preview.blocks[0]!.posts.map((p) => p.id)).toEqual([1003]);
    setScenario({ viewer: 'contributor' });
    const reader = await call(getHomepageData, { query: { preview: 'true' } });
    expect(reader.preview).toBe(false);
    expect(reader.blocks[0]!.id).toBe(1);
  });

  it('adds the subscribers / followers / following lists for the subpaths, without emails (G58)', async () => {
    const subscribers = await call(getHomepageData, { query: { subpath: 'subscribers' } });
    expect(subscribers.people?.subpath).toBe('subscribers');
    expect(subscribers.people?.total).toBe(17);
    expect(subscribers.people?.users.map((u) => u.name)).toContain('Paolo Paid');
    expect(subscribers.people?.users.every((u) => u.email === undefined)).toBe(true);
    expect((await call(getHomepageData, { query: { subpath: 'following' } })).people?.users).toHaveLength(4);
    expect((await call(getHomepageData, {})).people).toBeUndefined();
  });

  it('rejects an unknown subpath with 400 naming the field', async () => {
    const error = await callError(getHomepageData, { query: { subpath: 'fans' as never } });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('subpath');
  });

  it('shows the viewer’s own like on block posts (state from the posts area)', async () => {
    setScenario({ viewer: 'free' });
    await call(addPostReaction, { params: { id: 1001 }, body: { reaction: '❤' } });
    const { blocks } = await call(getHomepageData, {});
    expect(blocks[0]!.posts[0]!.reaction).toBe(true);
  });

  it('answers another publication’s home page on its host', async () => {
    const data = await callOn(INNER_CIRCLE, getHomepageData, {});
    expect(data.publication?.name).toBe('The Inner Circle');
    expect(data.blocks).toHaveLength(1);
    expect(data.recommendations).toEqual([]);
  });
});

describe('P62 PATCH /api/v1/homepage/blocks/:id (designed)', () => {
  it('saves a list block’s num_posts and a grid block’s num_rows; the next E57 fills them to the new size', async () => {
    setScenario({ viewer: 'admin' });
    const saved = await call(updateHomepageBlock, { params: { id: 3 }, body: { num_posts: 4 } });
    expect(saved).toMatchObject({ id: 3, block_type: 'list', num_posts: 4 });
    await call(updateHomepageBlock, { params: { id: 7 }, body: { num_rows: 1 } });
    setScenario({ viewer: 'anonymous' });
    const { blocks } = await call(getHomepageData, {});
    expect(blocks.find((b) => b.id === 3)!.posts).toHaveLength(4);
    expect(blocks.find((b) => b.id === 7)!.posts).toHaveLength(4);
  });

  it('saves a preview-layout block too, seen only in the preview', async () => {
    setScenario({ viewer: 'admin' });
    await call(updateHomepageBlock, { params: { id: 103 }, body: { num_posts: 3 } });
    const preview = await call(getHomepageData, { query: { preview: true } });
    expect(preview.blocks.find((b) => b.id === 103)!.posts).toHaveLength(3);
  });

  it('refuses values out of range and settings the layout does not take, naming the field', async () => {
    setScenario({ viewer: 'admin' });
    for (const [id, body, field] of [
      [3, { num_posts: 8 }, 'num_posts'],
      [3, { num_posts: 2 }, 'num_posts'],
      [7, { num_rows: 5 }, 'num_rows'],
      [7, { num_rows: 0 }, 'num_rows'],
      [7, { num_posts: 5 }, 'num_posts'],
      [3, { num_rows: 2 }, 'num_rows'],
    ] as const) {
      const error = await callError(updateHomepageBlock, { params: { id }, body });
      expect(error.status).toBe(400);
      expect(error.serverMessage).toContain(field);
    }
    expect((await call(getHomepageData, {})).blocks.find((b) => b.id === 3)!.num_posts ?? null).toBe(null);
  });

  it('answers 401 signed out, 403 to a non-admin and 404 for a block of no home page', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updateHomepageBlock, { params: { id: 3 }, body: { num_posts: 4 } })).status).toBe(401);
    setScenario({ viewer: 'contributor' });
    expect((await callError(updateHomepageBlock, { params: { id: 3 }, body: { num_posts: 4 } })).status).toBe(403);
    setScenario({ viewer: 'admin' });
    expect((await callError(updateHomepageBlock, { params: { id: 999 }, body: { num_posts: 4 } })).status).toBe(404);
    expect((await callErrorOn(INNER_CIRCLE, updateHomepageBlock, { params: { id: 3 }, body: { num_posts: 4 } })).status).not.toBe(200);
  });
});

describe('E58 GET /api/v1/welcome_page_data', () => {
  it('answers the publication, three public posts and recommendations', async () => {
    setScenario({ viewer: 'anonymous' });
    const data = await call(getWelcomePageData, {});
    expect(data.publication.name).toBe('The Daily Margin');
    expect(data.posts).toHaveLength(3);
    expect(data.posts.every((p) => p.audience === 'everyone')).toBe(true);
    expect(data.recommendations.length).toBeGreaterThan(0);
  });
});

describe('E59/E60 invites', () => {
  it('a subscriber of the invite-only publication sees invites left and the invites sent', async () => {
    setScenario({ viewer: 'paid' });
    const data = await callOn(INNER_CIRCLE, getPublicationInvites, {});
    expect(data).toMatchObject({ invitesLeft: 2, unlimited: false });
    expect(data.invites.map((i) => i.inviteeUser.name)).toEqual(['Nora Reed']);
    expect(data.invites[0]!.created_at).toBeTruthy();
  });

  it('sending an invite decreases invites left, visible to the next GET', async () => {
    setScenario({ viewer: 'paid' });
    const sent = await callOn(INNER_CIRCLE, sendPublicationInvite, { body: { name: 'Vic Stone', email: 'vic@example.com' } });
    expect(sent.invitesLeft).toBe(1);
    expect(sent.invites[0]).toMatchObject({ inviteeUser: { name: 'Vic Stone' }, status: 'pending' });
    const next = await callOn(INNER_CIRCLE, getPublicationInvites, {});
    expect(next.invitesLeft).toBe(1);
    expect(next.invites).toHaveLength(2);
  });

  it('answers 400 when no invites are left', async () => {
    setScenario({ viewer: 'founding' });
    expect((await callOn(INNER_CIRCLE, getPublicationInvites, {})).invitesLeft).toBe(0);
    const error = await callErrorOn(INNER_CIRCLE, sendPublicationInvite, { body: { name: 'Wren', email: 'wren@example.com' } });
    expect(error).toMatchObject({ status: 400, code: 'NO_INVITES_LEFT', serverMessage: 'You have no invites left.' });
  });

  it('answers 400 naming the field for a bad email, a blank name or an address already invited', async () => {
    setScenario({ viewer: 'paid' });
    const bad = await callErrorOn(INNER_CIRCLE, sendPublicationInvite, { body: { name: 'Xan', email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toBe('Please enter a valid email address.');
    const blank = await callErrorOn(INNER_CIRCLE, sendPublicationInvite, { body: { name: '  ', email: 'xan@example.com' } });
    expect(blank.serverMessage).toBe('Please enter a name.');
    const twice = await callErrorOn(INNER_CIRCLE, sendPublicationInvite, { body: { name: 'Nora', email: 'NORA@example.com' } });
    expect(twice.serverMessage).toContain('already been invited');
    expect((await callOn(INNER_CIRCLE, getPublicationInvites, {})).invitesLeft).toBe(2);
  });

  it('contributors invite without limit', async () => {
    setScenario({ viewer: 'contributor' });
    expect(await call(getPublicationInvites, {})).toMatchObject({ invitesLeft: null, unlimited: true });
    for (const n of [1, 2, 3, 4]) await call(sendPublicationInvite, { body: { name: `Guest ${n}`, email: `guest${n}@example.com` } });
    const data = await call(getPublicationInvites, {});
    expect(data.invitesLeft).toBeNull();
    expect(data.invites).toHaveLength(5);
    expect(data.invites[0]!.role).toBe('contributor');
  });

  it('refuses readers who may not invite (403) and anonymous viewers (401)', async () => {
    setScenario({ viewer: 'free' });
    expect((await callErrorOn(INNER_CIRCLE, getPublicationInvites, {})).status).toBe(403);
    setScenario({ viewer: 'paid' });
    expect((await callError(getPublicationInvites, {})).status).toBe(403);
    expect((await callErrorOn(FIELD_NOTES, sendPublicationInvite, { body: { name: 'A', email: 'a@example.com' } })).status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await callErrorOn(INNER_CIRCLE, getPublicationInvites, {})).isUnauthorized).toBe(true);
  });
});

describe('P17/E61 invite acceptance', () => {
  it('fetches an invite with its publication (anyone with the link)', async () => {
    setScenario({ viewer: 'anonymous' });
    const invite = await call(getPublicationUserInvite, { params: { id: 7005 } });
    expect(invite).toMatchObject({ id: 7005, status: 'pending', post_id: 1005, inviteeUser: { name: 'Rosa Lind' }, inviter: { name: 'Ada Admin' } });
    expect(invite.publication?.name).toBe('The Daily Margin');
    expect((await callError(getPublicationUserInvite, { params: { id: 99999 } })).status).toBe(404);
  });

  it('accepting answers the post URL when the invite is for a post, and the invite is accepted on the next GET', async () => {
    setScenario({ viewer: 'free' });
    expect(await call(acceptPublicationUserInvite, { params: { id: 7005 } })).toEqual({ postUrl: 'https://dailymargin.example.com/p/three-voices' });
    const after = await call(getPublicationUserInvite, { params: { id: 7005 } });
    expect(after.status).toBe('accepted');
    expect(after.inviteeUser).toMatchObject({ id: 101, name: 'Frances Free' });
    const again = await callError(acceptPublicationUserInvite, { params: { id: 7005 } });
    expect(again).toMatchObject({ status: 400, serverMessage: 'This invite has already been accepted.' });
  });

  it('an invite without a post answers no postUrl (go to /invite-success/{id})', async () => {
    expect((await call(acceptPublicationUserInvite, { params: { id: 7006 } })).postUrl).toBeUndefined();
  });

  it('refuses a rejected invite (400), an unknown one (404) and an anonymous viewer (401)', async () => {
    expect((await callError(acceptPublicationUserInvite, { params: { id: 7004 } })).serverMessage).toBe('This invite is no longer valid.');
    expect((await callError(acceptPublicationUserInvite, { params: { id: 99999 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(acceptPublicationUserInvite, { params: { id: 7006 } })).status).toBe(401);
  });
});

describe('E62 GET /api/v1/publication/post-tag/slug/:slug', () => {
  it('answers the tag of the host’s publication with its post count', async () => {
    expect(await call(getPostTagBySlug, { params: { slug: 'books' } })).toEqual({ id: 2, name: 'Books', slug: 'books', post_count: 9 });
    expect((await call(getPostTagBySlug, { params: { slug: 'staff-picks' } })).hidden).toBe(true);
    expect((await callOn(FIELD_NOTES, getPostTagBySlug, { params: { slug: 'birds' } })).name).toBe('Birds');
  });

  it('answers 404 for an unknown tag or another publication’s tag', async () => {
    expect((await callError(getPostTagBySlug, { params: { slug: 'nope' } })).serverMessage).toBe('Tag not found');
    expect((await callError(getPostTagBySlug, { params: { slug: 'birds' } })).status).toBe(404);
  });
});

describe('E63 GET /w/:author/info', () => {
  it('answers the author by handle or id, and their posts newest first', async () => {
    setScenario({ viewer: 'anonymous' });
    const page = await call(getAuthorPageInfo, { params: { author: 'ada' } });
    expect(page.author).toMatchObject({
      user_id: 105,
      name: 'Ada Admin',
      role: 'admin',
      primary_section_id: 11,
      twitter_screen_name: 'adawrites',
      email: null,
    });
    expect(page.author.email_for_display).toBe('ada@dailymargin.example.com');
    expect(page.posts).toHaveLength(20);
    expect(page.posts.every((p) => p.publishedBylines?.some((b) => b.id === 105))).toBe(true);
    const dates = page.posts.map((p) => p.post_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await call(getAuthorPageInfo, { params: { author: '105' } })).author.name).toBe('Ada Admin');
    const next = await call(getAuthorPageInfo, { params: { author: 'ada' }, query: { offset: 20, limit: 5 } });
    expect(next.posts).toHaveLength(5);
    expect(next.posts[0]!.id).not.toBe(page.posts[0]!.id);
  });

  it('a guest author has no section (no "Get Notified"); a contributor has one', async () => {
    expect((await call(getAuthorPageInfo, { params: { author: 'gus' } })).author).toMatchObject({ role: 'guest', primary_section_id: null });
    const carmen = await call(getAuthorPageInfo, { params: { author: 'carmen' } });
    expect(carmen.author.primary_section_id).toBe(14);
    expect(carmen.posts.map((p) => p.id)).toEqual([1005]);
  });

  it('shows the author’s own email only to them', async () => {
    setScenario({ viewer: 'admin' });
    expect((await call(getAuthorPageInfo, { params: { author: 'ada' } })).author.email).toBe('ada@example.com');
  });

  it('answers 404 for an unknown user or a user who is not an author here', async () => {
    expect((await callError(getAuthorPageInfo, { params: { author: 'nobody' } })).serverMessage).toBe('Author not found');
    expect((await callError(getAuthorPageInfo, { params: { author: 'frances' } })).status).toBe(404);
  });
});

describe('E64 GET /api/v1/file/entry/:name', () => {
  it('answers the file with its type derived from the extension (G57) and its post', async () => {
    const file = await call(getFileEntry, { params: { name: 'reading-guide-2026.pdf' } });
    expect(file).toMatchObject({ id: 8001, title: 'The 2026 reading guide', num_bytes: 2_457_600, type: 'PDF', post_id: 1001 });
    expect(file.post).toEqual({ id: 1001, slug: 'the-city-that-reads', title: 'The city that reads' });
    expect((await call(getFileEntry, { params: { name: 'night-bus-comic.cbz' } })).type).toBe('CBZ');
    expect((await call(getFileEntry, { params: { name: 'README' } })).type).toBe('FILE');
  });

  it('answers 404 for an unknown file', async () => {
    expect((await callError(getFileEntry, { params: { name: 'missing.pdf' } })).status).toBe(404);
  });

  it('derives types from keys', () => {
    expect(['a.pdf', 'b.tar.gz', 'dir/c.Epub', 'noext', '.hidden', 'weird.'].map(fileTypeFromKey)).toEqual(['PDF', 'GZ', 'EPUB', 'FILE', 'FILE', 'FILE']);
  });
});

describe('P16/E71 viral gifts', () => {
  it('fetches the gift behind a link', async () => {
    setScenario({ viewer: 'anonymous' });
    const gift = await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } });
    expect(gift).toMatchObject({ sender_name: 'Fiona Founding', sender_id: 103, count_remaining: 3, expired: false, months: 3 });
    expect(gift.tweet_link).toContain('twitter.com');
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.allGone } })).count_remaining).toBe(0);
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.expired } })).expired).toBe(true);
    expect((await callError(getViralGift, { params: { token: 'nope' } })).status).toBe(404);
  });

  it('accepting gives a three-month gift subscription and decreases the count, down to "All gone"', async () => {
    setScenario({ viewer: 'anonymous' });
    const { subscription } = await call(acceptViralGift, { body: { name: 'Yara', email: 'yara@example.com', token: GIFT_TOKENS.claimable } });
    expect(subscription).toMatchObject({
      type: 'gift',
      email: 'yara@example.com',
      publication_id: 1,
      created_at: '2026-11-21T12:00:00.000Z',
      expiry: '2027-02-21T12:00:00.000Z',
    });
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } })).count_remaining).toBe(2);
    await call(acceptViralGift, { body: { name: 'Zed', email: 'zed@example.com', token: GIFT_TOKENS.claimable } });
    await call(acceptViralGift, { body: { name: 'Ann', email: 'ann@example.com', token: GIFT_TOKENS.claimable } });
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } })).count_remaining).toBe(0);
    const gone = await callError(acceptViralGift, { body: { name: 'Bo', email: 'bo@example.com', token: GIFT_TOKENS.claimable } });
    expect(gone).toMatchObject({ status: 410, code: 'ALL_GONE', serverMessage: 'All gone' });
  });

  it('answers "All gone" for the exhausted and the expired link', async () => {
    for (const token of [GIFT_TOKENS.allGone, GIFT_TOKENS.expired]) {
      expect(await callError(acceptViralGift, { body: { name: 'Cy', email: 'cy@example.com', token } })).toMatchObject({ status: 410, code: 'ALL_GONE' });
    }
  });

  it('answers 400 naming the field for a blank name, a bad email or an email that already claimed; 404 for an unknown token', async () => {
    const token = GIFT_TOKENS.claimable;
    expect((await callError(acceptViralGift, { body: { name: '', email: 'd@example.com', token } })).serverMessage).toBe('Please enter your name.');
    expect((await callError(acceptViralGift, { body: { name: 'Di', email: 'd@', token } })).serverMessage).toBe('Please enter a valid email address.');
    await call(acceptViralGift, { body: { name: 'Di', email: 'di@example.com', token } });
    expect((await callError(acceptViralGift, { body: { name: 'Di', email: 'DI@example.com', token } })).serverMessage).toBe(
      'This email has already claimed this gift.',
    );
    expect((await call(getViralGift, { params: { token } })).count_remaining).toBe(2);
    expect((await callError(acceptViralGift, { body: { name: 'Di', email: 'di@example.com', token: 'nope' } })).status).toBe(404);
  });
});

describe('E72 POST /api/v1/viral_gifts/create_for_email', () => {
  it('creates a gift for an email, once', async () => {
    expect(await call(createViralGiftForEmail, { body: { email: 'eve@example.com', fromSubstack: true } })).toEqual({});
    const again = await callError(createViralGiftForEmail, { body: { email: 'eve@example.com', fromSubstack: true } });
    expect(again).toMatchObject({ status: 400, serverMessage: 'This email already has a gift subscription.' });
  });

  it('refuses an email with "+" and an invalid email with 400 naming the field', async () => {
    const plus = await callError(createViralGiftForEmail, { body: { email: 'eve+news@example.com', fromSubstack: false } });
    expect(plus.status).toBe(400);
    expect(plus.serverMessage).toContain('“+”');
    expect((await callError(createViralGiftForEmail, { body: { email: 'eve' } })).serverMessage).toBe('Please enter a valid email address.');
  });
});

describe('E73 GET /api/v1/reader_referrals/leaderboard', () => {
  it('anonymous viewers see tiers (1/3/6/9/12 months and custom) and top referrers, without staff or hidden profiles', async () => {
    setScenario({ viewer: 'anonymous' });
    const board = await call(getReferralLeaderboard, {});
    expect(board.tiers.map((t) => t.reward_type)).toEqual([...referralRewardTypes]);
    expect(board.tiers.find((t) => t.reward_type === 'custom')?.reward_description).toBeTruthy();
    expect(board).toMatchObject({
      current_user_stats: null,
      current_user_id: null,
      current_user_can_share: false,
      current_user_subscription_id: null,
      share_url: null,
    });
    const counts = board.top_referrers.map((r) => r.referrals);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(board.top_referrers).toHaveLength(10);
    const ids = board.top_referrers.map((r) => r.user.id);
    expect(ids).not.toContain(104);
    expect(ids).not.toContain(105);
    expect(ids).not.toContain(203);
    // 203 (rank 5) hid their profile: the ranks keep their gap.
    expect(board.top_referrers.map((r) => r.rank).slice(0, 5)).toEqual([1, 2, 3, 4, 6]);
  });

  it('a reader at the top tier is highlighted, with their rank and a base-36 share link', async () => {
    setScenario({ viewer: 'free' });
    const board = await call(getReferralLeaderboard, {});
    expect(board.current_user_stats).toEqual({ referrals: 52, rank: 2 });
    expect(board.top_referrers.find((r) => r.isCurrentUser)?.user.id).toBe(101);
    expect(board.share_url).toBe('https://dailymargin.example.com/?r=2t');
    expect(board.current_user_can_share).toBe(true);
    expect(referralTierCase(board.tiers, board.current_user_stats!.referrals)).toBe('top_reached');
  });

  it('covers the other tier cases', async () => {
    setScenario({ viewer: 'paid' });
    const paid = await call(getReferralLeaderboard, {});
    expect(paid.current_user_stats).toEqual({ referrals: 4, rank: 10 });
    expect(referralTierCase(paid.tiers, paid.current_user_stats!.referrals)).toBe('reached_with_next');
    setScenario({ viewer: 'founding' });
    const founding = await call(getReferralLeaderboard, {});
    expect(founding.current_user_stats).toEqual({ referrals: 0, rank: null });
    expect(referralTierCase(founding.tiers, 0)).toBe('none_reached');
    expect(founding.current_user_profile_hidden).toBe(false);
  });

  it('a hidden profile is left out of the top referrers until E20 makes it public', async () => {
    setScenario({ viewer: 'paid' });
    const before = await call(getReferralLeaderboard, {});
    expect(before.current_user_profile_hidden).toBe(true);
    expect(before.top_referrers.some((r) => r.user.id === 102)).toBe(false);
    expect(before.current_user_subscription_id).toEqual(expect.any(Number));
    await call(setSubscriptionVisibility, { body: { ids: [before.current_user_subscription_id!], visibility: 'public' } });
    const after = await call(getReferralLeaderboard, {});
    expect(after.current_user_profile_hidden).toBe(false);
    expect(after.top_referrers.find((r) => r.isCurrentUser)).toMatchObject({ user: { id: 102 }, referrals: 4, rank: 10 });
  });

  it('flags the contributor and admin views; staff referrals are not ranked', async () => {
    setScenario({ viewer: 'contributor' });
    const contributor = await call(getReferralLeaderboard, {});
    expect(contributor).toMatchObject({ current_user_is_contributor: true, current_user_is_admin: false, current_user_stats: { referrals: 6, rank: null } });
    setScenario({ viewer: 'admin' });
    const admin = await call(getReferralLeaderboard, {});
    expect(admin).toMatchObject({ current_user_is_admin: true, current_user_stats: null });
  });

  it('a publication without a programme has no tiers', async () => {
    expect((await callOn(FIELD_NOTES, getReferralLeaderboard, {})).tiers).toEqual([]);
  });

  it('builds share links', () => {
    expect(referralShareUrl('https://x.example.com/', 36)).toBe('https://x.example.com/?r=10');
  });
});

const validAnswers: SurveyResponsesBody['responses'] = [
  { survey_question_id: 101, data: { value: 'More about libraries' } },
  { survey_question_id: 102, data: { value: '24' } },
  { survey_question_id: 103, data: { value: 'US|US-PA' } },
  { survey_question_id: 104, data: { options: [1041, 1043] } },
  { survey_question_id: 105, data: { options: [1051], value: 'Printed out' } },
  { survey_question_id: 106, data: { options: [1062] } },
  { survey_question_id: 107, data: { value: 'A bookseller told me' } },
];

function without(questionId: number) {
  return validAnswers.filter((a) => a.survey_question_id !== questionId);
}

function replacing(questionId: number, data: { value?: string; options?: number[] }) {
  return validAnswers.map((a) => (a.survey_question_id === questionId ? { survey_question_id: questionId, data } : a));
}

describe('E76 GET /api/v1/survey/:id', () => {
  it('answers a survey with every question type, required ones marked', async () => {
    setScenario({ viewer: 'anonymous' });
    const survey = await call(getSurvey, { params: { id: SURVEY_IDS.everyType } });
    expect(survey.questions.map((q) => q.type)).toEqual([...surveyQuestionTypes]);
    expect(survey.questions.filter((q) => q.is_required).map((q) => q.id)).toEqual([101, 102, 103, 104, 106]);
    expect(survey.questions.find((q) => q.type === 'radio')!.options).toHaveLength(3);
    expect(survey.hasCurrentUserResponded).toBe(false);
  });

  it('says whether the viewer (or the emailed token’s reader) has responded', async () => {
    setScenario({ viewer: 'paid' });
    expect((await call(getSurvey, { params: { id: SURVEY_IDS.answeredByPaid } })).hasCurrentUserResponded).toBe(true);
    setScenario({ viewer: 'free' });
    expect((await call(getSurvey, { params: { id: SURVEY_IDS.answeredByPaid } })).hasCurrentUserResponded).toBe(false);
  });

  it('answers 404 for an unknown survey', async () => {
    expect((await callError(getSurvey, { params: { id: 999 } })).status).toBe(404);
  });
});

describe('E77 POST /api/v1/survey/:id/responses', () => {
  it('stores the answers; the next GET says responded; a second answer is refused', async () => {
    setScenario({ viewer: 'free' });
    expect(await call(submitSurveyResponses, { params: { id: 1 }, body: { responses: validAnswers } })).toEqual({});
    expect((await call(getSurvey, { params: { id: 1 } })).hasCurrentUserResponded).toBe(true);
    expect((await callError(submitSurveyResponses, { params: { id: 1 }, body: { responses: validAnswers } })).status).toBe(409);
  });

  it('accepts a paid subscriber too (G38) and optional questions left out', async () => {
    setScenario({ viewer: 'paid' });
    await call(submitSurveyResponses, { params: { id: 1 }, body: { responses: without(105).filter((a) => a.survey_question_id !== 107) } });
    expect((await call(getSurvey, { params: { id: 1 } })).hasCurrentUserResponded).toBe(true);
  });

  it('answers 400 naming the question when a required one is missing', async () => {
    setScenario({ viewer: 'free' });
    for (const [id, label] of [
      [101, 'What should we write more about?'],
      [103, 'Where do you read us from?'],
      [104, 'Which sections do you read?'],
    ] as const) {
      const error = await callError(submitSurveyResponses, { params: { id: 1 }, body: { responses: without(id) } });
      expect(error.status).toBe(400);
      expect(error.serverMessage).toBe(`“${label}” is required.`);
    }
    expect((await call(getSurvey, { params: { id: 1 } })).hasCurrentUserResponded).toBe(false);
  });

  it('answers 400 naming the question for invalid answers of each kind', async () => {
    setScenario({ viewer: 'free' });
    const cases: [number, { value?: string; options?: number[] }, string][] = [
      [101, { value: '   ' }, 'is required'],
      [102, { value: '12a' }, 'must be a whole number'],
      [103, { value: 'US' }, 'needs a country and a region'],
      [103, { value: 'US|CA-ON' }, 'needs a country and a region'],
      [104, { options: [9999] }, 'has an unknown option'],
      [106, { options: [1061, 1062] }, 'takes one option'],
      [107, { options: [1071], value: 'and my own' }, 'takes one option or your own answer'],
    ];
    for (const [id, data, rule] of cases) {
      const error = await callError(submitSurveyResponses, { params: { id: 1 }, body: { responses: replacing(id, data) } });
      expect(error.status).toBe(400);
      expect(error.serverMessage).toContain(rule);
    }
    const unknown = await callError(submitSurveyResponses, { params: { id: 1 }, body: { responses: [...validAnswers, { survey_question_id: 42, data: {} }] } });
    expect(unknown.serverMessage).toBe('Unknown question 42.');
  });

  it('answers 401 to an anonymous viewer, unless the emailed token identifies the reader', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(submitSurveyResponses, { params: { id: 1 }, body: { responses: validAnswers } })).status).toBe(401);
    await call(submitSurveyResponses, { params: { id: 1 }, query: { token: SURVEY_TOKEN_FRANCES }, body: { responses: validAnswers } });
    expect((await call(getSurvey, { params: { id: 1 }, query: { token: SURVEY_TOKEN_FRANCES } })).hasCurrentUserResponded).toBe(true);
    setScenario({ viewer: 'free' });
    expect((await call(getSurvey, { params: { id: 1 } })).hasCurrentUserResponded).toBe(true);
  });

  it('answers 403 SUBSCRIPTION_REQUIRED to a signed-in reader without a subscription (G38)', async () => {
    setScenario({ viewer: 'free' });
    const body = { responses: [{ survey_question_id: 301, data: { options: [3011] } }] };
    expect(await callError(submitSurveyResponses, { params: { id: SURVEY_IDS.innerCircle }, body })).toMatchObject({
      status: 403,
      code: 'SUBSCRIPTION_REQUIRED',
    });
    setScenario({ viewer: 'paid' });
    await expect(call(submitSurveyResponses, { params: { id: SURVEY_IDS.innerCircle }, body })).resolves.toEqual({});
  });

  it('answers 404 for an unknown survey', async () => {
    expect((await callError(submitSurveyResponses, { params: { id: 999 }, body: { responses: [] } })).status).toBe(404);
  });
});

describe('P18 GET /api/v1/recommendations/from/:publicationId', () => {
  it('lists the recommended publications with blurbs', async () => {
    setScenario({ viewer: 'anonymous' });
    const recs = await call(getRecommendations, { params: { publicationId: 1 } });
    expect(recs.map((r) => r.recommendedPublication.name)).toEqual(['Field Notes', 'Open Water', 'Night Train Review', 'The Cartographer', 'Small Rooms']);
    expect(recs[3]!.description).toBeNull();
    expect(await call(getRecommendations, { params: { publicationId: 3 } })).toEqual([]);
    expect(await call(getRecommendations, { params: { publicationId: 50 } })).toEqual([]);
  });

  it('answers 404 for an unknown publication', async () => {
    expect((await callError(getRecommendations, { params: { publicationId: 999 } })).status).toBe(404);
  });
});

describe('E21 free signup to a recommended publication outside the core world', () => {
  it('subscribes to each of the growth world’s publications (ids 50–52), once per address', async () => {
    setScenario({ viewer: 'anonymous' });
    for (const id of [50, 51, 52]) {
      const answer = await call(freeSignup, { body: { email: 'reader@example.com', other_publication_id: id } });
      expect(answer.publication_id).toBe(id);
      const again = await call(freeSignup, { body: { email: 'reader@example.com', other_publication_id: id } });
      expect(again.subscription_id).toBe(answer.subscription_id);
    }
    expect((await callError(freeSignup, { body: { email: 'reader@example.com', other_publication_id: 999 } })).status).toBe(404);
  });
});

describe('P13 GET /static/countries.json', () => {
  it('answers countries with their regions', async () => {
    const countries = await call(getCountries, {});
    expect(countries.length).toBeGreaterThanOrEqual(10);
    expect(countries.find((c) => c.code === 'US')?.regions).toContainEqual({ code: 'US-CA', name: 'California' });
    expect(countries.every((c) => c.regions.length > 0)).toBe(true);
  });
});

describe('growth samples and the clock', () => {
  it('every growth endpoint has a sample that succeeds', async () => {
    for (const s of growthSamples) {
      setScenario({ viewer: s.viewer ?? 'paid' });
      await expect(call(s.def, s.input as never)).resolves.toBeDefined();
    }
    expect(new Set(growthSamples.map((s) => s.def.id)).size).toBe(18);
  });

  it('an expiring gift link goes "All gone" when the mock clock passes its date', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } })).expired).toBe(false);
    advanceMockClock(31 * 24 * 3600_000);
    expect((await call(getViralGift, { params: { token: GIFT_TOKENS.claimable } })).expired).toBe(true);
    expect((await callError(acceptViralGift, { body: { name: 'Late', email: 'late@example.com', token: GIFT_TOKENS.claimable } })).code).toBe('ALL_GONE');
  });
});
