/**
 * The global search's filter of suggested searches: pure, and fast enough to run on every keystroke over 10,000
 * suggestions (bench/discover). The lower-cased, accent-folded text of each suggestion is computed once
 * (`indexSuggestions`); a keystroke only compares strings. Every word of the query must occur in a suggestion;
 * suggestions that start with the query come first, then the others, each group in the list's own order (recent,
 * trending, popular as the server sent them).
 */
import type { SuggestedSearch } from '../../api/schemas/feed';

export interface SuggestionIndex {
  readonly suggestions: readonly SuggestedSearch[];
  /** The folded text of each suggestion, same order. */
  readonly keys: readonly string[];
}

/** Lower case without diacritics ("Café" → "cafe"), spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function indexSuggestions(suggestions: readonly SuggestedSearch[]): SuggestionIndex {
  return { suggestions, keys: suggestions.map((s) => foldText(s.text)) };
}

/**
 * The suggestions matching `query`, at most `limit`: an empty query gives the first `limit` suggestions as they came;
 * the same text is listed once.
 */
export function filterSuggestions(index: SuggestionIndex, query: string, limit: number): SuggestedSearch[] {
  const folded = foldText(query);
  const seen = new Set<string>();
  const { suggestions, keys } = index;
  if (!folded) {
    const first: SuggestedSearch[] = [];
    for (let i = 0; i < suggestions.length && first.length < limit; i++) {
      if (seen.has(keys[i]!)) continue;
      seen.add(keys[i]!);
      first.push(suggestions[i]!);
    }
    return first;
  }
  const words = folded.split(' ');
  const leading: SuggestedSearch[] = [];
  const inner: SuggestedSearch[] = [];
  for (let i = 0; i < keys.length; i++) {
    // Enough suggestions that start with the query: the rest cannot come before them.
    if (leading.length >= limit) break;
    const key = keys[i]!;
    if (seen.has(key)) continue;
    let all = true;
    for (const word of words) {
      if (!key.includes(word)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    seen.add(key);
    if (key.startsWith(folded)) leading.push(suggestions[i]!);
    else if (inner.length < limit) inner.push(suggestions[i]!);
  }
  return [...leading, ...inner].slice(0, limit);
}
