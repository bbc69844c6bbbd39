import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEETING_LIMITS } from '../../../api/schemas/meetings';
import { testCardToken } from './testCard';
import {
  addressOrderId,
  awaitingLocation,
  BOOKING_LIMITS,
  bookBlocker,
  bookRequest,
  type BookingForm,
  type CardResult,
  confirmationOf,
  initialMeetingBookingState,
  type MeetingBookingEvent,
  meetingBookingEventTypes,
  type MeetingBookingState,
  type OrderFacts,
  orderFailure,
  scheduleFailure,
  scheduleRequest,
  stepOf,
  transition,
} from './meetingBooking.machine';

const form: BookingForm = { name: 'Paolo Paid', topic: 'My first chapter', enabled: true };
const token: CardResult = { kind: 'token', token: 'tok_visa' };
const facts = (o: Partial<OrderFacts> = {}): OrderFacts => ({ orderId: 4001, status: 'unscheduled', hasSchedulingLink: true, hasLocation: false, ...o });

const orderIdle: MeetingBookingState = { name: 'order', phase: 'idle', error: null };
const submitting = transition(orderIdle, { type: 'BOOK', form, card: token });
const choosing: MeetingBookingState = { name: 'schedule', orderId: 4100, phase: 'choosing' };
const saving = transition(choosing, { type: 'SLOT_CHOSEN', eventUri: 'https://scheduler.example.com/events/1' });
const waiting = transition(saving, { type: 'SCHEDULED', order: facts({ orderId: 4100, status: 'processing' }) });

describe('M56 meeting booking: start from the address', () => {
  it('starts nowhere until the address is read', () => {
    expect(stepOf(initialMeetingBookingState)).toBeNull();
  });
  it('no order id → order', () => {
    expect(transition(initialMeetingBookingState, { type: 'ADDRESS', orderId: null })).toEqual(orderIdle);
    expect(transition(orderIdle, { type: 'ADDRESS', orderId: null })).toBe(orderIdle);
  });
  it('an order id → resolving (the order is read)', () => {
    const next = transition(initialMeetingBookingState, { type: 'ADDRESS', orderId: 4001 });
    expect(next).toEqual({ name: 'resolving', orderId: 4001, rebook: false });
    expect(stepOf(next)).toBeNull();
    expect(transition(initialMeetingBookingState, { type: 'ADDRESS', orderId: 4003, rebook: true })).toEqual({
      name: 'resolving',
      orderId: 4003,
      rebook: true,
    });
  });
  it('the address of the order already shown changes nothing (after booking the flow writes it)', () => {
    expect(transition(choosing, { type: 'ADDRESS', orderId: 4100 })).toBe(choosing);
    expect(transition(choosing, { type: 'ADDRESS', orderId: 4001 })).toEqual({ name: 'resolving', orderId: 4001, rebook: false });
    expect(transition(choosing, { type: 'ADDRESS', orderId: null })).toEqual(orderIdle);
  });

  it('the rebook link on the confirmation of the same order reads it again with `rebook`', () => {
    const cancelled: MeetingBookingState = {
      name: 'confirmation',
      orderId: 4003,
      view: { name: 'cancelled', reason: null, refunded: false, rebookable: true },
    };
    expect(transition(cancelled, { type: 'ADDRESS', orderId: 4003 })).toBe(cancelled);
    expect(transition(cancelled, { type: 'ADDRESS', orderId: 4003, rebook: true })).toEqual({ name: 'resolving', orderId: 4003, rebook: true });
    expect(transition(choosing, { type: 'ADDRESS', orderId: 4100, rebook: true })).toBe(choosing);
  });

  const resolving: MeetingBookingState = { name: 'resolving', orderId: 4001, rebook: false };
  it.each<[string, Partial<OrderFacts>, MeetingBookingState]>([
    ['unscheduled with a scheduling link → schedule', {}, { name: 'schedule', orderId: 4001, phase: 'choosing' }],
    [
      'unscheduled without a scheduling link → confirmation',
      { hasSchedulingLink: false },
      { name: 'confirmation', orderId: 4001, view: { name: 'processing' } },
    ],
    ['processing → confirmation processing', { status: 'processing' }, { name: 'confirmation', orderId: 4001, view: { name: 'processing' } }],
    ['scheduled → confirmation booked', { status: 'scheduled', hasLocation: true }, { name: 'confirmation', orderId: 4001, view: { name: 'booked' } }],
    ['rebooked → confirmation rebooked', { status: 'rebooked', hasLocation: true }, { name: 'confirmation', orderId: 4001, view: { name: 'rebooked' } }],
    [
      'cancelled → confirmation cancelled with its reason and rebook link',
      { status: 'cancelled', hasLocation: true, cancellationReason: 'Travelling', rebookUrl: 'https://x.example.com/meetings/book/4001' },
      { name: 'confirmation', orderId: 4001, view: { name: 'cancelled', reason: 'Travelling', refunded: false, rebookable: true } },
    ],
    [
      'refunded → confirmation cancelled with the refund note, no rebook',
      { status: 'refunded', hasLocation: true, cancellationReason: null },
      { name: 'confirmation', orderId: 4001, view: { name: 'cancelled', reason: null, refunded: true, rebookable: false } },
    ],
  ])('ORDER_LOADED %s', (_, order, expected) => {
    expect(transition(resolving, { type: 'ORDER_LOADED', order: facts(order) })).toEqual(expected);
  });
  it('the rebook link (?rebook=1) of a rebookable cancelled order opens the schedule step; not when rebooking is off', () => {
    const rebooking: MeetingBookingState = { name: 'resolving', orderId: 4003, rebook: true };
    const cancelled = facts({ orderId: 4003, status: 'cancelled', hasLocation: true, rebookUrl: 'https://x.example.com/r' });
    expect(transition(rebooking, { type: 'ORDER_LOADED', order: cancelled })).toEqual({ name: 'schedule', orderId: 4003, phase: 'choosing' });
    expect(transition(rebooking, { type: 'ORDER_LOADED', order: { ...cancelled, rebookUrl: null } })).toMatchObject({ name: 'confirmation' });
    expect(transition(rebooking, { type: 'ORDER_LOADED', order: { ...cancelled, status: 'refunded' } })).toMatchObject({ name: 'confirmation' });
  });
  it('another order’s answer is ignored', () => {
    expect(transition(resolving, { type: 'ORDER_LOADED', order: facts({ orderId: 9 }) })).toBe(resolving);
  });
  it('ORDER_LOAD_FAILED → unavailable (not found | error); RETRY_LOAD reads again after an error only', () => {
    const notFound = transition(resolving, { type: 'ORDER_LOAD_FAILED', notFound: true });
    expect(notFound).toEqual({ name: 'unavailable', orderId: 4001, rebook: false, reason: 'not-found' });
    expect(transition(notFound, { type: 'RETRY_LOAD' })).toBe(notFound);
    const error = transition(resolving, { type: 'ORDER_LOAD_FAILED', notFound: false });
    expect(error).toMatchObject({ reason: 'error' });
    expect(transition(error, { type: 'RETRY_LOAD' })).toEqual(resolving);
    expect(transition(orderIdle, { type: 'ORDER_LOAD_FAILED', notFound: true })).toBe(orderIdle);
    // The same address again after a failure reads again.
    expect(transition(error, { type: 'ADDRESS', orderId: 4001 })).toEqual(resolving);
  });
});

describe('M56 order step', () => {
  it('holds the API schema’s limits', () => {
    expect(BOOKING_LIMITS).toEqual({ name: MEETING_LIMITS.name, topic: MEETING_LIMITS.description });
  });
  it.each<[string, BookingForm, ReturnType<typeof bookBlocker>]>([
    ['filled in', form, null],
    ['meetings off (T176 first)', { name: '', topic: '', enabled: false }, 'disabled'],
    ['blank name', { ...form, name: '   ' }, 'incomplete'],
    ['blank topic', { ...form, topic: '' }, 'incomplete'],
    ['name of 500', { ...form, name: 'n'.repeat(500) }, null],
    ['name over 500', { ...form, name: 'n'.repeat(501) }, 'incomplete'],
    ['topic of 1000', { ...form, topic: 't'.repeat(1000) }, null],
    ['topic over 1000', { ...form, topic: 't'.repeat(1001) }, 'incomplete'],
  ])('bookBlocker: %s', (_, f, expected) => {
    expect(bookBlocker(f)).toBe(expected);
  });

  it('BOOK with the guards holding and a card token → submitting with the trimmed request', () => {
    const next = transition(orderIdle, { type: 'BOOK', form: { ...form, name: '  Paolo  ' }, card: token });
    expect(next).toEqual({ name: 'order', phase: 'submitting', request: { name: 'Paolo', description: 'My first chapter', stripeToken: 'tok_visa' } });
    expect(bookRequest(next)).toEqual({ name: 'Paolo', description: 'My first chapter', stripeToken: 'tok_visa' });
    expect(bookRequest(orderIdle)).toBeNull();
  });
  it('BOOK refused by a guard leaves the state as it was', () => {
    for (const f of [
      { ...form, enabled: false },
      { ...form, name: '' },
      { ...form, topic: 't'.repeat(1001) },
    ]) {
      expect(transition(orderIdle, { type: 'BOOK', form: f, card: token })).toBe(orderIdle);
    }
  });
  it('BOOK without a card element → "Internal error" (T177) on the form', () => {
    const next = transition(orderIdle, { type: 'BOOK', form, card: { kind: 'missing' } });
    expect(next).toEqual({ name: 'order', phase: 'idle', error: { kind: 'internal' } });
    expect(orderFailure(next)).toEqual({ messageId: 'growth.meetings.internalError' });
  });
  it('BOOK with a card token error → the card’s message on the form', () => {
    const next = transition(orderIdle, { type: 'BOOK', form, card: { kind: 'error', message: 'Your card number is incomplete.' } });
    expect(orderFailure(next)).toEqual({ text: 'Your card number is incomplete.' });
  });
  it('BOOK while submitting is ignored: one booking at a time (a double click)', () => {
    expect(transition(submitting, { type: 'BOOK', form, card: token })).toBe(submitting);
  });
  it('a new BOOK after a failure clears the failure', () => {
    const failed = transition(submitting, { type: 'BOOK_FAILED', serverMessage: null });
    expect(transition(failed, { type: 'BOOK', form, card: token })).toEqual(submitting);
  });
  it('BOOKED → schedule.choosing for the new order', () => {
    const next = transition(submitting, { type: 'BOOKED', orderId: 4101 });
    expect(next).toEqual({ name: 'schedule', orderId: 4101, phase: 'choosing' });
    expect(addressOrderId(next)).toBe(4101);
    expect(transition(orderIdle, { type: 'BOOKED', orderId: 4101 })).toBe(orderIdle);
  });
  it('BOOK_FAILED with the server’s words → those words; without → "Something went wrong." (T179)', () => {
    const worded = transition(submitting, { type: 'BOOK_FAILED', serverMessage: '  Your card was declined. ' });
    expect(worded).toEqual({ name: 'order', phase: 'idle', error: { kind: 'server', message: 'Your card was declined.' } });
    expect(orderFailure(worded)).toEqual({ text: 'Your card was declined.' });
    const silent = transition(submitting, { type: 'BOOK_FAILED', serverMessage: '   ' });
    expect(orderFailure(silent)).toEqual({ messageId: 'growth.meetings.bookFailed' });
    expect(transition(orderIdle, { type: 'BOOK_FAILED', serverMessage: 'x' })).toBe(orderIdle);
  });
});

describe('M56 schedule step', () => {
  it('SLOT_CHOSEN → saving (E75 wanted)', () => {
    expect(saving).toEqual({ name: 'schedule', orderId: 4100, phase: 'saving', eventUri: 'https://scheduler.example.com/events/1' });
    expect(scheduleRequest(saving)).toEqual({ orderId: 4100, eventUri: 'https://scheduler.example.com/events/1' });
    expect(scheduleRequest(choosing)).toBeNull();
  });
  it('SLOT_CHOSEN while saving or waiting is ignored (a double click); an empty event is ignored', () => {
    expect(transition(saving, { type: 'SLOT_CHOSEN', eventUri: 'https://scheduler.example.com/events/2' })).toBe(saving);
    expect(transition(waiting, { type: 'SLOT_CHOSEN', eventUri: 'https://scheduler.example.com/events/2' })).toBe(waiting);
    expect(transition(choosing, { type: 'SLOT_CHOSEN', eventUri: '' })).toBe(choosing);
  });
  it('SCHEDULED → waiting (the hook’s 2 s), WAIT_ELAPSED → confirmation from the answer', () => {
    expect(waiting).toMatchObject({ name: 'schedule', phase: 'waiting' });
    expect(stepOf(waiting)).toBe('schedule');
    const confirmed = transition(waiting, { type: 'WAIT_ELAPSED' });
    expect(confirmed).toEqual({ name: 'confirmation', orderId: 4100, view: { name: 'processing' } });
    expect(awaitingLocation(confirmed)).toBe(true);
    expect(transition(choosing, { type: 'WAIT_ELAPSED' })).toBe(choosing);
    expect(transition(choosing, { type: 'SCHEDULED', order: facts() })).toBe(choosing);
  });
  it('SCHEDULE_FAILED → failed with T180; choosing again saves again', () => {
    const failed = transition(saving, { type: 'SCHEDULE_FAILED' });
    expect(failed).toEqual({ name: 'schedule', orderId: 4100, phase: 'failed' });
    expect(scheduleFailure(failed)).toBe('growth.meetings.scheduleFailed');
    expect(scheduleFailure(saving)).toBeNull();
    expect(transition(failed, { type: 'SLOT_CHOSEN', eventUri: 'https://scheduler.example.com/events/3' })).toMatchObject({ phase: 'saving' });
    expect(transition(choosing, { type: 'SCHEDULE_FAILED' })).toBe(choosing);
  });
});

describe('M56 confirmation step', () => {
  const processing = transition(waiting, { type: 'WAIT_ELAPSED' });
  it('the poll’s answer moves processing → booked once the location is known', () => {
    const still = transition(processing, { type: 'ORDER_LOADED', order: facts({ orderId: 4100, status: 'processing' }) });
    expect(still).toBe(processing);
    const booked = transition(processing, { type: 'ORDER_LOADED', order: facts({ orderId: 4100, status: 'scheduled', hasLocation: true }) });
    expect(booked).toEqual({ name: 'confirmation', orderId: 4100, view: { name: 'booked' } });
    expect(awaitingLocation(booked)).toBe(false);
  });
  it('rebooked (num_rebookings > 0) and cancelled arrive the same way', () => {
    expect(transition(processing, { type: 'ORDER_LOADED', order: facts({ orderId: 4100, status: 'rebooked', hasLocation: true }) })).toMatchObject({
      view: { name: 'rebooked' },
    });
    expect(transition(processing, { type: 'ORDER_LOADED', order: facts({ orderId: 4100, status: 'cancelled', cancellationReason: 'Ill' }) })).toMatchObject({
      view: { name: 'cancelled', reason: 'Ill', refunded: false, rebookable: false },
    });
  });
  it('confirmationOf: a scheduled order without a location is still processing', () => {
    expect(confirmationOf(facts({ status: 'scheduled', hasLocation: false }))).toEqual({ name: 'processing' });
  });
});

describe('M56 properties', () => {
  const orderFacts = fc.record({
    orderId: fc.constantFrom(4001, 4100),
    status: fc.constantFrom('unscheduled', 'processing', 'scheduled', 'rebooked', 'cancelled', 'refunded' as const),
    hasSchedulingLink: fc.boolean(),
    hasLocation: fc.boolean(),
    cancellationReason: fc.option(fc.string(), { nil: null }),
    rebookUrl: fc.option(fc.constant('https://x.example.com/r'), { nil: null }),
  }) as fc.Arbitrary<OrderFacts>;
  const event: fc.Arbitrary<MeetingBookingEvent> = fc.oneof(
    fc.record({ type: fc.constant('ADDRESS' as const), orderId: fc.option(fc.constantFrom(4001, 4100), { nil: null }), rebook: fc.boolean() }),
    fc.record({ type: fc.constant('ORDER_LOADED' as const), order: orderFacts }),
    fc.record({ type: fc.constant('ORDER_LOAD_FAILED' as const), notFound: fc.boolean() }),
    fc.constant({ type: 'RETRY_LOAD' as const }),
    fc.record({
      type: fc.constant('BOOK' as const),
      form: fc.record({ name: fc.string({ maxLength: 3 }), topic: fc.string({ maxLength: 3 }), enabled: fc.boolean() }),
      card: fc.constantFrom<CardResult>(token, { kind: 'missing' }, { kind: 'error', message: 'Card error' }),
    }),
    fc.record({ type: fc.constant('BOOKED' as const), orderId: fc.constant(4100) }),
    fc.record({ type: fc.constant('BOOK_FAILED' as const), serverMessage: fc.option(fc.string(), { nil: null }) }),
    fc.record({ type: fc.constant('SLOT_CHOSEN' as const), eventUri: fc.constantFrom('', 'https://scheduler.example.com/events/1') }),
    fc.record({ type: fc.constant('SCHEDULED' as const), order: orderFacts }),
    fc.constant({ type: 'SCHEDULE_FAILED' as const }),
    fc.constant({ type: 'WAIT_ELAPSED' as const }),
  );

  it('covers every event type', () => {
    expect(new Set(meetingBookingEventTypes).size).toBe(11);
  });

  it('a booking is only ever sent from a form whose guards hold; the confirmation is only reached through an order', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialMeetingBookingState;
        for (const e of events) {
          const next = transition(state, e);
          if (bookRequest(next) && next !== state) {
            expect(e.type).toBe('BOOK');
            if (e.type === 'BOOK') expect(bookBlocker(e.form)).toBeNull();
          }
          if (next.name === 'confirmation' && state.name !== 'confirmation') expect(['ORDER_LOADED', 'WAIT_ELAPSED']).toContain(e.type);
          if (next.name === 'schedule' && next.phase === 'saving' && state !== next) expect(e.type).toBe('SLOT_CHOSEN');
          state = next;
        }
      }),
    );
  });
});

describe('the test card field (C04 on the mock)', () => {
  it('answers a token for tok_…, the element’s errors otherwise', () => {
    expect(testCardToken(' tok_visa ')).toEqual({ kind: 'token', token: 'tok_visa' });
    expect(testCardToken('tok_chargeDeclined')).toEqual({ kind: 'token', token: 'tok_chargeDeclined' });
    expect(testCardToken('')).toEqual({ kind: 'error', message: 'Your card number is incomplete.' });
    expect(testCardToken('4242 4242 4242 4242')).toEqual({ kind: 'error', message: 'Your card number is invalid.' });
    expect(testCardToken('tok_<script>')).toEqual({ kind: 'error', message: 'Your card number is invalid.' });
  });
});
