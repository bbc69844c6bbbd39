/**
 * The global search's data hook (M50): runs the machine while the overlay is open, reads the suggested searches on
 * every opening (E52, the kit's read with a fresh attempt per opening), the results of the typed query 100 ms after the
 * last keystroke (P60), and goes where the reader chose: a post's page, a person's profile (or author page), a
 * publication's site through the URL policy.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSearchSuggestions, searchAll } from '../../api/endpoints/feed';
import { useRead } from '../../kit/read';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useNavigation } from '../../platform/context';
import { safeLinkHref } from '../../ui/url';
import { type GlobalSearchEvent, type GlobalSearchState, globalSearchTransition, initialGlobalSearchState, type SearchOption } from './globalSearch.machine';
import { useDebounced } from './useReadingListModal';

/** How long the results wait after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 100;
/** How many posts, publications and people the overlay lists. */
export const SEARCH_RESULT_LIMIT = 5;

/** Where a chosen result goes: an in-product path, or an address outside (a publication's own site). */
export function searchOptionHref(option: SearchOption): { path: string } | { external: string } | null {
  switch (option.kind) {
    case 'post':
      return { path: paths.post(option.post.slug) };
    case 'person':
      return { path: option.person.handle ? paths.profile(option.person.handle) : paths.author(option.person.id) };
    case 'publication': {
      const href = safeLinkHref(option.publication.base_url);
      return href ? { external: href } : null;
    }
    case 'suggestion':
      return null;
    default:
      return option satisfies never;
  }
}

export interface UseGlobalSearchOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function useGlobalSearch({ open, onOpenChange }: UseGlobalSearchOptions) {
  const navigation = useNavigation();
  const [state, send] = useMachine(globalSearchTransition, initialGlobalSearchState);
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    send({ type: open ? 'OPEN' : 'CLOSE' });
    if (open) setOpening((n) => n + 1);
  }, [open, send]);
  const isOpen = state.name === 'open';

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  /** Goes where the reader chose once the machine closes with a choice (a click, Enter, or Enter's first result arriving). */
  const follow = useCallback(
    (next: GlobalSearchState) => {
      if (next.name === 'closed' && next.chosen) {
        const target = searchOptionHref(next.chosen);
        onOpenChangeRef.current(false);
        if (target && 'path' in target) navigation.navigate(target.path);
        else if (target) window.location.assign(target.external);
      }
      return next;
    },
    [navigation],
  );
  const dispatch = useCallback((event: GlobalSearchEvent) => follow(send(event)), [send, follow]);

  const suggestions = useRead(getSearchSuggestions, isOpen ? {} : null, { attempt: opening });
  useEffect(() => {
    if (!isOpen || suggestions.isFetching) return;
    if (suggestions.data) send({ type: 'SUGGESTIONS_LOADED', suggestions: suggestions.data.suggestedSearches });
    else if (suggestions.error) send({ type: 'SUGGESTIONS_FAILED', error: suggestions.error });
  }, [isOpen, suggestions.data, suggestions.error, suggestions.isFetching, send]);

  const waiting = state.name === 'open' && state.results.name === 'loading' ? state.results.query : '';
  const query = useDebounced(waiting, SEARCH_DEBOUNCE_MS);
  const results = useRead(searchAll, query ? { query: { query, limit: SEARCH_RESULT_LIMIT } } : null);
  useEffect(() => {
    // Only the answer the machine waits for (the debounced query may lag behind what was typed, or come back to it).
    if (!query || query !== waiting || results.isFetching) return;
    // A pending Enter (SUBMIT) chooses the first result as it arrives: `follow` goes there.
    if (results.data) follow(send({ type: 'RESULTS_LOADED', query, results: results.data }));
    else if (results.error) send({ type: 'RESULTS_FAILED', query, error: results.error });
  }, [query, waiting, results.data, results.error, results.isFetching, send, follow]);

  return { state, send: dispatch };
}
