/**
 * A static page's data hook: the type's page-type post (E23, the kit's read: the post page reads the same entry), its
 * load status (loading, not found, a failed load with the area's text) and whether the viewer may edit it.
 */
import { useCallback } from 'react';
import type { PostWithPublication } from '../../api/schemas/posts';
import { type LoadStatus, loadStatus, useReadOf } from '../../kit/read';
import { useLocation, useViewer } from '../../platform/context';
import { useT } from './i18n';
import { staticPageRead } from './reads';
import { canEditPage, type StaticPageType } from './staticPages';

export interface StaticPageData {
  load: LoadStatus<PostWithPublication>;
  /** The failed load's text. */
  errorMessage: string;
  /** The path the editor returns to, when the viewer may edit this page; else `null`. */
  editBack: string | null;
  retry(): void;
}

export function useStaticPage(type: StaticPageType): StaticPageData {
  const t = useT();
  const viewer = useViewer();
  const location = useLocation();
  const query = useReadOf(staticPageRead(type));
  const load = loadStatus(query, 'pages.static.error');
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const post = load.name === 'ready' ? load.data : null;
  return {
    load,
    errorMessage: load.name === 'error' ? t(load.messageId) : '',
    editBack: post && canEditPage(viewer.role, post.type) ? `${location.pathname}${location.search}` : null,
    retry,
  };
}
