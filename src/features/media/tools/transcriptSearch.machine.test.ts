import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimestamp,
  highlightPieces,
  initialTranscriptSearchState as idle,
  searchTerm,
  type TranscriptSearchEvent,
  type TranscriptSearchState,
  transition,
  visibleMatches,
} from './transcriptSearch.machine';

const match = { start: 14, end: 47, text: 'harbour timber' };

describe('transcript search machine', () => {
  it('TYPE waits for the debounce; a blank term goes back to idle', () => {
    const waiting = transition(idle, { type: 'TYPE', term: 'harb' });
    expect(waiting).toEqual({ name: 'waiting', term: 'harb', previous: [] });
    expect(searchTerm(waiting)).toBeNull();
    expect(transition(waiting, { type: 'TYPE', term: '   ' })).toEqual(idle);
    expect(transition(idle, { type: 'TYPE', term: '' })).toBe(idle);
  });

  it('DEBOUNCED for the latest term starts the search; an older timer is ignored', () => {
    const waiting = transition(transition(idle, { type: 'TYPE', term: 'ha' }), { type: 'TYPE', term: 'harbour' });
    expect(transition(waiting, { type: 'DEBOUNCED', term: 'ha' })).toBe(waiting);
    const searching = transition(waiting, { type: 'DEBOUNCED', term: 'harbour' });
    expect(searching).toEqual({ name: 'searching', term: 'harbour', previous: [] });
    expect(searchTerm(searching)).toBe('harbour');
    expect(transition(idle, { type: 'DEBOUNCED', term: 'harbour' })).toBe(idle);
  });

  it('ANSWERED shows results, or none when nothing matched; an answer for another term is ignored', () => {
    const searching: TranscriptSearchState = { name: 'searching', term: 'harbour ', previous: [] };
    expect(transition(searching, { type: 'ANSWERED', term: 'harbour', matches: [match] })).toEqual({ name: 'results', term: 'harbour ', matches: [match] });
    expect(transition(searching, { type: 'ANSWERED', term: 'harbour', matches: [] })).toEqual({ name: 'none', term: 'harbour ' });
    expect(transition(searching, { type: 'ANSWERED', term: 'harb', matches: [match] })).toBe(searching);
    expect(transition(idle, { type: 'ANSWERED', term: 'harbour', matches: [match] })).toBe(idle);
  });

  it('SEARCH_FAILED shows the failure; RETRY searches the same term again', () => {
    const searching: TranscriptSearchState = { name: 'searching', term: 'harbour', previous: [match] };
    const failed = transition(searching, { type: 'SEARCH_FAILED', term: 'harbour' });
    expect(failed).toEqual({ name: 'error', term: 'harbour' });
    expect(transition(searching, { type: 'SEARCH_FAILED', term: 'other' })).toBe(searching);
    expect(transition(failed, { type: 'RETRY' })).toEqual({ name: 'searching', term: 'harbour', previous: [] });
    expect(transition(searching, { type: 'RETRY' })).toBe(searching);
    expect(transition(idle, { type: 'SEARCH_FAILED', term: '' })).toBe(idle);
  });

  it('keeps the last answer on screen while the next term is on its way', () => {
    const results: TranscriptSearchState = { name: 'results', term: 'harb', matches: [match] };
    const waiting = transition(results, { type: 'TYPE', term: 'harbo' });
    expect(visibleMatches(waiting)).toEqual([match]);
    expect(visibleMatches(transition(waiting, { type: 'DEBOUNCED', term: 'harbo' }))).toEqual([match]);
    expect(visibleMatches({ name: 'none', term: 'x' })).toEqual([]);
    // Typing the same term again changes nothing.
    expect(transition(waiting, { type: 'TYPE', term: 'harbo' })).toBe(waiting);
  });

  it('formats timestamps as m:ss and h:mm:ss', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(95.7)).toBe('1:35');
    expect(formatTimestamp(3_725)).toBe('1:02:05');
    expect(formatTimestamp(-3)).toBe('0:00');
  });

  it('marks every case-insensitive occurrence of the term', () => {
    expect(highlightPieces('Harbour and harbour.', 'harbour')).toEqual([
      { text: 'Harbour', match: true },
      { text: ' and ', match: false },
      { text: 'harbour', match: true },
      { text: '.', match: false },
    ]);
    expect(highlightPieces('no term', ' ')).toEqual([{ text: 'no term', match: false }]);
    expect(highlightPieces('nothing here', 'zz')).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('keeps its invariants under any sequence of events', () => {
    const term = fc.constantFrom('', ' ', 'ha', 'harbour', 'light');
    const event: fc.Arbitrary<TranscriptSearchEvent> = fc.oneof(
      term.map((t) => ({ type: 'TYPE', term: t }) as const),
      term.map((t) => ({ type: 'DEBOUNCED', term: t }) as const),
      fc.tuple(term, fc.array(fc.constant(match), { maxLength: 3 })).map(([t, matches]) => ({ type: 'ANSWERED', term: t, matches }) as const),
      term.map((t) => ({ type: 'SEARCH_FAILED', term: t }) as const),
      fc.constant({ type: 'RETRY' } as const),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: TranscriptSearchState = idle;
        for (const e of events) {
          state = transition(state, e);
          // A blank term is always idle; a search is only ever asked for a real term; results are never empty.
          if (state.term.trim() === '') expect(state.name).toBe('idle');
          if (state.name === 'searching') expect(searchTerm(state)).not.toBe('');
          if (state.name === 'results') expect(state.matches.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
