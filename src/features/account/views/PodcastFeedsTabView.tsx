import type { PodcastFeed } from '../../../api/schemas/account';
import { safeLinkHref, safeMediaUrl } from '../../../kit';
import { Podcast } from 'lucide-react';
import { ErrorState } from '../../../ui/ErrorState';
import { isolatedText } from '../../../ui/bidi';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import * as styles from './account.css';

export interface PodcastFeedsTabViewProps {
  status: 'loading' | 'error' | 'ready';
  feeds?: readonly PodcastFeed[];
  errorMessage?: string;
  onRetry?: () => void;
}

/** The podcast feeds tab: "Loading podcast feeds...", "No podcast feeds are currently available.", or the feeds with setup links. */
export function PodcastFeedsTabView({ status, feeds, errorMessage, onRetry }: PodcastFeedsTabViewProps) {
  const t = useT();
  if (status === 'error') return <ErrorState title={errorMessage ?? ''} onRetry={onRetry} headingLevel={2} />;
  if (status === 'loading' || !feeds) {
    return (
      <p className={styles.muted} data-part="podcast-feeds" data-state="loading" role="status">
        {t('account.podcasts.loading')}
      </p>
    );
  }
  if (feeds.length === 0) {
    return (
      <p className={styles.muted} data-part="podcast-feeds" data-state="empty">
        {t('account.podcasts.empty')}
      </p>
    );
  }
  return (
    <div className={styles.panel} data-part="podcast-feeds" data-state="ready">
      <p className={styles.muted}>{t('account.podcasts.intro')}</p>
      <ul className={styles.feedList}>
        {feeds.map((feed) => {
          const logo = safeMediaUrl(feed.logoUrl);
          const setup = safeLinkHref(feed.setupUrl);
          return (
            <li key={feed.id} className={styles.feed}>
              {logo ? (
                <img className={styles.feedLogo} src={logo} alt="" width={56} height={56} />
              ) : (
                <span className={`${styles.feedLogo} ${styles.feedLogoBlank}`} aria-hidden="true">
                  <Icon icon={Podcast} size="tab" />
                </span>
              )}
              <div className={styles.feedText}>
                <h2 className={styles.feedName} dir="auto">
                  {feed.name}
                </h2>
                {feed.description ? <p className={styles.muted}>{feed.description}</p> : null}
                {setup ? (
                  <a className={styles.link} href={setup} target="_blank" rel="noopener noreferrer">
                    {isolatedText(([name]) => t('account.podcasts.setup', { name }), [feed.name])}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
