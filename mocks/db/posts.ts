/**
 * The posts area's world: per-viewer likes and saves, per-post settings the screens change (theme, comment
 * settings, teaser eligibility), comment trees with every status and attachment type, comment likes, restacks
 * (with and without a note), the cross-post of post 1013, shared selections, reader-guide summaries, comment
 * "seen" marks, email reader tokens and post-unlock (gift/teaser) tokens.
 *
 * Comments and notes live in one table (`postsStore.comments`; a note has `post_id: null`), so the feed area can
 * read them and add to them with `addComment` / `addCommentToPost`, and comment likes (E29/E30) work on both.
 * Counts follow the core posts: a post has as many countable comments and restacks as its core `comment_count`
 * and `restacks` say, except the showcases below (the answers then use the store's counts).
 *
 * Seeded states:
 * - 1005 "Three voices on the river": every comment status, a deleted comment with replies, every attachment
 *   type, reply limits (free_subscriber / paid_subscriber), author and contributor replies, a paid-only comment,
 *   the free viewer's own comment, comments liked by the paid, free and founding viewers.
 * - 1002 and 1017: paid-only comments (hidden from readers without a paid subscription); 1017 sorts newest first.
 * - 1009 "Weekend thread": 1,200 comments, a reply chain 14 deep, and two comments that arrive 90 s and 5 min
 *   after `MOCK_NOW` (polling with `last_comment_at` sees them once the mock clock passes them).
 * - 1120 (and the page 1008): no comments. 1103: comments turned off (`write_comment_permissions: 'none'`).
 * - 1005 also has two comments still to come (polling stories): a top-level one 20 s after `MOCK_NOW` and a reply to
 *   the photo comment (30001) 25 s after it.
 * - 1400 "The big conversation" (`the-big-conversation`, comments only: reachable by slug and id, in no list): 2,000
 *   comments, top-level and nested, a chain 14 deep, then 25 more arriving in the 30 s after `MOCK_NOW` and 10 more
 *   over the next 5 minutes (the comments benchmark and its polling merge). Seeded from its own faker, after everything
 *   else, so the rest of the world is unchanged.
 * - 1001: 11 restacks here (4 with a note, the founding viewer's the newest) plus the paid viewer's, which the
 *   feed area keeps (the posts handlers read both); a featured tag. Other posts: as many restacks as core says.
 * - 1013: cross-posted from Field Notes to The Daily Margin by Ada Admin, with an intro.
 * - Selections: text `sel-city-reads` (1001), `sel-long-shelf` (1002); images `img-city-cover` (1001),
 *   `img-stacks-still` (1006). Reader guides stored for 1001 and 1016 (hostile: a script, handlers and a
 *   `javascript:` link); others are written on first request.
 * - Email reader tokens `email-token-frances` (free) and `email-token-paolo` (paid); any other token is stale.
 * - The free viewer holds one unredeemed post-unlock token; 1002 is teaser-eligible.
 */
import type { Post } from '../../src/api/schemas/core';
import type { CommentAttachment, CommentStatus } from '../../src/api/schemas/posts';
import { MOCK_NOW as MOCK_NOW_ISO, mockNow } from '../clock';
import { core, PUB, VIEWER_IDS } from './core';
import { createSeedContext, defineStore, type SeedContext } from './store';

type SeedPost = Post & { publication_id: number };

export interface UserPostRow {
  post_id: number;
  user_id: number;
  created_at?: string;
  /** Seeded likes already counted in the core post's `reactions` (they only name the reactors). */
  in_base?: boolean;
  /** Liked from the cross-post view (E27). */
  via?: 'post' | 'cross_post';
}

/** A comment on a post, or a note (`post_id: null`). */
export interface CommentRow {
  id: number;
  post_id: number | null;
  publication_id: number | null;
  user_id: number;
  parent_id: number | null;
  /** Dot-separated ids of the ancestors, root first; `''` at the top level. */
  ancestor_path: string;
  body: string;
  date: string;
  edited_at: string | null;
  status: CommentStatus;
  deleted: boolean;
  /** Only readers with a paid subscription to the publication see it. */
  paid_only: boolean;
  attachments: CommentAttachment[];
  reply_minimum_role: 'free_subscriber' | 'paid_subscriber' | null;
  /** Likes by readers outside the seeded users (added to the liked rows). */
  reaction_base: number;
  restacks: number;
}

export interface CommentReactionRow {
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface RestackRow {
  post_id: number;
  user_id: number;
  created_at: string;
  /** The note written with the restack, a row of `comments`. */
  comment_id: number | null;
}

/** Post fields the screens change or that this area owns; merged over the core post in every answer. */
export type PostOverrides = Partial<Pick<Post, 'postTheme' | 'write_comment_permissions' | 'default_comment_sort' | 'teaser_post_eligible'>>;

export interface CrossPostRow {
  post_id: number;
  /** The post's own publication. */
  original_publication_id: number;
  /** The publication that cross-posted it. */
  cross_posting_publication_id: number;
  by_user_id: number;
  intro_text: string;
  created_at: string;
}

export interface SelectionRow {
  id: string;
  post_id: number;
  type: 'text' | 'image';
  text: string | null;
  img_src: string | null;
  created_at: string;
  user_id: number | null;
}

/** Ids of the showcase comments on post 1005 (tests and stories point at them). */
export const SHOWCASE_COMMENT_IDS = {
  imagePublished: 30001,
  authorReply: 30002,
  moderatorApproved: 30003,
  freeViewerReply: 30004,
  reviewRequired: 30005,
  editReviewRequired: 30006,
  newCommenterApproval: 30007,
  flagged: 30008,
  moderatorRemoved: 30009,
  deletedWithReplies: 30010,
  quotesComment: 30011,
  attachesPost: 30012,
  video: 30013,
  paidReplyLimit: 30014,
  freeReplyLimit: 30015,
  contributorComment: 30016,
  withLinks: 30017,
  paidOnly: 30018,
} as const;

/** The post with 1,000+ comments, and posts with none. */
export const BIG_THREAD_POST_ID = 1009;
export const NO_COMMENTS_POST_ID = 1120;
export const COMMENTS_OFF_POST_ID = 1103;

/** Statuses that count towards `comment_count` (what a reader can see, M42). */
const countedStatuses: ReadonlySet<CommentStatus> = new Set([
  'review_required',
  'edit_review_required',
  'published',
  'moderator_approved',
  'new_commenter_approval_required',
]);

const openers = [
  'This is the piece I needed this week.',
  'I read this twice, once on the bus and once at home.',
  'Beautifully put.',
  'I keep coming back to the paragraph about the library steps.',
  'My grandmother ran a bookshop for thirty years and she would have loved this.',
  'Not sure I agree with all of it, but it made me think.',
  'Sharing this with my reading group tonight.',
  'The bit about the river towns made me homesick.',
  'Thank you for writing this.',
  'I have been waiting for someone to say this out loud.',
  'We had the same debate at our city council last spring.',
  'Is there a list of the books mentioned somewhere?',
  'Ha! The footnote made my morning.',
  'Respectfully, I think the numbers tell a different story.',
  'This is why I subscribe.',
  'Our branch library just cut its Sunday hours, so this hit close to home.',
  'The photographs alone are worth it.',
  'I walked that same route last summer.',
  'Could you write more about the small presses?',
  'A quiet, lovely essay.',
];

const middles = [
  'The part about reading aloud to strangers stayed with me all day.',
  'It reminds me of how our town used to feel before the highway.',
  'I would add that the bookmobile did more for our neighbourhood than any new building.',
  'There is a whole history of pamphlets here that deserves its own post.',
  'My kids now ask to go to the stacks on Saturdays.',
  'The interview with the bookseller was the highlight for me.',
  'I tried the walk you describe and it took me twice as long, in the best way.',
  'Planning decisions rarely account for how people actually read in public.',
  'I wonder how this looks ten years from now.',
  'The comparison with the old ferry timetable is perfect.',
  'Every city should have a place where you can sit for free.',
  'We started a swap shelf on our street after your last letter.',
];

const replies = [
  'Agreed, completely.',
  'Same here!',
  'I had the opposite experience, funnily enough.',
  'Do you remember which branch that was?',
  'Yes, and the librarians there were wonderful.',
  'That is a fair point.',
  'I think the author addressed that further down.',
  'Ha, exactly.',
  'Thank you for saying this so kindly.',
  'Counterpoint: the old building leaked every winter.',
  'Seconding the request for a reading list.',
  'This thread is the best part of my Saturday.',
];

const threadAnswers = [
  'Finishing "The Rings of Saturn" at last.',
  'A history of the canal towns, very slow going.',
  'Re-reading Middlemarch for the third time.',
  'A short story collection my neighbour lent me.',
  'Poetry this week: Mary Oliver, mostly on the train.',
  'A biography of the woman who founded our library.',
  'Nothing! Too much work. But I am listening to the Margin Radio back catalogue.',
  'A cookbook, cover to cover, like a novel.',
  'Something about urban trees, recommended here last month.',
  'A mystery set on a river barge. Perfect weekend reading.',
];

function avatarOf(userId: number): string | null {
  return core.users.find((u) => u.id === userId)?.photo_url ?? null;
}

function pick<T>(ctx: SeedContext, items: readonly T[]): T {
  return ctx.faker.helpers.arrayElement(items as T[]);
}

/** Ids of commenters (200–239) minus the other publications' authors. */
const commenterIds = Array.from({ length: 40 }, (_, i) => 200 + i).filter((id) => id < 210 || id > 212);

function skewedLikes(ctx: SeedContext, max: number): number {
  const r = ctx.faker.number.float({ min: 0, max: 1 });
  return Math.floor(r * r * r * max);
}

interface Builder {
  ctx: SeedContext;
  rows: CommentRow[];
  byId: Map<number, CommentRow>;
  nextId: () => number;
  /** Posts of this area's own (the comments-only post), besides the core ones. */
  extraPosts?: readonly SeedPost[];
}

function seedPost(b: Builder, postId: number): SeedPost | undefined {
  return core.posts.find((p) => p.id === postId) ?? b.extraPosts?.find((p) => p.id === postId);
}

function pathBelow(parent: CommentRow | undefined): string {
  if (!parent) return '';
  return parent.ancestor_path ? `${parent.ancestor_path}.${parent.id}` : String(parent.id);
}

function row(b: Builder, fields: Partial<CommentRow> & Pick<CommentRow, 'id' | 'post_id' | 'user_id' | 'body' | 'date'>): CommentRow {
  const parent = fields.parent_id ? b.byId.get(fields.parent_id) : undefined;
  const post = fields.post_id === null ? undefined : seedPost(b, fields.post_id);
  const created: CommentRow = {
    publication_id: post?.publication_id ?? null,
    parent_id: null,
    ancestor_path: pathBelow(parent),
    edited_at: null,
    status: 'published',
    deleted: false,
    paid_only: false,
    attachments: [],
    reply_minimum_role: null,
    reaction_base: 0,
    restacks: 0,
    ...fields,
  };
  b.rows.push(created);
  b.byId.set(created.id, created);
  return created;
}

function postStart(postId: number, ctx: SeedContext, b?: Builder): number {
  const post = b ? seedPost(b, postId) : core.posts.find((p) => p.id === postId);
  return new Date(post?.post_date ?? ctx.at({ days: -30 })).getTime();
}

/** An ISO date `fraction` of the way from the post's date to a few minutes before now. */
function dateBetween(ctx: SeedContext, startMs: number, fraction: number): string {
  const end = ctx.now.getTime() - 4 * 60_000;
  return new Date(startMs + Math.max(0, end - startMs) * Math.min(1, Math.max(0, fraction))).toISOString();
}

/** Depth of a row (0 = top level). */
function depthOf(r: CommentRow): number {
  return r.ancestor_path ? r.ancestor_path.split('.').length : 0;
}

/**
 * Fills a post with generated comments until `target` of them count, dated after `fromFraction` of the way from
 * the post's date to now (so replies always follow their parents). Replies pick a recent earlier comment; the
 * publication's admin answers now and then.
 */
function generateComments(b: Builder, postId: number, target: number, options: { paidOnly?: boolean; thread?: boolean; fromFraction?: number } = {}) {
  const { ctx } = b;
  const post = seedPost(b, postId)!;
  const adminId = core.roles.find((r) => r.publication_id === post.publication_id && r.role === 'admin')?.user_id ?? VIEWER_IDS.admin;
  const start = postStart(postId, ctx, b);
  const existing = b.rows.filter((r) => r.post_id === postId);
  let counted = existing.filter((r) => !r.deleted && countedStatuses.has(r.status)).length;
  const total = Math.max(0, target - counted);
  const from = options.fromFraction ?? 0;
  for (let made = 0; counted < target; made++) {
    const recent = existing.length > 0 ? existing[existing.length - 1 - ctx.faker.number.int({ min: 0, max: Math.min(existing.length - 1, 40) })] : undefined;
    const wantsReply = ctx.faker.number.float({ min: 0, max: 1 }) < (options.thread ? 0.45 : 0.4);
    const parent = wantsReply && recent && !recent.deleted && depthOf(recent) < 5 ? recent : undefined;
    const byAdmin = parent !== undefined && ctx.faker.number.int({ min: 0, max: 9 }) === 0;
    const body = parent
      ? pick(ctx, replies)
      : options.thread
        ? pick(ctx, threadAnswers)
        : ctx.faker.number.int({ min: 0, max: 2 }) === 0
          ? pick(ctx, openers)
          : `${pick(ctx, openers)} ${pick(ctx, middles)}`;
    const created = row(b, {
      id: b.nextId(),
      post_id: postId,
      user_id: byAdmin ? adminId : pick(ctx, commenterIds),
      parent_id: parent?.id ?? null,
      body,
      date: dateBetween(ctx, start, from + (1 - from) * ((made + 1) / (total + 1))),
      status: ctx.faker.number.int({ min: 0, max: 14 }) === 0 ? 'moderator_approved' : 'published',
      paid_only: options.paidOnly ?? false,
      reaction_base: skewedLikes(ctx, parent ? 12 : 60),
      restacks: ctx.faker.number.int({ min: 0, max: 12 }) === 0 ? ctx.faker.number.int({ min: 1, max: 4 }) : 0,
    });
    existing.push(created);
    counted += 1;
  }
}

function imageAttachment(id: string, url: string): CommentAttachment {
  // The mock's cover images are 1200 × 675: an attachment says so, as the API gives an upload's own size.
  return { id, type: 'image', imageUrl: url, imageWidth: 1200, imageHeight: 675, explicit: false };
}

/** Post 1005: every status, every attachment type, reply limits, staff replies, a deleted comment with replies. */
function showcase(b: Builder) {
  const { ctx } = b;
  const postId = 1005;
  const start = postStart(postId, ctx);
  const at = (fraction: number) => dateBetween(ctx, start, fraction);
  const margin = core.publications.find((p) => p.id === PUB.margin)!;
  const field = core.publications.find((p) => p.id === PUB.fieldNotes)!;
  const post1001 = core.posts.find((p) => p.id === 1001)!;
  const ids = SHOWCASE_COMMENT_IDS;
  row(b, {
    id: ids.imagePublished,
    post_id: postId,
    user_id: 203,
    body: 'I took this from the footbridge the morning after the flood. The river still had that brown, fast look you describe.',
    date: at(0.05),
    attachments: [imageAttachment('att-30001-1', '/mock-assets/covers/cover-2.jpg')],
    reaction_base: 41,
    restacks: 3,
  });
  row(b, {
    id: ids.authorReply,
    post_id: postId,
    user_id: VIEWER_IDS.admin,
    parent_id: ids.imagePublished,
    body: 'What a photograph. The flood report we drew on is here if anyone wants the numbers.',
    date: at(0.1),
    attachments: [
      {
        id: 'att-30002-1',
        type: 'link',
        linkMetadata: {
          url: 'https://rivers.example.org/reports/spring-flood',
          host: 'rivers.example.org',
          title: 'Spring flood report',
          description: 'Gauges, rainfall and the towns along the lower river.',
          image: '/mock-assets/covers/cover-3.jpg',
        },
      },
    ],
    reaction_base: 17,
  });
  row(b, {
    id: ids.moderatorApproved,
    post_id: postId,
    user_id: 207,
    parent_id: ids.authorReply,
    body: 'The gauge table is grim reading.',
    date: at(0.14),
    status: 'moderator_approved',
    reaction_base: 2,
  });
  row(b, {
    id: ids.freeViewerReply,
    post_id: postId,
    user_id: VIEWER_IDS.free,
    parent_id: ids.moderatorApproved,
    body: 'My aunt lives in one of those towns. They are still drying out the library basement.',
    date: at(0.2),
    reaction_base: 1,
  });
  row(b, {
    id: ids.reviewRequired,
    post_id: postId,
    user_id: 215,
    body: 'First time commenting: this made me look up my own river.',
    date: at(0.25),
    status: 'review_required',
  });
  row(b, {
    id: ids.editReviewRequired,
    post_id: postId,
    user_id: 216,
    body: 'Edited to add: the ferry still runs on weekends, I checked.',
    date: at(0.28),
    edited_at: at(0.3),
    status: 'edit_review_required',
    reaction_base: 4,
  });
  row(b, {
    id: ids.newCommenterApproval,
    post_id: postId,
    user_id: 231,
    body: 'Hello from downstream!',
    date: at(0.32),
    status: 'new_commenter_approval_required',
  });
  row(b, { id: ids.flagged, post_id: postId, user_id: 222, body: 'BUY CHEAP WATCHES at totally-legit.example', date: at(0.35), status: 'flagged' });
  row(b, {
    id: ids.moderatorRemoved,
    post_id: postId,
    user_id: 224,
    body: 'A comment the moderators removed for personal attacks.',
    date: at(0.38),
    status: 'moderator_removed',
  });
  row(b, {
    id: ids.deletedWithReplies,
    post_id: postId,
    user_id: 218,
    body: 'I wrote something here and thought better of it.',
    date: at(0.4),
    status: 'deleted',
    deleted: true,
  });
  row(b, {
    id: ids.quotesComment,
    post_id: postId,
    user_id: 219,
    parent_id: ids.deletedWithReplies,
    body: 'Whatever it was, I liked the photo comment above more.',
    date: at(0.45),
    attachments: [
      {
        id: 'att-30011-1',
        type: 'comment',
        comment: {
          id: ids.imagePublished,
          user_id: 203,
          name: core.users.find((u) => u.id === 203)?.name ?? null,
          photo_url: avatarOf(203),
          body: 'I took this from the footbridge the morning after the flood.',
          date: at(0.05),
        },
      },
    ],
    reaction_base: 3,
  });
  row(b, {
    id: ids.attachesPost,
    post_id: postId,
    user_id: 220,
    parent_id: ids.deletedWithReplies,
    body: 'Pairs well with this one from last month.',
    date: at(0.5),
    attachments: [
      {
        id: 'att-30012-1',
        type: 'post',
        post: {
          id: post1001.id,
          slug: post1001.slug,
          title: post1001.title,
          subtitle: post1001.subtitle ?? null,
          cover_image: post1001.cover_image ?? null,
          post_date: post1001.post_date ?? null,
          publication_id: post1001.publication_id,
          canonical_url: `${margin.base_url}/p/${post1001.slug}`,
        },
      },
    ],
  });
  row(b, {
    id: ids.video,
    post_id: postId,
    user_id: 225,
    body: 'A short clip of the water at the weir, for scale.',
    date: at(0.55),
    attachments: [
      {
        id: 'att-30013-1',
        type: 'video',
        mediaUpload: { id: 'mu-30013', state: 'transcoded', duration: 12, thumbnail_url: '/mock-assets/covers/cover-4.jpg', width: 1280, height: 720 },
      },
    ],
    reaction_base: 9,
    restacks: 1,
  });
  row(b, {
    id: ids.paidReplyLimit,
    post_id: postId,
    user_id: 226,
    body: 'If you like river writing, Field Notes is wonderful. Replies are for paid subscribers here.',
    date: at(0.6),
    reply_minimum_role: 'paid_subscriber',
    attachments: [
      {
        id: 'att-30014-1',
        type: 'publication',
        publication: {
          id: field.id,
          name: field.name,
          subdomain: field.subdomain,
          base_url: field.base_url,
          logo_url: field.logo_url ?? null,
          hero_text: field.hero_text ?? null,
        },
      },
    ],
    reaction_base: 6,
  });
  row(b, {
    id: ids.freeReplyLimit,
    post_id: postId,
    user_id: 227,
    body: 'We talked about this on the live stream last week, recording attached. Subscribers can reply.',
    date: at(0.65),
    reply_minimum_role: 'free_subscriber',
    attachments: [
      { id: 'att-30015-1', type: 'live_stream', liveStream: { id: 801, title: 'River towns, live', status: 'ended', started_streaming_at: at(0.6) } },
    ],
    reaction_base: 5,
  });
  row(b, {
    id: ids.contributorComment,
    post_id: postId,
    user_id: VIEWER_IDS.contributor,
    body: 'One of the three voices here: thank you all for reading, and for the stories of your own rivers.',
    date: at(0.7),
    reaction_base: 22,
  });
  row(b, {
    id: ids.withLinks,
    post_id: postId,
    user_id: 228,
    body: 'More about the lock keepers at https://canals.example.org/lock-keepers and in the archive at /p/the-city-that-reads (that one is relative).',
    date: at(0.75),
    reaction_base: 2,
  });
  row(b, {
    id: ids.paidOnly,
    post_id: postId,
    user_id: VIEWER_IDS.paid,
    body: 'For paid subscribers only: the full list of towns the author visited is in the appendix to the paid edition.',
    date: at(0.8),
    paid_only: true,
    reaction_base: 3,
  });
}

/** A reply chain 14 deep on the big thread (inline collapse depth is 10). */
function deepChain(b: Builder, postId: number) {
  const { ctx } = b;
  const start = postStart(postId, ctx, b);
  let parent: number | null = null;
  for (let depth = 0; depth < 14; depth++) {
    const created = row(b, {
      id: b.nextId(),
      post_id: postId,
      user_id: depth % 2 === 0 ? 230 : 233,
      parent_id: parent,
      body: depth === 0 ? 'Unpopular opinion: audiobooks count as reading.' : pick(ctx, replies),
      date: dateBetween(ctx, start, 0.02 + depth * 0.001),
      reaction_base: depth === 0 ? 88 : 14 - depth,
    });
    parent = created.id;
  }
}

/** Seeded comment ids start at 30001 (showcase) and 30100 (generated); notes at 70001; new rows above 90000. */
const FIRST_NOTE_ID = 70_001;
const FIRST_NEW_COMMENT_ID = 90_000;

function buildComments(ctx: SeedContext): CommentRow[] {
  let next = 30_100;
  const b: Builder = { ctx, rows: [], byId: new Map(), nextId: () => next++ };
  showcase(b);
  generateComments(b, 1005, 35, { fromFraction: 0.82 });
  deepChain(b, BIG_THREAD_POST_ID);
  generateComments(b, BIG_THREAD_POST_ID, 1200, { thread: true, fromFraction: 0.04 });
  // Two comments still to come: polling after the mock clock passes them finds them.
  const last = b.rows.filter((r) => r.post_id === BIG_THREAD_POST_ID).at(-1)!;
  row(b, { id: b.nextId(), post_id: BIG_THREAD_POST_ID, user_id: 236, body: 'Just joined: a re-read of "Stoner".', date: ctx.at({ seconds: 90 }) });
  row(b, { id: b.nextId(), post_id: BIG_THREAD_POST_ID, user_id: 237, parent_id: last.id, body: 'Late to this, but yes!', date: ctx.at({ minutes: 5 }) });

  const special = new Set([1005, BIG_THREAD_POST_ID, 1008, NO_COMMENTS_POST_ID]);
  for (const post of core.posts) {
    if (special.has(post.id)) continue;
    if (!post.is_published || post.is_draft) continue;
    const paidOnly = post.audience === 'only_paid' || post.audience === 'founding' || post.id === 1017;
    generateComments(b, post.id, post.comment_count ?? 0, { paidOnly });
  }
  // Post 1005's comments still to come (polling stories): appended last, so every seeded id above stays the same.
  row(b, {
    id: b.nextId(),
    post_id: 1005,
    user_id: 229,
    body: 'Just finished this on the ferry. The river section is the best thing you have published this year.',
    date: ctx.at({ seconds: 20 }),
  });
  row(b, {
    id: b.nextId(),
    post_id: 1005,
    user_id: 232,
    parent_id: SHOWCASE_COMMENT_IDS.imagePublished,
    body: 'I know that footbridge! The photo is exactly how it looked.',
    date: ctx.at({ seconds: 25 }),
  });
  return b.rows;
}

/** The comments-only post with 2,000 comments (the comments benchmark). */
export const BIG_COMMENTS_POST_ID = 1400;
export const BIG_COMMENTS_POST_SLUG = 'the-big-conversation';
/** Comments on post 1400 at `MOCK_NOW`, and the ones that arrive in the 30 s after it. */
export const BIG_COMMENTS_COUNT = 2000;
export const BIG_COMMENTS_ARRIVING = 25;

function bigConversationPost(): SeedPost {
  const template = core.posts.find((p) => p.id === 1001)!;
  return {
    ...template,
    id: BIG_COMMENTS_POST_ID,
    slug: BIG_COMMENTS_POST_SLUG,
    title: 'The big conversation: what should the city build next?',
    subtitle: 'Two thousand of you answered. Here is every answer.',
    description: 'Two thousand of you answered. Here is every answer.',
    type: 'newsletter',
    audience: 'everyone',
    post_date: new Date(new Date(MOCK_NOW_ISO).getTime() - 12 * 86_400_000).toISOString(),
    comment_count: BIG_COMMENTS_COUNT,
    restacks: 0,
    reactions: { '❤': 512 },
    postTags: [],
    postTheme: undefined,
    is_section_pinned: false,
  } as SeedPost;
}

/**
 * Post 1400's comments: its own faker (`posts.bigConversation`) and ids from 40,000, generated after everything else,
 * so no other seeded value moves. A 14-deep chain, 1,986 generated comments (top-level and replies up to 5 deep), then
 * 25 arriving within 30 s of `MOCK_NOW` (replies and top-level) and 10 more over the next 5 minutes.
 */
function bigConversation(rows: CommentRow[], post: SeedPost): void {
  const ctx = createSeedContext('posts.bigConversation');
  let next = 40_000;
  const b: Builder = { ctx, rows, byId: new Map(rows.map((r) => [r.id, r])), nextId: () => next++, extraPosts: [post] };
  deepChain(b, post.id);
  generateComments(b, post.id, BIG_COMMENTS_COUNT, { fromFraction: 0.05 });
  const seeded = rows.filter((r) => r.post_id === post.id);
  for (let i = 0; i < BIG_COMMENTS_ARRIVING + 10; i++) {
    const parent = i % 3 === 0 ? undefined : seeded[ctx.faker.number.int({ min: 0, max: seeded.length - 1 })];
    row(b, {
      id: b.nextId(),
      post_id: post.id,
      user_id: pick(ctx, commenterIds),
      parent_id: parent && depthOf(parent) < 6 ? parent.id : null,
      body: parent ? pick(ctx, replies) : `${pick(ctx, openers)} ${pick(ctx, middles)}`,
      date: i < BIG_COMMENTS_ARRIVING ? ctx.at({ seconds: 1 + i }) : ctx.at({ seconds: 35 + (i - BIG_COMMENTS_ARRIVING) * 25 }),
    });
  }
}

function buildRestacks(ctx: SeedContext, comments: CommentRow[]): RestackRow[] {
  let noteId = FIRST_NOTE_ID;
  const restacks: RestackRow[] = [];
  const notes = [
    'Everyone in my city should read this.',
    'Restacking for the paragraph about the reading room.',
    'This is the kind of writing that makes me want to subscribe to everything.',
    'Saving this for the weekend. Lovely.',
    'A gentle, clever piece.',
  ];
  for (const post of core.posts) {
    if (!post.is_published || post.is_draft) continue;
    const count = post.id === 1001 ? 10 : (post.restacks ?? 0);
    const users = ctx.faker.helpers.shuffle([...commenterIds]).slice(0, count);
    const start = postStart(post.id, ctx);
    users.forEach((userId, i) => {
      const created_at = dateBetween(ctx, start, (i + 1) / (count + 2));
      let comment_id: number | null = null;
      if (i % 3 === 0) {
        comment_id = noteId++;
        comments.push({
          id: comment_id,
          post_id: null,
          publication_id: null,
          user_id: userId,
          parent_id: null,
          ancestor_path: '',
          body: pick(ctx, notes),
          date: created_at,
          edited_at: null,
          status: 'published',
          deleted: false,
          paid_only: false,
          attachments: [
            {
              id: `att-${comment_id}-1`,
              type: 'post',
              post: { id: post.id, slug: post.slug, title: post.title, cover_image: post.cover_image ?? null, publication_id: post.publication_id },
            },
          ],
          reply_minimum_role: null,
          reaction_base: skewedLikes(ctx, 20),
          restacks: 0,
        });
      }
      restacks.push({ post_id: post.id, user_id: userId, created_at, comment_id });
    });
  }
  // The founding viewer restacked the showcase post.
  restacks.push({ post_id: 1001, user_id: VIEWER_IDS.founding, created_at: ctx.at({ hours: -2 }), comment_id: null });
  return restacks;
}

/** Seeded likes that name some of each post's reactors (already in the core count). */
function buildReactorRows(ctx: SeedContext): UserPostRow[] {
  const rows: UserPostRow[] = [];
  for (const post of core.posts) {
    if (!post.is_published || post.is_draft) continue;
    const count = Math.min(8, post.reactions?.['❤'] ?? 0);
    const start = postStart(post.id, ctx);
    ctx.faker.helpers
      .shuffle([...commenterIds])
      .slice(0, count)
      .forEach((userId, i) => {
        rows.push({ post_id: post.id, user_id: userId, created_at: dateBetween(ctx, start, (i + 1) / (count + 1)), in_base: true });
      });
  }
  return rows;
}

function textOf(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstSentence(html: string | null | undefined): string {
  const text = textOf(html);
  const end = text.indexOf('. ');
  return end > 0 ? text.slice(0, end + 1) : text;
}

function buildSelections(ctx: SeedContext): SelectionRow[] {
  const p1001 = core.posts.find((p) => p.id === 1001)!;
  const p1002 = core.posts.find((p) => p.id === 1002)!;
  const p1006 = core.posts.find((p) => p.id === 1006)!;
  return [
    { id: 'sel-city-reads', post_id: 1001, type: 'text', text: firstSentence(p1001.body_html), img_src: null, created_at: ctx.at({ days: -1 }), user_id: 204 },
    {
      id: 'sel-long-shelf',
      post_id: 1002,
      type: 'text',
      text: firstSentence(p1002.body_html),
      img_src: null,
      created_at: ctx.at({ hours: -6 }),
      user_id: VIEWER_IDS.paid,
    },
    { id: 'img-city-cover', post_id: 1001, type: 'image', text: null, img_src: p1001.cover_image ?? null, created_at: ctx.at({ hours: -20 }), user_id: 206 },
    { id: 'img-stacks-still', post_id: 1006, type: 'image', text: null, img_src: p1006.cover_image ?? null, created_at: ctx.at({ hours: -3 }), user_id: null },
  ];
}

/** Reader-guide summaries kept by the server; others are written on first request (see the E31 handler). */
function buildSummaries(): Record<number, string> {
  return {
    1001: [
      '<h3>Reader guide</h3>',
      '<p>A walk through a city that still reads in public: its libraries, its bookshops and the people who keep them open.</p>',
      '<ul><li><strong>The argument:</strong> reading rooms are civic infrastructure.</li>',
      '<li><strong>The evidence:</strong> opening hours, visitor counts and three interviews.</li>',
      '<li><strong>Read next:</strong> <a href="https://dailymargin.example.com/p/three-voices">Three voices on the river</a>.</li></ul>',
    ].join(''),
    // Hostile on purpose: the client's sanitiser must drop the script, the handlers and the javascript: link.
    1016: [
      '<h3>Reader guide</h3>',
      '<p>This post shows how the page copes with hostile markup.</p>',
      '<script>window.__pwned = true</script>',
      '<ul><li><a href="javascript:alert(document.cookie)">Open the key passage</a></li>',
      '<li><a href="https://example.com/ok" onclick="window.__pwned = true">A fine source</a></li></ul>',
      '<img src="x" onerror="window.__pwned = true">',
    ].join(''),
  };
}

export const postsStore = defineStore('posts', (ctx) => {
  const comments = buildComments(ctx);
  const restacks = buildRestacks(ctx, comments);
  const bigPost = bigConversationPost();
  const viewerLikes: UserPostRow[] = [
    { post_id: 1001, user_id: VIEWER_IDS.paid, created_at: ctx.at({ hours: -30 }) },
    { post_id: 1001, user_id: VIEWER_IDS.founding, created_at: ctx.at({ hours: -5 }) },
    { post_id: 1005, user_id: VIEWER_IDS.free, created_at: ctx.at({ days: -2 }) },
  ];
  const store = {
    /** Posts this area keeps that no list shows: the comments-only post 1400. */
    extraPosts: [bigPost] as SeedPost[],
    likes: [...viewerLikes, ...buildReactorRows(ctx)] as UserPostRow[],
    saved: [
      { post_id: 1002, user_id: VIEWER_IDS.paid },
      { post_id: 1005, user_id: VIEWER_IDS.free },
    ] as UserPostRow[],
    postSettings: {
      1001: { postTheme: { header_variant: 'classic', featured_post_tag_id: 1 } },
      1002: { teaser_post_eligible: true },
      1017: { default_comment_sort: 'most_recent_first' },
      [COMMENTS_OFF_POST_ID]: { write_comment_permissions: 'none' },
    } as Record<number, PostOverrides>,
    comments,
    commentReactions: [
      { comment_id: SHOWCASE_COMMENT_IDS.imagePublished, user_id: VIEWER_IDS.paid, created_at: ctx.at({ days: -3 }) },
      { comment_id: SHOWCASE_COMMENT_IDS.imagePublished, user_id: VIEWER_IDS.founding, created_at: ctx.at({ days: -3, hours: 2 }) },
      { comment_id: SHOWCASE_COMMENT_IDS.video, user_id: VIEWER_IDS.paid, created_at: ctx.at({ days: -2 }) },
      { comment_id: SHOWCASE_COMMENT_IDS.authorReply, user_id: VIEWER_IDS.free, created_at: ctx.at({ days: -1 }) },
    ] as CommentReactionRow[],
    restacks,
    crossPosts: [
      {
        post_id: 1013,
        original_publication_id: PUB.fieldNotes,
        cross_posting_publication_id: PUB.margin,
        by_user_id: VIEWER_IDS.admin,
        intro_text: 'Our friends at Field Notes wrote the best thing I have read about herons. Cross-posting it here with their blessing.',
        created_at: ctx.at({ days: -(1013 % 30), hours: 2 }),
      },
    ] as CrossPostRow[],
    selections: buildSelections(ctx),
    summaries: buildSummaries(),
    seen: [] as { user_id: number; post_id: number; comment_id: number; seen_at: string }[],
    /** Email links carry a reader token (`?token=`): valid ones stand for their reader; others need re-authentication. */
    emailTokens: [
      { token: 'email-token-frances', user_id: VIEWER_IDS.free },
      { token: 'email-token-paolo', user_id: VIEWER_IDS.paid },
    ],
    /** Post-unlock (gift/teaser) tokens: the free viewer holds one, not redeemed. */
    unlockTokens: [{ user_id: VIEWER_IDS.free, redeemed_post_id: null as number | null }],
    unlocks: [] as { user_id: number; post_id: number; unlocked_at: string }[],
    /** The last id given to a comment created at run time. */
    nextCommentId: FIRST_NEW_COMMENT_ID,
  };
  // Last, from its own faker: nothing above moves.
  bigConversation(store.comments, bigPost);
  return store;
});

/** A post this area keeps outside the core lists (by id or slug), e.g. the comments-only post 1400. */
export function commentsOnlyPost(idOrSlug: number | string): SeedPost | undefined {
  return postsStore.extraPosts.find((p) => (typeof idOrSlug === 'number' ? p.id === idOrSlug : p.slug === idOrSlug));
}

/** A comment or note by id. */
export function findComment(id: number): CommentRow | undefined {
  return postsStore.comments.find((c) => c.id === id);
}

/** Whether a row counts towards a post's comment count (a reader can see it, M42). */
export function isCountedComment(c: CommentRow): boolean {
  return !c.deleted && countedStatuses.has(c.status);
}

/** The comments of a post that exist at the mock clock's now (later-dated ones are still to come). */
export function commentsOfPost(postId: number, now: Date = mockNow()): CommentRow[] {
  const t = now.getTime();
  return postsStore.comments.filter((c) => c.post_id === postId && new Date(c.date).getTime() <= t);
}

/** `comment_count` (every countable comment) and `child_comment_count` (countable replies) of a post now. */
export function commentCountsFor(postId: number): { comment_count: number; child_comment_count: number } {
  const counted = commentsOfPost(postId).filter(isCountedComment);
  return { comment_count: counted.length, child_comment_count: counted.filter((c) => c.parent_id !== null).length };
}

export interface NewComment {
  /** The post commented on, or `null` for a note. */
  postId: number | null;
  userId: number;
  body: string;
  parentId?: number | null;
  attachments?: CommentAttachment[];
  status?: CommentStatus;
  replyMinimumRole?: CommentRow['reply_minimum_role'];
}

/**
 * Adds a comment (or a note when `postId` is null), dated at the mock clock's now; the next comments answer and
 * the post's counts include it. Throws when the parent does not exist or belongs to another post.
 */
export function addComment(input: NewComment): CommentRow {
  const parent = input.parentId ? findComment(input.parentId) : undefined;
  if (input.parentId && (!parent || parent.post_id !== input.postId)) throw new Error(`Parent comment ${input.parentId} is not on post ${input.postId}`);
  const post = input.postId === null ? undefined : (core.posts.find((p) => p.id === input.postId) ?? commentsOnlyPost(input.postId));
  if (input.postId !== null && !post) throw new Error(`No post ${input.postId}`);
  postsStore.nextCommentId += 1;
  const created: CommentRow = {
    id: postsStore.nextCommentId,
    post_id: input.postId,
    publication_id: post?.publication_id ?? null,
    user_id: input.userId,
    parent_id: parent?.id ?? null,
    ancestor_path: parent ? (parent.ancestor_path ? `${parent.ancestor_path}.${parent.id}` : String(parent.id)) : '',
    body: input.body,
    date: mockNow().toISOString(),
    edited_at: null,
    status: input.status ?? 'published',
    deleted: false,
    paid_only: false,
    attachments: input.attachments ?? [],
    reply_minimum_role: input.replyMinimumRole ?? null,
    reaction_base: 0,
    restacks: 0,
  };
  postsStore.comments.push(created);
  return created;
}

/** Adds a comment on a post (what P09's comment create does for a post comment). */
export function addCommentToPost(input: Omit<NewComment, 'postId'> & { postId: number }): CommentRow {
  return addComment(input);
}

/** Restacks of a post, newest first. */
export function restacksOfPost(postId: number): RestackRow[] {
  return postsStore.restacks.filter((r) => r.post_id === postId).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Records a restack of a post (E45 in the feed area); a second restack by the same reader is ignored. */
export function restackPost(postId: number, userId: number, commentId: number | null = null): RestackRow {
  const existing = postsStore.restacks.find((r) => r.post_id === postId && r.user_id === userId);
  if (existing) return existing;
  const created: RestackRow = { post_id: postId, user_id: userId, created_at: mockNow().toISOString(), comment_id: commentId };
  postsStore.restacks.push(created);
  return created;
}

/** Undoes a reader's restack of a post (E46). */
export function unrestackPost(postId: number, userId: number): void {
  postsStore.restacks = postsStore.restacks.filter((r) => !(r.post_id === postId && r.user_id === userId));
}

/** The cross-post record of a post, if it was cross-posted. */
export function crossPostOf(postId: number): CrossPostRow | undefined {
  return postsStore.crossPosts.find((c) => c.post_id === postId);
}

/** Whether a reader has redeemed their post-unlock token (`user.has_redeemed_post_unlock_token`). */
export function hasRedeemedPostUnlockToken(userId: number): boolean {
  return postsStore.unlockTokens.some((t) => t.user_id === userId && t.redeemed_post_id !== null);
}
