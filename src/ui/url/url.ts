/**
 * The one URL policy: every address that comes from the API or from user content and reaches an `href`, a `src`
 * or a `poster` goes through one of these two functions. Pure (no DOM, no React); never throws.
 *
 * **Reading an address the way a browser does.** Before anything is decided the input is cleaned exactly as the
 * WHATWG URL parser cleans it: leading and trailing C0 controls and spaces are removed, and every ASCII tab, LF and
 * CR anywhere is removed (so `java\tscript:` is `javascript:` and `/\n/evil.example` is `//evil.example`). Any other
 * control character (U+0000–U+001F, U+007F) left inside is **refused**: no legitimate address carries one.
 * Backslashes are read as slashes, as browsers read them in http(s) addresses (`/\evil.example` and `\\evil.example`
 * are protocol-relative addresses of another site). The result is then parsed with `new URL`, against the given
 * origin for relative addresses, so encoded characters, mixed-case schemes, IDN hosts, unicode full stops
 * (`evil。example`) and `user@host` tricks all end up as the browser would see them.
 *
 * **Links** (`classifyLink`): only `http:`, `https:` and `mailto:` are allowed. A relative address is resolved
 * against `origin` and is `internal` only when the resolved origin equals it. A relative reference (`/p/slug`, `x`,
 * `?q`, `#top`; never `//host`, which is another site) keeps its cleaned text as `href`; an absolute address on this
 * origin becomes root-relative (`/p/slug?x#y`, a leading `//` in the path written `/.//` so it cannot turn
 * protocol-relative). Absolute
 * http(s) addresses on another origin and every `mailto:` are `external` with the parser's normalised `href`
 * (sinks open them in a new tab with `rel="noopener noreferrer nofollow ugc"`; `mailto:` opens in place).
 * Refused (`{ kind: 'refused' }`): any other scheme (`javascript:`, `vbscript:`, `data:`, `file:`, `ftp:`, `blob:`…),
 * unparsable input, control characters, and http(s) addresses with credentials (`https://internal@evil.example`:
 * a phishing trick, never a legitimate publication link). A sink renders a refused link as plain text (no `href`).
 * Without an `origin` (server rendering, tests) relative addresses are still `internal` (resolved against a
 * placeholder origin), and every absolute http(s) address is `external`.
 *
 * **Media** (`safeMediaUrl`, for `<img src>`, `<video src|poster>`, `<source>`): `https:`, `http:`, `blob:`, and
 * `data:image/(png|jpeg|gif|webp|avif)` with an optional `;base64` — no `data:image/svg+xml` (scriptable when
 * opened), no `data:text/html`, no other scheme. Relative paths stay relative (same origin). Protocol-relative
 * addresses (`//cdn.example/a.png`, and the `/\cdn.example` spellings) are upgraded to `https:`. Refused →
 * `undefined`: the sink renders without the image (an avatar shows its initials, a slide or cover is left out).
 */

/** Schemes a link may have. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
/** Schemes a media `src`/`poster` may have (`data:` only for the raster image types in `MEDIA_DATA_TYPES`). */
export const MEDIA_SCHEMES = ['http:', 'https:', 'blob:', 'data:'] as const;
/** The `data:` image types a media URL may have. */
export const MEDIA_DATA_TYPES = ['png', 'jpeg', 'gif', 'webp', 'avif'] as const;

export type LinkClass = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'refused' };

const REFUSED: LinkClass = { kind: 'refused' };
/** Stands for "this site" when no origin is given; `.invalid` never resolves (RFC 6761). */
const PLACEHOLDER_ORIGIN = 'https://this-site.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own trimming set (C0 controls and space)
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif)(?:;base64)?,/i;

/**
 * The address as the URL parser sees it: edge C0 controls and spaces trimmed, tabs/LF/CR removed, backslashes read
 * as slashes. `null` when another control character remains or the input is not a string.
 */
export function cleanUrlInput(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (CONTROL.test(text)) return null;
  // Backslashes are slashes in special (http-like) URLs and in relative addresses resolved against them; in
  // `mailto:` and other opaque addresses they stay what they are.
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? text.replace(/\\/g, '/') : text;
}

function httpOrigin(origin: string | null | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function isAbsolute(text: string): boolean {
  return SCHEME.test(text);
}

/** The root-relative form of a same-origin URL; a path starting `//` is written `/.//…` so it stays on this site. */
export function rootRelative(url: URL): string {
  const path = url.pathname.startsWith('//') ? `/.${url.pathname}` : url.pathname;
  return `${path}${url.search}${url.hash}`;
}

/** Classifies a link (see the module's doc). `origin` is this site's origin (e.g. `window.location.origin`). */
export function classifyLink(href: unknown, origin?: string | null): LinkClass {
  try {
    const text = cleanUrlInput(href);
    if (text === null || text === '') return REFUSED;
    const own = httpOrigin(origin);
    const base = own ?? PLACEHOLDER_ORIGIN;
    const absolute = isAbsolute(text);
    const url = new URL(text, base);
    if (!(LINK_SCHEMES as readonly string[]).includes(url.protocol)) return REFUSED;
    if (url.protocol === 'mailto:') return { kind: 'external', href: url.href };
    if (url.username !== '' || url.password !== '') return REFUSED;
    // A relative reference (not `//host`) is on this site by construction: kept as written (cleaned), so a
    // document-relative `x` still resolves against the page; an absolute same-origin URL becomes root-relative.
    if (!absolute && !text.startsWith('//')) return { kind: 'internal', href: text };
    if (url.origin === base && own !== null) return { kind: 'internal', href: rootRelative(url) };
    return { kind: 'external', href: url.href };
  } catch {
    return REFUSED;
  }
}

/** A link's `href` when the policy allows it (internal or external), else `null`. */
export function safeLinkHref(href: unknown, origin?: string | null): string | null {
  const link = classifyLink(href, origin);
  return link.kind === 'refused' ? null : link.href;
}

/** The `src`/`poster` a media address may be rendered with, or `undefined` (see the module's doc). Never throws. */
export function safeMediaUrl(src: unknown): string | undefined {
  try {
    const text = cleanUrlInput(src);
    if (text === null || text === '') return undefined;
    const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
    if (scheme === 'data') return DATA_IMAGE.test(text) ? text : undefined;
    if (scheme === 'blob') {
      const url = new URL(text);
      return url.protocol === 'blob:' ? url.href : undefined;
    }
    const url = new URL(text, PLACEHOLDER_ORIGIN);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username !== '' || url.password !== '') return undefined;
    // A relative path (not `//host`) stays as written: same origin by construction.
    if (scheme === undefined && !text.startsWith('//')) return text;
    return url.href;
  } catch {
    return undefined;
  }
}
