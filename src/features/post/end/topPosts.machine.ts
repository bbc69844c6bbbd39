/**
 * The related ("top") posts list below a post (spec 003: first load after 1000 ms, K105). Pure: the delay arrives
 * as `DELAY_ELAPSED` from the hook's platform clock, the answer as `LOADED` / `FAILED`.
 *
 * ```
 * waiting ─DELAY_ELAPSED→ loading ─LOADED→ list | empty
 *                                 ─FAILED→ error ─RETRY→ loading
 * ```
 */
export const topPostsStateNames = ['waiting', 'loading', 'list', 'empty', 'error'] as const;
export type TopPostsStateName = (typeof topPostsStateNames)[number];

export type TopPostsState<P> =
  /** Before the first-load delay: nothing is fetched yet (a quiet skeleton shows). */
  { name: 'waiting' } | { name: 'loading' } | { name: 'list'; posts: P[] } | { name: 'empty' } | { name: 'error' };

export type TopPostsEvent<P> = { type: 'DELAY_ELAPSED' } | { type: 'LOADED'; posts: P[] } | { type: 'FAILED' } | { type: 'RETRY' };

export const topPostsEventTypes = ['DELAY_ELAPSED', 'LOADED', 'FAILED', 'RETRY'] as const satisfies readonly TopPostsEvent<unknown>['type'][];

export function initialState<P>(): TopPostsState<P> {
  return { name: 'waiting' };
}

export function transition<P>(state: TopPostsState<P>, event: TopPostsEvent<P>): TopPostsState<P> {
  switch (event.type) {
    case 'DELAY_ELAPSED':
      return state.name === 'waiting' ? { name: 'loading' } : state;
    case 'LOADED':
      if (state.name !== 'loading') return state;
      return event.posts.length > 0 ? { name: 'list', posts: event.posts } : { name: 'empty' };
    case 'FAILED':
      return state.name === 'loading' ? { name: 'error' } : state;
    case 'RETRY':
      return state.name === 'error' ? { name: 'loading' } : state;
    default:
      return event satisfies never;
  }
}
