import { Search } from 'lucide-react';
import { truncateText } from '../../../i18n/format';
import { isolatedText } from '../../../ui/bidi';
import { button } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon';
import { safeLinkHref } from '../../../ui/url';
import { useT } from '../i18n';
import * as styles from './infoPages.css';

export interface UnclaimedPublicationNotFoundPageProps {
  /** The address the reader asked for (the unclaimed subdomain), shown bounded and isolated; omitted → a plain sentence. */
  address?: string;
  /** Where "Start a Substack" leads (the platform's start page). */
  startHref?: string;
  /** Where the search link leads (the platform's publication search). */
  searchHref?: string;
}

/** The platform's pages the actions lead to by default. */
export const UNCLAIMED_START_HREF = 'https://substack.com/signup';
export const UNCLAIMED_SEARCH_HREF = 'https://substack.com/search';

/** An address is shown up to this many characters. */
const ADDRESS_MAX = 100;

/**
 * The not-found page for an unclaimed publication address (`unclaimed-publication-not-found-page`, 003): the host
 * serves it for an unknown subdomain (no route of its own: the publication's route table does not apply there). The
 * "Start a Substack" action (T167) and a search link, both through the URL policy; no data is read.
 */
export function UnclaimedPublicationNotFoundPage({
  address,
  startHref = UNCLAIMED_START_HREF,
  searchHref = UNCLAIMED_SEARCH_HREF,
}: UnclaimedPublicationNotFoundPageProps) {
  const t = useT();
  const start = safeLinkHref(startHref);
  const search = safeLinkHref(searchHref);
  const shown = address ? truncateText(address, ADDRESS_MAX) : null;
  return (
    <main className={styles.page} data-part="unclaimed-not-found">
      <div className={styles.narrow}>
        <div className={styles.notFound}>
          <h1 className={styles.title}>{t('pages.unclaimed.title')}</h1>
          <p className={styles.body}>
            {shown ? isolatedText(([a]) => t('pages.unclaimed.body', { address: a }), [shown] as const) : t('pages.unclaimed.bodyPlain')}
          </p>
          <div className={styles.actions}>
            {start ? (
              <a className={button({ variant: 'primary' })} href={start} data-part="start">
                {t('pages.unclaimed.start')}
              </a>
            ) : null}
            {search ? (
              <a className={styles.secondary} href={search} data-part="search">
                <Icon icon={Search} size="compressed" />
                <span>{t('pages.unclaimed.search')}</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </main>
  );
}
