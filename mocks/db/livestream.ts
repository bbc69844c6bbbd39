/**
 * Livestreams in the mock world. A stream's status follows the mock clock: `scheduled` before `starts_at`, `active`
 * until `ends_at`, then `ended` (so advancing the clock past an active stream's end shows the "Stream Ended" screen,
 * and past an upcoming stream's start makes it live). Seeded on The Daily Margin:
 *
 *   id   audience        status now                 notes
 *   801  paid            active (25 min in)         E68's activeLiveStream (the longest running); chat backlog
 *   802  only_founding   active (10 min in)         founding-only: paid and free viewers get the access gate
 *   803  only_free       active (5 min in)          free subscribers and up; anonymous viewers get the gate
 *   804  paid            scheduled (tomorrow)
 *   805  only_free       scheduled (in 6 days)
 *   806  only_founding   scheduled (in 2 days)
 *   807  paid            ended 2 days ago           recording: post 1100
 *   808  only_free       ended 9 days ago           recording: post 1105
 *   809  paid            ended 20 days ago          recording: post 1110
 *
 * Chat: a backlog on 801 (with join notices), user 207 removed from 801's chat (P24), and a scripted audience
 * (`AUDIENCE_SCRIPT`) that `mocks/realtime/liveStream.ts` plays on the realtime channel. Chat rows, kicks and the
 * script's position live in this store, so `resetDb()` restores them.
 */
import type { LiveStream, LiveStreamMessage } from '../../src/api/schemas/livestream';
import { mockNow } from '../clock';
import { findUser, PUB } from './core';
import { englishSentences, LIVESTREAM_SENTENCES } from './prose';
import { defineStore } from './store';

export type LiveAudience = 'only_free' | 'paid' | 'only_founding';

export interface LiveStreamRow {
  id: number;
  publication_id: number;
  title: string;
  description: string;
  audience: LiveAudience;
  /** When it goes (or went) live. */
  starts_at: string;
  /** When it ends (or ended); null: runs until changed. */
  ends_at: string | null;
  cover_image: string | null;
  /** The recording's post (ended streams). */
  post_id: number | null;
  aspect_ratio: string;
  total_viewers: number;
  current_viewers: number;
}

export interface LiveChatRow {
  id: number;
  stream_id: number;
  user_id: number;
  body: string | null;
  created_at: string;
  num_viewers_joined: number | null;
}

/** One step of the scripted audience, played in order and then from the start again. */
export type AudienceStep =
  | { kind: 'message'; userId: number; body: string }
  | { kind: 'join'; userId: number; count: number }
  | { kind: 'viewers'; total: number; current: number };

/** The scripted audience: deterministic, commenters 200–239 chatting, people joining, counts moving. */
export const AUDIENCE_SCRIPT: readonly AudienceStep[] = [
  { kind: 'message', userId: 212, body: 'Hello from Lisbon! 👋' },
  { kind: 'join', userId: 219, count: 4 },
  { kind: 'viewers', total: 4, current: 3 },
  { kind: 'message', userId: 203, body: 'The sound is much better today.' },
  { kind: 'message', userId: 226, body: 'Which edition is that on the shelf behind you?' },
  { kind: 'viewers', total: 1, current: -1 },
  { kind: 'message', userId: 215, body: 'Will the recording be posted afterwards?' },
  { kind: 'join', userId: 231, count: 2 },
  { kind: 'viewers', total: 2, current: 2 },
  { kind: 'message', userId: 208, body: 'Great question about the city libraries.' },
  { kind: 'message', userId: 237, body: 'First time watching live — this is lovely.' },
  { kind: 'viewers', total: 0, current: -2 },
];

/** How many chat messages the mock keeps per stream (the panel keeps the latest 1000 too). */
export const LIVE_CHAT_KEPT = 1000;

export const livestreamStore = defineStore('livestream', (ctx) => {
  const at = ctx.at;
  const stream = (row: Partial<LiveStreamRow> & Pick<LiveStreamRow, 'id' | 'title' | 'audience' | 'starts_at' | 'ends_at'>): LiveStreamRow => ({
    publication_id: PUB.margin,
    description: englishSentences(ctx.faker.lorem.sentences({ min: 1, max: 2 }), LIVESTREAM_SENTENCES),
    cover_image: `/mock-assets/covers/cover-${(row.id % 4) + 1}.jpg`,
    post_id: null,
    aspect_ratio: '16:9',
    total_viewers: 0,
    current_viewers: 0,
    ...row,
  });
  const streams: LiveStreamRow[] = [
    stream({
      id: 801,
      title: 'Live from the Margin: the Sunday book club',
      description: 'Ada and guests talk through this month’s pick, and take your questions in the chat.',
      audience: 'paid',
      starts_at: at({ minutes: -25 }),
      ends_at: at({ minutes: 95 }),
      total_viewers: 342,
      current_viewers: 128,
      // The post that announces it (archive-3): its post page links to the livestream page while it is live.
      post_id: 1102,
    }),
    stream({
      id: 802,
      title: 'Founding members’ Q&A',
      audience: 'only_founding',
      starts_at: at({ minutes: -10 }),
      ends_at: at({ minutes: 50 }),
      total_viewers: 41,
      current_viewers: 33,
    }),
    stream({
      id: 803,
      title: 'Open studio: ask the editors',
      audience: 'only_free',
      starts_at: at({ minutes: -5 }),
      ends_at: at({ hours: 2 }),
      total_viewers: 88,
      current_viewers: 80,
    }),
    stream({ id: 804, title: 'Margin Radio live: the map issue', audience: 'paid', starts_at: at({ days: 1, hours: 6 }), ends_at: at({ days: 1, hours: 7 }) }),
    stream({ id: 805, title: 'Reading-list office hours', audience: 'only_free', starts_at: at({ days: 6 }), ends_at: at({ days: 6, hours: 1 }) }),
    stream({
      id: 806,
      title: 'Founders’ dinner, streamed',
      audience: 'only_founding',
      starts_at: at({ days: 2, hours: 8 }),
      ends_at: at({ days: 2, hours: 10 }),
    }),
    stream({
      id: 807,
      title: 'Live: the city that reads',
      audience: 'paid',
      starts_at: at({ days: -2, hours: -1 }),
      ends_at: at({ days: -2 }),
      post_id: 1100,
      total_viewers: 512,
    }),
    stream({
      id: 808,
      title: 'Open studio #3',
      audience: 'only_free',
      starts_at: at({ days: -9, hours: -1 }),
      ends_at: at({ days: -9 }),
      post_id: 1105,
      total_viewers: 230,
    }),
    stream({
      id: 809,
      title: 'Live: a year of margins',
      audience: 'paid',
      starts_at: at({ days: -20, hours: -2 }),
      ends_at: at({ days: -20, hours: -1 }),
      post_id: 1110,
      total_viewers: 804,
    }),
    // The streams the events area points at (mocks/db/events.ts EVENT_LIVE_STREAM_IDS).
    stream({
      id: 810,
      title: 'Live debate: should the Constitution be easier to amend?',
      audience: 'only_free',
      starts_at: '2026-11-28T20:00:00.000Z',
      ends_at: '2026-11-28T21:30:00.000Z',
    }),
    stream({
      id: 811,
      title: 'July Fourth live: reading the Declaration aloud',
      audience: 'paid',
      starts_at: '2026-07-04T16:00:00.000Z',
      ends_at: '2026-07-04T17:00:00.000Z',
      total_viewers: 1204,
    }),
  ];

  const backlog: [number, string | null, number | null][] = [
    [221, 'Good evening everyone!', null],
    [205, null, 12],
    [234, 'Is the book available as an audiobook?', null],
    [210, 'Loved the chapter on bookshops.', null],
    [202, null, 3],
    [229, 'Hello from Toronto 🇨🇦', null],
    [218, 'Can you talk about the translation?', null],
    [207, 'BUY CHEAP BOOKS AT my-spam-site dot example', null],
    [239, 'The pacing of the middle section was perfect.', null],
    [213, 'Thanks for doing these live!', null],
  ];
  const messages: LiveChatRow[] = backlog.map(([userId, body, joined], i) => ({
    id: 5000 + i,
    stream_id: 801,
    user_id: userId,
    body,
    created_at: at({ minutes: -20 + i * 2 }),
    num_viewers_joined: joined,
  }));
  messages.push({
    id: 5100,
    stream_id: 803,
    user_id: 224,
    body: 'Hi all, first question coming up.',
    created_at: at({ minutes: -3 }),
    num_viewers_joined: null,
  });

  return {
    streams,
    messages,
    /** Users removed from a stream's chat (P24). */
    kicked: [{ stream_id: 801, user_id: 207 }] as { stream_id: number; user_id: number }[],
    /** The scripted audience's next step, per stream. */
    audienceCursor: {} as Record<number, number>,
    nextMessageId: 6000,
    /** The section behind "Watch more" on the livestream page (recordings are filed in the main section). */
    pastLiveStreamSectionId: 11 as number | null,
  };
});

export function findLiveStream(id: number): LiveStreamRow | undefined {
  return livestreamStore.streams.find((s) => s.id === id);
}

export type LiveStatus = 'scheduled' | 'active' | 'ended';

/** The stream's status on the mock clock. */
export function liveStreamStatus(row: LiveStreamRow, now: Date = mockNow()): LiveStatus {
  const t = now.getTime();
  if (t < Date.parse(row.starts_at)) return 'scheduled';
  if (row.ends_at !== null && t >= Date.parse(row.ends_at)) return 'ended';
  return 'active';
}

export function isKicked(streamId: number, userId: number): boolean {
  return livestreamStore.kicked.some((k) => k.stream_id === streamId && k.user_id === userId);
}

/** Stores a chat message, keeping the latest `LIVE_CHAT_KEPT` per stream. */
export function addLiveChatMessage(row: Omit<LiveChatRow, 'id'>): LiveChatRow {
  const message = { id: livestreamStore.nextMessageId++, ...row };
  livestreamStore.messages.push(message);
  const ofStream = livestreamStore.messages.filter((m) => m.stream_id === row.stream_id);
  if (ofStream.length > LIVE_CHAT_KEPT) {
    const drop = new Set(ofStream.slice(0, ofStream.length - LIVE_CHAT_KEPT).map((m) => m.id));
    livestreamStore.messages = livestreamStore.messages.filter((m) => !drop.has(m.id));
  }
  return message;
}

/** The stream as the API shows it (status, start and end on the mock clock). */
export function liveStreamEntity(row: LiveStreamRow, now: Date = mockNow()): LiveStream {
  const status = liveStreamStatus(row, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    audience: row.audience,
    publication_id: row.publication_id,
    scheduled_start_at: row.starts_at,
    started_streaming_at: status === 'scheduled' ? null : row.starts_at,
    ended_at: status === 'ended' ? row.ends_at : null,
    cover_image: row.cover_image,
    post_id: row.post_id,
    total_viewers: status === 'scheduled' ? 0 : row.total_viewers,
    current_viewers: status === 'active' ? row.current_viewers : 0,
  };
}

/** A chat row as a realtime / P20 message. */
export function liveChatMessageEntity(row: LiveChatRow): LiveStreamMessage {
  const user = findUser(row.user_id);
  return {
    id: row.id,
    user: {
      id: row.user_id,
      name: user?.name ?? 'A reader',
      handle: user?.handle ?? null,
      photo_url: user?.photo_url ?? null,
      is_admin: user?.is_admin ?? false,
    },
    body: row.body,
    created_at: row.created_at,
    num_viewers_joined: row.num_viewers_joined,
  };
}
