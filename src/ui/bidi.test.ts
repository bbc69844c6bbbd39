import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elementText, FSI, hasBidiText, isolate, isolatedText, PDI } from './bidi';

describe('isolate', () => {
  it('wraps the text in FSI … PDI', () => {
    expect(isolate('Dana')).toBe('\u2068Dana\u2069');
    expect(isolate('Dana')).toBe(`${FSI}Dana${PDI}`);
  });

  it('closes an override left open inside the value, so the rest of the string keeps its order', () => {
    const label = `Quote from ${isolate('Dana \u202Eevil.exe')}: 3m`;
    expect(label).toBe('Quote from \u2068Dana \u202Eevil.exe\u2069: 3m');
    expect(label.indexOf(PDI)).toBeLessThan(label.indexOf(': 3m'));
  });

  it('keeps an empty value as an empty isolate', () => {
    expect(isolate('')).toBe(`${FSI}${PDI}`);
  });
});

describe('isolatedText', () => {
  it('renders each interpolated value in a <bdi>, the catalogue words around it as text', () => {
    const html = renderToStaticMarkup(isolatedText(([name]) => `Cross-posted by ${name}`, ['Dana \u202Eevil.exe']));
    expect(html).toBe('Cross-posted by <bdi>Dana \u202Eevil.exe</bdi>');
  });

  it('handles several values, in the order the text uses them, and a text that starts or ends with one', () => {
    const html = renderToStaticMarkup(isolatedText(([a, b]) => `${b} and ${a}`, ['Ann', 'דנה']));
    expect(html).toBe('<bdi>דנה</bdi> and <bdi>Ann</bdi>');
  });

  it('isolates the values of a right-to-left catalogue text too', () => {
    const html = renderToStaticMarkup(isolatedText(([name]) => `אהבו: ${name}`, ['Dana (UK)']));
    expect(html).toBe('אהבו: <bdi>Dana (UK)</bdi>');
  });

  it('leaves a sentence with nothing to reorder as one plain string (the same pixels as before)', () => {
    expect(isolatedText(([name]) => `Cross-posted by ${name}`, ['Ada Admin'])).toBe('Cross-posted by Ada Admin');
    expect(isolatedText((names) => names.join(', '), ['Ann', 'Bob'])).toBe('Ann, Bob');
  });

  it('escapes markup in a value', () => {
    expect(renderToStaticMarkup(isolatedText(([name]) => `By ${name}`, ['<b>\u202Ex</b>']))).toBe('By <bdi>&lt;b&gt;\u202Ex&lt;/b&gt;</bdi>');
  });
});

describe('hasBidiText', () => {
  it.each([
    ['Ada Admin', false],
    ['Tomás Okafor', false],
    ['zero\u200Bwidth\u200Djoiner', false],
    ['Dana \u202Eevil.exe', true],
    ['\u200Fmark', true],
    ['דנה', true],
    ['مريم', true],
    ['\u2066isolated\u2069', true],
  ] as const)('%j → %s', (text, expected) => {
    expect(hasBidiText(text)).toBe(expected);
  });
});

describe('elementText', () => {
  const terms = createElement('a', { href: '/tos' }, 'Terms');
  const privacy = createElement('a', { href: '/privacy' }, 'Privacy');

  it('puts each element where the message has its placeholder, the words around it the message’s', () => {
    const html = renderToStaticMarkup(elementText(([a, b]) => `By subscribing you agree to the ${a} and the ${b}.`, [terms, privacy]));
    expect(html).toBe('By subscribing you agree to the <a href="/tos">Terms</a> and the <a href="/privacy">Privacy</a>.');
  });

  it('follows the translator’s order, and drops an element whose placeholder the message leaves out', () => {
    expect(renderToStaticMarkup(elementText(([a, b]) => `${b} — ${a}`, [terms, privacy]))).toBe('<a href="/privacy">Privacy</a> — <a href="/tos">Terms</a>');
    expect(renderToStaticMarkup(elementText(([a]) => `Only ${a}`, [terms, privacy]))).toBe('Only <a href="/tos">Terms</a>');
  });
});
