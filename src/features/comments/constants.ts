/**
 * The comments area's constants (spec 002 §9; inventory K016, K051–K053, gap G24). Plain values: machines, hooks and
 * views import them.
 */

/** K051: the comments page reloads every 30 s while the document is visible. */
export const COMMENTS_POLL_INTERVAL_MS = 30_000;

/** K052: collapsed comment ids kept in storage, most recent last; the oldest go first. */
export const MAX_COLLAPSED_IDS = 250;

/** K053: replies are shown inline down to this depth (0 = top level); deeper chains continue behind a link. */
export const INLINE_DEPTH = 10;

/** The storage key of the collapsed comment ids (one list for every post: ids are unique across posts). */
export const COLLAPSED_STORAGE_KEY = 'comments.collapsed';

/** E36 takes at most this many thread ids per call. */
export const MAX_SEEN_PER_REPORT = 500;

/** Seen threads are reported this long after the first one is seen (batched), in ms. */
export const SEEN_REPORT_DELAY_MS = 5_000;
