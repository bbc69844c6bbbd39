import { describe, expect, it } from 'vitest';
import { chatBodySegments, chatBodyText, sliceSegments } from './chatBodySegments';

describe('chatBodySegments', () => {
  it('keeps plain text as one segment', () => {
    expect(chatBodySegments('Hello there')).toEqual([{ type: 'text', text: 'Hello there' }]);
  });

  it('finds links and leaves sentence punctuation out of them', () => {
    expect(chatBodySegments('Read https://example.com/a?b=1. Then https://x.org/p!')).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '. Then ' },
      { type: 'link', text: 'https://x.org/p', href: 'https://x.org/p' },
      { type: 'text', text: '!' },
    ]);
  });

  it('keeps a closing bracket the URL opened, drops one it did not', () => {
    expect(chatBodySegments('(see https://en.example.org/wiki/Bay_(river))')[1]).toEqual({
      type: 'link',
      text: 'https://en.example.org/wiki/Bay_(river)',
      href: 'https://en.example.org/wiki/Bay_(river)',
    });
    expect(chatBodySegments('(see https://example.com/a)')[1]).toMatchObject({ href: 'https://example.com/a' });
  });

  it('does not link other schemes', () => {
    expect(chatBodySegments('javascript:alert(1) and ftp://x.org')).toEqual([{ type: 'text', text: 'javascript:alert(1) and ftp://x.org' }]);
  });

  it('reads mentions from the raw body and shows them as names, so the text matches `body`', () => {
    const body = 'Thanks Ada Admin for the list — https://x.org';
    const segments = chatBodySegments(body, 'Thanks [@Ada Admin](user:105) for the list — https://x.org');
    expect(segments).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', text: 'Ada Admin', userId: 105 },
      { type: 'text', text: ' for the list — ' },
      { type: 'link', text: 'https://x.org', href: 'https://x.org' },
    ]);
    expect(chatBodyText(segments)).toBe(body);
  });
});

describe('sliceSegments', () => {
  const segments = chatBodySegments('Hi [@Ada](user:1), see https://example.com/long/path now', 'Hi [@Ada](user:1), see https://example.com/long/path now');

  it('cuts inside a link and keeps its whole href', () => {
    const cut = sliceSegments(segments, 'Hi Ada, see https://ex'.length);
    expect(chatBodyText(cut)).toBe('Hi Ada, see https://ex');
    expect(cut.at(-1)).toEqual({ type: 'link', text: 'https://ex', href: 'https://example.com/long/path' });
  });

  it('returns everything when the length covers it, nothing for 0', () => {
    expect(sliceSegments(segments, 1000)).toEqual(segments);
    expect(sliceSegments(segments, 0)).toEqual([]);
  });
});

describe('chatBodySegments on hostile bodies (issue 13, defect 5)', () => {
  it('parses a URL followed by 100,000 `)` and 50,000 `[@` in well under 500 ms (was quadratic: 4.2 s at 20,000)', () => {
    for (const body of [`https://a${')'.repeat(100_000)}`, '[@'.repeat(50_000), `https://a${').'.repeat(50_000)}`]) {
      const started = performance.now();
      const segments = chatBodySegments(body, body);
      const elapsed = performance.now() - started;
      expect(chatBodyText(segments)).toBe(body);
      expect(elapsed).toBeLessThan(500);
    }
  });
});
