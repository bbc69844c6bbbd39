import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
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
}

/** The first-time restack explainer (restack-nudge-modal), shown once after the first restack. */
export function RestackNudgeModal({ open, variant, onViewNow, onDismiss }: RestackNudgeModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDismiss())}
      title={t(`footer.nudge.title.${variant}`)}
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
