/**
 * Who may read and write a post's comments, as pure rules (spec 002 §5, §6, §8; inventory `comments-paywall`,
 * `comments-locked-notice`, permission matrix, G26).
 *
 * - **Comments off** (`write_comment_permissions: none`): the page says T136 and shows no composer.
 * - **Comments paywall**: on a paid-only post (audience `only_paid`, or `write_comment_permissions: only_paid`) a
 *   reader without a paid subscription, and on a founding post a reader who is not a founding member, sees the
 *   paywall instead of the comments. Its title is ours (G26): "Comments on this post are for paid subscribers" /
 *   "…for founding members", "episode" for podcasts. The publication's staff always read.
 * - The reader's standing comes from P27 (`getPostReaderContext`): subscribed, founding, staff of the publication.
 */
import type { GateViewer, MembershipState } from './composerGate.machine';

export interface ReaderStanding {
  userId: number | null;
  isFreeSubscribed: boolean;
  isSubscribed: boolean;
  isFounding: boolean;
  isStaff: boolean;
}

export const anonymousStanding: ReaderStanding = { userId: null, isFreeSubscribed: false, isSubscribed: false, isFounding: false, isStaff: false };

/** The reader's standing from P27's `user` (null when signed out). */
export function standingOf(
  user: {
    id: number;
    is_free_subscribed?: boolean | null;
    is_subscribed?: boolean | null;
    is_founding?: boolean | null;
    is_admin?: boolean | null;
    is_contributor?: boolean | null;
  } | null,
): ReaderStanding {
  if (!user) return anonymousStanding;
  return {
    userId: user.id,
    isFreeSubscribed: user.is_free_subscribed === true || user.is_subscribed === true,
    isSubscribed: user.is_subscribed === true,
    isFounding: user.is_founding === true,
    isStaff: user.is_admin === true || user.is_contributor === true,
  };
}

export function membershipOf(standing: ReaderStanding): MembershipState {
  if (standing.isSubscribed) return 'subscribed';
  return standing.isFreeSubscribed ? 'free_signup' : 'unsubscribed';
}

/** The composer gate's view of the reader. */
export function gateViewerOf(standing: ReaderStanding): GateViewer {
  return { userId: standing.userId, membership: membershipOf(standing), isStaff: standing.isStaff };
}

export interface CommentsPost {
  type?: string | null;
  audience?: string | null;
  write_comment_permissions?: 'everyone' | 'only_paid' | 'none' | null;
}

export interface CommentsPaywall {
  need: 'paid' | 'founding';
  /** A podcast episode ("Comments on this episode…"). */
  episode: boolean;
}

/** Whether comments are turned off for the post (T136). */
export function commentsOff(post: CommentsPost): boolean {
  return post.write_comment_permissions === 'none';
}

/** The comments paywall this reader sees, or `null` when they may read the comments. */
export function commentsPaywall(post: CommentsPost, standing: ReaderStanding): CommentsPaywall | null {
  if (standing.isStaff) return null;
  const episode = post.type === 'podcast';
  if (post.audience === 'founding') return standing.isFounding ? null : { need: 'founding', episode };
  const paidOnly = post.audience === 'only_paid' || post.write_comment_permissions === 'only_paid';
  if (paidOnly && !standing.isSubscribed) return { need: 'paid', episode };
  return null;
}

/** The catalogue title of a comments paywall. */
export function paywallTitleId(
  paywall: CommentsPaywall,
): 'comments.paywall.paid' | 'comments.paywall.founding' | 'comments.paywall.paidEpisode' | 'comments.paywall.foundingEpisode' {
  if (paywall.need === 'founding') return paywall.episode ? 'comments.paywall.foundingEpisode' : 'comments.paywall.founding';
  return paywall.episode ? 'comments.paywall.paidEpisode' : 'comments.paywall.paid';
}
