import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialRecommendationsSubscribeState,
  itemTransition,
  type RecommendationSubscribeEvent,
  type RecommendationSubscribeState,
  recommendationState,
  recommendationSubscribeEventTypes,
  transition,
  withServerSubscriptions,
} from './recommendationSubscribe.machine';

const idle: RecommendationSubscribeState = { name: 'idle', failure: null };
const failed: RecommendationSubscribeState = { name: 'idle', failure: 'Something went wrong' };

describe('M67 recommendation subscribe', () => {
  it.each<[string, RecommendationSubscribeState, RecommendationSubscribeEvent, RecommendationSubscribeState]>([
    ['idle ─SUBSCRIBE→ subscribing', idle, { type: 'SUBSCRIBE', publicationId: 2 }, { name: 'subscribing' }],
    ['subscribing ─SUCCEEDED→ subscribed', { name: 'subscribing' }, { type: 'SUCCEEDED', publicationId: 2 }, { name: 'subscribed' }],
    ['subscribing ─FAILED→ idle with the failure', { name: 'subscribing' }, { type: 'FAILED', publicationId: 2, message: 'Something went wrong' }, failed],
    ['idle(failure) ─DISMISS_FAILURE→ idle', failed, { type: 'DISMISS_FAILURE', publicationId: 2 }, idle],
    ['idle(failure) ─SUBSCRIBE→ subscribing (retry)', failed, { type: 'SUBSCRIBE', publicationId: 2 }, { name: 'subscribing' }],
    ['subscribing ignores a second SUBSCRIBE', { name: 'subscribing' }, { type: 'SUBSCRIBE', publicationId: 2 }, { name: 'subscribing' }],
    ['subscribed ignores SUBSCRIBE', { name: 'subscribed' }, { type: 'SUBSCRIBE', publicationId: 2 }, { name: 'subscribed' }],
    ['subscribed ignores FAILED', { name: 'subscribed' }, { type: 'FAILED', publicationId: 2, message: 'x' }, { name: 'subscribed' }],
    ['idle ignores SUCCEEDED', idle, { type: 'SUCCEEDED', publicationId: 2 }, idle],
    ['idle without failure ignores DISMISS_FAILURE', idle, { type: 'DISMISS_FAILURE', publicationId: 2 }, idle],
  ])('%s', (_, item, event, next) => {
    expect(itemTransition(item, event)).toEqual(next);
  });

  it('keeps one machine per publication: absent is idle, an ignored event keeps the same map', () => {
    const s1 = transition(initialRecommendationsSubscribeState, { type: 'SUBSCRIBE', publicationId: 2 });
    expect(recommendationState(s1, 2)).toEqual({ name: 'subscribing' });
    expect(recommendationState(s1, 4)).toEqual(idle);
    expect(transition(s1, { type: 'SUCCEEDED', publicationId: 4 })).toBe(s1);
  });

  it('property: a publication’s events never change another’s state; a failure returns it to idle', () => {
    const event = fc
      .record({
        type: fc.constantFrom(...recommendationSubscribeEventTypes),
        publicationId: fc.constantFrom(2, 4, 50),
      })
      .map((e) => (e.type === 'FAILED' ? { ...e, message: 'no' } : e) as RecommendationSubscribeEvent);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialRecommendationsSubscribeState;
        for (const e of events) {
          const next = transition(state, e);
          for (const id of [2, 4, 50]) if (id !== e.publicationId) expect(recommendationState(next, id)).toBe(recommendationState(state, id));
          if (e.type === 'FAILED' && recommendationState(state, e.publicationId).name === 'subscribing') {
            expect(recommendationState(next, e.publicationId)).toEqual({ name: 'idle', failure: 'no' });
          }
          state = next;
        }
      }),
    );
  });
});

describe('M67 with the reader’s subscriptions from the server', () => {
  it('shows a publication the reader subscribes to as subscribed, and leaves the others', () => {
    const state = withServerSubscriptions(initialRecommendationsSubscribeState, new Set([2, 50]));
    expect(recommendationState(state, 2)).toEqual({ name: 'subscribed' });
    expect(recommendationState(state, 50)).toEqual({ name: 'subscribed' });
    expect(recommendationState(state, 51)).toEqual({ name: 'idle', failure: null });
  });

  it('keeps a publication being subscribed, or one whose failure is still shown', () => {
    const subscribing = transition(initialRecommendationsSubscribeState, { type: 'SUBSCRIBE', publicationId: 2 });
    expect(withServerSubscriptions(subscribing, new Set([2]))).toBe(subscribing);
    const failed = transition(subscribing, { type: 'FAILED', publicationId: 2, message: 'Something went wrong' });
    expect(withServerSubscriptions(failed, new Set([2]))).toBe(failed);
    const dismissed = transition(failed, { type: 'DISMISS_FAILURE', publicationId: 2 });
    expect(recommendationState(withServerSubscriptions(dismissed, new Set([2])), 2)).toEqual({ name: 'subscribed' });
  });

  it('answers the same state when there is nothing to add', () => {
    expect(withServerSubscriptions(initialRecommendationsSubscribeState, new Set())).toBe(initialRecommendationsSubscribeState);
  });
});
