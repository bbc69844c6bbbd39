/**
 * The podcasts pages (designed; the spec names the pages only): the podcasts page's list (P40), the all-podcasts page
 * with the viewer's private feeds and the admin's sections (P41), and "set up podcast" on a section (P42).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { AllPodcastsPageData, PodcastsPageData, SetUpPodcastAnswer } from '../schemas/podcasts';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

export const getPodcastsPageData = /* @__PURE__ */ defineEndpoint({
  id: 'P40',
  area: 'podcasts',
  name: 'getPodcastsPageData',
  method: 'GET',
  path: '/api/v1/podcasts',
  summary: "The publication's podcasts (sections with is_podcast) in its section order, each with its episode count and newest episode.",
  response: PodcastsPageData,
});

export const getAllPodcastsPageData = /* @__PURE__ */ defineEndpoint({
  id: 'P41',
  area: 'podcasts',
  name: 'getAllPodcastsPageData',
  method: 'GET',
  path: '/api/v1/podcasts/all',
  summary:
    "The all-podcasts page: the publication's podcasts in section order; the viewer's private feeds with their RSS addresses (paid subscribers and staff; empty otherwise); for publication admins (canManage) every section with whether it has a podcast.",
  response: AllPodcastsPageData,
});

export const setUpSectionPodcast = /* @__PURE__ */ defineEndpoint({
  id: 'P42',
  area: 'podcasts',
  name: 'setUpSectionPodcast',
  method: 'POST',
  path: '/api/v1/sections/:id/podcast',
  summary: 'Set up a podcast on a section (publication admins): the section becomes a podcast, listed by P40 and P41 from then on.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: SetUpPodcastAnswer,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Only publication admins can set up a podcast' },
    { status: 404, description: 'Section not found' },
    { status: 409, description: 'This section already has a podcast' },
  ],
});

export const podcastsEndpoints = {
  getPodcastsPageData,
  getAllPodcastsPageData,
  setUpSectionPodcast,
} as const;
