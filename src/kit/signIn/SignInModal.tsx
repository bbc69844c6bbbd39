import { Link } from '../../platform/Link';
import { useT } from '../../platform/context';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import type { ReturnFocus } from '../../ui/focusReturn';
import type { SignInEntry } from './signInEntry';
import * as styles from './signIn.css';

export interface SignInModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the reader tried (`composer-new-post`, `like`, …): on the dialog as `data-entry`. */
  entry: SignInEntry;
  /** Where "Sign in" goes: the host's sign-in page with a way back (`paths.signIn(next)`). */
  signInHref: string;
  title?: string;
  body?: string;
  actionLabel?: string;
  cancelLabel?: string;
  /** Where focus goes on close; default: back to what had it when the modal opened. */
  returnFocus?: ReturnFocus;
}

/**
 * The product's one sign-in modal (sign-in-modal, spec 002): every signed-out like, reply, restack, follow, save,
 * compose and every 401 shows this part, with its `entry`. Areas open it through `useSignIn()` (the host the
 * `PlatformProvider` mounts) or render it themselves with their own texts; there is no other sign-in dialog.
 */
export function SignInModal({ open, onOpenChange, entry, signInHref, title, body, actionLabel, cancelLabel, returnFocus = 'trigger' }: SignInModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('signIn.title')}
      returnFocus={returnFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel ?? t('signIn.cancel')}</Button>
          </DialogClose>
          <Link to={signInHref} className={styles.primaryLink} data-part="sign-in-link">
            {actionLabel ?? t('signIn.action')}
          </Link>
        </>
      }
    >
      <p className={styles.text} data-part="sign-in-modal" data-entry={entry}>
        {body ?? t('signIn.body')}
      </p>
    </Dialog>
  );
}
