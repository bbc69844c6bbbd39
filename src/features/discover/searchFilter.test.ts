import { describe, expect, it } from 'vitest';
import type { SuggestedSearch } from '../../api/schemas/feed';
import { filterSuggestions, foldText, indexSuggestions } from './searchFilter';

const s = (text: string): SuggestedSearch => ({ text, type: 'popular', categoryID: null });
const index = indexSuggestions([s('Small museums'), s('Museum cafés'), s('Open protocols'), s('small museums'), s('Café society'), s('Book clubs')]);
const texts = (list: SuggestedSearch[]) => list.map((x) => x.text);

describe('global search filter', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  Café   Society ')).toBe('cafe society');
  });
  it('an empty query gives the first suggestions, each text once', () => {
    expect(texts(filterSuggestions(index, ' ', 4))).toEqual(['Small museums', 'Museum cafés', 'Open protocols', 'Café society']);
  });
  it('those that start with the query come before those that contain it', () => {
    expect(texts(filterSuggestions(index, 'mus', 10))).toEqual(['Museum cafés', 'Small museums']);
  });
  it('every word must occur; accents are ignored', () => {
    expect(texts(filterSuggestions(index, 'cafe mus', 10))).toEqual(['Museum cafés']);
    expect(texts(filterSuggestions(index, 'CAFÉ', 10))).toEqual(['Café society', 'Museum cafés']);
  });
  it('no match is an empty list; the limit holds', () => {
    expect(filterSuggestions(index, 'zzz', 10)).toEqual([]);
    expect(filterSuggestions(index, 'o', 2)).toHaveLength(2);
  });
});
