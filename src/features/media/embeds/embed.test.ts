import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { loadStatus } from '../../../kit/read';
import { embedAutoplay, embedMediaOf, embedStatus } from './embed';

const podcast = { type: 'podcast', podcastUpload: { src_media_upload_id: 'a-601' } } as const;
const video = { type: 'video', video_upload_id: 501 } as const;
const newsletter = { type: 'newsletter' } as const;
const notFound = new ApiError({ kind: 'http', route: 'GET /api/v1/posts/:slug', status: 404 });
const serverError = new ApiError({ kind: 'http', route: 'GET /api/v1/posts/:slug', status: 500 });
const offline = new ApiError({ kind: 'network', route: 'GET /api/v1/posts/:slug' });

describe('embed rules', () => {
  it('a podcast embed plays a podcast post’s episode upload; a video embed a video post’s upload', () => {
    expect(embedMediaOf(podcast, 'podcast')).toEqual({ kind: 'podcast', audioId: 'a-601' });
    expect(embedMediaOf(video, 'video')).toEqual({ kind: 'video', videoId: 501 });
    expect(embedMediaOf({ type: 'video', videoUpload: { id: 7, duration: 12 } }, 'video')).toEqual({ kind: 'video', videoId: 7 });
  });

  it('nothing to play: the wrong kind of post, or a post of the right kind without its upload', () => {
    expect(embedMediaOf(video, 'podcast')).toBeNull();
    expect(embedMediaOf(podcast, 'video')).toBeNull();
    expect(embedMediaOf(newsletter, 'podcast')).toBeNull();
    expect(embedMediaOf({ type: 'podcast', podcastUpload: null }, 'podcast')).toBeNull();
    expect(embedMediaOf({ type: 'podcast', podcastUpload: { src_media_upload_id: '' } }, 'podcast')).toBeNull();
    expect(embedMediaOf({ type: 'video', video_upload_id: null, videoUpload: null }, 'video')).toBeNull();
  });

  it('status: loading → ready / no_media; 404 → not_found; other failures → error', () => {
    type Post = typeof podcast | typeof video;
    const pending = { status: 'pending', data: undefined, error: null } as const;
    const ok = (data: Post) => loadStatus<Post>({ status: 'success', data, error: null });
    const failed = (error: unknown) => loadStatus<Post>({ status: 'error', data: undefined, error });
    expect(embedStatus(loadStatus<Post>(pending), 'podcast')).toBe('loading');
    expect(embedStatus(ok(podcast), 'podcast')).toBe('ready');
    expect(embedStatus(ok(podcast), 'video')).toBe('no_media');
    expect(embedStatus(ok(video), 'video')).toBe('ready');
    expect(embedStatus(failed(notFound), 'video')).toBe('not_found');
    expect(embedStatus(failed(serverError), 'video')).toBe('error');
    expect(embedStatus(failed(offline), 'podcast')).toBe('error');
    expect(embedStatus(failed(new Error('boom')), 'podcast')).toBe('error');
  });

  it('autoplay only for autoplay=1 (K130)', () => {
    expect(embedAutoplay('?autoplay=1')).toBe(true);
    expect(embedAutoplay('?t=3&autoplay=1')).toBe(true);
    expect(embedAutoplay('')).toBe(false);
    expect(embedAutoplay('?autoplay=true')).toBe(false);
    expect(embedAutoplay('?autoplay=0')).toBe(false);
    expect(embedAutoplay('?autoplay')).toBe(false);
  });
});
