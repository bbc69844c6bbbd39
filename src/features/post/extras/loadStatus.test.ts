import { describe, expect, it } from 'vitest';
import { giftTokenFromPath } from './gift/GiftAcceptPage';
import { extrasLoadStatus, serverMessageOf } from './loadStatus';
import { postSlugFromPath } from './scheduled/ScheduledPostPage';

describe('extrasLoadStatus', () => {
  it.each([
    ['pending', { isPending: true, isError: false, error: null }, 'loading'],
    ['success', { isPending: false, isError: false, error: null }, 'ready'],
    ['404', { isPending: false, isError: true, error: { status: 404 } }, 'not_found'],
    ['500', { isPending: false, isError: true, error: { status: 500 } }, 'error'],
    ['network (no status)', { isPending: false, isError: true, error: { kind: 'network' } }, 'error'],
    ['malformed answer', { isPending: false, isError: true, error: { kind: 'schema', status: 200 } }, 'error'],
  ])('%s → %s', (_name, query, expected) => {
    expect(extrasLoadStatus(query)).toBe(expected);
  });

  it.each([
    [{ serverMessage: 'Internal server error' }, 'Internal server error'],
    [{ serverMessage: '  ' }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('serverMessageOf(%j) → %j', (error, expected) => {
    expect(serverMessageOf(error)).toBe(expected);
  });
});

describe('route params', () => {
  it.each([
    ['/gift/vg_fiona_margin', 'vg_fiona_margin'],
    ['/gift/vg_fiona_margin/', 'vg_fiona_margin'],
    ['/gift/', null],
    ['/gifts/x', null],
  ])('giftTokenFromPath(%s) → %j', (path, expected) => {
    expect(giftTokenFromPath(path)).toBe(expected);
  });

  it.each([
    ['/p/coming-sunday', 'coming-sunday'],
    ['/p/coming-sunday/', 'coming-sunday'],
    ['/p/', null],
    ['/p/a/comments', null],
  ])('postSlugFromPath(%s) → %j', (path, expected) => {
    expect(postSlugFromPath(path)).toBe(expected);
  });
});
