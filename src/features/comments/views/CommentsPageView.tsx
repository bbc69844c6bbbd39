import { ArrowLeft, ChevronDown, Lock, MessageSquareOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { CommentSort } from '../../../api/schemas/posts';
import { Link } from '../../../platform/Link';
import { EmptyState } from '../../../ui/EmptyState';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { NewItemsPill } from '../../../ui/NewItemsPill';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import type { CommentsPageStateName } from '../commentsPage.machine';
import { useT } from '../i18n';
import * as styles from './commentsPage.css';

export interface CommentSortSelectProps {
  value: CommentSort;
  options: readonly CommentSort[];
  onChange: (sort: CommentSort) => void;
}

/** The sort selector (`comment-sort-selector`): "Top first" (T160, only when likes are on), "Newest first", "Oldest first". */
export function CommentSortSelect({ value, options, onChange }: CommentSortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <span className={styles.sortWrap} data-part="comment-sort">
      <label htmlFor={id} className={styles.sortLabel}>
        {t('comments.sort.label')}
      </label>
      <span className={styles.selectBox}>
        <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as CommentSort)}>
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {t(`comments.sort.${sort}`)}
            </option>
          ))}
        </select>
        <span className={styles.selectIcon}>
          <Icon icon={ChevronDown} size="compressed" />
        </span>
      </span>
    </span>
  );
}

/** "N new comments": shown while polls have brought comments the reader, further down, has not been shown. */
export function NewCommentsButton({ count, onClick }: { count: number; onClick: () => void }) {
  const t = useT();
  if (count <= 0) return null;
  return <NewItemsPill count={count} label={t('comments.newComments', { count })} onShow={onClick} part="new-comments" className={styles.newCommentsBar} />;
}

export interface LoadMoreCommentsProps {
  /** More threads to show. Without them the control is not shown. */
  hasMore: boolean;
  /** The next page is being read. */
  loading?: boolean;
  /** The last page failed: the control asks again. */
  failed?: boolean;
  onLoadMore: () => void;
  /** Threads shown and in the whole thread, when known. */
  shown?: number;
  total?: number;
}

/**
 * The paged thread's control after the loaded threads: the next page comes by itself as the reader nears the end,
 * and this button (in the tab order right after the last thread) asks for it by keyboard or when scrolling did not.
 */
export function LoadMoreComments({ hasMore, loading = false, failed = false, onLoadMore, shown, total }: LoadMoreCommentsProps) {
  const t = useT();
  if (!hasMore) return null;
  return (
    <div className={styles.loadMore} data-part="comments-load-more" data-state={failed ? 'failed' : loading ? 'loading' : 'idle'}>
      {failed ? (
        <p role="alert" className={styles.loadMoreNote}>
          {t('comments.more.failed')}
        </p>
      ) : shown !== undefined && total !== undefined ? (
        <p className={styles.loadMoreNote}>{t('comments.more.progress', { shown, total })}</p>
      ) : null}
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {failed ? t('comments.retry') : t('comments.more.load')}
      </Button>
    </div>
  );
}

/** Skeletons shaped like comments. */
export function CommentsSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useT();
  return (
    <SkeletonGroup label={t('comments.loading')}>
      <div className={styles.skeleton}>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={styles.skeletonRow}>
            <Skeleton width={32} height={32} radius="round" />
            <div className={styles.skeletonLines}>
              <Skeleton width="35%" height={14} radius="sm" />
              <SkeletonText lines={index % 2 === 0 ? 3 : 2} />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

export interface CommentsPaywallViewProps {
  /** The paywall's title (ours, G26): "Comments on this post are for paid subscribers" and its variants. */
  title: string;
  subscribeHref: string;
  /** "Become a founding member" instead of "Subscribe". */
  founding?: boolean;
  /** "Already a subscriber? Sign in" for signed-out readers. */
  signInHref?: string;
}

/** The comments paywall (`comments-paywall`) for paid and founding posts. */
export function CommentsPaywallView({ title, subscribeHref, founding = false, signInHref }: CommentsPaywallViewProps) {
  const t = useT();
  return (
    <section className={styles.paywall} data-part="comments-paywall">
      <Icon icon={Lock} size="tab" />
      <h2 className={styles.paywallTitle}>{title}</h2>
      <p className={styles.paywallText}>{t('comments.paywall.body')}</p>
      <Link to={subscribeHref} className={styles.primaryLink}>
        {t(founding ? 'comments.paywall.upgrade' : 'comments.paywall.subscribe')}
      </Link>
      {signInHref ? (
        <Link to={signInHref} className={styles.textLink}>
          {t('comments.paywall.signIn')}
        </Link>
      ) : null}
    </section>
  );
}

/** "Commenting has been turned off for this post, or this email." (T136). */
export function CommentsLockedNotice() {
  const t = useT();
  return (
    <p className={styles.notice} data-part="comments-locked" role="note">
      <Icon icon={MessageSquareOff} size="compressed" />
      <span>{t('comments.locked')}</span>
    </p>
  );
}

export interface CommentsPageViewProps {
  /** M51's state: `loading`, `ready`, `locked` (comments off: read-only), `not_allowed`, `reauth`, `paywalled`, `error`. */
  status: CommentsPageStateName;
  /** The post's title (the way back to it). */
  postTitle: string;
  postHref: string;
  /** `comment_count`, next to the heading. */
  commentCount?: number;
  /** The sort selector (ready and locked). */
  sort?: CommentSortSelectProps;
  /** The thread (`CommentThread`) when ready or locked. */
  thread?: ReactNode;
  /** "N new comments". */
  newCount?: number;
  onShowNew?: () => void;
  /** The paywall when `paywalled`. */
  paywall?: CommentsPaywallViewProps;
  /** "Sign in again" when `reauth`. */
  reauthHref?: string;
  /** The error's text and "Try again" when `error`. */
  errorText?: string;
  onRetry?: () => void;
}

/**
 * The comments page (`comments-page`, `/p/{slug}/comments`): the way back to the post, "Comments" with the count,
 * the sort selector, then the thread. Loading shows comment-shaped skeletons; 400 says comments are not available
 * here; re-authentication says T137 with a way to sign in again; comments off says T136 above the (read-only)
 * thread; the paywall replaces the thread on paid and founding posts; an error says so with "Try again".
 * `data-state` is M51's state.
 */
export function CommentsPageView({
  status,
  postTitle,
  postHref,
  commentCount,
  sort,
  thread,
  newCount = 0,
  onShowNew,
  paywall,
  reauthHref,
  errorText,
  onRetry,
}: CommentsPageViewProps) {
  const t = useT();
  const headingId = useId();
  const live = status === 'ready' || status === 'locked';
  let content: ReactNode;
  switch (status) {
    case 'loading':
      content = <CommentsSkeleton />;
      break;
    case 'ready':
    case 'locked':
      content = (
        <>
          {status === 'locked' ? <CommentsLockedNotice /> : null}
          {onShowNew ? <NewCommentsButton count={newCount} onClick={onShowNew} /> : null}
          {thread}
        </>
      );
      break;
    case 'not_allowed':
      content = <EmptyState icon={MessageSquareOff} title={t('comments.notAllowed.title')} description={t('comments.notAllowed.body')} headingLevel={2} />;
      break;
    case 'reauth':
      content = (
        <section className={styles.paywall} data-part="comments-reauth">
          <Icon icon={Lock} size="tab" />
          <h2 className={styles.paywallTitle}>{t('comments.reauth.title')}</h2>
          <p className={styles.paywallText}>{t('comments.reauth.body')}</p>
          {reauthHref ? (
            <Link to={reauthHref} className={styles.primaryLink}>
              {t('comments.reauth.action')}
            </Link>
          ) : null}
        </section>
      );
      break;
    case 'paywalled':
      content = paywall ? <CommentsPaywallView {...paywall} /> : null;
      break;
    case 'error':
      content = <ErrorState title={t('comments.error.title')} description={errorText} onRetry={onRetry} retryLabel={t('comments.retry')} headingLevel={2} />;
      break;
    default:
      content = status satisfies never;
  }
  return (
    <main className={styles.page} data-part="comments-page" data-state={status} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <div className={styles.column}>
        <Link to={postHref} className={styles.back} data-part="back-to-post">
          <Icon icon={ArrowLeft} size="compressed" />
          {postTitle ? <bdi>{postTitle}</bdi> : t('comments.backToPost')}
        </Link>
        <div className={styles.header}>
          <h1 id={headingId} className={styles.title}>
            {t('comments.title')}
          </h1>
          {live && commentCount !== undefined ? <span className={styles.count}>{t('comments.count', { count: commentCount })}</span> : null}
        </div>
        {live && sort ? (
          <div className={styles.toolbar}>
            <CommentSortSelect {...sort} />
          </div>
        ) : null}
        {content}
      </div>
    </main>
  );
}

export interface CommentPermalinkViewProps {
  /** `loading`, `ready` / `locked` (the comment and its ancestors), `error` (not found or failed), and the page's others. */
  status: CommentsPageStateName;
  postTitle: string;
  /** "Return to thread" (T103): the comments page. */
  threadHref: string;
  thread?: ReactNode;
  /** The comment is not there (404): "This comment is not available". */
  notFound?: boolean;
  errorText?: string;
  onRetry?: () => void;
  paywall?: CommentsPaywallViewProps;
  reauthHref?: string;
}

/**
 * The single-comment view (`comment-permalink-page`, `/p/{slug}/comment/{id}`): "Return to thread" (T103), then the
 * comment with its ancestors above it and its replies below, the comment highlighted.
 */
export function CommentPermalinkView({ status, postTitle, threadHref, thread, notFound, errorText, onRetry, paywall, reauthHref }: CommentPermalinkViewProps) {
  const t = useT();
  let content: ReactNode;
  if (status === 'ready' || status === 'locked') content = thread;
  else if (status === 'loading') content = <CommentsSkeleton rows={2} />;
  else if (status === 'error' && notFound)
    content = <EmptyState icon={MessageSquareOff} title={t('comments.single.notFound')} description={t('comments.single.notFoundBody')} headingLevel={2} />;
  else if (status === 'paywalled' && paywall) content = <CommentsPaywallView {...paywall} />;
  else if (status === 'reauth')
    content = (
      <section className={styles.paywall} data-part="comments-reauth">
        <h2 className={styles.paywallTitle}>{t('comments.reauth.title')}</h2>
        {reauthHref ? (
          <Link to={reauthHref} className={styles.primaryLink}>
            {t('comments.reauth.action')}
          </Link>
        ) : null}
      </section>
    );
  else if (status === 'not_allowed')
    content = <EmptyState icon={MessageSquareOff} title={t('comments.notAllowed.title')} description={t('comments.notAllowed.body')} headingLevel={2} />;
  else content = <ErrorState title={t('comments.error.title')} description={errorText} onRetry={onRetry} retryLabel={t('comments.retry')} headingLevel={2} />;
  return (
    <main className={styles.page} data-part="comment-permalink" data-state={status} aria-busy={status === 'loading' || undefined}>
      <div className={styles.column}>
        <Link to={threadHref} className={styles.back} data-part="return-to-thread">
          <Icon icon={ArrowLeft} size="compressed" />
          {t('comments.returnToThread')}
        </Link>
        <h1 className={styles.title}>{t('comments.single.heading', { title: postTitle })}</h1>
        {content}
      </div>
    </main>
  );
}
