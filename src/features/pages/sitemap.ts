/**
 * The sitemap (inventory `sitemap-page`, 003: header, description, links), without React. The spec lists no links:
 * the groups here are the publication's own pages that `ProductApp` mounts or the host serves, built from the route
 * table (so a link can never point at a path the table does not know).
 */
import { paths } from '../../kit/routes';

export const sitemapGroups = ['read', 'about', 'join'] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export const sitemapLinkIds = [
  'home',
  'archive',
  'podcasts',
  'videos',
  'whatWereReading',
  'about',
  'whoWeAre',
  'careers',
  'faq',
  'events',
  'recommendations',
  'communityGuidelines',
  'privacyNotice',
] as const;
export type SitemapLinkId = (typeof sitemapLinkIds)[number];

export interface SitemapLink {
  id: SitemapLinkId;
  path: string;
}

/** The links by group, in page order. */
export function sitemapLinks(): Record<SitemapGroup, SitemapLink[]> {
  return {
    read: [
      { id: 'home', path: paths.home() },
      { id: 'archive', path: paths.archive() },
      { id: 'podcasts', path: paths.podcasts() },
      { id: 'videos', path: paths.videos() },
      { id: 'whatWereReading', path: paths.whatWereReading() },
    ],
    about: [
      { id: 'about', path: paths.about() },
      { id: 'whoWeAre', path: paths.whoWeAre() },
      { id: 'careers', path: paths.staticPage('careers') },
      { id: 'faq', path: paths.staticPage('faq') },
    ],
    join: [
      { id: 'events', path: paths.events() },
      { id: 'recommendations', path: paths.recommendations() },
      { id: 'communityGuidelines', path: paths.staticPage('community-guidelines') },
      { id: 'privacyNotice', path: paths.staticPage('privacy-notice') },
    ],
  };
}
