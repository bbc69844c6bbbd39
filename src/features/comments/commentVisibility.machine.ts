/**
 * M42 — what a reader is shown of one comment (spec 002 §4 "Comment visibility", §6; inventory M42, T127/T128).
 * Pure: no React, DOM, fetch or timers.
 *
 * A comment is **visible** when it is not deleted and its status is one of `review_required`, `edit_review_required`,
 * `published`, `moderator_approved`, `new_commenter_approval_required`. Otherwise:
 * - `deleted` (`deleted: true` or status `deleted`): a "Comment deleted" placeholder where it has replies, else nothing;
 * - `paidOnly` (`hidden: true`, the server kept a paid-only comment from this reader): T127 + "Subscribe to view" (T128);
 * - `hidden` with a missing-item reason: `removed` (status `flagged` or `moderator_removed`), `unavailable` (the server
 *   sent no body for a comment it calls visible: a malformed answer fails closed), `blocked-you`, `you-blocked`,
 *   `you-muted` (the reader's relation with the author). A placeholder where it has replies, else nothing.
 *
 * ```
 * any ─SYNC(comment)→ visible | paidOnly | deleted | hidden(removed | unavailable)   (relation kept)
 * any ─RELATION(r)→ hidden(r) while r ≠ none; none → back to what the comment says
 * any ─DELETED→ deleted
 * ```
 */
import type { Comment, CommentStatus } from '../../api/schemas/posts';

export const missingReasons = ['removed', 'unavailable', 'blocked-you', 'you-blocked', 'you-muted'] as const;
export type MissingReason = (typeof missingReasons)[number];

/** The reader's relation with the comment's author (mute and block, M44). */
export const authorRelations = ['none', 'blocked-you', 'you-blocked', 'you-muted'] as const;
export type AuthorRelation = (typeof authorRelations)[number];

/** Statuses a reader sees (M42). */
export const visibleStatuses: ReadonlySet<CommentStatus> = new Set<CommentStatus>([
  'review_required',
  'edit_review_required',
  'published',
  'moderator_approved',
  'new_commenter_approval_required',
]);

/** The fields visibility is decided from. */
export type VisibilityInput = Pick<Comment, 'deleted' | 'status' | 'hidden' | 'body'>;

export const visibilityStateNames = ['visible', 'paidOnly', 'deleted', 'hidden'] as const;

interface Base {
  /** The comment as the server last sent it. */
  readonly comment: VisibilityInput;
  readonly relation: AuthorRelation;
}

export type VisibilityState =
  | (Base & { name: 'visible' })
  | (Base & { name: 'paidOnly' })
  | (Base & { name: 'deleted' })
  | (Base & { name: 'hidden'; reason: MissingReason });

export type VisibilityEvent =
  /** Fresh server data for the comment. */
  | { type: 'SYNC'; comment: VisibilityInput }
  /** The reader's relation with the author changed (muted, blocked, or back to none). */
  | { type: 'RELATION'; relation: AuthorRelation }
  /** The comment was deleted while shown (its author deleted it, or a later answer says so). */
  | { type: 'DELETED' };

export const visibilityEventTypes = ['SYNC', 'RELATION', 'DELETED'] as const satisfies readonly VisibilityEvent['type'][];

function decide(comment: VisibilityInput, relation: AuthorRelation): VisibilityState {
  if (comment.deleted || comment.status === 'deleted') return { name: 'deleted', comment, relation };
  if (relation !== 'none') return { name: 'hidden', reason: relation, comment, relation };
  if (comment.hidden) return { name: 'paidOnly', comment, relation };
  if (!visibleStatuses.has(comment.status)) return { name: 'hidden', reason: 'removed', comment, relation };
  if (comment.body == null) return { name: 'hidden', reason: 'unavailable', comment, relation };
  return { name: 'visible', comment, relation };
}

/** The state of a comment as the server sent it, for a reader with `relation` to its author. */
export function initialVisibility(comment: VisibilityInput, relation: AuthorRelation = 'none'): VisibilityState {
  return decide(comment, relation);
}

function same(a: VisibilityState, b: VisibilityState): boolean {
  return a.name === b.name && (a.name !== 'hidden' || (b.name === 'hidden' && a.reason === b.reason));
}

export function transition(state: VisibilityState, event: VisibilityEvent): VisibilityState {
  switch (event.type) {
    case 'SYNC': {
      const next = decide(event.comment, state.relation);
      return same(next, state) && next.comment.body === state.comment.body ? state : next;
    }
    case 'RELATION': {
      if (event.relation === state.relation) return state;
      return decide(state.comment, event.relation);
    }
    case 'DELETED':
      return state.name === 'deleted' ? state : { name: 'deleted', comment: { ...state.comment, deleted: true }, relation: state.relation };
    default:
      return event satisfies never;
  }
}

/** What the thread renders for a comment. */
export type CommentPresentation = 'comment' | 'paidOnly' | 'deleted' | 'removed' | 'unavailable' | 'none';

/**
 * What a comment shows: itself, the paid-only placeholder, or — only where it has replies to hold in place — a
 * deleted / removed / unavailable placeholder; without replies a comment the reader may not see is left out.
 */
export function presentationOf(state: VisibilityState, hasReplies: boolean): CommentPresentation {
  switch (state.name) {
    case 'visible':
      return 'comment';
    case 'paidOnly':
      return 'paidOnly';
    case 'deleted':
      return hasReplies ? 'deleted' : 'none';
    case 'hidden':
      if (!hasReplies) return 'none';
      return state.reason === 'removed' ? 'removed' : 'unavailable';
    default:
      return state satisfies never;
  }
}

/** Whether the reader can see the comment itself (M42's rule). */
export function isVisible(state: VisibilityState): boolean {
  return state.name === 'visible';
}

/** Whether the comment counts as shown content (visible or the paid-only placeholder that invites to subscribe). */
export function isShownContent(state: VisibilityState): boolean {
  return state.name === 'visible' || state.name === 'paidOnly';
}
