/**
 * Paged and cursor reads (a feed, paged comments, a past-streams list): one infinite query per list, its key derived
 * from the endpoint and the list's input (the input without its page or cursor) as `readKey` derives a read's,
 * with `'pages'` after it so a single read of the same endpoint never shares its entry.
 * ```ts
 * const feed = useReadPages(getFeed, { query: { tab } }, {
 *   first: null as string | null,                                        // the first page's cursor
 *   pageInput: (input, cursor) => ({ query: { ...input.query, ...(cursor ? { cursor } : {}) } }),
 *   next: (last) => last.nextCursor ?? undefined,                         // undefined: no more pages
 * });
 * feed.data?.pages.flatMap((page) => page.items); feed.fetchNextPage(); feed.hasNextPage;
 * ```
 * A page-numbered read is the same with `first: 1` and `next: (last, pages) => (last.more ? pages.length + 1 : undefined)`.
 */
import { type InfiniteData, infiniteQueryOptions, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../api/endpoint';
import type { Api } from '../api/useApi';
import { useApi } from '../api/useApi';
import type { Failure } from './failure';
import { usePoll } from './poll';
import { takeReadAhead } from './readAhead';
import type { ReadPoll } from './read';
import { readPagesKey } from './readKey';

export { readPagesKey };

export interface PagesSpec<E extends AnyEndpointDef, P> {
  /** The first page's parameter (page number, cursor, `null`). */
  first: P;
  /** The input of the page at `param`: the list's input with its page or cursor. */
  pageInput: (input: EndpointInput<E>, param: P) => EndpointInput<E>;
  /** The parameter of the page after `last`, or `undefined`/`null` at the end. */
  next: (last: EndpointOutput<E>, pages: readonly EndpointOutput<E>[], lastParam: P) => P | undefined | null;
  /** The parameter of the page before `first` (a list read from the middle), or `undefined`/`null`. */
  previous?: (first: EndpointOutput<E>, pages: readonly EndpointOutput<E>[], firstParam: P) => P | undefined | null;
  /** Pages kept in the cache at most (older ones are dropped as new ones come). */
  maxPages?: number;
}

/** TanStack options of a paged read (a prefetch of the first page): the same key `useReadPages` uses. */
export function readPagesOptions<E extends AnyEndpointDef, P>(api: Api, endpoint: E, input: EndpointInput<E>, spec: PagesSpec<E, P>) {
  const queryKey = readPagesKey(endpoint, input);
  return infiniteQueryOptions<EndpointOutput<E>, Failure, InfiniteData<EndpointOutput<E>, P>, readonly unknown[], P>({
    queryKey,
    // The first page started ahead for this list (`readAhead.ts`) is taken rather than asked again.
    queryFn: ({ pageParam, signal, client }) =>
      takeReadAhead<EndpointOutput<E>>(client, queryKey, signal, pageParam) ?? api.call(endpoint, spec.pageInput(input, pageParam as P), { signal }),
    initialPageParam: spec.first,
    getNextPageParam: (last, pages, lastParam) => spec.next(last, pages, lastParam) ?? undefined,
    ...(spec.previous
      ? {
          getPreviousPageParam: (first: EndpointOutput<E>, pages: EndpointOutput<E>[], firstParam: P) => spec.previous?.(first, pages, firstParam) ?? undefined,
        }
      : {}),
    ...(spec.maxPages !== undefined ? { maxPages: spec.maxPages } : {}),
  });
}

export interface ReadPagesOptions {
  enabled?: boolean;
  /** Retries of a failed page (default: the client's, none). */
  retry?: boolean | number;
  /** Reads every loaded page again this often while the document is visible. */
  poll?: ReadPoll;
}

/** A paged read of `endpoint` (`null` input: nothing to read yet). */
export function useReadPages<E extends AnyEndpointDef, P>(
  endpoint: E,
  input: EndpointInput<E> | null,
  spec: PagesSpec<E, P>,
  options: ReadPagesOptions = {},
): UseInfiniteQueryResult<InfiniteData<EndpointOutput<E>, P>, Failure> {
  const api = useApi();
  const enabled = input !== null && options.enabled !== false;
  const query = useInfiniteQuery({
    ...readPagesOptions(api, endpoint, input ?? ({} as EndpointInput<E>), spec),
    enabled,
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
  });
  const { refetch } = query;
  const { poll } = options;
  usePoll(() => void refetch({ cancelRefetch: false }), {
    every: poll?.every ?? 0,
    enabled: enabled && poll !== undefined && poll.enabled !== false,
    ...(poll?.visibility ? { visibility: poll.visibility } : {}),
  });
  return query;
}
