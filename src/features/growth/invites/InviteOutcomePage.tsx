import { CircleCheck, CircleX } from 'lucide-react';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { button } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import * as styles from '../readerPages.css';

export const inviteOutcomes = ['success', 'rejected'] as const;
export type InviteOutcome = (typeof inviteOutcomes)[number];

export interface InviteOutcomePageProps {
  /** `success`: `/invite-success/{id}`; `rejected`: `/invite-rejected/{id}`. */
  outcome: InviteOutcome;
}

/**
 * The static pages an invite ends on (spec 003 "Invites"; inventory `invite-success-page`, `invite-rejected-page`):
 * accepted ("You’re in!") or no longer valid, each with a way to the home page. No data, no state beyond `outcome`.
 */
export function InviteOutcomePage({ outcome }: InviteOutcomePageProps) {
  const t = useT();
  const success = outcome === 'success';
  return (
    <main className={styles.page} data-part="invite-outcome-page" data-state={outcome}>
      <div className={styles.narrowColumn}>
        <section className={`${styles.card} ${styles.outcome}`} aria-labelledby="invite-outcome-title">
          <span className={styles.outcomeIcon} aria-hidden>
            <Icon icon={success ? CircleCheck : CircleX} size="tab" />
          </span>
          <h1 id="invite-outcome-title" className={styles.outcomeTitle}>
            {success ? t('growth.inviteSuccess.title') : t('growth.inviteRejected.title')}
          </h1>
          <p className={styles.muted}>{success ? t('growth.inviteSuccess.body') : t('growth.inviteRejected.body')}</p>
          <Link to={paths.home()} className={button({ variant: success ? 'primary' : 'secondary' })}>
            {t('growth.invite.home')}
          </Link>
        </section>
      </div>
    </main>
  );
}

/** `/invite-success/{id}`: the invite is accepted. */
export function InviteSuccessPage() {
  return <InviteOutcomePage outcome="success" />;
}

/** `/invite-rejected/{id}`: the invite is no longer valid. */
export function InviteRejectedPage() {
  return <InviteOutcomePage outcome="rejected" />;
}
