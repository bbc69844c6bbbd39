import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPostAudioState,
  nextPostAudioRate,
  type PostAudioEvent,
  type PostAudioState,
  postAudioEventTypes,
  postAudioStateNames,
  postAudioTransition as t,
  shouldAutoPlay,
} from './postAudio.machine';

describe('post audio machine', () => {
  it('starts loading, remembering whether the address asked to play', () => {
    expect(postAudioEventTypes).toEqual(['RESOLVED', 'FAILED', 'RETRY', 'PLAYING', 'PAUSED', 'ENDED', 'AUTOPLAY_REFUSED']);
    expect(initialPostAudioState(true)).toEqual({ name: 'loading', autoPlay: true });
    expect(initialPostAudioState(false)).toEqual({ name: 'loading', autoPlay: false });
  });

  it('RESOLVED: none, paywalled, or paused with autoplay pending only when asked', () => {
    expect(t(initialPostAudioState(false), { type: 'RESOLVED', outcome: 'none' })).toEqual({ name: 'none' });
    expect(t(initialPostAudioState(true), { type: 'RESOLVED', outcome: 'paywalled' })).toEqual({ name: 'paywalled' });
    expect(t(initialPostAudioState(false), { type: 'RESOLVED', outcome: 'ready' })).toEqual({ name: 'paused', autoplay: 'off' });
    expect(t(initialPostAudioState(true), { type: 'RESOLVED', outcome: 'ready' })).toEqual({ name: 'paused', autoplay: 'pending' });
    const playing = { name: 'playing' } as const;
    expect(t(playing, { type: 'RESOLVED', outcome: 'paywalled' })).toBe(playing);
  });

  it('FAILED while loading keeps the autoplay wish for the retry; RETRY loads again', () => {
    const failed = t(initialPostAudioState(true), { type: 'FAILED' });
    expect(failed).toEqual({ name: 'error', autoPlay: true });
    expect(t(failed, { type: 'RETRY' })).toEqual({ name: 'loading', autoPlay: true });
    expect(t(t(t(failed, { type: 'RETRY' }), { type: 'RESOLVED', outcome: 'ready' }), { type: 'RETRY' })).toEqual({ name: 'paused', autoplay: 'pending' });
  });

  it('FAILED while playing or paused (the file cannot play) is an error without autoplay', () => {
    expect(t({ name: 'playing' }, { type: 'FAILED' })).toEqual({ name: 'error', autoPlay: false });
    expect(t({ name: 'paused', autoplay: 'pending' }, { type: 'FAILED' })).toEqual({ name: 'error', autoPlay: false });
    const paywalled = { name: 'paywalled' } as const;
    expect(t(paywalled, { type: 'FAILED' })).toBe(paywalled);
    const none = { name: 'none' } as const;
    expect(t(none, { type: 'FAILED' })).toBe(none);
  });

  it('paused ⇄ playing; ENDED pauses; the autoplay wish is spent once it played', () => {
    const playing = t({ name: 'paused', autoplay: 'pending' }, { type: 'PLAYING' });
    expect(playing).toEqual({ name: 'playing' });
    expect(t(playing, { type: 'PAUSED' })).toEqual({ name: 'paused', autoplay: 'off' });
    expect(t(playing, { type: 'ENDED' })).toEqual({ name: 'paused', autoplay: 'off' });
    expect(t(playing, { type: 'PLAYING' })).toBe(playing);
    const loading = initialPostAudioState(false);
    expect(t(loading, { type: 'PLAYING' })).toBe(loading);
    expect(t(loading, { type: 'PAUSED' })).toBe(loading);
  });

  it('AUTOPLAY_REFUSED: a browser that will not start it leaves it paused and says so, once', () => {
    const refused = t({ name: 'paused', autoplay: 'pending' }, { type: 'AUTOPLAY_REFUSED' });
    expect(refused).toEqual({ name: 'paused', autoplay: 'refused' });
    expect(shouldAutoPlay(refused)).toBe(false);
    expect(t(refused, { type: 'AUTOPLAY_REFUSED' })).toBe(refused);
    const off = { name: 'paused', autoplay: 'off' } as const;
    expect(t(off, { type: 'AUTOPLAY_REFUSED' })).toBe(off);
    expect(t(refused, { type: 'PLAYING' })).toEqual({ name: 'playing' });
  });

  it('shouldAutoPlay only when ready with the wish pending', () => {
    expect(shouldAutoPlay({ name: 'paused', autoplay: 'pending' })).toBe(true);
    expect(shouldAutoPlay({ name: 'paused', autoplay: 'off' })).toBe(false);
    expect(shouldAutoPlay({ name: 'loading', autoPlay: true })).toBe(false);
    expect(shouldAutoPlay({ name: 'playing' })).toBe(false);
  });

  it('RETRY outside error changes nothing', () => {
    const paused = { name: 'paused', autoplay: 'off' } as const;
    expect(t(paused, { type: 'RETRY' })).toBe(paused);
  });

  it('speeds cycle 1 → 1.25 → 1.5 → 2 → 1; an unknown speed goes to 1', () => {
    expect([1, 1.25, 1.5, 2].map(nextPostAudioRate)).toEqual([1.25, 1.5, 2, 1]);
    expect(nextPostAudioRate(0.75)).toBe(1);
  });

  it('property: any event sequence stays in a named state, and autoplay is tried at most once', () => {
    const event: fc.Arbitrary<PostAudioEvent> = fc.oneof(
      fc.constantFrom<PostAudioEvent>(
        { type: 'FAILED' },
        { type: 'RETRY' },
        { type: 'PLAYING' },
        { type: 'PAUSED' },
        { type: 'ENDED' },
        { type: 'AUTOPLAY_REFUSED' },
      ),
      fc.constantFrom('none', 'paywalled', 'ready').map((outcome) => ({ type: 'RESOLVED', outcome }) as PostAudioEvent),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (autoPlay, events) => {
        let state: PostAudioState = initialPostAudioState(autoPlay);
        let playedOrRefused = false;
        for (const e of events) {
          state = t(state, e);
          expect(postAudioStateNames).toContain(state.name);
          if (state.name === 'playing' || (state.name === 'paused' && state.autoplay === 'refused')) playedOrRefused = true;
          if (playedOrRefused) expect(shouldAutoPlay(state)).toBe(false);
        }
      }),
    );
  });
});
