/**
 * The tag archive's data hook: the tag by its slug (E62), then the archive's paged read of its posts (E42 with
 * `post_tag_id`, newest first, 10 a page, "Older posts" until a short page) once the tag is known.
 */
import { useCallback } from 'react';
import { getPostTagBySlug } from '../../api/endpoints/growth';
import { loadStatus, useRead } from '../../kit/read';
import { useT } from './i18n';
import { type TagArchiveStatus, tagArchiveStatus } from './tagArchive';
import { useArchive } from './useArchive';

export interface TagArchiveData {
  status: TagArchiveStatus;
  loadMore(): void;
  retry(): void;
}

export function useTagArchive(slug: string, publicationId?: number): TagArchiveData {
  const t = useT();
  const tagRead = useRead(getPostTagBySlug, { params: { slug } });
  const tag = loadStatus(tagRead, 'pages.tag.error');
  const tagId = tag.name === 'ready' ? tag.data.id : undefined;
  const archive = useArchive({ publicationId, tagId }, tagId !== undefined);
  const { refetch } = tagRead;
  const retryList = archive.retry;
  const retry = useCallback(() => {
    if (tagId === undefined) void refetch();
    else retryList();
  }, [refetch, retryList, tagId]);
  return {
    status: tagArchiveStatus(tag, tag.name === 'error' ? t(tag.messageId) : '', archive.status),
    loadMore: archive.loadMore,
    retry,
  };
}
