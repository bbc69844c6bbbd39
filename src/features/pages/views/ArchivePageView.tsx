import { Newspaper } from 'lucide-react';
import { isolatedText } from '../../../ui/bidi';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import type { ArchiveStatus } from '../archive';
import { useT } from '../i18n';
import * as styles from './pages.css';
import { ArchiveMore } from './ArchiveMore';
import { PostGrid } from './PostGrid';

export interface ArchivePageViewProps {
  status: ArchiveStatus;
  /** The section's name when the archive shows one section. */
  sectionName?: string | undefined;
  onLoadMore(): void;
  onRetry(): void;
}

/**
 * The archive (inventory `archive-page`): the publication's posts newest first in two columns, 10 at a time with
 * "Older posts"; loading, empty, not found (an unknown section) and a failed load with Try again.
 */
export function ArchivePageView({ status, sectionName, onLoadMore, onRetry }: ArchivePageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="archive" data-state={status.name}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.archive.title')}</h1>
          <p className={styles.lede}>
            {sectionName ? isolatedText(([section]) => t('pages.archive.sectionLede', { section }), [sectionName] as const) : t('pages.archive.lede')}
          </p>
        </header>
        {status.name === 'loading' ? <SkeletonRows count={4} label={t('pages.archive.loading')} /> : null}
        {status.name === 'error' ? <ErrorState description={status.message} onRetry={onRetry} headingLevel={2} /> : null}
        {status.name === 'not-found' ? <ErrorState description={t('pages.archive.notFound')} headingLevel={2} /> : null}
        {status.name === 'empty' ? (
          <EmptyState icon={Newspaper} title={t('pages.archive.empty')} description={t('pages.archive.emptyHint')} headingLevel={2} />
        ) : null}
        {status.name === 'ready' ? (
          <>
            <PostGrid posts={status.posts} label={t('pages.archive.list')} />
            <ArchiveMore more={status.more} onLoadMore={onLoadMore} part="archive-more" />
          </>
        ) : null}
      </div>
    </main>
  );
}
