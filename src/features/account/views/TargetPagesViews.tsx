/**
 * The three small pages other screens link to: billing (`/account/billing`), email delivery help
 * (`/account/email-test`) and the legacy account page (`/account`).
 */
import type { PublicationSubscription } from '../../../api/schemas/account';
import type { CardLast4 } from '../../../api/schemas/account';
import type { Publication } from '../../../api/schemas/core';
import { formatFullDate } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { Badge } from '../../../ui/Badge';
import { isolatedText } from '../../../ui/bidi';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonText } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import * as styles from './account.css';
import { formatMoney } from './format';
import { safeLinkHref } from '../../../kit/url';
import { useDateSettings } from '../../../platform/context';

type Status = 'loading' | 'error' | 'ready';

export interface BillingPageViewProps {
  status: Status;
  card?: CardLast4;
  /** The next payment, when one is due. */
  next?: { amount: number; currency: string; date: string } | null;
  now: Date;
  errorMessage?: string;
  onRetry?: () => void;
  settingsHref: string;
  supportHref: string;
  locale?: string;
}

export function BillingPageView({ status, card, next, now, errorMessage, onRetry, settingsHref, supportHref, locale = 'en' }: BillingPageViewProps) {
  const t = useT();
  const { timeZone } = useDateSettings();
  const expired = card?.expires_at ? Date.parse(card.expires_at) <= now.getTime() : false;
  return (
    <main className={styles.page} data-part="billing" data-state={status}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('account.billing.title')}</h1>
        {status === 'error' ? (
          <ErrorState title={errorMessage ?? ''} onRetry={onRetry} headingLevel={2} />
        ) : status === 'loading' || !card ? (
          <div className={styles.card} aria-busy="true">
            <SkeletonText lines={4} />
          </div>
        ) : (
          <section className={styles.card} aria-labelledby="billing-card">
            <h2 className={styles.sectionTitle} id="billing-card">
              {t('account.billing.card')}
            </h2>
            {card.last4 ? (
              <div className={styles.statusLine}>
                <p className={styles.fieldValue}>
                  {card.brand
                    ? t('account.billing.cardLine', { brand: capitalise(card.brand), last4: card.last4 })
                    : t('account.billing.cardLineNoBrand', { last4: card.last4 })}
                </p>
                {card.expires_at ? (
                  <Badge variant={expired ? 'danger' : 'neutral'} data-part="card-expiry">
                    {t(expired ? 'account.billing.cardExpired' : 'account.billing.cardExpires', { date: formatFullDate(card.expires_at, locale, timeZone) })}
                  </Badge>
                ) : null}
              </div>
            ) : (
              <p className={styles.muted}>{t('account.billing.noCard')}</p>
            )}
            <h2 className={styles.sectionTitle}>{t('account.billing.next')}</h2>
            <p className={styles.fieldValue} data-part="next-payment">
              {next
                ? t('account.billing.nextLine', { amount: formatMoney(next.amount, next.currency, locale), date: formatFullDate(next.date, locale, timeZone) })
                : t('account.billing.nothingDue')}
            </p>
            <p className={styles.muted}>{t('account.billing.help')}</p>
          </section>
        )}
        <nav className={styles.helpLinks} aria-label={t('account.settings.help')}>
          <Link to={settingsHref} className={styles.link}>
            {t('account.back')}
          </Link>
          <a href={safeLinkHref(supportHref) ?? undefined} className={styles.link}>
            {t('account.settings.support')}
          </a>
        </nav>
      </div>
    </main>
  );
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface EmailTestPageViewProps {
  email?: string;
  settingsHref: string;
  newslettersHref: string;
  supportHref: string;
}

export function EmailTestPageView({ email, settingsHref, newslettersHref, supportHref }: EmailTestPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="email-test">
      <div className={styles.column}>
        <h1 className={styles.title}>{t('account.emailTest.title')}</h1>
        <p className={styles.lede}>{email ? t('account.emailTest.lede', { email }) : t('account.emailTest.ledeNoEmail')}</p>
        <ol className={styles.steps}>
          <li>{t('account.emailTest.step1')}</li>
          <li>{t('account.emailTest.step2')}</li>
          <li>
            <Link to={newslettersHref} className={styles.link}>
              {t('account.emailTest.step3')}
            </Link>
          </li>
          <li>{t('account.emailTest.step4')}</li>
        </ol>
        <nav className={styles.helpLinks} aria-label={t('account.settings.help')}>
          <Link to={settingsHref} className={styles.link}>
            {t('account.back')}
          </Link>
          <a href={safeLinkHref(supportHref) ?? undefined} className={styles.link}>
            {t('account.settings.support')}
          </a>
        </nav>
      </div>
    </main>
  );
}

export interface LegacyAccountPageViewProps {
  status: Status;
  name: string;
  email?: string;
  subscriptions?: readonly PublicationSubscription[];
  publications?: readonly Publication[];
  errorMessage?: string;
  onRetry?: () => void;
  settingsHref: string;
}

const LEGACY_LIST_LIMIT = 6;

export function LegacyAccountPageView({ status, name, email, subscriptions, publications, errorMessage, onRetry, settingsHref }: LegacyAccountPageViewProps) {
  const t = useT();
  const shown = (subscriptions ?? []).slice(0, LEGACY_LIST_LIMIT);
  const more = (subscriptions?.length ?? 0) - shown.length;
  return (
    <main className={styles.page} data-part="legacy-account" data-state={status}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('account.legacy.title')}</h1>
          <p className={styles.muted}>
            {isolatedText(([who]) => t('account.legacy.signedInAs', { name: who }), [name])}
            {email ? ` · ${email}` : ''}
          </p>
        </header>
        <section className={styles.card} aria-labelledby="legacy-subs">
          <h2 className={styles.sectionTitle} id="legacy-subs">
            {t('account.legacy.subscriptions')}
          </h2>
          {status === 'error' ? (
            <ErrorState title={errorMessage ?? ''} onRetry={onRetry} headingLevel={3} />
          ) : status === 'loading' ? (
            <SkeletonText lines={4} />
          ) : shown.length === 0 ? (
            <p className={styles.muted}>{t('account.legacy.empty')}</p>
          ) : (
            <ul className={styles.subList}>
              {shown.map((s) => (
                <li key={s.id} className={styles.subItem}>
                  <span>{publications?.find((p) => p.id === s.publication_id)?.name ?? `#${s.publication_id}`}</span>
                  <Badge variant={s.membership_state === 'subscribed' ? 'paid' : 'neutral'} size="sm">
                    {t(`account.legacy.membership.${s.membership_state}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {status === 'ready' && more > 0 ? <p className={styles.muted}>{t('account.legacy.more', { count: more })}</p> : null}
        </section>
        <div>
          <Link to={settingsHref} className={styles.link}>
            {t('account.legacy.settings')}
          </Link>
        </div>
      </div>
    </main>
  );
}
