import type { ReactNode } from 'react';
import { ChatCommentPermalinkPage, ChatPostPermalinkPage, ChatLandingPage, ChatList, ChatThreadPage } from '../features/chat';
import { AccountSettingsPage, CardExpiryToast, BillingPage, EmailTestPage, LegacyAccountPage } from '../features/account';
import { CommentPermalinkPage, CommentsPage } from '../features/comments';
import { LivestreamPage } from '../features/livestream';
import { AllPodcastsPage, PodcastsPage, VideosPage, PodcastEmbed, VideoEmbed } from '../features/media';
import { NewslettersPage, NewslettersPanel } from '../features/newsletters';
import {
  EmbedSubscribeWidget,
  EmbedTestPage,
  PublicationHomePage,
  PublicationPeoplePage,
  InviteAcceptPage,
  InviteRejectedPage,
  InviteSuccessPage,
  InvitesPage,
  ReferralLeaderboardPage,
  RecommendationsPage,
  MeetingBookingPage,
  MeetingsOfferPage,
  SurveyPage,
} from '../features/growth';
import { LoginPage, SignupFlowPage } from '../features/signup';
import { CrossPostPage, FilePage, GiftAcceptPage, PostPage } from '../features/post';
import { ArchivePage, EventsPage, StaticPage, AboutPage, AuthorPage, WhoWeArePage, WhatWereReadingPage, TagArchivePage, SitemapPage } from '../features/pages';
import { MicrositePage } from '../features/microsite';
import { FeedPage, VisitedSurfaceFrame } from '../features/feed';
import { GlobalSearch } from '../features/discover';
import { NotePage } from '../features/notes';
import { ProductHeader } from '../kit/ProductHeader';
import { NotFoundPage } from '../kit/NotFoundPage';
import { useLocation, usePublication, useT } from '../platform/context';
import { EmptyState } from '../ui/EmptyState/EmptyState';
import { matchRoute, type RouteMatch, type ScreenId } from './routes';

export interface ProductAppProps {
  /** Shown for paths no screen claims. Default: "Page not found" with a link home. */
  notFound?: ReactNode;
  /** The product's header with the global search on reader-facing pages (default true); off for a host with its own. */
  header?: boolean;
}

/**
 * The reader-facing pages that carry the product's header with the global search (M50; designed — spec 002 says only
 * "Global search opened from the keyboard"): the pages a reader reads and browses (home, feed, posts, notes, comments,
 * the publication's pages, videos and podcasts). Not on embeds (other sites' frames), sign-in and signup, account,
 * payment, invite and survey flows (a task the reader is in the middle of), chat and the livestream (full-height
 * panels of their own). Where it is shown, "/" and ⌘K / Ctrl+K open the search.
 */
const headerScreens: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'home',
  'homeSubscribers',
  'homeFollowers',
  'homeFollowing',
  'feed',
  'feedCategory',
  'note',
  'post',
  'postById',
  'postComments',
  'postComment',
  'crossPost',
  'archive',
  'about',
  'author',
  'tagArchive',
  'events',
  'microsite',
  'videos',
  'podcasts',
  'allPodcasts',
  'recommendations',
  'leaderboard',
  'whoWeAre',
  'whatWereReading',
  'sitemap',
  'careers',
  'bookClub',
  'communityGuidelines',
  'privacyNotice',
  'faq',
]);

/**
 * The whole product on one element: reads the platform's location, finds the screen in the route table (`routes.ts`)
 * and mounts it. Screens read their ids from the location themselves, so links inside them (chat list → thread →
 * back) navigate through the platform's navigation adapter and `ProductApp` follows. Put it inside a
 * `PlatformProvider`; on the mock API (`@masthead/ui/mocks/browser`) the whole product runs without a backend.
 */
export function ProductApp({ notFound, header = true }: ProductAppProps) {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const fallback = notFound ?? <NotFoundPage />;
  return (
    <>
      {header && match && headerScreens.has(match.screen) ? (
        <ProductHeader>
          <GlobalSearch />
        </ProductHeader>
      ) : null}
      {match ? <Screen key={`${match.screen}:${JSON.stringify(match.params)}`} match={match} notFound={fallback} /> : fallback}
      {/* The card expiry warning (M29) follows the reader across the product; it renders nothing for most readers. */}
      <CardExpiryToast placement="corner" />
    </>
  );
}

/** The screens `ProductApp` mounts, by route; routes without one (saved, subscribe, the editor…) are the host’s pages. */
const screens: Partial<Record<ScreenId, (params: Record<string, string>) => ReactNode>> = {
  chatLanding: () => <ChatLandingPage />,
  chatList: () => <ChatListForPublication />,
  chatThread: (p) => <ChatThreadPage postId={Number(p.postId)} />,
  chatPostPermalink: (p) => <ChatPostPermalinkPage postId={Number(p.postId)} />,
  chatCommentPermalink: (p) => <ChatCommentPermalinkPage commentId={Number(p.commentId)} />,
  post: (p) => <PostPage route={{ by: 'slug', slug: p.slug ?? '' }} />,
  postById: (p) => <PostPage route={{ by: 'id', id: Number(p.postId) }} />,
  feed: () => <FeedPage />,
  feedCategory: (p) => <FeedPage categoryId={Number(p.categoryId)} />,
  note: (p) => <NotePage noteId={Number(p.noteId)} />,
  visitedSurfaceFrame: () => <VisitedSurfaceFrame />,
  postComments: (p) => <CommentsPage slug={p.slug ?? ''} />,
  postComment: (p) => <CommentPermalinkPage slug={p.slug ?? ''} commentId={Number(p.commentId)} />,
  crossPost: (p) => <CrossPostPage postId={Number(p.postId)} />,
  file: (p) => <FilePage name={p.name ?? ''} />,
  giftAccept: (p) => <GiftAcceptPage token={p.token ?? ''} />,
  signIn: () => <LoginPage />,
  signup: () => <SignupFlowPage />,
  newsletters: () => <NewslettersPage />,
  account: () => <LegacyAccountPage />,
  accountSettings: () => <AccountSettingsPage newslettersTab={<NewslettersPanel headingLevel={3} />} />,
  accountBilling: () => <BillingPage />,
  accountEmailTest: () => <EmailTestPage />,
  videos: () => <VideosPage />,
  podcasts: () => <PodcastsPage />,
  allPodcasts: () => <AllPodcastsPage />,
  livestream: () => <LivestreamPage />,
  embedPodcast: (p) => <PodcastEmbed slug={p.slug ?? ''} />,
  embedVideo: (p) => <VideoEmbed slug={p.slug ?? ''} />,
  embedSubscribe: () => <EmbedSubscribeWidget />,
  embedTest: () => <EmbedTestPage />,
  home: () => <PublicationHomePage />,
  homeSubscribers: () => <PublicationPeoplePage subpath="subscribers" />,
  homeFollowers: () => <PublicationPeoplePage subpath="followers" />,
  homeFollowing: () => <PublicationPeoplePage subpath="following" />,
  inviteAccept: (p) => <InviteAcceptPage inviteId={Number(p.inviteId)} />,
  inviteSuccess: () => <InviteSuccessPage />,
  inviteRejected: () => <InviteRejectedPage />,
  invites: () => <InvitesPage />,
  leaderboard: () => <ReferralLeaderboardPage />,
  recommendations: () => <RecommendationsPage />,
  meetings: () => <MeetingsOfferPage />,
  meetingsBook: () => <MeetingBookingPage />,
  meetingsBookOrder: () => <MeetingBookingPage />,
  archive: () => <ArchivePage />,
  microsite: () => <MicrositePage />,
  events: () => <EventsPage />,
  careers: () => <StaticPage type="careers" />,
  bookClub: () => <StaticPage type="the-free-press-book-club" />,
  communityGuidelines: () => <StaticPage type="community-guidelines" />,
  privacyNotice: () => <StaticPage type="privacy-notice" />,
  faq: () => <StaticPage type="faq" />,
  about: () => <AboutPage />,
  author: (p) => <AuthorPage author={p.author ?? ''} />,
  whoWeAre: () => <WhoWeArePage />,
  whatWereReading: () => <WhatWereReadingPage />,
  tagArchive: (p) => <TagArchivePage slug={p.slug ?? ''} />,
  sitemap: () => <SitemapPage />,
  survey: (p) => <SurveyPage surveyId={Number(p.surveyId)} />,
};

function ChatListForPublication() {
  const publication = usePublication();
  const t = useT();
  return publication ? <ChatList publicationId={publication.id} /> : <EmptyState title={t('app.publicationRequired')} headingLevel={1} />;
}

function Screen({ match, notFound }: { match: RouteMatch; notFound: ReactNode }) {
  const render = screens[match.screen];
  return <>{render ? render(match.params) : notFound}</>;
}
