import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../platform/Link';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { SkeletonRows } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import { NewslettersListView, type NewslettersListViewProps } from './NewslettersListView';
import * as styles from './NewslettersView.css';
import { safeLinkHref } from '../../../kit/url';

export const newslettersPageStatuses = ['loading', 'error', 'link_expired', 'ready', 'redirecting'] as const;
export type NewslettersPageStatus = (typeof newslettersPageStatuses)[number];

export interface NewslettersPageViewProps {
  status: NewslettersPageStatus;
  /** The eyebrow over the heading. */
  publicationName?: string | undefined;
  /** `ready`: the list. */
  list?: NewslettersListViewProps | undefined;
  /** `error`: the reader's words for the failed load; Try again calls `onRetry`. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  /** `link_expired`: where Sign in goes. */
  signInHref?: string;
  /** The section-management control (publication admins; an address on the publication's site). */
  manageSectionsHref?: string | null | undefined;
  /** The default variant's link to account settings (subscribed readers). */
  accountSettingsHref?: string | null | undefined;
  /** The reader came through an e-mail's link (`token`), not signed in. */
  viaToken?: boolean;
  /** The signup dialog (M25 `signup`). */
  signupDialog?: ReactNode;
}

/**
 * The bare newsletters page (`newsletters-page`, `/newsletters`): heading "Newsletters" (T040), the themed groups or
 * the default list, the admin's section-management control, the account settings link, and the signup dialog for a
 * reader who does not subscribe. `data-state` is the status.
 */
export function NewslettersPageView({
  status,
  publicationName,
  list,
  errorMessage,
  onRetry,
  signInHref = '/login',
  manageSectionsHref,
  accountSettingsHref,
  viaToken = false,
  signupDialog,
}: NewslettersPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="newsletters-page" data-state={status}>
      <div className={styles.column}>
        <header className={styles.header}>
          {publicationName ? (
            <p className={styles.eyebrow}>
              <bdi>{publicationName}</bdi>
            </p>
          ) : null}
          <div className={styles.headerRow}>
            <h1 className={styles.title}>{t('newsletters.title')}</h1>
            {manageSectionsHref ? (
              <a className={styles.link} href={safeLinkHref(manageSectionsHref) ?? undefined} data-part="manage-sections">
                {t('newsletters.manageSections')} <Icon icon={ExternalLink} size="compressed" />
              </a>
            ) : null}
          </div>
          {status === 'ready' ? <p className={styles.lede}>{t('newsletters.lede')}</p> : null}
        </header>
        {viaToken && status === 'ready' ? <p className={styles.notice}>{t('newsletters.token')}</p> : null}
        {status === 'loading' || status === 'redirecting' ? <SkeletonRows count={4} label={t('newsletters.loading')} /> : null}
        {status === 'error' ? <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {status === 'link_expired' ? (
          <div role="alert" className={styles.notice} data-part="link-expired">
            {t('newsletters.error.link')}{' '}
            <Link to={signInHref} className={styles.link}>
              {t('newsletters.error.linkAction')}
            </Link>
          </div>
        ) : null}
        {status === 'ready' && list ? <NewslettersListView {...list} /> : null}
        {status === 'ready' && accountSettingsHref ? (
          <p className={styles.muted}>
            <Link to={accountSettingsHref} className={styles.link} data-part="account-settings-link">
              {t('newsletters.accountSettings')}
            </Link>
          </p>
        ) : null}
        {signupDialog}
      </div>
    </main>
  );
}
