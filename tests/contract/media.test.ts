import { describe, expect, it } from 'vitest';
import { createClip, getAudioUploadSrc, getVideoUpload, getVideoUploadAssets, getVideoUploadSrc, getVideoUploadSrcJson } from '../../src/api/endpoints/media';
import { clipDisplayState } from '../../src/features/media/clipDisplay.machine';
import { advanceMockClock } from '../../mocks/clock';
import { CLIP_NOT_SUBSCRIBED, CLIP_TOO_SHORT } from '../../mocks/handlers/media';
import { setScenario } from '../../mocks/scenario';
import { BASE_URL, call, callError, useMockServer } from './setup';

useMockServer();

/** E08 then E10, as the clip modal does, and the display state they give (M09, gap G07). */
async function displayState(id: number) {
  const upload = await call(getVideoUpload, { params: { id } });
  const assets = await call(getVideoUploadAssets, { params: { id } });
  return { upload, assets, display: clipDisplayState(upload, assets) };
}

/** A raw request, to see what a media element sees (redirects) or the error body's field. */
function raw(path: string, init: RequestInit = {}) {
  return fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init });
}

describe('E08 GET /api/v1/video/upload/:id', () => {
  it('returns a transcoded post video with its duration, rendition and preview', async () => {
    const upload = await call(getVideoUpload, { params: { id: 501 } });
    expect(upload).toMatchObject({ id: 501, state: 'transcoded', duration: 754, mux_rendition_quality: 'high', post_id: 1006, preview_duration: 60 });
    expect(upload.mux_preview_playback_id).toBeTruthy();
  });

  it('has a seeded clip in every display state', async () => {
    const states = await Promise.all([701, 702, 703, 704, 705].map(async (id) => (await displayState(id)).display));
    expect(states).toEqual(['creating', 'preview', 'uploaded', 'transcoded', 'error']);
    const creating = await call(getVideoUpload, { params: { id: 701 } });
    expect(creating.mux_rendition_quality).toBeNull();
    expect(creating.src_media_upload_id).toBe(501);
  });

  it('moves a processing clip along with each poll: creating → preview → uploaded → transcoded', async () => {
    const seen: string[] = [];
    for (let poll = 0; poll < 5; poll++) seen.push((await displayState(706)).display);
    expect(seen).toEqual(['preview', 'uploaded', 'uploaded', 'transcoded', 'transcoded']);
    const done = await call(getVideoUpload, { params: { id: 706 } });
    expect(done.mux_rendition_quality).toBe('high');
  });

  it('moves a processing clip along with the mock clock, without polls', async () => {
    expect((await call(getVideoUploadAssets, { params: { id: 706 } })).mux_preview_asset?.status).toBe('preparing');
    advanceMockClock(12_000);
    expect((await call(getVideoUploadAssets, { params: { id: 706 } })).mux_preview_asset?.status).toBe('ready');
    advanceMockClock(50_000);
    expect((await call(getVideoUploadAssets, { params: { id: 706 } })).mux_asset?.status).toBe('ready');
  });

  it('ends a failing clip in error after two polls', async () => {
    expect((await call(getVideoUpload, { params: { id: 708 } })).state).toBe('creating');
    expect((await call(getVideoUpload, { params: { id: 708 } })).state).toBe('error');
    expect((await call(getVideoUploadAssets, { params: { id: 708 } })).mux_asset?.status).toBe('errored');
  });

  it('keeps the seeded states frozen whatever the polls and the clock', async () => {
    for (let i = 0; i < 6; i++) await call(getVideoUpload, { params: { id: 701 } });
    advanceMockClock(3_600_000);
    expect((await displayState(701)).display).toBe('creating');
    expect((await displayState(702)).display).toBe('preview');
  });

  it('answers 404 for an unknown upload and for a non-numeric id', async () => {
    const error = await callError(getVideoUpload, { params: { id: 99999 } });
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Video upload not found');
    expect((await raw('/api/v1/video/upload/abc')).status).toBe(404);
  });
});

describe('E09 GET /api/v1/video/upload/:id/src.json', () => {
  it('answers a presigned address of the original file', async () => {
    const answer = await call(getVideoUploadSrcJson, { params: { id: 501 }, query: { type: 'original' } });
    expect(answer.src).toMatch(/^\/mock-assets\/media\/video\.mp4\?X-Mock-Signature=/);
    expect(answer.expires_at).toBeTruthy();
  });

  it('plays an uploaded (not yet transcoded) clip from its original, but has no HLS for it', async () => {
    expect((await call(getVideoUploadSrcJson, { params: { id: 703 } })).src).toContain('/mock-assets/media/video.mp4');
    expect((await callError(getVideoUploadSrcJson, { params: { id: 703 }, query: { type: 'hls' } })).status).toBe(409);
    expect((await call(getVideoUploadSrcJson, { params: { id: 704 }, query: { type: 'hls' } })).src).toBe('/mock-assets/media/hls/index.m3u8');
  });

  it('answers 409 while creating and after an error, 404 for an unknown upload', async () => {
    expect((await callError(getVideoUploadSrcJson, { params: { id: 701 } })).status).toBe(409);
    expect((await callError(getVideoUploadSrcJson, { params: { id: 705 } })).status).toBe(409);
    expect((await callError(getVideoUploadSrcJson, { params: { id: 4242 } })).status).toBe(404);
  });

  it('refuses the original of a paid video to a free reader, not to a paid one or staff', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(getVideoUploadSrcJson, { params: { id: 501 } })).status).toBe(403);
    setScenario({ viewer: 'contributor' });
    await expect(call(getVideoUploadSrcJson, { params: { id: 501 } })).resolves.toBeDefined();
  });

  it('rejects an unknown type with 400', async () => {
    const response = await raw('/api/v1/video/upload/501/src.json?type=webm');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe('type');
  });
});

describe('E10 GET /api/v1/video/upload/:id/assets', () => {
  it('reports mux_asset and mux_preview_asset by state', async () => {
    expect(await call(getVideoUploadAssets, { params: { id: 702 } })).toMatchObject({
      mux_asset: { status: 'preparing' },
      mux_preview_asset: { status: 'ready' },
    });
    expect(await call(getVideoUploadAssets, { params: { id: 704 } })).toMatchObject({ mux_asset: { status: 'ready' }, mux_preview_asset: { status: 'ready' } });
    expect((await call(getVideoUploadAssets, { params: { id: 705 } })).mux_asset?.status).toBe('errored');
    expect((await call(getVideoUploadAssets, { params: { id: 510 } })).mux_preview_asset).toBeNull();
  });

  it('answers 404 for an unknown upload', async () => {
    expect((await callError(getVideoUploadAssets, { params: { id: 99999 } })).status).toBe(404);
  });
});

describe('E11 GET /api/v1/video/upload/:id/src', () => {
  it('gives a paid reader the full HLS source, and mp4 on request', async () => {
    expect(await call(getVideoUploadSrc, { params: { id: 501 } })).toEqual({
      src: '/mock-assets/media/hls/index.m3u8',
      type: 'hls',
      content_type: 'application/vnd.apple.mpegurl',
      is_preview: false,
      duration: 754,
    });
    expect((await call(getVideoUploadSrc, { params: { id: 501 }, query: { type: 'mp4' } })).src).toBe('/mock-assets/media/video.mp4');
  });

  it('gives a free reader the preview of a paid video, and anyone the preview on request', async () => {
    setScenario({ viewer: 'free' });
    expect(await call(getVideoUploadSrc, { params: { id: 501 } })).toMatchObject({ is_preview: true, duration: 60 });
    setScenario({ viewer: 'paid' });
    expect((await call(getVideoUploadSrc, { params: { id: 501 }, query: { preview: true } })).is_preview).toBe(true);
  });

  it('refuses a paid video without a preview to a free reader (403)', async () => {
    setScenario({ viewer: 'free' });
    const error = await callError(getVideoUploadSrc, { params: { id: 525 } });
    expect(error.status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await call(getVideoUploadSrc, { params: { id: 520 } })).is_preview).toBe(false);
  });

  it('has mp4 but no HLS for an uploaded clip, nothing while creating', async () => {
    expect((await call(getVideoUploadSrc, { params: { id: 703 }, query: { type: 'mp4' } })).type).toBe('mp4');
    expect((await callError(getVideoUploadSrc, { params: { id: 703 } })).status).toBe(409);
    expect((await callError(getVideoUploadSrc, { params: { id: 701 }, query: { type: 'mp4' } })).status).toBe(409);
    expect((await callError(getVideoUploadSrc, { params: { id: 777 } })).status).toBe(404);
  });

  it('redirects a media element (no JSON Accept) to the file', async () => {
    const response = await raw('/api/v1/video/upload/501/src?type=hls&token=abc', { headers: { Accept: '*/*' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${BASE_URL}/mock-assets/media/hls/index.m3u8`);
  });
});

describe('E12 GET /api/v1/audio/upload/:id/src', () => {
  it('gives a paid reader the full paid episode', async () => {
    expect(await call(getAudioUploadSrc, { params: { id: 'a-601' } })).toEqual({
      src: '/mock-assets/media/episode.mp3',
      content_type: 'audio/mpeg',
      is_preview: false,
      duration: 1860,
    });
  });

  it('gives free and anonymous readers the free preview, and a paid reader on request', async () => {
    for (const viewer of ['free', 'anonymous'] as const) {
      setScenario({ viewer });
      expect(await call(getAudioUploadSrc, { params: { id: 'a-601' } })).toMatchObject({ src: '/mock-assets/media/episode-preview.mp3', is_preview: true });
    }
    setScenario({ viewer: 'paid' });
    expect((await call(getAudioUploadSrc, { params: { id: 'a-601' }, query: { preview: true } })).is_preview).toBe(true);
  });

  it('refuses the paywalled voiceover to a free reader (no preview), not to a paid one', async () => {
    setScenario({ viewer: 'free' });
    const error = await callError(getAudioUploadSrc, { params: { id: 'v-1015' } });
    expect(error.status).toBe(403);
    expect(error.serverMessage).toMatch(/paid subscribers/);
    setScenario({ viewer: 'paid' });
    expect((await call(getAudioUploadSrc, { params: { id: 'v-1015' } })).is_preview).toBe(false);
  });

  it('plays a free episode in full to anyone; 404 for an unknown upload or a missing preview', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await call(getAudioUploadSrc, { params: { id: 'a-1107' } })).is_preview).toBe(false);
    expect((await callError(getAudioUploadSrc, { params: { id: 'a-1107' }, query: { preview: true } })).status).toBe(404);
    expect((await callError(getAudioUploadSrc, { params: { id: 'nope' } })).status).toBe(404);
  });

  it('redirects an audio element to the file by access', async () => {
    setScenario({ viewer: 'free' });
    const response = await raw('/api/v1/audio/upload/a-601/src', { headers: { Accept: 'audio/webm,audio/*;q=0.9,*/*;q=0.5' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${BASE_URL}/mock-assets/media/episode-preview.mp3`);
  });
});

describe('P23 POST /api/v1/video/clip', () => {
  it('creates a clip in creating, visible to the next GET, which reaches transcoded after a few polls', async () => {
    const clip = await call(createClip, { body: { video_upload_id: 501, start: 12, end: 42.5 } });
    expect(clip).toMatchObject({ state: 'creating', duration: 30.5, src_media_upload_id: 501, clip_start: 12, clip_end: 42.5, user_id: 102, post_id: 1006 });
    const states: string[] = [];
    for (let i = 0; i < 4; i++) states.push((await call(getVideoUpload, { params: { id: clip.id } })).state);
    expect(states).toEqual(['creating', 'uploaded', 'uploaded', 'transcoded']);
    const second = await call(createClip, { body: { video_upload_id: 520, start: 0, end: 10 } });
    expect(second.id).toBe(clip.id + 1);
  });

  it('lets paid and founding subscribers and staff clip', async () => {
    for (const viewer of ['founding', 'contributor', 'admin'] as const) {
      setScenario({ viewer });
      expect((await call(createClip, { body: { video_upload_id: 501, start: 0, end: 30 } })).state).toBe('creating');
    }
  });

  it('refuses a free reader (403 with the spec text) and an anonymous one (401)', async () => {
    setScenario({ viewer: 'free' });
    const error = await callError(createClip, { body: { video_upload_id: 501, start: 0, end: 30 } });
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe(CLIP_NOT_SUBSCRIBED);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(createClip, { body: { video_upload_id: 501, start: 0, end: 30 } })).isUnauthorized).toBe(true);
  });

  it('refuses videos of 5 seconds or shorter, naming video_upload_id', async () => {
    for (const id of [510, 511]) {
      const response = await raw('/api/v1/video/clip', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ video_upload_id: id, start: 0, end: 2 }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe(CLIP_TOO_SHORT);
      expect(body.errors[0].field).toBe('video_upload_id');
    }
  });

  it('validates the range: end after start and within the video; start not negative', async () => {
    const post = (body: unknown) =>
      raw('/api/v1/video/clip', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        field: (await r.json()).errors[0].field,
      }));
    expect(await post({ video_upload_id: 501, start: 30, end: 30 })).toEqual({ status: 400, field: 'end' });
    expect(await post({ video_upload_id: 501, start: 40, end: 10 })).toEqual({ status: 400, field: 'end' });
    expect(await post({ video_upload_id: 501, start: 700, end: 800 })).toEqual({ status: 400, field: 'end' });
    expect(await post({ video_upload_id: 501, start: -1, end: 10 })).toEqual({ status: 400, field: 'start' });
    expect(await post({ video_upload_id: 501, start: 0 })).toEqual({ status: 400, field: 'end' });
  });

  it('refuses a source still processing (400) and an unknown one (404)', async () => {
    const processing = await callError(createClip, { body: { video_upload_id: 512, start: 0, end: 30 } });
    expect(processing.status).toBe(400);
    expect((await callError(createClip, { body: { video_upload_id: 9999, start: 0, end: 30 } })).status).toBe(404);
  });
});
