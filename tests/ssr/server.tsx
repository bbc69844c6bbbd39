/**
 * The server half of the hydration test: the page rendered with `react-dom/static`'s `prerender` (a host's streaming
 * render with `onAllReady`: every on-demand part in the HTML). Its reads go to `SERVER_API`, which the mock server the
 * test starts in the same process answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMastheadQueryClient } from '../../src/provider/PlatformProvider';
import type { ViewerRole } from '../../src/platform/viewer';
import { Page } from './app';

/** The origin the server's own reads use (the mock answers `/api/v1` on any origin). */
export const SERVER_API = 'http://masthead.internal';

/** Renders the page at `path` as `role` to HTML, waiting for every on-demand part (as a streaming host's `onAllReady`). */
export async function renderPage(path: string, role: ViewerRole): Promise<string> {
  const queryClient: QueryClient = createMastheadQueryClient();
  const { prelude } = await prerender(<Page path={path} role={role} queryClient={queryClient} apiBaseUrl={SERVER_API} fetch={(...args) => fetch(...args)} />);
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}
