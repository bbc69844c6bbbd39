/** How the extras' pages read a query's outcome: loading, ready, not found (404), or another error with its text. */
import { toFailure } from '../../../kit/failure';

export const extrasLoadStatuses = ['loading', 'ready', 'not_found', 'error'] as const;
export type ExtrasLoadStatus = (typeof extrasLoadStatuses)[number];

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The status of a TanStack query (an `ApiError` with status 404 is `not_found`). */
export function extrasLoadStatus(query: QueryLike): ExtrasLoadStatus {
  if (query.isError) return toFailure(query.error).isNotFound ? 'not_found' : 'error';
  return query.isPending ? 'loading' : 'ready';
}

/** The server's text of a failed call, when it sent one (the kit's `serverWords`: trimmed and bounded). */
export { serverWords as serverMessageOf } from '../../../kit/failure';
