import { describe, expect, it } from 'vitest';
import { CROSS_POST_TOP_POSTS_MAX, crossPostIdFromPath, crossPostTopPosts, crossPostTopPostsPublication, originalPostUrl } from './crossPost';

const pub = (id: number, name: string) => ({ id, name, subdomain: name.toLowerCase(), base_url: `https://${id}.example.com` });

describe('crossPostTopPosts: at most 3 (K106), never the post itself', () => {
  it.each([
    ['none', [], []],
    ['fewer than 3', [1, 2], [1, 2]],
    ['exactly 3', [1, 2, 3], [1, 2, 3]],
    ['more than 3', [1, 2, 3, 4, 5], [1, 2, 3]],
    ['the post itself is left out', [9, 1, 2, 3], [1, 2, 3]],
    ['the post itself in the middle', [1, 9, 2, 3, 4], [1, 2, 3]],
    ['only the post itself', [9], []],
  ])('%s', (_name, ids, expected) => {
    expect(
      crossPostTopPosts(
        ids.map((id) => ({ id })),
        9,
      ).map((p) => p.id),
    ).toEqual(expected);
  });

  it('the cap is 3', () => {
    expect(CROSS_POST_TOP_POSTS_MAX).toBe(3);
  });
});

describe('crossPostTopPostsPublication', () => {
  it('is the cross-posting publication', () => {
    expect(
      crossPostTopPostsPublication({
        crossPostedPub: pub(2, 'Field Notes'),
        crossPostingByLine: { id: 105, name: 'Ada', publication: pub(1, 'Margin') },
      } as never),
    ).toEqual({ id: 1, name: 'Margin' });
  });
  it('falls back to the original publication', () => {
    expect(
      crossPostTopPostsPublication({ crossPostedPub: pub(2, 'Field Notes'), crossPostingByLine: { id: 105, name: 'Ada', publication: null } } as never),
    ).toEqual({ id: 2, name: 'Field Notes' });
  });
});

describe('originalPostUrl and crossPostIdFromPath', () => {
  it.each([
    ['https://fieldnotes.example.com', 'on-herons', 'https://fieldnotes.example.com/p/on-herons'],
    ['https://fieldnotes.example.com/', 'a b', 'https://fieldnotes.example.com/p/a%20b'],
    [null, 'x', null],
    ['', 'x', null],
  ])('%j + %s → %j', (base, slug, expected) => {
    expect(originalPostUrl(base, slug)).toBe(expected);
  });

  it.each([
    ['/cross-post/1013', 1013],
    ['/cross-post/1013/', 1013],
    ['/cross-post/abc', null],
    ['/cross-posts/1013', null],
  ])('%s → %j', (path, expected) => {
    expect(crossPostIdFromPath(path)).toBe(expected);
  });
});
