/**
 * The post's audio player (spec 000 "post audio": a post's text-to-speech reading or its voiceover; `play_audio=true`
 * starts it). Pure: the hook reports what the server and the `<audio>` element said as events.
 *
 * ```
 * loading ─RESOLVED(none)→ none            (the post has no audio version: nothing is shown)
 *         ─RESOLVED(paywalled)→ paywalled  (P50 status paywalled, or E12 answered 403: the subscribe prompt)
 *         ─RESOLVED(ready)→ paused          (autoplay pending when the address asked for it)
 *         ─FAILED→ error ─RETRY→ loading
 * paused ─PLAYING→ playing ─PAUSED | ENDED→ paused
 * paused(autoplay pending) ─AUTOPLAY_REFUSED→ paused(autoplay refused: "Press play to listen", play button focused)
 * paused | playing ─FAILED→ error            (the element could not play the file)
 * ```
 */

export const postAudioStateNames = ['loading', 'none', 'paywalled', 'error', 'paused', 'playing'] as const;

/** `pending`: the address asked to start it and it has not tried yet; `refused`: the browser would not start it. */
export type PostAudioAutoplay = 'off' | 'pending' | 'refused';

export type PostAudioState =
  | { name: 'loading'; autoPlay: boolean }
  | { name: 'none' }
  | { name: 'paywalled' }
  | { name: 'error'; autoPlay: boolean }
  | { name: 'paused'; autoplay: PostAudioAutoplay }
  | { name: 'playing' };

export type PostAudioOutcome = 'none' | 'paywalled' | 'ready';

export type PostAudioEvent =
  | { type: 'RESOLVED'; outcome: PostAudioOutcome }
  | { type: 'FAILED' }
  | { type: 'RETRY' }
  | { type: 'PLAYING' }
  | { type: 'PAUSED' }
  | { type: 'ENDED' }
  | { type: 'AUTOPLAY_REFUSED' };

export const postAudioEventTypes = [
  'RESOLVED',
  'FAILED',
  'RETRY',
  'PLAYING',
  'PAUSED',
  'ENDED',
  'AUTOPLAY_REFUSED',
] as const satisfies readonly PostAudioEvent['type'][];

export function initialPostAudioState(autoPlay: boolean): PostAudioState {
  return { name: 'loading', autoPlay };
}

export function transition(state: PostAudioState, event: PostAudioEvent): PostAudioState {
  switch (event.type) {
    case 'RESOLVED':
      if (state.name !== 'loading') return state;
      if (event.outcome === 'ready') return { name: 'paused', autoplay: state.autoPlay ? 'pending' : 'off' };
      return { name: event.outcome };
    case 'FAILED':
      if (state.name === 'loading') return { name: 'error', autoPlay: state.autoPlay };
      if (state.name === 'paused' || state.name === 'playing') return { name: 'error', autoPlay: false };
      return state;
    case 'RETRY':
      return state.name === 'error' ? { name: 'loading', autoPlay: state.autoPlay } : state;
    case 'PLAYING':
      return state.name === 'paused' ? { name: 'playing' } : state;
    case 'PAUSED':
    case 'ENDED':
      return state.name === 'playing' ? { name: 'paused', autoplay: 'off' } : state;
    case 'AUTOPLAY_REFUSED':
      return state.name === 'paused' && state.autoplay === 'pending' ? { name: 'paused', autoplay: 'refused' } : state;
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const postAudioTransition = transition;

/** Whether the hook should try to start playback now (once, when the address asked for it). */
export function shouldAutoPlay(state: PostAudioState): boolean {
  return state.name === 'paused' && state.autoplay === 'pending';
}

/** The speeds the speed button cycles through. */
export const POST_AUDIO_RATES = [1, 1.25, 1.5, 2] as const;
export type PostAudioRate = (typeof POST_AUDIO_RATES)[number];

/** The next speed after `rate` (back to 1× after the fastest; an unknown rate goes to 1×). */
export function nextPostAudioRate(rate: number): PostAudioRate {
  const index = POST_AUDIO_RATES.indexOf(rate as PostAudioRate);
  return POST_AUDIO_RATES[(index + 1) % POST_AUDIO_RATES.length] ?? 1;
}
