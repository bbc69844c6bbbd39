import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useT } from '../i18n';
import { Button, IconButton } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './footer.css';
import { sanitizeSummaryHtml } from './sanitizeSummaryHtml';

export { sanitizeSummaryHtml } from './sanitizeSummaryHtml';

export type ReaderGuidePanelStatus = 'loading' | 'shown' | 'error';

export interface ReaderGuidePanelProps {
  status: ReaderGuidePanelStatus;
  /**
   * The summary (E31) as HTML from the API. It is sanitised here (`sanitizeSummaryHtml`): scripts, handlers, styles
   * and refused URLs go; hostile input that sanitises to nothing renders an empty body, never an error.
   */
  html?: string | null;
  /** The server's error text; the generic "We couldn’t load the reader guide." without one. */
  errorMessage?: string | null;
  onRetry?: () => void;
  onClose?: () => void;
}

/** The reader guide summary (reader-guide-summary-panel, M22): a region with loading, shown and error states. */
export function ReaderGuidePanel({ status, html, errorMessage, onRetry, onClose }: ReaderGuidePanelProps) {
  const t = useT();
  const titleId = useId();
  const clean = useMemo(() => (status === 'shown' && html ? sanitizeSummaryHtml(html) : ''), [status, html]);
  return (
    <section className={styles.guide} aria-labelledby={titleId} data-part="reader-guide" data-state={status} aria-busy={status === 'loading' || undefined}>
      <div className={styles.guideHeader}>
        <h2 id={titleId} className={styles.guideTitle}>
          {t('footer.guide.title')}
        </h2>
        {onClose ? <IconButton label={t('footer.guide.close')} icon={<Icon icon={X} />} onClick={onClose} size="sm" /> : null}
      </div>
      {status === 'loading' ? (
        <div className={styles.guideStatus}>
          <Spinner label={t('footer.guide.loading')} />
          <span aria-hidden>{t('footer.guide.loading')}</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.guideStatus} role="alert">
          <span>
            <bdi>{errorMessage || t('footer.guide.error')}</bdi>
          </span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('footer.guide.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeSummaryHtml (DOMPurify + the kit's URL policy) */}
      {status === 'shown' ? <div className={styles.guideBody} data-part="reader-guide-body" dangerouslySetInnerHTML={{ __html: clean }} /> : null}
    </section>
  );
}
