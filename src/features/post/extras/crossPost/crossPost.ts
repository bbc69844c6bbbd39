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
import type { CrossPost, PostWithPublication } from '../../../../api/schemas/posts';

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

/** The post as the post page's parts read it: under its original publication. */
export function crossPostedPost(data: Pick<CrossPost, 'post' | 'crossPostedPub'>): PostWithPublication {
  return { ...data.post, publication: data.crossPostedPub };
}

/** What the footer needs of the original publication: its settings as E39 sent them win over the publication's own. */
export interface CrossPostFooterPublication {
  id: number;
  name: string;
  author_name?: string | undefined;
  base_url?: string | undefined;
  plans?: CrossPost['crossPostedPub']['plans'];
  community_enabled?: boolean | undefined;
  hide_post_restacks?: boolean | undefined;
  invite_only?: boolean | undefined;
}

/**
 * The publication the cross-post's footer acts for (restack rules, likes' author name, plans, shared links): the
 * original publication, with `crossPostedPublicationSettings` (E39) deciding community, restacks and invite-only.
 */
export function crossPostFooterPublication(data: Pick<CrossPost, 'crossPostedPub' | 'crossPostedPublicationSettings'>): CrossPostFooterPublication {
  const pub = data.crossPostedPub;
  const settings = data.crossPostedPublicationSettings;
  return {
    id: pub.id,
    name: pub.name,
    author_name: pub.author_name,
    base_url: pub.base_url,
    plans: pub.plans,
    community_enabled: settings.community_enabled ?? pub.community_enabled,
    hide_post_restacks: settings.hide_post_restacks ?? pub.hide_post_restacks,
    invite_only: settings.invite_only ?? pub.invite_only,
  };
}
