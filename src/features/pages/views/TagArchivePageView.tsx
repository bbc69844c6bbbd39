import { Newspaper, Tag as TagIcon } from 'lucide-react';
import { isolate, isolatedText } from '../../../ui/bidi';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import { truncateText } from '../../../i18n/format';
import { useT } from '../i18n';
import type { TagArchiveStatus } from '../tagArchive';
import { ArchiveMore } from './ArchiveMore';
import * as styles from './pages.css';
import { PostGrid } from './PostGrid';

export interface TagArchivePageViewProps {
  status: TagArchiveStatus;
  onLoadMore(): void;
  onRetry(): void;
  /** "Go to the home page" on the not-found state. */
  onGoHome?: () => void;
}

/** A tag's name is shown up to this many characters. */
const TAG_NAME_MAX = 100;

/**
 * A tag's archive (`tag-archive-page`, 003): the tag's name and post count, its posts newest first in two columns with
 * "Older posts" (the archive's list parts); loading, not found (an unknown slug), empty, and failures with Try again.
 */
export function TagArchivePageView({ status, onLoadMore, onRetry, onGoHome }: TagArchivePageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="tag-archive" data-state={status.name} aria-busy={status.name === 'loading'}>
      <div className={styles.column}>
        {status.name === 'loading' ? <SkeletonRows count={4} label={t('pages.tag.loading')} /> : null}
        {status.name === 'not-found' ? (
          <EmptyState
            icon={TagIcon}
            title={t('pages.tag.notFound')}
            description={t('pages.tag.notFoundHint')}
            actionLabel={onGoHome ? t('pages.static.goHome') : undefined}
            onAction={onGoHome}
            headingLevel={1}
          />
        ) : null}
        {status.name === 'error' ? (
          <>
            <h1 className={styles.title}>{t('pages.tag.eyebrow')}</h1>
            <ErrorState description={status.message} onRetry={onRetry} headingLevel={2} />
          </>
        ) : null}
        {status.name === 'ready' ? <ReadyTag status={status} onLoadMore={onLoadMore} onRetry={onRetry} /> : null}
      </div>
    </main>
  );
}

function ReadyTag({ status, onLoadMore, onRetry }: { status: Extract<TagArchiveStatus, { name: 'ready' }>; onLoadMore(): void; onRetry(): void }) {
  const t = useT();
  const name = truncateText(status.tag.name, TAG_NAME_MAX);
  const { posts } = status;
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('pages.tag.eyebrow')}</p>
        <h1 className={styles.title} dir="auto">
          {name}
        </h1>
        <p className={styles.lede}>
          {status.tag.post_count !== undefined
            ? isolatedText(([tag]) => t('pages.tag.ledeCount', { tag, count: status.tag.post_count ?? 0 }), [name] as const)
            : isolatedText(([tag]) => t('pages.tag.lede', { tag }), [name] as const)}
        </p>
      </header>
      {posts.name === 'loading' ? <SkeletonRows count={4} label={t('pages.archive.loading')} /> : null}
      {posts.name === 'error' ? <ErrorState description={posts.message} onRetry={onRetry} headingLevel={2} /> : null}
      {posts.name === 'empty' ? <EmptyState icon={Newspaper} title={t('pages.tag.empty')} description={t('pages.tag.emptyHint')} headingLevel={2} /> : null}
      {posts.name === 'ready' ? (
        <>
          <PostGrid posts={posts.posts} label={t('pages.tag.lede', { tag: isolate(name) })} />
          <ArchiveMore more={posts.more} onLoadMore={onLoadMore} part="tag-more" />
        </>
      ) : null}
    </>
  );
}
