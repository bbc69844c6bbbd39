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

export const MeetingEventType = z.object({
  /** Prices in the currency's minor unit (cents). */
  price: z.number().check(z.int(), z.nonnegative()),
  subscriber_price: z.nullish(z.number().check(z.int(), z.nonnegative())),
  founding_price: z.nullish(z.number().check(z.int(), z.nonnegative())),
  currency: z._default(z.string(), 'usd'),
  /** Minutes. */
  duration: z.number().check(z.int(), z.positive()),
  description_html: z.nullish(z.string()),
  /** Open slots in the next week: >50 "Many availabilities", 0 "No slots available in the next week". */
  num_availabilities: z.number().check(z.int(), z.nonnegative()),
});
export type MeetingEventType = z.infer<typeof MeetingEventType>;

export const meetingPriceKinds = ['price', 'subscriber_price', 'founding_price'] as const;

/**
 * P14 (G33). Which price a viewer pays (§7): anonymous and free readers `price`, paid subscribers
 * `subscriber_price`, founding members `founding_price`; the mock also sends it as `viewer_price` /
 * `viewer_price_kind` (designed) so a screen need not repeat the rule.
 */
export const MeetingSettings = z.object({
  enabled: z.boolean(),
  user_id: id,
  user_name: z.string(),
  user_profile_photo_url: z.nullish(z.string()),
  selected_event_type: z.nullish(MeetingEventType),
  rebooking_enabled: z.optional(z.boolean()),
  viewer_price: z.nullish(z.number().check(z.int(), z.nonnegative())),
  viewer_price_kind: z.nullish(z.enum(meetingPriceKinds)),
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
export const MeetingLocationType = z.enum(meetingLocationTypes);
export type MeetingLocationType = z.infer<typeof MeetingLocationType>;

export const MeetingLocation = z.object({
  type: MeetingLocationType,
  /** The address, phone number or free text (depends on the type). */
  location: z.nullish(z.string()),
  join_url: z.nullish(z.string()),
});

/**
 * Order states (designed, P15): `unscheduled` (paid, no slot yet: the booking flow opens the schedule step),
 * `processing` (slot chosen, location not known yet: "Processing..."), `scheduled` (booked), `rebooked`
 * (booked with `num_rebookings` > 0), `cancelled` (reason; rebook link when rebooking is enabled), `refunded`
 * (cancelled and refunded: the refund note).
 */
export const meetingOrderStatuses = ['unscheduled', 'processing', 'scheduled', 'rebooked', 'cancelled', 'refunded'] as const;
export const MeetingOrderStatus = z.enum(meetingOrderStatuses);
export type MeetingOrderStatus = z.infer<typeof MeetingOrderStatus>;

/** P15: a meeting order (003 "Meeting order" plus `status` and the designed fields below). */
export const MeetingOrder = z.object({
  order_id: id,
  name: z.string(),
  email: z.string(),
  description: z.string(),
  calendly_scheduling_uri: z.nullish(z.string()),
  calendly_event_uri: z.nullish(z.string()),
  start_time: z.nullish(isoDate),
  end_time: z.nullish(isoDate),
  location: z.nullish(MeetingLocation),
  cancelled_at: z.nullish(isoDate),
  cancellation_reason: z.nullish(z.string()),
  refunded_at: z.nullish(isoDate),
  num_rebookings: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** The host's name. */
  user_name: z.nullish(z.string()),
  status: MeetingOrderStatus,
  /** Designed: present when the host allows rebooking a cancelled meeting. */
  rebook_url: z.nullish(z.string()),
  amount: z.optional(z.number().check(z.int(), z.nonnegative())),
  currency: z.optional(z.string()),
  timezone: z.nullish(z.string()),
  attachment_name: z.nullish(z.string()),
});
export type MeetingOrder = z.infer<typeof MeetingOrder>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} can be at most ${max} characters`));

/** E74 multipart body. `description` is the meeting's topic. */
export const BookMeetingBody = z.object({
  name: required('Name', MEETING_LIMITS.name),
  description: required('Topic', MEETING_LIMITS.description),
  /** The payment card token (C04). */
  stripe_token: z.optional(z.string()),
  attachment: z.optional(
    z.file().check(z.refine((f) => isAcceptedMeetingAttachment(f), 'Attachments must be doc, docx, pdf, xls, xlsx, an image, audio or video')),
  ),
  timezone: z.optional(z.string()),
});

/** E74 answer. */
export const BookMeetingResult = z.object({
  order_id: id,
  calendly_scheduling_uri: z.string(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
});

/** E75 body: the scheduling widget's event (C03). */
export const UpdateMeetingOrderBody = z.object({
  calendly_event_uri: z.url({ error: 'calendly_event_uri must be a URL' }),
});
