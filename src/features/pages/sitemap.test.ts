import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../kit/routes';
import { sitemapGroups, sitemapLinkIds, sitemapLinks } from './sitemap';

describe('sitemap', () => {
  it('every link is a route of the table, each page once, every id listed', () => {
    const links = sitemapGroups.flatMap((g) => sitemapLinks()[g]);
    expect(links.map((l) => l.id).sort()).toEqual([...sitemapLinkIds].sort());
    for (const link of links) expect(matchRoute(link.path), link.path).not.toBeNull();
    expect(new Set(links.map((l) => l.path)).size).toBe(links.length);
  });

  it('the info pages are on it', () => {
    const all = sitemapGroups.flatMap((g) => sitemapLinks()[g]).map((l) => l.path);
    expect(all).toEqual(expect.arrayContaining(['/who-we-are', '/what-were-reading', '/archive', '/about']));
  });
});
