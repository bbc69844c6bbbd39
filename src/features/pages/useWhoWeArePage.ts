/**
 * Who We Are's data hook: E56 with `public=true` (the about page's read: one cache entry for both), split into
 * "Columnists" and "Staff Writers and Editors" (`whoWeAreGroups`).
 */
import { useCallback } from 'react';
import { loadStatus, useReadOf } from '../../kit/read';
import { paths } from '../../kit/routes';
import { usePublication } from '../../platform/context';
import { useT } from './i18n';
import { rankedAuthorsRead } from './reads';
import { type WhoWeAreStatus, whoWeAreGroups } from './whoWeAre';

export interface WhoWeArePageData {
  publicationName: string;
  status: WhoWeAreStatus;
  retry(): void;
}

export function useWhoWeArePage(publicationId?: number): WhoWeArePageData {
  const t = useT();
  const publication = usePublication();
  const ranked = useReadOf(rankedAuthorsRead(publicationId));
  const load = loadStatus(ranked, 'pages.who.error');
  const { refetch } = ranked;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    publicationName: publication?.name ?? ranked.data?.find((r) => r.publication)?.publication?.name ?? '',
    status: whoWeAreGroups(load, load.name === 'error' ? t(load.messageId) : t('pages.who.error'), paths.author),
    retry,
  };
}
