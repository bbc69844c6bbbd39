import { AtSign, Mail, Newspaper, UserX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { isolate, isolatedText } from '../../../ui/bidi';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { SkeletonRows } from '../../../ui/Skeleton';
import { safeLinkHref } from '../../../ui/url';
import { useT } from '../i18n';
import type { AuthorPageStatus } from '../useAuthorPage';
import { ArchiveMore } from './ArchiveMore';
import * as styles from './author.css';
import { PostGrid } from './PostGrid';

export interface AuthorPageViewProps {
  status: AuthorPageStatus;
  /** "Get Notified" / "Notified": the connected page passes the follow toggle (only for an author with a section). */
  follow?: ReactNode;
  onLoadMore(): void;
  onRetry(): void;
  /** "Go to the home page" on the not-found state. */
  onGoHome?: () => void;
}

/** The X profile of a screen name (letters, digits and `_`, as X allows), or `null`. */
export function socialProfileHref(screenName: string | null | undefined): string | null {
  const name = screenName?.replace(/^@/, '');
  return name && /^\w{1,50}$/.test(name) ? `https://x.com/${name}` : null;
}

/**
 * The bare author page (`author-page`): photo, name, bio, the e-mail address the author shows, their social handle,
 * the follow toggle slot, and their posts newest first in two columns with "Older posts"; loading, not found, empty
 * and a failed load with Try again.
 */
export function AuthorPageView({ status, follow, onLoadMore, onRetry, onGoHome }: AuthorPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="author-page" data-state={status.name} aria-busy={status.name === 'loading'}>
      <div className={styles.column}>
        {status.name === 'loading' ? <SkeletonRows count={3} label={t('pages.author.loading')} /> : null}
        {status.name === 'not-found' ? (
          <EmptyState
            icon={UserX}
            title={t('pages.author.notFound')}
            description={t('pages.author.notFoundHint')}
            actionLabel={onGoHome ? t('pages.static.goHome') : undefined}
            onAction={onGoHome}
            headingLevel={2}
          />
        ) : null}
        {status.name === 'error' ? <ErrorState description={status.message} onRetry={onRetry} headingLevel={2} /> : null}
        {status.name === 'ready' ? <ReadyAuthor status={status} follow={follow} onLoadMore={onLoadMore} /> : null}
      </div>
    </main>
  );
}

function ReadyAuthor({ status, follow, onLoadMore }: { status: Extract<AuthorPageStatus, { name: 'ready' }>; follow: ReactNode; onLoadMore(): void }) {
  const t = useT();
  const { author, posts } = status;
  const email = author.email_for_display ? safeLinkHref(`mailto:${author.email_for_display}`) : null;
  const social = safeLinkHref(socialProfileHref(author.twitter_screen_name));
  const postsTitleId = useId();
  return (
    <>
      <header className={styles.header}>
        <Avatar name={author.name} src={author.photo_url} size={80} decorative />
        <div className={styles.identity}>
          <h1 className={styles.title} dir="auto">
            {author.name}
          </h1>
          {author.bio ? (
            <p className={styles.bio} dir="auto">
              {author.bio}
            </p>
          ) : null}
          {email || social ? (
            <div className={styles.contacts}>
              {email ? (
                <a className={styles.contact} href={email}>
                  <Icon icon={Mail} size="compressed" />
                  <span dir="auto">{author.email_for_display}</span>
                </a>
              ) : null}
              {social ? (
                <a className={styles.contact} href={social} target="_blank" rel="noopener noreferrer">
                  <Icon icon={AtSign} size="compressed" />
                  <span dir="auto">{t('pages.author.social', { handle: author.twitter_screen_name?.replace(/^@/, '') ?? '' })}</span>
                </a>
              ) : null}
            </div>
          ) : null}
          {follow ? <div className={styles.follow}>{follow}</div> : null}
        </div>
      </header>
      <section className={styles.posts} aria-labelledby={postsTitleId}>
        <h2 id={postsTitleId} className={styles.sectionTitle}>
          {isolatedText(([name]) => t('pages.author.posts', { name }), [author.name] as const)}
        </h2>
        {posts.name === 'empty' ? (
          <EmptyState icon={Newspaper} title={t('pages.author.noPosts')} description={t('pages.author.noPostsHint')} headingLevel={3} />
        ) : (
          <>
            <PostGrid posts={posts.posts} label={t('pages.author.posts', { name: isolate(author.name) })} headingLevel={3} />
            <ArchiveMore more={posts.more} onLoadMore={onLoadMore} part="author-more" />
          </>
        )}
      </section>
    </>
  );
}
