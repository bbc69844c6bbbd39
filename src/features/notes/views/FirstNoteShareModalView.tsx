import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { ReturnFocus } from '../../../ui/focusReturn';
import { useT } from '../i18n';
import * as styles from './notes.css';

export interface FirstNoteShareModalViewProps {
  open: boolean;
  /** Share: the hook copies the note's address and shows "Note Shared." with "View Now". */
  onShare: () => void;
  onDismiss: () => void;
  /** Where focus goes on close (default: what had it when the modal opened). */
  returnFocus?: ReturnFocus;
}

/** The first-note share modal (first-note-share-modal, M47): shown after the reader's first note. */
export function FirstNoteShareModalView({ open, onShare, onDismiss, returnFocus = 'trigger' }: FirstNoteShareModalViewProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      size="sm"
      returnFocus={returnFocus}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={t('notes.share.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t('notes.share.close')}
          </Button>
          <Button onClick={onShare}>{t('notes.share.share')}</Button>
        </>
      }
    >
      <p className={styles.text} data-part="first-note-share">
        {t('notes.share.body')}
      </p>
    </Dialog>
  );
}
