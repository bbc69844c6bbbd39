import { FileQuestion } from 'lucide-react';
import type { Post } from '../../../api/schemas/core';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import { PageEditButton, PostBody } from '../../post';
import { useT } from '../i18n';
import { staticPageLabel, type StaticPageType } from '../staticPages';
import * as styles from './staticPage.css';

/** What a static page shows. */
export type StaticPageStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly post: Pick<Post, 'id' | 'title' | 'subtitle' | 'body_html'> }
  | { readonly name: 'not-found' }
  | { readonly name: 'error'; readonly message: string };

export const staticPageStatusNames = ['loading', 'ready', 'not-found', 'error'] as const satisfies readonly StaticPageStatus['name'][];

export interface StaticPageViewProps {
  type: StaticPageType;
  status: StaticPageStatus;
  /** Shows Edit (T083) returning to this path: contributors and admins on page-type posts. */
  editBack?: string | null;
  onRetry(): void;
  /** "Go to the home page" on the not-found state. */
  onGoHome?: () => void;
}

/**
 * The bare static page (`static-page`): the page's label (Careers, FAQ…), its title and body (sanitised by the post
 * body), Edit for contributors; loading, not found and a failed load with Try again.
 */
export function StaticPageView({ type, status, editBack, onRetry, onGoHome }: StaticPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="static-page" data-type={type} data-state={status.name} aria-busy={status.name === 'loading'}>
      <div className={styles.column}>
        {status.name === 'loading' ? (
          <>
            <p className={styles.eyebrow}>{t(staticPageLabel[type])}</p>
            <SkeletonRows count={3} label={t('pages.static.loading')} />
          </>
        ) : null}
        {status.name === 'not-found' ? (
          <EmptyState
            icon={FileQuestion}
            title={t('pages.static.notFound')}
            description={t('pages.static.notFoundHint')}
            actionLabel={onGoHome ? t('pages.static.goHome') : undefined}
            onAction={onGoHome}
            headingLevel={2}
          />
        ) : null}
        {status.name === 'error' ? <ErrorState description={status.message} onRetry={onRetry} headingLevel={2} /> : null}
        {status.name === 'ready' ? (
          <article className={styles.article}>
            <header className={styles.header}>
              <div className={styles.headerRow}>
                <p className={styles.eyebrow}>{t(staticPageLabel[type])}</p>
                {editBack ? <PageEditButton postId={status.post.id} back={editBack} /> : null}
              </div>
              <h1 className={styles.title} dir="auto">
                {status.post.title}
              </h1>
              {status.post.subtitle ? (
                <p className={styles.lede} dir="auto">
                  {status.post.subtitle}
                </p>
              ) : null}
            </header>
            <PostBody html={status.post.body_html} />
          </article>
        ) : null}
      </div>
    </main>
  );
}
