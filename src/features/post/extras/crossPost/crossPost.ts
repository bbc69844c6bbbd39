/**
 * Rules of the cross-post embed page (spec 003 "Embedded post page (by post id, cross-post)"; inventory
 * `cross-post-embed-page`, E39, K106, G36). Pure.
 *
 * Decision (the spec does not say whose top posts): the top posts below are those of the publication that
 * cross-posted (`crossPostingByLine.publication`, the site the reader is on), most liked first (E42 `sort=top`),
 * without the cross-posted post itself; falling back to the original publication when the byline has none.
 */
import { matchRoute } from '../../../../kit/routes';
import type { Post } from '../../../../api/schemas/core';
import type { CrossPost } from '../../../../api/schemas/posts';

/** K106 / G36: the cross-post page shows at most 3 top posts. */
export const CROSS_POST_TOP_POSTS_MAX = 3 as const;

/** The publication whose top posts are listed. */
export function crossPostTopPostsPublication(data: Pick<CrossPost, 'crossPostingByLine' | 'crossPostedPub'>): { id: number; name: string } {
  const host = data.crossPostingByLine.publication;
  return host ? { id: host.id, name: host.name } : { id: data.crossPostedPub.id, name: data.crossPostedPub.name };
}

/** The top posts to show: without the cross-posted post, at most 3, in the order given. */
export function crossPostTopPosts<P extends Pick<Post, 'id'>>(posts: readonly P[], postId: number): P[] {
  return posts.filter((p) => p.id !== postId).slice(0, CROSS_POST_TOP_POSTS_MAX);
}

/** The post on its original publication (`{base_url}/p/{slug}`), or `null` without a base URL. */
export function originalPostUrl(baseUrl: string | null | undefined, slug: string): string | null {
  if (!baseUrl) return null;
  return `${baseUrl.replace(/\/+$/, '')}/p/${encodeURIComponent(slug)}`;
}

/** The post id in a `/cross-post/{postId}` path (the kit's routes table), or `null`. */
export function crossPostIdFromPath(pathname: string): number | null {
  const route = matchRoute(pathname);
  return route?.screen === 'crossPost' ? Number(route.params.postId) : null;
}
