/**
 * The archive's list status (inventory `archive-page`: a paged list of 10, loading and empty), derived from the paged
 * read without React: the view switches on it, the tests check each case. The author page's list of posts is the same
 * list (newest first, 10 a page) and uses it too.
 */
import type { Post } from '../../api/schemas/core';
import { ARCHIVE_PAGE_SIZE } from '../../api/schemas/feed';
import type { LoadStatus } from '../../kit/read';

export { ARCHIVE_PAGE_SIZE };

/** What the archive shows. */
export type ArchiveStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'not-found' }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'empty' }
  | { readonly name: 'ready'; readonly posts: readonly Post[]; readonly more: ArchiveMore };

/** The end of the list: more to load, loading them, that load failed (with its text), or the first post reached. */
export type ArchiveMore =
  | { readonly name: 'idle' }
  | { readonly name: 'loading' }
  | { readonly name: 'failed'; readonly message: string }
  | { readonly name: 'end' };

export const archiveStatusNames = ['loading', 'not-found', 'error', 'empty', 'ready'] as const satisfies readonly ArchiveStatus['name'][];

/** The offset of the page after `pages`, or `undefined` when the last page was short (the end). */
export function nextArchiveOffset(last: readonly Post[], pages: readonly (readonly Post[])[], pageSize = ARCHIVE_PAGE_SIZE): number | undefined {
  if (last.length < pageSize) return undefined;
  return pages.reduce((sum, page) => sum + page.length, 0);
}

export interface ArchiveReadState {
  /** The first page's load status (the kit's `loadStatus`). */
  load: LoadStatus<{ pages: readonly (readonly Post[])[] }>;
  /** The text of a failed first load (the reader-text rule applied). */
  errorMessage: string;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  /** The last "older posts" load failed, with this text. */
  nextPageError: string | null;
}

/** The archive's status from its paged read. Posts seen on an earlier page are not repeated (a post published meanwhile shifts the offsets). */
export function archiveStatus(read: ArchiveReadState): ArchiveStatus {
  const { load } = read;
  if (load.name === 'loading') return { name: 'loading' };
  if (load.name === 'not-found') return { name: 'not-found' };
  if (load.name === 'error') return { name: 'error', message: read.errorMessage };
  const seen = new Set<number>();
  const posts: Post[] = [];
  for (const page of load.data.pages) {
    for (const post of page) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  if (posts.length === 0) return { name: 'empty' };
  const more: ArchiveMore = read.fetchingNextPage
    ? { name: 'loading' }
    : read.nextPageError !== null
      ? { name: 'failed', message: read.nextPageError }
      : read.hasNextPage
        ? { name: 'idle' }
        : { name: 'end' };
  return { name: 'ready', posts, more };
}
