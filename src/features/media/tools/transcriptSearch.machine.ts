/**
 * Transcript search (inventory `transcript-search`, spec 002: "debounced 100 ms; results / none", K062). Pure: the
 * debounce timer and the server's answers arrive as events.
 *
 * ```
 * any ─TYPE(term)→ idle (blank term) | waiting(term)
 * waiting ─DEBOUNCED(term)→ searching(term)            (only the latest term: an older timer is ignored)
 * searching ─ANSWERED(term, matches)→ results | none   (an answer for another term is ignored)
 * searching ─SEARCH_FAILED(term)→ error ─RETRY→ searching
 * ```
 * While waiting or searching, the last answer stays on screen (`previous`), so the list does not flash on every key.
 */
import type { TranscriptMatch } from '../../../api/schemas/mediaTools';

export type TranscriptSearchState =
  | { name: 'idle'; term: '' }
  | { name: 'waiting'; term: string; previous: TranscriptMatch[] }
  | { name: 'searching'; term: string; previous: TranscriptMatch[] }
  | { name: 'results'; term: string; matches: TranscriptMatch[] }
  | { name: 'none'; term: string }
  | { name: 'error'; term: string };

export type TranscriptSearchEvent =
  | { type: 'TYPE'; term: string }
  | { type: 'DEBOUNCED'; term: string }
  | { type: 'ANSWERED'; term: string; matches: TranscriptMatch[] }
  | { type: 'SEARCH_FAILED'; term: string }
  | { type: 'RETRY' };

export const transcriptSearchStateNames = ['idle', 'waiting', 'searching', 'results', 'none', 'error'] as const;
export const transcriptSearchEventTypes = [
  'TYPE',
  'DEBOUNCED',
  'ANSWERED',
  'SEARCH_FAILED',
  'RETRY',
] as const satisfies readonly TranscriptSearchEvent['type'][];

/** K062: how long typing must pause before the search is asked. */
export const TRANSCRIPT_SEARCH_DEBOUNCE_MS = 100;

export const initialTranscriptSearchState: TranscriptSearchState = { name: 'idle', term: '' };

/** The matches on screen in a state (the last answer while a new one is on its way). */
export function visibleMatches(state: TranscriptSearchState): TranscriptMatch[] {
  if (state.name === 'results') return state.matches;
  if (state.name === 'waiting' || state.name === 'searching') return state.previous;
  return [];
}

/** The term the search should ask the server for, or `null` when no request is due. */
export function searchTerm(state: TranscriptSearchState): string | null {
  return state.name === 'searching' ? state.term.trim() : null;
}

export function transition(state: TranscriptSearchState, event: TranscriptSearchEvent): TranscriptSearchState {
  switch (event.type) {
    case 'TYPE': {
      if (event.term.trim() === '') return state.name === 'idle' ? state : initialTranscriptSearchState;
      if (event.term === state.term && state.name !== 'idle') return state;
      return { name: 'waiting', term: event.term, previous: visibleMatches(state) };
    }
    case 'DEBOUNCED':
      return state.name === 'waiting' && state.term === event.term ? { name: 'searching', term: state.term, previous: state.previous } : state;
    case 'ANSWERED':
      if (state.name !== 'searching' || state.term.trim() !== event.term.trim()) return state;
      return event.matches.length > 0 ? { name: 'results', term: state.term, matches: event.matches } : { name: 'none', term: state.term };
    case 'SEARCH_FAILED':
      return state.name === 'searching' && state.term.trim() === event.term.trim() ? { name: 'error', term: state.term } : state;
    case 'RETRY':
      return state.name === 'error' ? { name: 'searching', term: state.term, previous: [] } : state;
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const transcriptSearchTransition = transition;

/** A time in seconds as the transcript shows it: `m:ss`, or `h:mm:ss` from an hour. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `text` split around every case-insensitive occurrence of `term`, for highlighting (`match: true` pieces). */
export function highlightPieces(text: string, term: string): { text: string; match: boolean }[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  // Lower-casing changed the length (a few letters do): positions would not line up, so nothing is marked.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const pieces: { text: string; match: boolean }[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) break;
    if (at > from) pieces.push({ text: text.slice(from, at), match: false });
    pieces.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), match: false });
  return pieces;
}
