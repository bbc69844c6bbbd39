/**
 * Media extras (designed, P50): the audio version of a post (spec 000 "post audio": `audio_items` of type tts, the
 * voiceover upload). The post's `audio_items` say that a version exists and whether it is paywalled; P50 also names
 * the audio upload whose source E12 serves.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PostAudio } from '../schemas/mediaExtras';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

export const getPostAudio = /* @__PURE__ */ defineEndpoint({
  id: 'P50',
  area: 'mediaExtras',
  name: 'getPostAudio',
  method: 'GET',
  path: '/api/v1/posts/by-id/:id/audio',
  summary:
    'The audio versions of a post (voiceover first, then the text-to-speech reading), each with its audio upload id (played through E12) and whether this viewer may hear it (status paywalled when not).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: PostAudio,
  errors: [{ status: 404, description: 'Post not found' }],
});

export const mediaExtrasEndpoints = { getPostAudio } as const;
