/**
 * The font guard: every piece of text a story renders must be drawn by a font the package bundles.
 *
 * Text set in a family the package does not ship (a generic `monospace`, `system-ui`, an unbundled name), or a character
 * outside the bundled subsets (an arrow, an emoji, a Cyrillic letter), is drawn from whatever fonts the machine happens to
 * have, so its screenshot matches on the machine that recorded it and fails on the next. The story tests run this after
 * every story (`.storybook/vitest.setup.ts`) and fail with the text, the element and the reason, on the developer's own
 * machine rather than on a fresh one.
 */
import { bundledFontFamilies, bundledUnicodeRanges } from '../src/theme/fonts';

export interface FontProblem {
  /** The text (cut to 60 characters) or the control's value/placeholder. */
  text: string;
  /** A short CSS path to the element that renders it. */
  element: string;
  /** The computed `font-family`. */
  fontFamily: string;
  reason: string;
}

const bundled = new Set<string>(bundledFontFamilies);
const skippedTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

/** The first family of a computed `font-family` list, unquoted: the one the text asks for. */
export function primaryFamily(fontFamily: string): string {
  const first = fontFamily.split(',')[0]?.trim() ?? '';
  return first.replace(/^["']|["']$/g, '');
}

function covered(codePoint: number): boolean {
  for (const [from, to] of bundledUnicodeRanges) if (codePoint >= from && codePoint <= to) return true;
  return false;
}

/** Characters that draw nothing (spaces, joiners, bidi and variation controls) need no glyph. */
function drawsNothing(codePoint: number): boolean {
  return (
    codePoint <= 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0xa0) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff
  );
}

function describe(element: Element): string {
  const parts: string[] = [];
  for (let el: Element | null = element; el && parts.length < 4 && el !== document.body; el = el.parentElement) {
    const part = el.getAttribute('data-part');
    const testId = el.getAttribute('data-testid');
    parts.unshift(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${part ? `[data-part="${part}"]` : testId ? `[data-testid="${testId}"]` : ''}`);
  }
  return parts.join(' > ');
}

function rendered(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
}

function check(text: string, element: Element, problems: FontProblem[]) {
  const fontFamily = getComputedStyle(element).fontFamily;
  const family = primaryFamily(fontFamily);
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  if (!bundled.has(family)) {
    problems.push({ text: shown, element: describe(element), fontFamily, reason: `"${family}" is not a bundled family (${bundledFontFamilies.join(', ')})` });
    return;
  }
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (drawsNothing(codePoint) || covered(codePoint)) continue;
    problems.push({
      text: shown,
      element: describe(element),
      fontFamily,
      reason: `"${char}" (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}) is outside the bundled latin subset of "${family}"`,
    });
    return;
  }
}

/** Every rendered text under `root` whose font or glyphs the package does not bundle. */
export function findUnbundledText(root: Element = document.body): FontProblem[] {
  const problems: FontProblem[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || skippedTags.has(parent.tagName) || text.trim() === '') continue;
    if (!rendered(parent)) continue;
    check(text.trim(), parent, problems);
  }
  // Form controls draw their value and placeholder without text nodes.
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'range', 'color', 'file', 'image'].includes(control.type)) continue;
    const text = control.value || control.placeholder;
    if (text.trim() === '' || !rendered(control)) continue;
    check(text.trim(), control, problems);
  }
  return problems;
}

/** The guard's failure message: one line per problem (the first 10). */
export function fontProblemsMessage(problems: FontProblem[]): string {
  const lines = problems.slice(0, 10).map((p) => `  - ${p.reason}: "${p.text}" in ${p.element} (font-family: ${p.fontFamily})`);
  const more = problems.length > 10 ? `\n  … and ${problems.length - 10} more` : '';
  return `Text drawn with fonts the package does not bundle (screenshots would depend on the machine's fonts):\n${lines.join('\n')}${more}\nUse the theme's font tokens (vars.font.sans/serif/mono) and characters of the bundled latin subsets (src/theme/fonts.ts).`;
}
