import { describe, expect, it } from 'vitest';
import { idsNamedIn, sliceCatalogue } from '../../scripts/slice-catalogue.mjs';

describe('sliceCatalogue (the standalone script’s core texts)', () => {
  it('keeps the entries whose ids are kept, plural ones whole, and the spreads', () => {
    const source = [
      "import { appMessages } from './app';",
      'export const coreMessages = {',
      '  // a comment',
      "  'ui.a': 'A',",
      "  'ui.b': 'B, with a comma',",
      "  'ui.c': { one: '{count} c', other: '{count} cs' },",
      "  'ui.d': 'D',",
      '  ...appMessages,',
      '} as const;',
    ].join('\n');
    const sliced = sliceCatalogue(source, new Set(['ui.b', 'ui.c']));
    expect(sliced).not.toContain("'ui.a'");
    expect(sliced).not.toContain("'ui.d'");
    expect(sliced).toContain("'ui.b': 'B, with a comma',");
    expect(sliced).toContain("'ui.c': { one: '{count} c', other: '{count} cs' },");
    expect(sliced).toContain('...appMessages,');
    expect(sliceCatalogue(source, new Set())).not.toMatch(/'ui\./);
  });

  it('finds the ids a bundle names as whole string literals', () => {
    const js = 'const a=t("ui.error.title"),b=`ui.error.retry`,c=\'common.error.network\',d="ui.error.titles";';
    expect([...idsNamedIn(js, ['ui.error.title', 'ui.error.retry', 'common.error.network', 'ui.error.screen'])]).toEqual([
      'ui.error.title',
      'ui.error.retry',
      'common.error.network',
    ]);
  });
});
