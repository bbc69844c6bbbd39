/**
 * Where a sign-in or signup returns to (`next`): only a path on this site. A full URL, a scheme-relative `//host`, a
 * backslash trick or anything the link policy refuses falls back to `fallback` (an open redirect otherwise).
 */
import { classifyLink } from '../../kit/url';
import { normalisePathname } from '../../platform/navigation';

const PLACEHOLDER = 'https://masthead.invalid';

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  const link = classifyLink(next);
  if (link.kind !== 'internal' || !/^\/(?![/\\])/.test(link.href)) return fallback;
  // By construction, not by luck: the path is read on a placeholder origin and written back from its parts with the
  // one address parser, so `/..//evil.example` (whose path reads `//evil.example`) returns as `/evil.example`.
  const url = new URL(link.href, PLACEHOLDER);
  if (url.origin !== PLACEHOLDER) return fallback;
  return `${normalisePathname(url.pathname)}${url.search}${url.hash}`;
}
