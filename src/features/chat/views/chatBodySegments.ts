/**
 * Splits a chat body into what the body view renders: plain text, links and mentions. Pure (no React, no DOM), so
 * the same rules serve the views, previews and tests.
 *
 * - Mentions come from `raw_body`, written `[@Name](user:ID)` (the schema's designed markup); they show as the
 *   name, which is how `body` spells them, so the shown text and `body` have the same length.
 * - Links are `http(s)://…` runs in the text, without the punctuation that usually ends a sentence after them.
 */

export type ChatBodySegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string } | { type: 'mention'; text: string; userId: number };

const MENTION = /\[@([^\]\n]+)\]\(user:(\d+)\)/g;
const URL_RUN = /https?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than a URL. A closing bracket stays when the URL opened one. */
const TRAILING = /[.,;:!?'"…]+$/u;

function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
}

function linkify(text: string): ChatBodySegment[] {
  const out: ChatBodySegment[] = [];
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
}

/** The segments of a body; `rawBody` (with mention markup) wins over `body` when present. */
export function chatBodySegments(body: string, rawBody?: string | null): ChatBodySegment[] {
  const source = rawBody ?? body;
  const out: ChatBodySegment[] = [];
  let last = 0;
  for (const match of source.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) out.push(...linkify(source.slice(last, start)));
    out.push({ type: 'mention', text: match[1]!, userId: Number(match[2]) });
    last = start + match[0].length;
  }
  if (last < source.length) out.push(...linkify(source.slice(last)));
  return out;
}

/** The text a reader sees (mentions as names): what "See more" counts. */
export function chatBodyText(segments: readonly ChatBodySegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/**
 * The first `length` characters of the segments (a cut link keeps its whole `href`; a cut mention keeps its id).
 * Used to render the visible start of a collapsed body with its links and mentions intact.
 */
export function sliceSegments(segments: readonly ChatBodySegment[], length: number): ChatBodySegment[] {
  const out: ChatBodySegment[] = [];
  let left = Math.max(0, length);
  for (const segment of segments) {
    if (left <= 0) break;
    if (segment.text.length <= left) {
      out.push(segment);
      left -= segment.text.length;
    } else {
      out.push({ ...segment, text: segment.text.slice(0, left) });
      left = 0;
    }
  }
  return out;
}
