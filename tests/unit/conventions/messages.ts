/**
 * Translated texts are whole messages. A translator sees one catalogue entry at a time, so code must not change a
 * translated text's case (German capitalises nouns; Turkish has its own i) nor build a sentence from translated
 * fragments and punctuation (a translator cannot reorder them). The catalogue carries the exact form, with
 * placeholders for the values.
 */

const CASE_CHANGE = /\bt\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\s*\.\s*(toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase)\s*\(/g;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The source with its comments blanked (line breaks kept, so lines still count): doc comments quote code in backticks. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:'"`\\])(\/\/[^\n]*)/gm, (_, before: string, comment: string) => before + blank(comment));
}

/** Each case change applied to a translator's answer (`t(…).toLowerCase()`), as `file:line: method`. */
export function caseChanges(file: string, source: string): string[] {
  return [...withoutComments(source).matchAll(CASE_CHANGE)].map((m) => `${file}:${lineOf(source, m.index)}: ${m[1]} on a translated text`);
}

/** The `${…}` expressions of a template literal's body, with balanced braces, and the literal text left between them. */
function templateParts(body: string): { expressions: string[]; literal: string } {
  const expressions: string[] = [];
  let literal = '';
  let i = 0;
  while (i < body.length) {
    if (body[i] === '$' && body[i + 1] === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < body.length && depth > 0) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}') depth--;
        j++;
      }
      expressions.push(body.slice(i + 2, j - 1));
      i = j;
    } else {
      literal += body[i];
      i++;
    }
  }
  return { expressions, literal };
}

const TEMPLATE = /`((?:[^`\\]|\\.)*)`/g;
const SEPARATOR = String.raw`\{\s*'\s*[·:,;–—|/]\s*'\s*\}`;
const T_CALL_IN_JSX = String.raw`\{\s*t\(`;
const JSX_PIECES = new RegExp(`${SEPARATOR}\\s*${T_CALL_IN_JSX}|${T_CALL_IN_JSX}(?:[^{}]|\\{[^{}]*\\})*\\)\\s*\\}\\s*${SEPARATOR}`, 'g');
/** A space written in JSX (`{' '}`) beside a translated piece: the piece is part of a sentence that goes on in an element. */
const SPACE = String.raw`\{\s*(?:' '|" ")\s*\}`;
const JSX_SPACED = new RegExp(`${SPACE}\\s*${T_CALL_IN_JSX}|${T_CALL_IN_JSX}(?:[^{}]|\\{[^{}]*\\})*\\)\\s*\\}\\s*${SPACE}`, 'g');

/**
 * Each text assembled in code from a translated piece: a template literal that joins a translator's answer with
 * literal text, even a space, or another value (`${t('a')}: ${title}`, `` ` ${t('and')} ` ``), JSX that puts a punctuation piece (`{' · '}`) beside one,
 * or JSX that continues one with a space (`{t('legal')}{' '}<a>…</a>`: the sentence goes on in an element, which
 * belongs in the message as a placeholder: `elementText` in `src/ui/bidi.ts`).
 */
export function assembledTexts(file: string, source: string): string[] {
  const found: { index: number; what: string }[] = [];
  const code = withoutComments(source);
  for (const m of code.matchAll(TEMPLATE)) {
    const { expressions, literal } = templateParts(m[1] ?? '');
    if (!expressions.some((e) => /^\s*t\(/.test(e))) continue;
    if (expressions.length > 1 || literal !== '') found.push({ index: m.index, what: `template ${m[0].replace(/\s+/g, ' ')}` });
  }
  for (const m of code.matchAll(JSX_PIECES)) found.push({ index: m.index, what: `JSX ${m[0].replace(/\s+/g, ' ')}` });
  for (const m of code.matchAll(JSX_SPACED)) found.push({ index: m.index, what: `JSX ${m[0].replace(/\s+/g, ' ')}` });
  return found.sort((a, b) => a.index - b.index).map((f) => `${file}:${lineOf(code, f.index)}: ${f.what}`);
}
