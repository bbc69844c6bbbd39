/**
 * Pseudo-locales generated from the English catalogue, the way Chromium's work, so every story can be checked without
 * a translator:
 * - `en-XA` (accented): each message in brackets, its letters accented and about 40 % longer — a string that bypasses
 *   the catalogue shows plain, a box too small for German or Finnish clips the closing bracket.
 * - `ar-XB` (mirrored): each run of text between placeholders is wrapped in U+202E RIGHT-TO-LEFT OVERRIDE … U+202C so
 *   it reads right to left; with `dir="rtl"` (`directionOf('ar-XB')`) the layout mirrors as a real RTL locale's would.
 * Placeholders (`{name}`) are left untouched, so parameters still land; plural messages keep their forms. Accents stay
 * within Latin-1, which the bundled fonts draw.
 */
import { messages } from './messages';
import type { MessageValue } from './messages';
import type { PseudoLocale } from './locale';
import type { MessageTable } from './translate';

const accents: Record<string, string> = {
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  U: 'Û',
  Y: 'Ý',
  a: 'å',
  c: 'ç',
  d: 'ð',
  e: 'é',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  u: 'û',
  y: 'ý',
};

/** The words appended to lengthen a message (Chromium appends number words too). */
const padding = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';

/** The share a message grows by in `en-XA`. */
export const PSEUDO_EXPANSION = 0.4;

const placeholder = /(\{\w+\})/;

function accent(text: string): string {
  let out = '';
  for (const char of text) out += accents[char] ?? char;
  return out;
}

/** `count` characters of padding words (whole words where they fit, never ending in a space). */
function pad(count: number): string {
  if (count <= 0) return '';
  let text = padding;
  while (text.length < count) text += ` ${padding}`;
  return text.slice(0, count).trimEnd();
}

function expand(template: string): string {
  if (template === '') return '';
  const parts = template.split(placeholder);
  const literal = parts.filter((_, i) => i % 2 === 0).join('');
  const extra = pad(Math.ceil(literal.length * PSEUDO_EXPANSION));
  const body = parts.map((part, i) => (i % 2 === 1 ? part : accent(part))).join('');
  return `[${body}${extra ? ` ${extra}` : ''}]`;
}

function mirror(template: string): string {
  return template
    .split(placeholder)
    .map((part, i) => (i % 2 === 1 || part === '' ? part : `\u202e${part}\u202c`))
    .join('');
}

/** One message in a pseudo-locale (a template or a plural message, every form). */
export function pseudoMessage<V extends MessageValue>(value: V, locale: PseudoLocale): V {
  const transform = locale === 'en-XA' ? expand : mirror;
  if (typeof value === 'string') return transform(value) as V;
  const forms: Record<string, string> = {};
  for (const [form, text] of Object.entries(value)) if (typeof text === 'string') forms[form] = transform(text);
  return forms as unknown as V;
}

/** A whole table in a pseudo-locale (same ids). */
export function pseudoLocalize<T extends MessageTable>(table: T, locale: PseudoLocale): T {
  const out: Record<string, MessageValue> = {};
  for (const [id, value] of Object.entries(table)) if (value !== undefined) out[id] = pseudoMessage(value, locale);
  return out as T;
}

const cache = new Map<PseudoLocale, MessageTable>();

/** The whole English catalogue in a pseudo-locale (made once per locale), for `PlatformProvider`'s `localeMessages`. */
export function pseudoLocaleMessages(locale: PseudoLocale): MessageTable {
  let table = cache.get(locale);
  if (!table) {
    table = pseudoLocalize(messages as MessageTable, locale);
    cache.set(locale, table);
  }
  return table;
}
