import { useId } from 'react';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { useT } from '../i18n';
import { type SitemapGroup, type SitemapLink, sitemapGroups } from '../sitemap';
import * as styles from './infoPages.css';

export interface SitemapPageViewProps {
  /** The publication's name, for the description. */
  publicationName?: string;
  /** The links by group (`sitemapLinks()`). */
  links: Record<SitemapGroup, readonly SitemapLink[]>;
}

/** The sitemap (`sitemap-page`, 003): its header, a description, and the publication's pages by group. */
export function SitemapPageView({ publicationName, links }: SitemapPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="sitemap">
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.sitemap.title')}</h1>
          <p className={styles.lede}>
            {publicationName
              ? isolatedText(([publication]) => t('pages.sitemap.description', { publication }), [publicationName] as const)
              : t('pages.sitemap.descriptionPlain')}
          </p>
        </header>
        <div className={styles.groups}>
          {sitemapGroups.map((group) => (
            <Group key={group} group={group} links={links[group]} />
          ))}
        </div>
      </div>
    </main>
  );
}

function Group({ group, links }: { group: SitemapGroup; links: readonly SitemapLink[] }) {
  const t = useT();
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <nav className={styles.group} aria-labelledby={titleId} data-part="sitemap-group" data-group={group}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t(`pages.sitemap.group.${group}`)}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.path} className={styles.link}>
              {t(`pages.sitemap.link.${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
