/**
 * The cut of a long chat body (K001): the design system's `truncateForDisplay` (grapheme-aware, at a word break where
 * it can), so a chat body is cut exactly as `TruncatedText` cuts it. The input of the body-truncation machine.
 */
import { CHAT_TRUNCATE_LENGTH, truncateForDisplay } from '../../ui/TruncatedText/truncate';

export interface BodyCut {
  body: string;
  max: number;
  /** The shown part, ending in "…", or `null` when the body is short enough to show whole. */
  preview: string | null;
}

export function cutBody(body: string, max: number = CHAT_TRUNCATE_LENGTH): BodyCut {
  const { visible, truncated } = truncateForDisplay(body, max);
  return { body, max, preview: truncated ? visible : null };
}
