/**
 * Paid meetings with an author (spec 003: offer page, booking flow order → schedule → confirmation; P14, P15,
 * E74, E75). The settings and order fetches are designed here (G33); fields follow 003 §3.
 */
import * as z from 'zod/mini';
import { id, isoDate } from './core';

/** K109/K110: the booking form's limits. */
export const MEETING_LIMITS = { name: 500, description: 1000 } as const;

/** K111/K112: slot summaries. */
export const MEETING_MANY_AVAILABILITIES = 50;

/** K131: accepted attachment types: doc, docx, pdf, xls, xlsx, and any image, audio or video. */
export const MEETING_ATTACHMENT_EXTENSIONS = ['doc', 'docx', 'pdf', 'xls', 'xlsx'] as const;
export const MEETING_ATTACHMENT_MIME_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** The `accept` attribute of the attachment input. */
export const MEETING_ATTACHMENT_ACCEPT = `${MEETING_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')},image/*,audio/*,video/*`;

/** Whether a file may be attached to a booking (K131), by media type or, failing that, by extension. */
export function isAcceptedMeetingAttachment(file: { name?: string; type?: string }): boolean {
  const type = (file.type ?? '').toLowerCase();
  if (/^(image|audio|video)\//.test(type)) return true;
  if ((MEETING_ATTACHMENT_MIME_TYPES as readonly string[]).includes(type)) return true;
  const ext = (file.name ?? '').toLowerCase().split('.').pop() ?? '';
  return (MEETING_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

export const MeetingEventType = /* @__PURE__ */ z.object({
  /** Prices in the currency's minor unit (cents). */
  price: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  subscriber_price: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  founding_price: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  currency: /* @__PURE__ */ z._default(/* @__PURE__ */ z.string(), 'usd'),
  /** Minutes. */
  duration: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
  description_html: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Open slots in the next week: >50 "Many availabilities", 0 "No slots available in the next week". */
  num_availabilities: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
});
export type MeetingEventType = z.infer<typeof MeetingEventType>;

export const meetingPriceKinds = ['price', 'subscriber_price', 'founding_price'] as const;

/**
 * P14 (G33). Which price a viewer pays (§7): anonymous and free readers `price`, paid subscribers
 * `subscriber_price`, founding members `founding_price`; the mock also sends it as `viewer_price` /
 * `viewer_price_kind` (designed) so a screen need not repeat the rule.
 */
export const MeetingSettings = /* @__PURE__ */ z.object({
  enabled: /* @__PURE__ */ z.boolean(),
  user_id: id,
  user_name: /* @__PURE__ */ z.string(),
  user_profile_photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  selected_event_type: /* @__PURE__ */ z.nullish(MeetingEventType),
  rebooking_enabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  viewer_price: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  viewer_price_kind: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(meetingPriceKinds)),
});
export type MeetingSettings = z.infer<typeof MeetingSettings>;

export const meetingLocationBaseTypes = ['zoom', 'google', 'microsoft_teams', 'webex', 'gotomeeting'] as const;
export const meetingLocationTypes = [
  ...meetingLocationBaseTypes,
  ...meetingLocationBaseTypes.map((t) => `${t}_conference` as const),
  'inbound_call',
  'outbound_call',
  'physical',
  'ask_invitee',
  'custom',
] as const;
export const MeetingLocationType = /* @__PURE__ */ z.enum(meetingLocationTypes);
export type MeetingLocationType = z.infer<typeof MeetingLocationType>;

export const MeetingLocation = /* @__PURE__ */ z.object({
  type: MeetingLocationType,
  /** The address, phone number or free text (depends on the type). */
  location: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  join_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/**
 * Order states (designed, P15): `unscheduled` (paid, no slot yet: the booking flow opens the schedule step),
 * `processing` (slot chosen, location not known yet: "Processing..."), `scheduled` (booked), `rebooked`
 * (booked with `num_rebookings` > 0), `cancelled` (reason; rebook link when rebooking is enabled), `refunded`
 * (cancelled and refunded: the refund note).
 */
export const meetingOrderStatuses = ['unscheduled', 'processing', 'scheduled', 'rebooked', 'cancelled', 'refunded'] as const;
export const MeetingOrderStatus = /* @__PURE__ */ z.enum(meetingOrderStatuses);
export type MeetingOrderStatus = z.infer<typeof MeetingOrderStatus>;

/** P15: a meeting order (003 "Meeting order" plus `status` and the designed fields below). */
export const MeetingOrder = /* @__PURE__ */ z.object({
  order_id: id,
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  calendly_scheduling_uri: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  calendly_event_uri: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  start_time: /* @__PURE__ */ z.nullish(isoDate),
  end_time: /* @__PURE__ */ z.nullish(isoDate),
  location: /* @__PURE__ */ z.nullish(MeetingLocation),
  cancelled_at: /* @__PURE__ */ z.nullish(isoDate),
  cancellation_reason: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  refunded_at: /* @__PURE__ */ z.nullish(isoDate),
  num_rebookings: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  /** The host's name. */
  user_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  status: MeetingOrderStatus,
  /** Designed: present when the host allows rebooking a cancelled meeting. */
  rebook_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  amount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  currency: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  timezone: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  attachment_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type MeetingOrder = z.infer<typeof MeetingOrder>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, `${label} is required`),
      /* @__PURE__ */ z.maxLength(max, `${label} can be at most ${max} characters`),
    );

/** E74 multipart body. `description` is the meeting's topic. */
export const BookMeetingBody = /* @__PURE__ */ z
  .object({
    name: required('Name', MEETING_LIMITS.name),
    description: required('Topic', MEETING_LIMITS.description),
    /** The payment card token (C04). */
    stripe_token: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z
        .string()
        .check(
          /* @__PURE__ */ z.meta({ minLength: 1, examples: ['tok_visa'], description: 'A payment card token; required (400 naming stripe_token without it).' }),
        ),
    ),
    attachment: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z
        .file()
        .check(/* @__PURE__ */ z.refine((f) => isAcceptedMeetingAttachment(f), 'Attachments must be doc, docx, pdf, xls, xlsx, an image, audio or video')),
    ),
    timezone: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  })
  .check(
    // The contract lists stripe_token as required: the mock refuses a booking without a card (after checking meetings are on).
    /* @__PURE__ */ z.meta({ required: ['name', 'description', 'stripe_token'] }),
  );

/** E74 answer. */
export const BookMeetingResult = /* @__PURE__ */ z.object({
  order_id: id,
  calendly_scheduling_uri: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
});

/** E75 body: the scheduling widget's event (C03). */
export const UpdateMeetingOrderBody = /* @__PURE__ */ z.object({
  calendly_event_uri: /* @__PURE__ */ z.url({ error: 'calendly_event_uri must be a URL' }),
});

/** P61 (designed): one open slot of the scheduler, and the event the scheduling widget would report for it (C03). */
export const MeetingSlot = /* @__PURE__ */ z.object({
  start_time: isoDate,
  end_time: isoDate,
  /** Sent to E75 as `calendly_event_uri` when the reader picks this slot. */
  event_uri: /* @__PURE__ */ z.string(),
});
export type MeetingSlot = z.infer<typeof MeetingSlot>;

/** P61 answer: the open slots of the next week, in time order (instants; the reader's zone is the client's). */
export const MeetingSlots = /* @__PURE__ */ z.object({
  slots: /* @__PURE__ */ z.array(MeetingSlot),
});
export type MeetingSlots = z.infer<typeof MeetingSlots>;
