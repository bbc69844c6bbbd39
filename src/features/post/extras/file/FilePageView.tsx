import { ArrowLeft, Download, ExternalLink, FileText } from 'lucide-react';
import type { FileEntry } from '../../../../api/schemas/growth';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { button } from '../../../../ui/Button/Button.css';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { Icon } from '../../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../ui/Skeleton';
import { safeHref } from '../../../../ui/TruncatedText/truncate';
import * as layout from '../extras.css';
import type { ExtrasLoadStatus } from '../loadStatus';
import { fileSize, panelsHref } from './fileEntry';
import * as styles from './FilePageView.css';
import { paths } from '../../../../kit/routes';
import { safeLinkHref } from '../../../../kit/url';

export interface FilePageViewProps {
  /** `loading` shows a skeleton, `not_found` "File not found", `error` the server's text with Try again. */
  status: ExtrasLoadStatus;
  /** The file (E64); required when `status` is `ready`. */
  file?: FileEntry | null;
  /** The server's text for `error`. */
  errorMessage?: string;
  /** Retry after an error. */
  onRetry?: () => void;
}

/**
 * The file page (spec 003 "File page"): "Read Now" (T164) linking back to the post the file belongs to, the file's
 * title, size and type, and two links: "Download file" (T166) and "Open in Panels" (T165, the iOS comic reader).
 * Links go through `safeHref`: a `javascript:` download URL renders no link. `data-state` is the status.
 */
export function FilePageView({ status, file, errorMessage, onRetry }: FilePageViewProps) {
  const t = useT();
  return (
    <main className={layout.page} data-part="file-page" data-state={status}>
      <div className={layout.column}>
        {status === 'loading' ? (
          <SkeletonGroup label={t('file.loading')}>
            <Skeleton width={120} height={20} />
            <div className={styles.header}>
              <Skeleton height={160} />
              <SkeletonText lines={2} />
            </div>
            <Skeleton width={280} height={44} radius="pill" />
          </SkeletonGroup>
        ) : status === 'not_found' ? (
          <EmptyState icon={FileText} title={t('file.notFound')} description={t('file.notFoundBody')} headingLevel={2} />
        ) : status === 'error' || !file ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          <FileDetails file={file} />
        )}
      </div>
    </main>
  );
}

function FileDetails({ file }: { file: FileEntry }) {
  const t = useT();
  const size = fileSize(file.num_bytes);
  const download = file.download_url ? safeHref(file.download_url) : null;
  const panels = panelsHref(download);
  const title = file.title?.trim() || file.file_key;
  const thumbnail = file.thumbnail ? safeHref(file.thumbnail) : null;
  return (
    <>
      {file.post ? (
        <div>
          <Link to={paths.post(file.post.slug)} className={layout.backLink} data-part="read-now">
            <Icon icon={ArrowLeft} />
            {t('file.readNow')}
          </Link>
          <p className={layout.muted}>{t('file.backToPost', { title: file.post.title })}</p>
        </div>
      ) : null}
      <div className={styles.header}>
        {thumbnail ? (
          <img className={styles.thumb} src={thumbnail} alt="" />
        ) : (
          <span className={styles.thumb} aria-hidden>
            <Icon icon={FileText} size="tab" />
          </span>
        )}
        <div className={styles.headerText}>
          <h1 className={layout.title}>{title}</h1>
          <p className={styles.meta} data-part="file-meta">
            {t('file.meta', { size: t(`file.size.${size.unit}`, { value: size.value }), type: file.type })}
          </p>
        </div>
      </div>
      <div className={layout.actions}>
        {download ? (
          <a className={button({ variant: 'primary' })} href={download} download data-part="download">
            <Icon icon={Download} />
            {t('file.download')}
          </a>
        ) : null}
        {panels ? (
          <a className={button({ variant: 'secondary' })} href={safeLinkHref(panels) ?? undefined} target="_blank" rel="noopener noreferrer" data-part="panels">
            <Icon icon={ExternalLink} />
            {t('file.openInPanels')}
          </a>
        ) : null}
      </div>
    </>
  );
}
