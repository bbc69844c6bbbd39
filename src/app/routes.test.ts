import { describe, expect, it } from 'vitest';
import { matchRoute, pathTo, routes } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/chat', 'chatLanding', {}],
    ['/chat/', 'chatLanding', {}],
    ['/chat/posts', 'chatList', {}],
    ['/chat/posts/3001', 'chatThread', { postId: '3001' }],
    ['/chat/posts/3001?comment=4008&showTarget=true#x', 'chatThread', { postId: '3001' }],
    ['/chat/p/3001', 'chatPostPermalink', { postId: '3001' }],
    ['/chat/c/4008', 'chatCommentPermalink', { commentId: '4008' }],
    ['/p/the-city-that-reads', 'post', { slug: 'the-city-that-reads' }],
    ['/p/caf%C3%A9', 'post', { slug: 'café' }],
    ['/home/post/p-1001', 'postById', { postId: '1001' }],
    ['/cross-post/1005', 'crossPost', { postId: '1005' }],
    ['/file/annual-report.pdf', 'file', { name: 'annual-report.pdf' }],
    ['/gift/abc123', 'giftAccept', { token: 'abc123' }],
  ])('%s → %s', (path, screen, params) => {
    expect(matchRoute(path)).toEqual({ screen, params });
  });

  it.each(['/', '/chat/posts/abc', '/chat/posts/0', '/chat/posts/-1', '/chat/posts/1.5', '/chat/posts/1/2', '/nope', '/chat/x/1', '/home/post/p-', '/home/post/p-x1', '/home/post/1001', '/p/%E0%A4%A', '/p/a/b'])(
    '%s matches nothing',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('every route builds a path that matches itself', () => {
    for (const route of routes) {
      const params = Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name!.endsWith('Id') ? '42' : 'a b']));
      const path = pathTo(route.screen, params);
      expect(matchRoute(path), path).toEqual({ screen: route.screen, params });
    }
  });

  it('pathTo refuses a missing parameter', () => {
    expect(() => pathTo('chatThread')).toThrow(/postId/);
  });
});
