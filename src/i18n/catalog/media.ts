import type { MessageValue } from '../messages';

/** Media's texts: clips, the players and the authors' media tools (spec 000, 002; inventory T031–T039, T123–T125, T142–T144 verbatim). */
export const mediaMessages = {
  'media.clip.title': 'Clip', // T031
  'media.clip.shareTitle': 'Share Clip', // T032
  'media.clip.watchFullEpisode': 'Watch full episode', // T033
  'media.clip.share': 'Share',
  'media.clip.create': 'Create clip',
  'media.clip.tooShort': "can't clip videos shorter than 5 seconds", // T035
  'media.clip.notSubscribed': 'upgrade in order to watch this video and be able to clip it', // T036
  'media.clip.error': 'Oops! There was an error creating the clip.', // T037
  'media.clip.processing': 'Your clip is being processed', // T038
  'media.clip.processingHint': 'Clips may take up to a minute to process', // T039
  'media.podcastLinks.invalidPrefix': 'Invalid URL. URL should start with "{prefix}".', // T123
  'media.podcastLinks.tooLong': "URL can't be longer than 255 characters", // T124
  'media.fileDrop.notFiles': 'Please only drag files!', // T125
  'media.fileDrop.readError': 'Something went wrong!',
  'media.download.presignFailed': 'there was an error generating the pre-signed url of the original source', // T142
  'media.download.downloadFailed': 'there was an error downloading the original source', // T143
  'media.player.play': 'Play {title}',
  'media.player.label': 'Video: {title}',
  'media.player.failed': 'This video can’t be played right now.',
  'media.player.retry': 'Try again',
  'media.player.captions': 'Captions',
  'media.podcast.label': 'Episode: {title}',
  'media.podcast.play': 'Play {title}',
  'media.podcast.pause': 'Pause {title}',
  'media.podcast.seek': 'Seek',
  'media.podcast.preview': 'Free preview',
  'media.podcast.paywallTitle': 'This episode is for paid subscribers',
  'media.podcast.previewEnded': 'That was the free preview. Subscribe to hear the whole episode.',
  'media.podcast.restart': 'Play the preview again',
  'media.podcast.failed': 'This episode can’t be played right now.',
  /** The player's show links (`podcast-episode-player` "show links (apple, spotify, …)"; label n/s, platform names as the spec gives them). */
  'media.podcast.showLinks': 'Listen on',
  'media.podcast.platform.apple_podcasts': 'Apple Podcasts',
  'media.podcast.platform.spotify': 'Spotify',
  'media.podcast.platform.youtube': 'YouTube',
  'media.podcast.platform.youtube_music': 'YouTube Music',
  'media.podcast.platform.overcast': 'Overcast',
  'media.podcast.platform.pocket_casts': 'Pocket Casts',
  'media.download.started': 'Download started, do not close the window until download is completed', // T144
} as const satisfies Record<string, MessageValue>;
