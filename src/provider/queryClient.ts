import { QueryClient } from '@tanstack/query-core';

/** Creates the query client Masthead uses when the host passes none. */
export function createMastheadQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
