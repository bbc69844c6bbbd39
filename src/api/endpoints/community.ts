/**
 * Community (subscriber) chat: threads, replies, reactions, moderation (E01–E07 shown in spec 000; P01–P05 and
 * the thread list P04b designed here, gaps G02–G06, G56).
 *
 * Designed answers: E01/E02/P05 `{ communityPost }`, E04/E05/P04 `{ comment }`, E03/E06 `{}` (G35), E07
 * `{ user_id, publication_id, is_banned }` (G05), P01/P02 `{ reactions, reaction }` (G02), P03
 * `{ reported_by_user }`.
 *
 * Reading what the reader may not see: E01 and E04 answer 200 with a *limited* item whose `status` names the
 * teaser (`PAID_SUBSCRIPTION_REQUIRED`, `FOUNDING_SUBSCRIPTION_REQUIRED`, …), because the permalink pages of spec
 * 000/002 switch on that status. Lists (P04a, P04b) and every write answer 403 with the same `code` instead.
 *
 * A banned reader's reaction, reply or edit answers 403 `{ status: "PUBLICATION_BAN", error }` → `ApiError.code`
 * `PUBLICATION_BAN` (spec 000 §8, G02).
 *
 * P05 (edit own thread) is `PUT /api/v1/community/posts/:id` `{body}`, not the inventory's `PATCH` of the same path:
 * that PATCH is E02 (`{is_locked}`), and every declaration has its own method + path (one OpenAPI operation, one
 * mock route, one fault key each). PUT fits: the body is the whole editable content of a thread.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Empty, id } from '../schemas/core';
import {
  CHAT_BODY_MAX_CHARS,
  CHAT_MEDIA_MAX,
  ChatBanResult,
  ChatCommentPage,
  ChatCommentResponse,
  ChatPostPage,
  ChatPostResponse,
  ChatReaction,
  ChatReactionResult,
  ChatReportResult,
} from '../schemas/community';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
const idParams = /* @__PURE__ */ z.object({ id: numericId });
/** Reactions and reports go through one helper for threads and replies (spec 000 §7): `posts` or `comments`. */
const kindParams = /* @__PURE__ */ z.object({ kind: /* @__PURE__ */ z.enum(['posts', 'comments']), id: numericId });
const limit = (max: number) =>
  /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(max)));

/** P04's rule for the contract (the handler checks it after mentions are resolved): some text, or an image. */
const textOrMedia = {
  anyOf: [
    { required: ['body'], properties: { body: { pattern: '\\S' } } },
    { required: ['media_upload_ids'], properties: { media_upload_ids: { minItems: 1 } } },
  ],
};
const unauthorized = { status: 401, description: 'Not signed in' } as const;
const banned = {
  status: 403,
  code: 'PUBLICATION_BAN',
  description: 'The reader is banned from the publication: "You are not allowed to post or react to this chat."',
} as const;
const noAccess = {
  status: 403,
  code: 'PAID_SUBSCRIPTION_REQUIRED',
  description: 'The reader may not read the thread (code PAID_SUBSCRIPTION_REQUIRED, FOUNDING_SUBSCRIPTION_REQUIRED or SUBSCRIPTION_REQUIRED)',
} as const;

export const getChatPost = /* @__PURE__ */ defineEndpoint({
  id: 'E01',
  area: 'community',
  name: 'getPost',
  method: 'GET',
  path: '/api/v1/community/posts/:id',
  summary:
    'A chat thread as the reader sees it. A deleted thread answers status `deleted`; a thread the reader may not read answers a limited thread whose status names the teaser. Opening it records the reader’s visit (the answer carries the previous `user_last_viewed_timestamp`).',
  params: idParams,
  response: ChatPostResponse,
  errors: [{ status: 404, description: 'Thread not found' }],
});

export const lockChatPost = /* @__PURE__ */ defineEndpoint({
  id: 'E02',
  area: 'community',
  name: 'lockPost',
  method: 'PATCH',
  path: '/api/v1/community/posts/:id',
  summary: 'Lock or unlock replies to a thread (its author or a publication admin). Answers the updated thread.',
  params: idParams,
  body: /* @__PURE__ */ z.object({ is_locked: /* @__PURE__ */ z.boolean() }),
  response: ChatPostResponse,
  errors: [
    unauthorized,
    { status: 403, description: 'Neither the thread’s author nor a publication admin' },
    { status: 404, description: 'Thread not found or deleted' },
  ],
});

export const deleteChatPost = /* @__PURE__ */ defineEndpoint({
  id: 'E03',
  area: 'community',
  name: 'deletePost',
  method: 'DELETE',
  path: '/api/v1/community/posts/:id',
  summary: 'Delete a thread (its author or a publication admin). E01 then answers it with status `deleted`.',
  params: idParams,
  body: /* @__PURE__ */ z.object({ postId: /* @__PURE__ */ z.optional(id) }),
  response: Empty,
  errors: [
    unauthorized,
    { status: 400, description: '`postId` differs from the path' },
    { status: 403, description: 'Neither the author nor a publication admin' },
    { status: 404, description: 'Thread not found or already deleted' },
  ],
});

export const getChatComment = /* @__PURE__ */ defineEndpoint({
  id: 'E04',
  area: 'community',
  name: 'getComment',
  method: 'GET',
  path: '/api/v1/community/comments/:id',
  summary:
    'A chat reply (the parent refetch after a delete, and the comment permalink). `status` is the permalink status for this reader: VISIBLE, PAID_/FOUNDING_SUBSCRIPTION_REQUIRED (limited reply), or another value (DELETED, SUBSCRIPTION_REQUIRED).',
  params: idParams,
  response: ChatCommentResponse,
  errors: [{ status: 404, description: 'Comment not found' }],
});

export const lockChatComment = /* @__PURE__ */ defineEndpoint({
  id: 'E05',
  area: 'community',
  name: 'lockComment',
  method: 'PATCH',
  path: '/api/v1/community/comments/:id',
  summary: 'Lock or unlock replies to a top-level reply (its author or a publication admin). Not on replies that have a parent.',
  params: idParams,
  body: /* @__PURE__ */ z.object({ is_locked: /* @__PURE__ */ z.boolean() }),
  response: ChatCommentResponse,
  errors: [
    unauthorized,
    { status: 400, description: 'The reply has a parent (replies to replies cannot be locked)' },
    { status: 403, description: 'Neither the reply’s author nor a publication admin' },
    { status: 404, description: 'Comment not found or deleted' },
  ],
});

export const deleteChatComment = /* @__PURE__ */ defineEndpoint({
  id: 'E06',
  area: 'community',
  name: 'deleteComment',
  method: 'DELETE',
  path: '/api/v1/community/comments/:id',
  summary: 'Delete a reply (its author or a publication admin). The parent’s `reply_count` (E04) and the thread’s `comment_count` (E01) drop.',
  params: idParams,
  body: /* @__PURE__ */ z.object({ commentId: /* @__PURE__ */ z.optional(id) }),
  response: Empty,
  errors: [
    unauthorized,
    { status: 400, description: '`commentId` differs from the path' },
    { status: 403, description: 'Neither the author nor a publication admin' },
    { status: 404, description: 'Comment not found or already deleted' },
  ],
});

export const banChatCommentAuthor = /* @__PURE__ */ defineEndpoint({
  id: 'E07',
  area: 'community',
  name: 'banCommentAuthor',
  method: 'POST',
  path: '/api/v1/community/comments/:id/publication_bans',
  summary: 'Ban (`ban=true`) or unban (`ban=false`) the reply’s author from the publication. Publication admins only, never on their own reply.',
  params: idParams,
  query: /* @__PURE__ */ z.object({
    ban: /* @__PURE__ */ z.pipe(
      /* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.enum(['true', 'false'])]),
      /* @__PURE__ */ z.transform((v) => v === true || v === 'true'),
    ),
  }),
  response: ChatBanResult,
  errors: [
    unauthorized,
    { status: 400, description: '`ban` missing or not true/false' },
    { status: 403, description: 'Not a publication admin, or the admin’s own reply' },
    { status: 404, description: 'Comment not found' },
  ],
});

const reactionErrors = [
  unauthorized,
  { status: 400, description: '`reaction` is not in the reaction set ❤ 👍 😂 😮 😢' },
  banned,
  noAccess,
  { status: 404, description: 'Thread or reply not found or deleted' },
];

export const addChatReaction = /* @__PURE__ */ defineEndpoint({
  id: 'P01',
  area: 'community',
  name: 'addReaction',
  method: 'POST',
  path: '/api/v1/community/:kind/:id/reaction',
  summary: 'React to a thread (`kind` posts) or reply (`kind` comments). One reaction per reader: a new one replaces the old (gap G02).',
  params: kindParams,
  body: /* @__PURE__ */ z.object({ reaction: ChatReaction }),
  response: ChatReactionResult,
  errors: reactionErrors,
});

export const removeChatReaction = /* @__PURE__ */ defineEndpoint({
  id: 'P02',
  area: 'community',
  name: 'removeReaction',
  method: 'DELETE',
  path: '/api/v1/community/:kind/:id/reaction',
  summary: 'Remove the reader’s reaction (answers `reaction: null`). Idempotent.',
  params: kindParams,
  body: /* @__PURE__ */ z.object({ reaction: /* @__PURE__ */ z.optional(ChatReaction) }),
  response: ChatReactionResult,
  errors: reactionErrors,
});

export const reportChatItem = /* @__PURE__ */ defineEndpoint({
  id: 'P03',
  area: 'community',
  name: 'report',
  method: 'POST',
  path: '/api/v1/community/:kind/:id/report',
  summary:
    'Report a thread or reply (signed-in readers, not the owner, once). `is_non_admin: false` flags a report of an admin-role author (spec 000 §6). Afterwards the item carries `reported_by_user: true` for the reporter.',
  params: kindParams,
  body: /* @__PURE__ */ z.object({ is_non_admin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()) }),
  response: ChatReportResult,
  errors: [
    unauthorized,
    { status: 403, description: 'The reader’s own item, or a thread the reader may not read (code)' },
    { status: 404, description: 'Thread or reply not found or deleted' },
    { status: 409, description: 'Already reported by this reader' },
  ],
});

export const sendChatComment = /* @__PURE__ */ defineEndpoint({
  id: 'P04',
  area: 'community',
  name: 'sendComment',
  method: 'POST',
  path: '/api/v1/community/posts/:id/comments',
  summary:
    'Reply in a thread (or, with `parent_id`, to a top-level reply; `quote_id` quotes a reply of the same thread). Refused when the thread or parent is locked or the audience does not let the reader reply (spec 000 §5, M07).',
  params: idParams,
  body: /* @__PURE__ */ z
    .object({
      body: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(CHAT_BODY_MAX_CHARS)), ''),
      parent_id: /* @__PURE__ */ z.nullish(id),
      quote_id: /* @__PURE__ */ z.nullish(id),
      media_upload_ids: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))).check(/* @__PURE__ */ z.maxLength(CHAT_MEDIA_MAX)),
      ),
    })
    .check(/* @__PURE__ */ z.meta(textOrMedia)),
  response: ChatCommentResponse,
  errors: [
    unauthorized,
    { status: 400, description: 'Empty body without media, or a `parent_id`/`quote_id`/`media_upload_ids` that does not fit' },
    banned,
    noAccess,
    {
      status: 403,
      description: 'Locked ("Replies to this thread are locked.") or audience ("Only paid subscribers can reply.", "Only founding members can reply.")',
    },
    { status: 404, description: 'Thread not found or deleted' },
  ],
});

export const listChatComments = /* @__PURE__ */ defineEndpoint({
  id: 'P04a',
  area: 'community',
  name: 'listComments',
  method: 'GET',
  path: '/api/v1/community/posts/:id/comments',
  summary:
    'Replies of a thread, oldest first (or `order=newest_first`): top-level replies, or with `parent_id` the replies to one. Keyset cursor: pass `nextCursor` back as `cursor` (the last reply’s id, stable when replies are added or deleted); default limit 20, at most 50. Deleted replies are listed (status DELETED, no body) only while they still have replies. With `include_replies=true` (top-level pages only) each top-level reply is followed by its replies, oldest first, up to 50 each: the `limit` and the cursor count top-level replies, so a page of the thread is one request instead of one more per reply that has replies.',
  params: idParams,
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      limit: limit(50),
      parent_id: /* @__PURE__ */ z.optional(numericId),
      order: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['oldest_first', 'newest_first'])),
      include_replies: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.pipe(
          /* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.enum(['true', 'false'])]),
          /* @__PURE__ */ z.transform((v) => v === true || v === 'true'),
        ),
      ),
    }),
  ),
  response: ChatCommentPage,
  errors: [
    { status: 400, description: 'Unknown cursor, a `parent_id` not in this thread, or `include_replies` with `parent_id`' },
    noAccess,
    { status: 404, description: 'Thread not found or deleted' },
  ],
});

export const listChatPosts = /* @__PURE__ */ defineEndpoint({
  id: 'P04b',
  area: 'community',
  name: 'listPosts',
  method: 'GET',
  path: '/api/v1/community/publications/:publicationId/posts',
  summary:
    'A publication’s chat: its threads, newest activity first (latest reply, else creation). Threads the reader may not read are listed limited (status names the teaser). Unread when `most_recent_comment_created_at` > `user_last_viewed_timestamp`. Keyset cursor (opaque; pass `nextCursor` back); default limit 20, at most 50. Deleted threads are left out.',
  params: /* @__PURE__ */ z.object({ publicationId: numericId }),
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.object({ cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()), limit: limit(50) })),
  response: ChatPostPage,
  errors: [
    { status: 400, description: 'Malformed cursor' },
    {
      status: 403,
      code: 'PAID_SUBSCRIPTION_REQUIRED',
      description:
        'A paid chat (`paywall_chat: paid`, G56) for a reader without a paid subscription; SUBSCRIPTION_REQUIRED for a free chat and a non-subscriber',
    },
    { status: 404, description: 'Publication not found, or it has no chat (`community_enabled` off)' },
  ],
});

export const editChatPost = /* @__PURE__ */ defineEndpoint({
  id: 'P05',
  area: 'community',
  name: 'editPost',
  method: 'PUT',
  path: '/api/v1/community/posts/:id',
  summary: 'Edit the reader’s own thread (author only, not admins): replaces its body (`[@Name](user:ID)` marks mentions). Sets `is_edited`.',
  params: idParams,
  body: /* @__PURE__ */ z.object({
    body: /* @__PURE__ */ z
      .string()
      .check(
        /* @__PURE__ */ z.maxLength(CHAT_BODY_MAX_CHARS),
        /* @__PURE__ */ z.meta({ description: 'May be empty only when the thread has media (400 "Write something before saving." otherwise).' }),
      ),
  }),
  response: ChatPostResponse,
  errors: [
    unauthorized,
    { status: 400, description: 'Empty body on a thread without media' },
    banned,
    { status: 403, description: 'Not the thread’s author' },
    { status: 404, description: 'Thread not found or deleted' },
  ],
});

export const communityEndpoints = {
  getChatPost,
  lockChatPost,
  deleteChatPost,
  getChatComment,
  lockChatComment,
  deleteChatComment,
  banChatCommentAuthor,
  addChatReaction,
  removeChatReaction,
  reportChatItem,
  sendChatComment,
  listChatComments,
  listChatPosts,
  editChatPost,
} as const;
