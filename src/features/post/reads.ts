/**
 * The post area's reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the
 * `./server` entry may import them. The post page and the embeds read the same entry.
 */
export { postRead } from './page/postRead';
