/** The publication's pages: the archive (connected screen, bare view, data hook, list status), the shared post grid. */
export { ArchivePage, type ArchivePageProps } from './ArchivePage';
export { ArchivePageView, type ArchivePageViewProps } from './views/ArchivePageView';
export { PostGrid, type PostCardPost, type PostGridProps } from './views/PostGrid';
export { type Archive, type ArchiveInput, useArchive } from './useArchive';
export { type ArchiveMore, type ArchiveStatus, archiveStatus, archiveStatusNames, nextArchiveOffset } from './archive';
export { EventsPage, type EventsPageProps, SectionSubscribeControl, type SectionSubscribeControlProps } from './EventsPage';
export { EventsHubView, type EventsHubViewProps, SectionSubscribeButton, type SectionSubscribeButtonProps } from './views/EventsHubView';
export { type EventsHub, type EventsHubSections, type SectionSubscribe, useEventsHub, useSectionSubscribe } from './useEventsHub';
export {
  type EventsHubCard,
  eventsHubCardKinds,
  eventsHubCards,
  type HubSection,
  hubSections,
  type SectionControlState,
  sectionControlState,
  sectionControlStates,
  sectionFailure,
  sectionPathOf,
  sectionSubscribed,
} from './eventsHub';
export { StaticPage, type StaticPageProps } from './StaticPage';
export { type StaticPageStatus, staticPageStatusNames, StaticPageView, type StaticPageViewProps } from './views/StaticPageView';
export { type StaticPageData, useStaticPage } from './useStaticPage';
export { canEditPage, type StaticPageType, staticPageLabel, staticPageSlug, staticPageTypeOf, staticPageTypes } from './staticPages';
export { AboutPage, type AboutPageProps } from './AboutPage';
export { AboutPageView, type AboutPageViewProps } from './views/AboutPageView';
export { type AboutContent, type AboutPageData, useAboutPage } from './useAboutPage';
export {
  type AboutCta,
  aboutCta,
  aboutCtaKinds,
  type AboutPeople,
  aboutPeople,
  aboutPeopleStates,
  type AboutPerson,
  canEditAbout,
} from './about';
export { AuthorPage, type AuthorPageProps } from './AuthorPage';
export { AuthorPageView, type AuthorPageViewProps, socialProfileHref } from './views/AuthorPageView';
export { type AuthorPageData, type AuthorPageStatus, authorPageStatusNames, useAuthorPage } from './useAuthorPage';
export { WhoWeArePage, type WhoWeArePageProps } from './WhoWeArePage';
export { WhoWeArePageView, type WhoWeArePageViewProps } from './views/WhoWeArePageView';
export { type WhoWeArePageData, useWhoWeArePage } from './useWhoWeArePage';
export { type WhoWeAreMailboxes, type WhoWeArePerson, type WhoWeAreStatus, whoWeAreGroups, whoWeAreStatusNames } from './whoWeAre';
export { WhatWereReadingPage, type WhatWereReadingPageProps } from './WhatWereReadingPage';
export { WhatWereReadingPageView, type WhatWereReadingPageViewProps } from './views/WhatWereReadingPageView';
export { type BookshopListId, type BookshopWidget, bookshopListIds, bookshopWidgets, DEFAULT_BOOKSHOP_BASE } from './whatWereReading';
export { TagArchivePage, type TagArchivePageProps } from './TagArchivePage';
export { TagArchivePageView, type TagArchivePageViewProps } from './views/TagArchivePageView';
export { type TagArchiveData, useTagArchive } from './useTagArchive';
export { type TagArchiveStatus, tagArchiveStatus, tagArchiveStatusNames } from './tagArchive';
export {
  UNCLAIMED_SEARCH_HREF,
  UNCLAIMED_START_HREF,
  UnclaimedPublicationNotFoundPage,
  type UnclaimedPublicationNotFoundPageProps,
} from './views/UnclaimedPublicationNotFoundPage';
export { SitemapPage, type SitemapPageProps } from './SitemapPage';
export { SitemapPageView, type SitemapPageViewProps } from './views/SitemapPageView';
export { type SitemapGroup, type SitemapLink, type SitemapLinkId, sitemapGroups, sitemapLinkIds, sitemapLinks } from './sitemap';
export { ArchiveMore as ArchiveMoreView } from './views/ArchiveMore';
