/**
 * Events of the anniversary microsite, stored as islands CMS config items (E65–E67; spec 001 events listing,
 * detail and admin editor; 002 microsite and event manager).
 *
 * Decisions: G18 — one microsite at `/america250` (tabs overview / events / stories, `?eventId=` for the
 * detail); the events hub `/events` is a separate page of cards linking to it. G19 — an event's status is only
 * `draft` or `published`; non-admins never receive drafts. G46 — the sponsors section's placeholder data is the
 * static fixture `MICROSITE_SPONSORS` below.
 */
import * as z from 'zod/mini';

/** K036: `event-` followed by 10 random letters or digits. */
export const EVENT_KEY_PREFIX = 'event-';
export const EVENT_KEY_PATTERN = /^event-[A-Za-z0-9]{10}$/;

/** A fresh event key (the editor makes one when creating). */
export function newEventKey(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = EVENT_KEY_PREFIX;
  for (let i = 0; i < 10; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export const eventStatuses = ['draft', 'published'] as const;
export const EventStatus = z.enum(eventStatuses);

export const eventTypes = ['in-person', 'livestream'] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/** K102: the editor's date-time value, `YYYY-MM-DDTHH:mm` (seconds and a zone may follow). */
export const EVENT_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const EventSpeaker = z.object({
  /** A contributor's or admin's user id, or a string for a custom speaker. */
  id: z.nullish(z.union([z.number().check(z.int(), z.nonnegative()), z.string()])),
  name: z.string().check(z.minLength(1, 'A speaker needs a name')),
  role: z.nullish(z.string()),
  handle: z.nullish(z.string()),
  bio: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  isCustom: z.optional(z.boolean()),
});
export type EventSpeaker = z.infer<typeof EventSpeaker>;

export const EventSponsor = z.object({ name: z.string().check(z.minLength(1, 'A sponsor needs a name')), imageUrl: z.nullish(z.string()) });
export type EventSponsor = z.infer<typeof EventSponsor>;

/** The event (001 "Event config item" value; 002 uses a subset). */
export const EventValue = z.object({
  status: EventStatus,
  title: z.string().check(z.trim(), z.minLength(1, 'An event needs a title')),
  description: z.nullish(z.string()),
  dateTime: z.string().check(z.regex(EVENT_DATE_TIME_PATTERN, 'dateTime must look like YYYY-MM-DDTHH:mm')),
  place: z.nullish(z.string()),
  /** Comma-separated; with three parts the third is the city (K040). `REMOTE` filter matches livestreams. */
  location: z.nullish(z.string()),
  type: z._default(z.array(EventType), []),
  image: z.nullish(z.string()),
  placeholderImage: z.nullish(z.string()),
  ticketLink: z.nullish(z.string()),
  isSoldOut: z.optional(z.boolean()),
  postSlug: z.nullish(z.string()),
  liveStreamId: z.nullish(z.union([z.number().check(z.int(), z.nonnegative()), z.string()])),
  speakers: z._default(z.array(EventSpeaker), []),
  sponsors: z._default(z.array(EventSponsor), []),
});
export type EventValue = z.infer<typeof EventValue>;

export const EventConfigItem = z.object({
  key: z.string().check(z.regex(EVENT_KEY_PATTERN, 'Event keys are "event-" followed by 10 letters or digits')),
  value: EventValue,
});
export type EventConfigItem = z.infer<typeof EventConfigItem>;

/** An event's date as a time stamp: the date-time value is read as UTC when it names no zone. */
export function eventTime(value: Pick<EventValue, 'dateTime'>): number {
  const text = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`;
  return new Date(text).getTime();
}

/** 002: an event is upcoming when its date is in the future, otherwise past. */
export function isUpcomingEvent(value: Pick<EventValue, 'dateTime'>, now: Date): boolean {
  return eventTime(value) > now.getTime();
}

/** K040: the city of a location: the third comma part when there are three, else the whole value. */
export function eventCity(location: string | null | undefined): string | null {
  if (!location) return null;
  const parts = location.split(',').map((p) => p.trim());
  return parts.length === 3 ? (parts[2] ?? null) : location.trim();
}

/** G46: the sponsors section's placeholder data (the section is not reachable by a tab button). */
export const MICROSITE_SPONSORS = {
  presenting: [
    { name: 'The Liberty Bell Foundation', imageUrl: '/mock-assets/covers/cover-1.jpg' },
    { name: 'Chestnut Street Press', imageUrl: '/mock-assets/covers/cover-2.jpg' },
  ],
  associate: [
    { name: 'Association placeholder A', imageUrl: null },
    { name: 'Association placeholder B', imageUrl: null },
    { name: 'Association placeholder C', imageUrl: null },
  ],
  partnershipsEmail: 'partnerships@dailymargin.example.com',
} as const satisfies { presenting: readonly EventSponsor[]; associate: readonly EventSponsor[]; partnershipsEmail: string };
