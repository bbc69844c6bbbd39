/**
 * The one routes module: every in-product path, built by `pathTo` from one table and read by `matchRoute`.
 *
 * Paths follow the spec where it names them and the inventory's proposals where it does not (G03 chat, G32 post
 * pages). Patterns are literal segments and `:name` parameters; a parameter may follow a literal prefix inside a
 * segment (`p-:postId`, `@:handle`). Parameters named `…Id` must be positive integers, or the route does not match.
 * `ProductApp` mounts the screens it has; the other routes (saved, subscribe, notes, profiles, the editor…) are pages the host
 * serves, listed here so every link into them is built one way (one query parameter name for the sign-in return: `next`).
 */
import { pathSegments } from '../platform/navigation';

export const routes = [
  { screen: 'home', pattern: '/' },
  { screen: 'chatLanding', pattern: '/chat' },
  { screen: 'chatList', pattern: '/chat/posts' },
  { screen: 'chatThread', pattern: '/chat/posts/:postId' },
  { screen: 'chatPostPermalink', pattern: '/chat/p/:postId' },
  { screen: 'chatCommentPermalink', pattern: '/chat/c/:commentId' },
  // The book club is a static page at a post's address (spec 001): listed before the post route, so it wins.
  { screen: 'bookClub', pattern: '/p/the-free-press-book-club' },
  { screen: 'post', pattern: '/p/:slug' },
  { screen: 'postComments', pattern: '/p/:slug/comments' },
  { screen: 'postComment', pattern: '/p/:slug/comment/:commentId' },
  { screen: 'postById', pattern: '/home/post/p-:postId' },
  // The reader's feed and a category's (spec 002 "Feed"; inventory (P) `/home`, `/home/category/{id}`).
  { screen: 'feed', pattern: '/home' },
  { screen: 'feedCategory', pattern: '/home/category/:categoryId' },
  // The hidden frame recording recently visited surfaces (spec 002 "Hidden frame at /visited-surface-frame", C05).
  { screen: 'visitedSurfaceFrame', pattern: '/visited-surface-frame' },
  { screen: 'crossPost', pattern: '/cross-post/:postId' },
  { screen: 'file', pattern: '/file/:name' },
  { screen: 'giftAccept', pattern: '/gift/:token' },
  { screen: 'signIn', pattern: '/login' },
  { screen: 'signup', pattern: '/signup' },
  { screen: 'newsletters', pattern: '/newsletters' },
  { screen: 'account', pattern: '/account' },
  { screen: 'accountSettings', pattern: '/account/settings' },
  { screen: 'accountBilling', pattern: '/account/billing' },
  { screen: 'accountEmailTest', pattern: '/account/email-test' },
  { screen: 'subscribe', pattern: '/subscribe' },
  { screen: 'saved', pattern: '/saved' },
  { screen: 'notes', pattern: '/notes' },
  { screen: 'profile', pattern: '/@:handle' },
  // One note and its replies (designed: spec 002 names no note page; the address is the reader-facing convention, by the author's handle).
  { screen: 'note', pattern: '/@:handle/note/c-:noteId' },
  { screen: 'publishPost', pattern: '/publish/post/:postId' },
  { screen: 'publishRecommendations', pattern: '/publish/recommendations' },
  { screen: 'publishSettings', pattern: '/publish/settings' },
  { screen: 'section', pattern: '/s/:slug' },
  { screen: 'videos', pattern: '/videos' },
  { screen: 'podcasts', pattern: '/podcasts' },
  { screen: 'allPodcasts', pattern: '/podcasts/all' },
  { screen: 'livestream', pattern: '/livestream' },
  { screen: 'embedPodcast', pattern: '/embed/podcast/:slug' },
  { screen: 'embedVideo', pattern: '/embed/video/:slug' },
  { screen: 'archive', pattern: '/archive' },
  { screen: 'microsite', pattern: '/america250' },
  { screen: 'embedSubscribe', pattern: '/embed' },
  { screen: 'embedTest', pattern: '/embed/test' },
  { screen: 'terms', pattern: '/tos' },
  { screen: 'privacy', pattern: '/privacy' },
  { screen: 'signOut', pattern: '/sign-out' },
  { screen: 'recommendations', pattern: '/recommendations' },
  { screen: 'events', pattern: '/events' },
  { screen: 'about', pattern: '/about' },
  { screen: 'careers', pattern: '/careers' },
  { screen: 'communityGuidelines', pattern: '/community-guidelines' },
  { screen: 'privacyNotice', pattern: '/privacy-notice' },
  { screen: 'faq', pattern: '/faq' },
  { screen: 'author', pattern: '/authors/:author' },
  // Invites and the referral leaderboard (spec 003; inventory (P) `/invite/{id}`, `/invite-success/{id}`, `/invite-rejected/{id}`, `/invites`, `/leaderboard`).
  { screen: 'inviteAccept', pattern: '/invite/:inviteId' },
  { screen: 'inviteSuccess', pattern: '/invite-success/:inviteId' },
  { screen: 'inviteRejected', pattern: '/invite-rejected/:inviteId' },
  { screen: 'invites', pattern: '/invites' },
  { screen: 'leaderboard', pattern: '/leaderboard' },
  // Paid meetings (spec 003: the offer page, the booking flow with the order id once there is one).
  { screen: 'meetings', pattern: '/meetings' },
  { screen: 'meetingsBook', pattern: '/meetings/book' },
  { screen: 'meetingsBookOrder', pattern: '/meetings/book/:orderId' },
  // The publication's info pages and the reader survey (inventory (P) `/who-we-are`, `/t/{slug}`, `/sitemap`, `/survey/{id}`; `/what-were-reading` designed).
  { screen: 'whoWeAre', pattern: '/who-we-are' },
  { screen: 'whatWereReading', pattern: '/what-were-reading' },
  { screen: 'tagArchive', pattern: '/t/:slug' },
  { screen: 'sitemap', pattern: '/sitemap' },
  { screen: 'survey', pattern: '/survey/:surveyId' },
  // The publication home's people lists (spec 003: the home's subpaths subscribers, followers and following).
  { screen: 'homeSubscribers', pattern: '/subscribers' },
  { screen: 'homeFollowers', pattern: '/followers' },
  { screen: 'homeFollowing', pattern: '/following' },
] as const satisfies readonly RouteDefinition[];

export interface RouteDefinition {
  screen: string;
  pattern: string;
}

export type ScreenId = (typeof routes)[number]['screen'];
type PatternOf<S extends ScreenId> = Extract<(typeof routes)[number], { screen: S }>['pattern'];
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The parameters a screen's path needs, read from its pattern (`/chat/posts/:postId` → `{ postId }`). */
export type RouteParams<S extends ScreenId> = { [K in ParamNames<PatternOf<S>>]: string | number };
/** Query parameters: `undefined`, `null` and `false` are left out; `true` is written `true`. */
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

export interface RouteMatch {
  screen: ScreenId;
  /** Parameters by name, as strings (ids already checked to be positive integers). */
  params: Record<string, string>;
}

/**
 * `decodeURIComponent` that never throws: a malformed escape (`%ZZ`, a lone `%`, an escaped lone surrogate such as
 * `%ED%A0%80`) answers `null` instead of a `URIError`. Every address read in `src/` decodes through this one helper.
 */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function matchSegment(pattern: string, segment: string, params: Record<string, string>): boolean {
  const colon = pattern.indexOf(':');
  if (colon === -1) return pattern === segment;
  const prefix = pattern.slice(0, colon);
  const name = pattern.slice(colon + 1);
  if (!segment.startsWith(prefix) || segment.length === prefix.length) return false;
  const value = safeDecode(segment.slice(prefix.length));
  if (value === null) return false;
  if (name.endsWith('Id') && !/^[1-9]\d{0,15}$/.test(value)) return false;
  params[name] = value;
  return true;
}

/**
 * The first route whose pattern matches `pathname` (query and hash ignored; a trailing slash allowed), or `null`. The
 * path is read by the platform's one address parser (`pathSegments`), the same reading `useLocation` writes back from.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathSegments(pathname);
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (parts.every((part, i) => matchSegment(part, segments[i] ?? '', params))) return { screen: route.screen, params };
  }
  return null;
}

/** `?a=1&b=true` from a query object (`''` when nothing is left). */
export function queryString(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Encodes one path parameter; a string that cannot be encoded (a lone surrogate) is encoded with U+FFFD in its place. */
function encodeParam(value: string | number): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  }
}

/** Builds a path from a route's pattern, its parameters (encoded) and an optional query. */
export function pathTo<S extends ScreenId>(
  screen: S,
  ...[params, query]: ParamNames<PatternOf<S>> extends never
    ? [params?: Record<string, never>, query?: RouteQuery]
    : [params: RouteParams<S>, query?: RouteQuery]
): string {
  const route = routes.find((r) => r.screen === screen);
  if (!route) throw new Error(`Unknown screen ${screen}`);
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${screen}`);
    return encodeParam(value);
  });
  return `${path}${queryString(query)}`;
}

/**
 * The builders every area uses for paths outside its own folder. One parameter name for the sign-in return (`next`),
 * one saved list, one subscribe page.
 */
export const paths = {
  home: () => pathTo('home'),
  /** The publication home's people lists: `/subscribers`, `/followers`, `/following`. */
  homePeople: (subpath: 'subscribers' | 'followers' | 'following') =>
    pathTo(subpath === 'subscribers' ? 'homeSubscribers' : subpath === 'followers' ? 'homeFollowers' : 'homeFollowing'),
  /** The reader's feed. */
  feed: () => pathTo('feed'),
  /** A category's feed with its leaderboard. */
  feedCategory: (categoryId: number) => pathTo('feedCategory', { categoryId }),
  /** Sign in, then come back to `next` (a path on this site). */
  signIn: (next?: string) => pathTo('signIn', {}, { next }),
  /** The signup flow after a free signup: `just_signed_up`, `email`, `skip_sections`, `next`. */
  signup: (query?: RouteQuery) => pathTo('signup', {}, query),
  /** The newsletters page: `token` (email access), `unsubscribed_from` / `subscribed_to` (a section id). */
  newsletters: (query?: RouteQuery) => pathTo('newsletters', {}, query),
  /** The legacy account page. */
  account: () => pathTo('account'),
  /** Account settings on a tab: `account`, `subscription`, `newsletters` or `podcastFeeds`. */
  accountSettings: (tab?: 'account' | 'subscription' | 'newsletters' | 'podcastFeeds') => pathTo('accountSettings', {}, { tab }),
  accountBilling: () => pathTo('accountBilling'),
  accountEmailTest: () => pathTo('accountEmailTest'),
  saved: () => pathTo('saved'),
  /** The subscribe page: `plan` (`paid`, `founding` or a plan id), `pledge`, and the rest of its query. */
  subscribe: (query?: RouteQuery) => pathTo('subscribe', {}, query),
  notes: () => pathTo('notes'),
  profile: (handle: string) => pathTo('profile', { handle }),
  /** One note with its replies; `handle` is its author's (the page reads only the id). */
  note: (handle: string, noteId: number) => pathTo('note', { handle, noteId }),
  post: (slug: string, query?: RouteQuery) => pathTo('post', { slug }, query),
  postById: (postId: number) => pathTo('postById', { postId }),
  comments: (slug: string, query?: RouteQuery) => pathTo('postComments', { slug }, query),
  comment: (slug: string, commentId: number) => pathTo('postComment', { slug, commentId }),
  publishPost: (postId: number, query?: RouteQuery) => pathTo('publishPost', { postId }, query),
  publishRecommendations: (publicationId: number) => pathTo('publishRecommendations', {}, { publication_id: publicationId }),
  chatLanding: () => pathTo('chatLanding'),
  chatList: () => pathTo('chatList'),
  chatThread: (postId: number, query?: RouteQuery) => pathTo('chatThread', { postId }, query),
  chatPostPermalink: (postId: number) => pathTo('chatPostPermalink', { postId }),
  chatCommentPermalink: (commentId: number) => pathTo('chatCommentPermalink', { commentId }),
  crossPost: (postId: number) => pathTo('crossPost', { postId }),
  file: (name: string) => pathTo('file', { name }),
  giftAccept: (token: string) => pathTo('giftAccept', { token }),
  /** A section's page (the host's; a section without a slug is addressed by its id). */
  section: (section: { id: number; slug?: string | null }) => pathTo('section', { slug: section.slug || String(section.id) }),
  /** The video hub (M40). */
  videos: () => pathTo('videos'),
  /** The publication's podcasts, in section order (route proposed by the inventory). */
  podcasts: () => pathTo('podcasts'),
  /** Every podcast, private feeds included, with "set up podcast" per section (route proposed by the inventory). */
  allPodcasts: () => pathTo('allPodcasts'),
  livestream: () => pathTo('livestream'),
  /** The embeddable podcast player of a post (`autoplay=1` starts it; route designed: the spec says only "by post slug"). */
  embedPodcast: (slug: string, query?: RouteQuery) => pathTo('embedPodcast', { slug }, query),
  /** The embeddable video player of a post (`autoplay=1` starts it). */
  embedVideo: (slug: string, query?: RouteQuery) => pathTo('embedVideo', { slug }, query),
  /** The subscribe widget as other sites embed it (in an iframe). */
  embedSubscribe: () => pathTo('embedSubscribe'),
  /** The subscribe widget in a 480 × 320 frame (route designed: the spec puts the test page on `/embed` too). */
  embedTest: () => pathTo('embedTest'),
  /** The publication's terms of use, its privacy policy and signing out: the host's pages. */
  terms: () => pathTo('terms'),
  privacy: () => pathTo('privacy'),
  signOut: () => pathTo('signOut'),
  /** The publications this one recommends (route designed: the spec names none). */
  recommendations: () => pathTo('recommendations'),
  /** An invite link (profile, then accept), its success page and its rejected page. */
  inviteAccept: (inviteId: number) => pathTo('inviteAccept', { inviteId }),
  inviteSuccess: (inviteId: number) => pathTo('inviteSuccess', { inviteId }),
  inviteRejected: (inviteId: number) => pathTo('inviteRejected', { inviteId }),
  /** The invites page of an invite-only publication. */
  invites: () => pathTo('invites'),
  /** The reader referral leaderboard. */
  leaderboard: () => pathTo('leaderboard'),
  /** The publication's settings in the editor (the host's page): `tab` (`referrals`…). */
  publishSettings: (tab?: string) => pathTo('publishSettings', {}, { tab }),
  /** The publication's archive, newest first; `section` (a slug) keeps one section's posts. */
  archive: (section?: string) => pathTo('archive', {}, { section }),
  /** The anniversary microsite (G18): `tab` (overview, events, stories, sponsors), `eventId`, the events filters. */
  microsite: (query?: RouteQuery) => pathTo('microsite', {}, query),
  /** The events hub (inventory (P) `/events`): the microsite, each section and the book club. */
  events: () => pathTo('events'),
  /** The publication's about page (inventory (P) `/about`). */
  about: () => pathTo('about'),
  /**
   * A static page by its type (spec 001's table; paths designed where it shows none: the type as the path). `about`
   * is the about page and `america250` the microsite.
   */
  staticPage: (type: 'careers' | 'the-free-press-book-club' | 'community-guidelines' | 'privacy-notice' | 'faq') =>
    pathTo(
      (
        {
          careers: 'careers',
          'the-free-press-book-club': 'bookClub',
          'community-guidelines': 'communityGuidelines',
          'privacy-notice': 'privacyNotice',
          faq: 'faq',
        } as const
      )[type],
    ),
  /** An author's page by user id or handle (route designed: spec 001 says only "keyed by author id or slug"). */
  author: (author: string | number) => pathTo('author', { author }),
  /** The paid meeting offer. */
  meetings: () => pathTo('meetings'),
  /** The booking flow: the order step, or an order's schedule or confirmation step (`rebook`: a cancelled one again). */
  meetingsBook: (orderId?: number, query?: RouteQuery) => (orderId === undefined ? pathTo('meetingsBook') : pathTo('meetingsBookOrder', { orderId }, query)),
  /** Who We Are: columnists, staff writers and editors, the mailboxes. */
  whoWeAre: () => pathTo('whoWeAre'),
  /** What We're Reading: the bookshop lists and the affiliate disclosure (route designed: the spec names none). */
  whatWereReading: () => pathTo('whatWereReading'),
  /** A tag's archive by its slug. */
  tagArchive: (slug: string) => pathTo('tagArchive', { slug }),
  /** The publication's sitemap. */
  sitemap: () => pathTo('sitemap'),
  /** A reader survey; `token` from an e-mailed link. */
  survey: (surveyId: number, token?: string) => pathTo('survey', { surveyId }, { token }),
} as const;
