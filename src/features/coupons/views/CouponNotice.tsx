import { CircleAlert, TicketPercent } from 'lucide-react';
import { useContext } from 'react';
import type { Discount } from '../../../api/schemas/account';
import { formatFullDate, numberFormat } from '../../../i18n/format';
import { PlatformContext, useDateSettings } from '../../../platform/context';
import { Button } from '../../../ui/Button';
import { spinner } from '../../../ui/Button/Button.css';
import { type CouponState, couponTerms } from '../coupon.machine';
import { useT } from '../i18n';
import * as styles from './CouponNotice.css';

export interface CouponNoticeProps {
  /** The coupon machine's state (`coupon.machine.ts`); `idle` renders nothing. */
  state: CouponState;
  /** `failed`: Try again. */
  onRetry?: () => void;
  /** `valid` / `invalid_or_expired`: a "Remove coupon" button when given. */
  onRemove?: () => void;
}

function money(minor: number, currency: string, locale: string): string {
  const whole = minor % 100 === 0;
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
}

/** The sentence a discount reads as: "20% off your first payment", "$5 off every payment", "50% off for 3 months"… */
export function useCouponSentence(): (discount: Discount) => string {
  const t = useT();
  const locale = useContext(PlatformContext)?.locale ?? 'en';
  return (discount) => {
    const { amount, duration } = couponTerms(discount);
    if (amount.kind === 'trial') return t('coupons.trial', { count: amount.days });
    const off =
      amount.kind === 'percent'
        ? t('coupons.percentOff', { percent: numberFormat(locale, { maximumFractionDigits: 2 }).format(amount.percent) })
        : t('coupons.amountOff', { amount: money(amount.amount, amount.currency, locale) });
    if (duration.kind === 'forever') return t('coupons.forever', { discount: off });
    if (duration.kind === 'repeating') return t('coupons.repeating', { discount: off, count: duration.months });
    return t('coupons.once', { discount: off });
  };
}

/**
 * The bare coupon notice of an upgrade flow (`coupon-state`, M30): loading, the valid coupon's discount (percent or
 * amount off; once, forever or for N months; or a free trial), invalid or expired, or a failed check with Try again.
 * `data-state` is the machine's state.
 */
export function CouponNotice({ state, onRetry, onRemove }: CouponNoticeProps) {
  const t = useT();
  const { locale, timeZone } = useDateSettings();
  const sentence = useCouponSentence();
  if (state.name === 'idle') return null;
  if (state.name === 'loading') {
    return (
      <div className={`${styles.root} ${styles.tone.neutral}`} data-part="coupon" data-state="loading" role="status">
        <span className={`${spinner} ${styles.icon}`} aria-hidden />
        <p className={styles.detail}>{t('coupons.loading')}</p>
      </div>
    );
  }
  const remove = onRemove ? (
    <div className={styles.actions}>
      <Button size="sm" variant="ghost" onClick={onRemove}>
        {t('coupons.remove')}
      </Button>
    </div>
  ) : null;
  if (state.name === 'valid') {
    return (
      <div className={`${styles.root} ${styles.tone.valid}`} data-part="coupon" data-state="valid" role="status">
        <TicketPercent size={20} strokeWidth={2} absoluteStrokeWidth className={styles.validIcon} aria-hidden />
        <div className={styles.text}>
          <p className={styles.title}>{t('coupons.applied', { code: state.code })}</p>
          <p className={styles.detail} data-part="coupon-terms">
            {state.redeemBy
              ? t('coupons.termsRedeemBy', { terms: sentence(state.discount), date: formatFullDate(state.redeemBy, locale, timeZone) })
              : t('coupons.terms', { terms: sentence(state.discount) })}
          </p>
        </div>
        {remove}
      </div>
    );
  }
  if (state.name === 'invalid_or_expired') {
    return (
      <div className={`${styles.root} ${styles.tone.invalid}`} data-part="coupon" data-state="invalid_or_expired" data-reason={state.reason} role="alert">
        <CircleAlert size={20} strokeWidth={2} absoluteStrokeWidth className={styles.invalidIcon} aria-hidden />
        <div className={styles.text}>
          <p className={styles.title}>{t('coupons.invalidCode', { code: state.code })}</p>
          <p className={styles.invalidText}>{t('coupons.invalid')}</p>
        </div>
        {remove}
      </div>
    );
  }
  return (
    <div className={`${styles.root} ${styles.tone.neutral}`} data-part="coupon" data-state="failed" role="alert">
      <CircleAlert size={20} strokeWidth={2} absoluteStrokeWidth className={styles.icon} aria-hidden />
      <div className={styles.text}>
        <p className={styles.title}>{t('coupons.invalidCode', { code: state.code })}</p>
        <p className={styles.detail}>{t(state.messageId)}</p>
      </div>
      {onRetry ? (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('common.error.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
