/**
 * Mock of paid meetings (P14, E74, P15, E75). The viewer pays `price`, `subscriber_price` (paid) or
 * `founding_price` (founding); booking validates the spec's limits (K109, K110, K131) through the body schema.
 * After a slot is attached (E75) the order is `processing` for 5 seconds of mock time, then `scheduled` (or
 * `rebooked`) with a Zoom location.
 *
 * P61 (designed) stands in for the external scheduling widget: the open slots of the next week (half-hour slots from
 * 14:00 to 18:30 UTC each day from tomorrow, as many as the event type's `num_availabilities`, booked ones left
 * out), each with an event URI `…/scheduled_events/SLOT-<yyyymmddThhmmZ>`; E75 with such a URI books that slot.
 */
import { bookMeeting, getMeetingOrder, getMeetingSettings, getMeetingSlots, updateMeetingOrder } from '../../src/api/endpoints/meetings';
import type { MeetingOrder, MeetingOrderStatus, MeetingSettings, MeetingSlot } from '../../src/api/schemas/meetings';
import { mockNow } from '../clock';
import { findPublication, findUser } from '../db/core';
import { requestPublicationId } from '../db/growth';
import { type MeetingOrderRow, type MeetingSettingsRow, meetingsStore } from '../db/meetings';
import { accessLevel, viewerUserId } from '../db/viewer';
import { badRequest, MockHttpError, notFound, route, unauthorized } from './route';

/** How long a freshly scheduled order waits for its location. */
export const MEETING_PROCESSING_MS = 5_000;

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

function settingsFor(publicationId: number): MeetingSettingsRow {
  return (
    meetingsStore.settings.find((s) => s.publication_id === publicationId) ?? {
      publication_id: publicationId,
      enabled: false,
      host_id: findPublication(publicationId)?.author_id ?? 0,
      rebooking_enabled: false,
      event_type: null,
    }
  );
}

function viewerPrice(row: MeetingSettingsRow): Pick<MeetingSettings, 'viewer_price' | 'viewer_price_kind'> {
  const type = row.event_type;
  if (!type) return { viewer_price: null, viewer_price_kind: null };
  const level = accessLevel(row.publication_id);
  if (level === 'founding' && type.founding_price != null) return { viewer_price: type.founding_price, viewer_price_kind: 'founding_price' };
  if ((level === 'founding' || level === 'paid') && type.subscriber_price != null)
    return { viewer_price: type.subscriber_price, viewer_price_kind: 'subscriber_price' };
  return { viewer_price: type.price, viewer_price_kind: 'price' };
}

const SLOT_URI_PREFIX = 'https://api.calendly.com/scheduled_events/SLOT-';
const SLOTS_PER_DAY = 10;

function slotUri(start: Date): string {
  return `${SLOT_URI_PREFIX}${start.toISOString().replace(/[-:]/g, '').slice(0, 13)}Z`;
}

/** The slot an event URI of P61 names, or `null` for any other URI. */
function slotStart(eventUri: string): Date | null {
  const m = eventUri.startsWith(SLOT_URI_PREFIX) ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(eventUri.slice(SLOT_URI_PREFIX.length)) : null;
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)) : null;
}

/** The open slots of the next week (mock clock): half hours from 14:00 UTC, tomorrow on, booked ones left out. */
function openSlots(row: MeetingSettingsRow): MeetingSlot[] {
  const type = row.event_type;
  if (!row.enabled || !type) return [];
  const taken = new Set(
    meetingsStore.orders.filter((o) => o.publication_id === row.publication_id && o.start_time && !o.cancelled_at).map((o) => Date.parse(o.start_time!)),
  );
  const now = mockNow();
  const slots: MeetingSlot[] = [];
  for (let day = 1; day <= 7 && slots.length < type.num_availabilities; day += 1) {
    for (let i = 0; i < SLOTS_PER_DAY && slots.length < type.num_availabilities; i += 1) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, 14, i * 30));
      if (taken.has(start.getTime())) continue;
      slots.push({ start_time: start.toISOString(), end_time: new Date(start.getTime() + type.duration * 60_000).toISOString(), event_uri: slotUri(start) });
    }
  }
  return slots;
}

/** A processing order learns its location once its time has come (mock clock). */
function settle(order: MeetingOrderRow): void {
  if (order.processing_until && !order.location && mockNow().toISOString() >= order.processing_until) {
    order.location = { type: 'zoom', location: null, join_url: `https://zoom.example.com/j/${order.order_id}` };
    order.processing_until = null;
  }
}

function statusOf(order: MeetingOrderRow): MeetingOrderStatus {
  if (order.refunded_at) return 'refunded';
  if (order.cancelled_at) return 'cancelled';
  if (!order.calendly_event_uri) return 'unscheduled';
  if (!order.location) return 'processing';
  return order.num_rebookings > 0 ? 'rebooked' : 'scheduled';
}

function toApi(order: MeetingOrderRow): MeetingOrder {
  settle(order);
  const settings = settingsFor(order.publication_id);
  const pub = findPublication(order.publication_id);
  const status = statusOf(order);
  const { publication_id: _p, booker_id: _b, processing_until: _u, ...fields } = order;
  return {
    ...structuredClone(fields),
    status,
    user_name: findUser(settings.host_id)?.name ?? null,
    rebook_url: status === 'cancelled' && settings.rebooking_enabled && pub ? `${pub.base_url}/meetings/book/${order.order_id}` : null,
  };
}

/** The order, if the viewer booked it or hosts it. */
function findOrder(orderId: number): MeetingOrderRow {
  const userId = requireUser();
  const order = meetingsStore.orders.find((o) => o.order_id === orderId);
  if (!order || (order.booker_id !== userId && settingsFor(order.publication_id).host_id !== userId)) throw notFound('Order');
  return order;
}

export const meetingsHandlers = [
  route(getMeetingSettings, ({ request }) => {
    const row = settingsFor(requestPublicationId(request));
    const host = findUser(row.host_id);
    return {
      enabled: row.enabled,
      user_id: row.host_id,
      user_name: host?.name ?? 'The author',
      user_profile_photo_url: host?.photo_url ?? null,
      selected_event_type: row.event_type ? structuredClone(row.event_type) : null,
      rebooking_enabled: row.rebooking_enabled,
      ...viewerPrice(row),
    };
  }),

  route(bookMeeting, ({ body, request }) => {
    const userId = requireUser();
    const pubId = requestPublicationId(request);
    const settings = settingsFor(pubId);
    if (!settings.enabled || !settings.event_type) throw new MockHttpError(403, 'Meetings are not enabled for this publication.');
    if (!body.stripe_token) throw badRequest('A payment card is required (stripe_token).', 'stripe_token');
    if (body.stripe_token === 'tok_chargeDeclined') throw new MockHttpError(402, 'Your card was declined.');
    const user = findUser(userId)!;
    meetingsStore.nextOrderId += 1;
    const order: MeetingOrderRow = {
      order_id: meetingsStore.nextOrderId,
      publication_id: pubId,
      booker_id: userId,
      name: body.name,
      email: user.email ?? `${user.handle ?? userId}@example.com`,
      description: body.description,
      calendly_scheduling_uri: `https://calendly.com/d/margin-meet/${meetingsStore.nextOrderId}`,
      calendly_event_uri: null,
      start_time: null,
      end_time: null,
      location: null,
      cancelled_at: null,
      cancellation_reason: null,
      refunded_at: null,
      num_rebookings: 0,
      amount: viewerPrice(settings).viewer_price ?? settings.event_type.price,
      currency: settings.event_type.currency,
      timezone: body.timezone ?? null,
      attachment_name: body.attachment?.name ?? null,
      processing_until: null,
    };
    meetingsStore.orders.push(order);
    return {
      order_id: order.order_id,
      calendly_scheduling_uri: order.calendly_scheduling_uri!,
      name: order.name,
      email: order.email,
      description: order.description,
    };
  }),

  route(getMeetingOrder, ({ params }) => toApi(findOrder(params.order_id))),

  route(getMeetingSlots, ({ request }) => ({ slots: openSlots(settingsFor(requestPublicationId(request))) })),

  route(updateMeetingOrder, ({ params, body }) => {
    const order = findOrder(params.order_id);
    const settings = settingsFor(order.publication_id);
    if (order.refunded_at) throw badRequest('This meeting was refunded and cannot be rebooked.');
    if (order.cancelled_at && !settings.rebooking_enabled) throw badRequest('This meeting was cancelled and cannot be rebooked.');
    if (order.calendly_event_uri) order.num_rebookings += 1;
    const now = mockNow();
    const start = slotStart(body.calendly_event_uri) ?? new Date(now.getTime() + 3 * 24 * 3600_000);
    if (!slotStart(body.calendly_event_uri)) start.setUTCMinutes(0, 0, 0);
    const minutes = settings.event_type?.duration ?? 30;
    Object.assign(order, {
      calendly_event_uri: body.calendly_event_uri,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
      location: null,
      cancelled_at: null,
      cancellation_reason: null,
      processing_until: new Date(now.getTime() + MEETING_PROCESSING_MS).toISOString(),
    });
    return toApi(order);
  }),
];
