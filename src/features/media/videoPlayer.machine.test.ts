import { describe, expect, it } from 'vitest';
import {
  aspectPadding,
  aspectPaddingOf,
  initialVideoPlayerState,
  isVideoPlayerActive,
  parseStartTime,
  playerKeyAction,
  previewOverlayVisible,
  progressPercent,
  resumePosition,
  type VideoPlayerEvent,
  type VideoPlayerState,
  videoPlayerEventTypes,
  videoPlayerStateNames,
  videoPlayerTransition as t,
  videoSources,
} from './videoPlayer.machine';

const run = (state: VideoPlayerState, ...events: VideoPlayerEvent['type'][]) => events.reduce((s, type) => t(s, { type } as VideoPlayerEvent), state);
const three = initialVideoPlayerState(3);

describe('video player machine (M52)', () => {
  it('names its states and events', () => {
    expect(videoPlayerStateNames).toEqual(['preview', 'attempting', 'playing', 'paused', 'waiting', 'ended']);
    expect(videoPlayerEventTypes).toHaveLength(10);
  });

  it('preview → attempting (reader) → playing ⇄ paused', () => {
    const attempting = t(three, { type: 'PLAY' });
    expect(attempting).toMatchObject({ name: 'attempting', origin: 'reader', source: 0 });
    const playing = t(attempting, { type: 'STARTED' });
    expect(playing.name).toBe('playing');
    expect(run(playing, 'PAUSED').name).toBe('paused');
    expect(run(playing, 'PAUSED', 'PLAY').name).toBe('attempting');
    expect(run(playing, 'PAUSED', 'PLAY', 'STARTED').name).toBe('playing');
    // A paused element resumed by the platform (media keys) plays without a PLAY first.
    expect(run(playing, 'PAUSED', 'STARTED').name).toBe('playing');
  });

  it('buffering: playing → waiting → playing; waiting can pause or end', () => {
    const waiting = run(three, 'PLAY', 'STARTED', 'WAITING');
    expect(waiting.name).toBe('waiting');
    expect(run(waiting, 'STARTED').name).toBe('playing');
    expect(run(waiting, 'PAUSED').name).toBe('paused');
    expect(run(waiting, 'ENDED').name).toBe('ended');
    expect(isVideoPlayerActive(waiting)).toBe(true);
  });

  it('ended → PLAY starts again', () => {
    const ended = run(three, 'PLAY', 'STARTED', 'ENDED');
    expect(ended.name).toBe('ended');
    expect(isVideoPlayerActive(ended)).toBe(false);
    expect(run(ended, 'PLAY')).toMatchObject({ name: 'attempting', origin: 'reader' });
    expect(run(ended, 'WAITING')).toBe(ended);
  });

  it('autoplay: with sound → muted → preview when both are refused', () => {
    const withSound = t(three, { type: 'AUTOPLAY' });
    expect(withSound).toMatchObject({ name: 'attempting', origin: 'autoplay', muted: false });
    const muted = t(withSound, { type: 'REJECTED' });
    expect(muted).toMatchObject({ name: 'attempting', origin: 'autoplay', muted: true });
    expect(t(muted, { type: 'STARTED' })).toMatchObject({ name: 'playing', muted: true });
    expect(t(muted, { type: 'REJECTED' })).toMatchObject({ name: 'preview', failed: false, muted: false });
  });

  it('a reader play refused with sound plays muted; refused again it stops in paused; a pause while attempting too', () => {
    expect(run(three, 'PLAY', 'REJECTED')).toMatchObject({ name: 'attempting', origin: 'reader', muted: true });
    expect(run(three, 'PLAY', 'REJECTED', 'REJECTED')).toMatchObject({ name: 'paused', muted: true });
    expect(run(three, 'PLAY', 'PAUSED').name).toBe('paused');
    expect(run(three, 'PLAY', 'ENDED').name).toBe('attempting');
  });

  it('sources: HLS → MP4 → native, then the preview marked failed', () => {
    const hls = run(three, 'AUTOPLAY');
    const mp4 = t(hls, { type: 'SOURCE_FAILED' });
    expect(mp4).toMatchObject({ name: 'attempting', origin: 'autoplay', source: 1 });
    const native = t(run(mp4, 'STARTED'), { type: 'SOURCE_FAILED' });
    expect(native).toMatchObject({ name: 'attempting', origin: 'reader', source: 2 });
    const failed = t(native, { type: 'SOURCE_FAILED' });
    expect(failed).toMatchObject({ name: 'preview', failed: true, source: 2 });
    // A failed player does not try again, and a failure in preview changes nothing.
    expect(t(failed, { type: 'PLAY' })).toBe(failed);
    expect(t(three, { type: 'SOURCE_FAILED' })).toBe(three);
  });

  it('RETRY after every source failed starts again from the first; otherwise it changes nothing', () => {
    const failed = run(three, 'PLAY', 'SOURCE_FAILED', 'SOURCE_FAILED', 'SOURCE_FAILED');
    expect(failed).toMatchObject({ name: 'preview', failed: true });
    expect(t(failed, { type: 'RETRY' })).toMatchObject({ name: 'attempting', origin: 'reader', source: 0 });
    expect(t(three, { type: 'RETRY' })).toBe(three);
    const playing = run(three, 'PLAY', 'STARTED');
    expect(t(playing, { type: 'RETRY' })).toBe(playing);
    expect(t(initialVideoPlayerState(0), { type: 'RETRY' })).toEqual(initialVideoPlayerState(0));
  });

  it('a player without sources stays a preview', () => {
    const none = initialVideoPlayerState(0);
    expect(none).toMatchObject({ name: 'preview', failed: true });
    expect(t(none, { type: 'PLAY' })).toBe(none);
    expect(t(none, { type: 'AUTOPLAY' })).toBe(none);
  });

  it('MUTE changes only the mute flag, in any state', () => {
    const playing = run(three, 'PLAY', 'STARTED');
    expect(t(playing, { type: 'MUTE', muted: true })).toMatchObject({ name: 'playing', muted: true });
    expect(t(playing, { type: 'MUTE', muted: false })).toBe(playing);
  });

  it('ignores events that do not apply', () => {
    expect(t(three, { type: 'STARTED' })).toBe(three);
    expect(t(three, { type: 'PAUSED' })).toBe(three);
    const playing = run(three, 'PLAY', 'STARTED');
    expect(t(playing, { type: 'PLAY' })).toBe(playing);
    expect(t(playing, { type: 'REJECTED' })).toBe(playing);
  });
});

describe('video player rules', () => {
  it('orders sources HLS, MP4, native and drops empty or repeated ones', () => {
    expect(videoSources({ native: '/o.mp4', mp4: '/v.mp4', hls: '/v.m3u8' }).map((s) => s.kind)).toEqual(['hls', 'mp4', 'native']);
    expect(videoSources({ hls: ' ', mp4: '/v.mp4', native: '/v.mp4' })).toEqual([{ kind: 'mp4', src: '/v.mp4' }]);
    expect(videoSources({})).toEqual([]);
  });

  it.each([
    // duration, saved, away ms, expected
    [600, 100, 10_000, 100],
    [600, 100, 60_001, 97],
    [600, 4, 120_000, null],
    [600, 6, 120_000, 3],
    [600, 6, 0, 6],
    [240, 100, 0, null],
    [600, 5, 0, null],
    [600, 541, 0, null],
    [600, 540, 0, 540],
  ] as const)('resume: %is long, saved at %is, away %i ms → %s', (duration, saved, away, expected) => {
    expect(resumePosition({ duration, saved, savedAt: 1_000, now: 1_000 + away })).toBe(expected);
  });

  it('start time: whole seconds only', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime(' 0 ')).toBe(0);
    for (const bad of ['1:30', '90.5', '-3', 'abc', '', null, undefined, '1e3', '99999999']) expect(parseStartTime(bad)).toBeNull();
  });

  it('keys: arrows seek 5 s, f fullscreen, space toggles; modified keys are the page’s', () => {
    expect(playerKeyAction({ key: 'ArrowLeft' })).toEqual({ type: 'seek', by: -5 });
    expect(playerKeyAction({ key: 'ArrowRight' })).toEqual({ type: 'seek', by: 5 });
    expect(playerKeyAction({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(playerKeyAction({ key: 'F' })).toEqual({ type: 'fullscreen' });
    expect(playerKeyAction({ key: ' ' })).toEqual({ type: 'toggle' });
    expect(playerKeyAction({ key: 'f', metaKey: true })).toBeNull();
    expect(playerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(playerKeyAction({ key: 'k' })).toBeNull();
  });

  it('aspect padding: height / width, at most 60 %, 16:9 when unknown', () => {
    expect(aspectPadding(1920, 1080)).toBe(56.25);
    expect(aspectPadding(1080, 1920)).toBe(60);
    expect(aspectPadding(0, 100)).toBe(56.25);
    expect(aspectPadding(null, 100)).toBe(56.25);
    expect(aspectPaddingOf('4:3')).toBe(60);
    expect(aspectPaddingOf('21:9')).toBeCloseTo(42.857, 2);
    expect(aspectPaddingOf('wide')).toBe(56.25);
    expect(aspectPaddingOf(null)).toBe(56.25);
  });

  it('the preview overlay hides 3 s after playback starts', () => {
    expect(previewOverlayVisible(null, 99_999)).toBe(true);
    expect(previewOverlayVisible(1_000, 3_999)).toBe(true);
    expect(previewOverlayVisible(1_000, 4_000)).toBe(false);
  });

  it('progress percent is whole, clamped, and 0 for an unknown duration', () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(130, 120)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
  });
});
