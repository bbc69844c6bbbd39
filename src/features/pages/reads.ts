/**
 * The publication pages' reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so
 * the `./server` entry may import them; each is the read the page's data hook makes (the hooks read these values or
 * their inputs, so the cache key cannot drift from the prefetch's).
 */
import { listNewsletters } from '../../api/endpoints/account';
import { getArchive, getRankedUsers, getSubscribeContent } from '../../api/endpoints/feed';
import { getAuthorPageInfo, getPostTagBySlug } from '../../api/endpoints/growth';
import { getPostBySlug } from '../../api/endpoints/posts';
import { ARCHIVE_PAGE_SIZE } from '../../api/schemas/feed';
import { type PagesStart, readOf, readPagesOf } from '../../kit/readKey';
import { type StaticPageType, staticPageSlug } from './staticPages';

/** The ranked authors with `public=true` (E56): "Who we are" (`/who-we-are`) and the about page's People share the entry. */
export const rankedAuthorsRead = (publicationId?: number) => readOf(getRankedUsers, { query: { publication_id: publicationId, public: 'true' } });
/** The ranked authors of "Who we are" (`/who-we-are`, the publication the API serves). */
export const whoWeAreRead = () => rankedAuthorsRead();
/** A tag archive's tag (`/t/{slug}`); its list is read once the tag is known. */
export const tagRead = (slug: string) => readOf(getPostTagBySlug, { params: { slug } });

/** The archive's list (E42 newest first, 10 a page): one entry per publication, section and tag. */
export function archiveInput({
  publicationId,
  section,
  tagId,
}: {
  publicationId?: number | undefined;
  section?: string | undefined;
  tagId?: number | undefined;
}) {
  return { query: { sort: 'new' as const, limit: ARCHIVE_PAGE_SIZE, publication_id: publicationId, section, post_tag_id: tagId } };
}
/** The archive's pages: by offset from 0. */
export const archivePages: PagesStart<typeof getArchive, number> = {
  first: 0,
  pageInput: (input, offset) => ({ query: { ...input.query, offset } }),
};
/** The archive's first page (`/archive`, `?section=`). */
export const archiveRead = (section?: string) => readPagesOf(getArchive, archiveInput({ section }), archivePages);

/** The author page's list (E63 by user id or handle, 10 posts a page, each page carrying the author). */
export const authorInput = (author: string) => ({ params: { author }, query: { limit: ARCHIVE_PAGE_SIZE } });
/** The author page's pages: by offset from 0. */
export const authorPages: PagesStart<typeof getAuthorPageInfo, number> = {
  first: 0,
  pageInput: (input, offset) => ({ ...input, query: { ...input.query, offset } }),
};
/** The author page's first page (`/authors/{author}`). */
export const authorRead = (author: string) => readPagesOf(getAuthorPageInfo, authorInput(author), authorPages);

/** The about page's subscribe content (E55). */
export const subscribeContentRead = (publicationId?: number) => readOf(getSubscribeContent, { query: { publication_id: publicationId } });
/** The page-type post behind a static page (`/careers`, `/faq`, …: E23 by the type's slug, the post page's entry). */
export const staticPageRead = (type: StaticPageType) => readOf(getPostBySlug, { params: { slug: staticPageSlug(type) } });
/** The publication's sections with the reader's choices (P19): the events hub's (and the newsletters page's) entry. */
export const sectionsRead = (publicationId?: number) => readOf(listNewsletters, { query: { publication_id: publicationId } });
