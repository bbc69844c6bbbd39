/**
 * The one tokenizer for user text (chat bodies, permalink cards, and later comments): plain text, links and
 * mentions, in one left-to-right pass. Pure (no React, no DOM). It lives in the kit rather than in
 * `features/chat/links.ts` (which builds chat addresses, not text) because every area that shows user text needs
 * the same rules and the same guarantee:
 *
 * **Linear time.** Hostile bodies (`https://a` followed by 100,000 `)`, runs of `[@`, `http://` repeated, dots…)
 * must not stall the page. There is no regular expression with nested or overlapping quantifiers: link starts are
 * found with a fixed `https?://` pattern, a link's run is one sticky character class, mentions are read with one
 * sticky class up to the first `]` or newline, and the trailing-punctuation trim walks back once with running
 * bracket counts. Every character is looked at a bounded number of times (bench: `bench/text/tokenize.perf.tsx`;
 * the unit test holds a 100,000-character adversarial body under a generous bound).
 *
 * Rules (unchanged from the chat body's first version, so existing results are identical on normal text):
 * - Mentions (`mentions: true`) are written `[@Name](user:ID)` (the schema's designed markup) and show as the name.
 * - Links are `http(s)://…` runs (scheme case-insensitive) up to whitespace, `<`, `>` or `"`, without the
 *   punctuation that usually ends a sentence (`.,;:!?'"…`); a closing `)` stays only while the URL opened as many
 *   `(` as it closes. A run no longer than `https://` is text. A run the URL policy (`classifyLink`) refuses (e.g.
 *   `https://user@evil.example`, an unparsable host) stays text.
 */
import { classifyLink } from '../url';

export type TextToken = { type: 'text'; text: string } | { type: 'link'; text: string; href: string } | { type: 'mention'; text: string; userId: number };

export interface TokenizeOptions {
  /** Read `[@Name](user:ID)` mention markup. Default `false`. */
  mentions?: boolean;
}

const LINK_START = /https?:\/\//gi;
const LINK_RUN = /[^\s<>"]*/y;
const MENTION_NAME = /[^\]\n]*/y;
const MENTION_TAIL = /\]\(user:(\d+)\)/y;
/** Characters that end a sentence rather than a URL. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '…']);

/** The end of the URL that starts at `start` and runs to `runEnd`: sentence punctuation and unopened `)` trimmed. */
export function trimUrlEnd(text: string, start: number, runEnd: number): number {
  let opens = 0;
  let closes = 0;
  for (let i = start; i < runEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) opens++;
    else if (c === 41) closes++;
  }
  let end = runEnd;
  const trimPunctuation = () => {
    while (end > start && TRAILING.has(text[end - 1]!)) end--;
  };
  trimPunctuation();
  while (end > start && text.charCodeAt(end - 1) === 41 && opens < closes) {
    end--;
    closes--;
    trimPunctuation();
  }
  return end;
}

function pushText(out: TextToken[], text: string): void {
  if (text !== '') out.push({ type: 'text', text });
}

/** Splits `text` (no mention markup) into text and link tokens. */
function linkify(text: string, out: TextToken[]): void {
  let last = 0;
  LINK_START.lastIndex = 0;
  for (let match = LINK_START.exec(text); match !== null; match = LINK_START.exec(text)) {
    const start = match.index;
    LINK_RUN.lastIndex = LINK_START.lastIndex;
    LINK_RUN.exec(text);
    const runEnd = LINK_RUN.lastIndex;
    // The next search starts after the whole run, as a regex match of the run would.
    LINK_START.lastIndex = runEnd;
    const end = trimUrlEnd(text, start, runEnd);
    if (end - start <= 'https://'.length) continue;
    const url = text.slice(start, end);
    if (classifyLink(url).kind === 'refused') continue;
    pushText(out, text.slice(last, start));
    out.push({ type: 'link', text: url, href: url });
    last = end;
  }
  pushText(out, text.slice(last));
}

/** The tokens of `text`: plain text, links and (with `mentions`) mentions. Linear in the length of `text`. */
export function tokenizeText(text: string, options: TokenizeOptions = {}): TextToken[] {
  const out: TextToken[] = [];
  if (!options.mentions) {
    linkify(text, out);
    return out;
  }
  let last = 0;
  let from = 0;
  for (let at = text.indexOf('[@', from); at !== -1; at = text.indexOf('[@', from)) {
    MENTION_NAME.lastIndex = at + 2;
    MENTION_NAME.exec(text);
    const stop = MENTION_NAME.lastIndex;
    // Every `[@` between `at` and `stop` would reach the same `]` (or newline, or end) and fail or succeed the same
    // way, so a failed attempt resumes at `stop`: nothing is read twice.
    MENTION_TAIL.lastIndex = stop;
    const tail = stop > at + 2 ? MENTION_TAIL.exec(text) : null;
    if (!tail) {
      from = Math.max(stop, at + 2);
      continue;
    }
    if (at > last) linkify(text.slice(last, at), out);
    out.push({ type: 'mention', text: text.slice(at + 2, stop), userId: Number(tail[1]) });
    last = MENTION_TAIL.lastIndex;
    from = last;
  }
  if (last < text.length) linkify(text.slice(last), out);
  return out;
}
