import { Link } from '../../platform/Link';
import { useT } from '../../platform/context';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { ReturnFocus } from '../../ui/focusReturn';
import * as styles from './signIn.css';

export const requirementNeeds = ['paid', 'subscriber'] as const;
export type RequirementNeed = (typeof requirementNeeds)[number];

export interface RequirementModalProps {
  open: boolean;
  /** `paid`: "Only paid subscribers can reply."; `subscriber`: "Only subscribers can reply.". */
  need: RequirementNeed;
  onClose: () => void;
  /** "See subscription options". */
  subscribeHref: string;
  /** Area texts (default: the shared ones, the spec's words). */
  title?: string;
  actionLabel?: string;
  cancelLabel?: string;
  returnFocus?: ReturnFocus;
}

/**
 * The composer gate's requirement modal (composer-requirement-modal, M48): shown instead of the composer to a reader
 * who may not reply, with the way to subscribe. One part for every area that writes (comments, notes).
 */
export function RequirementModal({ open, need, onClose, subscribeHref, title, actionLabel, cancelLabel, returnFocus = 'trigger' }: RequirementModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title ?? t(need === 'paid' ? 'gate.requirement.paid' : 'gate.requirement.subscribers')}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? t('gate.requirement.close')}
          </Button>
          <Link to={subscribeHref} className={styles.primaryLink} data-part="subscribe-link" data-need={need}>
            {actionLabel ?? t('gate.requirement.subscribe')}
          </Link>
        </>
      }
    />
  );
}
