import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PodcastShow } from '../../../../api/schemas/podcasts';
import { safeMediaUrl } from '../../../../kit/url';
import { Link } from '../../../../platform/Link';
import { EmptyState } from '../../../../ui/EmptyState';
import { isolatedText } from '../../../../ui/bidi';
import { ErrorState } from '../../../../ui/ErrorState';
import { Icon } from '../../../../ui/Icon';
import { Skeleton } from '../../../../ui/Skeleton';
import { useT } from '../i18n';
import { sectionPath } from '../sectionPath';
import * as styles from './MediaPages.css';

export type MediaPageStatus = 'loading' | 'error' | 'ready';

export interface PodcastListProps {
  podcasts: readonly PodcastShow[];
  /** The level of each podcast's name. Default 2. */
  headingLevel?: 2 | 3;
  /** Shown instead of the list when there are no podcasts. */
  empty?: ReactNode;
}

/** Podcasts in the order given (the publication's section order), each linking to its section: "See episodes". */
export function PodcastList({ podcasts, headingLevel = 2, empty }: PodcastListProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  if (podcasts.length === 0) return <>{empty ?? null}</>;
  return (
    <ul className={styles.list} data-part="podcast-list">
      {podcasts.map(({ section, episodeCount, latestEpisode }) => {
        const logo = safeMediaUrl(section.logo_url);
        const headingId = `podcast-${section.id}`;
        return (
          <li key={section.id} className={styles.row} data-part="podcast">
            <div className={styles.logo} aria-hidden>
              {logo ? <img className={styles.logoImage} src={logo} alt="" /> : <Icon icon={Mic} size="tab" />}
            </div>
            <div className={styles.rowBody}>
              <Heading className={styles.rowTitle} id={headingId} dir="auto">
                {section.name}
              </Heading>
              {section.description ? <p className={styles.muted}>{section.description}</p> : null}
              <p className={styles.muted}>
                {latestEpisode
                  ? isolatedText(([title]) => t('mediaPages.podcasts.episodesLatest', { count: episodeCount, title }), [latestEpisode.title])
                  : t('mediaPages.podcasts.episodes', { count: episodeCount })}
              </p>
            </div>
            <Link to={sectionPath(section)} className={styles.accentLink} aria-describedby={headingId}>
              {t('mediaPages.podcasts.seeEpisodes')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function PodcastListSkeleton() {
  return (
    <div className={styles.list} aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={64} height={64} />
          <div className={styles.rowBody}>
            <Skeleton height={20} width="40%" />
            <Skeleton height={14} width="70%" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface PodcastsPageViewProps {
  status: MediaPageStatus;
  podcasts?: readonly PodcastShow[] | undefined;
  /** The publication's name, for the line under the title. */
  publicationName?: string | undefined;
  /** The reader's words for a failed load. */
  errorMessage?: string | undefined;
  onRetry(): void;
}

/** The podcasts page (`/podcasts`, spec 001/002): the publication's podcasts in section order, each with "See episodes". */
export function PodcastsPageView({ status, podcasts = [], publicationName, errorMessage, onRetry }: PodcastsPageViewProps) {
  const t = useT();
  const state = status === 'ready' && podcasts.length === 0 ? 'empty' : status;
  return (
    <main className={styles.page} data-part="podcasts-page" data-state={state}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('mediaPages.podcasts.title')}</h1>
          {publicationName ? <p className={styles.lede}>{isolatedText(([name]) => t('mediaPages.podcasts.lede', { name }), [publicationName])}</p> : null}
        </header>
        {status === 'loading' ? <PodcastListSkeleton /> : null}
        {status === 'error' ? <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {status === 'ready' ? (
          <PodcastList
            podcasts={podcasts}
            empty={<EmptyState icon={Mic} title={t('mediaPages.podcasts.empty')} description={t('mediaPages.podcasts.emptyHint')} headingLevel={2} />}
          />
        ) : null}
      </div>
    </main>
  );
}
