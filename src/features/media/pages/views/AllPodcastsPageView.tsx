import { Copy, Mic, Rss } from 'lucide-react';
import type { AllPodcastsPageData } from '../../../../api/schemas/podcasts';
import { Badge } from '../../../../ui/Badge';
import { isolate, isolatedText } from '../../../../ui/bidi';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { visuallyHidden } from '../../../../ui/focus.css';
import { Icon } from '../../../../ui/Icon';
import { CopyField, type CopyLinkStateName } from '../../../sharing';
import { useT } from '../i18n';
import * as styles from './MediaPages.css';
import { type MediaPageStatus, PodcastList, PodcastListSkeleton } from './PodcastsPageView';

export interface AllPodcastsPageViewProps {
  status: MediaPageStatus;
  data?: AllPodcastsPageData | undefined;
  /** The reader's words for a failed load. */
  errorMessage?: string | undefined;
  onRetry(): void;
  /** The copy machine's state of a private feed's button. */
  copyState(sectionId: number): CopyLinkStateName;
  onCopyFeed(sectionId: number, rssUrl: string): void;
  /** The section whose "Set up podcast" is on its way (or whose failure is being shown), or `null`. */
  settingUp: number | null;
  onSetUpPodcast(section: { id: number; name: string }): void;
  /** Offers "Subscribe" where private feeds would be (readers without a paid subscription). */
  onSubscribe?: (() => void) | undefined;
}

/**
 * The all-podcasts page (spec 003): the reader's private feeds with their RSS addresses (copy → "RSS feed URL
 * copied"), every podcast in section order, and for publication admins every section with "Set up podcast".
 */
export function AllPodcastsPageView({
  status,
  data,
  errorMessage,
  onRetry,
  copyState,
  onCopyFeed,
  settingUp,
  onSetUpPodcast,
  onSubscribe,
}: AllPodcastsPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="all-podcasts-page" data-state={status}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('mediaPages.allPodcasts.title')}</h1>
        </header>
        {status === 'loading' ? <PodcastListSkeleton /> : null}
        {status === 'error' ? <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {status === 'ready' && data ? (
          <>
            <section
              className={styles.stack}
              aria-labelledby="private-feeds"
              data-part="private-feeds"
              data-state={data.privateFeeds.length ? 'list' : 'empty'}
            >
              <h2 className={styles.sectionTitle} id="private-feeds">
                {t('mediaPages.allPodcasts.privateFeeds')}
              </h2>
              {data.privateFeeds.length > 0 ? (
                <>
                  <p className={styles.muted}>{t('mediaPages.allPodcasts.privateFeedsHint')}</p>
                  <ul className={styles.list}>
                    {data.privateFeeds.map(({ section, rssUrl }) => (
                      <li key={section.id} className={styles.feed} data-part="private-feed">
                        <div className={styles.feedHead}>
                          <Icon icon={Rss} />
                          <h3 className={styles.rowTitle} dir="auto">
                            {section.name}
                          </h3>
                        </div>
                        <CopyField
                          layout="row"
                          fieldId={`rss-${section.id}`}
                          label={t('mediaPages.allPodcasts.rssLabel', { name: isolate(section.name) })}
                          value={rssUrl}
                          copyState={copyState(section.id)}
                          onCopy={() => onCopyFeed(section.id, rssUrl)}
                          copyText={t('mediaPages.allPodcasts.copy')}
                          copiedText={t('mediaPages.allPodcasts.copied')}
                          icon={Copy}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <EmptyState
                  icon={Rss}
                  title={t('mediaPages.allPodcasts.noFeeds')}
                  description={data.podcasts.length === 0 ? t('mediaPages.allPodcasts.noFeedsNoPodcasts') : t('mediaPages.allPodcasts.noFeedsHint')}
                  actionLabel={data.podcasts.length > 0 && onSubscribe ? t('mediaPages.allPodcasts.subscribe') : undefined}
                  onAction={onSubscribe}
                  headingLevel={3}
                />
              )}
            </section>
            <section className={styles.stack} aria-labelledby="all-podcasts" data-part="podcasts">
              <h2 className={styles.sectionTitle} id="all-podcasts">
                {t('mediaPages.allPodcasts.podcasts')}
              </h2>
              <PodcastList
                podcasts={data.podcasts}
                headingLevel={3}
                empty={<EmptyState icon={Mic} title={t('mediaPages.podcasts.empty')} description={t('mediaPages.podcasts.emptyHint')} headingLevel={3} />}
              />
            </section>
            {data.canManage ? (
              <section className={styles.stack} aria-labelledby="set-up-podcast" data-part="set-up-podcast">
                <h2 className={styles.sectionTitle} id="set-up-podcast">
                  {t('mediaPages.allPodcasts.setUpTitle')}
                </h2>
                <p className={styles.muted}>{t('mediaPages.allPodcasts.setUpHint')}</p>
                <ul className={styles.list}>
                  {data.sections.map(({ section, hasPodcast }) => (
                    <li key={section.id} className={styles.row} data-part="section" data-state={hasPodcast ? 'podcast' : 'none'}>
                      <div className={styles.rowBody}>
                        <h3 className={styles.rowTitle} dir="auto">
                          {section.name}
                        </h3>
                        {section.description ? <p className={styles.muted}>{section.description}</p> : null}
                      </div>
                      {hasPodcast ? (
                        <Badge variant="accent" icon={Mic}>
                          {t('mediaPages.allPodcasts.hasPodcast')}
                        </Badge>
                      ) : (
                        <Button
                          variant="secondary"
                          loading={settingUp === section.id}
                          disabled={settingUp !== null && settingUp !== section.id}
                          leadingIcon={<Icon icon={Mic} />}
                          onClick={() => onSetUpPodcast(section)}
                        >
                          {t('mediaPages.allPodcasts.setUp')}
                          <span className={visuallyHidden}> {isolatedText(([name]) => t('mediaPages.allPodcasts.setUpFor', { name }), [section.name])}</span>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </main>
  );
}
