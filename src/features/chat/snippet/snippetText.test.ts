import { describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_SNIPPET_CHARS } from '../../../api/schemas/community';
import { graphemes } from '../../../ui/TruncatedText/truncate';
import { snippetText } from './snippetText';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('snippetText (K003: 128 characters)', () => {
  it('uses the spec constant', () => {
    expect(CHAT_PREVIEW_SNIPPET_CHARS).toBe(128);
  });

  it('keeps short text as it is', () => {
    expect(snippetText('Swim report from the lake this morning.')).toBe('Swim report from the lake this morning.');
    expect(snippetText('')).toBe('');
  });

  it('makes one line: line breaks and runs of spaces become one space', () => {
    expect(snippetText('  First line\n\nSecond\tline   here \n')).toBe('First line Second line here');
  });

  it('keeps exactly 128 characters without an ellipsis', () => {
    const text = 'a'.repeat(128);
    expect(snippetText(text)).toBe(text);
  });

  it('cuts 129 characters and marks the cut', () => {
    const cut = snippetText('a'.repeat(129));
    expect(cut).toBe(`${'a'.repeat(128)}…`);
  });

  it('cuts long text at a word break, never past 128 characters', () => {
    const text = words(60);
    const cut = snippetText(text);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(graphemes(kept).length).toBeLessThanOrEqual(128);
    expect(text.startsWith(kept)).toBe(true);
    // The kept text ends with a whole word of the original.
    expect(text.split(' ')).toContain(kept.split(' ').at(-1));
    expect(graphemes(kept).length).toBeGreaterThan(128 * 0.6);
  });

  it('counts an emoji with modifiers as one character and never splits it', () => {
    const family = '👨‍👩‍👧‍👦';
    const text = family.repeat(130);
    const cut = snippetText(text);
    expect(cut).toBe(`${family.repeat(128)}…`);
  });

  it('cuts inside one very long word (a URL) rather than dropping it', () => {
    const url = `https://example.com/${'x'.repeat(200)}`;
    const cut = snippetText(`See ${url}`);
    expect(graphemes(cut.slice(0, -1)).length).toBe(128);
    expect(cut.startsWith('See https://example.com/xxx')).toBe(true);
  });

  it('counts after collapsing whitespace (a body of short lines fits)', () => {
    const text = Array.from({ length: 10 }, () => 'Hello there').join('\n\n\n\n');
    expect(snippetText(text)).toBe(Array.from({ length: 10 }, () => 'Hello there').join(' '));
  });

  it('takes another limit', () => {
    expect(snippetText('one two three four', 9)).toBe('one two…');
  });
});
