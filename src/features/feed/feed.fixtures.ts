/**
 * The feed's test items, shared by the machine's and the store's tests: a note (`noteItem`), a post (`postItem`), the
 * comment inside a note, and the tests' fixed time and load failure. Each item is the smallest the feed accepts; a test
 * adds only the fields it is about.
 */
import { ApiError } from '../../api/errors';
import type { FeedComment, FeedItem } from '../../api/schemas/feed';

export const T0 = Date.parse('2026-11-26T12:00:00.000Z');
export const failure = new ApiError({ kind: 'http', route: 'GET /api/v1/reader/feed', status: 500 });

export function comment(id: number, fields: Partial<FeedComment> = {}): FeedComment {
  return {
    id,
    user_id: 7,
    date: '2026-11-26T11:00:00.000Z',
    ancestor_path: '',
    children_count: 0,
    reaction_count: 0,
    restacks: 0,
    attachments: [],
    status: 'published',
    deleted: false,
    body: `Note ${id}`,
    ...fields,
  } as FeedComment;
}

export function noteItem(id: number, fields: Partial<FeedComment> = {}): FeedItem {
  return {
    type: 'comment',
    entity_key: `c-${id}`,
    context: { type: 'note', timestamp: '2026-11-26T11:00:00.000Z', users: [] },
    comment: comment(id, fields),
    parentComments: [],
    canReply: true,
    isMuted: false,
  } as FeedItem;
}

export function postItem(id: number, fields: Record<string, unknown> = {}): FeedItem {
  return {
    type: 'post',
    entity_key: `p-${id}`,
    context: { type: 'post', timestamp: '2026-11-26T11:00:00.000Z', users: [] },
    post: { id, slug: `post-${id}`, title: `Post ${id}`, type: 'newsletter', audience: 'everyone', comment_count: 0, reactions: { '❤': 3 }, ...fields },
    publication: { id: 1, name: 'The Daily Margin', subdomain: 'margin' },
    parentComments: [],
    canReply: true,
    isMuted: false,
  } as unknown as FeedItem;
}
