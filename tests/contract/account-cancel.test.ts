/** P35 POST /api/v1/subscription/:publicationId/cancel through the typed client against the mock (M28 decides). */
import { describe, expect, it } from 'vitest';
import { advanceMockClock } from '../../mocks/clock';
import { setScenario } from '../../mocks/scenario';
import { cancelSubscription, getSubscription } from '../../src/api/endpoints/account';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('P35 cancel a subscription', () => {
  it('sets a renewing subscription to cancel at period end; the next E14 agrees', async () => {
    setScenario({ viewer: 'paid' });
    const answer = await call(cancelSubscription, { params: { publicationId: 64 } });
    expect(answer.subscription).toMatchObject({ publication_id: 64, cancel_at_period_end: true, membership_state: 'subscribed' });
    const after = await call(getSubscription, { query: { publication_id: 64 } });
    expect(after.subscription?.cancel_at_period_end).toBe(true);
    expect(after.is_subscribed).toBe(true);
  });

  it('409 names why for each non-renewing kind (M28)', async () => {
    setScenario({ viewer: 'paid' });
    const cases: [number, string][] = [
      [51, 'gift'],
      [52, 'lifetime'],
      [53, 'bitcoin'],
      [54, 'ios app'],
      [55, 'trial ending'],
      [57, 'paused'],
      [58, 'group parent'],
      [59, 'group child'],
      [60, 'cancel at period end'],
    ];
    for (const [publicationId, reason] of cases) {
      const error = await callError(cancelSubscription, { params: { publicationId } });
      expect(error.status, `publication ${publicationId}`).toBe(409);
      expect(error.serverMessage).toContain(reason);
    }
    const comped = await callError(cancelSubscription, { params: { publicationId: 61 } });
    expect(comped.status).toBe(409);
    expect(comped.serverMessage).toBe('A complimentary subscription cannot be cancelled.');
  });

  it('a second cancel is refused: it is already set to end', async () => {
    setScenario({ viewer: 'paid' });
    await call(cancelSubscription, { params: { publicationId: 71 } });
    const again = await callError(cancelSubscription, { params: { publicationId: 71 } });
    expect(again.status).toBe(409);
    expect(again.serverMessage).toContain('cancel at period end');
  });

  it('the cancellation takes effect at the end of the period', async () => {
    setScenario({ viewer: 'paid' });
    await call(cancelSubscription, { params: { publicationId: 64 } });
    advanceMockClock(161 * 86_400_000);
    const after = await call(getSubscription, { query: { publication_id: 64 } });
    expect(after.is_subscribed).toBe(false);
  });

  it('404 without a paid subscription; 401 signed out', async () => {
    setScenario({ viewer: 'free' });
    expect((await callError(cancelSubscription, { params: { publicationId: 1 } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(cancelSubscription, { params: { publicationId: 64 } })).status).toBe(401);
  });
});
