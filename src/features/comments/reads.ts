/**
 * The comments page's reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the
 * `./server` entry may import them. The page's hooks read the same values (`useCommentPages`, `useReaderStanding`), so
 * a prefetched entry is the entry the page finds: the reader's standing (P27) and the thread's first page (E35 paged)
 * in the sort the page starts with — the address's `?sort=`, else the post's default.
 */
import { getPostComments, getPostReaderContext } from '../../api/endpoints/posts';
import type { CommentSort, PostWithPublication } from '../../api/schemas/posts';
import { type PagesStart, readOf, readPagesOf } from '../../kit/readKey';
import { commentsPageQuery } from './commentPages';
import { defaultCommentSort, sortFromSearch, tokenFromSearch } from './commentsAddress';

/** Where the comments page's paged read starts (no cursor) and how a page is asked for. */
export const commentPagesStart: PagesStart<typeof getPostComments, string | null> = {
  first: null,
  pageInput: (input, cursor) => ({ ...input, query: commentsPageQuery(input.query ?? {}, cursor) }),
};

/** The thread's list input (without its page): the post, the sort and the reader's token. */
export function commentListInput(postId: number, sort: CommentSort, token: string | undefined) {
  return { params: { id: postId }, query: { sort, ...(token ? { token } : {}) } };
}

/** The thread in pages, as the comments page reads it. */
export const commentPagesRead = (postId: number, sort: CommentSort, token: string | undefined) =>
  readPagesOf(getPostComments, commentListInput(postId, sort, token), commentPagesStart);

/** The reader's standing with the post's publication (P27). */
export const readerStandingRead = (postId: number) => readOf(getPostReaderContext, { params: { id: postId } });

/**
 * What the comments page (`/p/{slug}/comments`) renders its content from, once its post is known: the reader's standing
 * and the first page of the thread in the sort the page starts with (`search`: the address's query, `?` included or not).
 */
export function commentsPageReads(post: PostWithPublication, search: string, likesEnabled: boolean) {
  const sort = sortFromSearch(search, likesEnabled) ?? defaultCommentSort(post, post.publication ?? null, likesEnabled);
  return [readerStandingRead(post.id), commentPagesRead(post.id, sort, tokenFromSearch(search))] as const;
}
