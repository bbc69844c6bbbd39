/**
 * Mock of the podcasts pages (P40–P42) for The Daily Margin. Podcasts follow the section-order list
 * (`mocks/db/podcasts.ts`). Private feeds: paid subscribers and up, and publication staff (inventory §7); set up
 * podcast: publication admins only. A section set up with P42 is a podcast in the next P40 and P41.
 */
import { getAllPodcastsPageData, getPodcastsPageData, setUpSectionPodcast } from '../../src/api/endpoints/podcasts';
import type { Section } from '../../src/api/schemas/core';
import type { PodcastShow } from '../../src/api/schemas/podcasts';
import { findPublication, PUB } from '../db/core';
import { orderedSections, podcastEpisodes, podcastsStore, privateFeedUrl } from '../db/podcasts';
import { hasAccess, staffRole, viewerUserId } from '../db/viewer';
import { forbidden, MockHttpError, notFound, route, unauthorized } from './route';

function show(section: Section): PodcastShow {
  const episodes = podcastEpisodes(section.id);
  const latest = episodes[0];
  return {
    section,
    episodeCount: episodes.length,
    latestEpisode: latest ? { id: latest.id, slug: latest.slug, title: latest.title, post_date: latest.post_date ?? null } : null,
  };
}

const podcasts = () =>
  orderedSections(PUB.margin)
    .filter((s) => s.is_podcast)
    .map(show);

export const podcastsHandlers = [
  route(getPodcastsPageData, () => ({ podcasts: podcasts() })),

  route(getAllPodcastsPageData, () => {
    const userId = viewerUserId();
    const baseUrl = findPublication(PUB.margin)?.base_url ?? '';
    const list = podcasts();
    const privateFeeds =
      userId !== null && hasAccess(PUB.margin, 'paid') ? list.map(({ section }) => ({ section, rssUrl: privateFeedUrl(baseUrl, section.id, userId) })) : [];
    const canManage = staffRole(PUB.margin) === 'admin';
    const sections = canManage ? orderedSections(PUB.margin).map((section) => ({ section, hasPodcast: section.is_podcast === true })) : [];
    return { podcasts: list, privateFeeds, canManage, sections };
  }),

  route(setUpSectionPodcast, ({ params }) => {
    if (viewerUserId() === null) throw unauthorized();
    if (staffRole(PUB.margin) !== 'admin') throw forbidden('Only publication admins can set up a podcast.');
    const section = orderedSections(PUB.margin).find((s) => s.id === params.id);
    if (!section) throw notFound('Section');
    if (section.is_podcast) throw new MockHttpError(409, 'This section already has a podcast.');
    podcastsStore.setUpSectionIds.push(section.id);
    return { section: { ...section, is_podcast: true } };
  }),
];
