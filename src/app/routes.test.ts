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
  ])('%s → %s', (path, screen, params) => {
    expect(matchRoute(path)).toEqual({ screen, params });
  });

  it.each(['/', '/chat/posts/abc', '/chat/posts/0', '/chat/posts/-1', '/chat/posts/1.5', '/chat/posts/1/2', '/nope', '/chat/x/1'])(
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
