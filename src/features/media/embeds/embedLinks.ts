import type { PostWithPublication } from '../../../api/schemas/posts';
import { safeLinkHref } from '../../../kit/url';

/** The post on its publication's site (`{base_url}/p/{slug}`), or `null` when the publication is unknown or its address refused. */
export function embedPostUrl(post: Pick<PostWithPublication, 'slug' | 'publication' | 'canonical_url'>): string | null {
  const direct = post.canonical_url ? safeLinkHref(post.canonical_url) : null;
  if (direct) return direct;
  const base = post.publication?.base_url;
  if (!base || !post.slug) return null;
  return safeLinkHref(`${base.replace(/\/+$/, '')}/p/${encodeURIComponent(post.slug)}`);
}

/** The publication's subscribe page (`{base_url}/subscribe`), or `null`. */
export function embedSubscribeUrl(post: Pick<PostWithPublication, 'publication'>): string | null {
  const base = post.publication?.base_url;
  return base ? safeLinkHref(`${base.replace(/\/+$/, '')}/subscribe`) : null;
}
