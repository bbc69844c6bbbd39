/**
 * M56 `meeting-booking` (spec 003 "Meeting booking steps", §5 "Booking", §8, §9; inventory `meetings-booking-page`,
 * `meeting-order-step`, `meeting-schedule-step`, `meeting-confirmation-step`; T171, T175–T177, T179, T180). Pure.
 *
 * ```
 * ADDRESS(no order id) ─→ order
 * ADDRESS(order id)    ─→ resolving ──ORDER_LOADED(unscheduled, or cancelled and rebookable with `rebook`)→ schedule
 *                                    ├─ORDER_LOADED(otherwise)→ confirmation(processing | booked | rebooked | cancelled)
 *                                    └─ORDER_LOAD_FAILED→ unavailable (not found | error; RETRY_LOAD → resolving)
 * order.idle ──BOOK(guards hold, card token)→ order.submitting ──BOOKED(order id)→ schedule.choosing
 *            └─BOOK(no card element)→ order.idle + "Internal error"          └─BOOK_FAILED→ order.idle + server text | T179
 *            └─BOOK(card token error)→ order.idle + the card's message
 * schedule.choosing ──SLOT_CHOSEN(event uri)→ schedule.saving ──SCHEDULED(order)→ schedule.waiting ──WAIT_ELAPSED→ confirmation
 *                                                             └─SCHEDULE_FAILED→ schedule.failed (T180) ──SLOT_CHOSEN→ saving
 * confirmation ──ORDER_LOADED(order)→ confirmation (the poll: processing until the location is known)
 * ```
 *
 * The 2 s wait after scheduling (K: "Scheduling wait: 2000 ms") is the data hook's timer: it sends `WAIT_ELAPSED`.
 * Guards (§5): the book button is disabled while loading, when the name or topic is blank (or over its limit), and when
 * meetings are off; `bookBlocker` names the tooltip (T176 before T175). One booking at a time: `BOOK` while submitting
 * is ignored (the same state object comes back), as is `SLOT_CHOSEN` while saving or waiting.
 */
import type { MeetingOrderStatus } from '../../../api/schemas/meetings';

/** K109/K110 (held equal to the API schema's `MEETING_LIMITS` by a test). */
export const BOOKING_LIMITS = { name: 500, topic: 1000 } as const;
/** K: the wait between a scheduled slot and the confirmation. */
export const SCHEDULING_WAIT_MS = 2000;

/** The facts of an order (P15) the flow decides on. */
export interface OrderFacts {
  orderId: number;
  status: MeetingOrderStatus;
  /** The order has a scheduling link (the spec's start rule). */
  hasSchedulingLink: boolean;
  /** The meeting's place is known (a join URL, an address, a number). */
  hasLocation: boolean;
  cancellationReason?: string | null;
  /** The server's rebook link (present when the host allows rebooking a cancelled meeting). */
  rebookUrl?: string | null;
}

export type Confirmation =
  | { name: 'processing' }
  | { name: 'booked' }
  | { name: 'rebooked' }
  | { name: 'cancelled'; reason: string | null; refunded: boolean; rebookable: boolean };

export type BookingFailureMessageId = 'growth.meetings.internalError' | 'growth.meetings.bookFailed' | 'growth.meetings.scheduleFailed';

/** What the order form tells the reader after a refused booking. */
export type OrderError =
  | { kind: 'internal' } // T177: the card element is missing
  | { kind: 'card'; message: string } // the card's own token error
  | { kind: 'server'; message: string | null }; // the server's words, else T179

export interface BookingForm {
  name: string;
  topic: string;
  /** Meetings are on for this publication (P14 `enabled` with an event type). */
  enabled: boolean;
}

/** The card field's answer when the reader books (C04 `createToken`): a token, its error, or no card element at all. */
export type CardResult = { kind: 'token'; token: string } | { kind: 'error'; message: string } | { kind: 'missing' };

export interface BookRequest {
  name: string;
  description: string;
  stripeToken: string;
}

export type MeetingBookingState =
  | { name: 'start' }
  | { name: 'resolving'; orderId: number; rebook: boolean }
  | { name: 'unavailable'; orderId: number; rebook: boolean; reason: 'not-found' | 'error' }
  | { name: 'order'; phase: 'idle'; error: OrderError | null }
  | { name: 'order'; phase: 'submitting'; request: BookRequest }
  | { name: 'schedule'; orderId: number; phase: 'choosing' }
  | { name: 'schedule'; orderId: number; phase: 'saving'; eventUri: string }
  | { name: 'schedule'; orderId: number; phase: 'waiting'; order: OrderFacts }
  | { name: 'schedule'; orderId: number; phase: 'failed' }
  | { name: 'confirmation'; orderId: number; view: Confirmation };

export type MeetingBookingEvent =
  /** The address: `/meetings/book` (no id) or `/meetings/book/{order_id}` (`rebook`: the rebook link's `?rebook=1`). */
  | { type: 'ADDRESS'; orderId: number | null; rebook?: boolean }
  | { type: 'ORDER_LOADED'; order: OrderFacts }
  | { type: 'ORDER_LOAD_FAILED'; notFound: boolean }
  | { type: 'RETRY_LOAD' }
  | { type: 'BOOK'; form: BookingForm; card: CardResult }
  | { type: 'BOOKED'; orderId: number }
  | { type: 'BOOK_FAILED'; serverMessage: string | null }
  | { type: 'SLOT_CHOSEN'; eventUri: string }
  | { type: 'SCHEDULED'; order: OrderFacts }
  | { type: 'SCHEDULE_FAILED' }
  | { type: 'WAIT_ELAPSED' };

export const meetingBookingStateNames = [
  'start',
  'resolving',
  'unavailable',
  'order',
  'schedule',
  'confirmation',
] as const satisfies readonly MeetingBookingState['name'][];
export const meetingBookingEventTypes = [
  'ADDRESS',
  'ORDER_LOADED',
  'ORDER_LOAD_FAILED',
  'RETRY_LOAD',
  'BOOK',
  'BOOKED',
  'BOOK_FAILED',
  'SLOT_CHOSEN',
  'SCHEDULED',
  'SCHEDULE_FAILED',
  'WAIT_ELAPSED',
] as const satisfies readonly MeetingBookingEvent['type'][];
export const meetingSteps = ['order', 'schedule', 'confirmation'] as const;
export type MeetingStep = (typeof meetingSteps)[number];
export const confirmationNames = ['processing', 'booked', 'rebooked', 'cancelled'] as const satisfies readonly Confirmation['name'][];

export const initialMeetingBookingState: MeetingBookingState = { name: 'start' };

/** The book button's refusal (§5), or `null` when it may be pressed: T176 when meetings are off, else T175. */
export function bookBlocker(form: BookingForm): 'disabled' | 'incomplete' | null {
  if (!form.enabled) return 'disabled';
  const name = form.name.trim();
  const topic = form.topic.trim();
  if (name === '' || topic === '' || name.length > BOOKING_LIMITS.name || topic.length > BOOKING_LIMITS.topic) return 'incomplete';
  return null;
}

/** The confirmation an order shows (§4): cancelled (reason, refund, rebook), processing (no place yet), rebooked, booked. */
export function confirmationOf(order: OrderFacts): Confirmation {
  if (order.status === 'cancelled' || order.status === 'refunded')
    return { name: 'cancelled', reason: order.cancellationReason ?? null, refunded: order.status === 'refunded', rebookable: !!order.rebookUrl };
  if (order.status === 'processing' || !order.hasLocation) return { name: 'processing' };
  return order.status === 'rebooked' ? { name: 'rebooked' } : { name: 'booked' };
}

/** Where an order opened from the address starts: schedule when it is still to be scheduled (or rebooked), else confirmation. */
function resolved(order: OrderFacts, rebook: boolean): MeetingBookingState {
  const rebooking = rebook && order.status === 'cancelled' && !!order.rebookUrl;
  if (order.hasSchedulingLink && (order.status === 'unscheduled' || rebooking)) return { name: 'schedule', orderId: order.orderId, phase: 'choosing' };
  return { name: 'confirmation', orderId: order.orderId, view: confirmationOf(order) };
}

function sameView(a: Confirmation, b: Confirmation): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function transition(state: MeetingBookingState, event: MeetingBookingEvent): MeetingBookingState {
  switch (event.type) {
    case 'ADDRESS': {
      if (event.orderId === null) return state.name === 'order' ? state : { name: 'order', phase: 'idle', error: null };
      const rebook = event.rebook === true;
      // The same order again (the flow wrote it into the address) changes nothing, unless the rebook link asks again.
      if ('orderId' in state && state.orderId === event.orderId && state.name !== 'unavailable' && !(rebook && state.name === 'confirmation')) return state;
      return { name: 'resolving', orderId: event.orderId, rebook };
    }
    case 'ORDER_LOADED': {
      if (state.name === 'resolving') return event.order.orderId === state.orderId ? resolved(event.order, state.rebook) : state;
      if (state.name === 'confirmation' && event.order.orderId === state.orderId) {
        const view = confirmationOf(event.order);
        return sameView(view, state.view) ? state : { ...state, view };
      }
      return state;
    }
    case 'ORDER_LOAD_FAILED':
      return state.name === 'resolving'
        ? { name: 'unavailable', orderId: state.orderId, rebook: state.rebook, reason: event.notFound ? 'not-found' : 'error' }
        : state;
    case 'RETRY_LOAD':
      return state.name === 'unavailable' && state.reason === 'error' ? { name: 'resolving', orderId: state.orderId, rebook: state.rebook } : state;
    case 'BOOK': {
      if (state.name !== 'order' || state.phase !== 'idle') return state;
      if (bookBlocker(event.form) !== null) return state;
      if (event.card.kind === 'missing') return { name: 'order', phase: 'idle', error: { kind: 'internal' } };
      if (event.card.kind === 'error') return { name: 'order', phase: 'idle', error: { kind: 'card', message: event.card.message } };
      return {
        name: 'order',
        phase: 'submitting',
        request: { name: event.form.name.trim(), description: event.form.topic.trim(), stripeToken: event.card.token },
      };
    }
    case 'BOOKED':
      return state.name === 'order' && state.phase === 'submitting' ? { name: 'schedule', orderId: event.orderId, phase: 'choosing' } : state;
    case 'BOOK_FAILED':
      return state.name === 'order' && state.phase === 'submitting'
        ? { name: 'order', phase: 'idle', error: { kind: 'server', message: event.serverMessage?.trim() || null } }
        : state;
    case 'SLOT_CHOSEN':
      return state.name === 'schedule' && (state.phase === 'choosing' || state.phase === 'failed') && event.eventUri !== ''
        ? { name: 'schedule', orderId: state.orderId, phase: 'saving', eventUri: event.eventUri }
        : state;
    case 'SCHEDULED':
      return state.name === 'schedule' && state.phase === 'saving' ? { name: 'schedule', orderId: state.orderId, phase: 'waiting', order: event.order } : state;
    case 'SCHEDULE_FAILED':
      return state.name === 'schedule' && state.phase === 'saving' ? { name: 'schedule', orderId: state.orderId, phase: 'failed' } : state;
    case 'WAIT_ELAPSED':
      return state.name === 'schedule' && state.phase === 'waiting'
        ? { name: 'confirmation', orderId: state.orderId, view: confirmationOf(state.order) }
        : state;
    default:
      return event satisfies never;
  }
}

/** The step the flow shows (`null` while the order named by the address is read, or when it cannot be). */
export function stepOf(state: MeetingBookingState): MeetingStep | null {
  return state.name === 'order' || state.name === 'schedule' || state.name === 'confirmation' ? state.name : null;
}

/** The order id the address should hold (`null` on the order step). */
export function addressOrderId(state: MeetingBookingState): number | null {
  return 'orderId' in state ? state.orderId : null;
}

/** The booking a submitting state wants sent, or `null`. */
export function bookRequest(state: MeetingBookingState): BookRequest | null {
  return state.name === 'order' && state.phase === 'submitting' ? state.request : null;
}

/** The slot a saving state wants attached (E75), or `null`. */
export function scheduleRequest(state: MeetingBookingState): { orderId: number; eventUri: string } | null {
  return state.name === 'schedule' && state.phase === 'saving' ? { orderId: state.orderId, eventUri: state.eventUri } : null;
}

/** What the order form says: the card's or server's own words, else the catalogue text's id (T177, T179). */
export function orderFailure(
  state: MeetingBookingState,
): { text: string } | { messageId: 'growth.meetings.internalError' | 'growth.meetings.bookFailed' } | null {
  if (state.name !== 'order' || state.phase !== 'idle' || !state.error) return null;
  const { error } = state;
  if (error.kind === 'internal') return { messageId: 'growth.meetings.internalError' };
  if (error.kind === 'card') return { text: error.message };
  return error.message ? { text: error.message } : { messageId: 'growth.meetings.bookFailed' };
}

/** The schedule step's failure (T180), or `null`. */
export function scheduleFailure(state: MeetingBookingState): 'growth.meetings.scheduleFailed' | null {
  return state.name === 'schedule' && state.phase === 'failed' ? 'growth.meetings.scheduleFailed' : null;
}

/** Whether the confirmation still waits for the meeting's place (the hook polls the order meanwhile). */
export function awaitingLocation(state: MeetingBookingState): boolean {
  return state.name === 'confirmation' && state.view.name === 'processing';
}
