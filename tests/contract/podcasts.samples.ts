import { getAllPodcastsPageData, getPodcastsPageData, setUpSectionPodcast } from '../../src/api/endpoints/podcasts';
import { type Sample, sample } from './sample';

export const podcastsSamples: Sample[] = [
  sample(getPodcastsPageData, {}, 'anonymous'),
  sample(getAllPodcastsPageData, {}, 'admin'),
  sample(getAllPodcastsPageData, {}, 'paid'),
  sample(setUpSectionPodcast, { params: { id: 12 } }, 'admin'),
];
