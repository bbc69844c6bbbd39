/**
 * M64 `referral-tier` (spec 003 "Referral leaderboard", §4 "Referral tiers", §6; inventory `referral-leaderboard-page`)
 * and the hidden-profile switch of the same page. Pure.
 *
 * The tier reached is the highest one whose required count is met; the message differs for three cases:
 * `none_reached` (the first tier and how many more), `reached_with_next` (the tier reached, the next and how many
 * more), `top_reached`. Staff referrals are not counted: an admin gets no tier status (the admin view), a contributor
 * the contributor note (the server leaves their rank out).
 *
 * The profile switch (POST /api/v1/subscription/visibilities `{ids, visibility: "public"}`, E20), optimistic:
 * ```
 * hidden ─MAKE_VISIBLE→ revealing (shown as visible at once)
 * revealing ─SUCCEEDED→ visible
 * revealing ─FAILED(message)→ hidden with the failure (reverted)
 * hidden(failure) ─DISMISS_FAILURE→ hidden
 * any but revealing ─SYNC(hidden)→ the server's value
 * ```
 */
import type { ReferralTier } from '../../../api/schemas/growth';

export const referralTierCases = ['none_reached', 'reached_with_next', 'top_reached'] as const;
export type ReferralTierCaseName = (typeof referralTierCases)[number];

export interface ReferralTierStatus {
  case: ReferralTierCaseName;
  /** The highest tier whose required count is met, or `null`. */
  reached: ReferralTier | null;
  /** The next tier to reach, or `null` at the top. */
  next: ReferralTier | null;
  /** Referrals still needed for `next` (0 at the top). */
  remaining: number;
}

/** Tiers by required count, lowest first (ties by display order). */
export function sortedTiers(tiers: readonly ReferralTier[]): ReferralTier[] {
  return [...tiers].sort((a, b) => a.num_referrals_required - b.num_referrals_required || a.display_order - b.display_order);
}

/**
 * The tier status of a reader with `referrals`, or `null` when there is none to show: no tiers, or an admin (staff
 * referrals are not counted).
 */
export function referralTierStatus(tiers: readonly ReferralTier[], referrals: number, viewer: { admin?: boolean } = {}): ReferralTierStatus | null {
  if (viewer.admin || tiers.length === 0) return null;
  const sorted = sortedTiers(tiers);
  const count = Math.max(0, Math.floor(referrals));
  let reached: ReferralTier | null = null;
  for (const tier of sorted) if (tier.num_referrals_required <= count) reached = tier;
  const next = sorted.find((tier) => tier.num_referrals_required > count) ?? null;
  const remaining = next ? next.num_referrals_required - count : 0;
  if (!reached) return { case: 'none_reached', reached: null, next, remaining };
  if (!next) return { case: 'top_reached', reached, next: null, remaining: 0 };
  return { case: 'reached_with_next', reached, next, remaining };
}

/** Whether a tier is reached with `referrals`. */
export function isTierReached(tier: ReferralTier, referrals: number): boolean {
  return tier.num_referrals_required <= referrals;
}

// --- the hidden-profile switch -----------------------------------------------------------------------------------

export const profileVisibilityStateNames = ['hidden', 'revealing', 'visible'] as const;

export type ProfileVisibilityState =
  /** `failure`: the text of a failed attempt, until dismissed. */
  { name: 'hidden'; failure: string | null } | { name: 'revealing' } | { name: 'visible' };

export type ProfileVisibilityEvent =
  | { type: 'MAKE_VISIBLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; message: string }
  | { type: 'DISMISS_FAILURE' }
  | { type: 'SYNC'; hidden: boolean };

export const profileVisibilityEventTypes = [
  'MAKE_VISIBLE',
  'SUCCEEDED',
  'FAILED',
  'DISMISS_FAILURE',
  'SYNC',
] as const satisfies readonly ProfileVisibilityEvent['type'][];

export function initProfileVisibility(hidden: boolean): ProfileVisibilityState {
  return hidden ? { name: 'hidden', failure: null } : { name: 'visible' };
}

export function profileVisibilityTransition(state: ProfileVisibilityState, event: ProfileVisibilityEvent): ProfileVisibilityState {
  switch (event.type) {
    case 'MAKE_VISIBLE':
      return state.name === 'hidden' ? { name: 'revealing' } : state;
    case 'SUCCEEDED':
      return state.name === 'revealing' ? { name: 'visible' } : state;
    case 'FAILED':
      return state.name === 'revealing' ? { name: 'hidden', failure: event.message } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'hidden' && state.failure !== null ? { name: 'hidden', failure: null } : state;
    case 'SYNC':
      if (state.name === 'revealing') return state;
      if (event.hidden) return state.name === 'hidden' ? state : { name: 'hidden', failure: null };
      return state.name === 'visible' ? state : { name: 'visible' };
    default:
      return event satisfies never;
  }
}

/** The profile as the page shows it: visible at once while the request is on its way. */
export function profileShownHidden(state: ProfileVisibilityState): boolean {
  return state.name === 'hidden';
}

/** The kit's name for the machine's transition (`useMachine(transition, …)`): the hidden-profile switch. */
export { profileVisibilityTransition as transition };
