/**
 * Static pages by type (inventory `static-page`, spec 001 "Static pages (by page type)"): each type is a page-type
 * post of the publication whose slug is the type (the mock seeds them so), read with E23 and shown with its title and
 * body. Paths: the spec's where it gives one (`/p/the-free-press-book-club`), else the type as the path (`/careers`,
 * `/community-guidelines`, `/privacy-notice`, `/faq`; `/privacy` stays the host's privacy policy). `about` is also
 * a type a host may mount; the product's `/about` is the about page, and `america250` is the microsite.
 */
import type { ScreenId } from '../../kit/routes';

export const staticPageTypes = ['careers', 'about', 'the-free-press-book-club', 'community-guidelines', 'privacy-notice', 'faq'] as const;
export type StaticPageType = (typeof staticPageTypes)[number];

/** The screen (route) of each type the product routes. */
const screenOfType = {
  careers: 'careers',
  'the-free-press-book-club': 'bookClub',
  'community-guidelines': 'communityGuidelines',
  'privacy-notice': 'privacyNotice',
  faq: 'faq',
} as const satisfies Partial<Record<StaticPageType, ScreenId>>;

/** The type a route shows, or `null` for a route that is not a static page. */
export function staticPageTypeOf(screen: ScreenId | undefined): StaticPageType | null {
  for (const [type, id] of Object.entries(screenOfType)) if (id === screen) return type as StaticPageType;
  return null;
}

/** The slug of the page-type post behind a type. */
export function staticPageSlug(type: StaticPageType): string {
  return type;
}

/** The label above the page's title (the spec's page headings, 5.2). */
export const staticPageLabel = {
  careers: 'pages.static.careers',
  about: 'pages.static.about',
  'the-free-press-book-club': 'pages.static.bookClub',
  'community-guidelines': 'pages.static.communityGuidelines',
  'privacy-notice': 'pages.static.privacyNotice',
  faq: 'pages.static.faq',
} as const satisfies Record<StaticPageType, string>;

/** Whether a viewer sees Edit on a post: contributors and admins, on page-type posts only (spec 001). */
export function canEditPage(role: string, postType: string | null | undefined): boolean {
  return (role === 'contributor' || role === 'admin') && postType === 'page';
}
