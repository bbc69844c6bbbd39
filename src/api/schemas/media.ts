/**
 * Media: video uploads (a post's video and the clips cut from it), their playable assets and sources, and audio
 * uploads (podcast episodes, voiceovers). Inventory §4 "Media upload (video/clip)"; state machine M09; gaps G07, G08,
 * G35 (E11, E12 answer shapes designed here).
 */
import * as z from 'zod/mini';
import { id, isoDate } from './core';

/** Server states of a video upload (a clip starts in `creating`). */
export const mediaUploadStates = ['creating', 'uploaded', 'transcoded', 'error'] as const;
export const MediaUploadState = /* @__PURE__ */ z.enum(mediaUploadStates);
export type MediaUploadState = z.infer<typeof MediaUploadState>;

/**
 * A video upload: a post's video, or a clip of one (`src_media_upload_id` set). The clip modal polls it every 5 s
 * (K008) until `mux_rendition_quality` is present or `state` is `error`.
 */
export const MediaUpload = /* @__PURE__ */ z.object({
  id,
  state: MediaUploadState,
  /** Seconds. ≤ 5 s cannot be clipped (K009). */
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  /** Present once transcoding finished (the poll stops then). */
  mux_rendition_quality: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Present when a preview is playable (non-subscribers; and the clip "preview" display state, gap G07). */
  mux_preview_playback_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Seconds of preview a non-subscriber may watch. */
  preview_duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  post_id: /* @__PURE__ */ z.nullish(id),
  user_id: /* @__PURE__ */ z.nullish(id),
  publication_id: /* @__PURE__ */ z.nullish(id),
  /** The upload this clip was cut from (null for an original upload). */
  src_media_upload_id: /* @__PURE__ */ z.nullish(id),
  /** Designed (gap G08): the clip's range within its source, in seconds. */
  clip_start: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  clip_end: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  created_at: /* @__PURE__ */ z.nullish(isoDate),
  updated_at: /* @__PURE__ */ z.nullish(isoDate),
});
export type MediaUpload = z.infer<typeof MediaUpload>;

export const muxAssetStatuses = ['preparing', 'ready', 'errored'] as const;

/** One Mux asset of an upload. Only `status` is read by the spec's screens (`ready`). */
export const MuxAsset = /* @__PURE__ */ z.object({
  status: /* @__PURE__ */ z.enum(muxAssetStatuses),
  playback_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
  aspect_ratio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type MuxAsset = z.infer<typeof MuxAsset>;

/** E10: the upload's assets. `mux_preview_asset.status = ready` while `creating` → display state `preview` (G07). */
export const MediaUploadAssets = /* @__PURE__ */ z.object({
  mux_asset: /* @__PURE__ */ z.nullable(MuxAsset),
  mux_preview_asset: /* @__PURE__ */ z.nullable(MuxAsset),
});
export type MediaUploadAssets = z.infer<typeof MediaUploadAssets>;

/** What the clip modal shows (M09; the rule: `clipDisplayState` in features/media/clipDisplay.machine.ts). */
export const clipDisplayStates = ['creating', 'preview', 'uploaded', 'transcoded', 'error'] as const;
export type ClipDisplayState = (typeof clipDisplayStates)[number];

/** E09: `{ src }`; for `type=original` a short-lived (presigned) address of the original file, then downloaded. */
export const MediaSourceJson = /* @__PURE__ */ z.object({
  src: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  /** Designed: when the address stops working (presigned URLs expire). */
  expires_at: /* @__PURE__ */ z.nullish(isoDate),
});
export type MediaSourceJson = z.infer<typeof MediaSourceJson>;

export const videoSourceTypes = ['hls', 'mp4'] as const;

/**
 * E11 as JSON (gap G35, designed). A media element uses the address itself and gets a 302 to the file; a caller
 * that asks with `Accept: application/json` (the typed client) gets this description of where it would go.
 */
export const VideoSource = /* @__PURE__ */ z.object({
  src: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  type: /* @__PURE__ */ z.enum(videoSourceTypes),
  content_type: /* @__PURE__ */ z.string(),
  /** True when only the preview is served (`preview=true`, or a non-subscriber of a video with a preview). */
  is_preview: /* @__PURE__ */ z.boolean(),
  /** Seconds playable from this source (the preview length for a preview). */
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
});
export type VideoSource = z.infer<typeof VideoSource>;

/**
 * E12 as JSON (gap G35: payload and answer designed). A paid episode answers the free preview to a reader without
 * access (`is_preview: true`), the full episode to a paid reader; a media element gets a 302 to the file instead.
 */
export const AudioSource = /* @__PURE__ */ z.object({
  src: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  content_type: /* @__PURE__ */ z.string(),
  is_preview: /* @__PURE__ */ z.boolean(),
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
});
export type AudioSource = z.infer<typeof AudioSource>;
