/**
 * M48 — the composer gate (spec 002 §4 "Composer gate", §5, §6; inventory M48, P09b): who may write here. One rule for
 * every area that writes (the comments' composer, the note composer). Pure: no React, DOM, fetch or timers.
 * - comments turned off for the post (`write_comment_permissions: none`) → `off` (T136);
 * - a signed-out reader → `signIn` (the sign-in modal);
 * - the publication's staff (contributor, admin), the author of the comment replied to, and users it mentions
 *   bypass every limit → `open`;
 * - the limit: the comment's `reply_minimum_role`, else `paid_subscriber` when the post is paid-only
 *   (`write_comment_permissions: only_paid`, or a paid or founding audience), else none;
 *   `paid_subscriber` needs membership `subscribed`, `free_subscriber` needs `free_signup` or `subscribed` →
 *   otherwise `requirement` ("Only paid subscribers can reply." / "Only subscribers can reply.").
 */
export type MembershipState = 'unsubscribed' | 'free_signup' | 'subscribed';
export type ReplyMinimumRole = 'free_subscriber' | 'paid_subscriber';

export interface GateViewer {
  /** `null` when signed out. */
  userId: number | null;
  /** The reader's membership of the post's publication. */
  membership: MembershipState;
  /** A contributor or admin of the publication: counts as the author. */
  isStaff: boolean;
}

export interface GatePost {
  write_comment_permissions?: 'everyone' | 'only_paid' | 'none' | null;
  audience?: 'everyone' | 'only_free' | 'only_paid' | 'founding' | string | null;
}

/** The comment replied to; `null` for a comment on the post itself. */
export interface GateTarget {
  reply_minimum_role?: ReplyMinimumRole | null;
  user_id?: number | null;
  /** Users the comment mentions (they may always answer). */
  mentionedUserIds?: readonly number[];
}

export type GateRefusal = { kind: 'signIn' } | { kind: 'off' } | { kind: 'requirement'; need: 'paid' | 'subscriber' };
export type Gate = { kind: 'open' } | GateRefusal;

/** The limit that applies: the comment's own, else paid subscribers on a paid-only post, else none. */
export function replyLimit(post: GatePost, target: GateTarget | null): ReplyMinimumRole | null {
  if (target?.reply_minimum_role) return target.reply_minimum_role;
  const paidOnly = post.write_comment_permissions === 'only_paid' || post.audience === 'only_paid' || post.audience === 'founding';
  return paidOnly ? 'paid_subscriber' : null;
}

/** Whether `viewer` may write a comment on `post` (target `null`) or a reply to `target`. */
export function composerGate(viewer: GateViewer, post: GatePost, target: GateTarget | null): Gate {
  if (post.write_comment_permissions === 'none') return { kind: 'off' };
  if (viewer.userId === null) return { kind: 'signIn' };
  if (viewer.isStaff) return { kind: 'open' };
  if (target && (target.user_id === viewer.userId || target.mentionedUserIds?.includes(viewer.userId))) return { kind: 'open' };
  const limit = replyLimit(post, target);
  if (limit === 'paid_subscriber') return viewer.membership === 'subscribed' ? { kind: 'open' } : { kind: 'requirement', need: 'paid' };
  if (limit === 'free_subscriber') return viewer.membership === 'unsubscribed' ? { kind: 'requirement', need: 'subscriber' } : { kind: 'open' };
  return { kind: 'open' };
}
