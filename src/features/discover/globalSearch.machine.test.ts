import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Post, Publication, User } from '../../api/schemas/core';
import type { SearchResults, SuggestedSearch } from '../../api/schemas/feed';
import {
  activeOption,
  type GlobalSearchEvent,
  type GlobalSearchState,
  globalSearchTransition,
  initialGlobalSearchState,
  optionKey,
  SUGGESTION_LIMIT,
  searchOptions,
} from './globalSearch.machine';

const suggestions: SuggestedSearch[] = [
  { text: 'heron migration', type: 'recent', categoryID: null },
  { text: 'Winter reading lists', type: 'trending', categoryID: 1 },
  { text: 'Small presses', type: 'trending', categoryID: 4 },
  { text: 'Field Notes', type: 'popular', categoryID: null },
];
const post = { id: 11, title: 'Reading the heron', slug: 'heron' } as Post;
const publication = { id: 2, name: 'Field Notes', subdomain: 'fieldnotes' } as Publication;
const person = { id: 5, name: 'Ada Heron' } as User;
const results = (query: string): SearchResults => ({ query, posts: [post], publications: [publication], people: [person] });
const offline = new ApiError({ kind: 'network', route: 'GET /api/v1/search' });
const server500 = new ApiError({ kind: 'http', route: 'GET /api/v1/search/suggestions_v2', status: 500 });
const run = (state: GlobalSearchState, ...events: GlobalSearchEvent[]) => events.reduce(globalSearchTransition, state);
const open = run(initialGlobalSearchState, { type: 'OPEN' }, { type: 'SUGGESTIONS_LOADED', suggestions });

describe('M50 global search: transitions', () => {
  it('closed ─OPEN→ open, suggestions loading, nothing active', () => {
    const next = globalSearchTransition(initialGlobalSearchState, { type: 'OPEN' });
    expect(next).toMatchObject({ name: 'open', query: '', suggestions: { name: 'loading' }, results: { name: 'idle' }, active: -1 });
  });

  it('closed ignores everything but OPEN', () => {
    for (const event of [
      { type: 'CLOSE' },
      { type: 'TYPE', query: 'x' },
      { type: 'MOVE', by: 1 },
      { type: 'CHOOSE' },
      { type: 'SUBMIT' },
    ] as GlobalSearchEvent[])
      expect(globalSearchTransition(initialGlobalSearchState, event)).toBe(initialGlobalSearchState);
  });

  it('SUGGESTIONS_LOADED lists the suggested searches in order; OPEN again changes nothing', () => {
    expect(searchOptions(open).map((o) => o.kind === 'suggestion' && o.suggestion.text)).toEqual(suggestions.map((s) => s.text));
    expect(globalSearchTransition(open, { type: 'OPEN' })).toBe(open);
  });

  it('SUGGESTIONS_FAILED keeps the overlay open without suggestions', () => {
    const failed = run(initialGlobalSearchState, { type: 'OPEN' }, { type: 'SUGGESTIONS_FAILED', error: server500 });
    expect(failed).toMatchObject({ name: 'open', suggestions: { name: 'failed', error: server500 } });
    expect(searchOptions(failed)).toEqual([]);
  });

  it('TYPE filters the suggestions and asks for results of the trimmed query', () => {
    const typed = globalSearchTransition(open, { type: 'TYPE', query: 'heron ' });
    expect(typed).toMatchObject({ query: 'heron ', results: { name: 'loading', query: 'heron' }, active: -1 });
    expect(searchOptions(typed).map(optionKey)).toEqual(['suggestion-recent-heron migration']);
  });

  it('RESULTS_LOADED adds posts, publications and people after the suggestions', () => {
    const shown = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_LOADED', query: 'heron', results: results('heron') });
    expect(searchOptions(shown).map(optionKey)).toEqual(['suggestion-recent-heron migration', 'post-11', 'publication-2', 'person-5']);
  });

  it('an answer for an older query is ignored (loaded or failed)', () => {
    const typed = run(open, { type: 'TYPE', query: 'her' }, { type: 'TYPE', query: 'heron' });
    expect(globalSearchTransition(typed, { type: 'RESULTS_LOADED', query: 'her', results: results('her') })).toBe(typed);
    expect(globalSearchTransition(typed, { type: 'RESULTS_FAILED', query: 'her', error: offline })).toBe(typed);
  });

  it('RESULTS_FAILED says so for the query', () => {
    const failed = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_FAILED', query: 'heron', error: offline });
    expect(failed).toMatchObject({ results: { name: 'failed', query: 'heron', error: offline } });
  });

  it('clearing the query shows the suggestions again and asks nothing', () => {
    const cleared = run(open, { type: 'TYPE', query: 'heron' }, { type: 'TYPE', query: '  ' });
    expect(cleared).toMatchObject({ results: { name: 'idle' } });
  });

  it('MOVE down from nothing is the first option, up is the last; both wrap', () => {
    expect(run(open, { type: 'MOVE', by: 1 })).toMatchObject({ active: 0 });
    expect(run(open, { type: 'MOVE', by: -1 })).toMatchObject({ active: 3 });
    expect(run(open, { type: 'MOVE', by: -1 }, { type: 'MOVE', by: 1 })).toMatchObject({ active: 0 });
    expect(run(open, { type: 'MOVE', by: 1 }, { type: 'MOVE', by: -1 })).toMatchObject({ active: 3 });
  });

  it('FIRST, LAST and HOVER set the active option; HOVER out of range is ignored', () => {
    expect(run(open, { type: 'LAST' })).toMatchObject({ active: 3 });
    expect(run(open, { type: 'LAST' }, { type: 'FIRST' })).toMatchObject({ active: 0 });
    expect(run(open, { type: 'HOVER', index: 2 })).toMatchObject({ active: 2 });
    expect(globalSearchTransition(open, { type: 'HOVER', index: 9 })).toBe(open);
  });

  it('with no options, moving leaves nothing active', () => {
    const empty = run(initialGlobalSearchState, { type: 'OPEN' });
    expect(run(empty, { type: 'MOVE', by: 1 })).toMatchObject({ active: -1 });
    expect(run(empty, { type: 'FIRST' })).toMatchObject({ active: -1 });
  });

  it('typing resets the active option', () => {
    expect(run(open, { type: 'MOVE', by: 1 }, { type: 'TYPE', query: 's' })).toMatchObject({ active: -1 });
  });

  it('CHOOSE a suggestion types its text and searches it', () => {
    const chosen = run(open, { type: 'MOVE', by: 1 }, { type: 'MOVE', by: 1 }, { type: 'CHOOSE' });
    expect(chosen).toMatchObject({ name: 'open', query: 'Winter reading lists', results: { name: 'loading', query: 'Winter reading lists' } });
  });

  it('CHOOSE a result closes with it; CHOOSE with nothing active does nothing', () => {
    const shown = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_LOADED', query: 'heron', results: results('heron') });
    expect(activeOption(run(shown, { type: 'MOVE', by: 1 }, { type: 'MOVE', by: 1 }))).toEqual({ kind: 'post', post });
    expect(run(shown, { type: 'CHOOSE', index: 3 })).toEqual({ name: 'closed', chosen: { kind: 'person', person } });
    expect(globalSearchTransition(shown, { type: 'CHOOSE' })).toBe(shown);
  });

  it('SUBMIT with an option active is CHOOSE (a suggestion is typed, a result closes with it)', () => {
    const shown = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_LOADED', query: 'heron', results: results('heron') });
    expect(run(shown, { type: 'MOVE', by: 1 }, { type: 'SUBMIT' })).toMatchObject({ name: 'open', query: 'heron migration' });
    expect(run(shown, { type: 'LAST' }, { type: 'SUBMIT' })).toEqual({ name: 'closed', chosen: { kind: 'person', person } });
  });

  it('SUBMIT with nothing active opens the first result, skipping the suggested searches', () => {
    const shown = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_LOADED', query: 'heron', results: results('heron') });
    expect(searchOptions(shown)[0]?.kind).toBe('suggestion');
    expect(globalSearchTransition(shown, { type: 'SUBMIT' })).toEqual({ name: 'closed', chosen: { kind: 'post', post } });
    const noPosts = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_LOADED', query: 'heron', results: { ...results('heron'), posts: [] } });
    expect(globalSearchTransition(noPosts, { type: 'SUBMIT' })).toEqual({ name: 'closed', chosen: { kind: 'publication', publication } });
  });

  it('SUBMIT with an empty query, no results or failed results changes nothing', () => {
    expect(globalSearchTransition(open, { type: 'SUBMIT' })).toBe(open);
    const blank = globalSearchTransition(open, { type: 'TYPE', query: '   ' });
    expect(globalSearchTransition(blank, { type: 'SUBMIT' })).toBe(blank);
    const none = run(
      open,
      { type: 'TYPE', query: 'zz' },
      { type: 'RESULTS_LOADED', query: 'zz', results: { query: 'zz', posts: [], publications: [], people: [] } },
    );
    expect(globalSearchTransition(none, { type: 'SUBMIT' })).toBe(none);
    const failed = run(open, { type: 'TYPE', query: 'heron' }, { type: 'RESULTS_FAILED', query: 'heron', error: offline });
    expect(globalSearchTransition(failed, { type: 'SUBMIT' })).toBe(failed);
  });

  it('SUBMIT while the results load waits for them: the first result is chosen as they arrive', () => {
    const waiting = run(open, { type: 'TYPE', query: 'heron' }, { type: 'SUBMIT' });
    expect(waiting).toMatchObject({ name: 'open', submitted: true, results: { name: 'loading', query: 'heron' } });
    expect(globalSearchTransition(waiting, { type: 'SUBMIT' })).toBe(waiting);
    expect(globalSearchTransition(waiting, { type: 'RESULTS_LOADED', query: 'heron', results: results('heron') })).toEqual({
      name: 'closed',
      chosen: { kind: 'post', post },
    });
    // An older query's answer does not count.
    expect(globalSearchTransition(waiting, { type: 'RESULTS_LOADED', query: 'hero', results: results('hero') })).toBe(waiting);
  });

  it('a waiting SUBMIT ends with no results, a failure, or the reader typing again', () => {
    const waiting = run(open, { type: 'TYPE', query: 'zz' }, { type: 'SUBMIT' });
    const none = globalSearchTransition(waiting, { type: 'RESULTS_LOADED', query: 'zz', results: { query: 'zz', posts: [], publications: [], people: [] } });
    expect(none).toMatchObject({ name: 'open', submitted: false, results: { name: 'ready' } });
    expect(globalSearchTransition(waiting, { type: 'RESULTS_FAILED', query: 'zz', error: offline })).toMatchObject({ name: 'open', submitted: false });
    const retyped = globalSearchTransition(waiting, { type: 'TYPE', query: 'zzz' });
    expect(retyped).toMatchObject({ name: 'open', submitted: false });
    expect(globalSearchTransition(retyped, { type: 'RESULTS_LOADED', query: 'zzz', results: results('zzz') })).toMatchObject({ name: 'open' });
  });

  it('CLOSE closes with nothing chosen, and the next OPEN starts afresh', () => {
    const closed = run(open, { type: 'TYPE', query: 'x' }, { type: 'CLOSE' });
    expect(closed).toEqual({ name: 'closed', chosen: null });
    expect(globalSearchTransition(closed, { type: 'OPEN' })).toMatchObject({ query: '', suggestions: { name: 'loading' } });
  });

  it(`lists at most ${SUGGESTION_LIMIT} suggestions`, () => {
    const many = Array.from({ length: 30 }, (_, i): SuggestedSearch => ({ text: `topic ${i}`, type: 'popular', categoryID: null }));
    expect(searchOptions(run(initialGlobalSearchState, { type: 'OPEN' }, { type: 'SUGGESTIONS_LOADED', suggestions: many }))).toHaveLength(SUGGESTION_LIMIT);
  });
});
