/**
 * Mock of the livestream and videos pages (E68, E69, E70, P20, P24, P55 chat backlog). Stream status follows the mock clock
 * (`mocks/db/livestream.ts`); chat messages sent with P20 are stored and broadcast on the realtime channel
 * (`mocks/realtime/liveStream.ts`).
 *
 * Watching (inventory §7): `only_free` → free subscribers and up, `paid` → paid and up, `only_founding` → founding;
 * publication staff always; anonymous viewers never. Chat (designed, gap G42): a signed-in viewer who may watch an
 * active stream and was not removed from its chat. Removing (P24): site admins (`user.is_admin`) only.
 */
import {
  getLiveStream,
  getLiveStreamChat,
  LIVE_CHAT_BACKLOG_LIMIT,
  getLiveStreamPageData,
  getVideosPageData,
  kickLiveStreamUser,
  LIVE_CHAT_MAX_LENGTH,
  sendLiveStreamChat,
} from '../../src/api/endpoints/livestream';
import type { ActiveLiveStream, ChatAuthInfo } from '../../src/api/schemas/livestream';
import { mockNow } from '../clock';
import { core, findPost, findPublication, findUser, PUB } from '../db/core';
import {
  addLiveChatMessage,
  findLiveStream,
  isKicked,
  type LiveAudience,
  type LiveStreamRow,
  liveChatMessageEntity,
  liveStreamEntity,
  liveStreamStatus,
  livestreamStore,
} from '../db/livestream';
import { MEDIA_ASSETS } from '../db/media';
import { type AccessLevel, hasAccess, viewerUserId } from '../db/viewer';
import { publishLiveStreamMessage } from '../realtime/liveStream';
import { postForViewer } from './posts';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

const neededLevel: Record<LiveAudience, AccessLevel> = { only_free: 'free', paid: 'paid', only_founding: 'founding' };

/** Composer placeholders when the viewer cannot chat (texts not given by the spec; §5.3, authored here). */
export const LIVE_CHAT_TEXTS = {
  signIn: 'Sign in to join the chat',
  only_free: 'Subscribe for free to join the chat',
  paid: 'Upgrade to a paid subscription to join the chat',
  only_founding: 'Become a founding member to join the chat',
  kicked: 'You have been removed from this chat',
  scheduled: 'The chat opens when the stream starts',
  ended: 'This stream has ended',
} as const;

function canWatch(row: LiveStreamRow): boolean {
  return viewerUserId() !== null && hasAccess(row.publication_id, neededLevel[row.audience]);
}

function chatAuthInfo(row: LiveStreamRow): ChatAuthInfo {
  const userId = viewerUserId();
  const status = liveStreamStatus(row);
  const no = (errorMessage: string): ChatAuthInfo => ({ canSendChat: false, errorMessage });
  if (userId === null) return no(LIVE_CHAT_TEXTS.signIn);
  if (!canWatch(row)) return no(LIVE_CHAT_TEXTS[row.audience]);
  if (isKicked(row.id, userId)) return no(LIVE_CHAT_TEXTS.kicked);
  if (status !== 'active') return no(LIVE_CHAT_TEXTS[status]);
  return { canSendChat: true, errorMessage: null };
}

/** E70's answer for the current viewer. */
export function activeLiveStreamFor(row: LiveStreamRow): ActiveLiveStream {
  const live = liveStreamStatus(row) === 'active';
  return {
    liveStream: liveStreamEntity(row),
    liveStreamInformation: {
      desktopPlaybackUrl: live && canWatch(row) ? MEDIA_ASSETS.hls : null,
      aspectRatio: row.aspect_ratio,
      chatAuthInfo: chatAuthInfo(row),
    },
  };
}

function loadStream(id: number): LiveStreamRow {
  const row = findLiveStream(id);
  if (!row) throw notFound('Live stream');
  return row;
}

const byStart = (a: LiveStreamRow, b: LiveStreamRow) => Date.parse(a.starts_at) - Date.parse(b.starts_at);

export const livestreamHandlers = [
  route(getLiveStreamPageData, () => {
    const streams = livestreamStore.streams.filter((s) => s.publication_id === PUB.margin);
    const active = streams.filter((s) => liveStreamStatus(s) === 'active').sort(byStart)[0];
    const scheduled = streams.filter((s) => liveStreamStatus(s) === 'scheduled').sort(byStart);
    const past = streams
      .filter((s) => liveStreamStatus(s) === 'ended' && s.post_id !== null && findPost(s.post_id))
      .sort((a, b) => byStart(b, a))
      .map((s) => ({ ...postForViewer(findPost(s.post_id!)!), liveStream: { id: s.id, title: s.title, status: 'ended' as const } }));
    return {
      activeLiveStream: active ? activeLiveStreamFor(active) : null,
      scheduledLiveStreams: scheduled.map((s) => liveStreamEntity(s)),
      pastLiveStreamPosts: past,
      pastLiveStreamSectionId: livestreamStore.pastLiveStreamSectionId,
    };
  }),

  route(getVideosPageData, ({ query }) => {
    const offset = query?.offset ?? 0;
    const limit = query?.limit ?? 7;
    const videos = core.posts
      .filter((p) => p.publication_id === PUB.margin && p.type === 'video' && p.is_published !== false && !p.is_draft)
      .sort((a, b) => Date.parse(b.post_date ?? '') - Date.parse(a.post_date ?? '') || b.id - a.id);
    const seriesIds = new Set(
      core.posts.filter((p) => p.publication_id === PUB.margin && (p.type === 'video' || p.type === 'podcast')).map((p) => p.section_id),
    );
    const series = (findPublication(PUB.margin)?.sections ?? []).filter((s) => seriesIds.has(s.id));
    return { recentPosts: videos.slice(offset, offset + limit).map(postForViewer), series };
  }),

  route(getLiveStream, ({ params }) => ({ activeLiveStream: activeLiveStreamFor(loadStream(params.id)) })),

  route(sendLiveStreamChat, ({ params, body }) => {
    const row = loadStream(params.id);
    const userId = viewerUserId();
    if (userId === null) throw unauthorized();
    const text = body.body.trim();
    if (text.length === 0) throw badRequest('body: a message cannot be empty', 'body');
    if (text.length > LIVE_CHAT_MAX_LENGTH) throw badRequest(`body: at most ${LIVE_CHAT_MAX_LENGTH} characters`, 'body');
    const status = liveStreamStatus(row);
    if (status !== 'active') throw new MockHttpError(409, LIVE_CHAT_TEXTS[status]);
    const auth = chatAuthInfo(row);
    if (!auth.canSendChat) throw forbidden(auth.errorMessage ?? undefined);
    const message = liveChatMessageEntity(
      addLiveChatMessage({ stream_id: row.id, user_id: userId, body: text, created_at: mockNow().toISOString(), num_viewers_joined: null }),
    );
    publishLiveStreamMessage(row.id, message);
    return message;
  }),

  route(getLiveStreamChat, ({ params, query }) => {
    const row = loadStream(params.id);
    const after = query?.after_id;
    const messages = livestreamStore.messages
      .filter((m) => m.stream_id === row.id && (after === undefined || m.id > after))
      .sort((a, b) => a.id - b.id)
      .slice(-LIVE_CHAT_BACKLOG_LIMIT)
      .map(liveChatMessageEntity);
    return { messages };
  }),

  route(kickLiveStreamUser, ({ params, body }) => {
    const row = loadStream(params.id);
    const userId = viewerUserId();
    if (userId === null) throw unauthorized();
    if (!findUser(userId)?.is_admin) throw forbidden('Only site admins can remove people from the live chat.');
    if (!findUser(body.user_id)) throw notFound('User');
    if (body.user_id === userId) throw badRequest('user_id: you cannot remove yourself', 'user_id');
    if (!isKicked(row.id, body.user_id)) livestreamStore.kicked.push({ stream_id: row.id, user_id: body.user_id });
    return {};
  }),
];
