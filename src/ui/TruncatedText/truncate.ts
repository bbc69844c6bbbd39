/**
 * Pure text helpers behind `TruncatedText` and `LinkText`: cutting long text for display and deciding whether a
 * user-supplied URL may become a link. No React, no DOM.
 */

/** Chat messages longer than this show "See more" (K001). */
export const CHAT_TRUNCATE_LENGTH = 600 as const;
/** Link text is cut at this many characters with an ellipsis; the `href` stays whole (K002). */
export const LINK_TEXT_MAX_LENGTH = 64 as const;

export const ELLIPSIS = '…';

/** A word break is used only when it keeps at least this share of the allowed length (a long word is cut inside). */
const MIN_KEPT_RATIO = 0.6;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters (grapheme clusters): an emoji with skin tone or a flag counts as one and is never split. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export interface TruncatedDisplay {
  /** What to show: the whole text, or its start ending in "…" when cut. */
  visible: string;
  /** True when `visible` is shorter than the text. */
  truncated: boolean;
}

const isSpace = (g: string) => /^\s+$/u.test(g);

/**
 * Cuts `text` to at most `max` characters (grapheme clusters) for display. The cut prefers the last word break
 * inside the limit, so words are not chopped in half, unless that would throw away more than 40 % of the allowed
 * length (one very long word or URL is then cut inside). Whitespace and a dangling `,` `;` `:` before the ellipsis are dropped.
 */
export function truncateForDisplay(text: string, max: number): TruncatedDisplay {
  const limit = Math.max(0, Math.floor(Number.isFinite(max) ? max : 0));
  const chars = graphemes(text);
  if (chars.length <= limit) return { visible: text, truncated: false };
  let end = limit;
  const cutsInsideWord = !isSpace(chars[limit] ?? ' ') && !isSpace(chars[limit - 1] ?? ' ');
  if (cutsInsideWord) {
    let breakAt = -1;
    for (let i = limit - 1; i > 0; i--) {
      if (isSpace(chars[i] ?? '')) {
        breakAt = i;
        break;
      }
    }
    if (breakAt >= Math.ceil(limit * MIN_KEPT_RATIO)) end = breakAt;
  }
  const kept = chars
    .slice(0, end)
    .join('')
    .replace(/[\s,;:]+$/u, '');
  return { visible: `${kept}${ELLIPSIS}`, truncated: true };
}

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * The `href` a user-supplied URL may be rendered with, or `null` when it must stay plain text. Only absolute
 * `http:`, `https:` and `mailto:` URLs and root-relative paths (`/p/post`) pass; `javascript:`, `data:`,
 * `vbscript:`, `file:`, protocol-relative (`//host`) and anything unparsable do not. URLs are parsed the way
 * browsers parse them (WHATWG URL), so obfuscations such as `JaVaScRiPt:`, embedded tabs or newlines and leading
 * control characters are caught. The returned absolute URL is the parser's normalised form.
 */
export function safeHref(url: string): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    // Not absolute: only a clean root-relative path is allowed (not `//host` or `/\host`, which browsers read as a host).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    if (/^\/(?![/\\])/.test(trimmed) && !/[\u0000-\u001f\u007f\\]/.test(trimmed)) return trimmed;
    return null;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

export type LinkKind = 'external' | 'internal' | 'email';

/**
 * How a safe `href` (from `safeHref`) opens: `email` for `mailto:`, `internal` for a root-relative path or a URL on
 * `currentOrigin`, otherwise `external` (opens in a new tab with `rel="noopener noreferrer nofollow ugc"`).
 */
export function linkKind(href: string, currentOrigin?: string): LinkKind {
  if (href.startsWith('/')) return 'internal';
  const parsed = new URL(href);
  if (parsed.protocol === 'mailto:') return 'email';
  return currentOrigin !== undefined && parsed.origin === currentOrigin ? 'internal' : 'external';
}

/** The `rel` every user-generated external link carries. */
export const UGC_LINK_REL = 'noopener noreferrer nofollow ugc';
