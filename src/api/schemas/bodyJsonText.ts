/**
 * A ProseMirror document (`bodyJson` / `body_json`, schema `BodyJson` in `./feed`) to and from plain text: pure helpers
 * with no schema, so a screen that writes or reads a note's text (the comments thread) carries none of the feed's
 * schemas. `./feed` re-exports them.
 */
import type { BodyJson } from './feed';

/** The plain text of a ProseMirror document (text nodes joined; paragraphs separated by a newline). */
export function textOfBodyJson(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const n = node as { type?: unknown; text?: unknown; content?: unknown };
  if (typeof n.text === 'string') return n.text;
  if (!Array.isArray(n.content)) return '';
  const parts = n.content.map(textOfBodyJson);
  return n.type === 'doc' ? parts.join('\n') : parts.join('');
}

/** A ProseMirror document of plain paragraphs. */
export function bodyJsonOfText(text: string): BodyJson {
  return {
    type: 'doc',
    content: text.split('\n').map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
  };
}
