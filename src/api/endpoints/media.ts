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

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
/** `preview=true|false|1|0` from the URL. */
const flag = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.enum(['true', 'false', '1', '0'])]),
  /* @__PURE__ */ z.transform((v) => v === true || v === 'true' || v === '1'),
);

/** E11/E12 answer a media element (no `Accept: application/json`) with a redirect to the file. */
const redirect = { status: 302, description: 'Without `Accept: application/json`: a redirect to the file (`Location`)' } as const;

export const getVideoUpload = /* @__PURE__ */ defineEndpoint({
  id: 'E08',
  area: 'media',
  name: 'getVideoUpload',
  method: 'GET',
  path: '/api/v1/video/upload/:id',
  summary:
    'A video upload or clip and its processing state. The clip modal polls it every 5 s until mux_rendition_quality is present or state is error; in the mock each poll moves a processing clip along (see mocks/db/media.ts).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: MediaUpload,
  errors: [{ status: 404, description: 'Video upload not found' }],
});

export const getVideoUploadSrcJson = /* @__PURE__ */ defineEndpoint({
  id: 'E09',
  area: 'media',
  name: 'getVideoUploadSrcJson',
  method: 'GET',
  path: '/api/v1/video/upload/:id/src.json',
  summary:
    'Where to fetch a video from: type=original answers a presigned address of the original file (the clip "uploaded" state plays it; the original-download action downloads it).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(['original', ...videoSourceTypes]), 'original') }),
  ),
  response: MediaSourceJson,
  errors: [
    { status: 403, description: 'The viewer may not watch this video (download of the original: publication staff, or a viewer with access)' },
    { status: 404, description: 'Video upload not found' },
    { status: 409, description: 'The source is not ready yet (still creating) or processing failed' },
  ],
});

export const getVideoUploadAssets = /* @__PURE__ */ defineEndpoint({
  id: 'E10',
  area: 'media',
  name: 'getVideoUploadAssets',
  method: 'GET',
  path: '/api/v1/video/upload/:id/assets',
  summary: 'The Mux assets of an upload: mux_asset (the full rendition) and mux_preview_asset (status ready → clip display state "preview", gap G07).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: MediaUploadAssets,
  errors: [{ status: 404, description: 'Video upload not found' }],
});

/** E11's path: a media element's `src` points here (the player builds it without the declaration's schemas). */
export const VIDEO_UPLOAD_SRC_PATH = '/api/v1/video/upload/:id/src';

export const getVideoUploadSrc = /* @__PURE__ */ defineEndpoint({
  id: 'E11',
  area: 'media',
  name: 'getVideoUploadSrc',
  method: 'GET',
  path: VIDEO_UPLOAD_SRC_PATH,
  summary:
    'The playable source of a video (type hls, default, or mp4). A media element gets a 302 to the file; Accept: application/json gets { src, type, is_preview, … }. preview=true serves the preview to anyone; a viewer without access to the post is served the preview when the video has one.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(videoSourceTypes), 'hls'),
      token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      override_publication_id: /* @__PURE__ */ z.optional(numericId),
      preview: /* @__PURE__ */ z.optional(flag),
    }),
  ),
  response: VideoSource,
  errors: [
    { status: 403, description: 'The viewer may not watch this video and it has no preview' },
    { status: 404, description: 'Video upload not found' },
    { status: 409, description: 'Not playable yet (still creating, HLS before transcoding) or processing failed' },
    redirect,
  ],
});

export const getAudioUploadSrc = /* @__PURE__ */ defineEndpoint({
  id: 'E12',
  area: 'media',
  name: 'getAudioUploadSrc',
  method: 'GET',
  path: '/api/v1/audio/upload/:id/src',
  summary:
    'The playable source of an audio upload (podcast episode, voiceover). A paid episode gives a reader without access its free preview (is_preview true), a paid reader the full episode. A media element gets a 302 to the file; Accept: application/json gets { src, is_preview, … }.',
  params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({ preview: /* @__PURE__ */ z.optional(flag), token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
  ),
  response: AudioSource,
  errors: [
    { status: 403, description: 'Paywalled: the viewer has no access and the audio has no free preview' },
    { status: 404, description: 'Audio upload not found' },
    redirect,
  ],
});

export const createClip = /* @__PURE__ */ defineEndpoint({
  id: 'P23',
  area: 'media',
  name: 'createClip',
  method: 'POST',
  path: '/api/v1/video/clip',
  summary:
    'Cut a clip from a video: start and end in seconds. Answers the new upload in state creating; it reaches transcoded after a few polls of E08. Paid and founding subscribers and staff only; videos of 5 s or shorter cannot be clipped (K009).',
  body: /* @__PURE__ */ z.object({
    video_upload_id: id,
    start: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
    end: /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.nonnegative(), /* @__PURE__ */ z.meta({ description: 'Must be greater than `start` and at most the video’s duration.' })),
  }),
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
