/**
 * The subscriber chat world (spec 000 "Chat thread and comment views", inventory §1.A, §4): threads and replies
 * on The Daily Margin (`paywall_chat: paid`) and Open Water (`paywall_chat: free`), with every state the chat
 * screens name. Per-viewer facts (reactions, reports, visits, bans, blocks) are rows, so handlers compute each
 * item for whoever asks and a mutation shows in the next GET.
 *
 * | state | where |
 * |---|---|
 * | audiences all_subscribers / only_paid / only_paid_replies / only_founding / only_founding_replies | Margin 3001/3006/3008, 3002, 3003, 3004, 3005; Open Water 3101–3105 |
 * | locked thread / locked reply | 3003, 3105 / reply 4003 (has replies) |
 * | edited thread | 3001, 3004 |
 * | link_url (> 64 chars) + link_metadata | 3001, 3006 |
 * | body > 600 chars | thread 3001, reply 4030 |
 * | media: images of different sizes incl. explicit / video | 3002 (3 images), 3101 (1 image) / 3004 (video) ; replies 4007, 4015 (explicit), 4046 |
 * | 40+ replies with parent_id, quote_id, media_uploads | 3001: 42 top-level (4001–4042) + 8 nested (4043–4050); quotes 4012→4008, 4040→4030, 4047→4046 |
 * | reactions from several users (❤ 👍 😂 😮 😢) | every thread, most replies; paid viewer ❤ on 3001, free viewer 👍 on 3101 |
 * | reported (reported_by_user) | paid viewer: thread 3006, reply 4005; founding viewer: reply 4005 |
 * | deleted | thread 3007; reply 4010 (still has a reply → listed as DELETED), reply 4020 (left out of lists) |
 * | publication admin replies (author badge) | 4002, 4040, 4044, 4133 (admin 105); 4204 (212 on Open Water) |
 * | founding / paid member badges | founding: 103, 200, 207, 214 on Margin, 103 and 217 on Open Water; paid: the rest |
 * | recent_commenters, unread markers | computed; paid viewer last saw 3001 a day ago (unread), 3002 an hour ago (read) |
 * | banned commenter | 231 on Margin (replies 4006, 4025), 225 on Open Water (4205); the viewers are not banned |
 * | blocked users | for the paid viewer: 205 blocked them (4015, 4018), they blocked 206 (4019) |
 * | empty thread | 3008 (the paid viewer’s own thread, with a mention) |
 * | empty chat | Field Notes (community on, no threads) |
 */
import type { ChatAudience, ChatMediaAttachment, ChatMediaUpload, ChatReaction } from '../../src/api/schemas/community';
import { chatReactionSet } from '../../src/api/schemas/community';
import { findUser, PUB, VIEWER_IDS } from './core';
import { englishParagraphs, englishSentences, PROSE_SENTENCES } from './prose';
import { defineStore, type SeedContext } from './store';

export interface ChatMentionRow {
  user_id: number;
  name: string;
  handle: string | null;
}

export interface ChatPostRow {
  id: number;
  publication_id: number;
  user_id: number;
  body: string;
  raw_body: string | null;
  mentions: ChatMentionRow[];
  link_url: string | null;
  link_metadata: { url: string; title: string; description?: string; host?: string } | null;
  mediaAttachments: ChatMediaAttachment[];
  audience: ChatAudience;
  is_locked: boolean;
  is_edited: boolean;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChatCommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  quote_id: number | null;
  user_id: number;
  body: string;
  raw_body: string | null;
  mentions: ChatMentionRow[];
  media_uploads: ChatMediaUpload[];
  is_locked: boolean;
  deleted_at: string | null;
  created_at: string;
}

export type ChatItemKind = 'post' | 'comment';

export interface ChatReactionRow {
  kind: ChatItemKind;
  target_id: number;
  user_id: number;
  reaction: ChatReaction;
}

export interface ChatReportRow {
  kind: ChatItemKind;
  target_id: number;
  user_id: number;
  is_non_admin: boolean | null;
  created_at: string;
}

export interface ChatBanRow {
  publication_id: number;
  user_id: number;
  banned_by: number;
  created_at: string;
}

export interface ChatViewRow {
  post_id: number;
  user_id: number;
  at: string;
}

/** A commenter's standing with a publication (badges). Viewer users are derived from their role instead. */
export interface ChatMemberRow {
  publication_id: number;
  user_id: number;
  membership_state: 'unsubscribed' | 'free_signup' | 'subscribed';
  is_founding: boolean;
}

/** `user_id` blocked `blocked_user_id`. */
export interface ChatBlockRow {
  user_id: number;
  blocked_user_id: number;
}

const img = (n: number) => `/mock-assets/covers/cover-${n}.jpg`;

/** Image uploads a reply may attach by id (P04 `media_upload_ids`; the spec shows no chat upload call). */
function buildUploads(): ChatMediaUpload[] {
  return [
    { media_upload_id: 'chat-upload-1', url: img(1), is_explicit: false, image_width: 1200, image_height: 800 },
    { media_upload_id: 'chat-upload-2', url: img(2), is_explicit: false, image_width: 800, image_height: 1200 },
    { media_upload_id: 'chat-upload-3', url: img(3), is_explicit: true, image_width: 1080, image_height: 1080 },
    { media_upload_id: 'chat-upload-4', url: img(4), is_explicit: false, image_width: 400, image_height: 240 },
  ];
}

function mention(userId: number): ChatMentionRow {
  const u = findUser(userId);
  return { user_id: userId, name: u?.name ?? 'Someone', handle: u?.handle ?? null };
}

/**
 * A body longer than `min` characters, in English paragraphs. The Latin paragraphs are drawn exactly as before (until
 * the Latin is longer than `min`), so later draws do not move; the English gets more paragraphs if it is still short.
 */
function longBody(ctx: SeedContext, min: number): string {
  const latin: string[] = [];
  while (latin.join('\n\n').length <= min) latin.push(ctx.faker.lorem.paragraph({ min: 5, max: 8 }));
  const english = englishParagraphs(latin, PROSE_SENTENCES);
  while (english.join('\n\n').length <= min) english.push(...englishParagraphs([`${english.length}. ${latin.join(' ')}`], PROSE_SENTENCES));
  return english.join('\n\n');
}

function buildPosts(ctx: SeedContext): ChatPostRow[] {
  const post = (id: number, extra: Partial<ChatPostRow> & Pick<ChatPostRow, 'publication_id' | 'user_id' | 'audience' | 'created_at'>): ChatPostRow => ({
    id,
    body: englishSentences(ctx.faker.lorem.sentences({ min: 1, max: 3 })),
    raw_body: null,
    mentions: [],
    link_url: null,
    link_metadata: null,
    mediaAttachments: [],
    is_locked: false,
    is_edited: false,
    deleted_at: null,
    updated_at: extra.created_at,
    ...extra,
  });
  const longLink = 'https://longreads.example.com/2026/11/the-city-that-reads-and-the-libraries-that-keep-it-awake-at-night?utm_source=margin';
  const margin = PUB.margin;
  const water = PUB.openWater;
  const admin = VIEWER_IDS.admin;
  const waterAdmin = 212;
  return [
    post(3001, {
      publication_id: margin,
      user_id: admin,
      audience: 'all_subscribers',
      body: `Weekend reading thread. ${longBody(ctx, 650)}\n\nStart here: ${longLink}`,
      link_url: longLink,
      link_metadata: {
        url: longLink,
        title: 'The city that reads, and the libraries that keep it awake at night',
        description: 'A long read about night libraries.',
        host: 'longreads.example.com',
      },
      is_edited: true,
      created_at: ctx.at({ days: -2 }),
      updated_at: ctx.at({ days: -2, hours: 1 }),
    }),
    post(3002, {
      publication_id: margin,
      user_id: admin,
      audience: 'only_paid',
      body: 'Photos from the bookshop crawl — the third one is from the late-night reading room (content warning: a very messy desk).',
      mediaAttachments: [
        { id: 'chat-media-1', type: 'image', url: img(1), explicit: false, width: 1200, height: 800, thumb_url: img(1) },
        { id: 'chat-media-2', type: 'image', url: img(2), explicit: false, width: 600, height: 900, thumb_url: img(2) },
        { id: 'chat-media-3', type: 'image', url: img(3), explicit: true, width: 2048, height: 2048, thumb_url: img(3) },
      ],
      created_at: ctx.at({ days: -3 }),
    }),
    post(3003, {
      publication_id: margin,
      user_id: admin,
      audience: 'only_paid_replies',
      body: 'Housekeeping: the Sunday edition moves to 8am. Replies are open to paid subscribers — now locked, thanks for the notes!',
      is_locked: true,
      created_at: ctx.at({ days: -4 }),
    }),
    post(3004, {
      publication_id: margin,
      user_id: admin,
      audience: 'only_founding',
      body: 'For founding members: a short video from the printing press.',
      mediaAttachments: [
        { id: 'chat-media-4', type: 'video', url: '/mock-assets/media/video.mp4', explicit: false, width: 1280, height: 720, thumb_url: img(4), duration: 6 },
      ],
      is_edited: true,
      created_at: ctx.at({ days: -5 }),
      updated_at: ctx.at({ days: -5, hours: 2 }),
    }),
    post(3005, {
      publication_id: margin,
      user_id: VIEWER_IDS.contributor,
      audience: 'only_founding_replies',
      body: 'Founding members: which city should the next issue map? Everyone can read; founding members reply.',
      created_at: ctx.at({ days: -1, hours: -6 }),
    }),
    post(3006, {
      publication_id: margin,
      user_id: 215,
      audience: 'all_subscribers',
      body: 'Found this archive of old bookshop signs, thought you would all enjoy it.',
      link_url: 'https://signs.example.org/archive/bookshops',
      link_metadata: { url: 'https://signs.example.org/archive/bookshops', title: 'An archive of bookshop signs', host: 'signs.example.org' },
      created_at: ctx.at({ days: -6 }),
    }),
    post(3007, {
      publication_id: margin,
      user_id: admin,
      audience: 'all_subscribers',
      body: 'Posted by mistake.',
      deleted_at: ctx.at({ days: -7, hours: 1 }),
      created_at: ctx.at({ days: -7 }),
    }),
    post(3008, {
      publication_id: margin,
      user_id: VIEWER_IDS.paid,
      audience: 'all_subscribers',
      body: 'Thanks Ada Admin for the reading list — what should I start with?',
      raw_body: 'Thanks [@Ada Admin](user:105) for the reading list — what should I start with?',
      mentions: [mention(admin)],
      created_at: ctx.at({ hours: -3 }),
    }),
    post(3101, {
      publication_id: water,
      user_id: waterAdmin,
      audience: 'all_subscribers',
      body: 'Swim report from the lake this morning. Water at 14°C. Who is coming on Saturday?',
      mediaAttachments: [{ id: 'chat-media-5', type: 'image', url: img(4), explicit: false, width: 1600, height: 900, thumb_url: img(4) }],
      created_at: ctx.at({ days: -1 }),
    }),
    post(3102, {
      publication_id: water,
      user_id: waterAdmin,
      audience: 'only_paid_replies',
      body: 'Paid subscribers: tell me which route we should swim next month.',
      created_at: ctx.at({ days: -2, hours: -4 }),
    }),
    post(3103, {
      publication_id: water,
      user_id: waterAdmin,
      audience: 'only_paid',
      body: 'The paid-subscriber training plan for December is up.',
      created_at: ctx.at({ days: -3, hours: -2 }),
    }),
    post(3104, {
      publication_id: water,
      user_id: waterAdmin,
      audience: 'only_founding',
      body: 'Founding members: the winter swim date is set.',
      created_at: ctx.at({ days: -4, hours: -1 }),
    }),
    post(3105, {
      publication_id: water,
      user_id: waterAdmin,
      audience: 'only_founding_replies',
      body: 'Thanks to our founding members for the new buoys. (Replies closed.)',
      is_locked: true,
      created_at: ctx.at({ days: -8 }),
    }),
  ];
}

function addMinutes(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}

function buildComments(ctx: SeedContext, posts: ChatPostRow[]): ChatCommentRow[] {
  const uploads = buildUploads();
  const start = (postId: number) => posts.find((p) => p.id === postId)!.created_at;
  const comment = (id: number, postId: number, userId: number, createdAt: string, extra: Partial<ChatCommentRow> = {}): ChatCommentRow => ({
    id,
    post_id: postId,
    parent_id: null,
    quote_id: null,
    user_id: userId,
    body: englishSentences(ctx.faker.lorem.sentence({ min: 4, max: 16 })),
    raw_body: null,
    mentions: [],
    media_uploads: [],
    is_locked: false,
    deleted_at: null,
    created_at: createdAt,
    ...extra,
  });
  const { paid, founding, contributor, admin, free } = VIEWER_IDS;
  const rows: ChatCommentRow[] = [];

  // Thread 3001: 42 top-level replies, one every 45 minutes, then 8 nested replies.
  const special: Record<number, { user: number; extra?: Partial<ChatCommentRow> }> = {
    4001: { user: founding, extra: { body: 'Started the night-library piece on the train. Loving it.' } },
    4002: { user: admin, extra: { body: 'Welcome, everyone — reply here with what is on your nightstand.' } },
    4003: { user: 200, extra: { body: 'Starting a sub-thread for the poetry people. (Locked after the first round.)', is_locked: true } },
    4004: { user: paid, extra: { body: 'Re-reading the long shelf essay. Still great.' } },
    4005: { user: 201, extra: { body: 'Honestly this whole thread is a waste of time, buy my course instead.' } },
    4006: { user: 231, extra: { body: 'Check my profile for free books!!!' } },
    4007: { user: 202, extra: { body: 'My stack for the weekend:', media_uploads: [uploads[0]!] } },
    4008: { user: contributor, extra: { body: 'Reminder: the reading list from Tuesday’s issue is pinned in the archive.' } },
    4010: { user: 203, extra: { body: 'Removed.', deleted_at: ctx.at({ days: -1 }) } },
    4012: { user: 204, extra: { body: 'Thanks, found it!' } },
    4015: { user: 205, extra: { body: 'Two covers I could not choose between (second one is NSFW-ish art).', media_uploads: [uploads[1]!, uploads[2]!] } },
    4018: { user: 205 },
    4019: { user: 206 },
    4020: { user: 207, extra: { body: 'Wrong thread, sorry.', deleted_at: ctx.at({ days: -1, hours: 2 }) } },
    4025: { user: 231, extra: { body: 'Free books here, click the link in my bio!!!' } },
    4030: { user: 208, extra: { body: longBody(ctx, 620) } },
    4033: {
      user: 209,
      extra: { body: 'The interview is here: https://longreads.example.com/2026/11/interviews/the-bookseller-who-never-sleeps-and-the-night-shift-readers' },
    },
  };
  const pool = [209, 210, 211, 213, 214, 216, 217, 218, 219, 220, 221, 222, 223, 224, 226, 227, 228, 229, 230, 207, 200];
  for (let i = 0; i < 42; i++) {
    const id = 4001 + i;
    const s = special[id];
    rows.push(comment(id, 3001, s?.user ?? pool[i % pool.length]!, addMinutes(start(3001), (i + 1) * 45), s?.extra));
  }
  const parentAt = (id: number) => rows.find((r) => r.id === id)!.created_at;
  rows.find((r) => r.id === 4012)!.quote_id = 4008;
  Object.assign(rows.find((r) => r.id === 4040)!, { user_id: admin, quote_id: 4030, body: 'Agreed with every word of this.' });
  const nested: [number, number, number, Partial<ChatCommentRow>][] = [
    [4043, 4003, 209, { body: 'Mary Oliver, always.' }],
    [4044, 4003, admin, { body: 'Locking this one so it doesn’t sprawl — start a new reply if you want more.' }],
    [4045, 4010, 210, { body: 'What did they say? Missed it.' }],
    [4046, 4001, paid, { body: 'Same! Here is my copy:', media_uploads: [uploads[3]!] }],
    [4047, 4001, 211, { body: 'Great edition.', quote_id: 4046 }],
    [4048, 4002, founding, { body: 'Two novels and a cookbook.' }],
    [4049, 4002, 213, {}],
    [4050, 4005, 214, { body: 'Please don’t spam the chat.' }],
  ];
  nested.forEach(([id, parent, user, extra], k) => {
    rows.push(comment(id, 3001, user, addMinutes(parentAt(parent), 20 + k * 3), { parent_id: parent, ...extra }));
  });

  // Smaller threads.
  const series = (postId: number, firstId: number, users: number[], extra: Record<number, Partial<ChatCommentRow>> = {}) =>
    users.forEach((user, i) => {
      rows.push(comment(firstId + i, postId, user, addMinutes(start(postId), 30 + i * 50), extra[firstId + i]));
    });
  series(3002, 4101, [paid, 201, founding, 216, 220]);
  series(3003, 4111, [paid, 218, admin], { 4113: { body: 'Thanks all, locking this now.' } });
  series(3004, 4121, [founding, 200, 207]);
  series(3005, 4131, [founding, 200, admin, 214], { 4133: { body: 'Lisbon is winning so far.' } });
  series(3006, 4141, [219, paid]);
  series(3007, 4151, [220]);
  series(3101, 4201, [216, free, paid, 212, 225, founding], {
    4202: { body: 'I’ll be there at 7!' },
    4204: { body: 'See you all at the jetty.' },
    4205: { body: 'Selling wetsuits, DM me!!!' },
  });
  series(3102, 4211, [paid, 216]);
  series(3103, 4221, [paid]);
  series(3104, 4231, [founding]);
  series(3105, 4241, [founding, 217]);
  return rows;
}

function buildReactions(comments: ChatCommentRow[]): ChatReactionRow[] {
  const rows: ChatReactionRow[] = [];
  const set = chatReactionSet;
  const fans = [200, 201, 202, 204, 207, 208, 209, 210, 211, 213, 214, 216, 217, 218, 219, 220];
  const threadFans: Record<number, number> = { 3001: 12, 3002: 7, 3003: 3, 3004: 4, 3005: 5, 3006: 2, 3008: 0, 3101: 6, 3102: 2, 3103: 2, 3104: 1, 3105: 3 };
  for (const [postId, count] of Object.entries(threadFans)) {
    for (let k = 0; k < count; k++)
      rows.push({ kind: 'post', target_id: Number(postId), user_id: fans[k]!, reaction: set[(k * 3 + Number(postId)) % set.length]! });
  }
  rows.push(
    { kind: 'post', target_id: 3001, user_id: VIEWER_IDS.paid, reaction: '❤' },
    { kind: 'post', target_id: 3001, user_id: VIEWER_IDS.founding, reaction: '😂' },
    { kind: 'post', target_id: 3002, user_id: VIEWER_IDS.founding, reaction: '👍' },
    { kind: 'post', target_id: 3101, user_id: VIEWER_IDS.free, reaction: '👍' },
    { kind: 'comment', target_id: 4002, user_id: VIEWER_IDS.paid, reaction: '❤' },
  );
  for (const c of comments) {
    if (c.deleted_at) continue;
    const count = (c.id * 7) % 5;
    for (let k = 0; k < count; k++) {
      const user = fans[(c.id + k * 5) % fans.length]!;
      if (user !== c.user_id) rows.push({ kind: 'comment', target_id: c.id, user_id: user, reaction: set[(c.id + k) % set.length]! });
    }
  }
  return rows;
}

function buildMembers(): ChatMemberRow[] {
  const rows: ChatMemberRow[] = [];
  for (let u = 200; u < 240; u++) {
    rows.push({ publication_id: PUB.margin, user_id: u, membership_state: 'subscribed', is_founding: [200, 207, 214].includes(u) });
    rows.push({
      publication_id: PUB.openWater,
      user_id: u,
      membership_state: [216, 217, 219].includes(u) ? 'subscribed' : 'free_signup',
      is_founding: u === 217,
    });
  }
  return rows;
}

export const communityStore = defineStore('community', (ctx) => {
  const posts = buildPosts(ctx);
  const comments = buildComments(ctx, posts);
  return {
    posts,
    comments,
    reactions: buildReactions(comments),
    reports: [
      { kind: 'post', target_id: 3006, user_id: VIEWER_IDS.paid, is_non_admin: true, created_at: ctx.at({ days: -5 }) },
      { kind: 'comment', target_id: 4005, user_id: VIEWER_IDS.paid, is_non_admin: true, created_at: ctx.at({ days: -1 }) },
      { kind: 'comment', target_id: 4005, user_id: VIEWER_IDS.founding, is_non_admin: true, created_at: ctx.at({ days: -1 }) },
    ] as ChatReportRow[],
    bans: [
      { publication_id: PUB.margin, user_id: 231, banned_by: VIEWER_IDS.admin, created_at: ctx.at({ hours: -12 }) },
      { publication_id: PUB.openWater, user_id: 225, banned_by: 212, created_at: ctx.at({ hours: -2 }) },
    ] as ChatBanRow[],
    views: [
      { post_id: 3001, user_id: VIEWER_IDS.paid, at: ctx.at({ days: -1 }) },
      { post_id: 3002, user_id: VIEWER_IDS.paid, at: ctx.at({ hours: -1 }) },
      { post_id: 3003, user_id: VIEWER_IDS.paid, at: ctx.at({ hours: -1 }) },
      { post_id: 3004, user_id: VIEWER_IDS.founding, at: ctx.at({ days: -5 }) },
      { post_id: 3001, user_id: VIEWER_IDS.admin, at: ctx.at({ minutes: -30 }) },
      { post_id: 3101, user_id: VIEWER_IDS.free, at: ctx.at({ minutes: -10 }) },
    ] as ChatViewRow[],
    members: buildMembers(),
    blocks: [
      { user_id: 205, blocked_user_id: VIEWER_IDS.paid },
      { user_id: VIEWER_IDS.paid, blocked_user_id: 206 },
    ] as ChatBlockRow[],
    uploads: buildUploads(),
    nextCommentId: 5001,
  };
});

export type CommunityStore = typeof communityStore;
