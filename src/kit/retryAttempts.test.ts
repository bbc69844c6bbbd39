import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { retryAttempts, unanswered } from './retryAttempts';

const http = (status: number) => new ApiError({ kind: 'http', route: 'POST /x', status });
const network = new ApiError({ kind: 'network', route: 'POST /x' });
const timeout = new ApiError({ kind: 'timeout', route: 'POST /x' });
const schema = new ApiError({ kind: 'schema', route: 'POST /x', field: 'id' });
const failed = (failure: ApiError) => ({ ok: false as const, failure });
const ok = { ok: true as const };

type Form = { name: string; email: string };
const form = (name: string, email = 'a@example.com'): Form => ({ name, email });

/** One attempt: begins, is sent with the key it was given (or `fresh`), settles with `outcome`. */
function attempt(attempts: ReturnType<typeof retryAttempts<Form>>, request: Form, fresh: string, outcome: Parameters<typeof attempts.settle>[3]) {
  const { key, ticket } = attempts.begin(request);
  const sent = key ?? fresh;
  attempts.settle(request, ticket, sent, outcome);
  return key;
}

describe('unanswered: the failures after which the write may have been applied', () => {
  it.each([
    ['a timeout', timeout, true],
    ['a network error', network, true],
    ['an unreadable answer', schema, true],
    ['a 500', http(500), true],
    ['a 503', http(503), true],
    ['an exception with no status', new ApiError({ kind: 'http', route: 'POST /x' }), true],
    ['a 400', http(400), false],
    ['a 401', http(401), false],
    ['a 403', http(403), false],
    ['a 404', http(404), false],
    ['a 409', http(409), false],
    ['a 429', http(429), false],
  ] as const)('%s → %s', (_name, failure, expected) => {
    expect(unanswered(failure)).toBe(expected);
  });
});

describe('retryAttempts: which key a send carries', () => {
  const identity = (request: Form) => [request.name, request.email];

  it('the first send takes a fresh key', () => {
    expect(retryAttempts({ identity }).begin(form('Ada')).key).toBeUndefined();
  });

  it.each([
    ['a network error', network],
    ['a timeout', timeout],
    ['an unreadable answer', schema],
    ['a 5xx', http(502)],
  ])('the same write after %s carries the failed attempt’s key, as often as it fails so', (_name, failure) => {
    const attempts = retryAttempts({ identity });
    expect(attempt(attempts, form('Ada'), 'k1', failed(failure))).toBeUndefined();
    expect(attempt(attempts, form('Ada'), 'k2', failed(failure))).toBe('k1');
    expect(attempt(attempts, form('Ada'), 'k3', ok)).toBe('k1');
    // Once it succeeded, the same request again is a new write.
    expect(attempts.begin(form('Ada')).key).toBeUndefined();
  });

  it.each([400, 401, 403, 404, 409, 429])('after a %s the same write takes a fresh key (the server would replay its refusal)', (status) => {
    const attempts = retryAttempts({ identity });
    attempt(attempts, form('Ada'), 'k1', failed(http(status)));
    expect(attempts.begin(form('Ada')).key).toBeUndefined();
  });

  it('a 4xx after an unanswered attempt ends that attempt: the next send is fresh', () => {
    const attempts = retryAttempts({ identity });
    attempt(attempts, form('Ada'), 'k1', failed(timeout));
    expect(attempt(attempts, form('Ada'), 'k2', failed(http(409)))).toBe('k1');
    expect(attempts.begin(form('Ada')).key).toBeUndefined();
  });

  it('another write forgets the failed attempt, even when the first comes back', () => {
    const attempts = retryAttempts({ identity });
    attempt(attempts, form('Ada'), 'k1', failed(network));
    expect(attempt(attempts, form('Ada', 'other@example.com'), 'k2', failed(network))).toBeUndefined();
    // Ada at her first address again: a new write (the other may have been applied since).
    expect(attempt(attempts, form('Ada'), 'k3', failed(network))).toBeUndefined();
    expect(attempts.begin(form('Ada')).key).toBe('k3');
  });

  it('parts are compared by identity (a file is the same file only if it is the same object)', () => {
    const attempts = retryAttempts({ identity: (request: { file: object }) => [request.file] });
    const file = {};
    const start = attempts.begin({ file });
    attempts.settle({ file }, start.ticket, 'k1', failed(network));
    expect(attempts.begin({ file }).key).toBe('k1');
    expect(attempts.begin({ file: {} }).key).toBeUndefined();
  });

  it('with targets, writes to other targets leave a failed attempt alone', () => {
    const attempts = retryAttempts({ identity: (r: { id: string; body: string }) => [r.body], target: (r) => r.id });
    const send = (id: string, body: string, fresh: string, outcome: Parameters<typeof attempts.settle>[3]) => {
      const { key, ticket } = attempts.begin({ id, body });
      attempts.settle({ id, body }, ticket, key ?? fresh, outcome);
      return key;
    };
    send('a', 'hello', 'ka', failed(timeout));
    send('b', 'hi', 'kb', failed(timeout));
    expect(send('c', 'hey', 'kc', ok)).toBeUndefined();
    expect(send('b', 'hi', 'kb2', ok)).toBe('kb');
    expect(send('a', 'hello', 'ka2', ok)).toBe('ka');
    // Another write to a target forgets that target's attempt only.
    send('a', 'one', 'k1', failed(timeout));
    send('b', 'two', 'k2', failed(timeout));
    expect(send('a', 'changed', 'k3', failed(http(400)))).toBeUndefined();
    expect(attempts.begin({ id: 'a', body: 'one' }).key).toBeUndefined();
    expect(attempts.begin({ id: 'b', body: 'two' }).key).toBe('k2');
  });

  it('an attempt that settles after a later send to its target does not count', () => {
    const attempts = retryAttempts({ identity });
    const first = attempts.begin(form('Ada'));
    const second = attempts.begin(form('Ada', 'other@example.com'));
    attempts.settle(form('Ada', 'other@example.com'), second.ticket, 'k2', ok);
    attempts.settle(form('Ada'), first.ticket, 'k1', failed(timeout));
    expect(attempts.begin(form('Ada')).key).toBeUndefined();
  });

  it('forget: the next send is new, and an attempt still on its way does not come back', () => {
    const attempts = retryAttempts({ identity });
    attempt(attempts, form('Ada'), 'k1', failed(network));
    const flying = attempts.begin(form('Ada'));
    attempts.forget();
    attempts.settle(form('Ada'), flying.ticket, 'k1', failed(network));
    expect(attempts.begin(form('Ada')).key).toBeUndefined();
  });

  it('property: a key is reused only for the same write right after an unanswered failure of it', () => {
    const failures = [network, timeout, schema, http(500), http(400), http(401), http(409)];
    const step = fc.record({ name: fc.constantFrom('a', 'b'), outcome: fc.option(fc.constantFrom(...failures), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const attempts = retryAttempts({ identity });
        let previous: { name: string; key: string; failure: ApiError | undefined } | null = null;
        steps.forEach(({ name, outcome }, i) => {
          const { key, ticket } = attempts.begin(form(name));
          const reusable = previous && previous.name === name && previous.failure && unanswered(previous.failure) ? previous.key : undefined;
          expect(key).toBe(reusable);
          const sent = key ?? `k${i}`;
          attempts.settle(form(name), ticket, sent, outcome ? failed(outcome) : ok);
          previous = { name, key: sent, failure: outcome };
        });
      }),
    );
  });
});
