import { describe, expect, it } from 'vitest';
import {
  commentSortOptions,
  defaultCommentSort,
  parseCollapsedIds,
  parseCommentsHash,
  parsePostCommentParams,
  searchWithSort,
  serializeCollapsedIds,
  sortFromSearch,
  tokenFromSearch,
} from './commentsAddress';
import { anonymousStanding, commentsOff, commentsPaywall, gateViewerOf, membershipOf, paywallTitleId, standingOf } from './commentsAccess';

describe('sort rules', () => {
  it('"Top first" is offered only when likes are enabled', () => {
    expect(commentSortOptions(true)).toEqual(['best_first', 'most_recent_first', 'oldest_first']);
    expect(commentSortOptions(false)).toEqual(['most_recent_first', 'oldest_first']);
  });
  it('default: the post, then the publication, then best_first', () => {
    expect(defaultCommentSort({ default_comment_sort: 'oldest_first' }, { default_comment_sort: 'most_recent_first' }, true)).toBe('oldest_first');
    expect(defaultCommentSort({ default_comment_sort: null }, { default_comment_sort: 'most_recent_first' }, true)).toBe('most_recent_first');
    expect(defaultCommentSort({}, null, true)).toBe('best_first');
    expect(defaultCommentSort(null, undefined, true)).toBe('best_first');
  });
  it('without likes a best_first default falls back to newest first (G54)', () => {
    expect(defaultCommentSort({}, {}, false)).toBe('most_recent_first');
    expect(defaultCommentSort({ default_comment_sort: 'oldest_first' }, {}, false)).toBe('oldest_first');
  });
  it('the address keeps the choice; unknown or not-offered values are ignored', () => {
    expect(sortFromSearch('?sort=oldest_first', true)).toBe('oldest_first');
    expect(sortFromSearch('?sort=best_first', false)).toBeNull();
    expect(sortFromSearch('?sort=<script>', true)).toBeNull();
    expect(sortFromSearch('', true)).toBeNull();
    expect(searchWithSort('?token=a', 'most_recent_first')).toBe('?token=a&sort=most_recent_first');
    expect(searchWithSort('?sort=best_first', 'oldest_first')).toBe('?sort=oldest_first');
  });
  it('reads the email token', () => {
    expect(tokenFromSearch('?token=email-token-frances')).toBe('email-token-frances');
    expect(tokenFromSearch('?token=%20')).toBeUndefined();
    expect(tokenFromSearch('')).toBeUndefined();
  });
});

describe('hash', () => {
  it.each([
    ['#comment-30001', { kind: 'comment', id: 30001 }],
    ['comment-7', { kind: 'comment', id: 7 }],
    ['#input', { kind: 'input' }],
    ['#comment-0', null],
    ['#comment-12abc', null],
    ['#comment-', null],
    ['#top', null],
    ['', null],
  ] as const)('%s', (hash, parsed) => {
    expect(parseCommentsHash(hash)).toEqual(parsed);
  });
});

describe('post page parameters', () => {
  it('comments, commentId, feedCommentUrl', () => {
    expect(parsePostCommentParams('?comments=true&commentId=30017&feedCommentUrl=%2Fnotes%2Fc%2F70001')).toEqual({
      comments: true,
      commentId: 30017,
      feedCommentUrl: '/notes/c/70001',
    });
    expect(parsePostCommentParams('?comments=false&commentId=abc')).toEqual({ comments: false, commentId: null, feedCommentUrl: null });
    expect(parsePostCommentParams('?comments')).toMatchObject({ comments: true });
  });
});

describe('stored collapsed ids', () => {
  it('reads a JSON list of positive integers; anything else is none', () => {
    expect(parseCollapsedIds('[1,2,3]')).toEqual([1, 2, 3]);
    expect(parseCollapsedIds('[1,"2",-3,4.5,5]')).toEqual([1, 5]);
    expect(parseCollapsedIds('{"a":1}')).toEqual([]);
    expect(parseCollapsedIds('not json')).toEqual([]);
    expect(parseCollapsedIds(null)).toEqual([]);
  });
  it('keeps the most recent 250', () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    expect(parseCollapsedIds(JSON.stringify(ids))).toHaveLength(250);
    expect(JSON.parse(serializeCollapsedIds(ids))[0]).toBe(51);
  });
});

describe('access', () => {
  const paid = standingOf({ id: 102, is_subscribed: true, is_free_subscribed: true });
  const free = standingOf({ id: 101, is_free_subscribed: true });
  const founding = standingOf({ id: 103, is_subscribed: true, is_founding: true });
  const staff = standingOf({ id: 104, is_contributor: true });
  it('standing and membership', () => {
    expect(standingOf(null)).toBe(anonymousStanding);
    expect(membershipOf(paid)).toBe('subscribed');
    expect(membershipOf(free)).toBe('free_signup');
    expect(membershipOf(anonymousStanding)).toBe('unsubscribed');
    expect(gateViewerOf(staff)).toEqual({ userId: 104, membership: 'unsubscribed', isStaff: true });
  });
  it('comments off', () => {
    expect(commentsOff({ write_comment_permissions: 'none' })).toBe(true);
    expect(commentsOff({ write_comment_permissions: 'only_paid' })).toBe(false);
  });
  it.each([
    ['free on only_paid audience', { audience: 'only_paid' }, free, { need: 'paid', episode: false }],
    ['anonymous on only_paid comments', { write_comment_permissions: 'only_paid' as const }, anonymousStanding, { need: 'paid', episode: false }],
    ['paid on only_paid', { audience: 'only_paid' }, paid, null],
    ['paid on a founding post', { audience: 'founding' }, paid, { need: 'founding', episode: false }],
    ['founding on a founding post', { audience: 'founding' }, founding, null],
    ['staff anywhere', { audience: 'founding' }, staff, null],
    ['free on a paid podcast', { audience: 'only_paid', type: 'podcast' }, free, { need: 'paid', episode: true }],
    ['anyone on an open post', { audience: 'everyone' }, anonymousStanding, null],
  ] as const)('%s', (_name, post, standing, paywall) => {
    expect(commentsPaywall(post, standing)).toEqual(paywall);
  });
  it('paywall titles', () => {
    expect(paywallTitleId({ need: 'paid', episode: false })).toBe('comments.paywall.paid');
    expect(paywallTitleId({ need: 'founding', episode: true })).toBe('comments.paywall.foundingEpisode');
  });
});
