/**
 * Posts: loading a post, likes and saves (E23, E25, E26, E32, E33), the facepile (E24), cross-post and comment
 * reactions (E27–E30), the reader-guide summary (E31), the post theme (E34), comments (E35) and marking them seen
 * (E36), shared selections (E37, E38), cross-posts (E39), restacks (E40, E41) and the gift/teaser unlock (P22).
 * The answer shapes the spec leaves open are `{}` (gap G35) unless documented otherwise.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Empty, id } from '../schemas/core';
import {
  CommentSort,
  CrossPost,
  Facepile,
  PostComments,
  PostReaderContext,
  PostRestackers,
  PostRestacks,
  PostSelection,
  PostSummary,
  PostTheme,
  PostWithPublication,
} from '../schemas/posts';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

export const getPostBySlug = /* @__PURE__ */ defineEndpoint({
  id: 'E23',
  area: 'posts',
  name: 'getPostBySlug',
  method: 'GET',
  path: '/api/v1/posts/:slug',
  summary: 'A post by slug, as the current viewer may see it (body cut at the paywall when they lack access), with its ' + 'publication (G35).',
  params: /* @__PURE__ */ z.object({ slug: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      preview: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      postPreview: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      updated: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      sub: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      device: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      audience: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      free_preview: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      freemail: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      utm_campaign: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  ),
  response: PostWithPublication,
  errors: [{ status: 404, description: 'Post not found' }],
});

/**
 * P28 (designed, gap G32): the post page's id route `/home/post/p-{id}` needs the post by id; the spec shows only
 * the slug call (E23). Same answer and rules as E23.
 */
export const getPostById = /* @__PURE__ */ defineEndpoint({
  id: 'P28',
  area: 'posts',
  name: 'getPostById',
  method: 'GET',
  path: '/api/v1/posts/by-id/:id',
  summary: 'A post by id, as the current viewer may see it (same answer as E23; the post page’s id route, G32).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: PostWithPublication,
  errors: [{ status: 404, description: 'Post not found' }],
});

const reactionBody = /* @__PURE__ */ z.object({
  reaction: /* @__PURE__ */ z._default(/* @__PURE__ */ z.literal('❤'), '❤'),
  surface: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  tabId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  restacking_user_id: /* @__PURE__ */ z.nullish(id),
  media_clip_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

export const addPostReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E25',
  area: 'posts',
  name: 'addReaction',
  method: 'POST',
  path: '/api/v1/post/:id/reaction',
  summary: 'Like a post (the one reaction type, ❤).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: reactionBody,
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in: the client opens sign-in / subscribe-to-like' },
    { status: 404, description: 'Post not found' },
  ],
});

export const removePostReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E26',
  area: 'posts',
  name: 'removeReaction',
  method: 'DELETE',
  path: '/api/v1/post/:id/reaction',
  summary: 'Unlike a post.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) })),
  body: /* @__PURE__ */ z.object({
    tabId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    media_clip_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  }),
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

const savedBody = /* @__PURE__ */ z.object({ post_id: id, surface: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) });

export const savePost = /* @__PURE__ */ defineEndpoint({
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

export const unsavePost = /* @__PURE__ */ defineEndpoint({
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

export const getPostFacepile = /* @__PURE__ */ defineEndpoint({
  id: 'E24',
  area: 'posts',
  name: 'getFacepile',
  method: 'GET',
  path: '/api/v1/post/:id/facepile',
  summary: 'Who liked and who restacked a post, newest first (the viewer first when they liked it); up to 20 of each.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: Facepile,
  errors: [{ status: 404, description: 'Post not found' }],
});

export const addCrossPostReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E27',
  area: 'posts',
  name: 'addCrossPostReaction',
  method: 'POST',
  path: '/api/v1/cross-post/:id/reaction',
  summary: 'Like a post while viewing it as a cross-post (`id` is the post id); counts as a like of the post.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: reactionBody,
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in: the client opens sign-in / subscribe-to-like' },
    { status: 404, description: 'Post not found, or the post is not cross-posted' },
  ],
});

export const removeCrossPostReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E28',
  area: 'posts',
  name: 'removeCrossPostReaction',
  method: 'DELETE',
  path: '/api/v1/cross-post/:id/reaction',
  summary: 'Unlike a post from its cross-post view.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) })),
  body: /* @__PURE__ */ z.object({
    tabId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    media_clip_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  }),
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Post not found, or the post is not cross-posted' },
  ],
});

/** 001 sends `{reaction}`, 002 adds `publication_id`, `tabId`, `restacking_user_id`: the union. */
const commentReactionBody = /* @__PURE__ */ z.object({
  reaction: /* @__PURE__ */ z._default(/* @__PURE__ */ z.literal('❤'), '❤'),
  publication_id: /* @__PURE__ */ z.nullish(id),
  tabId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  restacking_user_id: /* @__PURE__ */ z.nullish(id),
});

export const addCommentReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E29',
  area: 'posts',
  name: 'addCommentReaction',
  method: 'POST',
  path: '/api/v1/comment/:id/reaction',
  summary: 'Like a comment (or a note); visible in the next comments answer as `reaction` and `reaction_count`.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: commentReactionBody,
  response: Empty,
  errors: [
    { status: 400, description: 'The comment is deleted or removed' },
    { status: 401, description: 'Not signed in: the client opens the sign-in modal' },
    { status: 403, description: 'The comment is only visible to paid subscribers' },
    { status: 403, code: 'PUBLICATION_BAN', description: 'The reader is banned from the publication' },
    { status: 404, description: 'Comment not found' },
  ],
});

export const removeCommentReaction = /* @__PURE__ */ defineEndpoint({
  id: 'E30',
  area: 'posts',
  name: 'removeCommentReaction',
  method: 'DELETE',
  path: '/api/v1/comment/:id/reaction',
  summary: 'Remove the reader’s like from a comment.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: commentReactionBody,
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Comment not found' },
  ],
});

export const getPostSummary = /* @__PURE__ */ defineEndpoint({
  id: 'E31',
  area: 'posts',
  name: 'getSummary',
  method: 'POST',
  path: '/api/v1/posts/:id/summary',
  summary: 'The reader-guide summary of a post, as HTML (untrusted: the client sanitises it).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: PostSummary,
  errors: [
    { status: 400, description: 'This post type has no reader guide (pages, threads)' },
    { status: 403, description: 'The viewer cannot read the whole post' },
    { status: 404, description: 'Post not found' },
  ],
});

export const updatePostTheme = /* @__PURE__ */ defineEndpoint({
  id: 'E34',
  area: 'posts',
  name: 'updateTheme',
  method: 'PATCH',
  path: '/api/v1/post/:id/theme',
  summary: 'Change the featured tag / header variant of a post page (publication admins); answers the saved theme.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: PostTheme,
  response: PostTheme,
  errors: [
    { status: 400, description: 'featured_post_tag_id is not one of the post’s tags' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Only an admin of the publication can change the featured tag' },
    { status: 404, description: 'Post not found' },
  ],
});

/** A flag in the query: the client may pass a boolean; in the URL it is `true`/`false` (or `1`/`0`). */
const flag = /* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.stringbool()]);

export const getPostComments = /* @__PURE__ */ defineEndpoint({
  id: 'E35',
  area: 'posts',
  name: 'getComments',
  method: 'GET',
  path: '/api/v1/post/:id/comments',
  summary:
    'Comment trees of a post. Without `all_comments` the first 50 top-level comments (G24); `sort` defaults to the ' +
    'post’s or publication’s `default_comment_sort`; `last_comment_at` answers only comments created after it, flat, ' +
    'oldest first (polling, each placed by its `ancestor_path`); `comment_id` answers that comment’s thread: its ' +
    'top-level ancestor pruned to the branch that leads to it, with the comment’s whole subtree; `token` is the ' +
    'email link’s reader token. Paged (designed): with `limit` (1–100) the answer holds that many top-level comments, ' +
    'each with its whole subtree, and `nextCursor`; pass it back as `cursor` until it is null. The cursor is the last ' +
    'thread of the page (keyset: threads added or deleted before it move nothing), in the order `sort` gives, so the ' +
    'next page keeps the same `sort`; `thread_count` is the number of top-level comments. A server that only knows the ' +
    'whole answer ignores both and answers without `nextCursor`: the client shows that answer as it is.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      all_comments: /* @__PURE__ */ z.optional(flag),
      sort: /* @__PURE__ */ z.optional(CommentSort),
      last_comment_at: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.iso.datetime({ offset: true })),
      comment_id: /* @__PURE__ */ z.optional(numericId),
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(100))),
      cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
    }),
  ),
  response: PostComments,
  errors: [
    { status: 400, description: 'Comments are not allowed on this post (scheduled, page, withheld): the screen shows “not allowed”' },
    { status: 400, description: 'Unknown cursor, or a cursor of another sort (field `cursor`)' },
    { status: 401, description: 'The email token is no longer valid: “To see the comments, please re-authenticate.”' },
    { status: 404, description: 'Post not found, or comment_id is not a comment on this post' },
  ],
});

export const markPostSeen = /* @__PURE__ */ defineEndpoint({
  id: 'E36',
  area: 'posts',
  name: 'markSeen',
  method: 'POST',
  path: '/api/v1/posts/:id/seen',
  summary: 'Records which comment threads the reader has seen on the comments page (`threads`: comment ids, P).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: /* @__PURE__ */ z.object({ threads: /* @__PURE__ */ z.array(id).check(/* @__PURE__ */ z.maxLength(500)) }),
  response: Empty,
  errors: [
    { status: 400, description: 'A thread id is not a comment on this post (names the field)' },
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Post not found' },
  ],
});

export const getPostSelection = /* @__PURE__ */ defineEndpoint({
  id: 'E37',
  area: 'posts',
  name: 'getSelection',
  method: 'GET',
  path: '/api/v1/post_selection/:id',
  summary: 'A shared text selection of a post (the `selection` share parameter).',
  params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  response: PostSelection,
  errors: [{ status: 404, description: 'Selection not found' }],
});

export const getPostImageSelection = /* @__PURE__ */ defineEndpoint({
  id: 'E38',
  area: 'posts',
  name: 'getImageSelection',
  method: 'GET',
  path: '/api/v1/post_selection/image/:id',
  summary: 'A shared image selection of a post (the `imgSelection` share parameter), with `img_src`.',
  params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) }),
  response: PostSelection,
  errors: [{ status: 404, description: 'Selection not found' }],
});

export const getCrossPost = /* @__PURE__ */ defineEndpoint({
  id: 'E39',
  area: 'posts',
  name: 'getCrossPost',
  method: 'GET',
  path: '/api/v1/cross-posts/:post_id',
  summary: 'A cross-posted post with its original publication, the cross-poster’s byline and intro text.',
  params: /* @__PURE__ */ z.object({ post_id: numericId }),
  response: CrossPost,
  errors: [{ status: 404, description: 'Post not found (or not cross-posted): “Post not found”' }],
});

export const getPostRestacks = /* @__PURE__ */ defineEndpoint({
  id: 'E40',
  area: 'posts',
  name: 'getRestacks',
  method: 'GET',
  path: '/api/v1/note/p-:post_id/restacks',
  summary:
    'Restacks of a post, newest first (10), with the total; `filterForPub=true` keeps restacks by the publication’s ' +
    'readers and staff. Empty when the publication hides post restacks or is invite-only.',
  params: /* @__PURE__ */ z.object({ post_id: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ filterForPub: /* @__PURE__ */ z.optional(flag) })),
  response: PostRestacks,
  errors: [{ status: 404, description: 'Post not found' }],
});

export const getPostRestackers = /* @__PURE__ */ defineEndpoint({
  id: 'E41',
  area: 'posts',
  name: 'getRestackers',
  method: 'GET',
  path: '/api/v1/post/:post_id/restackers',
  summary: 'The people who restacked a post, newest first (empty when the publication hides restacks).',
  params: /* @__PURE__ */ z.object({ post_id: numericId }),
  response: PostRestackers,
  errors: [{ status: 404, description: 'Post not found' }],
});

export const unlockPost = /* @__PURE__ */ defineEndpoint({
  id: 'P22',
  area: 'posts',
  name: 'unlock',
  method: 'POST',
  path: '/api/v1/posts/:id/unlock',
  summary:
    'Redeems the reader’s post-unlock (gift/teaser) token on a teaser-eligible post; the next GET of the post is ' +
    'in full. Idempotent for a post already readable.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 403, code: 'TEASER_UNAVAILABLE', description: '“Teaser posts are not currently available for this content.”' },
    { status: 404, description: 'Post not found' },
  ],
});

export const getPostReaderContext = /* @__PURE__ */ defineEndpoint({
  id: 'P27',
  area: 'posts',
  name: 'getReaderContext',
  method: 'GET',
  path: '/api/v1/posts/:id/reader_context',
  summary:
    'Designed for the end of a post (M12 call-to-action type, recommend CTA, top-posts count, gift unlock): the post’s ' +
    'publication (payments, pledges, invite-only, plans) and the reader’s standing with it (`user`, null when signed out).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: PostReaderContext,
  errors: [{ status: 404, description: 'Post not found' }],
});

export const postsEndpoints = {
  getPostBySlug,
  getPostById,
  getPostFacepile,
  addPostReaction,
  removePostReaction,
  addCrossPostReaction,
  removeCrossPostReaction,
  addCommentReaction,
  removeCommentReaction,
  getPostSummary,
  savePost,
  unsavePost,
  updatePostTheme,
  getPostComments,
  markPostSeen,
  getPostSelection,
  getPostImageSelection,
  getCrossPost,
  getPostRestacks,
  getPostRestackers,
  unlockPost,
  getPostReaderContext,
} as const;
