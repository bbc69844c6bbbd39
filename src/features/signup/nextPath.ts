/**
 * Where a sign-in or signup returns to (`next`): only a path on this site. A full URL, a scheme-relative `//host`, a
 * backslash trick or anything the link policy refuses falls back to `fallback` (an open redirect otherwise).
 */
import { classifyLink } from '../../kit/url';

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  const link = classifyLink(next);
  if (link.kind !== 'internal' || !link.href.startsWith('/') || link.href.startsWith('//') || link.href.startsWith('/.//')) return fallback;
  return link.href;
}
