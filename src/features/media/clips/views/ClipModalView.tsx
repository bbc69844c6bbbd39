import type { ReactNode } from 'react';
import { Button } from '../../../../ui/Button/Button';
import { Dialog } from '../../../../ui/Dialog/Dialog';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import type { ClipDisplayState } from '../../../../api/schemas/media';
import { useT } from '../../i18n';
import * as styles from './ClipModalView.css';

export interface ClipModalViewProps {
  open: boolean;
  /** Share mode: titled "Share Clip" (T032) and offers the share dialog; else "Clip" (T031). */
  mode: 'view' | 'share';
  /** What the clip shows (M09). */
  display: ClipDisplayState;
  /** Answers polled so far (`data-polls`: stories wait for a poll before moving the clock). */
  polls?: number;
  /** The player for `preview`, `uploaded` and `transcoded`. */
  player?: ReactNode;
  /** Share mode's action (opens the share dialog), when sharing is possible. */
  onShare?: () => void;
  shareLabel?: string;
  onWatchFullEpisode: () => void;
  onClose: () => void;
}

/**
 * The clip modal's markup: the title by mode, the clip by display state (the processing notice T038/T039 while
 * `creating`, the error T037, else the player), and "Watch full episode" (T033). `data-state` is the display state.
 */
export function ClipModalView({ open, mode, display, polls, player, onShare, shareLabel, onWatchFullEpisode, onClose }: ClipModalViewProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(mode === 'share' ? 'media.clip.shareTitle' : 'media.clip.title')}
      size="md"
      footer={
        <>
          {mode === 'share' && onShare ? (
            <Button variant="secondary" onClick={onShare}>
              {shareLabel}
            </Button>
          ) : null}
          <Button onClick={onWatchFullEpisode}>{t('media.clip.watchFullEpisode')}</Button>
        </>
      }
    >
      <div className={styles.body} data-part="clip-modal" data-state={display} data-polls={polls}>
        {display === 'creating' ? (
          <div className={styles.notice} role="status" data-part="clip-processing-notice">
            <Spinner />
            <p className={styles.noticeTitle}>{t('media.clip.processing')}</p>
            <p className={styles.noticeHint}>{t('media.clip.processingHint')}</p>
          </div>
        ) : display === 'error' ? (
          <div className={styles.notice}>
            <p className={styles.errorText} role="alert">
              {t('media.clip.error')}
            </p>
          </div>
        ) : (
          player
        )}
      </div>
    </Dialog>
  );
}
