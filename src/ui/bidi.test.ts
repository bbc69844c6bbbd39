import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FSI, isolate, isolatedText, PDI } from './bidi';

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
    const html = renderToStaticMarkup(isolatedText(([a, b]) => `${b} and ${a}`, ['Ann', 'Bob']));
    expect(html).toBe('<bdi>Bob</bdi> and <bdi>Ann</bdi>');
  });

  it('escapes markup in a value', () => {
    expect(renderToStaticMarkup(isolatedText(([name]) => `By ${name}`, ['<b>x</b>']))).toBe('By <bdi>&lt;b&gt;x&lt;/b&gt;</bdi>');
  });
});
