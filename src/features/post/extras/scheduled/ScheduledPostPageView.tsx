import { Lock, Mail, Pencil, Share2 } from 'lucide-react';
import type { Post } from '../../../../api/schemas/core';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Button } from '../../../../ui/Button';
import { button } from '../../../../ui/Button/Button.css';
import { Countdown } from '../../../../ui/Countdown';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { FormattedDate } from '../../../../ui/Formatted';
import { Icon } from '../../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../ui/Skeleton';
import { safeHref } from '../../../../ui/TruncatedText/truncate';
import * as layout from '../extras.css';
import type { ExtrasLoadStatus } from '../loadStatus';
import type { ScheduledCountdownState } from './scheduledCountdown.machine';
import { type ScheduledPostAccess, scheduledDescription, scheduledPostEditPath } from './scheduledPost';
import * as styles from './ScheduledPostPageView.css';
import { paths } from '../../../../kit/routes';

/** Where "Become a founding member" goes (designed: the subscribe page with the founding plan). */
export const SCHEDULED_FOUNDING_PATH = paths.subscribe({ plan: 'founding' });

export interface ScheduledPostPageViewProps {
  /** Loading the post: `loading` skeleton, `not_found` "Post not found" (T163), `error` with the server's text. */
  status: ExtrasLoadStatus;
  /** The scheduled post (E23) with `postSchedule`. */
  post?: Post | null;
  /** M57: `counting` shows the countdown, `available` "Available now!" (T172) with Refresh. */
  countdown?: ScheduledCountdownState | null;
  /** `founding_required`: a founding-only post seen by someone who is not founding — a notice instead. */
  access?: ScheduledPostAccess;
  /** Contributors and admins: Share and Edit. */
  canManage?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** The Refresh link next to "Available now!". */
  onRefresh?: () => void;
  onShare?: () => void;
}

/**
 * The scheduled-post page (spec 003 "Scheduled post"; M57): title, the description cut at 135 characters (K117), who
 * it goes to, and a countdown to `trigger_at` (ticking every 500 ms) that turns into "Available now!" (T172) with a
 * Refresh link. Founding-only posts show a notice to readers who are not founding members; contributors get Share and
 * Edit. `data-state` is the load status, then `counting` / `available` / `founding_required`.
 */
export function ScheduledPostPageView({
  status,
  post,
  countdown,
  access = 'allowed',
  canManage = false,
  errorMessage,
  onRetry,
  onRefresh,
  onShare,
}: ScheduledPostPageViewProps) {
  const t = useT();
  const ready = status === 'ready' && post?.postSchedule;
  const dataState = !ready ? status : access === 'founding_required' ? 'founding_required' : (countdown?.name ?? 'counting');
  return (
    <main className={layout.page} data-part="scheduled-post-page" data-state={dataState}>
      <article className={layout.column}>
        {status === 'loading' ? (
          <SkeletonGroup label={t('scheduled.loading')}>
            <Skeleton width={120} height={14} />
            <Skeleton height={40} />
            <SkeletonText lines={2} />
            <Skeleton height={120} />
          </SkeletonGroup>
        ) : status === 'not_found' ? (
          <EmptyState title={t('scheduled.notFound')} headingLevel={2} />
        ) : status === 'error' || !post || !post.postSchedule ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          <ScheduledContent
            post={post}
            schedule={post.postSchedule}
            countdown={countdown ?? null}
            access={access}
            canManage={canManage}
            onRefresh={onRefresh}
            onShare={onShare}
          />
        )}
      </article>
    </main>
  );
}

function ScheduledContent({
  post,
  schedule,
  countdown,
  access,
  canManage,
  onRefresh,
  onShare,
}: {
  post: Post;
  schedule: NonNullable<Post['postSchedule']>;
  countdown: ScheduledCountdownState | null;
  access: ScheduledPostAccess;
  canManage: boolean;
  onRefresh?: () => void;
  onShare?: () => void;
}) {
  const t = useT();
  const description = scheduledDescription(post.description);
  const cover = access === 'allowed' && post.cover_image ? safeHref(post.cover_image) : null;
  return (
    <>
      <header className={styles.header}>
        <p className={layout.eyebrow}>{t('scheduled.eyebrow')}</p>
        <h1 className={layout.title}>{post.title}</h1>
        {description && access === 'allowed' ? (
          <p className={layout.lede} data-part="scheduled-description">
            {description}
          </p>
        ) : null}
        <p className={styles.audience}>
          <Icon icon={Mail} size="compressed" />
          {t(`scheduled.audience.${schedule.email_audience}`)}
        </p>
      </header>
      {access === 'founding_required' ? (
        <section className={styles.notice} aria-labelledby="scheduled-founding" data-part="founding-required">
          <Icon icon={Lock} size="tab" />
          <h2 id="scheduled-founding" className={styles.noticeTitle}>
            {t('scheduled.foundingRequired.title')}
          </h2>
          <p className={layout.muted}>{t('scheduled.foundingRequired.body')}</p>
          <Link to={SCHEDULED_FOUNDING_PATH} className={button({ variant: 'primary' })}>
            {t('scheduled.foundingRequired.action')}
          </Link>
        </section>
      ) : (
        <section className={styles.countdownCard} aria-label={t('scheduled.countdownLabel')}>
          <p className={layout.muted}>
            {t('scheduled.publishesAt')} <FormattedDate date={schedule.trigger_at} />
          </p>
          <Countdown
            className={styles.countdown}
            target={schedule.trigger_at}
            doneAction={
              countdown?.name === 'available' ? (
                <Button variant="secondary" size="sm" onClick={onRefresh}>
                  {t('scheduled.refresh')}
                </Button>
              ) : null
            }
          />
        </section>
      )}
      {canManage ? (
        <div className={layout.actions} data-part="scheduled-actions">
          <Button variant="secondary" leadingIcon={<Icon icon={Share2} />} onClick={onShare}>
            {t('scheduled.share')}
          </Button>
          <Link to={scheduledPostEditPath(post)} className={button({ variant: 'secondary' })}>
            <Icon icon={Pencil} />
            {t('scheduled.edit')}
          </Link>
        </div>
      ) : null}
      {cover ? <img className={styles.cover} src={cover} alt="" /> : null}
    </>
  );
}
