/**
 * An event's time in its own time zone and in the reader's (inventory `event-detail`).
 *
 * Events carry no zone of their own: `dateTime` is the wall-clock time written in the editor (`YYYY-MM-DDTHH:mm`).
 * Decision: it is the time **where the publication holds its events** — the publication's time zone, which the host
 * passes to the microsite (`MicrositePage eventTimeZone`); without one it is UTC, the contract's reading of a
 * date-time without a zone (`eventTime`). The instant is found for that wall time in that zone, across daylight-saving
 * changes: a time the clocks skip (02:30 on the spring-forward night) moves forward by the gap, and a time that comes
 * twice (01:30 on the fall-back night) is the first of the two — the rule of Temporal's `compatible` disambiguation and
 * of calendar apps. A date-time that names its own offset (`Z`, `+01:00`) is that instant.
 * Pure: zones through `Intl` (no clock, no browser); the reader's zone comes from the caller.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
const DAY_MS = 86_400_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `Intl` knows the zone (`America/New_York`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (New York in winter: −5 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock date-time in `timeZone` (see the module's doc for skipped and repeated times); `NaN` when unreadable. */
export function wallTimeToInstant(dateTime: string, timeZone: string): number {
  if (HAS_OFFSET.test(dateTime)) return Date.parse(dateTime);
  const match = WALL.exec(dateTime);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  const before = zoneOffsetMs(local - DAY_MS, timeZone);
  const after = zoneOffsetMs(local + DAY_MS, timeZone);
  const fits = [...new Set([before, after])].map((offset) => local - offset).filter((t) => zoneOffsetMs(t, timeZone) === local - t);
  if (fits.length > 0) return Math.min(...fits);
  // Skipped by the clocks: read with the offset before the change, which lands after the gap.
  return local - before;
}

export interface ZonedTime {
  /** "December 3, 2026". */
  readonly date: string;
  /** "6:30 PM". */
  readonly time: string;
  /** The zone's short name at that instant: "EST", "EDT", "GMT+1", "UTC". */
  readonly zone: string;
}

/** An instant as a date, a time and the zone's short name in `timeZone`. */
export function inZone(instant: number, timeZone: string, locale = 'en-US'): ZonedTime {
  const date = new Intl.DateTimeFormat(locale, { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(instant);
  const parts = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).formatToParts(instant);
  const zone = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const time = parts
    .filter((p) => p.type !== 'timeZoneName')
    .map((p) => p.value)
    .join('')
    .trim();
  return { date, time: time.replace(/\u202f/g, ' '), zone };
}

/**
 * The platform's now as a wall-clock time in the events' zone, written as a UTC instant — the way the upcoming / past
 * rules (`isUpcomingEvent`, the filters, the overview's next events) read events' date-times (`eventTime`: a wall time
 * read as UTC). Comparing the two wall times orders an event and now as their instants do (to the hour the clocks
 * repeat on the fall-back night). In UTC it is now itself.
 */
export function wallClockNow(now: Date, timeZone: string): Date {
  return new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
}
