import { type FormEvent, useState } from 'react';
import { useT } from '../i18n';
import { isolatedText } from '../../../ui/bidi';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import * as styles from './footer.css';

export interface FreeSubscribeToLikeModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Named in the text. */
  publicationName: string;
  /** Submits the e-mail (the connected footer calls POST /api/v1/free, E21). */
  onSubmit: (email: string) => void;
  /** The call is under way. */
  submitting?: boolean;
  /** The signup went through: the form gives way to a confirmation. */
  done?: boolean;
  /** Where "Already subscribed? Sign in" goes. */
  signInHref: string;
  /** Initial e-mail (uncontrolled). */
  defaultEmail?: string;
}

/**
 * Sign in or free-subscribe to like (free-subscribe-to-like-modal), opened when a like answers 401. Used for posts
 * and comments. Failures are alerts, raised by the caller.
 */
export function FreeSubscribeToLikeModal({
  open,
  onOpenChange,
  publicationName,
  onSubmit,
  submitting = false,
  done = false,
  signInHref,
  defaultEmail = '',
}: FreeSubscribeToLikeModalProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting && email.trim()) onSubmit(email.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('footer.freeLike.title')}>
      <div className={styles.dialogBody} data-part="free-subscribe-to-like" data-state={done ? 'done' : submitting ? 'submitting' : 'form'}>
        {done ? (
          <p className={styles.dialogText} role="status">
            {t('footer.freeLike.done')}
          </p>
        ) : (
          <form className={styles.dialogBody} onSubmit={submit} noValidate>
            <p className={styles.dialogText}>{isolatedText(([publication]) => t('footer.freeLike.body', { publication }), [publicationName])}</p>
            <TextField label={t('footer.freeLike.email')} type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
            <div className={styles.dialogActions}>
              <Link to={signInHref} className={styles.dialogLink}>
                {t('footer.freeLike.signIn')}
              </Link>
              <Button type="submit" loading={submitting} disabled={!email.trim()}>
                {t('footer.freeLike.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
