import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ActiveLiveStream, LiveStream, LiveStreamPageData } from '../../api/schemas/livestream';
import { aspectOf, endedMessage, followedStream, gateVariant, initialState, isFullscreen, type State, transition } from './livestream.machine';

const stream = (over: Partial<LiveStream> = {}): LiveStream => ({
  id: 801,
  title: 'Live',
  description: null,
  status: 'active',
  audience: 'paid',
  total_viewers: 342,
  current_viewers: 128,
  ...over,
});
const active = (url: string | null, over: Partial<LiveStream> = {}): ActiveLiveStream => ({
  liveStream: stream(over),
  liveStreamInformation: { desktopPlaybackUrl: url, aspectRatio: '16:9', chatAuthInfo: { canSendChat: url !== null, errorMessage: null } },
});
const page = (a: ActiveLiveStream | null): LiveStreamPageData => ({
  activeLiveStream: a,
  scheduledLiveStreams: [],
  pastLiveStreamPosts: [],
  pastLiveStreamSectionId: null,
});
const failure = new ApiError({ kind: 'http', route: 'GET /livestream/data', status: 500 });
const counts = { total_viewers: 342, current_viewers: 128 };

describe('M32 livestream machine', () => {
  it('loading → no_active when no stream is live', () => {
    const data = page(null);
    expect(transition(initialState, { type: 'PAGE_LOADED', data })).toEqual({ name: 'no_active', page: data });
  });

  it('loading → active with a playback address; counts from the stream', () => {
    const a = active('https://x/live.m3u8');
    expect(transition(initialState, { type: 'PAGE_LOADED', data: page(a) })).toEqual({
      name: 'active',
      stream: a.liveStream,
      info: a.liveStreamInformation,
      counts,
      fullscreen: false,
    });
  });

  it('loading → active_gated without a playback address (gate open)', () => {
    const next = transition(initialState, { type: 'PAGE_LOADED', data: page(active(null, { audience: 'only_founding' })) });
    expect(next).toMatchObject({ name: 'active_gated', gate: 'open' });
    expect(gateVariant(followedStream(next)!)).toBe('only_founding');
  });

  it('loading → failed → RETRY → loading', () => {
    const failed = transition(initialState, { type: 'PAGE_FAILED', error: failure });
    expect(failed).toEqual({ name: 'failed', failure });
    expect(transition(failed, { type: 'RETRY' })).toEqual({ name: 'loading' });
  });

  it('viewer counts from the channel update active and gated pages; equal counts keep the state', () => {
    const a = transition(initialState, { type: 'PAGE_LOADED', data: page(active('u')) });
    const moved = transition(a, { type: 'VIEWER_COUNTS', counts: { total_viewers: 346, current_viewers: 131 } });
    expect(moved).toMatchObject({ name: 'active', counts: { total_viewers: 346, current_viewers: 131 } });
    expect(transition(moved, { type: 'VIEWER_COUNTS', counts: { total_viewers: 346, current_viewers: 131 } })).toBe(moved);
    const g = transition(initialState, { type: 'PAGE_LOADED', data: page(active(null)) });
    expect(transition(g, { type: 'VIEWER_COUNTS', counts: { total_viewers: 1, current_viewers: 1 } })).toMatchObject({
      name: 'active_gated',
      counts: { total_viewers: 1, current_viewers: 1 },
    });
  });

  it('fullscreen is a sub-state of active: toggled, exited, kept across polls', () => {
    const a = transition(initialState, { type: 'PAGE_LOADED', data: page(active('u')) });
    const full = transition(a, { type: 'TOGGLE_FULLSCREEN' });
    expect(isFullscreen(full)).toBe(true);
    expect(isFullscreen(transition(full, { type: 'STREAM_POLLED', stream: active('u') }))).toBe(true);
    expect(isFullscreen(transition(full, { type: 'EXIT_FULLSCREEN' }))).toBe(false);
    expect(isFullscreen(transition(full, { type: 'TOGGLE_FULLSCREEN' }))).toBe(false);
    expect(transition(a, { type: 'EXIT_FULLSCREEN' })).toBe(a);
  });

  it('the poll notices the end: a viewer with access gets thanks, a gated viewer the invitation', () => {
    const a = transition(initialState, { type: 'PAGE_LOADED', data: page(active('u')) });
    const ended = transition(a, { type: 'STREAM_POLLED', stream: active(null, { status: 'ended' }) }) as Extract<State, { name: 'ended' }>;
    expect(ended).toMatchObject({ name: 'ended', hadAccess: true });
    expect(endedMessage(ended)).toBe('thanks');
    const g = transition(initialState, { type: 'PAGE_LOADED', data: page(active(null, { audience: 'only_free' })) });
    const endedGated = transition(g, { type: 'STREAM_POLLED', stream: active(null, { status: 'ended', audience: 'only_free' }) }) as Extract<
      State,
      { name: 'ended' }
    >;
    expect(endedGated).toMatchObject({ name: 'ended', hadAccess: false });
    expect(endedMessage(endedGated)).toBe('only_free');
  });

  it('a poll can open the gate (access lost) or lift it (access gained); another stream’s answer is ignored', () => {
    const a = transition(initialState, { type: 'PAGE_LOADED', data: page(active('u')) });
    expect(transition(a, { type: 'STREAM_POLLED', stream: active(null) })).toMatchObject({ name: 'active_gated', gate: 'open' });
    const g = transition(initialState, { type: 'PAGE_LOADED', data: page(active(null)) });
    expect(transition(g, { type: 'STREAM_POLLED', stream: active('u') })).toMatchObject({ name: 'active', fullscreen: false });
    expect(transition(g, { type: 'STREAM_POLLED', stream: active('u', { id: 999 }) })).toBe(g);
  });

  it('the gate can be dismissed and opened again', () => {
    const g = transition(initialState, { type: 'PAGE_LOADED', data: page(active(null)) });
    const dismissed = transition(g, { type: 'DISMISS_GATE' });
    expect(dismissed).toMatchObject({ gate: 'dismissed' });
    expect(transition(dismissed, { type: 'DISMISS_GATE' })).toBe(dismissed);
    expect(transition(dismissed, { type: 'OPEN_GATE' })).toMatchObject({ gate: 'open' });
  });

  it('ignores events that do not apply', () => {
    const none = transition(initialState, { type: 'PAGE_LOADED', data: page(null) });
    for (const e of [
      { type: 'PAGE_LOADED', data: page(active('u')) },
      { type: 'PAGE_FAILED', error: failure },
      { type: 'RETRY' },
      { type: 'STREAM_POLLED', stream: active('u') },
      { type: 'VIEWER_COUNTS', counts },
      { type: 'TOGGLE_FULLSCREEN' },
      { type: 'DISMISS_GATE' },
      { type: 'OPEN_GATE' },
    ] as const)
      expect(transition(none, e)).toBe(none);
    const ended = transition(transition(initialState, { type: 'PAGE_LOADED', data: page(active('u')) }), {
      type: 'STREAM_POLLED',
      stream: active(null, { status: 'ended' }),
    });
    expect(transition(ended, { type: 'STREAM_POLLED', stream: active('u') })).toBe(ended);
    expect(followedStream(ended)).toBeNull();
  });
});

describe('aspectOf', () => {
  it('reads w:h and falls back to 16:9', () => {
    expect(aspectOf('4:3')).toEqual({ width: 4, height: 3 });
    expect(aspectOf('16:9')).toEqual({ width: 16, height: 9 });
    expect(aspectOf('0:9')).toEqual({ width: 16, height: 9 });
    expect(aspectOf(null)).toEqual({ width: 16, height: 9 });
    expect(aspectOf('wide')).toEqual({ width: 16, height: 9 });
  });
});
