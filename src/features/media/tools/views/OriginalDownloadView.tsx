import { Download } from 'lucide-react';
import type { OriginalDownloadState } from '../../originalDownload.machine';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { useT } from '../i18n';
import * as styles from './tools.css';

export interface OriginalDownloadViewProps {
  /** M55's state: idle, presigning (generating the presigned URL), downloading, done or error (T142 / T143). */
  state: OriginalDownloadState;
  /** Starts the download; after done it downloads again, after an error it retries. */
  onStart: () => void;
}

/**
 * The bare original-download control (inventory `video-original-download`): a button, the step in progress, and
 * the failure text (T142 / T143) with a retry. `data-state` carries M55's state name.
 */
export function OriginalDownloadView({ state, onStart }: OriginalDownloadViewProps) {
  const t = useT();
  const busy = state.name === 'presigning' || state.name === 'downloading';
  const label = state.name === 'error' ? t('common.error.retry') : state.name === 'done' ? t('mediaTools.download.again') : t('mediaTools.download.start');
  return (
    <div className={styles.tool} data-part="original-download" data-state={state.name}>
      <div className={styles.row}>
        <Button variant={state.name === 'idle' ? 'primary' : 'secondary'} loading={busy} leadingIcon={<Icon icon={Download} />} onClick={onStart}>
          {label}
        </Button>
        <p className={state.name === 'done' ? styles.done : styles.status} aria-live="polite">
          {state.name === 'presigning' ? t('mediaTools.download.presigning') : null}
          {state.name === 'downloading' ? t('mediaTools.download.downloading') : null}
          {state.name === 'done' ? t('mediaTools.download.done') : null}
        </p>
      </div>
      {state.name === 'error' ? (
        <p className={styles.error} role="alert">
          {t(state.messageId)}
        </p>
      ) : null}
    </div>
  );
}
