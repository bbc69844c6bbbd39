import { useRef } from 'react';
import { OnDemandRequirementModal, OnDemandSignInModal } from '../../../kit/signIn/onDemand';
import { useT } from '../i18n';

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
 * The composer gate's and the like's dialogs (M48, M43) with the comments' texts: the product's sign-in modal (kit
 * `SignInModal`, entry `like` or `comment`) for a signed-out reader (a like answered 401, a comment or reply), and the
 * kit's requirement modal ("Only paid subscribers can reply." / "Only subscribers can reply.") with the way to
 * subscribe. Loaded on demand; focus returns where it was when it closes.
 */
export function CommentGateDialog({ dialog, onClose, signInHref, subscribeHref }: CommentGateDialogProps) {
  const t = useT();
  // While closing, the dialog keeps showing what it showed.
  const last = useRef(dialog);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  if (shown?.kind === 'requirement') {
    return (
      <OnDemandRequirementModal
        open={dialog !== null}
        need={shown.need}
        onClose={onClose}
        subscribeHref={subscribeHref}
        title={t(shown.need === 'paid' ? 'comments.gate.paid' : 'comments.gate.subscribers')}
        actionLabel={t('comments.gate.subscribe')}
        cancelLabel={t('comments.gate.close')}
      />
    );
  }
  return (
    <OnDemandSignInModal
      open={dialog !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      entry={shown?.reason === 'like' ? 'like' : 'comment'}
      signInHref={signInHref}
      title={t(shown?.reason === 'like' ? 'comments.signIn.likeTitle' : 'comments.signIn.title')}
      body={t('comments.signIn.body')}
      actionLabel={t('comments.signIn.action')}
      cancelLabel={t('comments.signIn.cancel')}
    />
  );
}
