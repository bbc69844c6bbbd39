import { SignInModal } from '../../../kit/signIn/SignInModal';
import { useT } from '../i18n';

export interface SignInPromptModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the reader tried: picks the title (and the modal's `entry`). */
  action: 'save' | 'restack';
  /** Where "Sign in" goes (the host's sign-in page with a way back). */
  signInHref: string;
}

/** The product's sign-in modal (kit `SignInModal`) with the footer's texts, for a signed-out reader's Save or Restack. */
export function SignInPromptModal({ open, onOpenChange, action, signInHref }: SignInPromptModalProps) {
  const t = useT();
  return (
    <SignInModal
      open={open}
      onOpenChange={onOpenChange}
      entry={action}
      signInHref={signInHref}
      title={action === 'save' ? t('footer.signIn.saveTitle') : t('footer.signIn.restackTitle')}
      body={t('footer.signIn.body')}
      actionLabel={t('footer.signIn.action')}
      cancelLabel={t('footer.signIn.cancel')}
    />
  );
}
