import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_TRUNCATE_LENGTH, graphemes, LINK_TEXT_MAX_LENGTH, linkKind, safeHref, truncateForDisplay } from './truncate';

describe('truncateForDisplay', () => {
  it('leaves text within the limit whole', () => {
    expect(truncateForDisplay('Hello there', 11)).toEqual({ visible: 'Hello there', truncated: false });
    expect(truncateForDisplay('', 5)).toEqual({ visible: '', truncated: false });
  });

  it('cuts at the last word break inside the limit', () => {
    expect(truncateForDisplay('The quick brown fox jumps', 13)).toEqual({ visible: 'The quick…', truncated: true });
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateForDisplay('The quick brown fox', 15)).toEqual({ visible: 'The quick brown…', truncated: true });
  });

  it('drops whitespace and dangling punctuation before the ellipsis', () => {
    expect(truncateForDisplay('First, second and third', 8)).toEqual({ visible: 'First…', truncated: true });
    expect(truncateForDisplay('The quick   brown', 11)).toEqual({ visible: 'The quick…', truncated: true });
    expect(truncateForDisplay('Line one\n\nLine two', 10)).toEqual({ visible: 'Line one…', truncated: true });
  });

  it('cuts inside one long word rather than throwing most of the text away', () => {
    const long = `Read https://example.com/${'a'.repeat(50)}`;
    const { visible, truncated } = truncateForDisplay(long, 20);
    expect(truncated).toBe(true);
    expect(visible).toBe(`${long.slice(0, 20)}…`);
  });

  it('counts an emoji cluster as one character and never splits it', () => {
    const family = '👨‍👩‍👧';
    expect(graphemes(`ab${family}cd`)).toHaveLength(5);
    expect(truncateForDisplay(`ab${family}cd`, 3)).toEqual({ visible: `ab${family}…`, truncated: true });
    expect(truncateForDisplay(`ab${family}`, 3)).toEqual({ visible: `ab${family}`, truncated: false });
  });

  it('treats a zero, negative or non-finite limit as zero', () => {
    expect(truncateForDisplay('abc', 0)).toEqual({ visible: '…', truncated: true });
    expect(truncateForDisplay('abc', -4)).toEqual({ visible: '…', truncated: true });
    expect(truncateForDisplay('abc', Number.NaN)).toEqual({ visible: '…', truncated: true });
  });

  it('uses the chat limit of 600 characters (K001)', () => {
    expect(CHAT_TRUNCATE_LENGTH).toBe(600);
    expect(truncateForDisplay('a '.repeat(300), CHAT_TRUNCATE_LENGTH).truncated).toBe(false);
    expect(truncateForDisplay('a '.repeat(301), CHAT_TRUNCATE_LENGTH).truncated).toBe(true);
  });

  it('always shows a prefix of the text within the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 0, max: 120 }), (text, max) => {
        const { visible, truncated } = truncateForDisplay(text, max);
        const chars = graphemes(text);
        expect(truncated).toBe(chars.length > max);
        if (!truncated) {
          expect(visible).toBe(text);
          return;
        }
        expect(visible.endsWith('…')).toBe(true);
        const kept = visible.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(graphemes(kept).length).toBeLessThanOrEqual(max);
        expect(kept).toBe(kept.trimEnd());
      }),
    );
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/chat', 'https://example.com/chat'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['mailto:editor@example.com', 'mailto:editor@example.com'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['/p/my-post', '/p/my-post'],
  ])('allows %j', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com/file',
    '//evil.example/path',
    '/\\evil.example',
    'example.com/no-scheme',
    'not a url',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('never lets a javascript: URL through, however it is padded or cased (property)', () => {
    const scheme = fc
      .array(fc.boolean(), { minLength: 10, maxLength: 10 })
      .map((upper) => [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
    fc.assert(
      fc.property(noise, scheme, noise, fc.string(), (before, s, inside, body) => {
        const url = `${before}${s.slice(0, 4)}${inside}${s.slice(4)}:${body}`;
        const href = safeHref(url);
        expect(href === null || !href.toLowerCase().includes('javascript:')).toBe(true);
        if (href !== null) expect(href.startsWith('/') || /^(https?|mailto):/.test(href)).toBe(true);
      }),
    );
  });
});

describe('linkKind', () => {
  it('sorts safe hrefs into external, internal and email', () => {
    expect(linkKind('https://example.com/chat', 'https://masthead.test')).toBe('external');
    expect(linkKind('https://masthead.test/p/post', 'https://masthead.test')).toBe('internal');
    expect(linkKind('/p/post', 'https://masthead.test')).toBe('internal');
    expect(linkKind('mailto:editor@example.com')).toBe('email');
    expect(linkKind('https://example.com/chat')).toBe('external');
  });

  it('cuts link text at 64 characters (K002)', () => {
    expect(LINK_TEXT_MAX_LENGTH).toBe(64);
  });
});
