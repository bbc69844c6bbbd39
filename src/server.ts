/**
 * `@masthead/ui/server`: what a host's server runs before rendering (pure: importable from a React Server Component).
 * `prefetchScreen(path, { apiBaseUrl, fetch })` reads what the screen at `path` renders its content from and returns the
 * state for `PlatformProvider`'s `dehydratedState`, on the server and in the browser.
 */
export { prefetchScreen, screenReads, type PrefetchOptions } from './app/prefetch';
export { createMastheadQueryClient } from './provider/queryClient';
export { matchRoute, pathTo, paths, type RouteMatch, type ScreenId } from './kit/routes';
export type { DehydratedState } from '@tanstack/query-core';
