import { describe, expect, it } from 'vitest';
import { matchRoute, paths, pathTo, routes } from './routes';

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

  it.each([
    '/chat/posts/abc',
    '/chat/posts/0',
    '/chat/posts/-1',
    '/chat/posts/1.5',
    '/chat/posts/1/2',
    '/nope',
    '/chat/x/1',
    '/home/post/p-',
    '/home/post/p-x1',
    '/home/post/1001',
    '/p/%E0%A4%A',
    '/p/a/b',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('every route builds a path that matches itself', () => {
    for (const route of routes) {
      const params = Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name!.endsWith('Id') ? '42' : 'a b']));
      const path = (pathTo as (screen: string, params: Record<string, string>) => string)(route.screen, params);
      expect(matchRoute(path), path).toEqual({ screen: route.screen, params });
    }
  });

  it('pathTo refuses a missing parameter', () => {
    // @ts-expect-error: the type asks for the parameter too
    expect(() => pathTo('chatThread')).toThrow(/postId/);
  });
});

describe('paths', () => {
  it('builds every in-product path one way', () => {
    expect(paths.signIn('/p/a b?x=1')).toBe('/login?next=%2Fp%2Fa+b%3Fx%3D1');
    expect(paths.signIn()).toBe('/login');
    expect(paths.saved()).toBe('/saved');
    expect(paths.subscribe()).toBe('/subscribe');
    expect(paths.subscribe({ plan: 'paid' })).toBe('/subscribe?plan=paid');
    expect(paths.subscribe({ pledge: true, plan: undefined })).toBe('/subscribe?pledge=true');
    expect(paths.post('café')).toBe('/p/caf%C3%A9');
    expect(paths.comments('the-slug')).toBe('/p/the-slug/comments');
    expect(paths.comment('the-slug', 12)).toBe('/p/the-slug/comment/12');
    expect(paths.chatThread(3001, { comment: 4008, showTarget: true })).toBe('/chat/posts/3001?comment=4008&showTarget=true');
    expect(paths.profile('ana')).toBe('/@ana');
    expect(paths.publishPost(7, { back: '/p/x' })).toBe('/publish/post/7?back=%2Fp%2Fx');
  });

  it('a slug with a lone surrogate still builds a path', () => {
    expect(paths.post('a\uD800b')).toBe('/p/a%EF%BF%BDb');
  });

  it('the in-product paths match their own routes', () => {
    expect(matchRoute(paths.comments('s'))).toEqual({ screen: 'postComments', params: { slug: 's' } });
    expect(matchRoute(paths.profile('ana'))).toEqual({ screen: 'profile', params: { handle: 'ana' } });
    expect(matchRoute('/')).toEqual({ screen: 'home', params: {} });
  });
});
