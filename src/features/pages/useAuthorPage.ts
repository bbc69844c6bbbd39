/**
 * The author page's data hook (inventory `author-page`: 001 ∪ 003): E63 by the author's user id or handle, the posts
 * newest first 10 a page (the kit's paged read; each page carries the author), "Older posts" until a short page.
 * The list's status is the archive's (`archiveStatus`: loading, empty, more, the end, a failed page with its text).
 */
import { useCallback } from 'react';
import { getAuthorPageInfo } from '../../api/endpoints/growth';
import type { AuthorInfo } from '../../api/schemas/growth';
import { commonFailureId } from '../../kit/failure';
import { loadStatus } from '../../kit/read';
import { useReadPages } from '../../kit/readPages';
import { type ArchiveStatus, archiveStatus, nextArchiveOffset } from './archive';
import { useT } from './i18n';
import { authorInput, authorPages } from './reads';

/** What the author page shows. */
export type AuthorPageStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'not-found' }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'ready'; readonly author: AuthorInfo; readonly posts: Exclude<ArchiveStatus, { name: 'loading' | 'not-found' | 'error' }> };

export const authorPageStatusNames = ['loading', 'not-found', 'error', 'ready'] as const satisfies readonly AuthorPageStatus['name'][];

export interface AuthorPageData {
  status: AuthorPageStatus;
  loadMore(): void;
  retry(): void;
}

export function useAuthorPage(author: string): AuthorPageData {
  const t = useT();
  // The input and the pages are `reads.ts`' (a server's prefetch of `/authors/{author}` reads the same entry).
  const query = useReadPages(getAuthorPageInfo, authorInput(author), {
    ...authorPages,
    next: (last, pages) =>
      nextArchiveOffset(
        last.posts,
        pages.map((p) => p.posts),
      ),
  });
  const load = loadStatus(query, 'pages.author.error');
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  let status: AuthorPageStatus;
  if (load.name === 'loading' || load.name === 'not-found') status = { name: load.name };
  else if (load.name === 'error') status = { name: 'error', message: t(load.messageId) };
  else {
    const first = load.data.pages[0];
    const posts = archiveStatus({
      load: { name: 'ready', data: { pages: load.data.pages.map((p) => p.posts) } },
      errorMessage: '',
      hasNextPage: query.hasNextPage,
      fetchingNextPage: query.isFetchingNextPage,
      nextPageError: query.isFetchNextPageError ? t(commonFailureId(query.error, 'pages.archive.moreError')) : null,
    });
    status =
      first && (posts.name === 'ready' || posts.name === 'empty')
        ? { name: 'ready', author: first.author, posts }
        : { name: 'error', message: t('pages.author.error') };
  }
  return { status, loadMore, retry };
}
