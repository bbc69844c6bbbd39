import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  initialTrendingState,
  isTrendingEnabled,
  type TrendingEvent,
  type TrendingState,
  trendingFailure,
  trendingRequest,
  trendingTransition,
} from './trendingTopics.machine';

const route = 'POST /api/v1/trending-topics/toggle';
const server500 = new ApiError({ kind: 'http', route, status: 500 });
const notFound = new ApiError({ kind: 'http', route, status: 404 });
const signedOut = new ApiError({ kind: 'http', route, status: 401 });
const offline = new ApiError({ kind: 'network', route });
const timeout = new ApiError({ kind: 'timeout', route });

describe('M73 trending topics, on the kit toggle', () => {
  const enabled = initialTrendingState(true);
  const disabled = initialTrendingState(false);

  it('opens on the server value', () => {
    expect(enabled.name).toBe('enabled');
    expect(disabled.name).toBe('disabled');
    expect(trendingRequest(enabled)).toBeNull();
  });

  it('enabled ─TOGGLE→ pending (shown off, asks enable:false) ─SUCCEEDED→ disabled', () => {
    const pending = trendingTransition(enabled, { type: 'TOGGLE' });
    expect(pending.name).toBe('pending');
    expect(isTrendingEnabled(pending)).toBe(false);
    expect(trendingRequest(pending)).toBe(false);
    expect(trendingTransition(pending, { type: 'SUCCEEDED' })).toMatchObject({ name: 'disabled', server: false, failure: null });
  });

  it('disabled ─TOGGLE→ pending (asks enable:true) ─FAILED→ disabled again with the enable text', () => {
    const pending = trendingTransition(disabled, { type: 'TOGGLE' });
    expect(trendingRequest(pending)).toBe(true);
    const failed = trendingTransition(pending, { type: 'FAILED', error: server500 });
    expect(failed.name).toBe('disabled');
    expect(isTrendingEnabled(failed)).toBe(false);
    expect(trendingFailure(failed)).toBe('discover.trending.error.enable');
  });

  it('a failed turn-off reverts to enabled with the disable text', () => {
    const failed = trendingTransition(trendingTransition(enabled, { type: 'TOGGLE' }), { type: 'FAILED', error: notFound });
    expect(failed.name).toBe('enabled');
    expect(trendingFailure(failed)).toBe('discover.trending.error.disable');
  });

  it.each([
    ['network', offline, 'common.error.network'],
    ['timeout', timeout, 'common.error.timeout'],
    ['401', signedOut, 'common.error.signIn'],
  ] as const)('a %s failure gives the shared text', (_kind, error, text) => {
    expect(trendingFailure(trendingTransition(trendingTransition(enabled, { type: 'TOGGLE' }), { type: 'FAILED', error }))).toBe(text);
  });

  it('DISMISS_FAILURE clears the text; toggles while pending are ignored; SYNC replaces the server value', () => {
    const failed = trendingTransition(trendingTransition(enabled, { type: 'TOGGLE' }), { type: 'FAILED', error: server500 });
    expect(trendingFailure(trendingTransition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    const pending = trendingTransition(enabled, { type: 'TOGGLE' });
    expect(trendingTransition(pending, { type: 'TOGGLE' })).toBe(pending);
    expect(trendingTransition(enabled, { type: 'SYNC', server: false }).name).toBe('disabled');
  });

  it('a failure always returns to the server value (property)', () => {
    const event = fc.constantFrom<TrendingEvent>(
      { type: 'TOGGLE' },
      { type: 'SUCCEEDED' },
      { type: 'FAILED', error: server500 },
      { type: 'DISMISS_FAILURE' },
      { type: 'SYNC', server: true },
      { type: 'SYNC', server: false },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 30 }), (start, events) => {
        let state: TrendingState = initialTrendingState(start);
        for (const e of events) {
          const before = state;
          state = trendingTransition(state, e);
          if (e.type === 'FAILED' && before.name === 'pending') expect(isTrendingEnabled(state)).toBe(before.server);
        }
      }),
    );
  });
});
