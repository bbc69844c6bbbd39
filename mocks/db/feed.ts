/**
 * The feed area's world (spec 002 feed, notes, social; 001 archive): notes and comments with every status,
 * attachment type and reply rule; a hand-made "for you" feed with every item type across 4+ pages; a generated
 * firehose of thousands of items built lazily and deterministically; user suggestions with mutual facepiles;
 * follows, restacks, mutes (with durations) and blocks seeded for every viewer role; reading lists; trending
 * topic categories; extra publications (ids 51–58) and posts (ids 2001–2008) in publications the core has no
 * posts for (invite-only, hides restacks, community off) so every restack rule has something to act on.
 */
import { en, Faker } from '@faker-js/faker';
import type { Post, PostTag, Publication } from '../../src/api/schemas/core';
import {
  bodyJsonOfText,
  type BodyJson,
  type CommentAttachment,
  type CommentStatus,
  type FeedContextType,
  type FeedItemType,
  type MediaClip,
  type MuteDuration,
  type ReplyMinimumRole,
} from '../../src/api/schemas/feed';
import { MOCK_NOW } from '../clock';
import { core, PUB, VIEWER_IDS } from './core';
import { defineStore, type SeedContext } from './store';
import { proseParagraph, proseSentence, proseSentences } from './prose';

export type SeedPost = Post & { publication_id: number };

/** An attachment as stored: references are resolved when a handler renders it. */
export interface AttachmentRow {
  id: string;
  type: 'image' | 'video' | 'link' | 'comment' | 'post' | 'publication' | 'live_stream';
  imageUrl?: string;
  imageWidth?: number;
  imageHeight?: number;
  explicit?: boolean;
  mediaUploadId?: number;
  mediaDuration?: number;
  link?: { url: string; host: string; title: string; description: string; image: string | null };
  commentId?: number;
  postId?: number;
  publicationId?: number;
  liveStream?: {
    id: number;
    title: string | null;
    status: 'active' | 'scheduled' | 'ended';
    started_streaming_at: string | null;
    publication_id: number | null;
  };
}

export interface CommentRow {
  id: number;
  post_id: number | null;
  publication_id: number | null;
  user_id: number;
  body: string;
  body_json: BodyJson;
  date: string;
  edited_at: string | null;
  parent_id: number | null;
  ancestor_path: string;
  reply_minimum_role: ReplyMinimumRole | null;
  attachments: AttachmentRow[];
  media_clip_id: string | null;
  status: CommentStatus;
  deleted: boolean;
  /** Likes and restacks by people outside the mock's users (added to the stored rows when rendered). */
  base_reactions: number;
  base_restacks: number;
  /**
   * `posts`: a row of the posts area's comment table (comments on core posts, read through here so the feed and
   * the comments page show one comment); its likes and replies live there, its attachments are already rendered.
   */
  source?: 'posts';
  paid_only?: boolean;
  rendered_attachments?: CommentAttachment[];
}

export interface FeedContextRow {
  type: FeedContextType;
  typeBucket?: string;
  timestamp: string;
  tag?: string;
  user_ids: number[];
  fallbackReason?: string;
  fallbackUrl?: string;
}

/** One entry of a feed, by reference; handlers render it for the viewer. */
export interface FeedItemRow {
  key: string;
  type: FeedItemType;
  context: FeedContextRow;
  post_id?: number;
  comment_id?: number;
  publication_id?: number;
  list_id?: number;
  category_id?: number;
  media_clip?: MediaClip;
  chat?: { id: number; publication_id: number; body: string; user_id: number; created_at: string; comment_count: number; audience: string };
  query?: string;
  profile_ids?: number[];
  /** Generated firehose notes carry their comment inline (they are not stored). */
  inline_comment?: CommentRow;
  /** Modules shown only to signed-in readers (suggestions, invites, friend connect). */
  signed_in_only?: boolean;
}

export interface SuggestionRow {
  user_id: number;
  publication_id: number | null;
  source: string;
  mutual_ids: number[];
}

export interface MuteRow {
  user_id: number;
  target_id: number;
  duration: MuteDuration;
  created_at: string;
  expires_at: string | null;
}

export interface BlockRow {
  user_id: number;
  target_id: number;
  created_at: string;
}

export interface RestackRow {
  user_id: number;
  post_id: number | null;
  comment_id: number | null;
  created_at: string;
}

export interface ReadingListRow {
  id: number;
  user_id: number;
  name: string;
  slug: string;
  description: string | null;
  publication_ids: number[];
  created_at: string;
  updated_at: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  publication_ids: number[];
  trending: string[];
}

/** Every viewer role's user id (seeded relations apply to each, so each role sees every state). */
const ALL_VIEWERS = Object.values(VIEWER_IDS);

/** Users the seeded relations use (commenters 200–239 from the core store). */
export const FEED_USERS = {
  /** Muted indefinitely by every viewer. */
  mutedForever: 205,
  /** Blocked by every viewer ("you-blocked"). */
  blockedByViewer: 206,
  /** Blocks every viewer ("blocked-you"). */
  blocksViewer: 207,
  /** Muted for 1 hour by every viewer, 30 minutes before MOCK_NOW (expires 30 minutes after it). */
  mutedForAnHour: 208,
  /** Suggested and already follow every viewer ("Follow Back"). */
  followsViewers: [216, 219],
  /** Followed by every viewer except the contributor, and using the app (app facepile). */
  appFriends: [200, 201, 202],
} as const;

/** The events tag ("America 250") carried by some archive posts (E42 `post_tag_id`, More in America 250). */
export const EVENTS_TAG: PostTag = { id: 7, name: 'America 250', slug: 'america-250' };

/** Size of the generated `tab=firehose` feed. */
export const FIREHOSE_SIZE = 5000;
/** Comment ids of generated firehose notes start here (they are never stored). */
export const FIREHOSE_COMMENT_BASE = 1_000_000;
/** Generated items of a category feed (after its leaderboard). */
export const CATEGORY_FEED_SIZE = 45;

function avatar(id: number): string {
  return `/mock-assets/avatars/avatar-${(id % 8) + 1}.png`;
}

function extraPublications(): Publication[] {
  const pub = (id: number, name: string, subdomain: string, hero: string, authorId: number, extra: Partial<Publication> = {}): Publication => ({
    id,
    name,
    subdomain,
    base_url: `https://${subdomain}.example.com`,
    logo_url: `/mock-assets/covers/cover-${(id % 4) + 1}.jpg`,
    hero_text: hero,
    payments_state: id % 2 === 0 ? 'enabled' : 'disabled',
    community_enabled: true,
    author_id: authorId,
    author_name: core.users.find((u) => u.id === authorId)?.name ?? 'Author',
    author_photo_url: avatar(authorId),
    has_posts: true,
    ...extra,
  });
  return [
    pub(51, 'Night Garden', 'nightgarden', 'Gardening after dark: moonflowers, moths and patience.', 224),
    pub(52, 'Harbor Lights', 'harborlights', 'Stories from working harbors.', 225),
    pub(53, 'The Slow Kitchen', 'slowkitchen', 'Recipes that take all afternoon, on purpose.', 226),
    pub(54, 'Signal & Noise', 'signalnoise', 'Technology, minus the hype.', 227),
    pub(55, 'Ballot Box', 'ballotbox', 'Elections, counted carefully.', 228),
    pub(56, 'Deep Field', 'deepfield', 'Astronomy and the people who look up.', 229),
    pub(57, 'Paper Cuts', 'papercuts', 'Reviews of small-press books.', 230),
    pub(58, 'Local Heroes', 'localheroes', 'Neighbourhood news. Comments and restacks are off here.', 231, { community_enabled: false }),
  ];
}

function categories(): CategoryRow[] {
  return [
    { id: 1, name: 'Culture', slug: 'culture', publication_ids: [PUB.margin, 51, 52, 53], trending: ['Winter reading lists', 'Small museums'] },
    { id: 2, name: 'Politics', slug: 'politics', publication_ids: [55, 58], trending: ['Ballot design', 'Turnout maps'] },
    { id: 3, name: 'Technology', slug: 'technology', publication_ids: [54], trending: ['Quiet software', 'Open protocols'] },
    { id: 4, name: 'Books', slug: 'books', publication_ids: [PUB.margin, 57, PUB.fieldNotes], trending: ['Small presses', 'Book clubs'] },
    { id: 5, name: 'Science', slug: 'science', publication_ids: [56, PUB.fieldNotes, PUB.openWater], trending: ['Heron migration', 'Dark skies'] },
  ];
}

function extraPosts(ctx: SeedContext): SeedPost[] {
  const byline = (userId: number) => {
    const u = core.users.find((x) => x.id === userId)!;
    return { id: u.id, name: u.name, handle: u.handle ?? null, photo_url: u.photo_url ?? null };
  };
  const post = (id: number, publicationId: number, authorId: number, slug: string, title: string, extra: Partial<SeedPost> = {}): SeedPost => ({
    id,
    slug,
    title,
    subtitle: proseSentence(ctx.faker),
    description: proseSentence(ctx.faker),
    type: 'newsletter',
    audience: 'everyone',
    body_html: `<p>${proseParagraph(ctx.faker)}</p><p>${proseParagraph(ctx.faker)}</p><p>${proseParagraph(ctx.faker)}</p>`,
    cover_image: `/mock-assets/covers/cover-${(id % 4) + 1}.jpg`,
    post_date: ctx.at({ days: -(id % 9), hours: -(id % 5) }),
    is_published: true,
    publication_id: publicationId,
    section_id: null,
    comment_count: id % 11,
    wordcount: 700 + ((id * 53) % 1500),
    reactions: { '❤': (id * 7) % 60 },
    restacks: id % 6,
    publishedBylines: [byline(authorId)],
    postTags: [],
    write_comment_permissions: 'everyone',
    ...extra,
  });
  return [
    post(2001, PUB.innerCircle, 211, 'inner-circle-dispatch', 'Dispatch from the inner circle', { section_id: 31, section_name: 'Dispatches' }),
    post(2002, PUB.openWater, 212, 'swimming-the-strait', 'Swimming the strait at dawn', { section_id: 41, section_name: 'Open Water' }),
    post(2003, PUB.fieldNotes, 210, 'a-wet-spring', 'Notes on a wet spring', { section_id: 21, section_name: 'Field Notes' }),
    post(2004, 51, 224, 'moonflowers', 'Moonflowers, and other late bloomers'),
    post(2005, 54, 227, 'the-quiet-web', 'The quiet web', { audience: 'only_paid' }),
    post(2006, 55, 228, 'counting-slowly', 'Counting slowly is counting well'),
    post(2007, 56, 229, 'first-light', 'First light at the new telescope', {
      type: 'podcast',
      podcast_url: '/mock-assets/media/episode.mp3',
      podcast_duration: 1320,
    }),
    post(2008, 58, 231, 'bridge-reopens', 'The bridge reopens on Monday'),
  ];
}

function doc(text: string): BodyJson {
  return bodyJsonOfText(text);
}

function buildComments(ctx: SeedContext): CommentRow[] {
  let minutes = 0;
  const row = (id: number, userId: number, text: string, extra: Partial<CommentRow> = {}): CommentRow => {
    minutes += 23;
    const body = extra.body ?? text;
    return {
      id,
      post_id: null,
      publication_id: null,
      user_id: userId,
      body,
      body_json: doc(body),
      date: ctx.at({ minutes: -minutes }),
      edited_at: null,
      parent_id: null,
      ancestor_path: '',
      reply_minimum_role: null,
      attachments: [],
      media_clip_id: null,
      status: 'published',
      deleted: false,
      base_reactions: (id * 7) % 30,
      base_restacks: id % 4,
      ...extra,
    };
  };
  const reply = (id: number, userId: number, text: string, parent: CommentRow, extra: Partial<CommentRow> = {}) =>
    row(id, userId, text, {
      parent_id: parent.id,
      ancestor_path: parent.ancestor_path ? `${parent.ancestor_path}.${parent.id}` : String(parent.id),
      post_id: parent.post_id,
      publication_id: parent.publication_id,
      ...extra,
    });

  const c5003 = row(5003, VIEWER_IDS.admin, 'What is the best bookshop you have ever walked into by accident? Subscribers, tell me.', {
    publication_id: PUB.margin,
    reply_minimum_role: 'free_subscriber',
    attachments: [
      {
        id: 'att-5003-link',
        type: 'link',
        link: {
          url: 'https://example.com/bookshops',
          host: 'example.com',
          title: 'Fifty accidental bookshops',
          description: 'A map of the shops readers found while lost.',
          image: '/mock-assets/covers/cover-2.jpg',
        },
      },
    ],
  });
  const c5004 = reply(5004, 201, 'A basement shop in Porto, behind a laundrette.', c5003);
  const c5005 = reply(5005, 202, 'Was it the one with the cat? I think I found it too.', c5004);
  const c5015 = row(5015, 213, 'This comment broke the community guidelines.', { status: 'moderator_removed', publication_id: PUB.margin });
  const c5016 = reply(5016, 214, 'Replying to a removed comment: the thread still shows.', c5015);
  const c5014 = row(5014, 209, 'Only paid subscribers may reply on this post — nice idea.', { post_id: 1017, publication_id: PUB.margin });
  const c5023 = row(5023, 212, 'Water was 9°C. Worth it.', { post_id: 2002, publication_id: PUB.openWater });
  const c5024 = row(5024, 211, 'Members only: the next meeting is on Thursday.', { post_id: 2001, publication_id: PUB.innerCircle });

  const rows: CommentRow[] = [
    row(5001, VIEWER_IDS.admin, 'The shelves at the new library branch, before opening day.', {
      publication_id: PUB.margin,
      attachments: [{ id: 'att-5001-img', type: 'image', imageUrl: '/mock-assets/covers/cover-1.jpg', imageWidth: 1200, imageHeight: 675 }],
      base_reactions: 24,
      base_restacks: 3,
    }),
    row(5002, VIEWER_IDS.contributor, 'New essay for paid subscribers. Replies are for paid subscribers too.', {
      publication_id: PUB.margin,
      reply_minimum_role: 'paid_subscriber',
      attachments: [{ id: 'att-5002-post', type: 'post', postId: 1002 }],
    }),
    c5003,
    c5004,
    c5005,
    row(5006, FEED_USERS.mutedForever, 'Hot take number eleven of the day.'),
    row(5007, FEED_USERS.blockedByViewer, 'You blocked me, so you will not read this.'),
    row(5008, FEED_USERS.blocksViewer, 'I blocked you, so you will not read this.'),
    row(5009, 203, 'If you like herons, this publication is for you.', {
      attachments: [{ id: 'att-5009-pub', type: 'publication', publicationId: PUB.fieldNotes }],
    }),
    row(5010, 210, 'A clip from this week’s walk.', {
      publication_id: PUB.fieldNotes,
      media_clip_id: 'clip-5010',
      attachments: [{ id: 'att-5010-video', type: 'video', mediaUploadId: 501, mediaDuration: 42 }],
    }),
    row(5012, VIEWER_IDS.admin, 'We are live from the reading room.', {
      publication_id: PUB.margin,
      attachments: [
        {
          id: 'att-5012-live',
          type: 'live_stream',
          liveStream: {
            id: 71,
            title: 'Live from the reading room',
            status: 'active',
            started_streaming_at: ctx.at({ minutes: -20 }),
            publication_id: PUB.margin,
          },
        },
      ],
    }),
    row(5013, 204, 'This, exactly.', { attachments: [{ id: 'att-5013-quote', type: 'comment', commentId: 5001 }] }),
    c5014,
    c5015,
    c5016,
    row(5017, 215, 'First note, waiting for review.', { status: 'review_required' }),
    row(5018, 216, 'Edited note, waiting for review again.', { status: 'edit_review_required', edited_at: ctx.at({ minutes: -5 }) }),
    row(5019, 217, 'A flagged note.', { status: 'flagged' }),
    row(5020, 218, '', { status: 'deleted', deleted: true }),
    row(5021, 219, 'Approved by a moderator after a report.', { status: 'moderator_approved' }),
    row(5022, 220, 'My first note here — hello!', { status: 'new_commenter_approval_required' }),
    c5023,
    c5024,
    row(5025, VIEWER_IDS.paid, 'Reading the long shelf essay on the train. Recommended.', {
      attachments: [{ id: 'att-5025-post', type: 'post', postId: 1002 }],
    }),
    row(5026, VIEWER_IDS.founding, 'Founding member since day one. Still the best letter in my inbox.'),
    row(5027, 200, 'Sunset over the harbor.', {
      attachments: [{ id: 'att-5027-img', type: 'image', imageUrl: '/mock-assets/covers/cover-3.jpg', imageWidth: 1200, imageHeight: 675, explicit: false }],
    }),
    row(5028, 221, 'Reminder: the library sale is this weekend.'),
    row(5029, FEED_USERS.mutedForAnHour, 'Posting a lot today, sorry.'),
    row(5030, 222, 'Three books I could not finish, and why that is fine.'),
    row(5031, 223, 'Anyone else reading the new translation?'),
  ];
  // Direct replies so reply counts and recent commenters exist on a few notes.
  const c5001 = rows[0]!;
  rows.push(reply(5032, 232, 'Those shelves!', c5001), reply(5033, 233, 'Which branch is it?', c5001), reply(5034, 234, 'Opening day is Saturday.', c5001));
  return rows;
}

/** The hand-made "for you" feed, newest first: every item type, every note state, 4+ pages of 10. */
function buildItems(ctx: SeedContext): FeedItemRow[] {
  let step = 0;
  const ts = () => ctx.at({ minutes: -(step++ * 17) });
  const ctxRow = (type: FeedContextType, extra: Partial<FeedContextRow> = {}): FeedContextRow => ({ type, timestamp: ts(), user_ids: [], ...extra });
  const post = (postId: number, context: FeedContextRow, extra: Partial<FeedItemRow> = {}): FeedItemRow => ({
    key: `p-${postId}`,
    type: 'post',
    post_id: postId,
    context,
    ...extra,
  });
  const note = (commentId: number, context: FeedContextRow, extra: Partial<FeedItemRow> = {}): FeedItemRow => ({
    key: `c-${commentId}`,
    type: 'comment',
    comment_id: commentId,
    context,
    ...extra,
  });
  return [
    post(1001, ctxRow('post', { typeBucket: 'subscribed' })),
    note(5001, ctxRow('note', { typeBucket: 'following' })),
    {
      key: 'user-suggestions-1',
      type: 'userSuggestions',
      context: ctxRow('discovery', { typeBucket: 'people-you-may-know' }),
      signed_in_only: true,
    },
    note(5002, ctxRow('note')),
    post(1007, ctxRow('post', { typeBucket: 'subscribed', tag: 'podcast' })),
    note(5003, ctxRow('restack', { user_ids: [200, 201, 203] })),
    { key: 'facebook-connect', type: 'facebookConnect', context: ctxRow('discovery'), signed_in_only: true },
    note(5005, ctxRow('reply')),
    {
      key: 'featured-publication-2',
      type: 'featuredPublication',
      publication_id: PUB.fieldNotes,
      context: ctxRow('recommendation', { typeBucket: 'similar' }),
    },
    note(5006, ctxRow('note')),
    { key: 'invite-friends', type: 'inviteFriends', context: ctxRow('discovery'), signed_in_only: true },
    post(2002, ctxRow('recommendation', { typeBucket: 'popular' })),
    note(5007, ctxRow('note')),
    { key: 'featured-collection-2', type: 'featuredCollection', list_id: 2, context: ctxRow('recommendation', { typeBucket: 'editors' }) },
    {
      key: 'chat-9001',
      type: 'chat',
      publication_id: PUB.margin,
      context: ctxRow('discovery', { typeBucket: 'subscriber-chat' }),
      chat: {
        id: 9001,
        publication_id: PUB.margin,
        user_id: VIEWER_IDS.admin,
        created_at: ctx.at({ hours: -2 }),
        comment_count: 12,
        audience: 'all_subscribers',
        body: 'Chat is open: tell us which book you would save from a flood, and why. I will read every answer tonight and pick three for Sunday’s letter — long answers welcome, short ones too.',
      },
    },
    note(5009, ctxRow('like', { user_ids: [202] })),
    { key: 'profile-search-reading', type: 'profileSearchResults', query: 'reading', profile_ids: [105, 104, 106, 200], context: ctxRow('discovery') },
    { key: 'category-leaderboard-4', type: 'categoryLeaderboard', category_id: 4, context: ctxRow('discovery', { typeBucket: 'leaderboard' }) },
    post(1006, ctxRow('post', { typeBucket: 'subscribed', tag: 'video' })),
    note(5008, ctxRow('note')),
    note(5010, ctxRow('note'), { media_clip: { id: 'clip-5010', video_upload_id: 501, post_id: 1006, start: 30, end: 72, title: 'The stacks at dawn' } }),
    note(5012, ctxRow('note', { tag: 'live' })),
    note(5013, ctxRow('note')),
    post(2001, ctxRow('recommendation', { typeBucket: 'invite-only' })),
    note(5014, ctxRow('note')),
    note(5016, ctxRow('reply')),
    post(1013, ctxRow('post', { typeBucket: 'cross-post' })),
    note(5017, ctxRow('note')),
    note(5018, ctxRow('note')),
    note(5019, ctxRow('note')),
    note(5020, ctxRow('note')),
    note(5021, ctxRow('note')),
    note(5022, ctxRow('note')),
    note(5023, ctxRow('note')),
    post(2008, ctxRow('recommendation', { typeBucket: 'local' })),
    note(5024, ctxRow('note')),
    note(5025, ctxRow('note')),
    post(1002, ctxRow('post', { typeBucket: 'subscribed' })),
    note(5026, ctxRow('note')),
    post(2004, ctxRow('fallback', { fallbackReason: 'few_subscriptions', fallbackUrl: '/home/category/1' })),
    note(5027, ctxRow('note')),
    post(1003, ctxRow('post', { typeBucket: 'subscribed' })),
    note(5029, ctxRow('note')),
    post(2005, ctxRow('recommendation', { typeBucket: 'popular' })),
    note(5030, ctxRow('note')),
    post(2003, ctxRow('post')),
    note(5031, ctxRow('note')),
  ];
}

function buildSuggestions(): SuggestionRow[] {
  const mutualSets = [[200, 201, 202, 203], [201, 203], [200, 202, 204], [], [203, 204, 209, 210], [200], [201, 202, 204], [209, 214, 200]];
  const sources = ['mutuals', 'mutuals', 'subscriptions', 'popular', 'mutuals', 'contacts', 'mutuals', 'subscriptions'];
  const pubs: (number | null)[] = [51, null, 52, 53, null, 54, 56, 57];
  return Array.from({ length: 8 }, (_, i) => ({
    user_id: 215 + i,
    publication_id: pubs[i] ?? null,
    source: sources[i] ?? 'mutuals',
    mutual_ids: mutualSets[i] ?? [],
  }));
}

function buildLists(ctx: SeedContext): ReadingListRow[] {
  return [
    {
      id: 1,
      user_id: VIEWER_IDS.paid,
      name: 'Weekend reading',
      slug: 'weekend-reading',
      description: null,
      publication_ids: [PUB.margin, PUB.fieldNotes, 51],
      created_at: ctx.at({ days: -40 }),
      updated_at: ctx.at({ days: -3 }),
    },
    {
      id: 2,
      user_id: VIEWER_IDS.admin,
      name: 'Editors’ picks',
      slug: 'editors-picks',
      description: 'What the Daily Margin desk reads when it is not writing.',
      publication_ids: [PUB.margin, 52, 53, 54],
      created_at: ctx.at({ days: -90 }),
      updated_at: ctx.at({ days: -1 }),
    },
    {
      id: 3,
      user_id: VIEWER_IDS.free,
      name: 'My list',
      slug: 'my-list',
      description: null,
      publication_ids: [PUB.fieldNotes],
      created_at: ctx.at({ days: -12 }),
      updated_at: ctx.at({ days: -12 }),
    },
  ];
}

function buildFollows(): { follower_id: number; followee_id: number }[] {
  const rows: { follower_id: number; followee_id: number }[] = [];
  for (const viewer of ALL_VIEWERS) {
    if (viewer !== VIEWER_IDS.contributor) for (const f of [200, 201, 202, 203]) rows.push({ follower_id: viewer, followee_id: f });
    for (const f of FEED_USERS.followsViewers) rows.push({ follower_id: f, followee_id: viewer });
  }
  rows.push({ follower_id: VIEWER_IDS.paid, followee_id: 217 });
  rows.push({ follower_id: VIEWER_IDS.admin, followee_id: VIEWER_IDS.contributor });
  return rows;
}

export const feedStore = defineStore('feed', (ctx) => {
  const at = ctx.at;
  return {
    publications: extraPublications(),
    categories: categories(),
    posts: extraPosts(ctx),
    comments: buildComments(ctx),
    items: buildItems(ctx),
    suggestions: buildSuggestions(),
    /** Suggestions a viewer dismissed (E47). */
    dismissed: [] as { user_id: number; suggested_user_id: number }[],
    follows: buildFollows(),
    restacks: [
      { user_id: VIEWER_IDS.paid, post_id: 1001, comment_id: null, created_at: at({ days: -2 }) },
      { user_id: VIEWER_IDS.paid, post_id: null, comment_id: 5003, created_at: at({ days: -1 }) },
      { user_id: 200, post_id: null, comment_id: 5003, created_at: at({ hours: -5 }) },
      { user_id: 201, post_id: null, comment_id: 5003, created_at: at({ hours: -4 }) },
      { user_id: 203, post_id: null, comment_id: 5003, created_at: at({ hours: -3 }) },
    ] as RestackRow[],
    /** Users who have ever restacked (E44). */
    hasRestacked: [VIEWER_IDS.paid, VIEWER_IDS.founding, 200, 201, 203] as number[],
    commentLikes: [
      { comment_id: 5001, user_id: VIEWER_IDS.paid },
      { comment_id: 5003, user_id: VIEWER_IDS.free },
    ] as { comment_id: number; user_id: number }[],
    mutes: ALL_VIEWERS.flatMap((viewer): MuteRow[] => [
      { user_id: viewer, target_id: FEED_USERS.mutedForever, duration: 'indefinitely', created_at: at({ days: -10 }), expires_at: null },
      { user_id: viewer, target_id: FEED_USERS.mutedForAnHour, duration: '1hour', created_at: at({ minutes: -30 }), expires_at: at({ minutes: 30 }) },
    ]),
    blocks: ALL_VIEWERS.flatMap((viewer): BlockRow[] => [
      { user_id: viewer, target_id: FEED_USERS.blockedByViewer, created_at: at({ days: -20 }) },
      { user_id: FEED_USERS.blocksViewer, target_id: viewer, created_at: at({ days: -15 }) },
    ]),
    /** When users installed the app (`reader_installed_at`). */
    appInstalledAt: { 200: at({ days: -100 }), 201: at({ days: -60 }), 202: at({ days: -7 }), [VIEWER_IDS.founding]: at({ days: -30 }) } as Record<
      number,
      string
    >,
    /** Categories whose trending topics a viewer turned off (E51). */
    trendingDisabled: [{ user_id: VIEWER_IDS.paid, category_id: 2 }] as { user_id: number; category_id: number }[],
    recentSearches: [
      { user_id: VIEWER_IDS.paid, text: 'herons' },
      { user_id: VIEWER_IDS.paid, text: 'Ada Admin' },
      { user_id: VIEWER_IDS.free, text: 'bookshops' },
    ] as { user_id: number; text: string }[],
    readingLists: buildLists(ctx),
    /** Entity keys a viewer hid (P09 hide). */
    hidden: [] as { user_id: number; entity_key: string }[],
    /** Entity keys a viewer archived, with archived_at (P09 archive, M41 ARCHIVE). */
    archived: [] as { user_id: number; entity_key: string; archived_at: string }[],
    /** Entity keys whose notifications a viewer paused (P09 pause). */
    paused: [{ user_id: VIEWER_IDS.paid, entity_key: 'c-5003' }] as { user_id: number; entity_key: string }[],
    /** Extra tags of core posts (the events tag on every fifth archive post). */
    postTags: Object.fromEntries([1100, 1105, 1110, 1115, 1120, 1125, 1130].map((id) => [id, [EVENTS_TAG]])) as Record<number, PostTag[]>,
    subscribeContent: {
      [PUB.margin]:
        '<h2>Subscribe to The Daily Margin</h2><p>Three letters a week about books, cities and the people who make them. Paid subscribers get every essay, the podcast in full and the subscriber chat.</p>',
      [PUB.fieldNotes]: '<h2>Field Notes is free</h2><p>A naturalist’s weekly letter. If it brightens your week, pledge what you like.</p>',
      [PUB.innerCircle]: '<h2>The Inner Circle is invite-only</h2><p>Ask a member for an invitation.</p>',
      [PUB.openWater]: '<h2>Open Water</h2><p>Cold-water swimming, weekly.</p>',
    } as Record<number, string>,
    nextCommentId: 6000,
    nextListId: 4,
  };
});

// --- The generated firehose and category feeds (lazy, deterministic) ------------------------------------------

const generator = new Faker({ locale: [en] });
const GENERATED_NOTE_AUTHORS = 40;

/** Item `index` (0-based) of a generated feed; the same inputs always give the same item. */
export function generatedItem(namespace: number, index: number): FeedItemRow {
  generator.seed(namespace * 1_000_003 + index);
  const timestamp = new Date(new Date(MOCK_NOW).getTime() - (index + 1) * 3 * 60_000).toISOString();
  if (index % 7 === 3) {
    const postId = 1100 + (index % 40);
    return {
      key: `p-${postId}~${namespace}-${index}`,
      type: 'post',
      post_id: postId,
      context: { type: 'recommendation', typeBucket: 'firehose', timestamp, user_ids: [] },
    };
  }
  const commentId = FIREHOSE_COMMENT_BASE + namespace * 100_000 + index;
  const userId = 200 + (index % GENERATED_NOTE_AUTHORS);
  const text = proseSentences(generator, { min: 1, max: 4 });
  const withImage = index % 5 === 1;
  const comment: CommentRow = {
    id: commentId,
    post_id: null,
    publication_id: null,
    user_id: userId,
    body: text,
    body_json: bodyJsonOfText(text),
    date: timestamp,
    edited_at: null,
    parent_id: null,
    ancestor_path: '',
    reply_minimum_role: null,
    attachments: withImage
      ? [{ id: `att-${commentId}`, type: 'image', imageUrl: `/mock-assets/covers/cover-${(index % 4) + 1}.jpg`, imageWidth: 1200, imageHeight: 675 }]
      : [],
    media_clip_id: null,
    status: 'published',
    deleted: false,
    base_reactions: generator.number.int({ min: 0, max: 400 }),
    base_restacks: generator.number.int({ min: 0, max: 40 }),
  };
  return {
    key: `c-${commentId}`,
    type: 'comment',
    comment_id: commentId,
    inline_comment: comment,
    context: { type: 'note', typeBucket: 'firehose', timestamp, user_ids: [] },
  };
}

/** Namespace of the firehose tab (category feeds use their category id). */
export const FIREHOSE_NAMESPACE = 9;

/** A generated comment by id (firehose notes are never stored; restacking or replying to one still works). */
export function generatedComment(commentId: number): CommentRow | undefined {
  if (commentId < FIREHOSE_COMMENT_BASE) return undefined;
  const rest = commentId - FIREHOSE_COMMENT_BASE;
  const namespace = Math.floor(rest / 100_000);
  const index = rest % 100_000;
  const size = namespace === FIREHOSE_NAMESPACE ? FIREHOSE_SIZE : feedStore.categories.some((c) => c.id === namespace) ? CATEGORY_FEED_SIZE : 0;
  if (index >= size) return undefined;
  return generatedItem(namespace, index).inline_comment;
}

// --- Lookups --------------------------------------------------------------------------------------------------

export function findAnyPublication(id: number): Publication | undefined {
  return core.publications.find((p) => p.id === id) ?? feedStore.publications.find((p) => p.id === id);
}

export function allPublications(): Publication[] {
  return [...core.publications, ...feedStore.publications];
}

export function findAnyPost(id: number): SeedPost | undefined {
  return core.posts.find((p) => p.id === id) ?? feedStore.posts.find((p) => p.id === id);
}

export function findComment(id: number): CommentRow | undefined {
  return feedStore.comments.find((c) => c.id === id) ?? generatedComment(id);
}
