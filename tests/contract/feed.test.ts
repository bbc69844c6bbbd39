import { describe, expect, it } from 'vitest';
import { advanceMockClock, mockNow } from '../../mocks/clock';
import { VIEWER_IDS } from '../../mocks/db/core';
import { FIREHOSE_SIZE, feedStore } from '../../mocks/db/feed';
import { SHOWCASE_COMMENT_IDS } from '../../mocks/db/posts';
import { setScenario } from '../../mocks/scenario';
import {
  blockUser,
  createFeedComment,
  createReadingList,
  deleteFeedComment,
  dismissUserSuggestion,
  editFeedComment,
  followUser,
  getAppInstallFacepile,
  getArchive,
  getFeed,
  getFollowing,
  getHasRestacked,
  getRankedUsers,
  getSearchSuggestions,
  getStories,
  getSubscribeContent,
  hideFeedItem,
  archiveFeedItem,
  pauseFeedNotifications,
  restack,
  searchAll,
  searchPublications,
  toggleTrendingTopics,
  unblockUser,
  unfollowUser,
  unhideFeedItem,
  unpauseFeedNotifications,
  unrestack,
  updateReadingList,
} from '../../src/api/endpoints/feed';
import { getPostBySlug, getPostComments } from '../../src/api/endpoints/posts';
import { bodyJsonOfText, type FeedItem, feedItemTypes } from '../../src/api/schemas/feed';
import { commentAttachmentTypes as attachmentTypes, type Comment, commentStatuses } from '../../src/api/schemas/posts';
import { call, callError, useMockServer } from './setup';

useMockServer();

type Query = NonNullable<Parameters<typeof call<typeof getFeed>>[1]['query']>;

/** Every item of a feed, page by page. */
async function allItems(query: Query = {}): Promise<{ items: FeedItem[]; pages: number }> {
  const items: FeedItem[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await call(getFeed, { query: { ...query, ...(cursor ? { cursor } : {}) } });
    items.push(...page.items);
    pages += 1;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages < 200);
  return { items, pages };
}

function byKey(items: FeedItem[], key: string): FeedItem {
  const item = items.find((i) => i.entity_key === key);
  if (!item) throw new Error(`no feed item ${key}`);
  return item;
}

function commentOf(item: FeedItem) {
  if (item.type !== 'comment') throw new Error(`${item.entity_key} is a ${item.type}`);
  return item.comment;
}

function postOf(item: FeedItem) {
  if (item.type !== 'post') throw new Error(`${item.entity_key} is a ${item.type}`);
  return item.post;
}

const note = (text: string) => bodyJsonOfText(text);

/** Every comment of a post's comments page (E35), flattened. */
async function pageComments(postId: number): Promise<Comment[]> {
  const flat = (list: Comment[]): Comment[] => list.flatMap((c) => [c, ...flat(c.children)]);
  return flat((await call(getPostComments, { params: { id: postId }, query: { all_comments: true } })).comments);
}

describe('P09 GET /api/v1/reader/feed', () => {
  it('pages the for-you feed by cursor (10 a page, 4+ pages) with every item type and unique entity keys', async () => {
    const first = await call(getFeed, { query: { surface: 'feed' } });
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const { items, pages } = await allItems();
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((i) => i.entity_key)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(feedItemTypes));
  });

  it('seeds notes with every attachment type, every status and both reply rules', async () => {
    const { items } = await allItems();
    const comments = items.filter((i) => i.type === 'comment').map(commentOf);
    const types = new Set(comments.flatMap((c) => c.attachments.map((a) => a.type)));
    expect(types).toEqual(new Set(attachmentTypes));
    const withParents = [...comments, ...items.flatMap((i) => i.parentComments)];
    expect(new Set(withParents.map((c) => c.status))).toEqual(new Set(commentStatuses));
    expect(comments.map((c) => c.reply_minimum_role)).toEqual(expect.arrayContaining(['free_subscriber', 'paid_subscriber']));
    const postAttachment = commentOf(byKey(items, 'c-5002')).attachments[0];
    expect(postAttachment?.post?.id).toBe(1002);
    expect(byKey(items, 'c-5010').mediaClip?.id).toBe('clip-5010');
    const withReplies = commentOf(byKey(items, 'c-5001'));
    expect(withReplies.children_count).toBe(3);
    expect(withReplies.children?.map((c) => c.id)).toEqual([5032, 5033, 5034]);
    expect(withReplies.recent_commenters?.map((u) => u.id)).toEqual([232, 233, 234]);
    const restacked = byKey(items, 'c-5003');
    expect(restacked.context.type).toBe('restack');
    expect(restacked.context.users.map((u) => u.id)).toEqual([200, 201, 203]);
    expect(byKey(items, 'p-2004').context).toMatchObject({ type: 'fallback', fallbackReason: 'few_subscriptions' });
  });

  it('shows replies with their parent comments, and the missing-item reasons', async () => {
    setScenario({ viewer: 'free' });
    const { items } = await allItems();
    const reply = byKey(items, 'c-5005');
    expect(reply.parentComments.map((c) => c.id)).toEqual([5003, 5004]);
    expect(commentOf(reply).ancestor_path).toBe('5003.5004');
    const removedParent = byKey(items, 'c-5016').parentComments[0]!;
    expect(removedParent).toMatchObject({ status: 'moderator_removed', unavailable_reason: 'removed', body: '' });
    expect(commentOf(byKey(items, 'c-5007'))).toMatchObject({ unavailable_reason: 'you-blocked', body: '' });
    expect(byKey(items, 'c-5007').blockState?.relation).toBe('blocked');
    expect(commentOf(byKey(items, 'c-5008'))).toMatchObject({ unavailable_reason: 'blocked-you', body: '' });
    expect(byKey(items, 'c-5008').blockState?.relation).toBe('blocking');
    const muted = byKey(items, 'c-5006');
    expect(muted.isMuted).toBe(true);
    expect(commentOf(muted).unavailable_reason).toBe('you-muted');
    expect(commentOf(muted).body).not.toBe('');
    expect(commentOf(byKey(items, 'c-5024')).unavailable_reason).toBe('unavailable');
    expect(byKey(items, 'c-5001').isMuted).toBe(false);
  });

  it('decides canReply with the composer gate (reply_minimum_role, paid-only posts, authors bypass)', async () => {
    setScenario({ viewer: 'free' });
    let { items } = await allItems();
    expect(byKey(items, 'c-5002').canReply).toBe(false);
    expect(byKey(items, 'c-5003').canReply).toBe(true);
    expect(byKey(items, 'c-5005').canReply).toBe(true);
    expect(byKey(items, 'c-5014').canReply).toBe(false);
    expect(byKey(items, 'c-5003').membershipState).toBe('free_signup');
    setScenario({ viewer: 'paid' });
    ({ items } = await allItems());
    expect(byKey(items, 'c-5002').canReply).toBe(true);
    expect(byKey(items, 'c-5014').canReply).toBe(true);
    expect(byKey(items, 'c-5003').membershipState).toBe('subscribed');
    setScenario({ viewer: 'contributor' });
    ({ items } = await allItems());
    expect(byKey(items, 'c-5002').canReply).toBe(true);
  });

  it('gives an anonymous reader the first page only, without the signed-in modules', async () => {
    setScenario({ viewer: 'anonymous' });
    const page = await call(getFeed, {});
    expect(page.items).toHaveLength(10);
    expect(page.nextCursor).toBeNull();
    expect(page.items.some((i) => i.type === 'userSuggestions' || i.type === 'facebookConnect' || i.type === 'inviteFriends')).toBe(false);
    expect(page.items.every((i) => i.canReply === false && i.blockState == null)).toBe(true);
    setScenario({ viewer: 'paid' });
    const cursor = (await call(getFeed, {})).nextCursor!;
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getFeed, { query: { cursor } })).status).toBe(401);
  });

  it('rejects a malformed cursor and a cursor of another feed with 400 naming `cursor`', async () => {
    const bad = await callError(getFeed, { query: { cursor: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('cursor');
    const firehoseCursor = (await call(getFeed, { query: { tab: 'firehose' } })).nextCursor!;
    expect((await callError(getFeed, { query: { cursor: firehoseCursor } })).status).toBe(400);
    expect((await callError(getFeed, { query: { surface: 'nope' as never } })).status).toBe(400);
  });

  it('reaches every item of the generated firehose, deterministically', async () => {
    const a = await call(getFeed, { query: { tab: 'firehose', limit: 50 } });
    const b = await call(getFeed, { query: { tab: 'firehose', limit: 50 } });
    expect(a).toEqual(b);
    const { items, pages } = await allItems({ tab: 'firehose', limit: 50 });
    expect(items).toHaveLength(FIREHOSE_SIZE);
    expect(pages).toBe(FIREHOSE_SIZE / 50);
    expect(new Set(items.map((i) => i.entity_key)).size).toBe(FIREHOSE_SIZE);
  }, 30_000);

  it('serves a category feed led by its leaderboard; 404 for an unknown category', async () => {
    const page = await call(getFeed, { query: { category_id: 4 } });
    const [leader] = page.items;
    expect(leader?.type).toBe('categoryLeaderboard');
    if (leader?.type === 'categoryLeaderboard') {
      expect(leader.category.name).toBe('Books');
      expect(leader.leaderboard.map((r) => r.rank)).toEqual([1, 2, 3]);
      expect(leader.leaderboard[0]?.publication?.name).toBe('The Daily Margin');
    }
    expect((await callError(getFeed, { query: { category_id: 99 } })).status).toBe(404);
  });

  it('serves the suggestions page (facepiles, Follow Back, Following) and a short sidebar', async () => {
    const page = await call(getFeed, { query: { surface: 'suggestions' } });
    const item = page.items[0];
    if (item?.type !== 'userSuggestions') throw new Error('expected suggestions');
    expect(item.suggestions).toHaveLength(8);
    const first = item.suggestions[0]!;
    expect(first.mutualsContext?.users.length).toBeGreaterThanOrEqual(3);
    expect(item.suggestions.find((s) => s.user.id === 216)?.followsViewer).toBe(true);
    expect(item.suggestions.find((s) => s.user.id === 217)?.isFollowing).toBe(true);
    expect(item.suggestions.find((s) => s.user.id === 218)).toMatchObject({ isFollowing: false, followsViewer: false });
    const sidebar = await call(getFeed, { query: { surface: 'sidebar' } });
    expect(sidebar.items.map((i) => i.type)).toEqual(['userSuggestions', 'featuredPublication', 'categoryLeaderboard']);
    const s = sidebar.items[0];
    expect(s?.type === 'userSuggestions' && s.suggestions.length).toBe(3);
    expect(sidebar.nextCursor).toBeNull();
  });

  it('lists the viewer first in profile search results (own entry) and builds the featured collection from a reading list', async () => {
    setScenario({ viewer: 'free' });
    const { items } = await allItems();
    const profiles = byKey(items, 'profile-search-reading');
    expect(profiles.type === 'profileSearchResults' && profiles.profiles[0]?.id).toBe(VIEWER_IDS.free);
    const collection = byKey(items, 'featured-collection-2');
    expect(collection.type === 'featuredCollection' && collection.collection.publications.length).toBe(4);
    const chat = byKey(items, 'chat-9001');
    expect(chat.type === 'chat' && chat.chat.body.length).toBeGreaterThan(128);
  });
});

describe('P09 notes: create, edit, delete, hide, pause', () => {
  it('posts a note that leads the next feed page, flags the first note, and renders attachments', async () => {
    setScenario({ viewer: 'free' });
    const created = await call(createFeedComment, {
      body: {
        bodyJson: note('My first note'),
        attachments: [
          { type: 'post', id: 1001 },
          { type: 'link', url: 'https://example.com/a' },
        ],
      },
    });
    expect(created).toMatchObject({ body: 'My first note', user_id: VIEWER_IDS.free, post_id: null, ancestor_path: '', is_first_feed_comment: true });
    expect(created.attachments.map((a) => a.type)).toEqual(['post', 'link']);
    expect(created.attachments[0]?.post?.id).toBe(1001);
    const page = await call(getFeed, {});
    expect(page.items[0]?.entity_key).toBe(`c-${created.id}`);
    expect(page.items[0]?.context.type).toBe('note');
    const second = await call(createFeedComment, { body: { bodyJson: note('Second') } });
    expect(second.is_first_feed_comment).toBe(false);
  });

  it('flags a paid reader’s note as not their first (they posted before)', async () => {
    const created = await call(createFeedComment, { body: { bodyJson: note('Again') } });
    expect(created.is_first_feed_comment).toBe(false);
  });

  it('replies: ancestor path, parent children_count +1, reply item first', async () => {
    setScenario({ viewer: 'paid' });
    const before = commentOf(byKey((await allItems()).items, 'c-5005'));
    const created = await call(createFeedComment, { body: { bodyJson: note('Same cat!'), parent_id: 5005 } });
    expect(created.ancestor_path).toBe('5003.5004.5005');
    const { items } = await allItems();
    expect(commentOf(byKey(items, 'c-5005')).children_count).toBe(before.children_count + 1);
    expect(items[0]?.context.type).toBe('reply');
    expect(items[0]?.parentComments.map((c) => c.id)).toEqual([5003, 5004, 5005]);
  });

  it('refuses replies the composer gate forbids with the spec’s texts', async () => {
    setScenario({ viewer: 'free' });
    const paidOnly = await callError(createFeedComment, { body: { bodyJson: note('hi'), parent_id: 5002 } });
    expect(paidOnly.status).toBe(403);
    expect(paidOnly.serverMessage).toBe('Only paid subscribers can reply.');
    const blocked = await callError(createFeedComment, { body: { bodyJson: note('hi'), parent_id: 5008 } });
    expect(blocked.status).toBe(403);
    setScenario({ viewer: 'paid' });
    expect((await call(createFeedComment, { body: { bodyJson: note('hi'), parent_id: 5002 } })).ancestor_path).toBe('5002');
  });

  it('validates the body and attachments (400 naming the field), needs sign-in (401), and a real parent (404)', async () => {
    const empty = await callError(createFeedComment, { body: { bodyJson: note('   ') } });
    expect(empty.status).toBe(400);
    expect(empty.serverMessage).toContain('bodyJson');
    const badPost = await callError(createFeedComment, { body: { bodyJson: note('x'), attachments: [{ type: 'post', id: 99999 }] } });
    expect(badPost.status).toBe(400);
    expect(badPost.serverMessage).toContain('99999');
    const noUrl = await callError(createFeedComment, { body: { bodyJson: note('x'), attachments: [{ type: 'image' }] } });
    expect(noUrl.status).toBe(400);
    expect(noUrl.serverMessage).toContain('attachments.0');
    expect((await callError(createFeedComment, { body: { bodyJson: note('x'), parent_id: 4999 } })).status).toBe(404);
    expect((await callError(createFeedComment, { body: { bodyJson: note('x'), parent_id: 5015 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(createFeedComment, { body: { bodyJson: note('x') } })).status).toBe(401);
  });

  it('edits one’s own note, visible to the next GET; others’ notes are refused', async () => {
    const edited = await call(editFeedComment, { params: { id: 5025 }, body: { bodyJson: note('Edited text') } });
    expect(edited.body).toBe('Edited text');
    expect(edited.edited_at).toEqual(expect.any(String));
    const { items } = await allItems();
    expect(commentOf(byKey(items, 'c-5025')).body).toBe('Edited text');
    expect((await callError(editFeedComment, { params: { id: 5001 }, body: { bodyJson: note('mine now') } })).status).toBe(403);
    expect((await callError(editFeedComment, { params: { id: 5025 }, body: { bodyJson: note('') } })).status).toBe(400);
  });

  it('deletes one’s own note with its replies and feed entries; the parent count drops', async () => {
    const root = await call(createFeedComment, { body: { bodyJson: note('root') } });
    const child = await call(createFeedComment, { body: { bodyJson: note('child'), parent_id: root.id } });
    const replyToOther = await call(createFeedComment, { body: { bodyJson: note('to 5001'), parent_id: 5001 } });
    let { items } = await allItems();
    expect(commentOf(byKey(items, `c-${root.id}`)).children_count).toBe(1);
    const count5001 = commentOf(byKey(items, 'c-5001')).children_count;
    expect(await call(deleteFeedComment, { params: { id: replyToOther.id } })).toEqual({});
    await call(deleteFeedComment, { params: { id: root.id } });
    ({ items } = await allItems());
    const keys = items.map((i) => i.entity_key);
    expect(keys).not.toContain(`c-${root.id}`);
    expect(keys).not.toContain(`c-${child.id}`);
    expect(keys).not.toContain(`c-${replyToOther.id}`);
    expect(commentOf(byKey(items, 'c-5001')).children_count).toBe(count5001 - 1);
    expect(feedStore.comments.some((c) => c.id === child.id)).toBe(false);
  });

  it('comments on a post (post_id): one comment in the feed and on the comments page (E35), counted on the post', async () => {
    const before = await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } });
    const created = await call(createFeedComment, {
      body: { bodyJson: note('Lovely piece.'), post_id: 1001, attachments: [{ type: 'image', url: '/x.png' }] },
    });
    expect(created).toMatchObject({ post_id: 1001, publication_id: 1, type: 'comment', is_first_feed_comment: false });
    expect(created.attachments[0]).toMatchObject({ type: 'image', imageUrl: '/x.png' });
    expect((await call(getFeed, {})).items[0]?.entity_key).toBe(`c-${created.id}`);
    expect((await pageComments(1001)).map((c) => c.id)).toContain(created.id);
    expect((await call(getPostBySlug, { params: { slug: 'the-city-that-reads' } })).comment_count).toBe(before.comment_count + 1);
    await call(deleteFeedComment, { params: { id: created.id } });
    expect((await pageComments(1001)).map((c) => c.id)).not.toContain(created.id);
    expect((await call(getFeed, {})).items[0]?.entity_key).not.toBe(`c-${created.id}`);
  });

  it('replies to a comments-page comment: the reply is on the comments page under its parent', async () => {
    const parentId = SHOWCASE_COMMENT_IDS.imagePublished;
    const reply = await call(createFeedComment, { body: { bodyJson: note('Agreed'), parent_id: parentId } });
    expect(reply).toMatchObject({ post_id: 1005, ancestor_path: String(parentId) });
    const onPage = (await pageComments(1005)).find((c) => c.id === reply.id);
    expect(onPage?.parent_id ?? Number(onPage?.ancestor_path.split('.').pop())).toBe(parentId);
    const edited = await call(editFeedComment, { params: { id: reply.id }, body: { bodyJson: note('Agreed, twice') } });
    expect(edited.body).toBe('Agreed, twice');
    expect((await pageComments(1005)).find((c) => c.id === reply.id)?.body).toBe('Agreed, twice');
    const mismatch = await callError(createFeedComment, { body: { bodyJson: note('x'), parent_id: parentId, post_id: 1001 } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.serverMessage).toContain('post');
  });

  it('refuses post comments where the post forbids them (comments off, paid-only) and unknown posts', async () => {
    const off = await callError(createFeedComment, { body: { bodyJson: note('x'), post_id: 1103 } });
    expect(off.status).toBe(403);
    expect(off.serverMessage).toBe('Commenting has been turned off for this post, or this email.');
    setScenario({ viewer: 'free' });
    const paid = await callError(createFeedComment, { body: { bodyJson: note('x'), post_id: 1017 } });
    expect(paid.status).toBe(403);
    expect(paid.serverMessage).toBe('Comments on this post are for paid subscribers');
    expect((await callError(createFeedComment, { body: { bodyJson: note('x'), post_id: 99999 } })).status).toBe(404);
    expect((await callError(createFeedComment, { body: { bodyJson: note('x'), post_id: 1018 } })).status).toBe(404);
    setScenario({ viewer: 'paid' });
    expect((await call(createFeedComment, { body: { bodyJson: note('x'), post_id: 1017 } })).post_id).toBe(1017);
  });

  it('refuses to delete someone else’s note (403), an unknown one (404), or anonymously (401)', async () => {
    const other = await callError(deleteFeedComment, { params: { id: 5001 } });
    expect(other.status).toBe(403);
    expect(other.serverMessage).toContain('your own');
    expect((await callError(deleteFeedComment, { params: { id: 4999 } })).status).toBe(404);
    setScenario({ viewer: 'admin' });
    expect(await call(deleteFeedComment, { params: { id: 5001 } })).toEqual({});
    setScenario({ viewer: 'anonymous' });
    expect((await callError(deleteFeedComment, { params: { id: 5025 } })).status).toBe(401);
  });

  it('hides and unhides an item, and pauses and resumes a thread’s notifications', async () => {
    await call(hideFeedItem, { body: { entity_key: 'p-1001' } });
    expect((await allItems()).items.map((i) => i.entity_key)).not.toContain('p-1001');
    setScenario({ viewer: 'free' });
    expect((await allItems()).items.map((i) => i.entity_key)).toContain('p-1001');
    setScenario({ viewer: 'paid' });
    await call(unhideFeedItem, { body: { entity_key: 'p-1001' } });
    expect((await allItems()).items.map((i) => i.entity_key)).toContain('p-1001');

    expect(byKey((await allItems()).items, 'c-5003').notificationsPaused).toBe(true);
    await call(pauseFeedNotifications, { body: { entity_key: 'c-5001' } });
    await call(unpauseFeedNotifications, { body: { entity_key: 'c-5003' } });
    const { items } = await allItems();
    expect(byKey(items, 'c-5001').notificationsPaused).toBe(true);
    expect(byKey(items, 'c-5003').notificationsPaused).toBe(false);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(hideFeedItem, { body: { entity_key: 'p-1001' } })).status).toBe(401);
  });

  it('archives an item (archived_at now, left out of the next pages) and brings it back (null)', async () => {
    const { archived_at } = await call(archiveFeedItem, { body: { entity_key: 'p-1001', archived: true } });
    expect(archived_at).toBe(mockNow().toISOString());
    expect((await allItems()).items.map((i) => i.entity_key)).not.toContain('p-1001');
    setScenario({ viewer: 'free' });
    expect((await allItems()).items.map((i) => i.entity_key)).toContain('p-1001');
    setScenario({ viewer: 'paid' });
    expect(await call(archiveFeedItem, { body: { entity_key: 'p-1001', archived: false } })).toEqual({ archived_at: null });
    expect((await allItems()).items.map((i) => i.entity_key)).toContain('p-1001');
    setScenario({ viewer: 'anonymous' });
    expect((await callError(archiveFeedItem, { body: { entity_key: 'p-1001', archived: true } })).status).toBe(401);
  });
});

describe('E43 / P10 follows', () => {
  it('lists followed ids; follow and unfollow are visible to E43 and the suggestions', async () => {
    expect(await call(getFollowing, {})).toEqual(expect.arrayContaining([200, 201, 202, 203, 217]));
    expect(await call(followUser, { params: { userId: 218 } })).toEqual({ userId: 218, isFollowing: true });
    expect(await call(getFollowing, {})).toContain(218);
    const page = await call(getFeed, { query: { surface: 'suggestions' } });
    const item = page.items[0];
    expect(item?.type === 'userSuggestions' && item.suggestions.find((s) => s.user.id === 218)?.isFollowing).toBe(true);
    expect(await call(unfollowUser, { params: { userId: 218 } })).toEqual({ userId: 218, isFollowing: false });
    expect(await call(getFollowing, {})).not.toContain(218);
  });

  it('answers [] to an anonymous E43 and 401 to an anonymous follow; 400 for self; 404 for an unknown user', async () => {
    expect((await callError(followUser, { params: { userId: VIEWER_IDS.paid } })).status).toBe(400);
    expect((await callError(followUser, { params: { userId: 99999 } })).status).toBe(404);
    expect((await callError(unfollowUser, { params: { userId: 99999 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect(await call(getFollowing, {})).toEqual([]);
    expect((await callError(followUser, { params: { userId: 218 } })).status).toBe(401);
  });
});

describe('E44–E46 restacks', () => {
  it('E44: has-restacked per viewer, and true after a first restack', async () => {
    expect(await call(getHasRestacked, {})).toEqual({ hasRestacked: true });
    setScenario({ viewer: 'anonymous' });
    expect(await call(getHasRestacked, {})).toEqual({ hasRestacked: false });
    setScenario({ viewer: 'free' });
    expect(await call(getHasRestacked, {})).toEqual({ hasRestacked: false });
    await call(restack, { body: { postId: 1007, surface: 'feed' } });
    expect(await call(getHasRestacked, {})).toEqual({ hasRestacked: true });
  });

  it('restacks a post and undoes it: restacked toggles and restacks moves by one, visible in the feed', async () => {
    setScenario({ viewer: 'free' });
    const before = postOf(byKey((await call(getFeed, {})).items, 'p-1001'));
    expect(before.restacked).toBe(false);
    const result = await call(restack, { body: { postId: 1001, tabId: 'for-you', surface: 'feed' } });
    expect(result.post).toMatchObject({ id: 1001, restacked: true, restacks: (before.restacks ?? 0) + 1 });
    expect(result.comment).toBeNull();
    await call(restack, { body: { postId: 1001 } });
    const after = postOf(byKey((await call(getFeed, {})).items, 'p-1001'));
    expect(after).toMatchObject({ restacked: true, restacks: (before.restacks ?? 0) + 1 });
    expect(await call(unrestack, { body: { postId: 1001 } })).toEqual({});
    expect(postOf(byKey((await call(getFeed, {})).items, 'p-1001'))).toMatchObject({ restacked: false, restacks: before.restacks });
  });

  it('restacks a note', async () => {
    setScenario({ viewer: 'free' });
    const before = commentOf(byKey((await call(getFeed, {})).items, 'c-5001'));
    const result = await call(restack, { body: { commentId: 5001 } });
    expect(result.comment).toMatchObject({ id: 5001, restacked: true, restacks: before.restacks + 1 });
    await call(unrestack, { body: { commentId: 5001 } });
    expect(commentOf(byKey((await call(getFeed, {})).items, 'c-5001')).restacks).toBe(before.restacks);
  });

  it('refuses restacks where the publication hides them, is invite-only, or has its community off (403 with a message)', async () => {
    const hidden = await callError(restack, { body: { postId: 2002 } });
    expect(hidden.status).toBe(403);
    expect(hidden.serverMessage).toBe('Open Water has turned off restacks.');
    expect((await callError(restack, { body: { commentId: 5023 } })).status).toBe(403);
    const invite = await callError(restack, { body: { postId: 2001 } });
    expect(invite.status).toBe(403);
    expect(invite.serverMessage).toContain('invite-only');
    const community = await callError(restack, { body: { postId: 2008 } });
    expect(community.status).toBe(403);
    expect(community.serverMessage).toContain('community');
  });

  it('restacks a comments-page comment (visible on E35) and undoes a restack the posts area seeded', async () => {
    const id = SHOWCASE_COMMENT_IDS.imagePublished;
    const before = (await pageComments(1005)).find((c) => c.id === id)!;
    const result = await call(restack, { body: { commentId: id } });
    expect(result.comment).toMatchObject({ id, restacked: true, restacks: before.restacks + 1 });
    expect((await pageComments(1005)).find((c) => c.id === id)?.restacks).toBe(before.restacks + 1);
    setScenario({ viewer: 'founding' });
    expect(postOf(byKey((await call(getFeed, {})).items, 'p-1001')).restacked).toBe(true);
    await call(unrestack, { body: { postId: 1001 } });
    expect(postOf(byKey((await call(getFeed, {})).items, 'p-1001')).restacked).toBe(false);
  });

  it('answers 401 when anonymous, 400 without exactly one target, 404 for unknown targets', async () => {
    const none = await callError(restack, { body: {} });
    expect(none.status).toBe(400);
    expect(none.serverMessage).toContain('postId');
    expect((await callError(restack, { body: { postId: 1001, commentId: 5001 } })).status).toBe(400);
    expect((await callError(unrestack, { body: {} })).status).toBe(400);
    expect((await callError(restack, { body: { postId: 99999 } })).status).toBe(404);
    expect((await callError(restack, { body: { postId: 1018 } })).status).toBe(404);
    expect((await callError(restack, { body: { commentId: 4999 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(restack, { body: { postId: 1001 } })).isUnauthorized).toBe(true);
    expect((await callError(unrestack, { body: { postId: 1001 } })).status).toBe(401);
  });
});

describe('E47 suggestion dismiss and E48 app facepile', () => {
  it('dismisses a suggestion (200, fire-and-forget); it no longer appears anywhere', async () => {
    expect(await call(dismissUserSuggestion, { params: { userId: 215 } })).toEqual({});
    const page = await call(getFeed, { query: { surface: 'suggestions' } });
    const item = page.items[0];
    expect(item?.type === 'userSuggestions' && item.suggestions.map((s) => s.user.id)).not.toContain(215);
    const feedItem = byKey((await call(getFeed, {})).items, 'user-suggestions-1');
    expect(feedItem.type === 'userSuggestions' && feedItem.suggestions.map((s) => s.user.id)).not.toContain(215);
    setScenario({ viewer: 'free' });
    const other = (await call(getFeed, { query: { surface: 'suggestions' } })).items[0];
    expect(other?.type === 'userSuggestions' && other.suggestions.map((s) => s.user.id)).toContain(215);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(dismissUserSuggestion, { params: { userId: 215 } })).status).toBe(401);
  });

  it('lists followed app users with names; empty for a reader without any; 401 anonymous', async () => {
    const friends = await call(getAppInstallFacepile, {});
    expect(friends.map((u) => u.id)).toEqual([200, 201, 202]);
    expect(friends.every((u) => u.name && u.reader_installed_at)).toBe(true);
    setScenario({ viewer: 'contributor' });
    expect(await call(getAppInstallFacepile, {})).toEqual([]);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getAppInstallFacepile, {})).status).toBe(401);
  });
});

describe('E49 / E50 mute and block', () => {
  it('mutes for a duration (G22): isMuted in the feed until the mock clock passes it', async () => {
    const result = await call(blockUser, { params: { userId: 200 }, body: { type: 'mute', duration: '1hour', surface: 'feed', noteId: 5027 } });
    expect(result.blockState).toMatchObject({ relation: 'muting', muting: true, mute: { duration: '1hour' } });
    expect(result.blockState.mute?.expires_at).toBe('2026-11-21T13:00:00.000Z');
    const muted = byKey((await allItems()).items, 'c-5027');
    expect(muted.isMuted).toBe(true);
    expect(commentOf(muted).unavailable_reason).toBe('you-muted');
    advanceMockClock(61 * 60_000);
    expect(byKey((await allItems()).items, 'c-5027').isMuted).toBe(false);
  });

  it('expires the seeded one-hour mute after 30 minutes of mock time; indefinitely is the default', async () => {
    expect(byKey((await allItems()).items, 'c-5029').isMuted).toBe(true);
    advanceMockClock(31 * 60_000);
    expect(byKey((await allItems()).items, 'c-5029').isMuted).toBe(false);
    const result = await call(blockUser, { params: { userId: 221 }, body: { type: 'mute' } });
    expect(result.blockState.mute).toMatchObject({ duration: 'indefinitely', expires_at: null });
  });

  it('blocks a user: their comments become you-blocked placeholders; unblock restores them', async () => {
    const result = await call(blockUser, { params: { userId: 201 }, body: { type: 'block', surface: 'feed' } });
    expect(result.blockState).toMatchObject({ relation: 'blocked', blocked: true });
    let parent = byKey((await allItems()).items, 'c-5005').parentComments[1]!;
    expect(parent).toMatchObject({ id: 5004, unavailable_reason: 'you-blocked', body: '' });
    const unblocked = await call(unblockUser, { params: { userId: 201 }, query: { surface: 'feed' } });
    expect(unblocked.blockState.relation).toBe('none');
    parent = byKey((await allItems()).items, 'c-5005').parentComments[1]!;
    expect(parent.unavailable_reason).toBeNull();
    expect(parent.body).toBe('A basement shop in Porto, behind a laundrette.');
  });

  it('E50 `type` removes only the mute or only the block', async () => {
    await call(blockUser, { params: { userId: 205 }, body: { type: 'block' } });
    const unmuted = await call(unblockUser, { params: { userId: 205 }, query: { type: 'mute' } });
    expect(unmuted.blockState).toMatchObject({ muting: false, blocked: true, relation: 'blocked' });
    const clear = await call(unblockUser, { params: { userId: 205 } });
    expect(clear.blockState.relation).toBe('none');
    expect(byKey((await allItems()).items, 'c-5006').isMuted).toBe(false);
  });

  it('refuses self (400 naming userId), anonymous (401) and unknown users (404)', async () => {
    const self = await callError(blockUser, { params: { userId: VIEWER_IDS.paid }, body: { type: 'mute', duration: '8hours' } });
    expect(self.status).toBe(400);
    expect(self.serverMessage).toBe('You cannot mute or block yourself.');
    expect((await callError(unblockUser, { params: { userId: VIEWER_IDS.paid } })).status).toBe(400);
    expect((await callError(blockUser, { params: { userId: 99999 }, body: { type: 'block' } })).status).toBe(404);
    const badDuration = await callError(blockUser, { params: { userId: 200 }, body: { type: 'mute', duration: '2days' as never } });
    expect(badDuration.status).toBe(400);
    expect(badDuration.serverMessage).toContain('duration');
    setScenario({ viewer: 'anonymous' });
    expect((await callError(blockUser, { params: { userId: 200 }, body: { type: 'mute' } })).status).toBe(401);
    expect((await callError(unblockUser, { params: { userId: 200 } })).status).toBe(401);
  });
});

describe('E51 trending topics and E52 search suggestions', () => {
  it('shows recent searches and trending topics of enabled categories; the toggle is visible to the next GET', async () => {
    let { suggestedSearches } = await call(getSearchSuggestions, {});
    expect(suggestedSearches.filter((s) => s.type === 'recent').map((s) => s.text)).toEqual(['Ada Admin', 'herons']);
    expect(suggestedSearches.some((s) => s.categoryID === 2)).toBe(false);
    expect(await call(toggleTrendingTopics, { body: { enable: true, categoryID: 2 } })).toEqual({ categoryID: 2, enabled: true });
    await call(toggleTrendingTopics, { body: { enable: false, categoryID: 1 } });
    ({ suggestedSearches } = await call(getSearchSuggestions, {}));
    expect(suggestedSearches.some((s) => s.categoryID === 2)).toBe(true);
    expect(suggestedSearches.some((s) => s.categoryID === 1)).toBe(false);
  });

  it('gives anonymous readers trending topics only; toggling needs sign-in and a real category', async () => {
    expect((await callError(toggleTrendingTopics, { body: { enable: true, categoryID: 99 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    const { suggestedSearches } = await call(getSearchSuggestions, {});
    expect(suggestedSearches.some((s) => s.type === 'recent')).toBe(false);
    expect(suggestedSearches.some((s) => s.type === 'trending')).toBe(true);
    expect((await callError(toggleTrendingTopics, { body: { enable: false, categoryID: 1 } })).status).toBe(401);
  });
});

describe('E53 / E54 reading lists and P11 publication search', () => {
  it('creates a list with a derived, unique slug', async () => {
    const list = await call(createReadingList, { body: { name: 'Weekend reading', publications: [2, 51, 51] } });
    expect(list).toMatchObject({ name: 'Weekend reading', slug: 'weekend-reading-2', user_id: VIEWER_IDS.paid });
    expect(list.publications.map((p) => p.id)).toEqual([2, 51]);
    expect(feedStore.readingLists.some((l) => l.id === list.id)).toBe(true);
  });

  it('refuses an empty name and an empty selection with 400 naming the field and the rule', async () => {
    const blank = await callError(createReadingList, { body: { name: '   ', publications: [1] } });
    expect(blank.status).toBe(400);
    expect(blank.serverMessage).toBe('Invalid name: Name must not be empty');
    const none = await callError(createReadingList, { body: { name: 'My list', publications: [] } });
    expect(none.status).toBe(400);
    expect(none.serverMessage).toBe('Invalid publications: Choose at least 1 publication');
    const unknown = await callError(createReadingList, { body: { name: 'My list', publications: [1, 999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.serverMessage).toBe('Unknown publication 999');
    expect((await callError(createReadingList, { body: { name: 'x', slug: 'Bad Slug', publications: [1] } })).status).toBe(400);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(createReadingList, { body: { name: 'My list', publications: [1] } })).status).toBe(401);
  });

  it('updates one’s own list (visible in the featured collection); others’ lists are refused', async () => {
    setScenario({ viewer: 'admin' });
    const updated = await call(updateReadingList, { params: { id: 2 }, body: { name: 'Desk picks', publications: [56, 57] } });
    expect(updated).toMatchObject({ id: 2, name: 'Desk picks', slug: 'editors-picks' });
    const { items } = await allItems();
    const collection = byKey(items, 'featured-collection-2');
    expect(collection.type === 'featuredCollection' && collection.collection.publications.map((p) => p.id)).toEqual([56, 57]);
    setScenario({ viewer: 'paid' });
    const other = await callError(updateReadingList, { params: { id: 2 }, body: { name: 'Mine', publications: [1] } });
    expect(other.status).toBe(403);
    expect((await callError(updateReadingList, { params: { id: 999 }, body: { name: 'Mine', publications: [1] } })).status).toBe(404);
    const invalid = await callError(updateReadingList, { params: { id: 1 }, body: { name: '', publications: [1] } });
    expect(invalid.status).toBe(400);
    expect(invalid.serverMessage).toContain('name');
    const slugClash = await call(createReadingList, { body: { name: 'Other', publications: [1] } });
    expect(
      (await callError(updateReadingList, { params: { id: slugClash.id }, body: { name: 'Other', slug: 'weekend-reading', publications: [1] } })).status,
    ).toBe(400);
  });

  it('P11 finds publications by name or subdomain; an empty or unmatched query finds none', async () => {
    expect((await call(searchPublications, { query: { query: 'field' } })).results.map((p) => p.name)).toEqual(['Field Notes', 'Deep Field']);
    expect((await call(searchPublications, { query: { query: 'fieldnotes' } })).results.map((p) => p.name)).toEqual(['Field Notes']);
    expect((await call(searchPublications, { query: { query: 'HARBOR' } })).results.map((p) => p.id)).toEqual([52]);
    expect((await call(searchPublications, { query: { query: '  ' } })).results).toEqual([]);
    expect((await call(searchPublications, {})).results).toEqual([]);
    expect((await call(searchPublications, { query: { query: 'zzzz' } })).results).toEqual([]);
  });
});

describe('P60 global search results (proposed)', () => {
  it('finds posts, publications and people matching every word, at most `limit` of each', async () => {
    const found = await call(searchAll, { query: { query: 'Field' } });
    expect(found.query).toBe('field');
    expect(found.publications.map((p) => p.name)).toEqual(['Field Notes', 'Deep Field']);
    expect(found.posts.every((p) => `${p.title} ${p.subtitle ?? ''}`.toLowerCase().includes('field'))).toBe(true);
    const one = await call(searchAll, { query: { query: 'field', limit: 1 } });
    expect(one.publications).toHaveLength(1);
    expect(one.posts.length).toBeLessThanOrEqual(1);
    expect((await call(searchAll, { query: { query: 'deep field' } })).publications.map((p) => p.id)).toEqual([56]);
  });

  it('finds people by name or handle, without their e-mail address', async () => {
    const { people } = await call(searchAll, { query: { query: 'ada' } });
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((u) => `${u.name} ${u.handle ?? ''}`.toLowerCase().includes('ada'))).toBe(true);
    expect(people.every((u) => u.email === undefined)).toBe(true);
  });

  it('an empty or unmatched query answers empty lists; a bad limit is refused', async () => {
    expect(await call(searchAll, { query: { query: '   ' } })).toEqual({ query: '', posts: [], publications: [], people: [] });
    expect(await call(searchAll, {})).toEqual({ query: '', posts: [], publications: [], people: [] });
    const none = await call(searchAll, { query: { query: 'zzzzqx' } });
    expect([none.posts, none.publications, none.people]).toEqual([[], [], []]);
    expect((await callError(searchAll, { query: { query: 'x', limit: 99 } })).status).toBe(400);
  });
});

describe('E42 / P12 archive', () => {
  it('pages the publication’s published posts newest first, 10 by default, by offset', async () => {
    const first = await call(getArchive, { query: { sort: 'new' } });
    expect(first).toHaveLength(10);
    const dates = first.map((p) => p.post_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await call(getArchive, { query: { sort: 'new', offset: 10 } });
    expect(second).toHaveLength(10);
    expect(second[0]!.post_date! <= first[9]!.post_date!).toBe(true);
    expect(new Set([...first, ...second].map((p) => p.id)).size).toBe(20);
    const all = [...(await call(getArchive, { query: { limit: 50 } })), ...(await call(getArchive, { query: { limit: 50, offset: 50 } }))];
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const hidden of [1008, 1010, 1011, 1018, 1013]) expect(ids).not.toContain(hidden);
    expect(ids).toEqual(expect.arrayContaining([1100, 1139]));
  });

  it('filters by the events tag (More in America 250, 5 a page) and sorts by likes', async () => {
    const page1 = await call(getArchive, { query: { post_tag_id: 7, limit: 5 } });
    const page2 = await call(getArchive, { query: { post_tag_id: 7, limit: 5, offset: 5 } });
    expect(page1).toHaveLength(5);
    expect(page2).toHaveLength(2);
    expect([...page1, ...page2].every((p) => p.postTags?.some((t) => t.id === 7))).toBe(true);
    const top = await call(getArchive, { query: { sort: 'top', limit: 5 } });
    const hearts = top.map((p) => p.reactions?.['❤'] ?? 0);
    expect([...hearts].sort((a, b) => b - a)).toEqual(hearts);
  });

  it('filters by post type (designed)', async () => {
    const videos = await call(getArchive, { query: { limit: 50, type: 'video' } });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((p) => p.type === 'video')).toBe(true);
  });

  it('P12: stories pages of 20 newest first by the tab’s filter; the last page is shorter than 20', async () => {
    const sizes: number[] = [];
    const ids: number[] = [];
    let offset = 0;
    for (;;) {
      const page = await call(getStories, { query: { filter: 'all', offset } });
      sizes.push(page.length);
      ids.push(...page.map((p) => p.id));
      offset += 20;
      if (page.length < 20) break;
    }
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(sizes.slice(0, -1).every((n) => n === 20)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call(getArchive, { query: { limit: 20 } })).map((p) => p.id)).toEqual(ids.slice(0, 20));
    for (const [filter, type] of [
      ['videos', 'video'],
      ['podcasts', 'podcast'],
      ['articles', 'newsletter'],
    ] as const) {
      const page = await call(getStories, { query: { filter } });
      expect(page.length).toBeGreaterThan(0);
      expect(page.every((p) => p.type === type)).toBe(true);
    }
    expect((await callError(getStories, { query: { filter: 'sponsors' as never } })).status).toBe(400);
    expect((await callError(getStories, { query: { publication_id: 999 } })).status).toBe(404);
  });

  it('answers the viewer’s likes, a publication by id, 404 for an unknown one and 400 for a bad limit', async () => {
    setScenario({ viewer: 'paid' });
    const liked = (await call(getArchive, { query: { limit: 50 } })).find((p) => p.id === 1001);
    expect(liked).toMatchObject({ reaction: true, restacked: true });
    expect((await call(getArchive, { query: { publication_id: 2 } })).map((p) => p.id)).toEqual(expect.arrayContaining([1013, 2003]));
    expect((await callError(getArchive, { query: { publication_id: 999 } })).status).toBe(404);
    const bad = await callError(getArchive, { query: { limit: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('limit');
  });
});

describe('E55 subscribe content and E56 ranked users', () => {
  it('E55 answers the publication’s subscribe pitch; 404 for an unknown publication', async () => {
    expect((await call(getSubscribeContent, {})).body).toContain('Subscribe to The Daily Margin');
    expect((await call(getSubscribeContent, { query: { publication_id: 2 } })).body).toContain('pledge');
    expect((await call(getSubscribeContent, { query: { publication_id: 53 } })).body).toContain('The Slow Kitchen');
    expect((await callError(getSubscribeContent, { query: { publication_id: 999 } })).status).toBe(404);
  });

  it('E56 public=true ranks admin, contributor, guest for anyone, without emails', async () => {
    setScenario({ viewer: 'anonymous' });
    const ranked = await call(getRankedUsers, { query: { public: 'true' } });
    expect(ranked.map((r) => [r.rank, r.user.id, r.role])).toEqual([
      [1, VIEWER_IDS.admin, 'admin'],
      [2, VIEWER_IDS.contributor, 'contributor'],
      [3, 106, 'guest'],
    ]);
    expect(ranked.every((r) => r.publication?.id === 1 && r.user.email == null)).toBe(true);
    expect((await call(getRankedUsers, { query: { public: 'true', publication_id: 54 } }))[0]?.user.id).toBe(227);
  });

  it('E56 staff view needs a staff role (401 / 403) and adds emails', async () => {
    setScenario({ viewer: 'admin' });
    expect((await call(getRankedUsers, {}))[0]?.user.email).toBe('ada@example.com');
    setScenario({ viewer: 'paid' });
    expect((await callError(getRankedUsers, { query: { public: 'false' } })).status).toBe(403);
    expect((await callError(getRankedUsers, { query: { public: 'true', publication_id: 999 } })).status).toBe(404);
    expect((await callError(getRankedUsers, { query: { public: 'maybe' as never } })).status).toBe(400);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getRankedUsers, {})).status).toBe(401);
  });
});
