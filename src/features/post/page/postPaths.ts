/**
 * The post page's links, all built by the kit's routes table (`kit/routes.ts`). Kept as named helpers because hosts
 * import them from the package; each is a thin wrapper over `paths`.
 */
import { matchRoute, paths } from '../../../kit/routes';
import type { PaywallVariant } from './paywall';
import type { PostRoute } from './postQuery';

/** Where the paywall's calls to action go (the host's subscribe page), returning to `next`. */
export function paywallActionPath(variant: PaywallVariant, next: string): string {
  return paths.subscribe({
    next,
    plan: variant === 'founding' || variant === 'upgrade' ? 'founding' : variant === 'signup' ? 'free' : undefined,
    pledge: variant === 'pledge',
    request_invite: variant === 'invite_only',
  });
}

/** Sign in, then come back to `next`. */
export function signInPath(next: string): string {
  return paths.signIn(next);
}

/** The comments page of a thread post (spec 002: comments page per post slug). */
export function commentsPagePath(slug: string): string {
  return paths.comments(slug);
}

/** Where a deleted post's reader is sent, by replacement (G32). */
export const DEFAULT_PAGE_PATH = paths.home();

/** `/p/{slug}` or `/home/post/p-{id}` (trailing slash allowed, malformed escapes rejected); `null` for anything else. */
export function matchPostRoute(pathname: string): PostRoute | null {
  const route = matchRoute(pathname);
  if (route?.screen === 'post') return { by: 'slug', slug: route.params.slug! };
  if (route?.screen === 'postById') return { by: 'id', id: Number(route.params.postId) };
  return null;
}

export function postPath(slug: string): string {
  return paths.post(slug);
}

export function postIdPath(id: number): string {
  return paths.postById(id);
}
