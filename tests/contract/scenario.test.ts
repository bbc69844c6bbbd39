/**
 * The scenario's faults, switched on for one endpoint from a test, each produce the typed `ApiError` a screen
 * handles; other endpoints keep working. Also the 501 answer for routes the mock does not know.
 */
import { describe, expect, it } from 'vitest';
import { getPostBySlug, savePost } from '../../src/api/endpoints/posts';
import { ApiError } from '../../src/api/errors';
import { callEndpoint, DEFAULT_REQUEST_TIMEOUT_MS } from '../../src/api/http';
import { knownRoutes } from '../../mocks';
import { setScenario } from '../../mocks/scenario';
import { BASE_URL, call, callError, useMockServer } from './setup';

useMockServer();

const slug = { params: { slug: 'the-city-that-reads' } };
const key = 'GET /api/v1/posts/:slug';

describe('faults per endpoint', () => {
  it('500 → http error with the server message', async () => {
    setScenario({ faults: { [key]: '500' } });
    const error = await callError(getPostBySlug, slug);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: 'Internal server error' });
  });

  it('401 → isUnauthorized', async () => {
    setScenario({ faults: { [key]: '401' } });
    expect((await callError(getPostBySlug, slug)).isUnauthorized).toBe(true);
  });

  it('403 → http 403', async () => {
    setScenario({ faults: { [key]: '403' } });
    expect(await callError(getPostBySlug, slug)).toMatchObject({ kind: 'http', status: 403 });
  });

  it('ban → 403 with the PUBLICATION_BAN code and the server text', async () => {
    setScenario({ faults: { [key]: 'ban' } });
    const error = await callError(getPostBySlug, slug);
    expect(error).toMatchObject({ status: 403, code: 'PUBLICATION_BAN', serverMessage: 'You have been banned from this publication' });
    expect(error.isPublicationBan).toBe(true);
  });

  it('network → kind network', async () => {
    setScenario({ faults: { [key]: 'network' } });
    expect((await callError(getPostBySlug, slug)).kind).toBe('network');
  });

  it('malformed JSON → kind schema, never a SyntaxError', async () => {
    setScenario({ faults: { [key]: 'malformed' } });
    const error = await callError(getPostBySlug, slug);
    expect(error.kind).toBe('schema');
  });

  it('timeout → a timed-out AbortSignal ends the wait as kind timeout', async () => {
    setScenario({ faults: { [key]: 'timeout' } });
    const started = Date.now();
    const error = await callEndpoint({ baseUrl: BASE_URL }, getPostBySlug, slug, { signal: AbortSignal.timeout(150) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect((error as ApiError).isTimeout).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('timeout → without a signal of its own, the client-wide timeout ends the wait as kind timeout', async () => {
    setScenario({ faults: { [key]: 'timeout' } });
    const started = Date.now();
    const error = await callEndpoint({ baseUrl: BASE_URL, timeoutMs: 150 }, getPostBySlug, slug).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a default timeout applies when none is configured, and 0 waits for the caller', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
    setScenario({ faults: { [key]: 'timeout' } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await callEndpoint({ baseUrl: BASE_URL, timeoutMs: 0 }, getPostBySlug, slug, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('aborted');
  });

  it('timeout → a caller that cancels ends the wait as kind aborted', async () => {
    setScenario({ faults: { [key]: 'timeout' } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await callEndpoint({ baseUrl: BASE_URL }, getPostBySlug, slug, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('aborted');
    expect((error as ApiError).isTimeout).toBe(false);
  });

  it('a fault on one endpoint leaves the others working', async () => {
    setScenario({ viewer: 'paid', faults: { 'POST /api/v1/posts/saved': '500' } });
    await expect(call(getPostBySlug, slug)).resolves.toMatchObject({ slug: 'the-city-that-reads' });
    expect((await callError(savePost, { body: { post_id: 1001 } })).status).toBe(500);
  });

  it('"*" fails every endpoint', async () => {
    setScenario({ faults: { '*': '500' } });
    expect((await callError(getPostBySlug, slug)).status).toBe(500);
  });
});

describe('answers of the wrong shape', () => {
  it('names the bad field', async () => {
    const badFetch: typeof fetch = async () =>
      new Response(JSON.stringify({ id: 1, slug: 's', title: 7, type: 'newsletter', audience: 'everyone' }), { status: 200 });
    const error = (await callEndpoint({ baseUrl: BASE_URL, fetch: badFetch }, getPostBySlug, slug).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'schema', field: 'title' });
    expect(error.message).toContain('field "title"');
  });
});

describe('unknown routes', () => {
  it('answer 501 with the method, the path and the known routes', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/not/a/route`, { method: 'PATCH' });
    expect(response.status).toBe(501);
    const body = await response.json();
    expect(body.method).toBe('PATCH');
    expect(body.path).toBe('/api/v1/not/a/route');
    expect(body.knownRoutes).toEqual(knownRoutes());
    expect(body.knownRoutes).toContain('GET /api/v1/posts/:slug');
  });
});
