import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { giftTokenFromPath } from './gift/GiftAcceptPage';
import { extrasLoadStatus, serverMessageOf } from './loadStatus';
import { postSlugFromPath } from './scheduled/ScheduledPostPage';

const route = 'GET /api/v1/files/:name';

describe('extrasLoadStatus', () => {
  it.each([
    ['pending', { isPending: true, isError: false, error: null }, 'loading'],
    ['success', { isPending: false, isError: false, error: null }, 'ready'],
    ['404', { isPending: false, isError: true, error: new ApiError({ kind: 'http', route, status: 404 }) }, 'not_found'],
    ['500', { isPending: false, isError: true, error: new ApiError({ kind: 'http', route, status: 500 }) }, 'error'],
    ['network (no status)', { isPending: false, isError: true, error: new ApiError({ kind: 'network', route }) }, 'error'],
    ['malformed answer', { isPending: false, isError: true, error: new ApiError({ kind: 'schema', route, status: 200 }) }, 'error'],
    ['an unexpected exception', { isPending: false, isError: true, error: new Error('boom') }, 'error'],
  ])('%s → %s', (_name, query, expected) => {
    expect(extrasLoadStatus(query)).toBe(expected);
  });

  it.each([
    [new ApiError({ kind: 'http', route, status: 500, serverMessage: 'Internal server error' }), 'Internal server error'],
    [new ApiError({ kind: 'http', route, status: 500, serverMessage: '  ' }), undefined],
    [new ApiError({ kind: 'network', route }), undefined],
    [null, undefined],
  ])('serverMessageOf(%s) → %j', (error, expected) => {
    expect(serverMessageOf(error)).toBe(expected);
  });
});

describe('route params', () => {
  it.each([
    ['/gift/vg_fiona_margin', 'vg_fiona_margin'],
    ['/gift/vg_fiona_margin/', 'vg_fiona_margin'],
    ['/gift/', null],
    ['/gifts/x', null],
    ['/gift/%ZZ', null],
  ])('giftTokenFromPath(%s) → %j', (path, expected) => {
    expect(giftTokenFromPath(path)).toBe(expected);
  });

  it.each([
    ['/p/coming-sunday', 'coming-sunday'],
    ['/p/coming-sunday/', 'coming-sunday'],
    ['/p/', null],
    ['/p/a/comments', null],
    ['/p/%ZZ', null],
  ])('postSlugFromPath(%s) → %j', (path, expected) => {
    expect(postSlugFromPath(path)).toBe(expected);
  });
});
