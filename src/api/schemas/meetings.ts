/**
 * Paid meetings with an author (spec 003: offer page, booking flow order → schedule → confirmation; P14, P15,
 * E74, E75). The settings and order fetches are designed here (G33); fields follow 003 §3.
 */
import * as z from 'zod';
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
  price: z.number().int().nonnegative(),
  subscriber_price: z.number().int().nonnegative().nullish(),
  founding_price: z.number().int().nonnegative().nullish(),
  currency: z.string().default('usd'),
  /** Minutes. */
  duration: z.number().int().positive(),
  description_html: z.string().nullish(),
  /** Open slots in the next week: >50 "Many availabilities", 0 "No slots available in the next week". */
  num_availabilities: z.number().int().nonnegative(),
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
  user_profile_photo_url: z.string().nullish(),
  selected_event_type: MeetingEventType.nullish(),
  rebooking_enabled: z.boolean().optional(),
  viewer_price: z.number().int().nonnegative().nullish(),
  viewer_price_kind: z.enum(meetingPriceKinds).nullish(),
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
  location: z.string().nullish(),
  join_url: z.string().nullish(),
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
  calendly_scheduling_uri: z.string().nullish(),
  calendly_event_uri: z.string().nullish(),
  start_time: isoDate.nullish(),
  end_time: isoDate.nullish(),
  location: MeetingLocation.nullish(),
  cancelled_at: isoDate.nullish(),
  cancellation_reason: z.string().nullish(),
  refunded_at: isoDate.nullish(),
  num_rebookings: z.number().int().nonnegative().default(0),
  /** The host's name. */
  user_name: z.string().nullish(),
  status: MeetingOrderStatus,
  /** Designed: present when the host allows rebooking a cancelled meeting. */
  rebook_url: z.string().nullish(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().optional(),
  timezone: z.string().nullish(),
  attachment_name: z.string().nullish(),
});
export type MeetingOrder = z.infer<typeof MeetingOrder>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/** E74 multipart body. `description` is the meeting's topic. */
export const BookMeetingBody = z.object({
  name: required('Name', MEETING_LIMITS.name),
  description: required('Topic', MEETING_LIMITS.description),
  /** The payment card token (C04). */
  stripe_token: z.string().optional(),
  attachment: z
    .file()
    .refine((f) => isAcceptedMeetingAttachment(f), 'Attachments must be doc, docx, pdf, xls, xlsx, an image, audio or video')
    .optional(),
  timezone: z.string().optional(),
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
