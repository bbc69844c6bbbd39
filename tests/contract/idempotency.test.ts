/**
 * Retried writes are applied once: a write that carries an `Idempotency-Key` and is sent again with the same key (after
 * a timeout, a network error or an answer the client could not read) gets the first answer back, and the mock world
 * changes once.
 */
import { describe, expect, it } from 'vitest';
import { listChatComments, sendChatComment } from '../../src/api/endpoints/community';
import type { ApiError } from '../../src/api/errors';
import { callEndpoint, IDEMPOTENCY_KEY_HEADER } from '../../src/api/http';
import { setScenario } from '../../mocks/scenario';
import { BASE_URL, useMockServer } from './setup';

useMockServer();

const body = { body: 'Posting this once, whatever the network does.' };
const repliesWith = async (text: string) => {
  const page = await callEndpoint({ baseUrl: BASE_URL }, listChatComments, { params: { id: 3001 }, query: { limit: 50 } });
  return page.comments.filter((c) => c.body === text).length;
};

describe('Idempotency-Key', () => {
  it('the same key twice: the first answer again, one reply in the thread', async () => {
    setScenario({ viewer: 'paid' });
    const first = await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-1' });
    const again = await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-1' });
    expect(again.comment.id).toBe(first.comment.id);
    expect(await repliesWith(body.body)).toBe(1);
  });

  it('another key is another write', async () => {
    setScenario({ viewer: 'paid' });
    await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-1' });
    await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-2' });
    expect(await repliesWith(body.body)).toBe(2);
  });

  it('an answer the client could not read, then a retry with the same key: posted once', async () => {
    setScenario({ viewer: 'paid' });
    // The write reaches the server, but its answer arrives garbled (a proxy, a cut connection).
    const garbling: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      return new Response('{"comment": ', { status: answer.status, headers: answer.headers });
    };
    const error = await callEndpoint({ baseUrl: BASE_URL, fetch: garbling }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-3' }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).kind).toBe('schema');
    const retried = await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-3' });
    expect(retried.comment.body).toBe(body.body);
    expect(await repliesWith(body.body)).toBe(1);
  });

  it('the client sends the header on writes only', async () => {
    const seen: (string | null)[] = [];
    const spy: typeof fetch = async (input, init) => {
      seen.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
      return fetch(input, init);
    };
    setScenario({ viewer: 'paid' });
    await callEndpoint({ baseUrl: BASE_URL, fetch: spy }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k-4' });
    await callEndpoint({ baseUrl: BASE_URL, fetch: spy }, listChatComments, { params: { id: 3001 }, query: {} }, { idempotencyKey: 'k-4' });
    expect(seen).toEqual(['k-4', null]);
  });

  it('a key longer than 200 characters is refused, naming the header', async () => {
    setScenario({ viewer: 'paid' });
    const error = (await callEndpoint({ baseUrl: BASE_URL }, sendChatComment, { params: { id: 3001 }, body }, { idempotencyKey: 'k'.repeat(201) }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.serverMessage).toMatch(/Idempotency-Key/);
  });
});
