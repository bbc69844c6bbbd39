import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlug, getPostComments, getPostReaderContext } from '../api/endpoints/posts';
import { ApiError } from '../api/errors';
import type { EndpointInput } from '../api/endpoint';
import type { Api } from '../api/useApi';
import { readOf, readOptions } from './read';
import { READ_AHEAD_HOLD_MS, startReadsAhead, takeReadAhead } from './readAhead';
import { readPagesOf } from './readKey';
import { readPagesOptions } from './readPages';

/** An API whose answers the test settles by hand, recording each call and its signal. */
function manualApi() {
  const calls: { path: string; input: unknown; signal: AbortSignal | undefined; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const api: Api = {
    call: (def, input, options) =>
      new Promise((resolve, reject) => {
        calls.push({ path: def.path, input, signal: options?.signal, resolve, reject });
      }) as never,
  };
  return { api, calls };
}

const standing = (postId: number) => readOf(getPostReaderContext, { params: { id: postId } });
const start = {
  first: null as string | null,
  pageInput: (input: EndpointInput<typeof getPostComments>, cursor: string | null) => ({
    ...input,
    query: { ...input.query, limit: 20, ...(cursor ? { cursor } : {}) },
  }),
};
const firstPage = (postId: number) => readPagesOf(getPostComments, { params: { id: postId }, query: { sort: 'best_first' } }, start);

afterEach(() => vi.useRealTimers());

describe('reads started ahead', () => {
  it('a read taken from ahead is one request: the screen’s read gets its answer without asking again', async () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    startReadsAhead(client, api, [standing(7)]);
    expect(calls.map((c) => c.path)).toEqual([getPostReaderContext.path]);
    const fetching = client.fetchQuery(readOptions(api, getPostReaderContext, { params: { id: 7 } }));
    calls[0]!.resolve({ user: null });
    await expect(fetching).resolves.toEqual({ user: null });
    expect(calls).toHaveLength(1);
    // Taken once: a later read of the same key asks the server.
    void client.fetchQuery({ ...readOptions(api, getPostReaderContext, { params: { id: 7 } }), staleTime: 0 });
    await Promise.resolve();
    expect(calls).toHaveLength(2);
  });

  it('is held by the cache (the provider), whichever API object the asking hook has', async () => {
    // `useApi()` gives each hook its own object over one configuration; the cache is the provider's one.
    const started = manualApi();
    const asking = manualApi();
    const client = new QueryClient();
    startReadsAhead(client, started.api, [standing(7)]);
    const fetching = client.fetchQuery(readOptions(asking.api, getPostReaderContext, { params: { id: 7 } }));
    started.calls[0]!.resolve({ user: null });
    await expect(fetching).resolves.toEqual({ user: null });
    expect([started.calls.length, asking.calls.length]).toEqual([1, 0]);
    // Another cache (another provider) takes nothing.
    startReadsAhead(client, started.api, [standing(8)]);
    expect(takeReadAhead(new QueryClient(), standing(8).key, new AbortController().signal)).toBeUndefined();
  });

  it('a failure is the taking read’s, once: shown as its own, not asked again behind it', async () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    startReadsAhead(client, api, [standing(7)]);
    const failure = new ApiError({ kind: 'http', route: 'GET /x', status: 500 });
    calls[0]!.reject(failure);
    await Promise.resolve();
    await expect(client.fetchQuery({ ...readOptions(api, getPostReaderContext, { params: { id: 7 } }), retry: false })).rejects.toBe(failure);
    expect(calls).toHaveLength(1);
  });

  it('a paged read takes its first page only (same key, same page parameter)', async () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    const source = firstPage(9);
    startReadsAhead(client, api, [source]);
    expect(calls[0]!.input).toEqual({ params: { id: 9 }, query: { sort: 'best_first', limit: 20 } });
    expect(takeReadAhead(client, source.key, new AbortController().signal, 'cursor-2')).toBeUndefined();
    const options = readPagesOptions(api, getPostComments, { params: { id: 9 }, query: { sort: 'best_first' } }, { ...start, next: () => undefined });
    const fetching = client.fetchInfiniteQuery(options);
    calls[0]!.resolve({ comments: [], nextCursor: null });
    await expect(fetching).resolves.toMatchObject({ pages: [{ comments: [] }], pageParams: [null] });
    expect(calls).toHaveLength(1);
  });

  it('starts nothing for a read already cached or already held', () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    client.setQueryData(standing(7).key, { user: null });
    startReadsAhead(client, api, [standing(7), standing(8)]);
    startReadsAhead(client, api, [standing(8)]);
    expect(calls.map((c) => c.input)).toEqual([{ params: { id: 8 } }]);
  });

  it('a request nobody takes is aborted and dropped after the hold', () => {
    vi.useFakeTimers();
    const { api, calls } = manualApi();
    const client = new QueryClient();
    startReadsAhead(client, api, [standing(7)]);
    vi.advanceTimersByTime(READ_AHEAD_HOLD_MS - 1);
    expect(calls[0]!.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(takeReadAhead(client, standing(7).key, new AbortController().signal)).toBeUndefined();
  });

  it('the taker’s abort (the screen left) aborts the request', () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    startReadsAhead(client, api, [standing(7)]);
    const controller = new AbortController();
    expect(takeReadAhead(client, standing(7).key, controller.signal)).toBeDefined();
    controller.abort();
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('a read with `ahead` starts the next reads from its answer when it answers', async () => {
    const { api, calls } = manualApi();
    const client = new QueryClient();
    const ahead = (post: { id: number }) => [standing(post.id), firstPage(post.id)];
    const fetching = client.fetchQuery(readOptions(api, getPostBySlug, { params: { slug: 'a-post' } }, { ahead }));
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ id: 42 });
    await fetching;
    expect(calls.slice(1).map((c) => [c.path, c.input])).toEqual([
      [getPostReaderContext.path, { params: { id: 42 } }],
      [getPostComments.path, { params: { id: 42 }, query: { sort: 'best_first', limit: 20 } }],
    ]);
    // Answered from the cache, the read starts nothing again.
    await client.fetchQuery(readOptions(api, getPostBySlug, { params: { slug: 'a-post' } }, { ahead, staleTime: Number.POSITIVE_INFINITY }));
    expect(calls).toHaveLength(3);
  });
});
