import type { MessageValue } from '../messages';

/** Media extras' texts: the post's audio version, the podcast and video embed players, the create-clip control (spec 000, 003; T163 verbatim). */
export const mediaExtrasMessages = {
  'mediaExtras.audio.label': 'Audio version: {title}',
  'mediaExtras.audio.tts': 'Listen to this post',
  'mediaExtras.audio.voiceover': 'Listen to the author read this post',
  'mediaExtras.audio.play': 'Play the audio version',
  'mediaExtras.audio.pause': 'Pause the audio version',
  'mediaExtras.audio.seek': 'Position in the audio version',
  'mediaExtras.audio.speed': 'Playback speed: {rate}×',
  'mediaExtras.audio.loading': 'Loading the audio version',
  'mediaExtras.audio.paywalled': 'The audio version is for paid subscribers',
  'mediaExtras.audio.subscribe': 'Subscribe to listen',
  'mediaExtras.audio.failed': 'The audio version can’t be played right now.',
  'mediaExtras.audio.pressPlay': 'Press play to listen',
  'mediaExtras.embed.notFound': 'Post not found', // T163
  'mediaExtras.embed.loading': 'Loading the player',
  'mediaExtras.embed.noEpisode': 'There is no episode to play here',
  'mediaExtras.embed.noVideo': 'There is no video to play here',
  'mediaExtras.embed.noMediaHint': 'The post can still be read on its publication’s site.',
  'mediaExtras.embed.openPost': 'Open the post',
  'mediaExtras.embed.failed': 'The player could not be loaded.',
  'mediaExtras.embed.subscribe': 'Subscribe',
  'mediaExtras.clip.creating': 'Creating the clip…',
} as const satisfies Record<string, MessageValue>;
