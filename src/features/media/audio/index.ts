/** The post's audio version (spec 000 post audio): the connected player, its bare view, hook and machine. */
export { PostAudioPlayer, type PostAudioPlayerProps } from './PostAudioPlayer';
export { PostAudioPlayerView, type PostAudioPlayerViewProps } from './views/PostAudioPlayerView';
export { pickPostAudioItem, type PostAudio as PostAudioHandle, usePostAudio } from './usePostAudio';
export {
  initialPostAudioState,
  nextPostAudioRate,
  POST_AUDIO_RATES,
  type PostAudioAutoplay,
  type PostAudioEvent,
  postAudioEventTypes,
  type PostAudioOutcome,
  type PostAudioRate,
  type PostAudioState,
  postAudioStateNames,
  postAudioTransition,
  shouldAutoPlay as shouldPostAudioAutoPlay,
} from './postAudio.machine';
