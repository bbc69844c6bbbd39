/**
 * Media in the mock world: video uploads (every post video, two too short to clip, and clips in every state) and
 * audio uploads (podcast episodes, a paywalled voiceover). Files are the generated assets under `/mock-assets/media`.
 *
 * Clip processing is time-driven in two ways, whichever comes first (so a story sees a clip finish by polling, and a
 * test can jump the mock clock instead):
 *   step                                   after N polls of E08   or after mock-clock time since creation
 *   preview ready (display state "preview")        1                        10 s
 *   uploaded                                       2                        25 s
 *   transcoded (mux_rendition_quality set)         4                        50 s   (K010: "up to a minute")
 * A clip whose `processing.outcome` is `error` goes to `error` at the "uploaded" step instead. Seeded clips 701–705
 * hold their state forever (stable screenshots); 706 and 708 are processing; clips made with P23 process too.
 */
import type { PostAudience } from '../../src/api/schemas/core';
import type { MediaUpload, MediaUploadAssets, MuxAsset } from '../../src/api/schemas/media';
import { mockNow } from '../clock';
import { core, PUB, VIEWER_IDS } from './core';
import { defineStore } from './store';

export const MEDIA_ASSETS = {
  mp4: '/mock-assets/media/video.mp4',
  hls: '/mock-assets/media/hls/index.m3u8',
  episode: '/mock-assets/media/episode.mp3',
  episodePreview: '/mock-assets/media/episode-preview.mp3',
} as const;

/** Poll counts and clock times at which a processing clip reaches each step (see the module comment). */
export const CLIP_PROCESSING_STEPS = {
  preview: { polls: 1, ms: 10_000 },
  uploaded: { polls: 2, ms: 25_000 },
  transcoded: { polls: 4, ms: 50_000 },
} as const;

export interface ClipProcessing {
  /** Epoch ms (mock clock) when processing started. */
  startedAt: number;
  polls: number;
  outcome: 'transcoded' | 'error';
}

export type VideoUploadRow = MediaUpload & {
  /** Who may watch it (the post's audience; clips and uploads without a post are public). */
  audience: PostAudience;
  /** `null`: no preview; otherwise whether the preview asset is ready. */
  preview: 'preparing' | 'ready' | null;
  processing: ClipProcessing | null;
};

export interface AudioUploadRow {
  id: string;
  type: 'podcast' | 'tts';
  post_id: number;
  publication_id: number;
  audience: PostAudience;
  duration: number;
  src: string;
  /** The free preview (podcastFields.free_podcast_url); null when there is none (paywalled). */
  preview_src: string | null;
  preview_duration: number | null;
}

export const mediaStore = defineStore('media', (ctx) => {
  const at = ctx.at;
  const upload = (row: Partial<VideoUploadRow> & Pick<VideoUploadRow, 'id' | 'state'>): VideoUploadRow => ({
    duration: null,
    mux_rendition_quality: row.state === 'transcoded' ? 'high' : null,
    mux_preview_playback_id: null,
    preview_duration: null,
    post_id: null,
    user_id: VIEWER_IDS.admin,
    publication_id: PUB.margin,
    src_media_upload_id: null,
    clip_start: null,
    clip_end: null,
    name: null,
    created_at: at({ days: -3 }),
    updated_at: at({ days: -3 }),
    audience: 'everyone',
    preview: null,
    processing: null,
    ...row,
  });

  // Every post video in the core world, transcoded, with a preview when the post names a preview length.
  const postVideos = core.posts
    .filter((p) => p.videoUpload && p.video_upload_id)
    .map((p) =>
      upload({
        id: p.video_upload_id!,
        state: 'transcoded',
        duration: p.videoUpload!.duration,
        preview_duration: p.videoUpload!.preview_duration ?? null,
        mux_preview_playback_id: p.videoUpload!.preview_duration ? `mock-preview-${p.video_upload_id}` : null,
        preview: p.videoUpload!.preview_duration ? 'ready' : null,
        post_id: p.id,
        publication_id: p.publication_id,
        audience: p.audience,
        name: p.title,
        created_at: p.post_date ?? at({ days: -10 }),
        updated_at: p.post_date ?? at({ days: -10 }),
      }),
    );

  const clip = (row: Partial<VideoUploadRow> & Pick<VideoUploadRow, 'id' | 'state' | 'clip_start' | 'clip_end'>, source = 501) =>
    upload({
      src_media_upload_id: source,
      post_id: postVideos.find((v) => v.id === source)?.post_id ?? null,
      duration: row.clip_end! - row.clip_start!,
      user_id: VIEWER_IDS.paid,
      ...row,
    });

  const videos: VideoUploadRow[] = [
    ...postVideos,
    // Too short to clip (K009: ≤ 5 s is blocked): exactly 5 s, and 3.5 s.
    upload({ id: 510, state: 'transcoded', duration: 5, name: 'Station ident (5 s)' }),
    upload({ id: 511, state: 'transcoded', duration: 3.5, name: 'Bumper (3.5 s)' }),
    // An original still being prepared (not clippable until transcoded).
    upload({ id: 512, state: 'uploaded', duration: 312, name: 'Raw interview', created_at: at({ hours: -1 }), updated_at: at({ hours: -1 }) }),
    // Clips of the walk-through video (post 1006), one per display state (M09), frozen.
    clip({
      id: 701,
      state: 'creating',
      clip_start: 30,
      clip_end: 75,
      preview: 'preparing',
      name: 'Creating',
      created_at: at({ seconds: -20 }),
      updated_at: at({ seconds: -20 }),
    }),
    clip({
      id: 702,
      state: 'creating',
      clip_start: 120,
      clip_end: 150,
      preview: 'ready',
      mux_preview_playback_id: 'mock-preview-702',
      name: 'Preview ready',
      created_at: at({ seconds: -40 }),
      updated_at: at({ seconds: -30 }),
    }),
    clip({ id: 703, state: 'uploaded', clip_start: 200, clip_end: 260, preview: 'ready', mux_preview_playback_id: 'mock-preview-703', name: 'Uploaded' }),
    clip({
      id: 704,
      state: 'transcoded',
      clip_start: 310,
      clip_end: 355,
      preview: 'ready',
      mux_preview_playback_id: 'mock-preview-704',
      name: 'The bookseller’s answer',
      user_id: VIEWER_IDS.founding,
    }),
    clip({ id: 705, state: 'error', clip_start: 400, clip_end: 430, name: 'Failed clip', updated_at: at({ days: -3, minutes: 1 }) }),
    // Processing clips: 706 finishes (transcoded), 708 fails (error), by polls or by mock-clock time.
    clip({
      id: 706,
      state: 'creating',
      clip_start: 500,
      clip_end: 540,
      preview: 'preparing',
      name: 'Processing clip',
      created_at: at({}),
      updated_at: at({}),
      processing: { startedAt: ctx.now.getTime(), polls: 0, outcome: 'transcoded' },
    }),
    clip(
      {
        id: 707,
        state: 'transcoded',
        clip_start: 10,
        clip_end: 40,
        preview: 'ready',
        mux_preview_playback_id: 'mock-preview-707',
        name: 'From the archive',
        user_id: VIEWER_IDS.founding,
      },
      520,
    ),
    clip({
      id: 708,
      state: 'creating',
      clip_start: 600,
      clip_end: 640,
      preview: 'preparing',
      name: 'Processing clip that fails',
      created_at: at({}),
      updated_at: at({}),
      processing: { startedAt: ctx.now.getTime(), polls: 0, outcome: 'error' },
    }),
  ];

  // Audio: every podcast post (episode 1007 keeps its seeded upload id), and post 1015's paywalled voiceover.
  const audio: AudioUploadRow[] = core.posts
    .filter((p) => p.type === 'podcast')
    .map((p) => {
      const preview = p.podcastFields?.free_podcast_url ?? null;
      return {
        id: p.podcastUpload?.src_media_upload_id ?? `a-${p.id}`,
        type: 'podcast' as const,
        post_id: p.id,
        publication_id: p.publication_id,
        audience: p.audience,
        duration: p.podcast_duration ?? 900,
        src: MEDIA_ASSETS.episode,
        preview_src: preview ? MEDIA_ASSETS.episodePreview : null,
        preview_duration: preview ? 300 : null,
      };
    });
  audio.push({
    id: 'v-1015',
    type: 'tts',
    post_id: 1015,
    publication_id: PUB.margin,
    audience: 'only_paid',
    duration: 540,
    src: MEDIA_ASSETS.episode,
    preview_src: null,
    preview_duration: null,
  });

  return { videos, audio, nextVideoId: 900 };
});

export function findVideoUpload(id: number): VideoUploadRow | undefined {
  return mediaStore.videos.find((v) => v.id === id);
}

export function findAudioUpload(id: string): AudioUploadRow | undefined {
  return mediaStore.audio.find((a) => a.id === id);
}

function reached(p: ClipProcessing, step: keyof typeof CLIP_PROCESSING_STEPS, now: number): boolean {
  const s = CLIP_PROCESSING_STEPS[step];
  return p.polls >= s.polls || now - p.startedAt >= s.ms;
}

/**
 * Moves a processing upload to the step its polls or the mock clock have reached (in place). `poll` counts one
 * poll of E08 first. Uploads without `processing` never change.
 */
export function settleVideoUpload(row: VideoUploadRow, { poll = false }: { poll?: boolean } = {}): VideoUploadRow {
  const p = row.processing;
  if (!p) return row;
  if (poll) p.polls += 1;
  const now = mockNow().getTime();
  const stamp = new Date(now).toISOString();
  if (row.preview === 'preparing' && reached(p, 'preview', now) && p.outcome === 'transcoded') {
    row.preview = 'ready';
    row.mux_preview_playback_id = `mock-preview-${row.id}`;
    row.updated_at = stamp;
  }
  if (reached(p, 'uploaded', now)) {
    if (p.outcome === 'error') {
      row.state = 'error';
      row.preview = null;
      row.mux_preview_playback_id = null;
      row.processing = null;
      row.updated_at = stamp;
      return row;
    }
    if (row.state === 'creating') {
      row.state = 'uploaded';
      row.updated_at = stamp;
    }
  }
  if (reached(p, 'transcoded', now)) {
    row.state = 'transcoded';
    row.mux_rendition_quality = 'high';
    row.processing = null;
    row.updated_at = stamp;
  }
  return row;
}

/** The upload as E08 answers it (store-only fields dropped). */
export function publicVideoUpload(row: VideoUploadRow): MediaUpload {
  const { audience: _a, preview: _p, processing: _pr, ...upload } = row;
  return upload;
}

/** E10: the Mux assets implied by the upload's state. */
export function videoUploadAssets(row: VideoUploadRow): MediaUploadAssets {
  const full: MuxAsset = {
    status: row.state === 'transcoded' ? 'ready' : row.state === 'error' ? 'errored' : 'preparing',
    playback_id: row.state === 'transcoded' ? `mock-playback-${row.id}` : null,
    duration: row.duration ?? null,
    aspect_ratio: '16:9',
  };
  const preview: MuxAsset | null = row.preview
    ? {
        status: row.preview,
        playback_id: row.preview === 'ready' ? (row.mux_preview_playback_id ?? `mock-preview-${row.id}`) : null,
        duration: row.preview_duration ?? row.duration ?? null,
        aspect_ratio: '16:9',
      }
    : null;
  return { mux_asset: full, mux_preview_asset: preview };
}
