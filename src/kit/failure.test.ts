import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { serverMessageOf } from '../api/http';
import { createTranslator } from '../i18n/createTranslator';
import { commonFailureId, failureText, MAX_SERVER_MESSAGE_LENGTH, serverWords, toFailure } from './failure';

const t = createTranslator();
const http = (status: number, serverMessage?: string, code?: string) => new ApiError({ kind: 'http', route: 'POST /x', status, serverMessage, code });

describe('toFailure', () => {
  it('keeps an ApiError and wraps anything else', () => {
    const error = http(500);
    expect(toFailure(error)).toBe(error);
    const wrapped = toFailure(new TypeError('boom'));
    expect(wrapped).toBeInstanceOf(ApiError);
    expect(wrapped.status).toBeUndefined();
    expect(wrapped.cause).toBeInstanceOf(TypeError);
  });
});

describe('failureText: the server words, else the shared text for the kind', () => {
  it.each([
    [new ApiError({ kind: 'network', route: 'GET /x' }), 'common.error.network'],
    [new ApiError({ kind: 'timeout', route: 'GET /x' }), 'common.error.timeout'],
    [new ApiError({ kind: 'schema', route: 'GET /x', field: 'a' }), 'common.error.malformed'],
    [http(401), 'common.error.signIn'],
    [http(404), 'common.error.notFound'],
    [http(500), 'common.error.server'],
    [http(403), 'common.error.server'],
    ['not an error', 'common.error.server'],
  ] as const)('%s → %s', (error, id) => {
    expect(commonFailureId(error)).toBe(id);
    expect(failureText(error, t)).toBe(t(id));
  });

  it('prefers the server words, trimmed', () => {
    expect(failureText(http(403, '  You are banned.  ', 'PUBLICATION_BAN'), t)).toBe('You are banned.');
  });

  it('bounds long server words', () => {
    const words = serverWords(http(500, 'x'.repeat(100_000)))!;
    expect(words).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(words.endsWith('…')).toBe(true);
  });

  it('a 100 KB `error` from the server reaches the reader cut to the bound', () => {
    // The HTTP layer reads the body's `error` as is; the kit's rule is what bounds it before any view shows it.
    const serverMessage = serverMessageOf({ error: `Denied: ${'x'.repeat(100_000)}` });
    expect(serverMessage).toHaveLength(100_008);
    const text = failureText(http(403, serverMessage, 'PUBLICATION_BAN'), t);
    expect(text).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(text.startsWith('Denied: xxx')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  it('ignores blank server words', () => {
    expect(serverWords(http(500, '   '))).toBeUndefined();
  });
});

describe('commonFailureId with the area fallback', () => {
  it('keeps the shared text the reader can act on, else says the area’s', () => {
    expect(commonFailureId(new ApiError({ kind: 'network', route: 'GET /x' }), 'follow.error.follow')).toBe('common.error.network');
    expect(commonFailureId(new ApiError({ kind: 'timeout', route: 'GET /x' }), 'follow.error.follow')).toBe('common.error.timeout');
    expect(commonFailureId(http(401), 'follow.error.follow')).toBe('common.error.signIn');
    expect(commonFailureId(http(500), 'follow.error.follow')).toBe('follow.error.follow');
    expect(commonFailureId(http(404), 'follow.error.follow')).toBe('follow.error.follow');
    expect(commonFailureId(new ApiError({ kind: 'schema', route: 'GET /x', field: 'a' }), 'follow.error.follow')).toBe('follow.error.follow');
    expect(failureText(http(500), t, 'follow.error.follow')).toBe(t('follow.error.follow' as never));
    expect(failureText(http(500, 'Server says'), t, 'follow.error.follow')).toBe('Server says');
  });
});
