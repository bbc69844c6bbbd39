/**
 * The slot picker's pure part (spec 003 §9 "Slots show "Many availabilities" above 50, and "No slots available in the
 * next week" when zero"; inventory `meeting-schedule-step`): open slots grouped by the reader's calendar day in an IANA
 * time zone, a summary of their number, and labels that name the full date, the time and the zone (keyboard and
 * screen-reader users hear the whole slot, not "10:00"). No clock: slots and the zone come in, so the same input gives
 * the same days on every machine, across a daylight-saving change too.
 */

/** K111: above this many open slots the summary reads "Many availabilities". */
export const MANY_AVAILABILITIES = 50;

export interface SlotTime {
  /** ISO instant of the slot's start. */
  start: string;
  /** "10:30 AM" ("1:30 AM EST" on a day whose clocks change, where an hour can come twice). */
  time: string;
  /** "Sunday, November 1, 2026 at 1:30 AM Eastern Standard Time": the whole slot for a label. */
  label: string;
}

export interface SlotDay {
  /** The calendar day in the zone, `YYYY-MM-DD`. */
  day: string;
  /** "Sunday, November 1". */
  heading: string;
  slots: SlotTime[];
}

/** The summary over the slots: `many` (> 50), `none` (0), or `null` (a count worth showing as is). */
export function slotSummary(count: number): 'many' | 'none' | null {
  if (count > MANY_AVAILABILITIES) return 'many';
  return count <= 0 ? 'none' : null;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export function dayIn(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The zone's name at `instant` ("Eastern Standard Time"; daylight time in summer). */
export function zoneName(instant: string | Date, timeZone: string, locale = 'en-US'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The whole slot for a label: full date, time and zone. */
export function slotLabel(instant: string | Date, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
  }).format(new Date(instant));
}

/** Slots (ISO instants, any order) grouped by their day in `timeZone`, days and times in order; duplicates once. */
export function groupSlotsByDay(slots: readonly string[], timeZone: string, locale = 'en-US'): SlotDay[] {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const heading = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const unique = [...new Set(slots)].filter((s) => !Number.isNaN(Date.parse(s))).sort((a, b) => Date.parse(a) - Date.parse(b));
  const days: SlotDay[] = [];
  for (const start of unique) {
    const day = dayIn(start, timeZone);
    let group = days[days.length - 1];
    if (!group || group.day !== day) {
      group = { day, heading: heading.format(new Date(start)), slots: [] };
      days.push(group);
    }
    group.slots.push({ start, time: time.format(new Date(start)), label: slotLabel(start, timeZone, locale) });
  }
  // A day that changes its clocks (daylight saving) may show one hour twice: those times name their zone ("1:30 AM EDT").
  const short = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  for (const group of days) {
    const zones = new Set(group.slots.map((s) => zoneName(s.start, timeZone, locale)));
    if (zones.size > 1)
      for (const slot of group.slots) {
        slot.time = short.format(new Date(slot.start));
        // The label holds the visible text too (what a voice-control user says to press it).
        slot.label = `${slot.time}, ${slot.label}`;
      }
  }
  return days;
}
