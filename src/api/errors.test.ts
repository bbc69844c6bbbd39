import { describe, expect, it } from 'vitest';
import { ApiError, errorServerMessage, MAX_SERVER_MESSAGE_LENGTH } from './errors';

const http = (serverMessage?: string) => new ApiError({ kind: 'http', route: 'GET /x', status: 500, serverMessage });

describe('errorServerMessage', () => {
  it.each([
    [http('  Slow down.  '), 'Slow down.'],
    [http('   '), undefined],
    [http(), undefined],
    [{ serverMessage: 'plain object' }, 'plain object'],
    [{ serverMessage: 42 }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('%# → %j', (error, expected) => {
    expect(errorServerMessage(error)).toBe(expected);
  });
});

describe('ApiError getters', () => {
  it('name each kind of failure', () => {
    const net = new ApiError({ kind: 'network', route: 'GET /x' });
    const timeout = new ApiError({ kind: 'timeout', route: 'GET /x' });
    const ban = new ApiError({ kind: 'http', route: 'POST /x', status: 403, code: 'PUBLICATION_BAN' });
    const forbidden = new ApiError({ kind: 'http', route: 'POST /x', status: 403 });
    const schema = new ApiError({ kind: 'schema', route: 'GET /x', field: 'a.b' });
    expect([net.isNetwork, net.isTimeout, timeout.isTimeout, timeout.isNetwork]).toEqual([true, false, true, false]);
    expect([ban.isPublicationBan, ban.isForbidden, forbidden.isForbidden, forbidden.isPublicationBan]).toEqual([true, false, true, false]);
    expect([schema.isMalformed, net.isMalformed]).toEqual([true, false]);
    expect(timeout.message).toBe('GET /x did not answer in time');
  });
});

describe('errorServerMessage bounds what a reader sees', () => {
  it('cuts a 100 KB message to MAX_SERVER_MESSAGE_LENGTH with an ellipsis', () => {
    const text = errorServerMessage(http('x'.repeat(100_000)))!;
    expect(text).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
