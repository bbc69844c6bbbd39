/**
 * Posts: loading a post, likes and saves (E23, E25, E26, E32, E33). The answer shapes the spec leaves open are
 * `{}` (gap G35).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Empty, id, Post } from '../schemas/core';

const numericId = z.coerce.number().int().nonnegative();

export const getPostBySlug = defineEndpoint({
  id: 'E23',
  area: 'posts',
  name: 'getPostBySlug',
  method: 'GET',
  path: '/api/v1/posts/:slug',
  summary: 'A post by slug, as the current viewer may see it (body cut at the paywall when they lack access).',
  params: z.object({ slug: z.string().min(1) }),
  query: z
    .object({
      preview: z.string().optional(),
      postPreview: z.string().optional(),
      updated: z.string().optional(),
      sub: z.string().optional(),
      device: z.string().optional(),
      audience: z.string().optional(),
      free_preview: z.string().optional(),
      freemail: z.string().optional(),
      utm_campaign: z.string().optional(),
    })
    .optional(),
  response: Post,
  errors: [{ status: 404, description: 'Post not found' }],
});

const reactionBody = z.object({
  reaction: z.literal('❤').default('❤'),
  surface: z.string().optional(),
  tabId: z.string().optional(),
  restacking_user_id: id.nullish(),
  media_clip_id: z.string().nullish(),
});

export const addPostReaction = defineEndpoint({
  id: 'E25',
  area: 'posts',
  name: 'addReaction',
  method: 'POST',
  path: '/api/v1/post/:id/reaction',
  summary: 'Like a post (the one reaction type, ❤).',
  params: z.object({ id: numericId }),
  body: reactionBody,
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in: the client opens sign-in / subscribe-to-like' },
    { status: 404, description: 'Post not found' },
  ],
});

export const removePostReaction = defineEndpoint({
  id: 'E26',
  area: 'posts',
  name: 'removeReaction',
  method: 'DELETE',
  path: '/api/v1/post/:id/reaction',
  summary: 'Unlike a post.',
  params: z.object({ id: numericId }),
  query: z.object({ token: z.string().optional() }).optional(),
  body: z.object({ tabId: z.string().optional(), media_clip_id: z.string().nullish() }),
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

const savedBody = z.object({ post_id: id, surface: z.string().optional() });

export const savePost = defineEndpoint({
  id: 'E32',
  area: 'posts',
  name: 'save',
  method: 'POST',
  path: '/api/v1/posts/saved',
  summary: 'Save a post to the reader’s saved list.',
  body: savedBody,
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in: the client sends the reader to log in' },
    { status: 404, description: 'Post not found' },
  ],
});

export const unsavePost = defineEndpoint({
  id: 'E33',
  area: 'posts',
  name: 'unsave',
  method: 'DELETE',
  path: '/api/v1/posts/saved',
  summary: 'Remove a post from the saved list.',
  body: savedBody,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const postsEndpoints = { getPostBySlug, addPostReaction, removePostReaction, savePost, unsavePost } as const;
