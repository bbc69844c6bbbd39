/**
 * Server data: what a host's server reads before rendering a screen, so the page arrives as HTML with its content and
 * the browser does not read it again.
 *
 * ```ts
 * // on the server, per request (the reader's cookie in `fetch`)
 * const state = await prefetchScreen(url.pathname, { apiBaseUrl: 'https://api.example.com', fetch: readerFetch });
 * const html = renderToString(<PlatformProvider dehydratedState={state} …><ProductApp /></PlatformProvider>);
 * // in the page: the same `state` (JSON) and `<PlatformProvider dehydratedState={state} …>` for hydrateRoot
 * ```
 *
 * Each screen's reads are the screen's own read descriptions (`postRead`, …): the same cache keys (`readKey`) the
 * screen's data hook reads, so a prefetched entry is exactly the entry the screen finds. A read that fails is left
 * out (the browser reads it again and shows the failure the screen's way); screens with nothing listed here render their
 * loading state on the server, as before.
 */
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/query-core';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../api/http';
import { createApi } from '../api/client';
import {
  countriesRead,
  homePeopleRead,
  homeRead,
  inviteRead,
  leaderboardRead,
  meetingSettingsRead,
  readerSubscriptionsRead,
  recommendationsRead,
  surveyRead,
} from '../features/growth/reads';
import { commentsPageReads } from '../features/comments/reads';
import { allPodcastsRead, podcastsRead } from '../features/media/reads';
import { noteRead } from '../features/notes/reads';
import { archiveRead, authorRead, rankedAuthorsRead, sectionsRead, staticPageRead, subscribeContentRead, tagRead, whoWeAreRead } from '../features/pages/reads';
import { crossPostRead, postRead } from '../features/post/reads';
import type { PagesSource, ReadSource } from '../kit/readKey';
import { defaultFlags, type FeatureFlags } from '../platform/flags';
import { createMastheadQueryClient } from '../provider/queryClient';
import { matchRoute, type ScreenId } from './routes';

/** What a screen's reads may depend on besides the path's parameters. */
export interface ScreenReadContext {
  /** The address's query (`?preview`, `?token=`). */
  query: URLSearchParams;
  /** The publication the site serves (`PrefetchOptions.publicationId`), when the host said. */
  publicationId: number | undefined;
  /** The platform's feature flags (`PrefetchOptions.flags` over the defaults), as the screen will read them. */
  flags: FeatureFlags;
}

/** A read, or a paged read's first page. */
type ScreenSource = ReadSource<unknown> | PagesSource<unknown, unknown>;

/**
 * Reads that need another read's answer first (the comments need the post's id): `after` is read (and kept: the screen
 * reads it too), then `then(answer)`'s reads. When `after` fails, the rest are left to the browser.
 */
export interface ReadsAfter<T> {
  readonly after: ReadSource<T>;
  readonly then: (answer: T) => readonly ScreenSource[];
}

/** `then`'s reads once `after` has answered. */
export function readsAfter<T>(after: ReadSource<T>, then: (answer: T) => readonly ScreenSource[]): ReadsAfter<unknown> {
  return { after, then } as unknown as ReadsAfter<unknown>;
}

/**
 * The reads a screen renders its content from, by route (its parameters from the path). Each area's reads come from
 * its pure `reads.ts` (the area's face for a server: no React, no styles, so the `./server` entry stays importable
 * from a React Server Component, which the area's `index.ts` with its components is not).
 */
export const screenReads: Partial<
  Record<ScreenId, (params: Record<string, string>, context: ScreenReadContext) => readonly (ScreenSource | ReadsAfter<unknown>)[]>
> = {
  post: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
  postById: (p) => [postRead({ by: 'id', id: Number(p.postId) })],
  // The comments page: its post, then the reader's standing and the thread's first page in the sort the page starts
  // with (the address's `?sort=`, else the post's default, which depends on the likes flag).
  postComments: (p, { query, flags }) => [
    readsAfter(postRead({ by: 'slug', slug: p.slug ?? '' }), (post) => commentsPageReads(post, query.toString(), flags.like_posts_enabled)),
  ],
  embedPodcast: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
  embedVideo: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
  // The home: a reader's browser reads the published layout, an admin's the preview when the address asks for it.
  home: (_p, { query }) => [homeRead(false), ...(query.has('preview') ? [homeRead(true)] : []), readerSubscriptionsRead()],
  homeSubscribers: () => [homePeopleRead('subscribers')],
  homeFollowers: () => [homePeopleRead('followers')],
  homeFollowing: () => [homePeopleRead('following')],
  // Not prefetched: the invites page (`/invites`), whose read is refused to most readers (they are sent away in the
  // browser, which reads it again); the offer page (`/meetings`), whose description is sanitised with the browser's
  // DOM; a booked order (`/meetings/book/{id}`), which the page polls while it waits for the meeting's place.
  inviteAccept: (p) => [inviteRead(Number(p.inviteId))],
  leaderboard: () => [leaderboardRead()],
  recommendations: (_p, { publicationId }) => (publicationId === undefined ? [] : [recommendationsRead(publicationId), readerSubscriptionsRead()]),
  meetingsBook: () => [meetingSettingsRead()],
  meetingsBookOrder: () => [meetingSettingsRead()],
  survey: (p, { query }) => [surveyRead(Number(p.surveyId), query.get('token') ?? undefined), countriesRead()],
  whoWeAre: () => [whoWeAreRead()],
  tagArchive: (p) => [tagRead(p.slug ?? '')],
  // Not prefetched yet: screens whose machine is handed the answer in an effect, so the server renders the machine's
  // `loading` whatever the cache holds (a prefetch would only be read earlier, not shown): a comment's permalink (its
  // one-answer read is a new load per visit, kept no longer than the page shows it), the
  // feed and a category (`/home`, `/home/category/{id}`: M41 gets its pages in an effect), the videos page (M40 in an
  // effect) and the newsletters page (M25 in an effect). Each needs its hook to start its machine from a cached answer.
  // Paged lists: their first page, as the page asks for it (`?section=` as the archive page reads it from the address).
  archive: (_p, { query }) => [archiveRead(query.get('section')?.slice(0, 100) || undefined)],
  author: (p) => [authorRead(p.author ?? '')],
  // The about page's content and People (an editor's "Edit" reads the `about` post in the browser: a role's extra).
  about: () => [subscribeContentRead(), rankedAuthorsRead()],
  events: () => [sectionsRead()],
  careers: () => [staticPageRead('careers')],
  bookClub: () => [staticPageRead('the-free-press-book-club')],
  communityGuidelines: () => [staticPageRead('community-guidelines')],
  privacyNotice: () => [staticPageRead('privacy-notice')],
  faq: () => [staticPageRead('faq')],
  podcasts: () => [podcastsRead()],
  allPodcasts: () => [allPodcastsRead()],
  note: (p) => [noteRead(Number(p.noteId))],
  crossPost: (p) => [crossPostRead(Number(p.postId))],
};

export interface PrefetchOptions {
  /** Base URL of the API (as `PlatformProvider`'s); the server usually needs an absolute one. */
  apiBaseUrl?: string;
  /** The `fetch` the reads use: carry the reader's credentials (cookie) so the answers are the reader's. */
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
  /** The publication the site serves (as `PlatformProvider`'s `publication.id`): screens that read by it need it. */
  publicationId?: number;
  /** A client to fill (default: a fresh one, as `PlatformProvider` makes). */
  queryClient?: QueryClient;
  /** The feature flags the page is rendered with (as `PlatformProvider`'s `flags`): a screen's first read may depend on them. */
  flags?: Partial<FeatureFlags>;
}

/**
 * Reads what the screen at `path` (a path of the route table, query and hash allowed) renders its content from and
 * returns the state to hand to `PlatformProvider`'s `dehydratedState` on the server and in the browser.
 */
export async function prefetchScreen(path: string, options: PrefetchOptions = {}): Promise<DehydratedState> {
  const queryClient = options.queryClient ?? createMastheadQueryClient();
  const api = createApi({
    apiBaseUrl: (options.apiBaseUrl ?? '').replace(/\/+$/, ''),
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  });
  const match = matchRoute(path);
  const search = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0]! : '';
  const context: ScreenReadContext = {
    query: new URLSearchParams(search),
    publicationId: options.publicationId,
    flags: { ...defaultFlags, ...options.flags } as FeatureFlags,
  };
  const reads = match ? (screenReads[match.screen]?.(match.params, context) ?? []) : [];
  const prefetch = async (source: ScreenSource | ReadsAfter<unknown>): Promise<unknown> => {
    if ('after' in source) {
      const after = source.after;
      // A failed first read leaves the rest to the browser, which reads it again and shows the failure its way.
      const answer = await queryClient.fetchQuery({ queryKey: after.key, queryFn: ({ signal }) => after.read(api, signal) }).catch(() => undefined);
      return answer === undefined ? undefined : Promise.all(source.then(answer).map(prefetch));
    }
    return 'kind' in source
      ? // A paged read: its first page, in the entry shape the screen's infinite query reads (`pages`, `pageParams`).
        queryClient.prefetchInfiniteQuery({
          queryKey: source.key,
          queryFn: ({ pageParam, signal }) => source.readPage(api, pageParam, signal),
          initialPageParam: source.first,
        })
      : queryClient.prefetchQuery({ queryKey: source.key, queryFn: ({ signal }) => source.read(api, signal) });
  };
  await Promise.all(reads.map(prefetch));
  return dehydrate(queryClient);
}
