import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../../ui/Icon';
import { safeLinkHref } from '../../../ui/url';
import { useT } from '../i18n';
import type { BookshopWidget } from '../whatWereReading';
import * as styles from './whatWereReading.css';

export interface WhatWereReadingPageViewProps {
  /** The widgets in page order (`bookshopWidgets`: each list's address already through the URL policy). */
  widgets: readonly BookshopWidget[];
  /** The shop's own embed for a list (a host that loads the shop's script); by default each card links to its list. */
  renderWidget?: (widget: BookshopWidget) => ReactNode;
}

/**
 * What We're Reading (`what-were-reading-page`, 001): the affiliate commission disclosure, then one card per bookshop
 * list (pick of the month, previous picks, reader recommendations, politics, culture, history, science and medicine,
 * tech, memoir and biography, parenting, religion), each titled and linking to the list on the shop in a new tab.
 */
export function WhatWereReadingPageView({ widgets, renderWidget }: WhatWereReadingPageViewProps) {
  const t = useT();
  const disclosureId = useId();
  return (
    <main className={styles.page} data-part="what-were-reading">
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.reading.title')}</h1>
          <p className={styles.lede}>{t('pages.reading.lede')}</p>
        </header>
        <p id={disclosureId} className={styles.disclosure} data-part="affiliate-disclosure">
          {t('pages.reading.disclosure')}
        </p>
        <ul className={styles.widgets} aria-label={t('pages.reading.title')}>
          {widgets.map((widget) => {
            const embed = renderWidget?.(widget);
            const title = t(`pages.reading.list.${widget.list}`);
            return (
              <li key={widget.list} className={styles.widget} data-part="bookshop-widget" data-list={widget.list}>
                <h2 className={styles.widgetTitle}>{title}</h2>
                {embed ? <div className={styles.embed}>{embed}</div> : null}
                {!embed && widget.href ? (
                  <a
                    className={styles.widgetLink}
                    href={safeLinkHref(widget.href) ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer sponsored"
                    aria-describedby={disclosureId}
                    aria-label={t('pages.reading.openList', { title })}
                  >
                    <span>{t('pages.reading.open')}</span>
                    <Icon icon={ExternalLink} size="compressed" />
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
