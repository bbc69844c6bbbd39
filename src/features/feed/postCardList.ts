/**
 * The post card list (`post-card-list`, spec 002: "Post-card list with six skeleton rows while loading"; lists and
 * archives): loading shows six skeleton rows, then the list, or the empty state when there is nothing. Pure.
 */

/** Skeleton rows while the list loads (spec 002). */
export const POST_CARD_LIST_SKELETON_ROWS = 6;

export const postCardListStates = ['loading', 'list', 'empty'] as const;
export type PostCardListState = (typeof postCardListStates)[number];

/** The list's state from its read: loading until the posts have come, then the list or empty. */
export function postCardListState(loading: boolean, count: number): PostCardListState {
  if (loading) return 'loading';
  return count > 0 ? 'list' : 'empty';
}
