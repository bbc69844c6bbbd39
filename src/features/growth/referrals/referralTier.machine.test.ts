import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReferralTier } from '../../../api/schemas/growth';
import { referralTierCase } from '../../../api/schemas/growth';
import {
  initProfileVisibility,
  type ProfileVisibilityEvent,
  type ProfileVisibilityState,
  profileShownHidden,
  profileVisibilityEventTypes,
  profileVisibilityTransition,
  referralTierStatus,
  sortedTiers,
} from './referralTier.machine';

const tier = (display_order: number, num_referrals_required: number): ReferralTier => ({ display_order, num_referrals_required, reward_type: '1_month' });
const tiers = [tier(2, 3), tier(1, 1), tier(3, 5)];

describe('M64 referral tier', () => {
  it.each<[string, number, ReturnType<typeof referralTierStatus>]>([
    ['no referrals: none reached, the first tier next', 0, { case: 'none_reached', reached: null, next: tier(1, 1), remaining: 1 }],
    ['exactly the first tier: reached with a next', 1, { case: 'reached_with_next', reached: tier(1, 1), next: tier(2, 3), remaining: 2 }],
    ['between tiers: the highest met is reached', 4, { case: 'reached_with_next', reached: tier(2, 3), next: tier(3, 5), remaining: 1 }],
    ['the top tier met: top reached', 5, { case: 'top_reached', reached: tier(3, 5), next: null, remaining: 0 }],
    ['beyond the top: top reached', 52, { case: 'top_reached', reached: tier(3, 5), next: null, remaining: 0 }],
  ])('%s', (_, referrals, status) => {
    expect(referralTierStatus(tiers, referrals)).toEqual(status);
  });

  it('admins are not counted, and no tiers means no status', () => {
    expect(referralTierStatus(tiers, 52, { admin: true })).toBeNull();
    expect(referralTierStatus([], 3)).toBeNull();
  });

  it('property: the tier reached is the highest whose required count is met; the case agrees with the schema rule', () => {
    const tierArb = fc.record({
      display_order: fc.integer({ min: 0, max: 9 }),
      num_referrals_required: fc.integer({ min: 1, max: 60 }),
      reward_type: fc.constant('1_month' as const),
    });
    fc.assert(
      fc.property(fc.array(tierArb, { minLength: 1, maxLength: 8 }), fc.nat(80), (ts, referrals) => {
        const status = referralTierStatus(ts, referrals)!;
        const met = ts.filter((t) => t.num_referrals_required <= referrals).map((t) => t.num_referrals_required);
        expect(status.reached?.num_referrals_required ?? null).toBe(met.length ? Math.max(...met) : null);
        if (status.next) {
          expect(status.next.num_referrals_required).toBeGreaterThan(referrals);
          expect(status.remaining).toBe(status.next.num_referrals_required - referrals);
          expect(ts.every((t) => t.num_referrals_required <= referrals || t.num_referrals_required >= status.next!.num_referrals_required)).toBe(true);
        } else {
          expect(status.remaining).toBe(0);
        }
        expect(status.case).toBe(referralTierCase(ts, referrals));
        // One more referral never moves the reader down.
        const after = referralTierStatus(ts, referrals + 1)!;
        expect(after.reached?.num_referrals_required ?? 0).toBeGreaterThanOrEqual(status.reached?.num_referrals_required ?? 0);
      }),
    );
  });

  it('sorts tiers by required count', () => {
    expect(sortedTiers(tiers).map((t) => t.num_referrals_required)).toEqual([1, 3, 5]);
  });
});

describe('hidden profile → make visible (E20), optimistic with revert', () => {
  const hidden: ProfileVisibilityState = { name: 'hidden', failure: null };
  const failed: ProfileVisibilityState = { name: 'hidden', failure: 'Internal server error' };
  it.each<[string, ProfileVisibilityState, ProfileVisibilityEvent, ProfileVisibilityState]>([
    ['hidden ─MAKE_VISIBLE→ revealing', hidden, { type: 'MAKE_VISIBLE' }, { name: 'revealing' }],
    ['revealing ─SUCCEEDED→ visible', { name: 'revealing' }, { type: 'SUCCEEDED' }, { name: 'visible' }],
    ['revealing ─FAILED→ hidden with the failure (reverted)', { name: 'revealing' }, { type: 'FAILED', message: 'Internal server error' }, failed],
    ['hidden(failure) ─DISMISS_FAILURE→ hidden', failed, { type: 'DISMISS_FAILURE' }, hidden],
    ['hidden(failure) ─MAKE_VISIBLE→ revealing (retry)', failed, { type: 'MAKE_VISIBLE' }, { name: 'revealing' }],
    ['revealing ignores a second MAKE_VISIBLE', { name: 'revealing' }, { type: 'MAKE_VISIBLE' }, { name: 'revealing' }],
    ['revealing ignores SYNC (the answer decides)', { name: 'revealing' }, { type: 'SYNC', hidden: true }, { name: 'revealing' }],
    ['visible ─SYNC(hidden)→ hidden', { name: 'visible' }, { type: 'SYNC', hidden: true }, hidden],
    ['hidden ─SYNC(visible)→ visible', hidden, { type: 'SYNC', hidden: false }, { name: 'visible' }],
    ['visible ignores FAILED', { name: 'visible' }, { type: 'FAILED', message: 'x' }, { name: 'visible' }],
    ['hidden ignores SUCCEEDED', hidden, { type: 'SUCCEEDED' }, hidden],
  ])('%s', (_, state, event, next) => {
    expect(profileVisibilityTransition(state, event)).toEqual(next);
  });

  it('shows the profile visible while revealing', () => {
    expect(profileShownHidden({ name: 'revealing' })).toBe(false);
    expect(profileShownHidden(initProfileVisibility(true))).toBe(true);
    expect(initProfileVisibility(false)).toEqual({ name: 'visible' });
  });

  it('property: a failed attempt returns to the server’s value (hidden)', () => {
    const event = fc.constantFrom<ProfileVisibilityEvent>(
      ...profileVisibilityEventTypes.map((type) =>
        type === 'FAILED' ? { type, message: 'no' } : type === 'SYNC' ? { type, hidden: true } : ({ type } as ProfileVisibilityEvent),
      ),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initProfileVisibility(true);
        for (const e of events) {
          const next = profileVisibilityTransition(state, e);
          if (state.name === 'revealing' && e.type === 'FAILED') expect(next).toEqual({ name: 'hidden', failure: 'no' });
          state = next;
        }
      }),
    );
  });
});
