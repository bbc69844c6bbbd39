import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { ReturnFocus } from '../../../ui/focusReturn';
import type { RestackSubject } from '../restack.machine';
import * as styles from './footer.css';

export interface RestackNudgeModalProps {
  open: boolean;
  /** post / note / comment (002). */
  variant: RestackSubject;
  /** "View now" (T115): go to the restack. */
  onViewNow: () => void;
  /** "OK" (T116), Escape or the close button. */
  onDismiss: () => void;
  /** Where focus goes on close (default: what had focus when it opened); a nudge opened after a restack's answer passes its Restack button. */
  returnFocus?: ReturnFocus;
}

/** The first-time restack explainer (restack-nudge-modal), shown once after the first restack. */
export function RestackNudgeModal({ open, variant, onViewNow, onDismiss, returnFocus }: RestackNudgeModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDismiss())}
      title={t(`footer.nudge.title.${variant}`)}
      {...(returnFocus ? { returnFocus } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onViewNow}>
            {t('footer.nudge.viewNow')}
          </Button>
          <Button onClick={onDismiss}>{t('footer.nudge.ok')}</Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('footer.nudge.body')}</p>
    </Dialog>
  );
}
