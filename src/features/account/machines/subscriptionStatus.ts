/**
 * M27 `subscription-status` and M28 `subscription-treatment`, derived from E14: the status (free / paid / premium
 * for founding / comped / lifetime), what the tab shows (interval, amount, currency, gifts, benefits) and which
 * actions it offers. Cancel is offered only when the subscription renews and is cancellable (M28,
 * `renewalTreatment`). Pure: `now` comes in.
 */
import {
  type AccountSubscription,
  type NonRenewingReason,
  type RenewalTreatment,
  renewalTreatment,
  type SubscriptionStatus,
  subscriptionStatusOf,
} from '../../../api/schemas/account';

export const benefitIds = ['frontPage', 'freeArticles', 'everyArticle', 'archive', 'community', 'podcasts', 'townHalls', 'giftSubscriptions', 'merch'] as const;
export type BenefitId = (typeof benefitIds)[number];

const FREE_BENEFITS: BenefitId[] = ['frontPage', 'freeArticles'];
const PAID_BENEFITS: BenefitId[] = ['frontPage', 'everyArticle', 'archive', 'community', 'podcasts'];
const PREMIUM_BENEFITS: BenefitId[] = [...PAID_BENEFITS, 'townHalls', 'giftSubscriptions', 'merch'];

/** Benefits by tier (spec 001 §6): free gets The Front Page and occasional free articles; premium adds three. */
export function benefitsOf(status: SubscriptionStatus): BenefitId[] {
  if (status === 'free') return FREE_BENEFITS;
  if (status === 'premium') return PREMIUM_BENEFITS;
  return PAID_BENEFITS;
}

export interface SubscriptionSummary {
  /** M27. */
  status: SubscriptionStatus;
  /** `null` when the reader has no subscription at all to the publication. */
  subscribed: 'none' | 'email' | 'paying';
  interval: 'month' | 'year' | null;
  /** What the reader pays per period, in minor units, or null. */
  amount: number | null;
  currency: string | null;
  giftCount: number;
  /** When it renews or ends (ISO), or null. */
  renewsOn: string | null;
  benefits: BenefitId[];
  /** M28 for a paying subscription; null otherwise. */
  treatment: RenewalTreatment | null;
  actions: { changePlan: boolean; cancel: boolean; gift: boolean };
  /** The upgrade banner: free readers only. */
  upgradeBanner: boolean;
}

/** The subscription tab's summary of an E14 answer at `now`. */
export function summarise(sub: AccountSubscription, now: Date): SubscriptionSummary {
  const status = subscriptionStatusOf(sub);
  const paying = sub.is_subscribed;
  const treatment: RenewalTreatment | null = paying && sub.subscription ? renewalTreatment(sub.subscription, now) : null;
  const lifetimeOrComped = status === 'lifetime' || status === 'comped';
  const selfPaying = paying && !lifetimeOrComped && sub.subscription?.type !== 'gift' && sub.subscription?.parent_subscription_id == null;
  return {
    status,
    subscribed: paying ? 'paying' : sub.is_free_subscribed ? 'email' : 'none',
    interval: paying && sub.plan ? sub.plan.interval : null,
    amount: paying ? (sub.totalAmount ?? null) : null,
    currency: paying ? (sub.currency ?? sub.plan?.currency ?? null) : null,
    giftCount: sub.giftCount,
    renewsOn: paying ? (sub.expiry ?? sub.subscription?.current_period_end ?? null) : null,
    benefits: benefitsOf(status),
    treatment,
    actions: {
      changePlan: selfPaying,
      cancel: treatment?.kind === 'renewing_cancellable' && !lifetimeOrComped,
      gift: status === 'paid' || status === 'premium',
    },
    upgradeBanner: status === 'free',
  };
}

/** Why a paying subscription cannot be cancelled here, or null when it can (or is not paying). */
export function nonRenewingReason(summary: SubscriptionSummary): NonRenewingReason | null {
  return summary.treatment?.kind === 'non_renewing' ? summary.treatment.reason : null;
}
