import { type ReactNode, useMemo } from 'react';
import { isAcceptedMeetingAttachment, MEETING_ATTACHMENT_ACCEPT } from '../../../api/schemas/meetings';
import { failureText } from '../../../kit/failure';
import { paths } from '../../../kit/routes';
import { defineScreen } from '../../../kit/Screen';
import { usePlatform } from '../../../platform/context';
import { sanitizeSummaryHtml } from '../../footer';
import { useT } from './i18n';
import { orderFailure, scheduleFailure, stepOf } from './meetingBooking.machine';
import { meetingOffer } from './meetingPrice';
import { type CreateCardToken, testCardToken } from './testCard';
import { useMeetingBooking } from './useMeetingBooking';
import { MeetingBookingView } from './views/MeetingBookingView';
import { MeetingConfirmationStepView } from './views/MeetingConfirmationStepView';
import { MeetingOrderStepView } from './views/MeetingOrderStepView';
import { MeetingScheduleStepView } from './views/MeetingScheduleStepView';

/** The zones the order form offers besides the reader's own. */
export const MEETING_TIME_ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Rome',
  'Africa/Lagos',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

export interface MeetingBookingPageProps {
  /** The order to resume; default: the address's (`/meetings/book/{order_id}`), none on `/meetings/book`. */
  orderId?: number | null;
  /** The reader's IANA time zone; default the browser's (read after the first render). */
  timeZone?: string;
  /**
   * The card element's `createToken` (spec C04). Default: the test-card field of the mock (`testCardToken`: type a
   * token such as `tok_visa`). `null`: the page has no card element, and booking says "Internal error" (T177).
   */
  createCardToken?: CreateCardToken | null;
}

interface Inputs {
  orderId: number | null;
  rebook: boolean;
  timeZone?: string;
  createCardToken: CreateCardToken | null;
}

function ConnectedMeetingBookingPage({ orderId, rebook, timeZone, createCardToken }: Inputs) {
  const t = useT();
  const { locale, viewer, clock } = usePlatform();
  const flow = useMeetingBooking({ orderId, rebook, timeZone });
  const { state, settings } = flow;
  const step = stepOf(state);
  const offer = useMemo(
    () => (settings.name === 'ready' ? meetingOffer(settings.data, viewer.role, (html) => sanitizeSummaryHtml(html), locale) : null),
    [settings, viewer.role, locale],
  );

  if (state.name === 'unavailable' && !flow.signedIn) {
    // A signed-out reader opening an order's address (401): sign in, then come back to it.
    return (
      <MeetingBookingView state="order">
        <MeetingOrderStepView
          enabled
          signedIn={false}
          signInHref={paths.signIn(paths.meetingsBook(state.orderId))}
          submitting={false}
          timeZone={flow.timeZone}
          timeZones={MEETING_TIME_ZONES}
          cardElement={false}
        />
      </MeetingBookingView>
    );
  }
  if (state.name === 'unavailable') {
    return state.reason === 'not-found' ? (
      <MeetingBookingView state="not-found" />
    ) : (
      <MeetingBookingView state="error" errorMessage={t('growth.meetings.book.error')} onRetry={flow.retryLoad} />
    );
  }
  if (!step || (step === 'order' && settings.name === 'loading')) return <MeetingBookingView state="loading" />;

  let body: ReactNode;
  if (state.name === 'order') {
    const told = orderFailure(state);
    body = (
      <MeetingOrderStepView
        enabled={settings.name === 'ready' && settings.data.enabled && !!settings.data.selected_event_type}
        signedIn={flow.signedIn}
        signInHref={paths.signIn(paths.meetingsBook())}
        price={offer?.price}
        submitting={state.phase === 'submitting'}
        error={told ? ('text' in told ? told.text : t(told.messageId)) : null}
        timeZone={flow.timeZone}
        timeZones={MEETING_TIME_ZONES}
        onTimeZoneChange={flow.setTimeZone}
        cardElement={createCardToken !== null}
        cardHint={createCardToken === testCardToken ? t('growth.meetings.order.cardHint') : undefined}
        attachmentAccept={MEETING_ATTACHMENT_ACCEPT}
        acceptsAttachment={isAcceptedMeetingAttachment}
        onBook={(draft) =>
          flow.book({
            name: draft.name,
            topic: draft.topic,
            attachment: draft.attachment,
            timezone: draft.timezone,
            card: createCardToken && draft.card !== null ? createCardToken(draft.card) : { kind: 'missing' },
          })
        }
      />
    );
  } else if (state.name === 'schedule') {
    const { slots } = flow;
    const failure = scheduleFailure(state);
    body = (
      <MeetingScheduleStepView
        state={slots.name === 'loading' ? 'loading' : slots.name !== 'ready' ? 'error' : state.phase}
        slots={slots.name === 'ready' ? slots.data.slots : []}
        timeZone={flow.timeZone}
        chosen={state.phase === 'saving' ? state.eventUri : state.phase === 'waiting' ? (flow.order?.calendly_event_uri ?? null) : null}
        failure={failure ? t(failure, { host: flow.supportHost }) : null}
        loadError={slots.name === 'error' || slots.name === 'not-found' ? failureText(slots.failure, t, 'growth.meetings.schedule.error') : undefined}
        onRetryLoad={flow.retrySlots}
        onChoose={flow.chooseSlot}
        now={clock.now()}
        locale={locale}
      />
    );
  } else if (state.name === 'confirmation') {
    body = (
      <MeetingConfirmationStepView
        view={state.view}
        order={flow.order}
        timeZone={flow.timeZone}
        rebookHref={flow.order?.rebook_url ? paths.meetingsBook(state.orderId, { rebook: '1' }) : null}
        locale={locale}
      />
    );
  }
  return <MeetingBookingView state={step}>{body}</MeetingBookingView>;
}

/**
 * The paid meeting booking flow (`/meetings/book`, `/meetings/book/{order_id}`, spec 003; inventory
 * `meetings-booking-page`, `meeting-order-step`, `meeting-schedule-step`, `meeting-confirmation-step`, M56):
 * `useMeetingBooking` joined with `MeetingBookingView` and the step views, declared with the kit's `defineScreen`. The
 * address holds the order id once booked, so a reload at any step resumes it; `?rebook=1` on a cancelled order that
 * may be rebooked opens its schedule step again.
 */
export const MeetingBookingPage = defineScreen({
  name: 'MeetingBookingPage',
  resolve: (props: MeetingBookingPageProps, route, location): Inputs | null => {
    const fromRoute = route?.screen === 'meetingsBookOrder' ? Number(route.params.orderId) : route?.screen === 'meetingsBook' ? null : undefined;
    const orderId = props.orderId !== undefined ? props.orderId : (fromRoute ?? null);
    const rebook = new URLSearchParams(location.search).get('rebook') === '1';
    return {
      orderId,
      rebook,
      ...(props.timeZone ? { timeZone: props.timeZone } : {}),
      createCardToken: props.createCardToken === undefined ? testCardToken : props.createCardToken,
    };
  },
  Body: ConnectedMeetingBookingPage,
});
