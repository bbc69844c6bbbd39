import { useId } from 'react';
import type { MeetingOrder } from '../../../../api/schemas/meetings';
import { Link } from '../../../../platform/Link';
import { isolatedText } from '../../../../ui/bidi';
import { button } from '../../../../ui/Button/Button.css';
import { Spinner } from '../../../../ui/Spinner';
import { safeLinkHref } from '../../../../ui/url';
import type { Confirmation } from '../meetingBooking.machine';
import { useT } from '../i18n';
import { slotLabel } from '../meetingSlots';
import * as styles from './meetings.css';

export interface MeetingConfirmationStepViewProps {
  /** M56's confirmation: processing (T171), booked, rebooked, cancelled (reason, refund, rebook). */
  view: Confirmation;
  /** The order (P15): its time, place and host. */
  order?: Pick<MeetingOrder, 'start_time' | 'location' | 'user_name'> | null;
  /** The zone the time is shown in (named). */
  timeZone: string;
  /** The rebook link (the booking flow again for this order), when the host allows rebooking. */
  rebookHref?: string | null;
  locale?: string;
}

type Location = NonNullable<MeetingOrder['location']>;

/** The place of a meeting in words, by its type; the join link separately (`joinHref`). */
function placeText(location: Location, host: string, t: ReturnType<typeof useT>): string {
  const base = location.type.replace(/_conference$/, '');
  const where = location.location ?? '';
  switch (base) {
    case 'zoom':
    case 'google':
    case 'microsoft_teams':
    case 'webex':
    case 'gotomeeting':
      return t(`growth.meetings.location.${base}`);
    case 'inbound_call':
      return t('growth.meetings.location.inbound_call', { number: where });
    case 'outbound_call':
      return t('growth.meetings.location.outbound_call', { host, number: where });
    case 'physical':
      return t('growth.meetings.location.physical', { address: where });
    case 'ask_invitee':
      return t('growth.meetings.location.ask_invitee', { place: where });
    default:
      return where ? t('growth.meetings.location.custom', { place: where }) : t('growth.meetings.location.unknown');
  }
}

/**
 * The confirmation step (spec 003 §4; inventory `meeting-confirmation-step`, M56): "Processing..." (T171) while the
 * meeting's place is not known yet; booked or rebooked with the time (full date, time and zone), the place by its
 * type and its join link; cancelled with the reason, the refund note and, when the host allows it, "Rebook".
 */
export function MeetingConfirmationStepView({ view, order, timeZone, rebookHref, locale = 'en-US' }: MeetingConfirmationStepViewProps) {
  const t = useT();
  const id = useId();
  if (view.name === 'processing') {
    return (
      <div className={styles.host} data-part="meeting-confirmation-step" data-state="processing">
        <Spinner label={t('growth.meetings.processing')} />
        <p className={styles.subtitle} aria-hidden="true">
          {t('growth.meetings.processing')}
        </p>
      </div>
    );
  }
  const host = order?.user_name ?? '';
  const heading =
    view.name === 'booked'
      ? t('growth.meetings.confirm.booked')
      : view.name === 'rebooked'
        ? t('growth.meetings.confirm.rebooked')
        : t('growth.meetings.confirm.cancelled');
  const join = view.name !== 'cancelled' && order?.location?.join_url ? safeLinkHref(order.location.join_url) : null;
  const rebook = view.name === 'cancelled' && view.rebookable && rebookHref ? rebookHref : null;
  return (
    <section className={styles.actions} data-part="meeting-confirmation-step" data-state={view.name} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {heading}
      </h2>
      {host ? <p className={styles.muted}>{isolatedText(([name]) => t('growth.meetings.confirm.with', { host: name }), [host])}</p> : null}
      <dl className={styles.details}>
        {order?.start_time ? (
          <>
            <dt className={styles.detailTerm}>{t('growth.meetings.confirm.when')}</dt>
            <dd className={styles.detailValue} data-part="meeting-when">
              <time dateTime={order.start_time}>{slotLabel(order.start_time, timeZone, locale)}</time>
            </dd>
          </>
        ) : null}
        {view.name !== 'cancelled' ? (
          <>
            <dt className={styles.detailTerm}>{t('growth.meetings.confirm.where')}</dt>
            <dd className={styles.detailValue} data-part="meeting-where" dir="auto">
              {order?.location ? placeText(order.location, host, t) : t('growth.meetings.location.unknown')}
            </dd>
          </>
        ) : null}
      </dl>
      {view.name === 'cancelled' ? (
        <>
          {view.reason ? (
            <p className={styles.notice} data-part="meeting-cancel-reason">
              {isolatedText(([reason]) => t('growth.meetings.confirm.reason', { reason }), [view.reason])}
            </p>
          ) : null}
          <p className={styles.explain} data-part="meeting-refund">
            {view.refunded ? t('growth.meetings.confirm.refunded') : t('growth.meetings.confirm.notRefunded')}
          </p>
          {rebook ? (
            <Link to={rebook} className={button({ variant: 'primary', fullWidth: true })} data-part="meeting-rebook">
              {t('growth.meetings.confirm.rebook')}
            </Link>
          ) : null}
        </>
      ) : join ? (
        <a className={button({ variant: 'primary', fullWidth: true })} href={join} target="_blank" rel="noopener noreferrer" data-part="meeting-join">
          {t('growth.meetings.confirm.join')}
        </a>
      ) : null}
    </section>
  );
}
