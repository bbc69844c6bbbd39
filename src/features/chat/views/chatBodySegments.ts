/**
 * Splits a chat body into what the body view renders: plain text, links and mentions. Pure (no React, no DOM), so
 * the same rules serve the views, previews and tests.
 *
 * - Mentions come from `raw_body`, written `[@Name](user:ID)` (the schema's designed markup); they show as the
 *   name, which is how `body` spells them, so the shown text and `body` have the same length.
 * - Links are `http(s)://…` runs in the text, without the punctuation that usually ends a sentence after them.
 *
 * The scanning itself is the kit's one linear-time tokenizer (`src/kit/text`), shared with the permalink card.
 */

import { type TextToken, tokenizeText } from '../../../kit/text';

export type ChatBodySegment = TextToken;

/** The segments of a body; `rawBody` (with mention markup) wins over `body` when present. Linear time (kit tokenizer). */
export function chatBodySegments(body: string, rawBody?: string | null): ChatBodySegment[] {
  return tokenizeText(rawBody ?? body, { mentions: true });
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
