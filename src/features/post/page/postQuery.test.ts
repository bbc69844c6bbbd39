import { describe, expect, it } from 'vitest';
import { commentsPagePath, matchPostRoute, paywallActionPath, postIdPath, postPath, signInPath } from './postPaths';
import { parsePostQuery, type PostQuery, withoutParams } from './postQuery';

const none: PostQuery = {
  autoPlay: false,
  playAudio: false,
  action: null,
  justSubscribed: false,
  subscribePrompt: null,
  timestamp: null,
  selection: null,
  imgSelection: null,
  foundingMemberConfirmation: false,
  follow: false,
};

describe('parsePostQuery', () => {
  it.each<[string, Partial<PostQuery>]>([
    ['', {}],
    ['?autoPlay=true', { autoPlay: true }],
    ['?autoPlay=1', {}],
    ['?autoplay=true', {}],
    ['?play_audio=true', { playAudio: true }],
    ['?play_audio=false', {}],
    ['?action=save', { action: 'save' }],
    ['?action=share', { action: 'share' }],
    ['?action=delete', {}],
    ['?just_subscribed', { justSubscribed: true }],
    ['?just_subscribed=true', { justSubscribed: true }],
    ['?just_subscribed=false', {}],
    ['?subscribe_prompt=paid', { subscribePrompt: 'paid' }],
    ['?subscribe_prompt=other', { subscribePrompt: 'other' }],
    ['?subscribe_prompt=free', { subscribePrompt: 'other' }],
    ['?subscribe_prompt=', {}],
    ['?timestamp=90', { timestamp: 90 }],
    ['?t=42', { timestamp: 42 }],
    ['?t=0', { timestamp: 0 }],
    ['?timestamp=90&t=42', { timestamp: 90 }],
    ['?timestamp=1.5', {}],
    ['?t=1m30s', {}],
    ['?t=-5', {}],
    ['?timestamp=abc&t=12', { timestamp: 12 }],
    ['?selection=sel-1', { selection: 'sel-1' }],
    ['?imgSelection=img-1', { imgSelection: 'img-1' }],
    ['?selection=', {}],
    ['?founding-member-confirmation', { foundingMemberConfirmation: true }],
    ['?founding-member-confirmation=true', { foundingMemberConfirmation: true }],
    ['?founding-member-confirmation=0', {}],
    ['?follow=true', { follow: true }],
    ['?follow=yes', {}],
    ['?action=save&follow=true&t=5', { action: 'save', follow: true, timestamp: 5 }],
  ])('%s', (search, expected) => {
    expect(parsePostQuery(search)).toEqual({ ...none, ...expected });
  });
});

describe('withoutParams', () => {
  it.each([
    ['?action=save', ['action'], ''],
    ['?action=save&t=5', ['action'], '?t=5'],
    ['?founding-member-confirmation&follow=true', ['action', 'founding-member-confirmation'], '?follow=true'],
    ['', ['action'], ''],
  ] as const)('%s without %j → %j', (search, names, expected) => expect(withoutParams(search, names)).toBe(expected));
});

describe('matchPostRoute (G32)', () => {
  it.each([
    ['/p/the-city-that-reads', { by: 'slug', slug: 'the-city-that-reads' }],
    ['/p/the-city-that-reads/', { by: 'slug', slug: 'the-city-that-reads' }],
    ['/p/caf%C3%A9', { by: 'slug', slug: 'café' }],
    ['/home/post/p-1001', { by: 'id', id: 1001 }],
    ['/home/post/p-abc', null],
    ['/p/', null],
    ['/p/a/comments', null],
    ['/chat/p/3001', null],
    ['/p/%ZZ', null],
  ] as const)('%s', (path, expected) => expect(matchPostRoute(path)).toEqual(expected));

  it('builds both paths', () => {
    expect(postPath('the-city-that-reads')).toBe('/p/the-city-that-reads');
    expect(postIdPath(1001)).toBe('/home/post/p-1001');
    expect(commentsPagePath('weekend-thread')).toBe('/p/weekend-thread/comments');
  });

  it('builds the paywall and sign-in paths on the routes table', () => {
    expect(paywallActionPath('founding', '/p/a')).toBe('/subscribe?next=%2Fp%2Fa&plan=founding');
    expect(paywallActionPath('pledge', '/p/a')).toBe('/subscribe?next=%2Fp%2Fa&pledge=true');
    expect(paywallActionPath('signup', '/p/a')).toBe('/subscribe?next=%2Fp%2Fa&plan=free');
    expect(paywallActionPath('invite_only', '/p/a')).toBe('/subscribe?next=%2Fp%2Fa&request_invite=true');
    expect(paywallActionPath('subscribe', '/p/a')).toBe('/subscribe?next=%2Fp%2Fa');
    expect(signInPath('/p/a?x=1')).toBe('/login?next=%2Fp%2Fa%3Fx%3D1');
  });
});
