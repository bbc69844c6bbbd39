/**
 * Feed, notes and social (E42–E56, P09–P12): the feed and note composer, restacks, follows and suggestions,
 * mute and block, trending topics, search suggestions, reading lists and publication search, the archive and
 * the microsite's stories list (P12), the about page's subscribe content and ranked people. Designed shapes are
 * documented in `../schemas/feed.ts` (gaps G20–G22, G28, G35). Several calls of one inventory id carry a letter
 * (`P09a`…`P09h`, `P10a`/`P10b`).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Empty, id, isoDate, Post, PostType, Publication, User } from '../schemas/core';
import {
  ARCHIVE_PAGE_SIZE,
  AttachmentInput,
  archiveSorts,
  BlockResult,
  CreatedFeedComment,
  FEED_PAGE_SIZE,
  FeedComment,
  FeedPage,
  FeedSurface,
  FeedTab,
  FollowResult,
  MuteDuration,
  NoteBodyJson,
  RankedUser,
  ReadingList,
  ReadingListInput,
  RestackResult,
  SearchResults,
  STORIES_PAGE_SIZE,
  SuggestedSearch,
} from '../schemas/feed';

const numericId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());
/** `true` / `false` (or `1` / `0`) from a query string. */
const queryBoolean = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.enum(['true', 'false', '1', '0']),
  /* @__PURE__ */ z.transform((v) => v === 'true' || v === '1'),
);

// --- P09: the feed and notes ----------------------------------------------------------------------------------

export const getFeed = /* @__PURE__ */ defineEndpoint({
  id: 'P09a',
  area: 'feed',
  name: 'getFeed',
  method: 'GET',
  path: '/api/v1/reader/feed',
  summary:
    'One page of a feed surface (feed, suggestions page, sidebar), newest first. `cursor` is the previous page’s `nextCursor`; ' +
    '`tab=firehose` is a generated feed of thousands of items; `category_id` is a category feed (/home/category/{id}). ' +
    'An anonymous reader gets the first page only (nextCursor null; the client shows the login prompt).',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      surface: /* @__PURE__ */ z._default(FeedSurface, 'feed'),
      tab: /* @__PURE__ */ z._default(FeedTab, 'for-you'),
      category_id: /* @__PURE__ */ z.optional(numericId),
      cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50)),
        FEED_PAGE_SIZE,
      ),
    }),
  ),
  response: FeedPage,
  errors: [
    { status: 400, description: 'Invalid or foreign cursor (field `cursor`)' },
    { status: 404, description: 'Category not found' },
  ],
});

export const createFeedComment = /* @__PURE__ */ defineEndpoint({
  id: 'P09b',
  area: 'feed',
  name: 'createComment',
  method: 'POST',
  path: '/api/v1/comment/feed',
  summary:
    'Post a note (no parent, no post), comment on a post (`post_id`, designed) or reply to a note or comment (`parent_id`). The answer ' +
    'is the new comment; it is the first item of the next feed page, counts in its parent’s children_count, and a post comment ' +
    'shows in the post’s comments (E35).',
  body: /* @__PURE__ */ z.object({
    bodyJson: NoteBodyJson,
    attachments: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(AttachmentInput).check(/* @__PURE__ */ z.maxLength(10)), []),
    parent_id: /* @__PURE__ */ z.nullish(id),
    post_id: /* @__PURE__ */ z.nullish(id),
  }),
  response: CreatedFeedComment,
  errors: [
    { status: 400, description: 'Empty body (`bodyJson`), an attachment that points nowhere (`attachments.N`), a parent on another post (`post_id`)' },
    { status: 401, description: 'Not signed in: the client opens the sign-in modal (entry "composer-new-post")' },
    {
      status: 403,
      description:
        '"Only paid subscribers can reply." / "Only subscribers can reply." (composer gate); "Commenting has been turned off for this post, ' +
        'or this email."; "Comments on this post are for paid subscribers" (G26); the author blocks you',
    },
    { status: 404, description: 'Parent comment or post not found' },
  ],
});

export const editFeedComment = /* @__PURE__ */ defineEndpoint({
  id: 'P09c',
  area: 'feed',
  name: 'editComment',
  method: 'PATCH',
  path: '/api/v1/comment/:id',
  summary: 'Edit one’s own note or comment (M41 EDIT_COMMENT replaces it).',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: /* @__PURE__ */ z.object({ bodyJson: NoteBodyJson }),
  response: FeedComment,
  errors: [
    { status: 400, description: 'Empty body' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not the author' },
    { status: 404, description: 'Comment not found' },
  ],
});

export const deleteFeedComment = /* @__PURE__ */ defineEndpoint({
  id: 'P09d',
  area: 'feed',
  name: 'deleteComment',
  method: 'DELETE',
  path: '/api/v1/comment/:id',
  summary: 'Delete one’s own note or comment with its replies; its feed entries go, and the parent’s children_count drops.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: Empty,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not the author' },
    { status: 404, description: 'Comment not found' },
  ],
});

const entityKeyBody = /* @__PURE__ */ z.object({ entity_key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)) });

export const hideFeedItem = /* @__PURE__ */ defineEndpoint({
  id: 'P09e',
  area: 'feed',
  name: 'hideItem',
  method: 'POST',
  path: '/api/v1/reader/feed/hidden',
  summary: 'Hide a feed item for the viewer (M41 HIDE); it is left out of the next pages.',
  body: entityKeyBody,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const unhideFeedItem = /* @__PURE__ */ defineEndpoint({
  id: 'P09f',
  area: 'feed',
  name: 'unhideItem',
  method: 'DELETE',
  path: '/api/v1/reader/feed/hidden',
  summary: 'Undo a hide (M41 UNHIDE).',
  body: entityKeyBody,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const pauseFeedNotifications = /* @__PURE__ */ defineEndpoint({
  id: 'P09g',
  area: 'feed',
  name: 'pauseNotifications',
  method: 'POST',
  path: '/api/v1/reader/feed/paused',
  summary: 'Pause notifications for a feed item’s thread (M41 PAUSE_NOTIFICATIONS); the item reads notificationsPaused.',
  body: entityKeyBody,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const unpauseFeedNotifications = /* @__PURE__ */ defineEndpoint({
  id: 'P09h',
  area: 'feed',
  name: 'unpauseNotifications',
  method: 'DELETE',
  path: '/api/v1/reader/feed/paused',
  summary: 'Resume notifications for a thread (M41 UNPAUSE).',
  body: entityKeyBody,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

/**
 * Archive or unarchive a feed item (M41 ARCHIVE: archived_at is now, or null). The spec names the action (P09) but not
 * its call (G21): designed as one call with the wanted state, answering the item's archived_at.
 */
export const archiveFeedItem = /* @__PURE__ */ defineEndpoint({
  id: 'P09i',
  area: 'feed',
  name: 'archiveItem',
  method: 'PUT',
  path: '/api/v1/reader/feed/archived',
  summary: 'Archive a feed item for the viewer (archived: true) or bring it back (false); archived items are left out of the next pages.',
  body: /* @__PURE__ */ z.object({
    entity_key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    archived: /* @__PURE__ */ z.boolean(),
  }),
  response: /* @__PURE__ */ z.object({ archived_at: /* @__PURE__ */ z.nullable(isoDate) }),
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const getNote = /* @__PURE__ */ defineEndpoint({
  id: 'P09j',
  area: 'feed',
  name: 'getNote',
  method: 'GET',
  path: '/api/v1/reader/comment/:id',
  summary:
    'One note or comment with its direct replies, newest first (the note page, designed: spec 002 shows notes in the feed and ' +
    'names no page of one). A note the reader may not see comes with `unavailable_reason` as in the feed.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  response: /* @__PURE__ */ z.object({ comment: FeedComment, replies: /* @__PURE__ */ z.array(FeedComment) }),
  errors: [{ status: 404, description: 'Note not found or deleted' }],
});

// --- E43/P10 follows, E47 suggestions, E48 app facepile -----------------------------------------------------

export const getFollowing = /* @__PURE__ */ defineEndpoint({
  id: 'E43',
  area: 'feed',
  name: 'getFollowing',
  method: 'GET',
  path: '/api/v1/feed/following',
  summary: 'Ids of the users the viewer follows (empty for an anonymous reader).',
  response: /* @__PURE__ */ z.array(id),
});

const userIdParams = /* @__PURE__ */ z.object({ userId: numericId });

export const followUser = /* @__PURE__ */ defineEndpoint({
  id: 'P10a',
  area: 'feed',
  name: 'follow',
  method: 'POST',
  path: '/api/v1/feed/following/:userId',
  summary: 'Follow a user (suggestion card); visible in E43 and in suggestions’ isFollowing.',
  params: userIdParams,
  response: FollowResult,
  errors: [
    { status: 400, description: 'You cannot follow yourself' },
    { status: 401, description: 'Not signed in: the client sends the reader to log in' },
    { status: 404, description: 'User not found' },
  ],
});

export const unfollowUser = /* @__PURE__ */ defineEndpoint({
  id: 'P10b',
  area: 'feed',
  name: 'unfollow',
  method: 'DELETE',
  path: '/api/v1/feed/following/:userId',
  summary: 'Stop following a user.',
  params: userIdParams,
  response: FollowResult,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'User not found' },
  ],
});

export const dismissUserSuggestion = /* @__PURE__ */ defineEndpoint({
  id: 'E47',
  area: 'feed',
  name: 'dismissSuggestion',
  method: 'POST',
  path: '/api/v1/reader/feed/user-suggestions/:userId/dismiss',
  summary: 'Dismiss a people-you-may-know card (fire-and-forget); the suggestion no longer appears in any surface.',
  params: userIdParams,
  response: Empty,
  errors: [{ status: 401, description: 'Not signed in' }],
});

export const getAppInstallFacepile = /* @__PURE__ */ defineEndpoint({
  id: 'E48',
  area: 'feed',
  name: 'getAppInstallFacepile',
  method: 'GET',
  path: '/api/v1/app_install_facepile',
  summary:
    'People the viewer follows who use the app ("Join {name} and others in the app"; empty → "Notes is better in the app"). ' +
    'The client treats a failure as an empty list.',
  response: /* @__PURE__ */ z.array(User),
  errors: [{ status: 401, description: 'Not signed in' }],
});

// --- E44–E46 restacks -----------------------------------------------------------------------------------------

export const getHasRestacked = /* @__PURE__ */ defineEndpoint({
  id: 'E44',
  area: 'feed',
  name: 'getHasRestacked',
  method: 'GET',
  path: '/api/v1/feed/has-restacked',
  summary: 'Whether the viewer has ever restacked (the first-time nudge shows while false; the client caches it forever).',
  response: /* @__PURE__ */ z.object({ hasRestacked: /* @__PURE__ */ z.boolean() }),
});

const restackTarget = {
  postId: /* @__PURE__ */ z.nullish(id),
  commentId: /* @__PURE__ */ z.nullish(id),
  mediaClipId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  tabId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
};
const exactlyOneTarget = (b: { postId?: number | null; commentId?: number | null }) => (b.postId == null) !== (b.commentId == null);
const targetRule = { message: 'Give exactly one of postId and commentId', path: ['postId'] };
/** The same rule for the contract: exactly one of the two is given and not null. */
const exactlyOneTargetSchema = {
  oneOf: [
    { required: ['postId'], properties: { postId: { not: { type: 'null' } } } },
    { required: ['commentId'], properties: { commentId: { not: { type: 'null' } } } },
  ],
};

export const restack = /* @__PURE__ */ defineEndpoint({
  id: 'E45',
  area: 'feed',
  name: 'restack',
  method: 'POST',
  path: '/api/v1/restack/feed',
  summary:
    'Restack a post or a note/comment: restacked true and restacks +1 (idempotent). Not allowed when the publication hides restacks, ' +
    'is invite-only or has its community turned off.',
  body: /* @__PURE__ */ z
    .object({ ...restackTarget, surface: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) })
    .check(/* @__PURE__ */ z.refine(exactlyOneTarget, targetRule), /* @__PURE__ */ z.meta(exactlyOneTargetSchema)),
  response: RestackResult,
  errors: [
    { status: 400, description: 'Neither or both of postId and commentId' },
    { status: 401, description: 'Not signed in: the client shows the sign-in prompt' },
    { status: 403, description: 'Restacks are off for this publication (hides restacks, invite-only, or community off)' },
    { status: 404, description: 'Post or comment not found' },
  ],
});

export const unrestack = /* @__PURE__ */ defineEndpoint({
  id: 'E46',
  area: 'feed',
  name: 'unrestack',
  method: 'DELETE',
  path: '/api/v1/restack/feed',
  summary: 'Undo a restack: restacked false and restacks −1 ("Restack undone").',
  body: /* @__PURE__ */ z.object(restackTarget).check(/* @__PURE__ */ z.refine(exactlyOneTarget, targetRule), /* @__PURE__ */ z.meta(exactlyOneTargetSchema)),
  response: Empty,
  errors: [
    { status: 400, description: 'Neither or both of postId and commentId' },
    { status: 401, description: 'Not signed in' },
  ],
});

// --- E49/E50 mute and block -----------------------------------------------------------------------------------

export const blockUser = /* @__PURE__ */ defineEndpoint({
  id: 'E49',
  area: 'feed',
  name: 'muteOrBlock',
  method: 'POST',
  path: '/api/v1/blocks/:userId',
  summary: 'Mute (for `duration`, default indefinitely; G22) or block a user. Visible in the feed’s isMuted and blockState.',
  params: userIdParams,
  body: /* @__PURE__ */ z.object({
    type: /* @__PURE__ */ z.enum(['mute', 'block']),
    surface: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    noteId: /* @__PURE__ */ z.nullish(id),
    duration: /* @__PURE__ */ z.optional(MuteDuration),
  }),
  response: BlockResult,
  errors: [
    { status: 400, description: 'You cannot mute or block yourself (field `userId`)' },
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'User not found' },
  ],
});

export const unblockUser = /* @__PURE__ */ defineEndpoint({
  id: 'E50',
  area: 'feed',
  name: 'unmuteOrUnblock',
  method: 'DELETE',
  path: '/api/v1/blocks/:userId',
  summary: 'Unmute and/or unblock a user. `type` (designed) limits it to one; without it both go.',
  params: userIdParams,
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      surface: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      noteId: /* @__PURE__ */ z.optional(numericId),
      type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['mute', 'block'])),
    }),
  ),
  response: BlockResult,
  errors: [
    { status: 400, description: 'You cannot unmute or unblock yourself' },
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'User not found' },
  ],
});

// --- E51/E52 trending topics and search -----------------------------------------------------------------------

export const toggleTrendingTopics = /* @__PURE__ */ defineEndpoint({
  id: 'E51',
  area: 'feed',
  name: 'toggleTrendingTopics',
  method: 'POST',
  path: '/api/v1/trending-topics/toggle',
  summary: 'Turn trending topics of a category on or off for the viewer (visible in E52’s trending suggestions).',
  body: /* @__PURE__ */ z.object({ enable: /* @__PURE__ */ z.boolean(), categoryID: id }),
  response: /* @__PURE__ */ z.object({ categoryID: id, enabled: /* @__PURE__ */ z.boolean() }),
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'Category not found' },
  ],
});

export const getSearchSuggestions = /* @__PURE__ */ defineEndpoint({
  id: 'E52',
  area: 'feed',
  name: 'getSearchSuggestions',
  method: 'GET',
  path: '/api/v1/search/suggestions_v2',
  summary: 'Suggested searches when the search overlay opens: the viewer’s recent searches, then trending topics of enabled categories.',
  response: /* @__PURE__ */ z.object({ suggestedSearches: /* @__PURE__ */ z.array(SuggestedSearch) }),
});

// --- E53/E54 reading lists, P11 publication search --------------------------------------------------------

export const createReadingList = /* @__PURE__ */ defineEndpoint({
  id: 'E53',
  area: 'feed',
  name: 'createReadingList',
  method: 'POST',
  path: '/api/v1/list',
  summary: 'Create a reading list ("{name} created"). The name must be non-empty and at least 1 publication chosen.',
  body: ReadingListInput,
  response: ReadingList,
  errors: [
    { status: 400, description: 'Empty name (`name`), no publication or an unknown one (`publications`), bad slug (`slug`)' },
    { status: 401, description: 'Not signed in' },
  ],
});

export const updateReadingList = /* @__PURE__ */ defineEndpoint({
  id: 'E54',
  area: 'feed',
  name: 'updateReadingList',
  method: 'PUT',
  path: '/api/v1/list/:id',
  summary: 'Replace a reading list’s name, slug and publications ("{name} updated"). Same rules as create; owner only.',
  params: /* @__PURE__ */ z.object({ id: numericId }),
  body: ReadingListInput,
  response: ReadingList,
  errors: [
    { status: 400, description: 'As for create' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not the owner of the list' },
    { status: 404, description: 'List not found' },
  ],
});

export const searchPublications = /* @__PURE__ */ defineEndpoint({
  id: 'P11',
  area: 'feed',
  name: 'searchPublications',
  method: 'GET',
  path: '/api/v1/publication/search',
  summary:
    'Publication search of the reading-list modal, by name, subdomain or description. An empty query answers no results ' +
    '("Search publications to get started").',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      query: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50)),
        10,
      ),
    }),
  ),
  response: /* @__PURE__ */ z.object({ results: /* @__PURE__ */ z.array(Publication) }),
});

// --- P60 global search results (proposed) ---------------------------------------------------------------------

export const searchAll = /* @__PURE__ */ defineEndpoint({
  id: 'P60',
  area: 'feed',
  name: 'searchAll',
  method: 'GET',
  path: '/api/v1/search',
  summary:
    'Proposed (spec 002 names the global search’s results, not their call): posts (title, subtitle), publications (name, ' +
    'subdomain, description) and people (name, handle) matching every word of `query`, at most `limit` of each. An empty ' +
    'query answers empty lists.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      query: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), ''),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(20)),
        5,
      ),
    }),
  ),
  response: SearchResults,
});

// --- E42/P12 archive, E55/E56 about page ----------------------------------------------------------------------

export const getArchive = /* @__PURE__ */ defineEndpoint({
  id: 'E42',
  area: 'feed',
  name: 'getArchive',
  method: 'GET',
  path: '/api/v1/archive',
  summary:
    'A publication’s published posts, newest first (`sort=new`) or most liked (`top`), paged by offset/limit (default 10; 5 for ' +
    'More in America 250); `post_tag_id` (events tag), `type` (designed) filter; the end is a page shorter than the limit. ' +
    '`publication_id` (designed) picks the publication; default The Daily Margin (1); `section` (designed, a slug) keeps one section’s posts.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      sort: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(archiveSorts), 'new'),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50)),
        ARCHIVE_PAGE_SIZE,
      ),
      offset: /* @__PURE__ */ z._default(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(0)), 0),
      post_tag_id: /* @__PURE__ */ z.optional(numericId),
      type: /* @__PURE__ */ z.optional(PostType),
      publication_id: /* @__PURE__ */ z.optional(numericId),
      /** A section's slug (designed: the archive page's optional section, spec 002). */
      section: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100))),
    }),
  ),
  response: /* @__PURE__ */ z.array(Post),
  errors: [{ status: 404, description: 'Publication not found, or no section with that slug' }],
});

/** The Stories tab's filters (M38) and the post type each one lists. */
export const storiesFilters = { all: undefined, videos: 'video', podcasts: 'podcast', articles: 'newsletter' } as const;

export const getStories = /* @__PURE__ */ defineEndpoint({
  id: 'P12',
  area: 'feed',
  name: 'getStories',
  method: 'GET',
  path: '/api/v1/archive/stories',
  summary:
    'The celebration microsite’s Stories tab (M38; "call details not shown", G20): the archive (E42, newest first) filtered by the tab’s ' +
    'filter, 20 a page by offset; the end is a page shorter than 20. A route of its own so every call has one declaration.',
  query: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      filter: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(['all', 'videos', 'podcasts', 'articles']), 'all'),
      offset: /* @__PURE__ */ z._default(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(0)), 0),
      limit: /* @__PURE__ */ z._default(
        /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(1), /* @__PURE__ */ z.lte(50)),
        STORIES_PAGE_SIZE,
      ),
      publication_id: /* @__PURE__ */ z.optional(numericId),
    }),
  ),
  response: /* @__PURE__ */ z.array(Post),
  errors: [{ status: 404, description: 'Publication not found' }],
});

const publicationQuery = /* @__PURE__ */ z.object({ publication_id: /* @__PURE__ */ z.optional(numericId) });

export const getSubscribeContent = /* @__PURE__ */ defineEndpoint({
  id: 'E55',
  area: 'feed',
  name: 'getSubscribeContent',
  method: 'GET',
  path: '/api/v1/publication/subscribe_content',
  summary: 'The about page’s subscribe pitch (HTML `body`) of a publication (default 1).',
  query: /* @__PURE__ */ z.optional(publicationQuery),
  response: /* @__PURE__ */ z.object({ body: /* @__PURE__ */ z.string() }),
  errors: [{ status: 404, description: 'Publication not found' }],
});

export const getRankedUsers = /* @__PURE__ */ defineEndpoint({
  id: 'E56',
  area: 'feed',
  name: 'getRankedUsers',
  method: 'GET',
  path: '/api/v1/publication/users/ranked',
  summary:
    'A publication’s people, ranked: admins, then contributors, then guest authors. `public=true` is the about page’s list for ' +
    'anyone; without it the staff view adds emails and needs a staff role.',
  query: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.extend(publicationQuery, { public: /* @__PURE__ */ z.optional(queryBoolean) })),
  response: /* @__PURE__ */ z.array(RankedUser),
  errors: [
    { status: 401, description: 'Staff view while not signed in' },
    { status: 403, description: 'Staff view without a staff role' },
    { status: 404, description: 'Publication not found' },
  ],
});

export const feedEndpoints = {
  getFeed,
  createFeedComment,
  editFeedComment,
  deleteFeedComment,
  hideFeedItem,
  unhideFeedItem,
  pauseFeedNotifications,
  unpauseFeedNotifications,
  archiveFeedItem,
  getNote,
  getFollowing,
  followUser,
  unfollowUser,
  dismissUserSuggestion,
  getAppInstallFacepile,
  getHasRestacked,
  restack,
  unrestack,
  blockUser,
  unblockUser,
  toggleTrendingTopics,
  getSearchSuggestions,
  createReadingList,
  updateReadingList,
  searchPublications,
  searchAll,
  getArchive,
  getStories,
  getSubscribeContent,
  getRankedUsers,
} as const;
