import { getPostById, getPostBySlug } from '../../../api/endpoints/posts';
import { readOf } from '../../../kit/readKey';
import type { PostRoute } from './postQuery';

/** The post's read for a route: E23 by slug (the embeds read the same entry) or P28 by id. */
export function postRead(route: PostRoute) {
  return route.by === 'slug' ? readOf(getPostBySlug, { params: { slug: route.slug } }) : readOf(getPostById, { params: { id: route.id } });
}
