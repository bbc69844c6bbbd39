/**
 * The post area's reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the
 * `./server` entry may import them. The post page and the embeds read the same entry.
 */
import { getCrossPost } from '../../api/endpoints/posts';
import { readOf } from '../../kit/readKey';

export { postRead } from './page/postRead';

/** A cross-post (E39, `/cross-post/{id}`); the cross-posting publication's top posts are read once it is known. */
export const crossPostRead = (postId: number) => readOf(getCrossPost, { params: { post_id: postId } });
