/**
 * The text of a chat preview snippet (spec 000 §9 "chat previews snippet 128 characters", 002 "Chat snippet cut
 * to 128 characters"; K003). Pure.
 */
import { CHAT_PREVIEW_SNIPPET_CHARS } from '../../../api/schemas/community';
import { truncateForDisplay } from '../../../ui/TruncatedText/truncate';

/**
 * A chat body as a one-line snippet: runs of whitespace (line breaks included) become one space, then at most
 * `max` (default 128) user-perceived characters are kept — cut at a word break when one keeps most of them, never
 * inside an emoji — followed by "…" when anything was cut.
 */
export function snippetText(text: string, max: number = CHAT_PREVIEW_SNIPPET_CHARS): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return truncateForDisplay(line, max).visible;
}
