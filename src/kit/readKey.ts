/**
 * The pure half of the kit's read side (no React): a read's cache key (`readKey`) and a read as a value (`readOf`,
 * `readAll`). A server's prefetch (`prefetchScreen`, the `./server` entry) derives keys here, the same way the data
 * hooks do (`read.ts` re-exports all of it), so a prefetched entry is the entry a screen reads.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../api/endpoint';
import type { Api } from '../api/client';

/** The key of one read: `[method, path, input]`. */
export type ReadKey = readonly [method: string, path: string, input: Readonly<Record<string, unknown>>];

/** A copy without `undefined` fields and without empty `params`/`query`/`body` (they ask for the same thing). */
function normalised(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const field = normalised((value as Record<string, unknown>)[key], depth + 1);
    if (field === undefined) continue;
    if (depth === 0 && field !== null && typeof field === 'object' && !Array.isArray(field) && Object.keys(field).length === 0) continue;
    out[key] = field;
  }
  return out;
}

/** The cache key of `endpoint` read with `input`: the same in every area, so one resource is one cache entry. */
export function readKey<E extends AnyEndpointDef>(endpoint: E, input?: EndpointInput<E>): ReadKey {
  return [endpoint.method, endpoint.path, (normalised(input ?? {}) ?? {}) as Record<string, unknown>];
}

/** A read as a value: its key and how to make it. */
export interface ReadSource<T> {
  readonly key: QueryKey;
  read(api: Api, signal: AbortSignal): Promise<T>;
}

/** `endpoint` read with `input`. */
export function readOf<E extends AnyEndpointDef>(endpoint: E, input: EndpointInput<E>): ReadSource<EndpointOutput<E>> {
  return { key: readKey(endpoint, input), read: (api, signal) => api.call(endpoint, input, { signal }) };
}

/** Several reads answered together (one status, one poll): the key lists each read's own key. */
export function readAll<T extends readonly unknown[]>(...sources: { [K in keyof T]: ReadSource<T[K]> }): ReadSource<T> {
  return {
    key: ['all', ...sources.map((s) => s.key)],
    read: (api, signal) => Promise.all(sources.map((s) => s.read(api, signal))) as unknown as Promise<T>,
  };
}

/** The key of a paged read of `endpoint` with the list's `input` (without its page or cursor): `readKey`'s, then `'pages'`. */
export function readPagesKey<E extends AnyEndpointDef>(endpoint: E, input?: EndpointInput<E>) {
  return [...readKey(endpoint, input), 'pages'] as const;
}

/** Where a paged read starts and how a page is asked for (the pure half of `useReadPages`' `PagesSpec`). */
export interface PagesStart<E extends AnyEndpointDef, P> {
  /** The first page's parameter (page number, offset, cursor, `null`). */
  first: P;
  /** The input of the page at `param`: the list's input with its page or cursor. */
  pageInput: (input: EndpointInput<E>, param: P) => EndpointInput<E>;
}

/** A paged read as a value: its key, its first page's parameter and how to read a page (a server prefetches the first). */
export interface PagesSource<T, P = unknown> {
  readonly kind: 'pages';
  readonly key: QueryKey;
  readonly first: P;
  readPage(api: Api, param: P, signal: AbortSignal): Promise<T>;
}

/** The paged read of `endpoint` for the list's `input`: the entry `useReadPages(endpoint, input, spec)` reads. */
export function readPagesOf<E extends AnyEndpointDef, P>(endpoint: E, input: EndpointInput<E>, start: PagesStart<E, P>): PagesSource<EndpointOutput<E>, P> {
  return {
    kind: 'pages',
    key: readPagesKey(endpoint, input),
    first: start.first,
    readPage: (api, param, signal) => api.call(endpoint, start.pageInput(input, param), { signal }),
  };
}
