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
import { EVENT_KEY_PATTERN, EVENT_KEY_PREFIX, eventTypes } from '../constants/events';

export {
  EVENT_KEY_PATTERN,
  EVENT_KEY_PREFIX,
  eventCity,
  eventTime,
  eventTypes,
  isUpcomingEvent,
  MICROSITE_SPONSORS,
} from '../constants/events';

/** A fresh event key (the editor makes one when creating). */
export function newEventKey(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = EVENT_KEY_PREFIX;
  for (let i = 0; i < 10; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export const eventStatuses = ['draft', 'published'] as const;
export const EventStatus = /* @__PURE__ */ z.enum(eventStatuses);

export const EventType = /* @__PURE__ */ z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/** K102: the editor's date-time value, `YYYY-MM-DDTHH:mm` (seconds and a zone may follow). */
export const EVENT_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const EventSpeaker = /* @__PURE__ */ z.object({
  /** A contributor's or admin's user id, or a string for a custom speaker. */
  id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), /* @__PURE__ */ z.string()]),
  ),
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1, 'A speaker needs a name')),
  role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  bio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  imageUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  isCustom: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type EventSpeaker = z.infer<typeof EventSpeaker>;

export const EventSponsor = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1, 'A sponsor needs a name')),
  imageUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type EventSponsor = z.infer<typeof EventSponsor>;

/** The event (001 "Event config item" value; 002 uses a subset). */
export const EventValue = /* @__PURE__ */ z.object({
  status: EventStatus,
  title: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.minLength(1, 'An event needs a title')),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  dateTime: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(EVENT_DATE_TIME_PATTERN, 'dateTime must look like YYYY-MM-DDTHH:mm')),
  place: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  /** Comma-separated; with three parts the third is the city (K040). `REMOTE` filter matches livestreams. */
  location: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(EventType), []),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  placeholderImage: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  ticketLink: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  isSoldOut: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  postSlug: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  liveStreamId: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), /* @__PURE__ */ z.string()]),
  ),
  speakers: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(EventSpeaker), []),
  sponsors: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(EventSponsor), []),
});
export type EventValue = z.infer<typeof EventValue>;

export const EventConfigItem = /* @__PURE__ */ z.object({
  key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(EVENT_KEY_PATTERN, 'Event keys are "event-" followed by 10 letters or digits')),
  value: EventValue,
});
export type EventConfigItem = z.infer<typeof EventConfigItem>;
