import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { CHAT_APP_SCHEME, chatAppLink, permalinkDataState, permalinkState } from './permalink';

const route = 'GET /api/v1/community/comments/:id';
const item = (status: string) => ({ id: 4001, status });

describe('permalinkState: status → what the page shows (spec 000/002)', () => {
  it.each([
    ['VISIBLE', 'visible'],
    ['open', 'visible'],
    ['PAID_SUBSCRIPTION_REQUIRED', 'paid'],
    ['FOUNDING_SUBSCRIPTION_REQUIRED', 'founding'],
    ['SUBSCRIPTION_REQUIRED', 'unavailable'],
    ['DELETED', 'unavailable'],
    ['deleted', 'unavailable'],
    ['SOMETHING_NEW', 'unavailable'],
    ['', 'unavailable'],
  ])('status %j → %s', (status, expected) => {
    const state = permalinkState({ pending: false, data: item(status) });
    expect(permalinkDataState(state)).toBe(expected);
  });

  it('keeps the item for the view and for limited (teaser) items', () => {
    expect(permalinkState({ pending: false, data: item('VISIBLE') })).toEqual({ status: 'visible', item: item('VISIBLE') });
    expect(permalinkState({ pending: false, data: item('PAID_SUBSCRIPTION_REQUIRED') })).toEqual({
      status: 'locked',
      variant: 'paid',
      item: item('PAID_SUBSCRIPTION_REQUIRED'),
      subscribable: true,
    });
  });

  it('offers to subscribe only where a subscription would show the item', () => {
    const subscribable = (status: string) => {
      const state = permalinkState({ pending: false, data: item(status) });
      return state.status === 'locked' && state.subscribable;
    };
    expect(subscribable('PAID_SUBSCRIPTION_REQUIRED')).toBe(true);
    expect(subscribable('FOUNDING_SUBSCRIPTION_REQUIRED')).toBe(true);
    expect(subscribable('SUBSCRIPTION_REQUIRED')).toBe(true);
    expect(subscribable('DELETED')).toBe(false);
    expect(subscribable('deleted')).toBe(false);
  });

  it('is loading while pending or before any answer', () => {
    expect(permalinkState({ pending: true })).toEqual({ status: 'loading' });
    expect(permalinkState({ pending: true, data: item('VISIBLE') })).toEqual({ status: 'loading' });
    expect(permalinkState({ pending: false })).toEqual({ status: 'loading' });
  });

  it('404 → the unavailable teaser without a subscribe action (nothing to retry)', () => {
    const error = new ApiError({ kind: 'http', route, status: 404, serverMessage: 'Comment not found' });
    expect(permalinkState({ pending: false, error })).toEqual({ status: 'locked', variant: 'unavailable', item: null, subscribable: false });
  });

  it('403 with a status code → that teaser; without one → generic', () => {
    const paid = new ApiError({ kind: 'http', route, status: 403, code: 'PAID_SUBSCRIPTION_REQUIRED' });
    expect(permalinkDataState(permalinkState({ pending: false, error: paid }))).toBe('paid');
    const founding = new ApiError({ kind: 'http', route, status: 403, code: 'FOUNDING_SUBSCRIPTION_REQUIRED' });
    expect(permalinkDataState(permalinkState({ pending: false, error: founding }))).toBe('founding');
    const bare = new ApiError({ kind: 'http', route, status: 403 });
    expect(permalinkState({ pending: false, error: bare })).toEqual({ status: 'locked', variant: 'unavailable', item: null, subscribable: false });
  });

  it('401 → the unavailable teaser with a subscribe action', () => {
    const error = new ApiError({ kind: 'http', route, status: 401 });
    expect(permalinkState({ pending: false, error })).toEqual({ status: 'locked', variant: 'unavailable', item: null, subscribable: true });
  });

  it.each([
    [new ApiError({ kind: 'http', route, status: 500, serverMessage: 'Internal server error' }), 'server'],
    [new ApiError({ kind: 'http', route, status: 504 }), 'server'],
    [new ApiError({ kind: 'network', route }), 'network'],
    [new ApiError({ kind: 'aborted', route }), 'network'],
    [new ApiError({ kind: 'schema', route, field: 'comment' }), 'malformed'],
    [new Error('boom'), 'server'],
  ])('failure %s → error %s with a retry', (error, reason) => {
    expect(permalinkState({ pending: false, error })).toEqual({ status: 'error', reason });
  });

  it('a failed background refetch keeps the item on screen', () => {
    const error = new ApiError({ kind: 'network', route });
    expect(permalinkState({ pending: false, data: item('VISIBLE'), error })).toEqual({ status: 'visible', item: item('VISIBLE') });
  });
});

describe('app links (paths: links.test.ts)', () => {
  it('deep-links the app with the permalink path', () => {
    expect(CHAT_APP_SCHEME).toBe('masthead');
    expect(chatAppLink('post', 3001)).toBe('masthead://chat/p/3001');
    expect(chatAppLink('comment', 4001)).toBe('masthead://chat/c/4001');
    expect(chatAppLink('comment', null)).toBe('masthead://chat');
  });
});
