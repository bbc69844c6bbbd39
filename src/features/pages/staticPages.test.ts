import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from '../../kit/routes';
import { canEditPage, staticPageSlug, staticPageTypeOf } from './staticPages';

describe('static pages by type', () => {
  it('each routed type has its path, and the path names the type again', () => {
    for (const type of ['careers', 'the-free-press-book-club', 'community-guidelines', 'privacy-notice', 'faq'] as const) {
      expect(staticPageTypeOf(matchRoute(paths.staticPage(type))?.screen)).toBe(type);
    }
    expect(paths.staticPage('the-free-press-book-club')).toBe('/p/the-free-press-book-club');
    expect(paths.staticPage('faq')).toBe('/faq');
  });

  it('other routes are no static page (the about page and the microsite have their own screens)', () => {
    expect(staticPageTypeOf(matchRoute('/about')?.screen)).toBeNull();
    expect(staticPageTypeOf(matchRoute('/america250')?.screen)).toBeNull();
    expect(staticPageTypeOf(matchRoute('/p/some-post')?.screen)).toBeNull();
    expect(staticPageTypeOf(undefined)).toBeNull();
  });

  it('the page behind a type is the page-type post with the type as its slug', () => {
    expect(staticPageSlug('community-guidelines')).toBe('community-guidelines');
  });

  it('Edit: contributors and admins, on page-type posts only', () => {
    expect(canEditPage('contributor', 'page')).toBe(true);
    expect(canEditPage('admin', 'page')).toBe(true);
    expect(canEditPage('paid', 'page')).toBe(false);
    expect(canEditPage('anonymous', 'page')).toBe(false);
    expect(canEditPage('admin', 'newsletter')).toBe(false);
  });
});
