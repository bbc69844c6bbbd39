/**
 * The archive's data hook: E42 newest first, 10 a page by offset (the kit's paged read: one cache entry per
 * publication and section), "Older posts" reads the next page until a page comes back short.
 */
import { useCallback } from 'react';
import { getArchive } from '../../api/endpoints/feed';
import { commonFailureId } from '../../kit/failure';
import { loadStatus } from '../../kit/read';
import { useReadPages } from '../../kit/readPages';
import { type ArchiveStatus, archiveStatus, nextArchiveOffset } from './archive';
import { useT } from './i18n';
import { archiveInput, archivePages } from './reads';

export interface ArchiveInput {
  /** The publication (default: the API's, The Daily Margin on the mock). */
  publicationId?: number | undefined;
  /** A section's slug: only its posts. */
  section?: string | undefined;
  /** A tag's id: only the posts with that tag (the tag archive). */
  tagId?: number | undefined;
}

export interface Archive {
  status: ArchiveStatus;
  loadMore(): void;
  retry(): void;
}

/** The archive's paged read; `enabled: false` waits (the tag archive reads its tag first). */
export function useArchive({ publicationId, section, tagId }: ArchiveInput, enabled = true): Archive {
  const t = useT();
  // The input and the pages are `reads.ts`' (a server's prefetch of `/archive` reads the same entry).
  const query = useReadPages(getArchive, enabled ? archiveInput({ publicationId, section, tagId }) : null, {
    ...archivePages,
    next: (last, pages) => nextArchiveOffset(last, pages),
  });
  const load = loadStatus(query, 'pages.archive.error');
  const status = archiveStatus({
    load,
    errorMessage: load.name === 'error' ? t(load.messageId) : '',
    hasNextPage: query.hasNextPage,
    fetchingNextPage: query.isFetchingNextPage,
    nextPageError: query.isFetchNextPageError ? t(commonFailureId(query.error, 'pages.archive.moreError')) : null,
  });
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { status, loadMore, retry };
}
