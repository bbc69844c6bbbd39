/**
 * Add to calendar: an iCalendar file (RFC 5545) and a Google Calendar link for one event. Pure and tested.
 *
 * - Times are UTC (`DTSTART:20261203T233000Z`), so a calendar in any zone shows the right local time, daylight saving
 *   included; the instant comes from `wallTimeToInstant` (the event's zone).
 * - An event has no end in the data: it lasts `EVENT_CALENDAR_DURATION_MS` (decision: two hours).
 * - Text values are escaped (`\\`, `;`, `,`, new lines as `\n`), lines end with CRLF and are folded at 75 octets
 *   (UTF-8, never inside a character) with a leading space on each continuation.
 */

/** How long an event lasts in a calendar (the data has no end time). */
export const EVENT_CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;

export interface CalendarEvent {
  /** Unique and stable: the event's key and the publication's host. */
  readonly uid: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly location?: string | null | undefined;
  /** The event's page. */
  readonly url?: string | null | undefined;
  /** Start, as a time stamp (ms). */
  readonly start: number;
  /** End (default: start + `EVENT_CALENDAR_DURATION_MS`). */
  readonly end?: number | undefined;
  /** When the file is made (`DTSTAMP`): the platform clock's now. */
  readonly stamp: number;
}

/** `20261203T233000Z`. */
export function icsUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; any line break as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: a content line folded into lines of at most 75 octets, continuations starting with a space. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in iCalendar text
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: string) => value.replace(CONTROL, '');

/** The `.ics` file's text: one VEVENT in a VCALENDAR, CRLF line ends. */
export function buildIcs(event: CalendarEvent): string {
  const end = event.end ?? event.start + EVENT_CALENDAR_DURATION_MS;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Masthead//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(clean(event.uid))}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(clean(event.title))}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(clean(event.description))}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(clean(event.location))}`] : []),
    ...(event.url ? [`URL:${clean(event.url).replace(/[\r\n]/g, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The Google Calendar "create event" address (its `dates` in UTC). The caller passes it through the URL policy. */
export function googleCalendarUrl(event: Omit<CalendarEvent, 'uid' | 'stamp'>): string {
  const end = event.end ?? event.start + EVENT_CALENDAR_DURATION_MS;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${icsUtc(event.start)}/${icsUtc(end)}` });
  const details = [event.description, event.url].filter(Boolean).join('\n\n');
  if (details) params.set('details', details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
