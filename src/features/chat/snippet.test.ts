import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_SNIPPET_CHARS } from '../../api/schemas/community';
import { graphemes, truncateForDisplay } from '../../ui/TruncatedText/truncate';
import { chatItemSnippet, chatSnippet, flattenWhitespace } from './snippet';

describe('chat preview snippet (K003)', () => {
  it('is 128 characters', () => {
    expect(CHAT_PREVIEW_SNIPPET_CHARS).toBe(128);
  });

  it('keeps a body of 128 characters or fewer whole', () => {
    const exactly = 'y'.repeat(128);
    expect(chatSnippet(exactly)).toBe(exactly);
    expect(chatSnippet('Short one.')).toBe('Short one.');
  });

  it('cuts a longer body to 128 characters with an ellipsis', () => {
    expect(chatSnippet('y'.repeat(129))).toBe(`${'y'.repeat(128)}…`);
    const sentence =
      'Markets opened higher on Tuesday as investors weighed the latest inflation figures against a string of better than expected earnings reports.';
    expect(sentence.length).toBeGreaterThan(128);
    expect(chatSnippet(sentence)).toBe(
      'Markets opened higher on Tuesday as investors weighed the latest inflation figures against a string of better than expected…',
    );
  });

  it('is one line: line breaks and runs of spaces become one space', () => {
    expect(chatSnippet('  First line\n\nSecond\tline  ')).toBe('First line Second line');
    expect(flattenWhitespace('a \n b')).toBe('a b');
  });

  it('never splits an emoji', () => {
    const body = `${'a'.repeat(127)}👍🏽 and more`;
    expect(chatSnippet(body)).toBe(`${'a'.repeat(127)}👍🏽…`);
  });

  it('an item’s snippet is empty when its text is not shown', () => {
    expect(chatItemSnippet({ body: 'Hello', status: 'open' })).toBe('Hello');
    expect(chatItemSnippet({ body: 'Hello', status: 'VISIBLE' })).toBe('Hello');
    expect(chatItemSnippet({ body: 'Hello', status: 'deleted' })).toBe('');
    expect(chatItemSnippet({ body: '', status: 'PAID_SUBSCRIPTION_REQUIRED' })).toBe('');
  });

  it('property: at most 128 characters before the ellipsis, and a prefix of the flattened body', () => {
    const arbBody = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(fc.constantFrom('word', 'a', '  ', '\n\n', '\t', '👍🏽', 'supercalifragilistic'), { maxLength: 80 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(arbBody, (body) => {
        const flat = flattenWhitespace(body);
        const snippet = chatSnippet(body);
        expect(snippet).toBe(truncateForDisplay(flat, 128).visible);
        const text = snippet.endsWith('…') && snippet !== flat ? snippet.slice(0, -1) : snippet;
        expect(graphemes(text).length).toBeLessThanOrEqual(128);
        expect(flat.startsWith(text)).toBe(true);
        expect(snippet).not.toMatch(/\n/);
      }),
    );
  });
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('chatSnippet, cases from the preview snippet (K003: 128 characters)', () => {
  it('uses the spec constant', () => {
    expect(CHAT_PREVIEW_SNIPPET_CHARS).toBe(128);
  });

  it('keeps short text as it is', () => {
    expect(chatSnippet('Swim report from the lake this morning.')).toBe('Swim report from the lake this morning.');
    expect(chatSnippet('')).toBe('');
  });

  it('makes one line: line breaks and runs of spaces become one space', () => {
    expect(chatSnippet('  First line\n\nSecond\tline   here \n')).toBe('First line Second line here');
  });

  it('keeps exactly 128 characters without an ellipsis', () => {
    const text = 'a'.repeat(128);
    expect(chatSnippet(text)).toBe(text);
  });

  it('cuts 129 characters and marks the cut', () => {
    const cut = chatSnippet('a'.repeat(129));
    expect(cut).toBe(`${'a'.repeat(128)}…`);
  });

  it('cuts long text at a word break, never past 128 characters', () => {
    const text = words(60);
    const cut = chatSnippet(text);
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
    const cut = chatSnippet(text);
    expect(cut).toBe(`${family.repeat(128)}…`);
  });

  it('cuts inside one very long word (a URL) rather than dropping it', () => {
    const url = `https://example.com/${'x'.repeat(200)}`;
    const cut = chatSnippet(`See ${url}`);
    expect(graphemes(cut.slice(0, -1)).length).toBe(128);
    expect(cut.startsWith('See https://example.com/xxx')).toBe(true);
  });

  it('counts after collapsing whitespace (a body of short lines fits)', () => {
    const text = Array.from({ length: 10 }, () => 'Hello there').join('\n\n\n\n');
    expect(chatSnippet(text)).toBe(Array.from({ length: 10 }, () => 'Hello there').join(' '));
  });

  it('takes another limit', () => {
    expect(chatSnippet('one two three four', 9)).toBe('one two…');
  });
});
