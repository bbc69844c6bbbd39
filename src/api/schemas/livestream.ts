/**
 * Livestreams: the stream, what a viewer may do with it, its chat messages, the livestream and videos page data,
 * and the realtime channel `live-stream:{id}` (C01). Inventory §4 "Livestream", "Live stream message",
 * "Livestream page data", "Video page data"; M32/M33; gaps G35 (E68–E70 answer shapes), G42, G43, G55.
 */
import * as z from 'zod/mini';
import { id, isoDate, Post, Section, User } from './core';

/** `scheduled` = upcoming. The spec shows `active`; `ended` and `scheduled` are named by the screens (P). */
export const liveStreamStatuses = ['scheduled', 'active', 'ended'] as const;
export const LiveStreamStatus = z.enum(liveStreamStatuses);
export type LiveStreamStatus = z.infer<typeof LiveStreamStatus>;

/** Who may watch. `founding` is accepted and normalised to `only_founding` for livestreams (gap G55). */
export const liveStreamAudiences = ['only_free', 'paid', 'only_founding'] as const;
export const LiveStreamAudience = z.pipe(
  z.enum([...liveStreamAudiences, 'founding']),
  z.transform((a): (typeof liveStreamAudiences)[number] => (a === 'founding' ? 'only_founding' : a)),
);
export type LiveStreamAudience = (typeof liveStreamAudiences)[number];

export const LiveStream = z.object({
  id,
  title: z.string(),
  description: z.nullish(z.string()),
  status: LiveStreamStatus,
  audience: LiveStreamAudience,
  publication_id: z.optional(id),
  /** Upcoming streams: when it is planned to start. */
  scheduled_start_at: z.nullish(isoDate),
  /** The feed keeps an active stream only once this is more than a minute ago (002). */
  started_streaming_at: z.nullish(isoDate),
  ended_at: z.nullish(isoDate),
  cover_image: z.nullish(z.string()),
  /** The recording's post, once there is one. */
  post_id: z.nullish(id),
  /** Designed (gap G43): the counts the details show; later updates arrive over the realtime channel. */
  total_viewers: z.optional(z.number().check(z.int(), z.nonnegative())),
  current_viewers: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type LiveStream = z.infer<typeof LiveStream>;

/** Whether the composer is enabled; `errorMessage` becomes its placeholder when not (M33). */
export const ChatAuthInfo = z.object({
  canSendChat: z.boolean(),
  errorMessage: z.nullish(z.string()),
});
export type ChatAuthInfo = z.infer<typeof ChatAuthInfo>;

/**
 * What the viewer gets to play (designed, 001 names the fields). `desktopPlaybackUrl` is null when the viewer has
 * no access (the page shows the access-gate modal) or the stream is not live.
 */
export const LiveStreamInformation = z.object({
  desktopPlaybackUrl: z.nullable(z.string()),
  /** `w:h`; default 16:9 (K032). */
  aspectRatio: z._default(z.string().check(z.regex(/^\d+:\d+$/)), '16:9'),
  chatAuthInfo: ChatAuthInfo,
});
export type LiveStreamInformation = z.infer<typeof LiveStreamInformation>;

export const ActiveLiveStream = z.object({
  liveStream: LiveStream,
  liveStreamInformation: LiveStreamInformation,
});
export type ActiveLiveStream = z.infer<typeof ActiveLiveStream>;

/** E70. Named `activeLiveStream` as in the spec, whatever the stream's status. */
export const LiveStreamResponse = z.object({ activeLiveStream: ActiveLiveStream });
export type LiveStreamResponse = z.infer<typeof LiveStreamResponse>;

/** A past stream's recording post. */
export const LiveStreamPost = z.extend(Post, { liveStream: z.nullish(z.pick(LiveStream, { id: true, title: true, status: true })) });
export type LiveStreamPost = z.infer<typeof LiveStreamPost>;

/**
 * E68 (gap G35: `activeLiveStream` added). `activeLiveStream` is the stream live now, in E70's shape for this viewer
 * (or null: the page shows the upcoming and past lists). The page then polls E70 for its end (gap G42).
 */
export const LiveStreamPageData = z.object({
  activeLiveStream: z.nullable(ActiveLiveStream),
  scheduledLiveStreams: z.array(LiveStream),
  pastLiveStreamPosts: z.array(LiveStreamPost),
  pastLiveStreamSectionId: z.nullable(id),
});
export type LiveStreamPageData = z.infer<typeof LiveStreamPageData>;

/** E69 (gap G35): one page of video posts, newest first, and the video series (sections). */
export const VideosPageData = z.object({
  recentPosts: z.array(Post),
  series: z.array(Section),
});
export type VideosPageData = z.infer<typeof VideosPageData>;

/**
 * A live chat message (002: id, user, num_viewers_joined; body and created_at designed). A join notice has
 * `num_viewers_joined > 0` and no body: "{user.name} and {n − 1} others joined".
 */
export const LiveStreamMessage = z.object({
  id,
  user: z.pick(User, { id: true, name: true, handle: true, photo_url: true, is_admin: true }),
  body: z.nullable(z.string()),
  created_at: isoDate,
  num_viewers_joined: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type LiveStreamMessage = z.infer<typeof LiveStreamMessage>;

/** Gap G43. */
export const ViewerCounts = z.object({
  total_viewers: z.number().check(z.int(), z.nonnegative()),
  current_viewers: z.number().check(z.int(), z.nonnegative()),
});
export type ViewerCounts = z.infer<typeof ViewerCounts>;

// ——— Realtime (C01) ———

/** The realtime socket's path, on the API's origin: `wss://{host}/api/v1/realtime` (`ws://` on plain http). */
export const REALTIME_PATH = '/api/v1/realtime';

export const liveStreamChannel = (streamId: number) => `live-stream:${streamId}`;

/** Frames the client sends: subscribe to / leave a channel. */
export const RealtimeClientFrame = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), channel: z.string().check(z.minLength(1)) }),
  z.object({ action: z.literal('unsubscribe'), channel: z.string().check(z.minLength(1)) }),
]);
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrame>;

/** Frames the server sends: `{ channel, event, data }`. */
export const LiveStreamMessageSent = z.object({
  channel: z.string(),
  event: z.literal('live-stream:message-sent'),
  data: z.object({ message: LiveStreamMessage }),
});
export const LiveStreamViewerCountUpdated = z.object({
  channel: z.string(),
  event: z.literal('live-stream:viewer-count-updated'),
  data: ViewerCounts,
});
/** Sent once per `subscribe` (designed): the channel is live; `error` when it does not exist. */
export const RealtimeSubscribed = z.object({ channel: z.string(), event: z.literal('subscribed'), data: z.looseObject({}) });
export const RealtimeError = z.object({ channel: z.nullable(z.string()), event: z.literal('error'), data: z.object({ message: z.string() }) });

export const RealtimeServerFrame = z.discriminatedUnion('event', [LiveStreamMessageSent, LiveStreamViewerCountUpdated, RealtimeSubscribed, RealtimeError]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrame>;
