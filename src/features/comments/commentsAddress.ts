/**
 * The comments page's address and stored settings, as pure rules (spec 002 §2, §9; inventory K016, K052, G54):
 * - the sort: the reader's choice lives in the address (`?sort=`), so a reload keeps it; otherwise the post's
 *   `default_comment_sort`, then the publication's, then `best_first`; "Top first" (`best_first`) is offered only
 *   when likes are enabled (without likes the default falls back to `most_recent_first`, G54);
 * - the hash: `#comment-{n}` (scroll to and highlight a comment) and `#input` (focus the composer);
 * - the email link's reader `token`;
 * - the post page's `comments` / `commentId` share parameters and `feedCommentUrl`;
 * - the collapsed comment ids as stored (at most 250; anything unreadable is ignored, never thrown).
 */
import type { CommentSort } from '../../api/schemas/posts';
import { MAX_COLLAPSED_IDS } from './constants';

export const commentSortValues = ['best_first', 'most_recent_first', 'oldest_first'] as const satisfies readonly CommentSort[];

/** The sorts offered: "Top first" only when likes are enabled. */
export function commentSortOptions(likesEnabled: boolean): readonly CommentSort[] {
  return likesEnabled ? commentSortValues : ['most_recent_first', 'oldest_first'];
}

/** The default sort: the post's, then the publication's, then `best_first` (K016); never one that is not offered. */
export function defaultCommentSort(
  post: { default_comment_sort?: CommentSort | null } | null | undefined,
  publication: { default_comment_sort?: CommentSort | null } | null | undefined,
  likesEnabled: boolean,
): CommentSort {
  const chosen = post?.default_comment_sort ?? publication?.default_comment_sort ?? 'best_first';
  return commentSortOptions(likesEnabled).includes(chosen) ? chosen : 'most_recent_first';
}

/** The sort the address asks for (`?sort=`), when it is one of the offered ones; else `null`. */
export function sortFromSearch(search: string, likesEnabled: boolean): CommentSort | null {
  const value = new URLSearchParams(search).get('sort');
  return value !== null && (commentSortOptions(likesEnabled) as readonly string[]).includes(value) ? (value as CommentSort) : null;
}

/** `search` with the sort written in (other parameters kept). */
export function searchWithSort(search: string, sort: CommentSort): string {
  const q = new URLSearchParams(search);
  q.set('sort', sort);
  return `?${q.toString()}`;
}

/** The email link's reader token (`?token=`), or `undefined`. */
export function tokenFromSearch(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : undefined;
}

export type CommentsHash = { kind: 'comment'; id: number } | { kind: 'input' } | null;

/** `#comment-{n}` (a positive integer) or `#input`; anything else is `null`. */
export function parseCommentsHash(hash: string): CommentsHash {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  if (value === 'input') return { kind: 'input' };
  const match = /^comment-([1-9]\d{0,15})$/.exec(value);
  return match ? { kind: 'comment', id: Number(match[1]) } : null;
}

/** The element id of a comment, the target of `#comment-{n}`. */
export function commentAnchor(id: number): string {
  return `comment-${id}`;
}

/** The element id of the post's composer, the target of `#input`. */
export const COMPOSER_ANCHOR = 'input';

export interface PostCommentParams {
  /** `comments` (any value but `false`/`0`): open the post at its comments. */
  comments: boolean;
  /** `commentId`: the comment to show and highlight in the comments section. */
  commentId: number | null;
  /** `feedCommentUrl`: the feed comment the reader came from (a way back to it). */
  feedCommentUrl: string | null;
}

/** The post page's comment parameters (001 share parameters `comments`, `commentId`; 002 `feedCommentUrl`). */
export function parsePostCommentParams(search: string): PostCommentParams {
  const q = new URLSearchParams(search);
  const comments = q.get('comments');
  const commentId = q.get('commentId');
  const feed = q.get('feedCommentUrl')?.trim();
  return {
    comments: comments !== null && comments !== 'false' && comments !== '0',
    commentId: commentId !== null && /^[1-9]\d{0,15}$/.test(commentId) ? Number(commentId) : null,
    feedCommentUrl: feed ? feed : null,
  };
}

/** Whether the post page's address asks for its comments: `comments`, `commentId`, `#comment-{n}` or `#input`. */
export function addressWantsComments(location: { search?: string; hash?: string }): boolean {
  const params = parsePostCommentParams(location.search ?? '');
  return params.comments || params.commentId !== null || parseCommentsHash(location.hash ?? '') !== null;
}

/** The collapsed ids kept in storage: a JSON array of positive integers; anything else reads as none. */
export function parseCollapsedIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0);
    return ids.slice(-MAX_COLLAPSED_IDS);
  } catch {
    return [];
  }
}

/** What is stored: the most recent `MAX_COLLAPSED_IDS` ids. */
export function serializeCollapsedIds(ids: readonly number[]): string {
  return JSON.stringify(ids.slice(-MAX_COLLAPSED_IDS));
}
