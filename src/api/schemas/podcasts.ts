/**
 * The podcasts pages (P40–P42, designed here: the spec names the pages, not their calls). A podcast is a section of
 * the publication with `is_podcast`; the pages list them in the publication's section order.
 */
import * as z from 'zod/mini';
import { id, isoDate, Section } from './core';

/** The newest episode of a podcast, when it has one. */
export const PodcastEpisodeSummary = /* @__PURE__ */ z.object({
  id,
  slug: /* @__PURE__ */ z.string(),
  title: /* @__PURE__ */ z.string(),
  post_date: /* @__PURE__ */ z.nullish(isoDate),
});
export type PodcastEpisodeSummary = z.infer<typeof PodcastEpisodeSummary>;

/** One podcast of the publication: its section, how many episodes it has and the newest one. */
export const PodcastShow = /* @__PURE__ */ z.object({
  section: Section,
  episodeCount: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  latestEpisode: /* @__PURE__ */ z.nullable(PodcastEpisodeSummary),
});
export type PodcastShow = z.infer<typeof PodcastShow>;

/** P40: the publication's podcasts in section order. */
export const PodcastsPageData = /* @__PURE__ */ z.object({ podcasts: /* @__PURE__ */ z.array(PodcastShow) });
export type PodcastsPageData = z.infer<typeof PodcastsPageData>;

/** A subscriber's private feed of one podcast: the RSS address to paste into a podcast app. */
export const PrivatePodcastFeed = /* @__PURE__ */ z.object({
  section: Section,
  rssUrl: /* @__PURE__ */ z.string(),
});
export type PrivatePodcastFeed = z.infer<typeof PrivatePodcastFeed>;

/** A section of the publication as the all-podcasts page shows it to a publication admin. */
export const PodcastSectionSetup = /* @__PURE__ */ z.object({
  section: Section,
  hasPodcast: /* @__PURE__ */ z.boolean(),
});
export type PodcastSectionSetup = z.infer<typeof PodcastSectionSetup>;

/**
 * P41: every podcast (section order), the viewer's private feeds (paid subscribers and staff; empty otherwise) and,
 * for publication admins (`canManage`), every section with whether it has a podcast yet (empty for everyone else).
 */
export const AllPodcastsPageData = /* @__PURE__ */ z.object({
  podcasts: /* @__PURE__ */ z.array(PodcastShow),
  privateFeeds: /* @__PURE__ */ z.array(PrivatePodcastFeed),
  canManage: /* @__PURE__ */ z.boolean(),
  sections: /* @__PURE__ */ z.array(PodcastSectionSetup),
});
export type AllPodcastsPageData = z.infer<typeof AllPodcastsPageData>;

/** P42's answer: the section, now a podcast. */
export const SetUpPodcastAnswer = /* @__PURE__ */ z.object({ section: Section });
export type SetUpPodcastAnswer = z.infer<typeof SetUpPodcastAnswer>;
