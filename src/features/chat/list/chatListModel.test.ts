import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { ChatPost } from '../../../api/schemas/community';
import { accessLevelOf, chatListState, isThreadUnread, lastActivityAt, threadPreview, threadsOfPages } from './chatListModel';

const route = 'GET /api/v1/community/publications/:publicationId/posts';

function thread(id: number, extra: Partial<ChatPost> = {}): ChatPost {
  return ChatPost.parse({
    id,
    publication_id: 1,
    user_id: 100,
    audience: 'all_subscribers',
    body: `Thread ${id}`,
    created_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  });
}

const page = (...ids: number[]) => ({ communityPosts: ids.map((id) => thread(id)) });

const snapshot = {
  status: 'success' as const,
  error: null,
  pages: [page(1, 2)],
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
};

describe('isThreadUnread', () => {
  it('is unread when the latest reply is newer than the last visit', () => {
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T12:00:00Z', user_last_viewed_timestamp: '2026-11-20T11:00:00Z' })).toBe(true);
  });
  it('is read when the visit is newer than or equal to the latest reply', () => {
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T11:00:00Z', user_last_viewed_timestamp: '2026-11-20T12:00:00Z' })).toBe(false);
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T11:00:00Z', user_last_viewed_timestamp: '2026-11-20T11:00:00Z' })).toBe(false);
  });
  it('compares instants, not strings (offsets and precision differ)', () => {
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T12:30:00+02:00', user_last_viewed_timestamp: '2026-11-20T11:00:00.000Z' })).toBe(false);
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T11:00:00.001Z', user_last_viewed_timestamp: '2026-11-20T11:00:00Z' })).toBe(true);
  });
  it('carries no marker without replies or without a visit', () => {
    expect(isThreadUnread({ most_recent_comment_created_at: null, user_last_viewed_timestamp: '2026-11-20T11:00:00Z' })).toBe(false);
    expect(isThreadUnread({ most_recent_comment_created_at: '2026-11-20T11:00:00Z', user_last_viewed_timestamp: null })).toBe(false);
  });
});

describe('row parts', () => {
  it('times the row by the latest reply, else the creation', () => {
    expect(lastActivityAt(thread(1, { most_recent_comment_created_at: '2026-11-21T09:00:00.000Z' }))).toBe('2026-11-21T09:00:00.000Z');
    expect(lastActivityAt(thread(1))).toBe('2026-11-20T10:00:00.000Z');
  });
  it('reads the teaser from a denial code', () => {
    expect(accessLevelOf('PAID_SUBSCRIPTION_REQUIRED')).toBe('paid');
    expect(accessLevelOf('FOUNDING_SUBSCRIPTION_REQUIRED')).toBe('founding');
    expect(accessLevelOf('SUBSCRIPTION_REQUIRED')).toBe('subscribers');
    expect(accessLevelOf('PUBLICATION_BAN')).toBeNull();
    expect(accessLevelOf(undefined)).toBeNull();
  });
});

describe('threadPreview', () => {
  it('shows the body', () => {
    expect(threadPreview(thread(1, { body: '  Hello chat  ' }))).toEqual({ kind: 'text', text: 'Hello chat' });
  });
  it('falls back to the link title, then to the attachments', () => {
    expect(threadPreview(thread(1, { body: '', link_metadata: { url: 'https://x.example', title: 'A link' } }))).toEqual({ kind: 'text', text: 'A link' });
    expect(
      threadPreview(
        thread(1, {
          body: '',
          mediaAttachments: [
            { type: 'image', url: '/a.jpg' },
            { type: 'video', url: '/b.mp4' },
          ],
        }),
      ),
    ).toEqual({
      kind: 'attachments',
      count: 2,
    });
  });
  it('puts a limited thread first: its status names the teaser', () => {
    expect(threadPreview(thread(1, { status: 'FOUNDING_SUBSCRIPTION_REQUIRED', body: '', reported_by_user: true }))).toEqual({
      kind: 'locked',
      level: 'founding',
    });
    expect(threadPreview(thread(1, { status: 'PAID_SUBSCRIPTION_REQUIRED', body: '' }))).toEqual({ kind: 'locked', level: 'paid' });
    expect(threadPreview(thread(1, { status: 'deleted', body: '' }))).toEqual({ kind: 'unavailable' });
  });
  it('shows the report notice before the block notice and the body', () => {
    expect(threadPreview(thread(1, { reported_by_user: true, blocked_relation: 'you_blocked' }))).toEqual({ kind: 'reported' });
    expect(threadPreview(thread(1, { blocked_relation: 'blocked_you' }))).toEqual({ kind: 'blocked', relation: 'blocked_you' });
  });
});

describe('threadsOfPages', () => {
  it('keeps page order and drops a thread that comes back on a later page', () => {
    expect(threadsOfPages([page(5, 4), page(4, 3), page(2)]).map((t) => t.id)).toEqual([5, 4, 3, 2]);
  });
});

describe('chatListState', () => {
  it('loads until the first page arrives', () => {
    expect(chatListState({ ...snapshot, status: 'pending', pages: undefined })).toEqual({ status: 'loading' });
  });

  it('is the paid-chat teaser on a 403 whose code names an audience (G56)', () => {
    const error = new ApiError({ kind: 'http', route, status: 403, code: 'PAID_SUBSCRIPTION_REQUIRED', serverMessage: 'Subscribe to join.' });
    expect(chatListState({ ...snapshot, status: 'error', error, pages: undefined })).toEqual({ status: 'locked', level: 'paid' });
    const anonymous = new ApiError({ kind: 'http', route, status: 403, code: 'SUBSCRIPTION_REQUIRED' });
    expect(chatListState({ ...snapshot, status: 'error', error: anonymous, pages: undefined })).toEqual({ status: 'locked', level: 'subscribers' });
  });

  it('is an error with the server message otherwise', () => {
    const error = new ApiError({ kind: 'http', route, status: 500, serverMessage: 'Internal server error' });
    expect(chatListState({ ...snapshot, status: 'error', error, pages: undefined })).toEqual({ status: 'error', message: 'Internal server error' });
    const forbidden = new ApiError({ kind: 'http', route, status: 403, serverMessage: 'Nope' });
    expect(chatListState({ ...snapshot, status: 'error', error: forbidden, pages: undefined })).toEqual({ status: 'error', message: 'Nope' });
    const offline = new ApiError({ kind: 'network', route });
    expect(chatListState({ ...snapshot, status: 'error', error: offline, pages: undefined })).toEqual({ status: 'error', offline: true });
    expect(chatListState({ ...snapshot, status: 'error', error: new Error('x'), pages: undefined })).toEqual({ status: 'error' });
  });

  it('is empty when the only page has no threads', () => {
    expect(chatListState({ ...snapshot, pages: [{ communityPosts: [] }] })).toEqual({ status: 'empty' });
  });

  it('lists the threads with the foot of the list', () => {
    const idle = chatListState({ ...snapshot, hasNextPage: true });
    expect(idle).toMatchObject({ status: 'ready', more: { status: 'idle' } });
    expect(idle.status === 'ready' && idle.threads.map((t) => t.id)).toEqual([1, 2]);
    expect(chatListState({ ...snapshot, hasNextPage: true, isFetchingNextPage: true })).toMatchObject({ more: { status: 'loading' } });
    expect(chatListState(snapshot)).toMatchObject({ status: 'ready', more: { status: 'end' } });
  });

  it('keeps the loaded threads when the next page fails, with its message', () => {
    const error = new ApiError({ kind: 'http', route, status: 500, serverMessage: 'Internal server error' });
    expect(chatListState({ ...snapshot, status: 'error', error, hasNextPage: true, isFetchNextPageError: true })).toMatchObject({
      status: 'ready',
      more: { status: 'error', message: 'Internal server error' },
    });
  });

  it('keeps the loaded threads when a background refetch fails', () => {
    const error = new ApiError({ kind: 'network', route });
    expect(chatListState({ ...snapshot, status: 'error', error })).toMatchObject({ status: 'ready', more: { status: 'end' } });
  });
});
