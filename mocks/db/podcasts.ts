/**
 * The podcasts pages' state (P40–P42): the publication's section-order list and the sections an admin has set up a
 * podcast on since the seed. A section is a podcast when the seed says so (`is_podcast`) or it was set up here.
 */
import type { Section } from '../../src/api/schemas/core';
import { core, findPublication, PUB } from './core';
import { defineStore } from './store';

export const podcastsStore = defineStore('podcasts', () => ({
  /**
   * The Daily Margin's section order (what its podcasts page follows): City Desk first, then the radio show, then
   * the newsletters. Sections missing from the list come after it, in the publication's own order.
   */
  sectionOrder: [14, 13, 11, 12] as number[],
  /** Sections given a podcast with P42. */
  setUpSectionIds: [] as number[],
}));

/** The publication's sections in its section order, each marked `is_podcast` when it is one. */
export function orderedSections(publicationId: number = PUB.margin): Section[] {
  const sections = findPublication(publicationId)?.sections ?? [];
  const order = publicationId === PUB.margin ? podcastsStore.sectionOrder : [];
  const rank = (s: Section) => {
    const at = order.indexOf(s.id);
    return at === -1 ? order.length + sections.indexOf(s) : at;
  };
  return [...sections]
    .sort((a, b) => rank(a) - rank(b))
    .map((s) => (s.is_podcast || podcastsStore.setUpSectionIds.includes(s.id) ? { ...s, is_podcast: true } : { ...s, is_podcast: false }));
}

/** The published episodes of a podcast section, newest first. */
export function podcastEpisodes(sectionId: number) {
  return core.posts
    .filter((p) => p.section_id === sectionId && p.type === 'podcast' && p.is_published !== false && !p.is_draft)
    .sort((a, b) => Date.parse(b.post_date ?? '') - Date.parse(a.post_date ?? '') || b.id - a.id);
}

/** A subscriber's private RSS address of a podcast (one per reader and podcast). */
export function privateFeedUrl(baseUrl: string, sectionId: number, userId: number): string {
  const token = ((userId * 7919 + sectionId * 104729) >>> 0).toString(36);
  return `${baseUrl}/feed/podcast/${sectionId}/private/${token}.rss`;
}
