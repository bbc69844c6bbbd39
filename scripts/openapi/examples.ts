/**
 * Seeded values of the mock (`mocks/db/*`) shown in `openapi.json` as `example`s, so every operation can be called
 * from the contract alone: every path parameter has one (`buildOpenApi` fails on a path parameter without one), and
 * the body and query fields that name a seeded thing (a post id, a gift token, a cms key) have one where the schema
 * cannot make up a value that exists. Selection ids, file names and gift tokens appear in no answer, so these are the
 * only way a client learns them. `tests/contract/openapi-truth.test.ts` calls every operation with these values and
 * checks the mock answers, so a value the seed no longer has fails there.
 */
export interface OperationExamples {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  /** Values of body fields (top level), shown as `examples` on the field's schema. */
  body?: Record<string, unknown>;
  /** An example of the whole body, for a body without named fields (a map). */
  wholeBody?: unknown;
  /** The operation's `description`: rules the mock enforces that JSON Schema cannot state (kept out of the library bundle). */
  description?: string;
}

/** A one-paragraph ProseMirror document (a note's `bodyJson`). */
const note = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

export const operationExamples: Record<string, OperationExamples> = {
  'DELETE /api/v1/blocks/:userId': { params: { userId: 206 } },
  'DELETE /api/v1/comment/:id': { params: { id: 5026 } },
  'DELETE /api/v1/comment/:id/reaction': { params: { id: 30001 } },
  'DELETE /api/v1/community/:kind/:id/reaction': { params: { kind: 'posts', id: 3001 } },
  'DELETE /api/v1/community/comments/:id': { params: { id: 4004 } },
  'DELETE /api/v1/community/posts/:id': { params: { id: 3008 } },
  'DELETE /api/v1/cross-post/:id/reaction': { params: { id: 1013 } },
  'DELETE /api/v1/feed/following/:userId': { params: { userId: 217 } },
  'DELETE /api/v1/post/:id/reaction': { params: { id: 1001 } },
  'GET /api/v1/audio/upload/:id/src': { params: { id: 'a-601' } },
  'GET /api/v1/community/comments/:id': { params: { id: 4004 } },
  'GET /api/v1/coupons/:code': { params: { code: 'WELCOME20' } },
  'POST /api/v1/subscription/:publicationId/cancel': { params: { publicationId: 64 } },
  'GET /api/v1/community/posts/:id': { params: { id: 3001 } },
  'GET /api/v1/community/posts/:id/comments': { params: { id: 3001 } },
  'GET /api/v1/community/publications/:publicationId/posts': { params: { publicationId: 1 } },
  'GET /api/v1/cross-posts/:post_id': { params: { post_id: 1013 } },
  'GET /api/v1/file/entry/:name': { params: { name: 'reading-guide-2026.pdf' } },
  'GET /api/v1/live_stream/:id': { params: { id: 801 } },
  'GET /api/v1/live_stream/:id/chat': { params: { id: 801 } },
  'GET /api/v1/posts/by-id/:id/audio': { params: { id: 1015 } },
  'GET /api/v1/transcript/:kind/:id/search': { params: { kind: 'video', id: '501' }, query: { q: 'harbour' } },
  'GET /api/v1/podcast/section/:sectionId/show_links': { params: { sectionId: 13 } },
  'PUT /api/v1/podcast/section/:sectionId/show_links': { params: { sectionId: 13 } },
  'POST /api/v1/sections/:id/podcast': { params: { id: 12 } },
  'GET /api/v1/meetings/order/:order_id': { params: { order_id: 4002 } },
  'GET /api/v1/note/p-:post_id/restacks': { params: { post_id: 1001 } },
  'GET /api/v1/post/:id/comments': { params: { id: 1005 } },
  'GET /api/v1/post/:id/facepile': { params: { id: 1001 } },
  'GET /api/v1/post/:post_id/restackers': { params: { post_id: 1001 } },
  'GET /api/v1/post_selection/:id': { params: { id: 'sel-city-reads' } },
  'GET /api/v1/post_selection/image/:id': { params: { id: 'img-city-cover' } },
  'GET /api/v1/posts/:id/reader_context': { params: { id: 1001 } },
  'GET /api/v1/posts/:slug': { params: { slug: 'the-city-that-reads' } },
  'GET /api/v1/posts/by-id/:id': { params: { id: 1001 } },
  'GET /api/v1/publication/post-tag/slug/:slug': { params: { slug: 'books' } },
  'GET /api/v1/publication_user_invite/:id': { params: { id: 7005 } },
  'GET /api/v1/reader/comment/:id': { params: { id: 5004 } },
  'GET /api/v1/recommendations/from/:publicationId': { params: { publicationId: 1 } },
  'GET /api/v1/subscription/:publicationId': { params: { publicationId: 1 } },
  'GET /api/v1/survey/:id': { params: { id: 1 } },
  'GET /api/v1/video/upload/:id': { params: { id: 706 } },
  'GET /api/v1/video/upload/:id/assets': { params: { id: 702 } },
  'GET /api/v1/video/upload/:id/src': { params: { id: 501 } },
  'GET /api/v1/video/upload/:id/src.json': { params: { id: 501 } },
  'GET /api/v1/viral_gifts/:token': { params: { token: 'vg_fiona_margin' } },
  'GET /w/:author/info': { params: { author: 'ada' } },
  'PATCH /api/v1/homepage/blocks/:id': { params: { id: 3 }, body: { num_posts: 5 } },
  'PATCH /api/v1/comment/:id': { params: { id: 5025 }, body: { bodyJson: note('Edited from the contract') } },
  'PATCH /api/v1/community/comments/:id': { params: { id: 4002 } },
  'PATCH /api/v1/community/posts/:id': { params: { id: 3001 } },
  'PATCH /api/v1/post/:id/theme': { params: { id: 1001 } },
  'POST /api/v1/blocks/:userId': { params: { userId: 230 } },
  'POST /api/v1/comment/:id/reaction': { params: { id: 30016 } },
  'POST /api/v1/community/:kind/:id/reaction': { params: { kind: 'posts', id: 3001 } },
  'POST /api/v1/community/:kind/:id/report': { params: { kind: 'comments', id: 4007 } },
  'POST /api/v1/community/comments/:id/publication_bans': { params: { id: 4005 } },
  'POST /api/v1/community/posts/:id/comments': {
    params: { id: 3001 },
    description: 'Give some text in `body` or at least one of `media_upload_ids` (400 naming body otherwise).',
  },
  'POST /api/v1/cross-post/:id/reaction': { params: { id: 1013 } },
  'POST /api/v1/feed/following/:userId': { params: { userId: 218 } },
  'POST /api/v1/live_stream/:id/chat': { params: { id: 801 }, description: '`body` is trimmed; then it must have 1–500 characters.' },
  'POST /api/v1/live_stream/:id/kick': { params: { id: 801 }, body: { user_id: 203 } },
  'POST /api/v1/post/:id/reaction': { params: { id: 1001 } },
  'POST /api/v1/posts/:id/seen': { params: { id: 1005 }, body: { threads: [30001] } },
  'POST /api/v1/posts/:id/summary': { params: { id: 1016 } },
  'POST /api/v1/posts/:id/unlock': { params: { id: 1002 } },
  'POST /api/v1/publication_user_invite/:id/accept': { params: { id: 7005 } },
  'POST /api/v1/reader/feed/user-suggestions/:userId/dismiss': { params: { userId: 222 } },
  'POST /api/v1/survey/:id/responses': { params: { id: 2 }, body: { responses: [{ survey_question_id: 201, data: { options: [2012] } }] } },
  'PUT /api/v1/community/posts/:id': {
    params: { id: 3008 },
    body: { body: 'Edited from the contract' },
    description: 'An empty `body` is refused (400) unless the thread has media.',
  },
  'PUT /api/v1/list/:id': { params: { id: 1 }, body: { publications: [1, 2] } },
  'PUT /api/v1/meetings/order/:order_id': { params: { order_id: 4001 }, body: { calendly_event_uri: 'https://api.calendly.com/scheduled_events/EVNEW' } },
  'POST /api/v1/comment/feed': {
    body: { bodyJson: note('A note from the contract') },
    description: 'The note’s `bodyJson` must have some text (400 "A note must have some text").',
  },
  'GET /api/v1/islands/cms/config': {
    query: { prefix: 'event-' },
    description: 'Give `prefix` (a list of the items whose key starts with it) or `key` (one item): with neither the answer is 400 naming key.',
  },
  'PUT /api/v1/islands/cms/config': {
    query: { key: 'event-NewSample1' },
    body: { value: { status: 'draft', title: 'A new event', dateTime: '2027-04-01T18:00', type: ['in-person'] } },
  },
  'DELETE /api/v1/islands/cms/config': { query: { key: 'event-DraftOld01' } },
  'POST /api/v1/list': { body: { publications: [1, 51] } },
  'POST /api/v1/subscription/request': {
    query: { publication_id: 3 },
    description: 'For invite-only publications: a request to another publication is answered 400 ("… is not invite-only: subscribe instead.").',
  },
  'PATCH /api/v1/subscription/sections/email': { wholeBody: { '12': { setting: 'individual' } } },
  'PUT /api/v1/user/email': {
    body: { email: 'new.address@example.com', confirm_email: 'new.address@example.com' },
    description: '`confirm_email` must equal `email` (400 naming confirm_email otherwise).',
  },
  'POST /api/v1/video/clip': {
    body: { video_upload_id: 501, start: 10, end: 40 },
    description:
      '`end` must be greater than `start` and at most the video’s duration; videos of 5 s or shorter, or still processing, cannot be clipped (400 naming the field).',
  },
  'POST /api/v1/restack/feed': { body: { postId: 1005 } },
  'DELETE /api/v1/restack/feed': { body: { postId: 1001 } },
  'POST /api/v1/posts/saved': { body: { post_id: 1001 } },
  'DELETE /api/v1/posts/saved': { body: { post_id: 1002 } },
  'POST /api/v1/viral_gifts/accept_gift_from_link': { body: { token: 'vg_fiona_margin' } },
  'DELETE /api/v1/free': { body: { publication_id: 72 } },
  'POST /api/v1/subscription/visibilities': { body: { ids: [5002] } },
  'POST /api/v1/trending-topics/toggle': { body: { categoryID: 2 } },
  'POST /api/v1/reader/feed/hidden': { body: { entity_key: 'p-1003' } },
  'DELETE /api/v1/reader/feed/hidden': { body: { entity_key: 'p-1003' } },
  'PUT /api/v1/reader/feed/archived': { body: { entity_key: 'p-1003', archived: true } },
  'POST /api/v1/reader/feed/paused': { body: { entity_key: 'c-5001' } },
  'DELETE /api/v1/reader/feed/paused': { body: { entity_key: 'c-5003' } },
};
