/**
 * The kit's read side, on TanStack Query: the mirror of `useOptimisticWrite`.
 *
 * **One resource, one cache entry.** A read's cache key is derived from the endpoint's declaration and its input —
 * `[method, path, input]`, as `openapi-react-query` does — so every area that reads E14 for publication 7 shares one
 * entry, one request and one answer, and no area writes a key out by hand:
 * ```ts
 * const subscription = useRead(getSubscription, { query: { publication_id: 7 } });       // in a data hook
 * const status = loadStatus(subscription, 'follow.error.load');                          // loading | ready | not-found | error
 * await queryClient.prefetchQuery(readOptions(api, getSubscription, { query: {...} })); // anywhere (a server, later)
 * ```
 * - `readKey(endpoint, input)` is the key (input without `undefined` fields, so `{ query: { a: undefined } }` and `{}` are
 *   one entry); `readFilter(endpoint, partialInput?)` matches every entry of an endpoint (or those whose input contains
 *   the given fields) for updates and invalidation.
 * - `useRead(endpoint, input | null, options)` — `null` input: nothing to read yet (disabled). `options.poll` reads again
 *   every `every` ms on the platform clock while the document is visible, and at once when it shows again (`usePoll`).
 * - `readOf(endpoint, input)` / `readAll(a, b, …)` describe a read (or several answered together) as a value;
 *   `useReadOf(source, options)` runs one.
 * - `loadStatus(query, fallback?)` is the one load status a view switches on, its failure text through the one
 *   reader-text rule (`commonFailureId`, with the area's fallback).
 * - `ahead` (an option): reads that need this one's answer start the moment it comes, held for the hooks that ask for
 *   them (`readAhead.ts`), so a screen does not wait one render to ask.
 * - Paged and cursor reads: `useReadPages` (`readPages.ts`). Writes declare the reads they change: `ReadEffect`s
 *   (`readEffects.ts`) in `useOptimisticWrite({ reads })`.
 */
import { type QueryKey, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../api/endpoint';
import type { Api } from '../api/useApi';
import { useApi } from '../api/useApi';
import type { MessageId } from '../i18n/messages';
import type { PageVisibility } from '../platform/visibility';
import { type CommonFailureId, commonFailureId, type Failure, serverWords, toFailure } from './failure';
import { usePoll } from './poll';
import { type AheadSource, startReadsAhead, takeReadAhead } from './readAhead';
import { type ReadKey, type ReadSource, readAll, readKey, readOf } from './readKey';

export { type ReadKey, type ReadSource, readAll, readKey, readOf };

/** The read entries of `endpoint` (all of them, or those whose input has the fields of `input`): for updates and invalidation. */
export function readFilter<E extends AnyEndpointDef>(
  endpoint: E,
  input?: Partial<EndpointInput<E>>,
): { queryKey: QueryKey; predicate: (query: { queryKey: QueryKey }) => boolean } {
  return {
    queryKey: input ? readKey(endpoint, input as EndpointInput<E>) : [endpoint.method, endpoint.path],
    // Single reads only: the paged entries of the same endpoint (`readPagesKey`) hold pages, not one answer.
    predicate: (query) => query.queryKey.length === 3,
  };
}

export interface ReadPoll {
  /** Read again this often (ms, on the platform clock) while the document is visible. */
  every: number;
  /** Poll only while this holds (default: always). */
  enabled?: boolean;
  /** Instead of the platform's document visibility (a screen's own, in stories and tests). */
  visibility?: PageVisibility;
}

export interface ReadOptions<T> {
  /** Read only while this holds (default: always). */
  enabled?: boolean;
  poll?: ReadPoll;
  /** How long an answer is fresh (ms); default the client's. `0` with `gcTime: 0`: every mount and poll asks again. */
  staleTime?: number;
  gcTime?: number;
  /** Retries of a failed read (default: the client's, none). */
  retry?: boolean | number;
  /** Shown while the first answer is on its way (not cached). */
  placeholderData?: T;
  /** Refetch when the window regains focus (default: the client's). */
  refetchOnWindowFocus?: boolean | 'always';
  /** An answer already in hand (cached as if read). */
  initialData?: T;
  /**
   * Each new value is a new load with its own entry (`[method, path, input, { attempt }]`): a retry or a reload that
   * must ask the server again instead of showing an earlier answer or failure. Such entries are one load's, so
   * `updateRead` and `readFilter` leave them alone.
   */
  attempt?: number;
  /**
   * The reads the screen will make once it has this answer (they need something in it): started the moment it comes,
   * held for the hooks that ask for them (`readAhead.ts`), so they do not wait for the screen to render with it.
   */
  ahead?: (answer: T) => readonly AheadSource[];
}

/** TanStack options for a read (a prefetch, `ensureQueryData`, a server render): the same key `useRead` uses. */
export function readOptions<E extends AnyEndpointDef>(api: Api, endpoint: E, input: EndpointInput<E>, options: ReadOptions<EndpointOutput<E>> = {}) {
  return sourceOptions(api, readOf(endpoint, input), options);
}

function sourceOptions<T>(api: Api, source: ReadSource<T>, { poll: _poll, attempt, ahead, ...options }: ReadOptions<T>) {
  // Options left `undefined` keep the client's defaults (a spread `undefined` would replace them).
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const queryKey = attempt === undefined ? source.key : [...source.key, { attempt }];
  return queryOptions<T, Failure>({
    queryKey,
    // A request started ahead for this read (`readAhead.ts`) is taken rather than asked again.
    queryFn: async ({ signal, client }) => {
      const answer = await (takeReadAhead<T>(client, queryKey, signal) ?? source.read(api, signal));
      if (ahead) startReadsAhead(client, api, ahead(answer));
      return answer;
    },
    ...given,
  });
}

/** A read of `endpoint` with `input` (`null`: nothing to read yet). The query's `error` is always a `Failure`. */
export function useRead<E extends AnyEndpointDef>(
  endpoint: E,
  input: EndpointInput<E> | null,
  options: ReadOptions<EndpointOutput<E>> = {},
): UseQueryResult<EndpointOutput<E>, Failure> {
  const source =
    input === null ? ({ key: readKey(endpoint), read: () => Promise.reject(new Error('no input')) } as ReadSource<EndpointOutput<E>>) : readOf(endpoint, input);
  return useReadOf(source, input === null ? { ...options, enabled: false } : options);
}

/** Runs a read described as a value (`readOf`, `readAll`). */
export function useReadOf<T>(source: ReadSource<T>, options: ReadOptions<T> = {}): UseQueryResult<T, Failure> {
  const api = useApi();
  const query = useQuery(sourceOptions(api, source, options));
  const { poll } = options;
  const { refetch } = query;
  usePoll(() => void refetch({ cancelRefetch: false }), {
    every: poll?.every ?? 0,
    enabled: poll !== undefined && poll.enabled !== false && options.enabled !== false,
    ...(poll?.visibility ? { visibility: poll.visibility } : {}),
  });
  return query;
}

/** The one load status a screen shows. */
export type LoadStatus<T, M extends MessageId = MessageId> =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly data: T }
  | { readonly name: 'not-found'; readonly failure: Failure }
  | {
      readonly name: 'error';
      readonly failure: Failure;
      /** The catalogue text (the one reader-text rule, with the area's fallback). */
      readonly messageId: M;
      /** The server's own words, when it sent some (shown instead of the catalogue text where the spec has none). */
      readonly serverWords: string | undefined;
    };

export const loadStatusNames = ['loading', 'ready', 'not-found', 'error'] as const satisfies readonly LoadStatus<unknown>['name'][];

type QueryLike<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'status'>;

/**
 * A read's load status: its data once there is some (a failed refetch keeps showing it), else not found (a 404), an
 * error with its text, or loading. Without a fallback the text is the shared one for the failure's kind.
 */
export function loadStatus<T>(query: QueryLike<T>): LoadStatus<T>;
export function loadStatus<T, F extends MessageId>(query: QueryLike<T>, fallback: F): LoadStatus<T, F | CommonFailureId>;
export function loadStatus<T>(query: QueryLike<T>, fallback?: MessageId): LoadStatus<T> {
  if (query.data !== undefined) return { name: 'ready', data: query.data };
  if (query.status !== 'error') return { name: 'loading' };
  const failure = toFailure(query.error);
  if (failure.isNotFound) return { name: 'not-found', failure };
  return { name: 'error', failure, messageId: fallback ? commonFailureId(failure, fallback) : commonFailureId(failure), serverWords: serverWords(failure) };
}
