import { useRef } from 'react';
import { OnDemandDialog } from '../../../kit/overlays';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { useT } from '../i18n';
import * as styles from './commentsPage.css';

export type CommentGateDialogKind = { kind: 'signIn'; reason: 'like' | 'comment' } | { kind: 'requirement'; need: 'paid' | 'subscriber' };

export interface CommentGateDialogProps {
  /** The open dialog, or `null` when closed. */
  dialog: CommentGateDialogKind | null;
  onClose: () => void;
  /** "Sign in" (the host's sign-in page, back here after). */
  signInHref: string;
  /** "See subscription options". */
  subscribeHref: string;
}

/**
 * The composer gate's and the like's dialogs (M48, M43): the sign-in modal for a signed-out reader (a like answered
 * 401, a comment or reply), and the reply requirement ("Only paid subscribers can reply." / "Only subscribers can
 * reply.") with the way to subscribe. Loaded on demand (the dialog's code is not part of the page's first render);
 * focus returns where it was when it closes.
 */
export function CommentGateDialog({ dialog, onClose, signInHref, subscribeHref }: CommentGateDialogProps) {
  const t = useT();
  const open = dialog !== null;
  // While closing, the dialog keeps showing what it showed.
  const last = useRef(dialog);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const signIn = shown?.kind === 'signIn';
  const title = !shown
    ? ''
    : shown.kind === 'signIn'
      ? t(shown.reason === 'like' ? 'comments.signIn.likeTitle' : 'comments.signIn.title')
      : t(shown.need === 'paid' ? 'comments.gate.paid' : 'comments.gate.subscribers');
  return (
    <OnDemandDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      returnFocus="trigger"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t(signIn ? 'comments.signIn.cancel' : 'comments.gate.close')}
          </Button>
          <Link to={signIn ? signInHref : subscribeHref} className={styles.primaryLink} data-part={signIn ? 'sign-in-link' : 'subscribe-link'}>
            {t(signIn ? 'comments.signIn.action' : 'comments.gate.subscribe')}
          </Link>
        </>
      }
    >
      {signIn ? <p className={styles.paywallText}>{t('comments.signIn.body')}</p> : null}
    </OnDemandDialog>
  );
}
