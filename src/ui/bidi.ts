/**
 * Bidi isolation of text we do not write ourselves: names, bodies and the server's words (issue 13, item 11).
 *
 * A name with a right-to-left override (U+202E) or an Arabic/Hebrew name must not reorder the words around it ("Dana
 * ‮evil.exe · 3m" would otherwise show the time inside the name, reversed). In markup the answer is an element:
 * `<bdi>` for an inline name (isolated, direction from its own text), `dir="auto"` on a block body. Where the text has
 * to stay a plain string (`aria-label`, `title`, `alt`, `window.alert`), `isolate` wraps the value in the Unicode
 * isolates FSI U+2068 … PDI U+2069, which do the same job inside a string. Where a catalogue text interpolates a name,
 * `isolatedText` renders it in pieces with each value in a `<bdi>`.
 */
import { createElement, Fragment, type ReactNode } from 'react';

/** FIRST STRONG ISOLATE: starts an isolate whose direction is taken from its first strong character. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: ends the isolate (and any embedding or override left open inside it). */
export const PDI = '\u2069';

/**
 * `text` wrapped in FSI … PDI, for a value interpolated into a plain string. Use it only where an element cannot be
 * used; in markup prefer `<bdi>`.
 */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/**
 * Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms, and
 * the supplementary right-to-left blocks) and the explicit bidi formatting characters (LRM, RLM, ALM, the embeddings
 * and overrides LRE…RLO, the isolates LRI…PDI).
 */
const BIDI_SENSITIVE = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** Whether the text has anything the bidi algorithm could reorder: a right-to-left letter or a bidi control. */
export function hasBidiText(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}

// Private-use characters mark where each value goes; they never occur in catalogue texts.
const SLOT_START = '\uE000';
const SLOT_END = '\uE001';
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * A catalogue text with its interpolated values each rendered in a `<bdi>`: `format` receives a placeholder per
 * value and returns the translated string, e.g.
 * `isolatedText(([name]) => t('crossPost.crossPostedBy', { name }), [by.name])`.
 *
 * A sentence with no right-to-left letter and no bidi control anywhere (catalogue words and values alike) has
 * nothing to reorder and is returned as the plain string: ordinary left-to-right text renders exactly as before (an
 * isolate starts a new text run, which moves glyphs by a subpixel in large headings) and stays one text node.
 */
export function isolatedText<const Values extends readonly string[]>(
  format: (slots: { readonly [K in keyof Values]: string }) => string,
  values: Values,
): ReactNode {
  const plain = format(values as { readonly [K in keyof Values]: string });
  if (!hasBidiText(plain)) return plain;
  const text = format(values.map((_, index) => `${SLOT_START}${index}${SLOT_END}`) as { readonly [K in keyof Values]: string });
  return filledSlots(text, (index, key) => createElement('bdi', { key }, values[index]));
}

/** `text` (with slot marks) as a fragment: the catalogue's words as strings, each slot as `render(index, key)`. */
function filledSlots(text: string, render: (index: number, key: string) => ReactNode): ReactNode {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(render(Number(match[1]), `${match.index}`));
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return createElement(Fragment, null, ...pieces);
}

/**
 * A catalogue text that holds elements (a link, a `<time>`, a bold name): `format` receives a placeholder per element
 * and returns the translated string, and each placeholder is replaced by its element wherever the translator put it,
 * e.g. `elementText(([terms, privacy]) => t('growth.embed.legalLine', { terms, privacy }), [<a …/>, <a …/>])`.
 * The message is one sentence the translator can reorder (never `{t('a')}{' '}<a/>{' '}{t('b')}`); the words around
 * the elements are the catalogue's. Text inside an element comes from its own message. A placeholder the translation
 * leaves out drops its element. Values that are plain text belong in `t`'s parameters (or `isolatedText` for names).
 */
export function elementText<const Elements extends readonly ReactNode[]>(
  format: (slots: { readonly [K in keyof Elements]: string }) => string,
  elements: Elements,
): ReactNode {
  const text = format(elements.map((_, index) => `${SLOT_START}${index}${SLOT_END}`) as { readonly [K in keyof Elements]: string });
  return filledSlots(text, (index, key) => createElement(Fragment, { key }, elements[index]));
}
