/**
 * Small decisions of the post header (`post-header`, `post-audience-badge`). Pure, table-tested.
 */
import type { PostAudience } from '../../../api/schemas/core';
import type { ViewerRole } from '../../../platform/viewer';

/** The reaction counts (inclusive) for which the header shows the full date (spec 001; gap G30). */
export const FULL_DATE_REACTIONS = { min: 70, max: 99 } as const;

/**
 * G30: "A reaction count between 70 and 99 on the post page shows the full date." Implemented literally, both ends
 * included: 70–99 → the full date with its year ("Nov 21, 2026"); any other count → the short date ("Nov 21").
 */
export function shouldShowFullDate(reactionCount: number): boolean {
  return Number.isInteger(reactionCount) && reactionCount >= FULL_DATE_REACTIONS.min && reactionCount <= FULL_DATE_REACTIONS.max;
}

export const audienceBadgeKinds = ['preview', 'founding', 'paid'] as const;
export type AudienceBadgeKind = (typeof audienceBadgeKinds)[number];

/**
 * The audience badge of a post (002: "preview (free_signup subscriber with a free preview), founding, or paid").
 * Only `only_paid` and `founding` posts have one. A free subscriber who reads a preview of the post (the body is cut
 * at the paywall) sees "preview"; everyone else sees the audience: "founding" or "paid".
 */
export function audienceBadge(audience: PostAudience, role: ViewerRole, readsPreview: boolean): AudienceBadgeKind | null {
  if (audience !== 'only_paid' && audience !== 'founding') return null;
  if (role === 'free' && readsPreview) return 'preview';
  return audience === 'founding' ? 'founding' : 'paid';
}
