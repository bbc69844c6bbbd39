/**
 * The page both sides of the hydration test render: the whole product (`ProductApp`) at one path, as one role, on
 * the mock's frozen clock. The server (`server.tsx`, in Node) and the browser (`client.tsx`) render exactly this
 * element, as a host renders the same tree on both sides.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { viewersByRole } from '../../mocks/viewers';
import type { ViewerRole } from '../../src/platform/viewer';
import { MOCK_NOW } from '../../mocks/clock';
import { ProductApp } from '../../src/app/ProductApp';
import { createFrozenClock } from '../../src/platform/clock';
import { createMemoryNavigation } from '../../src/platform/navigation';
import { createMemoryStorage } from '../../src/platform/storage';
import { PlatformProvider } from '../../src/provider/PlatformProvider';
import { ThemeProvider } from '../../src/theme/ThemeProvider';

export const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

export interface PageProps {
  path: string;
  role: ViewerRole;
  queryClient: QueryClient;
  apiBaseUrl: string;
  fetch: typeof fetch;
  dehydratedState?: DehydratedState | undefined;
  /** The server's DOM for post bodies (jsdom's window); the browser uses its own. */
  htmlWindow?: Window | undefined;
  /** The reader's time zone (`PlatformProvider`'s `timeZone`), the same on both sides; default UTC. */
  timeZone?: string | undefined;
}

export function Page({ path, role, queryClient, apiBaseUrl, fetch, dehydratedState, htmlWindow, timeZone }: PageProps) {
  const [clock] = useState(() => createFrozenClock(MOCK_NOW));
  const [navigation] = useState(() => createMemoryNavigation(path));
  const [storage] = useState(() => createMemoryStorage(clock));
  return (
    <ThemeProvider theme="light">
      <PlatformProvider
        apiBaseUrl={apiBaseUrl}
        fetch={fetch}
        navigation={navigation}
        viewer={viewersByRole[role]}
        publication={MARGIN}
        clock={clock}
        storage={storage}
        queryClient={queryClient}
        {...(dehydratedState ? { dehydratedState } : {})}
        renderedAt={MOCK_NOW}
        {...(htmlWindow ? { htmlWindow } : {})}
        {...(timeZone ? { timeZone } : {})}
        dialogs="in-page"
      >
        <ProductApp />
      </PlatformProvider>
    </ThemeProvider>
  );
}
