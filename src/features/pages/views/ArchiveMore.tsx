import { Button } from '../../../ui/Button';
import type { ArchiveMore as ArchiveMoreState } from '../archive';
import { useT } from '../i18n';
import * as styles from './pages.css';

/** The end of a paged list of posts (archive, author page): "Older posts", loading them, a failed load's text, or the end. */
export function ArchiveMore({ more, onLoadMore, part }: { more: ArchiveMoreState; onLoadMore(): void; part: string }) {
  const t = useT();
  return (
    <div className={styles.listEnd} data-part={part} data-state={more.name}>
      {more.name === 'failed' ? (
        <p className={styles.muted} role="alert">
          {more.message}
        </p>
      ) : null}
      {more.name === 'end' ? (
        <p className={styles.muted}>{t('pages.archive.end')}</p>
      ) : (
        <Button variant="secondary" loading={more.name === 'loading'} onClick={onLoadMore}>
          {more.name === 'loading' ? t('pages.archive.loadingMore') : t('pages.archive.more')}
        </Button>
      )}
    </div>
  );
}
