import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarialBodies } from '../../../tests/unit/attack-corpus';
import { classifyLink } from '../url';
import { type TextToken, tokenizeText } from './tokenize';

/** The chat body's first tokenizer (quadratic on hostile input), kept here as the reference for normal text. */
function reference(source: string): TextToken[] {
  const MENTION = /\[@([^\]\n]+)\]\(user:(\d+)\)/g;
  const URL_RUN = /https?:\/\/[^\s<>"]+/gi;
  const TRAILING = /[.,;:!?'"…]+$/u;
  const trimUrl = (candidate: string) => {
    let url = candidate.replace(TRAILING, '');
    while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) url = url.slice(0, -1).replace(TRAILING, '');
    return url;
  };
  const linkify = (text: string): TextToken[] => {
    const out: TextToken[] = [];
    let last = 0;
    for (const match of text.matchAll(URL_RUN)) {
      const start = match.index ?? 0;
      const url = trimUrl(match[0]);
      if (url.length <= 'https://'.length) continue;
      if (start > last) out.push({ type: 'text', text: text.slice(last, start) });
      out.push({ type: 'link', text: url, href: url });
      last = start + url.length;
    }
    if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
    return out;
  };
  const out: TextToken[] = [];
  let last = 0;
  for (const match of source.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) out.push(...linkify(source.slice(last, start)));
    out.push({ type: 'mention', text: match[1]!, userId: Number(match[2]) });
    last = start + match[0].length;
  }
  if (last < source.length) out.push(...linkify(source.slice(last)));
  // The new tokenizer also asks the URL policy: a link it refuses stays text. Apply the same here, then merge texts.
  const merged: TextToken[] = [];
  for (const token of out) {
    const t: TextToken = token.type === 'link' && classifyLink(token.href).kind === 'refused' ? { type: 'text', text: token.text } : token;
    const prev = merged.at(-1);
    if (t.type === 'text' && prev?.type === 'text') merged[merged.length - 1] = { type: 'text', text: prev.text + t.text };
    else merged.push(t);
  }
  return merged;
}

/** Merges adjacent text tokens (the reference splits text where the new tokenizer skipped a refused link). */
function normalise(tokens: TextToken[]): TextToken[] {
  const out: TextToken[] = [];
  for (const t of tokens) {
    const prev = out.at(-1);
    if (t.type === 'text' && prev?.type === 'text') out[out.length - 1] = { type: 'text', text: prev.text + t.text };
    else out.push(t);
  }
  return out;
}

describe('tokenizeText', () => {
  it('finds links, mentions and text', () => {
    expect(tokenizeText('Hi [@Ada](user:1), see https://example.com/a_(b)). Bye', { mentions: true })).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', text: 'Ada', userId: 1 },
      { type: 'text', text: ', see ' },
      { type: 'link', text: 'https://example.com/a_(b)', href: 'https://example.com/a_(b)' },
      { type: 'text', text: '). Bye' },
    ]);
  });

  it('leaves mention markup alone without `mentions`', () => {
    expect(tokenizeText('[@Ada](user:1)')).toEqual([{ type: 'text', text: '[@Ada](user:1)' }]);
  });

  it('keeps as text a link the URL policy refuses (credentials)', () => {
    expect(tokenizeText('go https://margin.example.com@evil.example/x now')).toEqual([
      { type: 'text', text: 'go https://margin.example.com@evil.example/x now' },
    ]);
  });

  it('gives the reference results on random text built from the characters that matter', () => {
    const pieces = fc.constantFrom(
      'https://',
      'http://',
      'HTTPS://',
      'a',
      'b.c',
      '/',
      '(',
      ')',
      '[@',
      ']',
      '(user:',
      '12',
      ')',
      '.',
      ',',
      '!',
      '?',
      '…',
      "'",
      '"',
      ' ',
      '\n',
      '<',
      '@',
      'x]',
      ':',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), fc.boolean(), (parts, mentions) => {
        const text = parts.join('');
        if (mentions) expect(normalise(tokenizeText(text, { mentions: true }))).toEqual(reference(text));
        else {
          // Without mentions: the reference with no mention markup in the way.
          const plain = text.replace(/\[@/g, '[ @');
          expect(normalise(tokenizeText(plain))).toEqual(reference(plain));
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('tokenizeText on hostile input (defect 5)', () => {
  it('tokenizes each 100,000-character adversarial body in well under 500 ms', () => {
    for (const [name, body] of Object.entries(adversarialBodies(100_000))) {
      for (const mentions of [true, false]) {
        const started = performance.now();
        const tokens = tokenizeText(body, { mentions });
        const elapsed = performance.now() - started;
        expect(tokens.map((t) => t.text).join('').length, name).toBeLessThanOrEqual(body.length);
        expect(elapsed, `${name} (mentions: ${mentions}) took ${elapsed.toFixed(1)} ms`).toBeLessThan(500);
      }
    }
  });
});
