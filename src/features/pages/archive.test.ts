import { describe, expect, it } from 'vitest';
import type { Post } from '../../api/schemas/core';
import { ApiError } from '../../api/errors';
import { matchRoute, paths } from '../../kit/routes';
import { postEndPaths } from '../post/end/PostEnd';
import { ARCHIVE_PAGE_SIZE, type ArchiveReadState, archiveStatus, nextArchiveOffset } from './archive';

const post = (id: number): Post => ({ id, slug: `p-${id}`, title: `Post ${id}`, type: 'newsletter', audience: 'everyone', comment_count: 0 }) as Post;
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => post(from + i));
const failure = new ApiError({ kind: 'http', route: 'GET /api/v1/archive', status: 500 });

function read(over: Partial<ArchiveReadState>): ArchiveReadState {
  return { load: { name: 'loading' }, errorMessage: '', hasNextPage: false, fetchingNextPage: false, nextPageError: null, ...over };
}

describe('archive list status', () => {
  it('loading while the first page is on its way', () => {
    expect(archiveStatus(read({}))).toEqual({ name: 'loading' });
  });

  it('not found (an unknown section), and a failed load with its text', () => {
    expect(archiveStatus(read({ load: { name: 'not-found', failure } }))).toEqual({ name: 'not-found' });
    const load = { name: 'error', failure, messageId: 'pages.archive.error', serverWords: undefined } as const;
    expect(archiveStatus(read({ load, errorMessage: 'The archive could not be loaded.' }))).toEqual({
      name: 'error',
      message: 'The archive could not be loaded.',
    });
  });

  it('empty when the first page has no post', () => {
    expect(archiveStatus(read({ load: { name: 'ready', data: { pages: [[]] } } }))).toEqual({ name: 'empty' });
  });

  it('ready with every page in order, more to load, loading them, a failed load, the end', () => {
    const data = { pages: [page(1, 10), page(11, 3)] };
    const ready = (over: Partial<ArchiveReadState>) => archiveStatus(read({ load: { name: 'ready', data }, ...over }));
    const idle = ready({ hasNextPage: true });
    expect(idle.name === 'ready' && idle.posts.map((p) => p.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(idle).toMatchObject({ more: { name: 'idle' } });
    expect(ready({ hasNextPage: true, fetchingNextPage: true })).toMatchObject({ more: { name: 'loading' } });
    expect(ready({ hasNextPage: true, nextPageError: 'Older posts could not be loaded.' })).toMatchObject({
      more: { name: 'failed', message: 'Older posts could not be loaded.' },
    });
    expect(ready({})).toMatchObject({ more: { name: 'end' } });
  });

  it('a post seen on an earlier page is not shown twice (a post published meanwhile shifts the offsets)', () => {
    const status = archiveStatus(read({ load: { name: 'ready', data: { pages: [page(1, 10), page(10, 10)] } } }));
    expect(status.name === 'ready' && status.posts.length).toBe(19);
  });
});

describe('archive paging', () => {
  it('the next offset counts every post read so far; a short page is the end', () => {
    expect(ARCHIVE_PAGE_SIZE).toBe(10);
    expect(nextArchiveOffset(page(1, 10), [page(1, 10)])).toBe(10);
    expect(nextArchiveOffset(page(11, 10), [page(1, 10), page(11, 10)])).toBe(20);
    expect(nextArchiveOffset(page(11, 9), [page(1, 10), page(11, 9)])).toBeUndefined();
    expect(nextArchiveOffset([], [[]])).toBeUndefined();
  });
});

describe('archive route', () => {
  it('the post end’s archive link lands on the archive screen', () => {
    expect(matchRoute(postEndPaths.archive)?.screen).toBe('archive');
    expect(paths.archive()).toBe('/archive');
    expect(paths.archive('city-desk')).toBe('/archive?section=city-desk');
  });
});
