import { describe, expect, it } from 'vitest';
import type { AccountSubscription, PublicationSubscription } from '../../../api/schemas/account';
import { benefitsOf, nonRenewingReason, summarise } from './subscriptionStatus';

const now = new Date('2026-11-21T12:00:00.000Z');
const row = (patch: Partial<PublicationSubscription> = {}): PublicationSubscription => ({
  id: 1,
  publication_id: 1,
  membership_state: 'subscribed',
  type: null,
  current_period_end: '2026-12-16T12:00:00.000Z',
  expiry: '2026-12-16T12:00:00.000Z',
  ...patch,
});
const sub = (patch: Partial<AccountSubscription> = {}): AccountSubscription => ({
  subscription_id: 1,
  is_free_subscribed: true,
  is_subscribed: true,
  email_settings: {},
  isLifetime: false,
  isComped: false,
  giftCount: 0,
  plan: { interval: 'month', amount: 800, currency: 'usd' },
  totalAmount: 600,
  currency: 'usd',
  expiry: '2026-12-16T12:00:00.000Z',
  subscription: row(),
  ...patch,
});

describe('M27 subscription status', () => {
  it('free: upgrade banner, free benefits, no actions', () => {
    const s = summarise(sub({ is_subscribed: false, plan: null, subscription: row({ membership_state: 'free_signup' }) }), now);
    expect(s).toMatchObject({
      status: 'free',
      subscribed: 'email',
      upgradeBanner: true,
      amount: null,
      actions: { changePlan: false, cancel: false, gift: false },
    });
    expect(s.benefits).toEqual(['frontPage', 'freeArticles']);
  });
  it('not subscribed at all reads as free with no subscription', () => {
    expect(summarise(sub({ is_free_subscribed: false, is_subscribed: false, subscription: null }), now)).toMatchObject({ status: 'free', subscribed: 'none' });
  });
  it('paid: interval, amount, currency; change plan, cancel, gift', () => {
    expect(summarise(sub(), now)).toMatchObject({
      status: 'paid',
      interval: 'month',
      amount: 600,
      currency: 'usd',
      upgradeBanner: false,
      actions: { changePlan: true, cancel: true, gift: true },
    });
  });
  it('founding is premium with the premium benefits and its gifts', () => {
    const s = summarise(sub({ is_founding: true, giftCount: 2 }), now);
    expect(s.status).toBe('premium');
    expect(s.giftCount).toBe(2);
    expect(s.benefits).toContain('townHalls');
    expect(s.benefits).toContain('merch');
  });
  it('comped and lifetime cannot be cancelled or changed', () => {
    expect(summarise(sub({ isComped: true }), now)).toMatchObject({ status: 'comped', actions: { changePlan: false, cancel: false, gift: false } });
    expect(summarise(sub({ isLifetime: true, subscription: row({ type: 'lifetime' }) }), now)).toMatchObject({
      status: 'lifetime',
      actions: { cancel: false, changePlan: false },
    });
  });
  it('benefits by tier', () => {
    expect(benefitsOf('paid')).not.toContain('townHalls');
    expect(benefitsOf('premium').length).toBeGreaterThan(benefitsOf('paid').length);
  });
});

describe('M28 treatment decides Cancel', () => {
  const cases: [string, Partial<PublicationSubscription>, string][] = [
    ['gift', { type: 'gift' }, 'gift'],
    ['bitcoin', { type: 'bitcoin' }, 'bitcoin'],
    ['iOS app', { type: 'ios_app' }, 'ios_app'],
    ['trial ending in 3 minutes', { type: 'trial', current_period_end: '2026-11-21T12:03:00.000Z' }, 'trial_ending'],
    ['cancel at period end', { cancel_at_period_end: true }, 'cancel_at_period_end'],
    ['paused', { paused: true }, 'paused'],
    ['group member', { parent_subscription_id: 9 }, 'group_child'],
    ['group parent', { is_group_parent: true }, 'group_parent'],
    ['expiry after 2100', { expiry: '2150-01-01T00:00:00.000Z' }, 'expiry_after_2100'],
  ];
  for (const [label, patch, reason] of cases) {
    it(`${label}: no Cancel`, () => {
      const s = summarise(sub({ subscription: row(patch) }), now);
      expect(s.actions.cancel).toBe(false);
      expect(nonRenewingReason(s)).toBe(reason);
    });
  }
  it('a trial ending in 9 days can be cancelled', () => {
    const s = summarise(sub({ subscription: row({ type: 'trial', current_period_end: '2026-11-30T12:00:00.000Z' }) }), now);
    expect(s.actions.cancel).toBe(true);
    expect(nonRenewingReason(s)).toBeNull();
  });
  it('gift and group member subscriptions cannot change plan', () => {
    expect(summarise(sub({ subscription: row({ type: 'gift' }) }), now).actions.changePlan).toBe(false);
    expect(summarise(sub({ subscription: row({ parent_subscription_id: 3 }) }), now).actions.changePlan).toBe(false);
  });
});
