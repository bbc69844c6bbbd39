import { getPodcastShowLinks, searchTranscript, updatePodcastShowLinks } from '../../src/api/endpoints/mediaTools';
import { type Sample, sample } from './sample';

export const mediaToolsSamples: Sample[] = [
  sample(searchTranscript, { params: { kind: 'video', id: '501' }, query: { q: 'harbour' } }, 'admin'),
  sample(getPodcastShowLinks, { params: { sectionId: 13 } }, 'admin'),
  sample(
    updatePodcastShowLinks,
    {
      params: { sectionId: 13 },
      body: {
        apple_podcasts_url: null,
        overcast_url: 'https://overcast.fm/x',
        pocket_casts_url: null,
        spotify_url: null,
        youtube_url: null,
        youtube_music_url: null,
      },
    },
    'admin',
  ),
];
