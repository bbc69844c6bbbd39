/**
 * Mock of the media area (E08–E12, P23). Clip processing follows `mocks/db/media.ts`: each poll of E08 and the mock
 * clock move a processing clip from `creating` (→ preview ready) → `uploaded` → `transcoded` (or `error`).
 *
 * E11/E12 answer a 302 to the generated file under `/mock-assets/media/` (Storybook serves `mocks/assets` there) to a
 * media element, and a JSON description to a caller asking with `Accept: application/json` (the typed client).
 * E11's `token` and `override_publication_id` are accepted and validated but do not change access in the mock: access
 * follows the scenario's viewer (a post video: the post's audience; clips and uploads without a post: public).
 */
import { HttpResponse } from 'msw';
import { createClip, getAudioUploadSrc, getVideoUpload, getVideoUploadAssets, getVideoUploadSrc, getVideoUploadSrcJson } from '../../src/api/endpoints/media';
import type { PostAudience } from '../../src/api/schemas/core';
import type { AudioSource, VideoSource } from '../../src/api/schemas/media';
import { mockNow } from '../clock';
import {
  findAudioUpload,
  findVideoUpload,
  MEDIA_ASSETS,
  mediaStore,
  publicVideoUpload,
  settleVideoUpload,
  type VideoUploadRow,
  videoUploadAssets,
} from '../db/media';
import { type AccessLevel, hasAccess, viewerUserId } from '../db/viewer';
import { badRequest, forbidden, MockHttpError, notFound, route, unauthorized } from './route';

const neededLevel: Record<PostAudience, AccessLevel> = { everyone: 'none', only_free: 'free', only_paid: 'paid', founding: 'founding' };

/** The spec's tooltip texts for the clip-create control (000), used as the server's messages too. */
export const CLIP_TOO_SHORT = "can't clip videos shorter than 5 seconds";
export const CLIP_NOT_SUBSCRIBED = 'upgrade in order to watch this video and be able to clip it';
/** Longest video that cannot be clipped (K009: duration must be more than 5 s). */
export const MIN_CLIPPABLE_SECONDS = 5;

function canWatch(row: VideoUploadRow): boolean {
  return row.publication_id == null || hasAccess(row.publication_id, neededLevel[row.audience]);
}

function loadVideo(id: number): VideoUploadRow {
  const row = findVideoUpload(id);
  if (!row) throw notFound('Video upload');
  return settleVideoUpload(row);
}

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** A 302 to a mock asset, on the origin the request came to. */
function redirectTo(request: Request, path: string): Response {
  return new HttpResponse(null, { status: 302, headers: { Location: new URL(path, request.url).href } });
}

const notReady = (what = 'This video is still processing') => new MockHttpError(409, what);

export const mediaHandlers = [
  route(getVideoUpload, ({ params }) => {
    const row = findVideoUpload(params.id);
    if (!row) throw notFound('Video upload');
    return publicVideoUpload(settleVideoUpload(row, { poll: true }));
  }),

  route(getVideoUploadSrcJson, ({ params, query }) => {
    const row = loadVideo(params.id);
    if (!canWatch(row)) throw forbidden('You do not have access to this video.');
    if (row.state === 'error') throw new MockHttpError(409, 'Processing this video failed.');
    if (row.state === 'creating') throw notReady();
    const type = query?.type ?? 'original';
    if (type === 'hls' && row.state !== 'transcoded') throw notReady('The HLS rendition is not ready yet');
    const now = mockNow().getTime();
    const src =
      type === 'original' ? `${MEDIA_ASSETS.mp4}?X-Mock-Signature=${row.id}-${now}&X-Mock-Expires=3600` : type === 'hls' ? MEDIA_ASSETS.hls : MEDIA_ASSETS.mp4;
    return { src, expires_at: type === 'original' ? new Date(now + 3_600_000).toISOString() : null };
  }),

  route(getVideoUploadAssets, ({ params }) => videoUploadAssets(loadVideo(params.id))),

  route(getVideoUploadSrc, ({ params, query, request }) => {
    const row = loadVideo(params.id);
    const type = query?.type ?? 'hls';
    const previewReady = row.preview === 'ready';
    const asPreview = query?.preview === true || !canWatch(row);
    if (asPreview && !previewReady) {
      if (query?.preview === true && canWatch(row)) throw notFound('Preview');
      throw forbidden('Subscribe to watch this video.');
    }
    if (!asPreview) {
      if (row.state === 'error') throw new MockHttpError(409, 'Processing this video failed.');
      if (row.state === 'creating') throw notReady();
      if (type === 'hls' && row.state !== 'transcoded') throw notReady('The HLS rendition is not ready yet');
    }
    const src = type === 'hls' ? MEDIA_ASSETS.hls : MEDIA_ASSETS.mp4;
    if (!wantsJson(request)) return redirectTo(request, src);
    const answer: VideoSource = {
      src,
      type,
      content_type: type === 'hls' ? 'application/vnd.apple.mpegurl' : 'video/mp4',
      is_preview: asPreview,
      duration: asPreview ? (row.preview_duration ?? row.duration ?? null) : (row.duration ?? null),
    };
    return answer;
  }),

  route(getAudioUploadSrc, ({ params, query, request }) => {
    const row = findAudioUpload(params.id);
    if (!row) throw notFound('Audio upload');
    const canHear = hasAccess(row.publication_id, neededLevel[row.audience]);
    const asPreview = query?.preview === true || !canHear;
    if (asPreview && !row.preview_src) {
      if (canHear) throw notFound('Free preview');
      throw forbidden(row.type === 'tts' ? 'The audio version is for paid subscribers.' : 'This episode is for paid subscribers.');
    }
    const src = asPreview ? row.preview_src! : row.src;
    if (!wantsJson(request)) return redirectTo(request, src);
    const answer: AudioSource = {
      src,
      content_type: 'audio/mpeg',
      is_preview: asPreview,
      duration: asPreview ? row.preview_duration : row.duration,
    };
    return answer;
  }),

  route(createClip, ({ body }) => {
    const userId = viewerUserId();
    if (userId === null) throw unauthorized();
    const source = findVideoUpload(body.video_upload_id);
    if (!source) throw notFound('Video upload');
    settleVideoUpload(source);
    if (source.publication_id != null && !hasAccess(source.publication_id, 'paid')) throw forbidden(CLIP_NOT_SUBSCRIBED);
    const duration = source.duration ?? 0;
    if (duration <= MIN_CLIPPABLE_SECONDS) throw badRequest(CLIP_TOO_SHORT, 'video_upload_id');
    if (source.state !== 'transcoded') throw badRequest('This video is still processing and cannot be clipped yet.', 'video_upload_id');
    if (body.end <= body.start) throw badRequest('end must be after start', 'end');
    if (body.end > duration) throw badRequest(`end must be within the video (${duration} s)`, 'end');
    const now = mockNow();
    const stamp = now.toISOString();
    const clip: VideoUploadRow = {
      id: mediaStore.nextVideoId++,
      state: 'creating',
      duration: body.end - body.start,
      mux_rendition_quality: null,
      mux_preview_playback_id: null,
      preview_duration: null,
      post_id: source.post_id ?? null,
      user_id: userId,
      publication_id: source.publication_id ?? null,
      src_media_upload_id: source.id,
      clip_start: body.start,
      clip_end: body.end,
      name: null,
      created_at: stamp,
      updated_at: stamp,
      audience: 'everyone',
      preview: 'preparing',
      processing: { startedAt: now.getTime(), polls: 0, outcome: 'transcoded' },
    };
    mediaStore.videos.push(clip);
    return publicVideoUpload(clip);
  }),
];
