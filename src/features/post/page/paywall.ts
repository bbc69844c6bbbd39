/**
 * Who reads a post in full, and which paywall the others see (`post-paywall`; spec 000 §5, 003; inventory §7
 * "Read paid post in full", "Read founding-only post"). Pure: role × audience × publication → decision.
 *
 * - `everyone` posts: everyone. `only_free` posts: any signed-in subscriber (free, paid, founding).
 * - `only_paid` posts: paid or founding. `founding` posts: founding only.
 * - Contributors and admins always read everything.
 * - The server has the last word: when it cut the body for this viewer (`truncated_body_text`, e.g. a paid
 *   reader of The Daily Margin who is only a free subscriber of another publication), the paywall shows too.
 *
 * The paywall's variant follows the publication: invite-only → request an invitation; payments on → subscribe
 * (or upgrade to founding for a founding-only post; free subscribe for a free-subscriber post); payments off with
 * pledges → pledge; payments off without pledges → free subscribe.
 */
import type { PostAudience, Publication } from '../../../api/schemas/core';
import type { ViewerRole } from '../../../platform/viewer';

/**
 * The preview a reader without access sees, in words, when the publication sets no `post_preview_limit` (K018:
 * the spec's default is "not shown"). 200 words is about the first three paragraphs — enough to judge the post.
 */
export const DEFAULT_POST_PREVIEW_LIMIT = 200;

export type AccessNeeded = 'none' | 'free' | 'paid' | 'founding';

export const paywallVariants = ['subscribe', 'upgrade', 'founding', 'pledge', 'signup', 'invite_only'] as const;
/**
 * - `subscribe`: payments on, a paid post, a reader who does not pay (anonymous or free).
 * - `upgrade`: payments on, a founding-only post, a paid reader (upgrade to founding).
 * - `founding`: payments on, a founding-only post, a reader who does not pay.
 * - `pledge`: payments off with pledges: subscribe for free to keep reading, and pledge support for later.
 * - `signup`: a free-subscriber post (or payments off without pledges): subscribe for free.
 * - `invite_only`: an invite-only publication: request an invitation.
 */
export type PaywallVariant = (typeof paywallVariants)[number];

export type PaywallDecision = { kind: 'full' } | { kind: 'paywall'; variant: PaywallVariant; needed: Exclude<AccessNeeded, 'none'>; previewLimit: number };

export type PaywallPublication = Pick<Publication, 'payments_state' | 'pledges_enabled' | 'invite_only' | 'post_preview_limit'>;

export function accessNeeded(audience: PostAudience): AccessNeeded {
  switch (audience) {
    case 'everyone':
      return 'none';
    case 'only_free':
      return 'free';
    case 'only_paid':
      return 'paid';
    case 'founding':
      return 'founding';
    default:
      audience satisfies never;
      return 'founding';
  }
}

const rank: Record<ViewerRole, number> = { anonymous: 0, free: 1, paid: 2, founding: 3, contributor: 4, admin: 4 };
const neededRank: Record<AccessNeeded, number> = { none: 0, free: 1, paid: 2, founding: 3 };

/** Whether a role reads a post of this audience in full (before the server's word). */
export function canReadFull(role: ViewerRole, audience: PostAudience): boolean {
  return rank[role] >= neededRank[accessNeeded(audience)];
}

/** The publication's preview limit in words, or the default. */
export function previewLimit(publication: Pick<Publication, 'post_preview_limit'> | null | undefined): number {
  return publication?.post_preview_limit ?? DEFAULT_POST_PREVIEW_LIMIT;
}

function variantFor(role: ViewerRole, needed: Exclude<AccessNeeded, 'none'>, publication: PaywallPublication | null): PaywallVariant {
  if (publication?.invite_only) return 'invite_only';
  if (publication?.payments_state !== 'enabled') return publication?.pledges_enabled ? 'pledge' : 'signup';
  if (needed === 'free') return 'signup';
  if (needed === 'founding') return role === 'paid' ? 'upgrade' : 'founding';
  return 'subscribe';
}

/** The paywall decision for one viewer and post (table in `paywall.test.ts`). */
export function paywallDecision(input: {
  role: ViewerRole;
  audience: PostAudience;
  publication: PaywallPublication | null;
  /** The server cut the body for this viewer (`truncated_body_text`). */
  serverTruncated?: boolean | undefined;
}): PaywallDecision {
  const { role, audience, publication, serverTruncated = false } = input;
  const needed = accessNeeded(audience);
  if (canReadFull(role, audience) && !serverTruncated) return { kind: 'full' };
  const shownNeed = needed === 'none' ? 'free' : needed;
  return { kind: 'paywall', variant: variantFor(role, shownNeed, publication), needed: shownNeed, previewLimit: previewLimit(publication) };
}
