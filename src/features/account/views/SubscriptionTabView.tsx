import { formatFullDate } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button/Button.css';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonText } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import { nonRenewingReason, type SubscriptionSummary } from '../machines/subscriptionStatus';
import * as styles from './account.css';
import { formatMoney } from './format';
import { useDateSettings } from '../../../platform/context';

export type SubscriptionTabStatus = 'loading' | 'error' | 'ready';

export interface SubscriptionTabViewProps {
  status: SubscriptionTabStatus;
  summary?: SubscriptionSummary;
  publicationName: string;
  errorMessage?: string;
  onRetry?: () => void;
  /** Where Change plan and Gift lead (the subscribe page). */
  changePlanHref: string;
  giftHref: string;
  /** Cancel (only offered when M28 allows it). */
  onCancel: () => void;
  /** A cancellation is on its way. */
  cancelling?: boolean;
  locale?: string;
}

const statusBadge = { free: 'neutral', paid: 'paid', premium: 'founding', comped: 'accent', lifetime: 'founding' } as const;

/** The upgrade banner for free readers (M27). */
export function UpgradeBanner({ href }: { href: string }) {
  const t = useT();
  return (
    <aside className={styles.banner} data-part="upgrade-banner" aria-labelledby="account-upgrade-title">
      <div className={styles.bannerText}>
        <h2 className={styles.sectionTitle} id="account-upgrade-title">
          {t('account.upgrade.title')}
        </h2>
        <p className={styles.muted}>{t('account.upgrade.body')}</p>
      </div>
      <Link to={href} className={button({ variant: 'primary', size: 'md' })} data-part="upgrade-link">
        {t('account.upgrade.cta')}
      </Link>
    </aside>
  );
}

/** The subscription tab (M27, M28): status, plan, amount, gifts, benefits by tier, and the actions allowed. */
export function SubscriptionTabView(props: SubscriptionTabViewProps) {
  const t = useT();
  const { status, summary, locale = 'en' } = props;
  const { timeZone } = useDateSettings();
  if (status === 'loading' || !summary) {
    if (status === 'error') return <ErrorState title={props.errorMessage ?? ''} onRetry={props.onRetry} headingLevel={2} />;
    return (
      <div className={styles.card} data-part="subscription-tab" data-state="loading" aria-busy="true">
        <SkeletonText lines={5} />
      </div>
    );
  }
  const reason = nonRenewingReason(summary);
  const renewsLabel = summary.actions.cancel ? t('account.sub.renews') : t('account.sub.ends');
  return (
    <div className={styles.panel} data-part="subscription-tab" data-state={summary.status}>
      <section className={styles.card} aria-labelledby="account-sub-heading">
        <div className={styles.statusLine}>
          <h2 className={styles.sectionTitle} id="account-sub-heading">
            {t('account.sub.heading')}
          </h2>
          <Badge variant={statusBadge[summary.status]} data-part="status">
            {t(`account.sub.status.${summary.status}`)}
          </Badge>
        </div>
        {summary.subscribed === 'none' ? <p className={styles.muted}>{t('account.sub.none', { publication: props.publicationName })}</p> : null}
        {summary.subscribed === 'paying' ? (
          <dl className={styles.facts}>
            {summary.interval ? (
              <>
                <dt className={styles.factTerm}>{t('account.sub.plan')}</dt>
                <dd className={styles.factValue}>{t(`account.sub.interval.${summary.interval}`)}</dd>
              </>
            ) : null}
            {summary.amount !== null && summary.amount > 0 && summary.currency ? (
              <>
                <dt className={styles.factTerm}>{t('account.sub.price')}</dt>
                <dd className={styles.factValue} data-part="amount">
                  {t(`account.sub.pricePer.${summary.interval ?? 'year'}`, { amount: formatMoney(summary.amount, summary.currency, locale) })}
                </dd>
              </>
            ) : null}
            {summary.renewsOn && reason !== 'expiry_after_2100' ? (
              <>
                <dt className={styles.factTerm}>{renewsLabel}</dt>
                <dd className={styles.factValue}>{formatFullDate(summary.renewsOn, locale, timeZone)}</dd>
              </>
            ) : null}
            {summary.giftCount > 0 ? (
              <>
                <dt className={styles.factTerm}>{t('account.sub.gifts')}</dt>
                <dd className={styles.factValue} data-part="gift-count">
                  {summary.giftCount}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {reason ? (
          <p className={styles.notice} data-tone="warning" data-part="non-renewing" data-reason={reason}>
            {t(`account.sub.reason.${reason}`)}
          </p>
        ) : null}
        {summary.actions.changePlan || summary.actions.cancel || summary.actions.gift ? (
          <div className={styles.actions}>
            {summary.actions.changePlan ? (
              <Link to={props.changePlanHref} className={button({ variant: 'secondary', size: 'sm' })}>
                {t('account.sub.changePlan')}
              </Link>
            ) : null}
            {summary.actions.gift ? (
              <Link to={props.giftHref} className={button({ variant: 'secondary', size: 'sm' })}>
                {t('account.sub.gift')}
              </Link>
            ) : null}
            {summary.actions.cancel ? (
              <Button variant="ghost" size="sm" onClick={props.onCancel} loading={props.cancelling} data-part="cancel">
                {t('account.sub.cancel')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="account-benefits">
        <h2 className={styles.sectionTitle} id="account-benefits">
          {t('account.sub.benefits')}
        </h2>
        <ul className={styles.benefits} data-part="benefits">
          {summary.benefits.map((b) => (
            <li key={b}>{t(`account.benefit.${b}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
