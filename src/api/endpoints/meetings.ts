/**
 * Paid meetings (P14, E74, P15, E75, P61): the offer's settings, booking (multipart), the order, the open slots and
 * attaching the scheduled slot. The publication is the one the host serves, as for the growth calls.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { BookMeetingBody, BookMeetingResult, MeetingOrder, MeetingSettings, MeetingSlots, UpdateMeetingOrderBody } from '../schemas/meetings';

const orderId = /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative());

export const getMeetingSettings = /* @__PURE__ */ defineEndpoint({
  id: 'P14',
  area: 'meetings',
  name: 'getSettings',
  method: 'GET',
  path: '/api/v1/meetings/settings',
  summary: 'The meeting offer: host, prices (and the one this viewer pays), duration, description, open slots.',
  response: MeetingSettings,
});

export const bookMeeting = /* @__PURE__ */ defineEndpoint({
  id: 'E74',
  area: 'meetings',
  name: 'book',
  method: 'POST',
  path: '/api/v1/meetings/book',
  summary: 'Pay for a meeting (name ≤ 500, topic ≤ 1000, optional attachment of an accepted type); answers the order to schedule.',
  body: BookMeetingBody,
  bodyEncoding: 'multipart',
  response: BookMeetingResult,
  errors: [
    { status: 400, description: 'Name or topic blank or too long, attachment type not accepted, or card token missing (the field and the rule are named)' },
    { status: 401, description: 'Not signed in' },
    { status: 402, description: 'The card was declined (the server text is shown)' },
    { status: 403, description: 'Meetings are not enabled' },
  ],
});

export const getMeetingOrder = /* @__PURE__ */ defineEndpoint({
  id: 'P15',
  area: 'meetings',
  name: 'getOrder',
  method: 'GET',
  path: '/api/v1/meetings/order/:order_id',
  summary: 'A meeting order (its booker or the host): decides the booking flow’s step and the confirmation state.',
  params: /* @__PURE__ */ z.object({ order_id: orderId }),
  response: MeetingOrder,
  errors: [
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'No such order for this viewer' },
  ],
});

export const updateMeetingOrder = /* @__PURE__ */ defineEndpoint({
  id: 'E75',
  area: 'meetings',
  name: 'updateOrder',
  method: 'PUT',
  path: '/api/v1/meetings/order/:order_id',
  summary: 'Attach the slot chosen in the scheduling widget; answers the order (G35: echo), `processing` until its location is known.',
  params: /* @__PURE__ */ z.object({ order_id: orderId }),
  body: UpdateMeetingOrderBody,
  response: MeetingOrder,
  errors: [
    { status: 400, description: 'Invalid event URI, or a refunded order / a cancelled one without rebooking' },
    { status: 401, description: 'Not signed in' },
    { status: 404, description: 'No such order for this viewer' },
  ],
});

// --- P61 the open slots (designed) -----------------------------------------------------------------------------

export const getMeetingSlots = /* @__PURE__ */ defineEndpoint({
  id: 'P61',
  area: 'meetings',
  name: 'getSlots',
  method: 'GET',
  path: '/api/v1/meetings/slots',
  summary:
    'Designed (spec 003 embeds an external scheduling widget, C03, and names no call): the open slots of the next week, ' +
    'each with the event URI that E75 takes as `calendly_event_uri`. Slots already booked are left out; none when ' +
    'meetings are off. The product’s own slot picker reads it in place of the widget.',
  response: MeetingSlots,
});

export const meetingsEndpoints = { getMeetingSettings, bookMeeting, getMeetingOrder, updateMeetingOrder, getMeetingSlots } as const;
