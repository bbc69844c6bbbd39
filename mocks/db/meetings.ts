/**
 * Paid meetings: settings per publication (enabled with many slots, enabled with none, disabled, not set up) and
 * orders in every state (unscheduled, processing, scheduled, rebooked, cancelled, refunded) with several
 * location types.
 */
import type { MeetingEventType, MeetingOrder } from '../../src/api/schemas/meetings';
import { PUB, VIEWER_IDS } from './core';
import { defineStore } from './store';

export interface MeetingSettingsRow {
  publication_id: number;
  enabled: boolean;
  host_id: number;
  rebooking_enabled: boolean;
  event_type: MeetingEventType | null;
}

/** A stored order: the answer's fields plus who booked it and when a processing order learns its location. */
export interface MeetingOrderRow extends Omit<MeetingOrder, 'status' | 'rebook_url' | 'user_name'> {
  publication_id: number;
  booker_id: number;
  /** While set and in the future (mock clock), the order is `processing` with no location. `null` with no location = processing indefinitely. */
  processing_until: string | null;
}

export const ORDER_IDS = {
  unscheduled: 4001,
  scheduled: 4002,
  cancelled: 4003,
  refunded: 4004,
  rebooked: 4005,
  processing: 4006,
  foundingScheduled: 4007,
} as const;

export const meetingsStore = defineStore('meetings', (ctx) => {
  const at = (days: number, hours = 0) => ctx.at({ days, hours });
  const schedulingUri = (id: number) => `https://calendly.com/d/margin-meet/${id}`;
  const eventUri = (id: number) => `https://api.calendly.com/scheduled_events/EV${id}`;
  const order = (id: number, o: Partial<MeetingOrderRow>): MeetingOrderRow => ({
    order_id: id,
    publication_id: PUB.margin,
    booker_id: VIEWER_IDS.paid,
    name: 'Paolo Paid',
    email: 'paolo@example.com',
    description: 'Feedback on my first chapter, and how to pitch a column.',
    calendly_scheduling_uri: schedulingUri(id),
    calendly_event_uri: null,
    start_time: null,
    end_time: null,
    location: null,
    cancelled_at: null,
    cancellation_reason: null,
    refunded_at: null,
    num_rebookings: 0,
    amount: 12000,
    currency: 'usd',
    timezone: 'America/New_York',
    attachment_name: null,
    processing_until: null,
    ...o,
  });
  const booked = (id: number, days: number) => ({
    calendly_event_uri: eventUri(id),
    start_time: at(days, 3),
    end_time: new Date(new Date(at(days, 3)).getTime() + 30 * 60_000).toISOString(),
  });

  return {
    settings: [
      {
        publication_id: PUB.margin,
        enabled: true,
        host_id: VIEWER_IDS.admin,
        rebooking_enabled: true,
        event_type: {
          price: 15000,
          subscriber_price: 12000,
          founding_price: 9000,
          currency: 'usd',
          duration: 30,
          description_html: '<p>Thirty minutes with Ada: your writing, your newsletter, or the books you should be reading.</p>',
          num_availabilities: 64,
        },
      },
      {
        publication_id: PUB.openWater,
        enabled: true,
        host_id: 212,
        rebooking_enabled: false,
        event_type: {
          price: 5000,
          subscriber_price: 4000,
          founding_price: null,
          currency: 'usd',
          duration: 20,
          description_html: '<p>Ask me about open-water swimming.</p>',
          num_availabilities: 0,
        },
      },
      {
        publication_id: PUB.fieldNotes,
        enabled: false,
        host_id: 210,
        rebooking_enabled: false,
        event_type: {
          price: 3000,
          subscriber_price: null,
          founding_price: null,
          currency: 'usd',
          duration: 15,
          description_html: '<p>A quick walk through your field journal.</p>',
          num_availabilities: 7,
        },
      },
      { publication_id: PUB.innerCircle, enabled: false, host_id: 211, rebooking_enabled: false, event_type: null },
    ] as MeetingSettingsRow[],
    orders: [
      order(ORDER_IDS.unscheduled, { attachment_name: 'chapter-one.pdf' }),
      order(ORDER_IDS.scheduled, {
        ...booked(ORDER_IDS.scheduled, 3),
        location: { type: 'zoom', location: null, join_url: 'https://zoom.example.com/j/4002' },
      }),
      order(ORDER_IDS.cancelled, {
        ...booked(ORDER_IDS.cancelled, -2),
        location: { type: 'google_conference', location: null, join_url: 'https://meet.example.com/abc-defg-hij' },
        cancelled_at: at(-4),
        cancellation_reason: 'Ada is travelling that week; please pick another slot.',
      }),
      order(ORDER_IDS.refunded, {
        ...booked(ORDER_IDS.refunded, -6),
        location: { type: 'physical', location: 'The Daily Margin office, 12 Arch St, Philadelphia', join_url: null },
        cancelled_at: at(-8),
        cancellation_reason: 'Cancelled at your request.',
        refunded_at: at(-7),
      }),
      order(ORDER_IDS.rebooked, {
        ...booked(ORDER_IDS.rebooked, 5),
        num_rebookings: 1,
        location: { type: 'outbound_call', location: '+1 215 555 0142', join_url: null },
      }),
      order(ORDER_IDS.processing, { ...booked(ORDER_IDS.processing, 1) }),
      order(ORDER_IDS.foundingScheduled, {
        booker_id: VIEWER_IDS.founding,
        name: 'Fiona Founding',
        email: 'fiona@example.com',
        description: 'Ideas for the founding members’ dinner.',
        amount: 9000,
        ...booked(ORDER_IDS.foundingScheduled, 8),
        location: { type: 'microsoft_teams_conference', location: null, join_url: 'https://teams.example.com/l/meetup-join/4007' },
      }),
    ] as MeetingOrderRow[],
    nextOrderId: 4100,
  };
});
