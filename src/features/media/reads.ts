/**
 * The media pages' reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the
 * `./server` entry may import them; each is the read the page's data hook makes (the hooks read these values).
 */
import { getAllPodcastsPageData, getPodcastsPageData } from '../../api/endpoints/podcasts';
import { readOf } from '../../kit/readKey';

/** The podcasts page's list (P40, `/podcasts`). */
export const podcastsRead = () => readOf(getPodcastsPageData, {});
/** The all-podcasts page's sections (P41, `/podcasts/all`). */
export const allPodcastsRead = () => readOf(getAllPodcastsPageData, {});
