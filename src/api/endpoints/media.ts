/**
 * Media: video upload state, sources and assets (E08–E11), audio sources (E12) and clip creation (P23).
 *
 * E11 and E12 are addresses a `<video>`/`<audio>` element plays directly: the server answers a 302 to the media file.
 * Asked with `Accept: application/json` (as the typed client does) they answer a JSON description of the source
 * instead (gap G35, designed), so the contract stays checkable and a screen can learn whether it got the preview.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { id } from '../schemas/core';
import { AudioSource, MediaSourceJson, MediaUpload, MediaUploadAssets, VideoSource, videoSourceTypes } from '../schemas/media';

const numericId = z.coerce.number().check(z.int(), z.nonnegative());
/** `preview=true|false|1|0` from the URL. */
const flag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

export const getVideoUpload = defineEndpoint({
  id: 'E08',
  area: 'media',
  name: 'getVideoUpload',
  method: 'GET',
  path: '/api/v1/video/upload/:id',
  summary:
    'A video upload or clip and its processing state. The clip modal polls it every 5 s until mux_rendition_quality is present or state is error; in the mock each poll moves a processing clip along (see mocks/db/media.ts).',
  params: z.object({ id: numericId }),
  response: MediaUpload,
  errors: [{ status: 404, description: 'Video upload not found' }],
});

export const getVideoUploadSrcJson = defineEndpoint({
  id: 'E09',
  area: 'media',
  name: 'getVideoUploadSrcJson',
  method: 'GET',
  path: '/api/v1/video/upload/:id/src.json',
  summary:
    'Where to fetch a video from: type=original answers a presigned address of the original file (the clip "uploaded" state plays it; the original-download action downloads it).',
  params: z.object({ id: numericId }),
  query: z.optional(z.object({ type: z._default(z.enum(['original', ...videoSourceTypes]), 'original') })),
  response: MediaSourceJson,
  errors: [
    { status: 403, description: 'The viewer may not watch this video (download of the original: publication staff, or a viewer with access)' },
    { status: 404, description: 'Video upload not found' },
    { status: 409, description: 'The source is not ready yet (still creating) or processing failed' },
  ],
});

export const getVideoUploadAssets = defineEndpoint({
  id: 'E10',
  area: 'media',
  name: 'getVideoUploadAssets',
  method: 'GET',
  path: '/api/v1/video/upload/:id/assets',
  summary: 'The Mux assets of an upload: mux_asset (the full rendition) and mux_preview_asset (status ready → clip display state "preview", gap G07).',
  params: z.object({ id: numericId }),
  response: MediaUploadAssets,
  errors: [{ status: 404, description: 'Video upload not found' }],
});

export const getVideoUploadSrc = defineEndpoint({
  id: 'E11',
  area: 'media',
  name: 'getVideoUploadSrc',
  method: 'GET',
  path: '/api/v1/video/upload/:id/src',
  summary:
    'The playable source of a video (type hls, default, or mp4). A media element gets a 302 to the file; Accept: application/json gets { src, type, is_preview, … }. preview=true serves the preview to anyone; a viewer without access to the post is served the preview when the video has one.',
  params: z.object({ id: numericId }),
  query: z.optional(
    z.object({
      type: z._default(z.enum(videoSourceTypes), 'hls'),
      token: z.optional(z.string()),
      override_publication_id: z.optional(numericId),
      preview: z.optional(flag),
    }),
  ),
  response: VideoSource,
  errors: [
    { status: 403, description: 'The viewer may not watch this video and it has no preview' },
    { status: 404, description: 'Video upload not found' },
    { status: 409, description: 'Not playable yet (still creating, HLS before transcoding) or processing failed' },
  ],
});

export const getAudioUploadSrc = defineEndpoint({
  id: 'E12',
  area: 'media',
  name: 'getAudioUploadSrc',
  method: 'GET',
  path: '/api/v1/audio/upload/:id/src',
  summary:
    'The playable source of an audio upload (podcast episode, voiceover). A paid episode gives a reader without access its free preview (is_preview true), a paid reader the full episode. A media element gets a 302 to the file; Accept: application/json gets { src, is_preview, … }.',
  params: z.object({ id: z.string().check(z.minLength(1)) }),
  query: z.optional(z.object({ preview: z.optional(flag), token: z.optional(z.string()) })),
  response: AudioSource,
  errors: [
    { status: 403, description: 'Paywalled: the viewer has no access and the audio has no free preview' },
    { status: 404, description: 'Audio upload not found' },
  ],
});

export const createClip = defineEndpoint({
  id: 'P23',
  area: 'media',
  name: 'createClip',
  method: 'POST',
  path: '/api/v1/video/clip',
  summary:
    'Cut a clip from a video: start and end in seconds. Answers the new upload in state creating; it reaches transcoded after a few polls of E08. Paid and founding subscribers and staff only; videos of 5 s or shorter cannot be clipped (K009).',
  body: z.object({ video_upload_id: id, start: z.number().check(z.nonnegative()), end: z.number().check(z.nonnegative()) }),
  response: MediaUpload,
  errors: [
    { status: 400, description: '"end" not after "start", "end" past the video, or the video is 5 s or shorter ("video_upload_id"); the body names the field' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not subscribed: "upgrade in order to watch this video and be able to clip it"' },
    { status: 404, description: 'Video upload not found' },
  ],
});

export const mediaEndpoints = {
  getVideoUpload,
  getVideoUploadSrcJson,
  getVideoUploadAssets,
  getVideoUploadSrc,
  getAudioUploadSrc,
  createClip,
} as const;
