/**
 * The booking flow's data hook: runs M56 from the address, reads the offer (P14), the order (P15: to resume a step, and
 * polled with the read's `poll` while the confirmation waits for the meeting's place) and the open slots (P61, the
 * product's stand-in for the external scheduling widget), books (E74, multipart) and attaches the chosen slot (E75)
 * through the kit's write, and owns the 2 s wait after scheduling (`WAIT_ELAPSED`). After booking it writes the order id
 * into the address (replace), so a reload at any step resumes it.
 *
 * A double click never books twice: the machine takes one `BOOK` at a time, and a retry of a failed booking with the
 * same details reuses the failed attempt's idempotency key (the kit's `useOptimisticWrite`), so an attempt that reached
 * the server after all (a timeout) is not charged again.
 */
import { useCallback, useEffect, useState } from 'react';
import { bookMeeting, getMeetingOrder, getMeetingSettings, getMeetingSlots, updateMeetingOrder } from '../../../api/endpoints/meetings';
import type { MeetingOrder, MeetingSettings, MeetingSlot } from '../../../api/schemas/meetings';
import { serverWords } from '../../../kit/failure';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { updateRead } from '../../../kit/readEffects';
import { paths } from '../../../kit/routes';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useClock, useNavigation, usePlatform, usePublication, useViewer } from '../../../platform/context';
import {
  awaitingLocation,
  bookRequest,
  type BookRequest,
  type CardResult,
  initialMeetingBookingState,
  type MeetingBookingState,
  type OrderFacts,
  SCHEDULING_WAIT_MS,
  scheduleRequest,
  transition,
} from './meetingBooking.machine';

/** How often the confirmation reads the order again while its place is not known yet. */
export const MEETING_ORDER_POLL_MS = 1500;

/** What the reader sends from the order step. */
export interface MeetingOrderInput {
  name: string;
  topic: string;
  attachment?: File | null;
  timezone: string;
  /** The card field's answer (`testCardToken` on the mock; a host's payment element in production). */
  card: CardResult;
}

export interface MeetingBookingController {
  state: MeetingBookingState;
  settings: LoadStatus<MeetingSettings>;
  /** The order on screen (P15), once read or answered. */
  order: MeetingOrder | null;
  slots: LoadStatus<{ slots: MeetingSlot[] }>;
  /** The reader's time zone: the order's, else the one chosen on the form. */
  timeZone: string;
  setTimeZone: (zone: string) => void;
  signedIn: boolean;
  /** The host name in T180 ("meetings@{host}"). */
  supportHost: string;
  book: (input: MeetingOrderInput) => void;
  chooseSlot: (slot: MeetingSlot) => void;
  retryLoad: () => void;
  retrySlots: () => void;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** The facts M56 decides on, from an order. */
export function orderFacts(order: MeetingOrder): OrderFacts {
  return {
    orderId: order.order_id,
    status: order.status,
    hasSchedulingLink: !!order.calendly_scheduling_uri,
    hasLocation: !!order.location,
    cancellationReason: order.cancellation_reason ?? null,
    rebookUrl: order.rebook_url ?? null,
  };
}

export function useMeetingBooking({
  orderId,
  rebook = false,
  timeZone: givenZone,
}: {
  orderId: number | null;
  rebook?: boolean;
  timeZone?: string;
}): MeetingBookingController {
  const navigation = useNavigation();
  const clock = useClock();
  const viewer = useViewer();
  const publication = usePublication();
  const { apiBaseUrl } = usePlatform();
  const [state, send] = useMachine(transition, () => transition(initialMeetingBookingState, { type: 'ADDRESS', orderId, rebook }));
  useEffect(() => void send({ type: 'ADDRESS', orderId, rebook }), [send, orderId, rebook]);

  // The reader's zone: the host's, else the browser's (read after the first render: the server has none).
  const [chosenZone, setChosenZone] = useState(givenZone ?? 'UTC');
  useEffect(() => {
    if (givenZone) return setChosenZone(givenZone);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) setChosenZone(zone);
  }, [givenZone]);

  const settingsQuery = useRead(getMeetingSettings, {});
  const settings = loadStatus(settingsQuery, 'growth.meetings.offer.error');

  const readOrderId = state.name === 'resolving' || state.name === 'confirmation' || state.name === 'schedule' ? state.orderId : null;
  const orderQuery = useRead(getMeetingOrder, readOrderId === null ? null : { params: { order_id: readOrderId } }, {
    poll: { every: MEETING_ORDER_POLL_MS, enabled: awaitingLocation(state) },
  });
  const order = orderQuery.data && orderQuery.data.order_id === readOrderId ? orderQuery.data : null;
  // Each answer while the machine listens, and the cached one again when it starts to (the same order read anew: the
  // rebook link).
  const listening = state.name === 'resolving' || state.name === 'confirmation' ? state.name : null;
  useEffect(() => {
    if (order && listening) send({ type: 'ORDER_LOADED', order: orderFacts(order) });
  }, [order, listening, send]);
  const orderError = orderQuery.isError ? orderQuery.error : null;
  useEffect(() => {
    if (orderError) send({ type: 'ORDER_LOAD_FAILED', notFound: orderError.isNotFound });
  }, [orderError, send]);

  const slotsQuery = useRead(getMeetingSlots, state.name === 'schedule' ? {} : null, { staleTime: 0 });
  const slots = loadStatus(slotsQuery, 'growth.meetings.schedule.error');

  const bookWrite = useOptimisticWrite({
    mutationFn: (request: BookRequest & { attachment: File | null; timezone: string }, api) =>
      api.call(bookMeeting, {
        body: {
          name: request.name,
          description: request.description,
          stripe_token: request.stripeToken,
          timezone: request.timezone,
          ...(request.attachment ? { attachment: request.attachment } : {}),
        },
      }),
    onSucceeded: (result) => {
      send({ type: 'BOOKED', orderId: result.order_id });
      navigation.replace(paths.meetingsBook(result.order_id));
    },
    // The form says it (the server's words or T179): no alert.
    onFailed: (failure) => {
      send({ type: 'BOOK_FAILED', serverMessage: serverWords(failure) ?? null });
      return null;
    },
    // Booking again with the same details after a failure is a retry of that booking (the kit keeps its key): one
    // order, however often the reader presses Book; changed details are a new booking.
    retry: { identity: (r) => [r.name, r.description, r.stripeToken, r.attachment, r.timezone] },
  });

  const scheduleWrite = useOptimisticWrite({
    mutationFn: (request: { orderId: number; eventUri: string }, api) =>
      api.call(updateMeetingOrder, { params: { order_id: request.orderId }, body: { calendly_event_uri: request.eventUri } }),
    reads: (result, request) => [updateRead(getMeetingOrder, { params: { order_id: request.orderId } }, () => result)],
    onSucceeded: (result) => void send({ type: 'SCHEDULED', order: orderFacts(result) }),
    onFailed: () => {
      send({ type: 'SCHEDULE_FAILED' });
      return null;
    },
  });

  // The spec's wait between a scheduled slot and the confirmation.
  const waiting = state.name === 'schedule' && state.phase === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const id = clock.setTimeout(() => send({ type: 'WAIT_ELAPSED' }), SCHEDULING_WAIT_MS);
    return () => clock.clearTimeout(id);
  }, [waiting, clock, send]);

  const book = useCallback(
    (input: MeetingOrderInput) => {
      const wanted = bookRequest(
        send({ type: 'BOOK', form: { name: input.name, topic: input.topic, enabled: settings.name === 'ready' && settings.data.enabled }, card: input.card }),
      );
      if (!wanted) return;
      const request = { ...wanted, attachment: input.attachment ?? null, timezone: input.timezone };
      void bookWrite.send(request);
    },
    [send, settings, bookWrite],
  );

  const chooseSlot = useCallback(
    (slot: MeetingSlot) => {
      const wanted = scheduleRequest(send({ type: 'SLOT_CHOSEN', eventUri: slot.event_uri }));
      if (wanted) void scheduleWrite.send(wanted);
    },
    [send, scheduleWrite],
  );

  // T180's host: the publication's site, else the API's, else the page's (read after the first render).
  const [pageHost, setPageHost] = useState('');
  useEffect(() => setPageHost(window.location.hostname), []);
  const supportHost = hostOf(publication?.baseUrl) ?? hostOf(apiBaseUrl) ?? pageHost;

  return {
    state,
    settings,
    order,
    slots,
    timeZone: order?.timezone || chosenZone,
    setTimeZone: setChosenZone,
    signedIn: viewer.role !== 'anonymous',
    supportHost,
    book,
    chooseSlot,
    retryLoad: () => {
      send({ type: 'RETRY_LOAD' });
      void orderQuery.refetch();
    },
    retrySlots: () => void slotsQuery.refetch(),
  };
}
