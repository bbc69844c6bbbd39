import { Newspaper } from 'lucide-react';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import type { ArchiveStatus } from '../archive';
import { useT } from '../i18n';
import * as styles from './pages.css';
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
            <div className={styles.listEnd} data-part="archive-more" data-state={status.more.name}>
              {status.more.name === 'failed' ? (
                <p className={styles.muted} role="alert">
                  {status.more.message}
                </p>
              ) : null}
              {status.more.name === 'end' ? (
                <p className={styles.muted}>{t('pages.archive.end')}</p>
              ) : (
                <Button variant="secondary" loading={status.more.name === 'loading'} onClick={onLoadMore}>
                  {status.more.name === 'loading' ? t('pages.archive.loadingMore') : t('pages.archive.more')}
                </Button>
              )}
            </div>
          </>
        ) : null}
      </div>
    </main>
  );
}
