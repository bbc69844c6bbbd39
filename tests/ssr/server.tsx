/**
 * The server half of the hydration test: the page rendered with `react-dom/static`'s `prerender` (a host's streaming
 * render with `onAllReady`: every on-demand part in the HTML), with or without the screen's data read first
 * (`prefetchScreen`). Its reads go to `SERVER_API`, which the mock server the test starts in the same process answers.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { prefetchScreen } from '../../src/app/prefetch';
import type { ViewerRole } from '../../src/platform/viewer';
import { createMastheadQueryClient } from '../../src/provider/PlatformProvider';
import { MARGIN, Page } from './app';

/** The origin the server's own reads use (the mock answers `/api/v1` on any origin). */
export const SERVER_API = 'http://masthead.internal';

export interface Rendered {
  html: string;
  /** What the server read for the page (`undefined`: nothing prefetched), handed to the browser as a host would. */
  state: DehydratedState | undefined;
  /** Errors thrown while rendering on the server (a part that then renders in the browser only). */
  serverErrors: string[];
  /** The requests the prefetch made (method and path). */
  prefetched: string[];
}

/** Renders the page at `path` as `role` to HTML, waiting for every on-demand part. */
export async function renderPage(
  path: string,
  role: ViewerRole,
  { prefetch = false, htmlWindow, timeZone }: { prefetch?: boolean; htmlWindow?: Window; timeZone?: string } = {},
): Promise<Rendered> {
  const prefetched: string[] = [];
  const serverErrors: string[] = [];
  const serverFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    prefetched.push(`${request.method} ${new URL(request.url).pathname}`);
    return fetch(request);
  };
  const state = prefetch ? await prefetchScreen(path, { apiBaseUrl: SERVER_API, fetch: serverFetch, publicationId: MARGIN.id }) : undefined;
  const queryClient = createMastheadQueryClient();
  const { prelude } = await prerender(
    <Page
      path={path}
      role={role}
      queryClient={queryClient}
      apiBaseUrl={SERVER_API}
      fetch={(...args) => fetch(...args)}
      dehydratedState={state}
      htmlWindow={htmlWindow}
      timeZone={timeZone}
    />,
    { onError: (error) => void serverErrors.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)) },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  // Through JSON, as the state reaches the browser in a real page.
  return { html, serverErrors, state: state ? (JSON.parse(JSON.stringify(state)) as DehydratedState) : undefined, prefetched };
}
