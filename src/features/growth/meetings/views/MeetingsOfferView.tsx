import { useId } from 'react';
import { paths } from '../../../../kit/routes';
import { Link } from '../../../../platform/Link';
import { Avatar } from '../../../../ui/Avatar';
import { isolatedText } from '../../../../ui/bidi';
import { button } from '../../../../ui/Button/Button.css';
import { ErrorState } from '../../../../ui/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton';
import { useT } from '../i18n';
import * as styles from './meetings.css';

/** The offer as the page shows it (from P14, prices formatted for the reader). */
export interface MeetingOffer {
  hostName: string;
  hostPhotoUrl?: string | null;
  /** Meetings are on (P14 `enabled` with an event type): "Continue" is a link, else disabled with T176. */
  enabled: boolean;
  /** The price this reader pays, formatted ("$120"). */
  price: string;
  /** Which price that is: a paid subscriber's or a founding member's discount names itself. */
  priceKind: 'price' | 'subscriber_price' | 'founding_price';
  /** The regular price, shown struck through beside a discount. */
  fullPrice?: string | null;
  /** Minutes. */
  duration: number;
  /** Sanitised HTML (the connected page sanitises `description_html`). */
  descriptionHtml?: string | null;
}

export const meetingsOfferStates = ['loading', 'ready', 'unavailable', 'error'] as const;
export type MeetingsOfferState = (typeof meetingsOfferStates)[number];

export interface MeetingsOfferViewProps {
  /** `unavailable`: the publication has no meeting offer at all. */
  status: MeetingsOfferState;
  offer?: MeetingOffer | null;
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * The paid meeting offer (`/meetings`, spec 003; inventory `meetings-offer-page`): the host's photo and name, the price
 * this reader pays (a paid subscriber's or founding member's price named, the regular one struck through), the
 * duration, the description, and "Continue" (T170) to `/meetings/book`, disabled with "You must enable Meetings before
 * one can be booked." (T176) when meetings are off. A 400 px card. The bare view: props in, markup out.
 */
export function MeetingsOfferView({ status, offer, errorMessage, onRetry }: MeetingsOfferViewProps) {
  const t = useT();
  const id = useId();
  if (status === 'loading') {
    return (
      <main className={styles.page} data-part="meetings-offer" data-state="loading">
        <SkeletonGroup label={t('growth.meetings.offer.loading')} className={styles.offerCard}>
          <Skeleton width={56} height={56} radius="round" />
          <Skeleton width="70%" height={28} />
          <Skeleton width="40%" height={20} />
          <Skeleton height={72} />
          <Skeleton height={44} radius="md" />
        </SkeletonGroup>
      </main>
    );
  }
  if (status === 'error' || status === 'unavailable' || !offer) {
    return (
      <main className={styles.page} data-part="meetings-offer" data-state={status === 'ready' ? 'unavailable' : status}>
        <section className={styles.offerCard}>
          {status === 'error' ? (
            <>
              <h1 className={styles.title}>{t('growth.meetings.book.title')}</h1>
              <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
            </>
          ) : (
            <>
              <h1 className={styles.title}>{t('growth.meetings.book.title')}</h1>
              <p className={styles.notice}>{t('growth.meetings.offer.notSetUp')}</p>
            </>
          )}
        </section>
      </main>
    );
  }
  const discounted = offer.priceKind !== 'price' && !!offer.fullPrice;
  return (
    <main className={styles.page} data-part="meetings-offer" data-state={offer.enabled ? 'ready' : 'disabled'}>
      <section className={styles.offerCard} aria-labelledby={`${id}-title`}>
        <div className={styles.host}>
          <Avatar name={offer.hostName} src={offer.hostPhotoUrl} size={56} decorative />
          <h1 id={`${id}-title`} className={styles.title}>
            {isolatedText(([host]) => t('growth.meetings.offer.title', { host }), [offer.hostName])}
          </h1>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              {!discounted
                ? t('growth.meetings.offer.price')
                : offer.priceKind === 'founding_price'
                  ? t('growth.meetings.offer.yourPrice.founding_price')
                  : t('growth.meetings.offer.yourPrice.subscriber_price')}
            </dt>
            <dd className={styles.factValue} data-part="meetings-price">
              {offer.price}
            </dd>
            {discounted ? <dd className={styles.struck}>{t('growth.meetings.offer.fullPrice', { price: offer.fullPrice! })}</dd> : null}
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('growth.meetings.offer.durationLabel')}</dt>
            <dd className={styles.factValue}>{t('growth.meetings.offer.duration', { minutes: String(offer.duration) })}</dd>
          </div>
        </dl>
        {offer.descriptionHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the connected page (the footer's summary sanitiser)
          <div className={styles.description} data-part="meetings-description" dangerouslySetInnerHTML={{ __html: offer.descriptionHtml }} />
        ) : null}
        <div className={styles.actions}>
          {offer.enabled ? (
            <Link to={paths.meetingsBook()} className={button({ variant: 'primary', fullWidth: true })} data-part="meetings-continue">
              {t('growth.meetings.continue')}
            </Link>
          ) : (
            <>
              <button
                type="button"
                className={button({ variant: 'primary', fullWidth: true })}
                disabled
                aria-describedby={`${id}-why`}
                data-part="meetings-continue"
              >
                {t('growth.meetings.continue')}
              </button>
              <p id={`${id}-why`} className={styles.explain}>
                {t('growth.meetings.disabled')}
              </p>
            </>
          )}
        </div>
      </section>
    </main>
  );
}
