/**
 * The un-localised-string check (#25), shared by the jsdom test (tests/host/pseudo-locale.test.tsx) and the Chromium
 * plays (stories/product/PseudoLocale.stories.tsx). In the accented pseudo-locale `en-XA` every catalogue message is
 * in brackets (`[Sûbsçrîbé one]`), so any letter shown outside a bracketed message is a string that bypassed the
 * catalogue — unless it is not ours to translate:
 * - content from the API: every string of every answer the mock sent (HTML answers by their text too), recorded with
 *   `servedStrings().record(…)`; a run of text found inside one is the server's (a title, a body, a name, a domain);
 * - content from the host: what it passes to `PlatformProvider` (the viewer, the publication), given as `host`;
 * - marked content: anything inside `<bdi>`, an element with `dir="auto"`, Unicode isolates (`isolatedText`), or an
 *   element with `data-content="user"`; an avatar's initials (`[data-part="avatar"]`: a person's name, shortened);
 * - formats from `Intl` (a pseudo-locale formats as English): inside `<time>`, text without letters (`1.2K`, `12:00`),
 *   and month and weekday names, AM/PM (`November 28, 2026`, `8:00 PM`);
 * - icons' and images' own text (`<svg>`), and elements that render nothing (`<script>`, `<style>`, `<template>`).
 * In a real browser the check also reads the text CSS generates (`content` of `::before` / `::after`).
 *
 * Pure DOM code (no Storybook, no MSW, no test runner), so both projects import it; stories may not import `tests/`.
 */

/** Every string the mock answered with, and the text of those that are HTML. */
export interface ServedStrings {
  /** Records one answer's body (JSON: every string in it; otherwise the text itself). */
  record(body: string): void;
  has(text: string): boolean;
  clear(): void;
  readonly size: number;
}

export function servedStrings(): ServedStrings {
  const values = new Set<string>();
  const add = (value: string) => {
    values.add(value);
    if (value.includes('<')) values.add(new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '');
  };
  const collect = (value: unknown) => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
  };
  return {
    record(body) {
      try {
        collect(JSON.parse(body));
      } catch {
        add(body);
      }
    },
    has(text) {
      for (const value of values) if (value.includes(text)) return true;
      return false;
    },
    clear: () => values.clear(),
    get size() {
      return values.size;
    },
  };
}

const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TIME', 'BDI']);

/** Whether an element's text is content we do not translate (see the file's comment). */
function notOursElement(start: Element | null): boolean {
  for (let el = start; el; el = el.parentElement) {
    if (skipped.has(el.tagName) || el.namespaceURI === 'http://www.w3.org/2000/svg') return true;
    if (el.getAttribute('dir') === 'auto' || el.getAttribute('data-content') === 'user' || el.getAttribute('data-part') === 'avatar') return true;
  }
  return false;
}

/** What `Intl` writes in an English date, time or count: month and weekday names, AM/PM, `1.2K`. */
const intlWords =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM|UTC|GMT)\b|\d[\d.,]*[KMB]?\b/g;

/** A short path to an element, to find it in the source. */
function where(start: Element | null): string {
  const parts: string[] = [];
  for (let el = start; el && parts.length < 3; el = el.parentElement) {
    const part = el.getAttribute('data-part');
    parts.unshift(
      `${el.tagName.toLowerCase()}${part ? `[data-part="${part}"]` : el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`,
    );
  }
  return parts.join(' > ');
}

export interface UnlocalisedOptions {
  /** The mock's answers during the render (see `servedStrings`). */
  served?: ServedStrings;
  /** The host's own strings (e.g. `JSON.stringify(viewer)`, `JSON.stringify(publication)`). */
  host?: readonly string[];
  /** Also read the text CSS generates on `::before` / `::after` (a real browser; jsdom computes none). */
  generated?: boolean;
  /** Also read the texts of attributes a person hears or sees (`aria-label`, `title`, `placeholder`, `alt`…). */
  attributes?: boolean;
}

/** Attributes whose text a person hears or sees. */
const spokenAttributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'alt'];

/** The letters of `value` outside bracketed messages and Unicode isolates. */
function outsideMessages(value: string): string {
  let depth = 0;
  let isolates = 0;
  let run = '';
  for (const char of value) {
    if (char === '[') depth += 1;
    else if (char === ']') depth = Math.max(0, depth - 1);
    else if (char === '\u2066' || char === '\u2067' || char === '\u2068') isolates += 1;
    else if (char === '\u2069') isolates = Math.max(0, isolates - 1);
    else if (depth === 0 && isolates === 0) run += char;
    else run += ' ';
  }
  return run;
}

/** A run's letters, without surrounding punctuation; empty when only `Intl` formats remain. */
function letters(run: string): string {
  const text = run.trim().replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
  return /\p{L}/u.test(text.replace(intlWords, '')) ? text : '';
}

/** The text of a CSS `content` value's strings (`"Nëw" counter(x)` → `Nëw`), or ''. */
function generatedText(content: string): string {
  if (!content || content === 'none' || content === 'normal') return '';
  return [...content.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1] ?? m[2] ?? '').join('');
}

/**
 * The letters shown outside any catalogue message under `root`: its text in document order, with bracketed messages
 * (they may nest: a message inside another's placeholder, or span elements) and Unicode isolates taken out, each as
 * `text — where`. Empty when every text of ours came from the catalogue.
 */
export function unlocalised(root: Node, { served, host = [], generated = false, attributes = false }: UnlocalisedOptions = {}): string[] {
  const doc = root.ownerDocument ?? (root as Document);
  const fromElsewhere = (text: string) => Boolean(served?.has(text)) || host.some((value) => value.includes(text));
  const found: string[] = [];
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT | (generated || attributes ? NodeFilter.SHOW_ELEMENT : 0));
  const view = doc.defaultView;
  let depth = 0;
  let isolates = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      if (notOursElement(el)) continue;
      if (attributes) {
        for (const name of spokenAttributes) {
          const value = el.getAttribute(name);
          const text = value ? letters(outsideMessages(value)) : '';
          if (text && !fromElsewhere(text)) found.push(`${text} — ${where(el)}@${name}`);
        }
      }
      if (!generated || !view) continue;
      for (const pseudo of ['::before', '::after'] as const) {
        const text = letters(generatedText(view.getComputedStyle(el, pseudo).content));
        if (text && !fromElsewhere(text)) found.push(`${text} — ${where(el)}${pseudo}`);
      }
      continue;
    }
    const textNode = node as Text;
    const ours = !notOursElement(textNode.parentElement);
    let run = '';
    for (const char of textNode.data) {
      if (char === '[') depth += 1;
      else if (char === ']') depth = Math.max(0, depth - 1);
      else if (char === '\u2066' || char === '\u2067' || char === '\u2068') isolates += 1;
      else if (char === '\u2069') isolates = Math.max(0, isolates - 1);
      else if (ours && depth === 0 && isolates === 0) run += char;
    }
    const text = letters(run);
    if (!text || fromElsewhere(text)) continue;
    found.push(`${text} — ${where(textNode.parentElement)}`);
  }
  return found;
}
