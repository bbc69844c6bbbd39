/**
 * The global search's suggestion filter (`src/features/discover/searchFilter`, M50) over 10,000 suggestions: the reader
 * types a query one key at a time ("small presses in winter", 23 keystrokes) and each keystroke filters the whole
 * list (`filterSuggestions`, at most 8 shown), then deletes it one key at a time. The index (folded texts) is built
 * once per opening and measured apart. The metric is the slowest keystroke of a run; budget: median ≤ 16 ms (one
 * frame at 60 Hz). What the filter returns is checked with `expect` on every run, so a filter that skipped the work
 * would fail rather than look fast.
 */
import { expect, test } from 'vitest';
import type { SuggestedSearch } from '../../src/api/schemas/feed';
import { filterSuggestions, indexSuggestions } from '../../src/features/discover/searchFilter';
import { record, runsOr, sample } from '../harness';

const SIZE = 10_000;
const QUERY = 'small presses in winter';
const WORDS = ['small', 'presses', 'winter', 'heron', 'ballot', 'museum', 'café', 'reading', 'lists', 'open', 'protocols', 'dark', 'skies'];
const TYPES = ['recent', 'trending', 'popular'] as const;

/** 10,000 deterministic suggestions of three to five words; every 97th one contains every word of the query. */
function suggestions(): SuggestedSearch[] {
  const list: SuggestedSearch[] = [];
  for (let i = 0; i < SIZE; i++) {
    const count = 3 + (i % 3);
    const words = Array.from({ length: count }, (_, k) => WORDS[(i * 7 + k * 5) % WORDS.length]!);
    const text = i % 97 === 0 ? `Small presses in winter ${i}` : `${words.join(' ')} ${i}`;
    list.push({ text, type: TYPES[i % 3]!, categoryID: i % 3 === 1 ? (i % 5) + 1 : null });
  }
  return list;
}

test('global search filter: 10,000 suggestions, one keystroke at a time', async () => {
  const list = suggestions();
  expect(list).toHaveLength(SIZE);
  const expectedFull = list.filter((s) => s.text.toLowerCase().includes(QUERY)).length;
  expect(expectedFull).toBe(Math.ceil(SIZE / 97));
  const { summaries } = await sample({ runs: runsOr(20), warmup: 3 }, async () => {
    let started = performance.now();
    const index = indexSuggestions(list);
    const indexMs = performance.now() - started;
    expect(index.keys).toHaveLength(SIZE);
    let worst = 0;
    const typed = Array.from({ length: QUERY.length }, (_, i) => QUERY.slice(0, i + 1));
    for (const query of [...typed, ...typed.slice(0, -1).reverse(), '']) {
      started = performance.now();
      const shown = filterSuggestions(index, query, 8);
      worst = Math.max(worst, performance.now() - started);
      expect(shown.length).toBeLessThanOrEqual(8);
      if (query === QUERY) {
        expect(shown).toHaveLength(8);
        for (const s of shown) expect(s.text.toLowerCase().startsWith(QUERY)).toBe(true);
      }
      if (query === '') expect(shown.map((s) => s.text)).toEqual(list.slice(0, 8).map((s) => s.text));
    }
    return { worstKeystrokeMs: worst, indexMs };
  });
  // `record` fails the test itself when BENCH_STRICT=1 and a budget is exceeded.
  await record(
    'discover-search-filter',
    { worstKeystrokeMs: summaries.worstKeystrokeMs, indexMs: summaries.indexMs },
    { worstKeystrokeMs: 16, indexMs: 100 },
    `${SIZE} suggestions, "${QUERY}" typed and deleted (${QUERY.length * 2} keystrokes), at most 8 shown`,
  );
});
