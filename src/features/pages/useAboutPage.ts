/**
 * The about page's data hook: the subscribe content (E55), the People list (E56 `public=true`) and, for contributors
 * and admins, the page-type post `about` (E23) whose editor Edit opens — each the kit's read with its own status.
 */
import { useCallback } from 'react';
import { getPostBySlug } from '../../api/endpoints/posts';
import { loadStatus, useRead, useReadOf } from '../../kit/read';
import { paths } from '../../kit/routes';
import { useLocation, usePublication, useViewer } from '../../platform/context';
import { type AboutCta, type AboutPeople, aboutCta, aboutPeople, canEditAbout } from './about';
import { useT } from './i18n';
import { rankedAuthorsRead, subscribeContentRead } from './reads';

export type AboutContent = { name: 'loading' } | { name: 'ready'; html: string } | { name: 'error'; message: string };

export interface AboutPageData {
  publicationName: string;
  content: AboutContent;
  people: AboutPeople;
  cta: AboutCta;
  /** The about post to edit and the path the editor returns to, for contributors and admins; else `null`. */
  edit: { postId: number; back: string } | null;
  retry(): void;
}

export function useAboutPage(publicationId?: number): AboutPageData {
  const t = useT();
  const viewer = useViewer();
  const publication = usePublication();
  const location = useLocation();
  const content = useReadOf(subscribeContentRead(publicationId));
  const ranked = useReadOf(rankedAuthorsRead(publicationId));
  const editor = canEditAbout(viewer.role);
  const aboutPost = useRead(getPostBySlug, editor ? { params: { slug: 'about' } } : null);
  const contentLoad = loadStatus(content, 'pages.about.error');
  const rankedLoad = loadStatus(ranked, 'pages.about.peopleError');
  const refetchContent = content.refetch;
  const refetchPeople = ranked.refetch;
  const retry = useCallback(() => {
    void refetchContent();
    void refetchPeople();
  }, [refetchContent, refetchPeople]);
  return {
    // The host's publication, else the one the people list names (a host without a publication in its platform).
    publicationName: publication?.name ?? ranked.data?.find((r) => r.publication)?.publication?.name ?? '',
    content:
      contentLoad.name === 'ready'
        ? { name: 'ready', html: contentLoad.data.body }
        : contentLoad.name === 'loading'
          ? { name: 'loading' }
          : { name: 'error', message: contentLoad.name === 'error' ? t(contentLoad.messageId) : t('pages.about.error') },
    people: aboutPeople(rankedLoad, rankedLoad.name === 'error' ? t(rankedLoad.messageId) : t('pages.about.peopleError'), paths.author),
    cta: aboutCta(viewer.role),
    edit: editor && aboutPost.data?.type === 'page' ? { postId: aboutPost.data.id, back: `${location.pathname}${location.search}` } : null,
    retry,
  };
}
