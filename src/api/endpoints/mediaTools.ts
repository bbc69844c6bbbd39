/**
 * Media tools for authors (proposed P45–P47): transcript search and a podcast section's show links. The original
 * download uses E09 (`getVideoUploadSrcJson`, type=original) from `./media`.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PodcastShowLinks, TranscriptMediaKind, TranscriptSearchResult } from '../schemas/mediaTools';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

/** Longest term the search takes. */
export const TRANSCRIPT_TERM_MAX_LENGTH = 100;

export const searchTranscript = /* @__PURE__ */ defineEndpoint({
  id: 'P45',
  area: 'mediaTools',
  name: 'searchTranscript',
  method: 'GET',
  path: '/api/v1/transcript/:kind/:id/search',
  summary:
    'Segments of a video or audio upload’s transcript that contain the term (case-insensitive), in time order. The transcript search asks it 100 ms after the author stops typing (K062).',
  params: /* @__PURE__ */ z.object({
    kind: TranscriptMediaKind,
    id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  }),
  query: /* @__PURE__ */ z.object({
    q: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(TRANSCRIPT_TERM_MAX_LENGTH)),
  }),
  response: TranscriptSearchResult,
  errors: [
    { status: 400, description: 'The term is empty or longer than 100 characters ("q")' },
    { status: 403, description: 'The viewer may not read this transcript (the media’s audience)' },
    { status: 404, description: 'The upload has no transcript' },
  ],
});

export const getPodcastShowLinks = /* @__PURE__ */ defineEndpoint({
  id: 'P46',
  area: 'mediaTools',
  name: 'getPodcastShowLinks',
  method: 'GET',
  path: '/api/v1/podcast/section/:sectionId/show_links',
  summary:
    'A podcast section’s show links: the six platforms of the podcast platform links form and Spotify’s links for paid listeners. Public: the episode player shows them to every listener; the form reads the same answer.',
  params: /* @__PURE__ */ z.object({ sectionId: numericId }),
  response: PodcastShowLinks,
  errors: [{ status: 404, description: 'No such podcast section' }],
});

export const updatePodcastShowLinks = /* @__PURE__ */ defineEndpoint({
  id: 'P47',
  area: 'mediaTools',
  name: 'updatePodcastShowLinks',
  method: 'PUT',
  path: '/api/v1/podcast/section/:sectionId/show_links',
  summary:
    'Saves all six show links of the form (empty or null clears one; Spotify’s links for paid listeners are kept as they were) and answers them as stored. Each must start with its platform’s address and be at most 255 characters (M69); the next P46 answers the saved links.',
  params: /* @__PURE__ */ z.object({ sectionId: numericId }),
  body: PodcastShowLinks,
  response: PodcastShowLinks,
  errors: [
    {
      status: 400,
      description:
        'A link breaks a rule: `errors[0].field` names the field and the message is the spec’s text (`Invalid URL. URL should start with "https://open.spotify.com/".`, `URL can\'t be longer than 255 characters`) or the server’s own words',
    },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not an admin of the section’s publication' },
    { status: 404, description: 'No such podcast section' },
  ],
});

export const mediaToolsEndpoints = { searchTranscript, getPodcastShowLinks, updatePodcastShowLinks } as const;
