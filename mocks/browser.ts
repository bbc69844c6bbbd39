/**
 * `@masthead/ui/mocks/browser`: the mock API in a host's development server. Copy MSW's worker into the host's
 * public folder once (`npx msw init public`), then before rendering:
 *
 *   if (import.meta.env.DEV) await startMockWorker();
 */
import type { AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './index';

export interface StartMockWorkerOptions {
  /** Handlers placed before Masthead's (to override a route). */
  overrides?: AnyHandler[];
  /** Where the host serves `mockServiceWorker.js`; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** Log every mocked request to the console (default false). */
  verbose?: boolean;
}

export async function startMockWorker({ overrides = [], serviceWorkerUrl = '/mockServiceWorker.js', verbose = false }: StartMockWorkerOptions = {}) {
  const worker = setupWorker(...overrides, ...handlers);
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledFrame: 'bypass', quiet: !verbose });
  return worker;
}
