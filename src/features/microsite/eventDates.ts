/**
 * An event's date and time as the listing and the detail show them: "Month D, YYYY" and the time of day. The
 * contract reads a date-time without a zone as UTC (`eventTime`), so both are formatted in UTC and the time says so.
 */
import { eventTime } from '../../api/constants/events';
import type { EventValue } from '../../api/schemas/events';
import { dateTimeFormat } from '../../i18n/format';

/** "December 3, 2026". */
export function eventDate(value: Pick<EventValue, 'dateTime'>, locale = 'en'): string {
  return dateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(eventTime(value));
}

/** "6:30 PM". */
export function eventClock(value: Pick<EventValue, 'dateTime'>, locale = 'en'): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(eventTime(value));
}

/** "December 2026" for a `YYYY-MM` filter value. */
export function monthLabel(month: string, locale = 'en'): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));
}
