/**
 * The comments page's paged read of E35 (designed): the first page's threads first, the next page as the reader nears
 * the end of the list. Every request carries `all_comments` with `limit`: a server with the paged form answers one
 * page and `nextCursor`; a server that knows only the spec's whole answer ignores `limit` and answers every thread
 * without `nextCursor` — the read then ends there, and the whole answer is shown `COMMENT_PAGE_THREADS` threads at a
 * time as the reader scrolls, the same way pages come (see `revealedCount`).
 */
import type { PostComments } from '../../api/schemas/posts';

/** Top-level threads a page asks for: more than a tall screen holds, so the first screen needs one request. */
export const COMMENT_PAGE_THREADS = 20;

/** Ask for the next page when the window's last thread is this close to the end of what is loaded. */
export const COMMENT_PAGE_AHEAD = 6;

/** Whether an E35 answer is the whole thread (a server without the paged form): it has no `nextCursor`. */
export function isWholeAnswer(answer: Pick<PostComments, 'nextCursor'>): boolean {
  return answer.nextCursor === undefined;
}

/** The cursor of the page after `answer`; `undefined` at the end or when the answer was the whole thread. */
export function nextCommentsCursor(answer: Pick<PostComments, 'nextCursor'>): string | undefined {
  return answer.nextCursor ?? undefined;
}

/** The paged query: the list's query with the page's size and cursor (`null`: the first page). */
export function commentsPageQuery<Q extends object>(query: Q, cursor: string | null): Q & { all_comments: true; limit: number; cursor?: string } {
  return { ...query, all_comments: true, limit: COMMENT_PAGE_THREADS, ...(cursor ? { cursor } : {}) };
}

/**
 * How many threads of a whole answer to show after the reader asked for more: one page's worth more, at least
 * `needed` (a deep link's thread), at most `total`.
 */
export function revealedCount(shown: number, total: number, needed = 0): number {
  return Math.min(total, Math.max(shown + COMMENT_PAGE_THREADS, needed));
}

/**
 * Whether the window (threads `first` to `last`, indexes) is near enough the end of the pages read to ask for the next:
 * `pagesEnd` is the number of threads the pages hold (threads shown ahead of their page for a deep link follow them,
 * and a window showing only those asks for nothing: the reader is reading the linked thread, not nearing the end).
 */
export function nearEnd(first: number, last: number, pagesEnd: number): boolean {
  return pagesEnd > 0 && last >= pagesEnd - 1 - COMMENT_PAGE_AHEAD && first <= pagesEnd;
}
