import { useT } from '../i18n';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import * as styles from './footer.css';

export interface SignInPromptModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the reader tried: picks the title. */
  action: 'save' | 'restack';
  /** Where "Sign in" goes (the host's sign-in page with a way back). */
  signInHref: string;
}

/** The sign-in prompt a signed-out reader gets on Save or Restack (sign-in-modal). */
export function SignInPromptModal({ open, onOpenChange, action, signInHref }: SignInPromptModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={action === 'save' ? t('footer.signIn.saveTitle') : t('footer.signIn.restackTitle')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('footer.signIn.cancel')}</Button>
          </DialogClose>
          <Link to={signInHref} className={styles.dialogLink} data-part="sign-in-link">
            {t('footer.signIn.action')}
          </Link>
        </>
      }
    >
      <p className={styles.dialogText}>{t('footer.signIn.body')}</p>
    </Dialog>
  );
}
