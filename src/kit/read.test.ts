import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSubscription, listNewsletters } from '../api/endpoints/account';
import { getPostBySlug, getPostComments } from '../api/endpoints/posts';
import { ApiError } from '../api/errors';
import type { Api } from '../api/useApi';
import { createManualClock } from '../platform/clock';
import { createManualVisibility } from '../platform/visibility';
import { createKeyedStore, createKeyedSubscriptions } from './keyedStore';
import { startPoll } from './poll';
import { loadStatus, readAll, readFilter, readKey, readOf, readOptions } from './read';
import { applyReadEffects, invalidateRead, updateRead } from './readEffects';
import { readPagesKey, readPagesOptions } from './readPages';
import { sectionEmailSettingsWritten } from './sharedReads';

const http = (status: number, serverMessage?: string) => new ApiError({ kind: 'http', route: 'GET /x', status, serverMessage });

/** An API that answers from a function and records its calls. */
function fakeApi(answer: (path: string, input: unknown) => unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api: Api = {
    call: async (def, input) => {
      calls.push({ path: def.path, input });
      return answer(def.path, input) as never;
    },
  };
  return { api, calls };
}

describe('readKey: derived from the endpoint and its input', () => {
  it('is the same for the same resource, however each area writes the input', () => {
    // The account settings and the follow button both read E14 for publication 7.
    const account = readKey(getSubscription, { query: { publication_id: 7 } });
    const follow = readKey(getSubscription, { query: { publication_id: 7 } });
    expect(follow).toEqual(account);
    // The home publication: no query, an empty query and an undefined field are one resource.
    expect(readKey(getSubscription, {})).toEqual(readKey(getSubscription, { query: {} }));
    expect(readKey(getSubscription, { query: { publication_id: undefined } })).toEqual(readKey(getSubscription, {}));
    expect(readKey(getSubscription)).toEqual(readKey(getSubscription, {}));
    // Field order does not matter.
    expect(readKey(getPostComments, { params: { id: 1 }, query: { sort: 'most_recent_first', all_comments: true } })).toEqual(
      readKey(getPostComments, { query: { all_comments: true, sort: 'most_recent_first' }, params: { id: 1 } }),
    );
  });

  it('differs when the method, the path or the input differ', () => {
    expect(readKey(getSubscription, { query: { publication_id: 7 } })).not.toEqual(readKey(getSubscription, { query: { publication_id: 8 } }));
    expect(readKey(getSubscription, {})).not.toEqual(readKey(listNewsletters, {}));
    expect(readKey(getPostBySlug, { params: { slug: 'a' } })).toEqual(['GET', '/api/v1/posts/:slug', { params: { slug: 'a' } }]);
    expect(readPagesKey(getPostComments, { params: { id: 1 } })).not.toEqual(readKey(getPostComments, { params: { id: 1 } }));
  });

  it('is the key readOptions caches under, and the two areas read once', async () => {
    const { api, calls } = fakeApi(() => ({ is_free_subscribed: true, email_settings: {} }));
    const client = new QueryClient();
    await client.fetchQuery(readOptions(api, getSubscription, { query: { publication_id: 7 } }));
    await client.fetchQuery({ ...readOptions(api, getSubscription, { query: { publication_id: 7 } }), staleTime: Number.POSITIVE_INFINITY });
    expect(calls).toHaveLength(1);
    expect(client.getQueryData(readKey(getSubscription, { query: { publication_id: 7 } }))).toEqual({ is_free_subscribed: true, email_settings: {} });
  });

  it('an attempt is its own load: a retry asks again instead of reusing the failure', async () => {
    let calls = 0;
    const api: Api = {
      call: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ kind: 'network', route: 'GET /x' });
        return { is_free_subscribed: true, email_settings: {} } as never;
      },
    };
    const client = new QueryClient();
    const first = readOptions(api, getSubscription, {}, { attempt: 0, retry: false });
    await expect(client.fetchQuery(first)).rejects.toBeInstanceOf(ApiError);
    expect(first.queryKey).toEqual([...readKey(getSubscription, {}), { attempt: 0 }]);
    const again = readOptions(api, getSubscription, {}, { attempt: 1, retry: false });
    await expect(client.fetchQuery(again)).resolves.toMatchObject({ is_free_subscribed: true });
    expect(client.getQueryState(first.queryKey)?.status).toBe('error');
    expect(calls).toBe(2);
  });

  it('readAll answers several reads together under a key naming each', async () => {
    const { api, calls } = fakeApi((path) => path);
    const source = readAll(readOf(getSubscription, {}), readOf(listNewsletters, {}));
    expect(source.key).toEqual(['all', readKey(getSubscription, {}), readKey(listNewsletters, {})]);
    await expect(source.read(api, new AbortController().signal)).resolves.toEqual([getSubscription.path, listNewsletters.path]);
    expect(calls).toHaveLength(2);
  });
});

describe('loadStatus: one status for every read', () => {
  it('is loading, then ready with the data; a failed refetch keeps the data', () => {
    expect(loadStatus({ status: 'pending', data: undefined, error: null })).toEqual({ name: 'loading' });
    expect(loadStatus({ status: 'success', data: 3, error: null })).toEqual({ name: 'ready', data: 3 });
    expect(loadStatus({ status: 'error', data: 3, error: http(500) })).toEqual({ name: 'ready', data: 3 });
  });

  it('is not-found for a 404', () => {
    const status = loadStatus({ status: 'error', data: undefined, error: http(404) }, 'follow.error.follow');
    expect(status.name).toBe('not-found');
  });

  it('is an error with the shared text for its kind, or the area fallback, and the server words', () => {
    const server = loadStatus({ status: 'error', data: undefined, error: http(500, '  Busy  ') });
    expect(server).toMatchObject({ name: 'error', messageId: 'common.error.server', serverWords: 'Busy' });
    expect(loadStatus({ status: 'error', data: undefined, error: http(500) }, 'newsletters.error.save')).toMatchObject({
      messageId: 'newsletters.error.save',
      serverWords: undefined,
    });
    const network = new ApiError({ kind: 'network', route: 'GET /x' });
    expect(loadStatus({ status: 'error', data: undefined, error: network }, 'newsletters.error.save')).toMatchObject({ messageId: 'common.error.network' });
    // Anything thrown becomes a failure.
    expect(loadStatus({ status: 'error', data: undefined, error: new TypeError('x') })).toMatchObject({ name: 'error', messageId: 'common.error.server' });
  });
});

describe('startPoll: the platform clock, paused while hidden', () => {
  it('runs every period while visible, stops while hidden and runs at once when shown again', () => {
    const clock = createManualClock('2026-01-01T00:00:00Z');
    const visibility = createManualVisibility(true);
    let runs = 0;
    const stop = startPoll(clock, visibility, 1000, () => runs++);
    clock.advance(999);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(runs).toBe(1);
    clock.advance(2000);
    expect(runs).toBe(3);
    visibility.set(false);
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    expect(runs).toBe(3);
    visibility.set(true);
    expect(runs).toBe(4); // refreshed on becoming visible
    clock.advance(999);
    expect(runs).toBe(4); // the period starts over
    clock.advance(1);
    expect(runs).toBe(5);
    stop();
    expect(clock.pending()).toBe(0);
    visibility.set(false);
    visibility.set(true);
    expect(runs).toBe(5);
  });

  it('starts paused in a hidden document', () => {
    const clock = createManualClock(0);
    const visibility = createManualVisibility(false);
    let runs = 0;
    startPoll(clock, visibility, 100, () => runs++);
    clock.advance(1000);
    expect(runs).toBe(0);
    visibility.set(true);
    expect(runs).toBe(1);
  });
});

describe('paged reads', () => {
  it('reads page after page under one key, with each page’s input', async () => {
    const { api, calls } = fakeApi((_path, input) => {
      const page = (input as { query?: { page?: number } }).query?.page ?? 1;
      return { items: [page * 10, page * 10 + 1], more: page < 3 };
    });
    const client = new QueryClient();
    const spec = {
      first: 1,
      pageInput: (input: { params: { id: number } }, page: number) => ({ ...input, query: { page } }),
      next: (last: { more: boolean }, pages: readonly unknown[]) => (last.more ? pages.length + 1 : undefined),
    };
    // biome-ignore lint/suspicious/noExplicitAny: a made-up paged endpoint over E35's declaration
    const options = readPagesOptions(api, getPostComments, { params: { id: 1 } }, spec as any);
    expect(options.queryKey).toEqual(readPagesKey(getPostComments, { params: { id: 1 } }));
    const data = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(calls.map((c) => c.input)).toEqual([
      { params: { id: 1 }, query: { page: 1 } },
      { params: { id: 1 }, query: { page: 2 } },
      { params: { id: 1 }, query: { page: 3 } },
    ]);
    expect((data.pages as unknown as { items: number[] }[]).flatMap((p) => p.items)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(data.pageParams).toEqual([1, 2, 3]);
  });
});

describe('what a write declares about reads', () => {
  const subscription = (settings: Record<string, 'individual' | 'disabled'>) => ({ is_free_subscribed: true, email_settings: settings });

  it('updates every cached answer of the declared reads, and no other entry', async () => {
    const client = new QueryClient();
    client.setQueryData(readKey(getSubscription, {}), subscription({ 5: 'disabled' }));
    client.setQueryData(readKey(getSubscription, { query: { publication_id: 7 } }), subscription({}));
    client.setQueryData(readKey(listNewsletters, {}), {
      newsletters: [
        { sectionId: 5, selected: false },
        { sectionId: 6, selected: true },
      ],
    });
    client.setQueryData(readPagesKey(getSubscription, {}), { pages: [], pageParams: [] });
    client.setQueryData(['elsewhere'], 1);
    await applyReadEffects(client, sectionEmailSettingsWritten({ 5: { setting: 'individual' } }));
    expect(client.getQueryData(readKey(getSubscription, {}))).toEqual(subscription({ 5: 'individual' }));
    expect(client.getQueryData(readKey(getSubscription, { query: { publication_id: 7 } }))).toEqual(subscription({ 5: 'individual' }));
    expect(client.getQueryData(readKey(listNewsletters, {}))).toEqual({
      newsletters: [
        { sectionId: 5, selected: true },
        { sectionId: 6, selected: true },
      ],
    });
    expect(client.getQueryData(readPagesKey(getSubscription, {}))).toEqual({ pages: [], pageParams: [] });
    expect(client.getQueryData(['elsewhere'])).toBe(1);
  });

  it('updates only the entries whose input has the given fields', async () => {
    const client = new QueryClient();
    client.setQueryData(readKey(getSubscription, { query: { publication_id: 7 } }), subscription({}));
    client.setQueryData(readKey(getSubscription, { query: { publication_id: 8 } }), subscription({}));
    await applyReadEffects(client, [updateRead(getSubscription, { query: { publication_id: 8 } }, (s) => ({ ...s, is_free_subscribed: false }))]);
    expect(client.getQueryData<{ is_free_subscribed: boolean }>(readKey(getSubscription, { query: { publication_id: 7 } }))?.is_free_subscribed).toBe(true);
    expect(client.getQueryData<{ is_free_subscribed: boolean }>(readKey(getSubscription, { query: { publication_id: 8 } }))?.is_free_subscribed).toBe(false);
  });

  it('invalidates the declared reads: stale, and not another endpoint', async () => {
    const client = new QueryClient();
    client.setQueryData(readKey(getSubscription, {}), subscription({}));
    client.setQueryData(readKey(listNewsletters, {}), { newsletters: [] });
    await applyReadEffects(client, [invalidateRead(getSubscription)]);
    expect(client.getQueryState(readKey(getSubscription, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(readKey(listNewsletters, {}))?.isInvalidated).toBe(false);
    expect(readFilter(getSubscription).queryKey).toEqual([getSubscription.method, getSubscription.path]);
  });
});

describe('createKeyedStore: one machine per item, one subscription per item', () => {
  type Count = { n: number };
  const transition = (state: Count, event: 'inc' | 'same') => (event === 'inc' ? { n: state.n + 1 } : state);

  it('tells only the changed item’s listeners', () => {
    const store = createKeyedStore<number, Count, 'inc' | 'same'>(transition);
    const heard: number[] = [];
    for (const id of [1, 2, 3]) store.subscribe(id, () => heard.push(id));
    expect(store.send(2, 'inc')).toBeUndefined(); // not started and no init: nothing
    expect(store.send(2, 'inc', () => ({ n: 0 }))).toEqual({ n: 1 });
    expect(heard).toEqual([2]);
    const before = store.get(2);
    store.send(2, 'same');
    expect(store.get(2)).toBe(before);
    expect(heard).toEqual([2]); // an unchanged state tells no one
    store.send(2, 'inc');
    expect(heard).toEqual([2, 2]);
    store.set(1, { n: 9 });
    expect(heard).toEqual([2, 2, 1]);
  });

  it('stops telling an unsubscribed listener; clear tells every started item', () => {
    const store = createKeyedStore<string, Count, 'inc' | 'same'>(transition);
    const heard: string[] = [];
    const off = store.subscribe('a', () => heard.push('a'));
    store.subscribe('b', () => heard.push('b'));
    store.send('a', 'inc', () => ({ n: 0 }));
    off();
    store.send('a', 'inc');
    store.send('b', 'inc', () => ({ n: 0 }));
    expect(heard).toEqual(['a', 'b']);
    store.clear();
    expect(heard).toEqual(['a', 'b', 'b']);
    expect(store.get('a')).toBeUndefined();
  });

  it('keyed subscriptions notify one key and every-key listeners', () => {
    const subs = createKeyedSubscriptions<number>();
    const heard: string[] = [];
    subs.subscribe(1, () => heard.push('one'));
    subs.subscribeAll((key) => heard.push(`all:${key}`));
    subs.notify(2);
    subs.notify(1);
    expect(heard).toEqual(['all:2', 'one', 'all:1']);
    expect([...subs.watched()]).toEqual([1]);
  });
});
