import { CreditCard, X } from 'lucide-react';
import { formatFullDate } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { IconButton } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import type { State } from '../machines/cardExpiryToast.machine';
import * as styles from './account.css';
import { useDateSettings } from '../../../platform/context';

export interface CardExpiryToastViewProps {
  state: State;
  /** The card's last four digits, when known. */
  last4?: string | null;
  billingHref: string;
  onDismiss: () => void;
  locale?: string;
  /** `inline` (default) flows with the page; `corner` pins it to the window's bottom corner. */
  placement?: 'inline' | 'corner';
}

/** M29: the card expiry warning with a link to billing and a dismiss button; nothing while hidden or dismissed. */
export function CardExpiryToastView({ state, last4, billingHref, onDismiss, locale = 'en', placement = 'inline' }: CardExpiryToastViewProps) {
  const t = useT();
  const { timeZone } = useDateSettings();
  if (state.name !== 'shown') return null;
  const date = formatFullDate(state.cardExpiresAt, locale, timeZone);
  const text = state.expired ? t('account.card.expired') : last4 ? t('account.card.expiring', { last4, date }) : t('account.card.expiringNoCard', { date });
  return (
    <section
      className={placement === 'corner' ? `${styles.toast} ${styles.toastCorner}` : styles.toast}
      data-part="card-expiry-toast"
      data-state={state.expired ? 'expired' : 'expiring'}
      aria-label={t('account.card.label')}
    >
      <span className={styles.toastIcon} aria-hidden="true">
        <Icon icon={CreditCard} />
      </span>
      <div className={styles.toastBody}>
        <p className={styles.toastText}>{text}</p>
        <Link to={billingHref} className={styles.link}>
          {t('account.card.update')}
        </Link>
      </div>
      <IconButton size="sm" label={t('account.card.dismiss')} icon={<Icon icon={X} />} onClick={onDismiss} />
    </section>
  );
}
