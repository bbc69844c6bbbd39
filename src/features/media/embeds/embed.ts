/**
 * The podcast and video embed players' rules (spec 003 "Podcast embed player and video embed player"): which post
 * media an embed plays, what it shows while and after the post (E23) loads, and the `autoplay=1` switch (K130). Pure.
 *
 * | status | when | shows |
 * |---|---|---|
 * | `loading` | E23 has not answered | a placeholder shaped like the player |
 * | `not_found` | E23 answered 404 | "Post not found" (T163) |
 * | `error` | any other failure | the failure and "Try again" |
 * | `no_media` | the post has no episode (podcast embed) / no video (video embed) | "There is no episode/video to play here" and a link to the post (designed) |
 * | `ready` | the post has the media | the player |
 */
import type { PostWithPublication } from '../../../api/schemas/posts';
import type { LoadStatus } from '../../../kit/read';

export const embedKinds = ['podcast', 'video'] as const;
export type EmbedKind = (typeof embedKinds)[number];

export const embedStatuses = ['loading', 'not_found', 'error', 'no_media', 'ready'] as const;
export type EmbedStatus = (typeof embedStatuses)[number];

export type EmbedMedia = { kind: 'podcast'; audioId: string } | { kind: 'video'; videoId: number };

type MediaFields = Pick<PostWithPublication, 'type' | 'podcastUpload' | 'video_upload_id' | 'videoUpload'>;

/** The media the embed plays: a podcast post's episode upload, a video post's video upload; `null` when it has none. */
export function embedMediaOf(post: MediaFields, kind: EmbedKind): EmbedMedia | null {
  if (kind === 'podcast') {
    const audioId = post.type === 'podcast' ? post.podcastUpload?.src_media_upload_id : null;
    return audioId ? { kind, audioId } : null;
  }
  const videoId = post.type === 'video' ? (post.video_upload_id ?? post.videoUpload?.id ?? null) : null;
  return videoId == null ? null : { kind, videoId };
}

/** The embed's status from E23's query (an `ApiError` 404 is `not_found`). */
export function embedStatus(load: LoadStatus<MediaFields>, kind: EmbedKind): EmbedStatus {
  if (load.name === 'not-found') return 'not_found';
  if (load.name !== 'ready') return load.name;
  return embedMediaOf(load.data, kind) ? 'ready' : 'no_media';
}

/** K130: `autoplay=1` in the embed's address starts playback (any other value does not). */
export function embedAutoplay(search: string): boolean {
  return new URLSearchParams(search).get('autoplay') === '1';
}
