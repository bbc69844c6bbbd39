import { describe, expect, it } from 'vitest';
import { getPostBySlug } from './endpoints/posts';
import { ApiError } from './errors';
import { buildPath, callEndpoint } from './http';

describe('buildPath', () => {
  it('encodes parameters', () => {
    expect(buildPath('/api/v1/posts/:slug', { slug: 'café au lait' })).toBe('/api/v1/posts/caf%C3%A9%20au%20lait');
  });

  it('a lone surrogate is sent as U+FFFD instead of throwing', () => {
    expect(() => buildPath('/api/v1/posts/:slug', { slug: 'a\uD800b' })).not.toThrow();
    expect(buildPath('/api/v1/posts/:slug', { slug: 'a\uD800b' })).toBe('/api/v1/posts/a%EF%BF%BDb');
    expect(buildPath('/api/v1/posts/:slug', { slug: '\uDC00' })).toBe('/api/v1/posts/%EF%BF%BD');
  });
});

describe('a date the client cannot read is a schema error naming the field', () => {
  it('post_date: "soon"', async () => {
    const post = { id: 1, title: 'A', slug: 'a', post_date: 'soon', audience: 'everyone', type: 'newsletter' };
    const fetch = async () => new Response(JSON.stringify({ ...post, publication: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const error = await callEndpoint({ baseUrl: '', fetch, timeoutMs: 0 }, getPostBySlug, { params: { slug: 'a' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('schema');
    expect((error as ApiError).field).toBe('post_date');
  });
});

describe('an error answer that names a field keeps it (a form shows the server’s words under that field)', () => {
  const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': 'application/json' } });
  const call = (body: unknown) =>
    callEndpoint({ baseUrl: '', fetch: answer(body), timeoutMs: 0 }, getPostBySlug, { params: { slug: 'a' } }).then(
      () => {
        throw new Error('answered 400 but resolved');
      },
      (e: unknown) => e as ApiError,
    );

  it('errors[0].field', async () => {
    const error = await call({ error: 'Too long', errors: [{ msg: 'Too long', field: 'spotify_url' }] });
    expect(error).toMatchObject({ kind: 'http', status: 400, field: 'spotify_url', serverMessage: 'Too long' });
  });

  it('no field, an empty one or not a string: none', async () => {
    expect((await call({ error: 'Nope', errors: [{ msg: 'Nope' }] })).field).toBeUndefined();
    expect((await call({ errors: [{ msg: 'Nope', field: '' }] })).field).toBeUndefined();
    expect((await call({ errors: [{ msg: 'Nope', field: 7 }] })).field).toBeUndefined();
    expect((await call('plain')).field).toBeUndefined();
  });
});
