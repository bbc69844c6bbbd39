import { OnDemandDialog } from '../../../kit/overlays';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { EmailSignupForm } from '../../signup';
import { useT } from '../i18n';
import * as styles from './NewslettersView.css';

export interface NewslettersSignupDialogProps {
  open: boolean;
  /** The publication signed up to (named in the text). */
  publicationName: string;
  /**
   * The signed-in reader's address: one click subscribes with it. Absent for a signed-out reader, who types one (the
   * signup flow follows).
   */
  viewerEmail?: string | null | undefined;
  /** M31 `submitting`. */
  submitting: boolean;
  onSubmit: (email: string) => void;
  onCancel: () => void;
  /** "Already subscribed? Sign in" (back to the newsletters page). */
  signInHref: string;
}

/**
 * A reader who does not subscribe chose a newsletter (M25 `signup`): sign up first. Signed out, an e-mail (the shared
 * free signup's form; spec 000: "Logged-out readers must sign up when they select a newsletter"); signed in, one
 * Subscribe with the account's address.
 */
export function NewslettersSignupDialog({ open, publicationName, viewerEmail, submitting, onSubmit, onCancel, signInHref }: NewslettersSignupDialogProps) {
  const t = useT();
  return (
    <OnDemandDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      returnFocus="trigger"
      title={viewerEmail ? isolatedText(([publication]) => t('newsletters.join.title', { publication }), [publicationName]) : t('newsletters.signup.title')}
    >
      <div className={styles.dialogBody} data-part="newsletters-signup" data-state={submitting ? 'submitting' : 'form'}>
        {viewerEmail ? (
          <>
            <p className={styles.muted}>{isolatedText(([email]) => t('newsletters.join.body', { email }), [viewerEmail])}</p>
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={onCancel}>
                {t('newsletters.signup.cancel')}
              </Button>
              <Button loading={submitting} onClick={() => onSubmit(viewerEmail)}>
                {t('newsletters.join.submit')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>{isolatedText(([publication]) => t('newsletters.signup.body', { publication }), [publicationName])}</p>
            <EmailSignupForm
              submitLabel={t('newsletters.signup.submit')}
              submitting={submitting}
              onSubmit={onSubmit}
              secondary={
                <Link to={signInHref} className={styles.link}>
                  {t('newsletters.signup.signIn')}
                </Link>
              }
            />
          </>
        )}
      </div>
    </OnDemandDialog>
  );
}
