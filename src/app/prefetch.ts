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
import { postRead } from '../features/post/page/postRead';
import type { ReadSource } from '../kit/readKey';
import { createMastheadQueryClient } from '../provider/queryClient';
import { matchRoute, type ScreenId } from './routes';

/** The reads a screen renders its content from, by route (its parameters from the path). */
export const screenReads: Partial<Record<ScreenId, (params: Record<string, string>) => readonly ReadSource<unknown>[]>> = {
  post: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
  postById: (p) => [postRead({ by: 'id', id: Number(p.postId) })],
  embedPodcast: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
  embedVideo: (p) => [postRead({ by: 'slug', slug: p.slug ?? '' })],
};

export interface PrefetchOptions {
  /** Base URL of the API (as `PlatformProvider`'s); the server usually needs an absolute one. */
  apiBaseUrl?: string;
  /** The `fetch` the reads use: carry the reader's credentials (cookie) so the answers are the reader's. */
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
  /** A client to fill (default: a fresh one, as `PlatformProvider` makes). */
  queryClient?: QueryClient;
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
  const reads = match ? (screenReads[match.screen]?.(match.params) ?? []) : [];
  await Promise.all(reads.map((source) => queryClient.prefetchQuery({ queryKey: source.key, queryFn: ({ signal }) => source.read(api, signal) })));
  return dehydrate(queryClient);
}
