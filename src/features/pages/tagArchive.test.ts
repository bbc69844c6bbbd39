import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { toFailure } from '../../kit/failure';
import { tagArchiveStatus } from './tagArchive';

const tag = { id: 2, name: 'Books', slug: 'books' };
const failure = (status: number) => toFailure(new ApiError({ kind: 'http', route: 'GET /api/v1/publication/post-tag/slug/books', status }));

describe('tag archive status', () => {
  it('loading until the tag is known, whatever the list says', () => {
    expect(tagArchiveStatus({ name: 'loading' }, '', { name: 'loading' })).toEqual({ name: 'loading' });
  });

  it('an unknown slug is not found; a failed tag read is an error with its text', () => {
    expect(tagArchiveStatus({ name: 'not-found', failure: failure(404) }, '', { name: 'loading' })).toEqual({ name: 'not-found' });
    expect(
      tagArchiveStatus({ name: 'error', failure: failure(500), messageId: 'common.error.timeout', serverWords: undefined }, 'The tag could not be loaded.', {
        name: 'loading',
      }),
    ).toEqual({ name: 'error', message: 'The tag could not be loaded.' });
  });

  it('a known tag carries the list: loading, empty, a failed first page, posts', () => {
    const load = { name: 'ready', data: tag } as const;
    expect(tagArchiveStatus(load, '', { name: 'loading' })).toEqual({ name: 'ready', tag, posts: { name: 'loading' } });
    expect(tagArchiveStatus(load, '', { name: 'empty' })).toEqual({ name: 'ready', tag, posts: { name: 'empty' } });
    expect(tagArchiveStatus(load, '', { name: 'error', message: 'x' })).toEqual({ name: 'ready', tag, posts: { name: 'error', message: 'x' } });
    const posts = { name: 'ready', posts: [], more: { name: 'end' } } as const;
    expect(tagArchiveStatus(load, '', posts)).toEqual({ name: 'ready', tag, posts });
  });

  it('the list answering 404 (the tag went away) is not found', () => {
    expect(tagArchiveStatus({ name: 'ready', data: tag }, '', { name: 'not-found' })).toEqual({ name: 'not-found' });
  });
});
