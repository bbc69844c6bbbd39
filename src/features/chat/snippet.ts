/**
 * The chat preview snippet shown for a thread or reply in feeds and lists (spec 000 §9, 002 "Chat snippet cut to
 * 128 characters"; K003). Pure. The cut is the design system's `truncateForDisplay`: at most 128 user-perceived
 * characters of text, at a word break where one keeps most of them, then "…".
 */
import { CHAT_PREVIEW_SNIPPET_CHARS } from '../../api/constants/community';
import type { ChatComment, ChatPost } from '../../api/schemas/community';
import { truncateForDisplay } from '../../ui/TruncatedText/truncate';

/** Runs of whitespace (line breaks included) become one space: a snippet is one line. */
export function flattenWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** The snippet of a chat body: one line, cut to 128 characters (K003) with "…" when longer. */
export function chatSnippet(body: string, max: number = CHAT_PREVIEW_SNIPPET_CHARS): string {
  return truncateForDisplay(flattenWhitespace(body), max).visible;
}

/**
 * The snippet of a thread or reply, or `''` when the reader may not see its text (a deleted item, or the
 * limited item of a teaser, whose body the server leaves out).
 */
export function chatItemSnippet(
  item: Pick<ChatPost, 'body' | 'status'> | Pick<ChatComment, 'body' | 'status'>,
  max: number = CHAT_PREVIEW_SNIPPET_CHARS,
): string {
  const shown = item.status === 'open' || item.status === 'VISIBLE';
  return shown ? chatSnippet(item.body, max) : '';
}
