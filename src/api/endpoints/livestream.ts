/**
 * Livestream and videos pages: the page data (E68, E69), one stream with the viewer's playback and chat rights
 * (E70), sending a chat message (P20) and removing a user from the chat (P24). Chat messages and viewer counts
 * arrive over the realtime channel `live-stream:{id}` (C01, see `src/api/schemas/livestream.ts`).
 */
import * as z from 'zod/mini';
import { LIVE_CHAT_MAX_LENGTH } from '../constants/livestream';
import { defineEndpoint } from '../endpoint';
import { Empty, id, notBlank } from '../schemas/core';
import { LiveStreamChatBacklog, LiveStreamMessage, LiveStreamPageData, LiveStreamResponse, VideosPageData } from '../schemas/livestream';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

export { LIVE_CHAT_MAX_LENGTH };
/** Videos page size (K029). */
export const VIDEOS_PAGE_SIZE = 7;

export const getLiveStreamPageData = /* @__PURE__ */ defineEndpoint({
  id: 'E68',
  area: 'livestream',
  name: 'getPageData',
  method: 'GET',
  path: '/livestream/data',
  summary:
    'The livestream page: the stream live now (activeLiveStream, or null), upcoming streams (scheduledLiveStreams, soonest first), the recordings of past streams (pastLiveStreamPosts, newest first) and the section behind "Watch more".',
  response: LiveStreamPageData,
});

export const getVideosPageData = /* @__PURE__ */ defineEndpoint({
  id: 'E69',
  area: 'livestream',
  name: 'getVideosPageData',
  method: 'GET',
  path: '/videos/data',
  summary: 'One page of video posts, newest first (offset/limit, 7 per page; the list ends when fewer than limit come back), and the video series.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      offset: /* @__PURE__ */ z._default(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50)),
        VIDEOS_PAGE_SIZE,
      ),
    }),
  ),
  response: VideosPageData,
  errors: [{ status: 400, description: 'offset or limit out of range' }],
});

export const getLiveStream = /* @__PURE__ */ defineEndpoint({
  id: 'E70',
  area: 'livestream',
  name: 'getLiveStream',
  method: 'GET',
  path: '/api/v1/live_stream/:id',
  summary:
    'One stream (status scheduled, active or ended) with what this viewer gets: the HLS playback address (null without access → access gate; null unless active), the aspect ratio and whether they may chat. Polled to notice the end (gap G42).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: LiveStreamResponse,
  errors: [{ status: 404, description: 'Live stream not found' }],
});

export const sendLiveStreamChat = /* @__PURE__ */ defineEndpoint({
  id: 'P20',
  area: 'livestream',
  name: 'sendChat',
  method: 'POST',
  path: '/api/v1/live_stream/:id/chat',
  summary: `Send a live chat message (1–${LIVE_CHAT_MAX_LENGTH} characters after trimming). The message is also broadcast on live-stream:{id} as live-stream:message-sent.`,
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: /* @__PURE__ */ z.object({ body: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.meta({ ...notBlank, maxLength: LIVE_CHAT_MAX_LENGTH })) }),
  response: LiveStreamMessage,
  errors: [
    { status: 400, description: `"body" empty or longer than ${LIVE_CHAT_MAX_LENGTH} characters` },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'chatAuthInfo.canSendChat is false (no access, removed from the chat); the message is chatAuthInfo.errorMessage' },
    { status: 404, description: 'Live stream not found' },
    { status: 409, description: 'The stream is not live (upcoming or ended)' },
  ],
});

export const kickLiveStreamUser = /* @__PURE__ */ defineEndpoint({
  id: 'P24',
  area: 'livestream',
  name: 'kickUser',
  method: 'POST',
  path: '/api/v1/live_stream/:id/kick',
  summary: 'Block a user from this stream’s chat (site admins, user.is_admin). They can no longer send messages (chatAuthInfo.canSendChat false).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: /* @__PURE__ */ z.object({ user_id: id }),
  response: Empty,
  errors: [
    { status: 400, description: 'A site admin cannot remove themselves ("user_id")' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not a site admin' },
    { status: 404, description: 'Live stream or user not found' },
  ],
});

/** Most messages one backlog answer carries (the panel keeps as many). */
export const LIVE_CHAT_BACKLOG_LIMIT = 1000;

export const getLiveStreamChat = /* @__PURE__ */ defineEndpoint({
  id: 'P55',
  area: 'livestream',
  name: 'getChat',
  method: 'GET',
  path: '/api/v1/live_stream/:id/chat',
  summary: `Proposed: the stream's chat backlog, oldest first — the messages after \`after_id\` (all kept ones without it), at most ${LIVE_CHAT_BACKLOG_LIMIT}. Readable by anyone who can open the page, like the channel itself. A client fetches it after the realtime socket (re)connects, so what was sent while it was away is not lost; it merges by id.`,
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ after_id: /* @__PURE__ */ z.optional(numericId) })),
  response: LiveStreamChatBacklog,
  errors: [{ status: 404, description: 'Live stream not found' }],
});

export const livestreamEndpoints = {
  getLiveStreamPageData,
  getVideosPageData,
  getLiveStream,
  sendLiveStreamChat,
  kickLiveStreamUser,
  getLiveStreamChat,
} as const;
