import { describe, expect, it } from 'vitest';
import {
  CROSS_POST_TOP_POSTS_MAX,
  crossPostFooterPublication,
  crossPostIdFromPath,
  crossPostTopPosts,
  crossPostTopPostsPublication,
  crossPostedPost,
  originalPostUrl,
} from './crossPost';

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

describe('crossPostFooterPublication: the original publication, E39 settings winning', () => {
  const original = { ...pub(2, 'Field Notes'), author_name: 'Rui', community_enabled: true, hide_post_restacks: false, invite_only: false };
  it('takes the original publication when E39 sends no settings', () => {
    expect(crossPostFooterPublication({ crossPostedPub: original, crossPostedPublicationSettings: {} } as never)).toEqual({
      id: 2,
      name: 'Field Notes',
      author_name: 'Rui',
      base_url: 'https://2.example.com',
      plans: undefined,
      community_enabled: true,
      hide_post_restacks: false,
      invite_only: false,
    });
  });
  it.each([
    ['community off', { community_enabled: false }, { community_enabled: false }],
    ['restacks hidden', { hide_post_restacks: true }, { hide_post_restacks: true }],
    ['invite only', { invite_only: true }, { invite_only: true }],
  ])('%s', (_name, settings, expected) => {
    expect(crossPostFooterPublication({ crossPostedPub: original, crossPostedPublicationSettings: settings } as never)).toMatchObject(expected);
  });
});

describe('crossPostedPost', () => {
  it('is the post under its original publication', () => {
    const post = { id: 9, slug: 'x', title: 'X' };
    const shown = crossPostedPost({ post, crossPostedPub: pub(2, 'Field Notes') } as never);
    expect(shown).toMatchObject({ id: 9, slug: 'x', publication: { id: 2, name: 'Field Notes' } });
    expect(post).not.toHaveProperty('publication');
  });
});
