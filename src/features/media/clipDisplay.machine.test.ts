import { describe, expect, it } from 'vitest';
import { CLIP_POLL_INTERVAL_MS, clipCreateBlock, clipDisplayTransition as t, initialClipDisplayState, MIN_CLIPPABLE_DURATION_S } from './clipDisplay.machine';

const ready = { status: 'ready' } as const;
const preparing = { status: 'preparing' } as const;

describe('clip display machine (M09)', () => {
  it('polls every 5 s from creating', () => {
    expect(CLIP_POLL_INTERVAL_MS).toBe(5_000);
    expect(initialClipDisplayState).toEqual({ name: 'creating', polling: true, failures: 0, polls: 0 });
  });

  it('creating stays creating until the preview asset is ready, then preview', () => {
    const creating = t(initialClipDisplayState, { type: 'POLLED', upload: { state: 'creating' }, assets: { mux_asset: null, mux_preview_asset: preparing } });
    expect(creating).toEqual({ name: 'creating', polling: true, failures: 0, polls: 1 });
    const preview = t(creating, { type: 'POLLED', upload: { state: 'creating' }, assets: { mux_asset: null, mux_preview_asset: ready } });
    expect(preview).toEqual({ name: 'preview', polling: true, failures: 0, polls: 2 });
  });

  it('uploaded keeps polling; the rendition quality ends polling in transcoded', () => {
    const uploaded = t(initialClipDisplayState, { type: 'POLLED', upload: { state: 'uploaded' } });
    expect(uploaded).toEqual({ name: 'uploaded', polling: true, failures: 0, polls: 1 });
    const transcoding = t(uploaded, { type: 'POLLED', upload: { state: 'transcoded', mux_rendition_quality: null } });
    expect(transcoding).toEqual({ name: 'transcoded', polling: true, failures: 0, polls: 2 });
    const done = t(transcoding, { type: 'POLLED', upload: { state: 'transcoded', mux_rendition_quality: 'high' } });
    expect(done).toEqual({ name: 'transcoded', polling: false, failures: 0, polls: 3 });
    // Once polling stopped, late answers change nothing.
    expect(t(done, { type: 'POLLED', upload: { state: 'error' } })).toBe(done);
    expect(t(done, { type: 'POLL_FAILED' })).toBe(done);
  });

  it('a server error ends in error and stops polling', () => {
    expect(t(initialClipDisplayState, { type: 'POLLED', upload: { state: 'error' } })).toEqual({ name: 'error', polling: false, failures: 0, polls: 1 });
  });

  it('three failed polls in a row end in error; a good poll in between resets the count', () => {
    const once = t(initialClipDisplayState, { type: 'POLL_FAILED' });
    expect(once).toEqual({ name: 'creating', polling: true, failures: 1, polls: 1 });
    const twice = t(once, { type: 'POLL_FAILED' });
    expect(t(twice, { type: 'POLL_FAILED' })).toEqual({ name: 'error', polling: false, failures: 3, polls: 3 });
    const recovered = t(twice, { type: 'POLLED', upload: { state: 'creating' } });
    expect(recovered.failures).toBe(0);
    expect(t(recovered, { type: 'POLL_FAILED' }).name).toBe('creating');
  });
});

describe('clip create control (K009, T035, T036)', () => {
  it('is disabled for readers who are not subscribed, then for videos of 5 s or less', () => {
    expect(MIN_CLIPPABLE_DURATION_S).toBe(5);
    expect(clipCreateBlock({ duration: 60, subscribed: false })).toBe('not_subscribed');
    expect(clipCreateBlock({ duration: 5, subscribed: true })).toBe('too_short');
    expect(clipCreateBlock({ duration: null, subscribed: true })).toBe('too_short');
    expect(clipCreateBlock({ duration: 5.01, subscribed: true })).toBeNull();
  });
});
