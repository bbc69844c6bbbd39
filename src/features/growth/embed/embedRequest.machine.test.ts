import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { commonFailureId, serverWords } from '../../../kit/failure';
import {
  type EmbedRequestEvent,
  type EmbedRequestState,
  embedRequestEmail,
  embedRequestEventTypes,
  embedRequestFailure,
  initialEmbedRequestState,
  transition,
} from './embedRequest.machine';

const route = 'POST /api/v1/subscription/request';
const idle: EmbedRequestState = initialEmbedRequestState;
const loading: EmbedRequestState = { name: 'loading', email: 'reader@example.com' };
const requested: EmbedRequestState = { name: 'requested', email: 'reader@example.com' };
const already = new ApiError({ kind: 'http', route, status: 409, serverMessage: ' reader@example.com already subscribes to The Inner Circle. ' });
const malformed = new ApiError({ kind: 'schema', route, status: 200 });
const offline = new ApiError({ kind: 'network', route });
const slow = new ApiError({ kind: 'timeout', route });
/** The event the data hook sends for a failure: the kit's one rule names the text. */
const failed = (error: ApiError): EmbedRequestEvent => ({
  type: 'FAILED',
  messageId: commonFailureId(error, 'growth.embed.requestFailed'),
  serverMessage: serverWords(error) ?? null,
});
const failedT178: EmbedRequestState = { name: 'failed', email: 'reader@example.com', messageId: 'growth.embed.requestFailed', serverMessage: null };

describe('M60 embed invite-only form (E19)', () => {
  it.each<[string, EmbedRequestState, EmbedRequestEvent, EmbedRequestState]>([
    ['idle ─SUBMIT→ loading with the trimmed e-mail', idle, { type: 'SUBMIT', email: '  reader@example.com ' }, loading],
    ['loading ─SUCCEEDED→ requested', loading, { type: 'SUCCEEDED' }, requested],
    ['loading ─FAILED(no words)→ failed with T178', loading, failed(malformed), failedT178],
    [
      'loading ─FAILED(409 with words)→ failed keeping the server’s words',
      loading,
      failed(already),
      {
        name: 'failed',
        email: 'reader@example.com',
        messageId: 'growth.embed.requestFailed',
        serverMessage: 'reader@example.com already subscribes to The Inner Circle.',
      },
    ],
    [
      'loading ─FAILED(network)→ failed with the shared network text',
      loading,
      failed(offline),
      { name: 'failed', email: 'reader@example.com', messageId: 'common.error.network', serverMessage: null },
    ],
    [
      'loading ─FAILED(timeout)→ failed with the shared timeout text',
      loading,
      failed(slow),
      { name: 'failed', email: 'reader@example.com', messageId: 'common.error.timeout', serverMessage: null },
    ],
    ['failed ─DISMISS_FAILURE→ idle', failedT178, { type: 'DISMISS_FAILURE' }, idle],
    ['failed ─SUBMIT→ loading (a new try)', failedT178, { type: 'SUBMIT', email: 'other@example.com' }, { name: 'loading', email: 'other@example.com' }],
  ])('%s', (_, from, event, to) => {
    expect(transition(from, event)).toEqual(to);
  });

  it.each<[string, EmbedRequestState, EmbedRequestEvent]>([
    ['idle ignores a blank e-mail', idle, { type: 'SUBMIT', email: '   ' }],
    ['idle ignores SUCCEEDED', idle, { type: 'SUCCEEDED' }],
    ['idle ignores FAILED', idle, failed(offline)],
    ['idle ignores DISMISS_FAILURE', idle, { type: 'DISMISS_FAILURE' }],
    ['loading ignores a second SUBMIT (one request at a time)', loading, { type: 'SUBMIT', email: 'other@example.com' }],
    ['loading ignores DISMISS_FAILURE', loading, { type: 'DISMISS_FAILURE' }],
    ['requested ignores SUBMIT (the input is disabled)', requested, { type: 'SUBMIT', email: 'other@example.com' }],
    ['requested ignores FAILED', requested, failed(offline)],
    ['requested ignores SUCCEEDED', requested, { type: 'SUCCEEDED' }],
    ['failed ignores SUCCEEDED', failedT178, { type: 'SUCCEEDED' }],
    ['failed ignores FAILED', failedT178, failed(offline)],
  ])('%s', (_, from, event) => {
    expect(transition(from, event)).toBe(from);
  });

  it('names the request a loading state wants and nothing else', () => {
    expect(embedRequestEmail(loading)).toBe('reader@example.com');
    expect(embedRequestEmail(idle)).toBeNull();
    expect(embedRequestEmail(requested)).toBeNull();
    expect(embedRequestEmail(failedT178)).toBeNull();
  });

  it('tells the server’s words when there are some, else the catalogue text', () => {
    expect(embedRequestFailure(failedT178)).toEqual({ messageId: 'growth.embed.requestFailed' });
    expect(embedRequestFailure(transition(loading, failed(already)))).toEqual({
      serverMessage: 'reader@example.com already subscribes to The Inner Circle.',
    });
    expect(embedRequestFailure(idle)).toBeNull();
  });

  it('property: whatever happens, requested is final and only a loading state asks for a request', () => {
    const events = fc.constantFrom<EmbedRequestEvent>(
      { type: 'SUBMIT', email: 'a@example.com' },
      { type: 'SUBMIT', email: ' ' },
      { type: 'SUCCEEDED' },
      failed(offline),
      failed(already),
      { type: 'DISMISS_FAILURE' },
    );
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        let state = initialEmbedRequestState;
        let wasRequested = false;
        for (const event of sequence) {
          state = transition(state, event);
          if (wasRequested) expect(state.name).toBe('requested');
          if (state.name === 'requested') wasRequested = true;
          expect(embedRequestEmail(state) !== null).toBe(state.name === 'loading');
        }
      }),
    );
    expect(embedRequestEventTypes).toHaveLength(4);
  });
});
