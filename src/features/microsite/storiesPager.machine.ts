/**
 * M38 stories pager: the Stories tab's filter (All / Videos / Podcasts / Articles); each filter is its own paged read
 * (P12, 20 a page: "Load More" reads the next page, the end is a page shorter than 20).
 */
export const storiesFilterNames = ['all', 'videos', 'podcasts', 'articles'] as const;
export type StoriesFilter = (typeof storiesFilterNames)[number];

export type State = { readonly name: 'browsing'; readonly filter: StoriesFilter };
export type Event = { readonly type: 'SELECT_FILTER'; readonly filter: StoriesFilter };

export function initialState(filter: StoriesFilter = 'all'): State {
  return { name: 'browsing', filter };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'SELECT_FILTER':
      return state.filter === event.filter ? state : { name: 'browsing', filter: event.filter };
    default:
      return event.type satisfies never;
  }
}

/** The offset of the next page, or `undefined` at the end (a page shorter than `pageSize`, K046: 20). */
export function nextStoriesOffset(last: readonly unknown[], pages: readonly (readonly unknown[])[], pageSize: number): number | undefined {
  if (last.length < pageSize) return undefined;
  return pages.reduce((sum, page) => sum + page.length, 0);
}
