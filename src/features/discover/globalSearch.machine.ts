/**
 * M50 `global-search` (spec 002): the search overlay. Pure.
 *
 * ```
 * closed ─OPEN→ open(suggestions loading) ─SUGGESTIONS_LOADED→ open(suggestions ready) | ─SUGGESTIONS_FAILED→ open(failed)
 * open ─TYPE(q)→ open(results loading for q) ─RESULTS_LOADED(q)→ open(results)        (an answer for an older q is ignored)
 * open ─MOVE / FIRST / LAST / HOVER→ open(active option)                             (wraps at both ends)
 * open ─CHOOSE(suggestion)→ open(its text typed) · ─CHOOSE(post | publication | person)→ closed(chosen)
 * open ─SUBMIT→ as CHOOSE when an option is active; else closed(the first result) when the query's results are shown,
 *               or open(submitted) while they load, and RESULTS_LOADED then chooses the first result
 * open ─CLOSE→ closed
 * ```
 *
 * Enter with no option active (`SUBMIT`; designed — spec 002 names only the keys that open and close the search): the
 * product has no search results page, so Enter opens the best match, the first result in the order shown (posts, then
 * publications, then people); the suggested searches are skipped, since Enter means "search what I typed", not a
 * different text. Pressed before the results came, it waits for them (`submitted`) and opens the first then; typing
 * again cancels it. An empty query, no results or a failed search leave the overlay as it is (its status says why).
 *
 * The options the reader moves through are one flat list, in the order shown: the suggested searches that match the
 * query (`filterSuggestions`, at most `SUGGESTION_LIMIT`), then posts, publications and people. `active` is an index into
 * it (-1: none); the view points `aria-activedescendant` at it.
 */
import type { ApiError } from '../../api/errors';
import type { Post, Publication, User } from '../../api/schemas/core';
import type { SearchResults, SuggestedSearch } from '../../api/schemas/feed';
import { filterSuggestions, indexSuggestions, type SuggestionIndex } from './searchFilter';

/** How many suggested searches the overlay lists. */
export const SUGGESTION_LIMIT = 8;

export const searchResultKinds = ['post', 'publication', 'person'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

export type SearchOption =
  | { readonly kind: 'suggestion'; readonly suggestion: SuggestedSearch }
  | { readonly kind: 'post'; readonly post: Post }
  | { readonly kind: 'publication'; readonly publication: Publication }
  | { readonly kind: 'person'; readonly person: User };

export type SuggestionsLoad =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly index: SuggestionIndex }
  | { readonly name: 'failed'; readonly error: ApiError };

export type ResultsLoad =
  | { readonly name: 'idle' }
  | { readonly name: 'loading'; readonly query: string }
  | { readonly name: 'ready'; readonly query: string; readonly results: SearchResults }
  | { readonly name: 'failed'; readonly query: string; readonly error: ApiError };

export type GlobalSearchState =
  | { readonly name: 'closed'; readonly chosen: SearchOption | null }
  | {
      readonly name: 'open';
      readonly query: string;
      readonly suggestions: SuggestionsLoad;
      /** The suggestions matching the query (computed once per keystroke). */
      readonly matches: readonly SuggestedSearch[];
      readonly results: ResultsLoad;
      /** The active option's index in `searchOptions(state)`, or -1. */
      readonly active: number;
      /** Enter was pressed with no option active while the results loaded: the first result opens when they come. */
      readonly submitted?: boolean;
    };

export type GlobalSearchEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SUGGESTIONS_LOADED'; suggestions: readonly SuggestedSearch[] }
  | { type: 'SUGGESTIONS_FAILED'; error: ApiError }
  | { type: 'TYPE'; query: string }
  | { type: 'RESULTS_LOADED'; query: string; results: SearchResults }
  | { type: 'RESULTS_FAILED'; query: string; error: ApiError }
  | { type: 'MOVE'; by: 1 | -1 }
  | { type: 'FIRST' }
  | { type: 'LAST' }
  | { type: 'HOVER'; index: number }
  /** The active option, or the one at `index`. */
  | { type: 'CHOOSE'; index?: number }
  /** Enter in the search box: the active option, else the first result (see the module's note). */
  | { type: 'SUBMIT' };

export const globalSearchEventTypes = [
  'OPEN',
  'CLOSE',
  'SUGGESTIONS_LOADED',
  'SUGGESTIONS_FAILED',
  'TYPE',
  'RESULTS_LOADED',
  'RESULTS_FAILED',
  'MOVE',
  'FIRST',
  'LAST',
  'HOVER',
  'CHOOSE',
  'SUBMIT',
] as const satisfies readonly GlobalSearchEvent['type'][];

export const initialGlobalSearchState: GlobalSearchState = { name: 'closed', chosen: null };

type Open = Extract<GlobalSearchState, { name: 'open' }>;

/** The text the results are asked for: the query without outer spaces ('' asks nothing). */
export function resultsQuery(query: string): string {
  return query.trim();
}

function matchesOf(suggestions: SuggestionsLoad, query: string): readonly SuggestedSearch[] {
  return suggestions.name === 'ready' ? filterSuggestions(suggestions.index, query, SUGGESTION_LIMIT) : [];
}

/** Every option in the order shown: matching suggestions, then posts, publications, people. */
export function searchOptions(state: GlobalSearchState): SearchOption[] {
  if (state.name !== 'open') return [];
  const options: SearchOption[] = state.matches.map((suggestion) => ({ kind: 'suggestion', suggestion }));
  if (state.results.name === 'ready' && state.results.query === resultsQuery(state.query)) {
    const { posts, publications, people } = state.results.results;
    for (const post of posts) options.push({ kind: 'post', post });
    for (const publication of publications) options.push({ kind: 'publication', publication });
    for (const person of people) options.push({ kind: 'person', person });
  }
  return options;
}

/** The first result (post, publication or person) in the order shown, skipping the suggested searches, or `null`. */
export function firstResult(state: GlobalSearchState): SearchOption | null {
  return searchOptions(state).find((option) => option.kind !== 'suggestion') ?? null;
}

/** The active option, or `null`. */
export function activeOption(state: GlobalSearchState): SearchOption | null {
  return state.name === 'open' && state.active >= 0 ? (searchOptions(state)[state.active] ?? null) : null;
}

function typed(state: Open, query: string): Open {
  const asked = resultsQuery(query);
  const results: ResultsLoad =
    asked === '' ? { name: 'idle' } : state.results.name !== 'idle' && state.results.query === asked ? state.results : { name: 'loading', query: asked };
  return { ...state, query, matches: matchesOf(state.suggestions, query), results, active: -1, submitted: false };
}

function withActive(state: Open, index: number): Open {
  return index === state.active ? state : { ...state, active: index };
}

export function globalSearchTransition(state: GlobalSearchState, event: GlobalSearchEvent): GlobalSearchState {
  if (state.name === 'closed') {
    if (event.type !== 'OPEN') return state;
    return { name: 'open', query: '', suggestions: { name: 'loading' }, matches: [], results: { name: 'idle' }, active: -1 };
  }
  switch (event.type) {
    case 'OPEN':
      return state;
    case 'CLOSE':
      return { name: 'closed', chosen: null };
    case 'SUGGESTIONS_LOADED': {
      const suggestions: SuggestionsLoad = { name: 'ready', index: indexSuggestions(event.suggestions) };
      return { ...state, suggestions, matches: matchesOf(suggestions, state.query), active: -1 };
    }
    case 'SUGGESTIONS_FAILED':
      return state.suggestions.name === 'loading' ? { ...state, suggestions: { name: 'failed', error: event.error } } : state;
    case 'TYPE':
      return event.query === state.query ? state : typed(state, event.query);
    case 'RESULTS_LOADED': {
      if (state.results.name !== 'loading' || state.results.query !== event.query) return state;
      const loaded: Open = { ...state, results: { name: 'ready', query: event.query, results: event.results }, submitted: false };
      if (!state.submitted) return loaded;
      const first = firstResult(loaded);
      return first ? { name: 'closed', chosen: first } : loaded;
    }
    case 'RESULTS_FAILED':
      if (state.results.name !== 'loading' || state.results.query !== event.query) return state;
      return { ...state, results: { name: 'failed', query: event.query, error: event.error }, submitted: false };
    case 'MOVE': {
      const count = searchOptions(state).length;
      if (count === 0) return withActive(state, -1);
      if (state.active < 0) return withActive(state, event.by === 1 ? 0 : count - 1);
      return withActive(state, (state.active + event.by + count) % count);
    }
    case 'FIRST':
      return withActive(state, searchOptions(state).length > 0 ? 0 : -1);
    case 'LAST':
      return withActive(state, searchOptions(state).length - 1);
    case 'HOVER': {
      const count = searchOptions(state).length;
      return event.index >= 0 && event.index < count ? withActive(state, event.index) : state;
    }
    case 'CHOOSE': {
      const option = searchOptions(state)[event.index ?? state.active];
      if (!option) return state;
      // A suggested search is a query: it is typed into the box and searched.
      if (option.kind === 'suggestion') return typed(state, option.suggestion.text);
      return { name: 'closed', chosen: option };
    }
    case 'SUBMIT': {
      if (state.active >= 0) return globalSearchTransition(state, { type: 'CHOOSE' });
      const asked = resultsQuery(state.query);
      if (asked === '' || state.results.name === 'idle' || state.results.query !== asked) return state;
      if (state.results.name === 'loading') return state.submitted ? state : { ...state, submitted: true };
      if (state.results.name === 'failed') return state;
      const first = firstResult(state);
      return first ? { name: 'closed', chosen: first } : state;
    }
    default:
      return event satisfies never;
  }
}

/** The id of an option's element (the view's `aria-activedescendant` names it). */
export function optionKey(option: SearchOption): string {
  switch (option.kind) {
    case 'suggestion':
      return `suggestion-${option.suggestion.type}-${option.suggestion.text}`;
    case 'post':
      return `post-${option.post.id}`;
    case 'publication':
      return `publication-${option.publication.id}`;
    case 'person':
      return `person-${option.person.id}`;
    default:
      return option satisfies never;
  }
}

/** The machine's transition under the name every machine exports. */
export { globalSearchTransition as transition };
