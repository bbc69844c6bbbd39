/**
 * The publication pages' reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so
 * the `./server` entry may import them; each is the read the page's data hook makes (the same cache key).
 */
import { getPostTagBySlug } from '../../api/endpoints/growth';
import { getRankedUsers } from '../../api/endpoints/feed';
import { readOf } from '../../kit/readKey';

/** The ranked authors of "Who we are" (`/who-we-are`, the publication the API serves). */
export const whoWeAreRead = () => readOf(getRankedUsers, { query: { public: 'true' } });
/** A tag archive's tag (`/t/{slug}`); its list is read once the tag is known. */
export const tagRead = (slug: string) => readOf(getPostTagBySlug, { params: { slug } });
