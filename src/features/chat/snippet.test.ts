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
    const sentence = 'Markets opened higher on Tuesday as investors weighed the latest inflation figures against a string of better than expected earnings reports.';
    expect(sentence.length).toBeGreaterThan(128);
    expect(chatSnippet(sentence)).toBe('Markets opened higher on Tuesday as investors weighed the latest inflation figures against a string of better than expected…');
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
