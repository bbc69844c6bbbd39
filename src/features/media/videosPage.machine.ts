/**
 * The videos page's tabs and its load-more list (M40; spec 001 "Videos page", K029). Pure: pages arrive as events.
 *
 * ```
 * tab: latest ⇄ series (SELECT_TAB)
 * list: loading ─LOADED(n)→ ready(more = n == 7) ─LOAD_MORE→ loadingMore ─LOADED→ ready … ─LOADED(n < 7)→ ready(end)
 *       loading ─FAILED→ error ─RETRY→ loading;   loadingMore ─FAILED→ ready(failed: the list kept, "Load more" again)
 * ```
 */

/** K029: `/videos/data` answers this many per page; fewer means the end. */
export const VIDEOS_PAGE_SIZE = 7;

export type VideosTab = 'latest' | 'series';

export type VideosListState<T> =
  | { name: 'loading'; tab: VideosTab }
  | { name: 'error'; tab: VideosTab }
  | { name: 'ready'; tab: VideosTab; items: T[]; more: boolean; failed: boolean }
  | { name: 'loadingMore'; tab: VideosTab; items: T[] };

export type VideosListEvent<T> =
  | { type: 'SELECT_TAB'; tab: VideosTab }
  | { type: 'LOADED'; items: T[] }
  | { type: 'FAILED' }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

export const videosPageEventTypes = ['SELECT_TAB', 'LOADED', 'FAILED', 'LOAD_MORE', 'RETRY'] as const satisfies readonly VideosListEvent<unknown>['type'][];

export function initialVideosListState<T>(tab: VideosTab = 'latest'): VideosListState<T> {
  return { name: 'loading', tab };
}

export function transition<T>(state: VideosListState<T>, event: VideosListEvent<T>): VideosListState<T> {
  if (event.type === 'SELECT_TAB') return event.tab === state.tab ? state : { ...state, tab: event.tab };
  switch (state.name) {
    case 'loading':
      if (event.type === 'LOADED') return { name: 'ready', tab: state.tab, items: event.items, more: event.items.length >= VIDEOS_PAGE_SIZE, failed: false };
      if (event.type === 'FAILED') return { name: 'error', tab: state.tab };
      return state;
    case 'error':
      return event.type === 'RETRY' ? { name: 'loading', tab: state.tab } : state;
    case 'ready':
      return event.type === 'LOAD_MORE' && state.more ? { name: 'loadingMore', tab: state.tab, items: state.items } : state;
    case 'loadingMore':
      if (event.type === 'LOADED')
        return { name: 'ready', tab: state.tab, items: [...state.items, ...event.items], more: event.items.length >= VIDEOS_PAGE_SIZE, failed: false };
      if (event.type === 'FAILED') return { name: 'ready', tab: state.tab, items: state.items, more: true, failed: true };
      return state;
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const videosPageTransition = transition;

/** The next page's `offset` (the items already shown). */
export function nextVideosOffset<T>(state: VideosListState<T>): number {
  return state.name === 'ready' || state.name === 'loadingMore' ? state.items.length : 0;
}
