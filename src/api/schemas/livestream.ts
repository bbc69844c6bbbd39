/**
 * Livestreams: the stream, what a viewer may do with it, its chat messages, the livestream and videos page data,
 * and the realtime channel `live-stream:{id}` (C01). Inventory §4 "Livestream", "Live stream message",
 * "Livestream page data", "Video page data"; M32/M33; gaps G35 (E68–E70 answer shapes), G42, G43, G55.
 */
import * as z from 'zod/mini';
import { id, isoDate, Post, Section, User } from './core';
import { LIVE_CHAT_MAX_LENGTH } from '../constants/livestream';

/** `scheduled` = upcoming. The spec shows `active`; `ended` and `scheduled` are named by the screens (P). */
export const liveStreamStatuses = ['scheduled', 'active', 'ended'] as const;
export const LiveStreamStatus = /* @__PURE__ */ z.enum(liveStreamStatuses);
export type LiveStreamStatus = z.infer<typeof LiveStreamStatus>;

/** Who may watch. `founding` is accepted and normalised to `only_founding` for livestreams (gap G55). */
export const liveStreamAudiences = ['only_free', 'paid', 'only_founding'] as const;
export const LiveStreamAudience = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum([...liveStreamAudiences, 'founding']),
  /* @__PURE__ */ z.transform((a): (typeof liveStreamAudiences)[number] => (a === 'founding' ? 'only_founding' : a)),
);
export type LiveStreamAudience = (typeof liveStreamAudiences)[number];

export const LiveStream = /* @__PURE__ */ z.object({
  id,
  title: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  status: LiveStreamStatus,
  audience: LiveStreamAudience,
  publication_id: /* @__PURE__ */ z.optional(id),
  /** Upcoming streams: when it is planned to start. */
  scheduled_start_at: /* @__PURE__ */ z.nullish(isoDate),
  /** The feed keeps an active stream only once this is more than a minute ago (002). */
  started_streaming_at: /* @__PURE__ */ z.nullish(isoDate),
  ended_at: /* @__PURE__ */ z.nullish(isoDate),
  cover_image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** The recording's post, once there is one. */
  post_id: /* @__PURE__ */ z.nullish(id),
  /** Designed (gap G43): the counts the details show; later updates arrive over the realtime channel. */
  total_viewers: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  current_viewers: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
});
export type LiveStream = z.infer<typeof LiveStream>;

/** Whether the composer is enabled; `errorMessage` becomes its placeholder when not (M33). */
export const ChatAuthInfo = /* @__PURE__ */ z.object({
  canSendChat: /* @__PURE__ */ z.boolean(),
  errorMessage: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type ChatAuthInfo = z.infer<typeof ChatAuthInfo>;

/**
 * What the viewer gets to play (designed, 001 names the fields). `desktopPlaybackUrl` is null when the viewer has
 * no access (the page shows the access-gate modal) or the stream is not live.
 */
export const LiveStreamInformation = /* @__PURE__ */ z.object({
  desktopPlaybackUrl: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  /** `w:h`; default 16:9 (K032). */
  aspectRatio: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\d+:\d+$/)), '16:9'),
  chatAuthInfo: ChatAuthInfo,
});
export type LiveStreamInformation = z.infer<typeof LiveStreamInformation>;

export const ActiveLiveStream = /* @__PURE__ */ z.object({
  liveStream: LiveStream,
  liveStreamInformation: LiveStreamInformation,
});
export type ActiveLiveStream = z.infer<typeof ActiveLiveStream>;

/** E70. Named `activeLiveStream` as in the spec, whatever the stream's status. */
export const LiveStreamResponse = /* @__PURE__ */ z.object({ activeLiveStream: ActiveLiveStream });
export type LiveStreamResponse = z.infer<typeof LiveStreamResponse>;

/** A past stream's recording post. */
export const LiveStreamPost = /* @__PURE__ */ z.extend(Post, {
  liveStream: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.pick(LiveStream, { id: true, title: true, status: true })),
});
export type LiveStreamPost = z.infer<typeof LiveStreamPost>;

/**
 * E68 (gap G35: `activeLiveStream` added). `activeLiveStream` is the stream live now, in E70's shape for this viewer
 * (or null: the page shows the upcoming and past lists). The page then polls E70 for its end (gap G42).
 */
export const LiveStreamPageData = /* @__PURE__ */ z.object({
  activeLiveStream: /* @__PURE__ */ z.nullable(ActiveLiveStream),
  scheduledLiveStreams: /* @__PURE__ */ z.array(LiveStream),
  pastLiveStreamPosts: /* @__PURE__ */ z.array(LiveStreamPost),
  pastLiveStreamSectionId: /* @__PURE__ */ z.nullable(id),
});
export type LiveStreamPageData = z.infer<typeof LiveStreamPageData>;

/** E69 (gap G35): one page of video posts, newest first, and the video series (sections). */
export const VideosPageData = /* @__PURE__ */ z.object({
  recentPosts: /* @__PURE__ */ z.array(Post),
  series: /* @__PURE__ */ z.array(Section),
});
export type VideosPageData = z.infer<typeof VideosPageData>;

/**
 * A live chat message (002: id, user, num_viewers_joined; body and created_at designed). A join notice has
 * `num_viewers_joined > 0` and no body: "{user.name} and {n − 1} others joined".
 */
export const LiveStreamMessage = /* @__PURE__ */ z.object({
  id,
  user: /* @__PURE__ */ z.pick(User, { id: true, name: true, handle: true, photo_url: true, is_admin: true }),
  /** At most what P20 accepts: a longer body (a realtime frame no client could have sent) is refused with its frame. */
  body: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(LIVE_CHAT_MAX_LENGTH))),
  created_at: isoDate,
  num_viewers_joined: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
});
export type LiveStreamMessage = z.infer<typeof LiveStreamMessage>;

/** P55 (proposed): the chat backlog, oldest first. */
export const LiveStreamChatBacklog = /* @__PURE__ */ z.object({ messages: /* @__PURE__ */ z.array(LiveStreamMessage) });
export type LiveStreamChatBacklog = z.infer<typeof LiveStreamChatBacklog>;

/** Gap G43. */
export const ViewerCounts = /* @__PURE__ */ z.object({
  total_viewers: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  current_viewers: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
});
export type ViewerCounts = z.infer<typeof ViewerCounts>;

// ——— Realtime (C01) ———

/** The realtime socket's path, on the API's origin: `wss://{host}/api/v1/realtime` (`ws://` on plain http). */
export const REALTIME_PATH = '/api/v1/realtime';

export const liveStreamChannel = (streamId: number) => `live-stream:${streamId}`;

/** Frames the client sends: subscribe to / leave a channel. */
export const RealtimeClientFrame = /* @__PURE__ */ z.discriminatedUnion('action', [
  /* @__PURE__ */ z.object({ action: /* @__PURE__ */ z.literal('subscribe'), channel: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  /* @__PURE__ */ z.object({ action: /* @__PURE__ */ z.literal('unsubscribe'), channel: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
]);
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrame>;

/** Frames the server sends: `{ channel, event, data }`. */
export const LiveStreamMessageSent = /* @__PURE__ */ z.object({
  channel: /* @__PURE__ */ z.string(),
  event: /* @__PURE__ */ z.literal('live-stream:message-sent'),
  data: /* @__PURE__ */ z.object({ message: LiveStreamMessage }),
});
export const LiveStreamViewerCountUpdated = /* @__PURE__ */ z.object({
  channel: /* @__PURE__ */ z.string(),
  event: /* @__PURE__ */ z.literal('live-stream:viewer-count-updated'),
  data: ViewerCounts,
});
/** Sent once per `subscribe` (designed): the channel is live; `error` when it does not exist. */
export const RealtimeSubscribed = /* @__PURE__ */ z.object({
  channel: /* @__PURE__ */ z.string(),
  event: /* @__PURE__ */ z.literal('subscribed'),
  data: /* @__PURE__ */ z.looseObject({}),
});
export const RealtimeError = /* @__PURE__ */ z.object({
  channel: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  event: /* @__PURE__ */ z.literal('error'),
  data: /* @__PURE__ */ z.object({ message: /* @__PURE__ */ z.string() }),
});

export const RealtimeServerFrame = /* @__PURE__ */ z.discriminatedUnion('event', [
  LiveStreamMessageSent,
  LiveStreamViewerCountUpdated,
  RealtimeSubscribed,
  RealtimeError,
]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrame>;
