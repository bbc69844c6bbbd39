/**
 * Plain values and rules of the events (E65–E67) shared by the API schemas (`schemas/events.ts`), the mock and the
 * microsite's machines and views. No zod, no client: views and machines may import this module.
 */

/** K036: `event-` followed by 10 random letters or digits. */
export const EVENT_KEY_PREFIX = 'event-';
export const EVENT_KEY_PATTERN = /^event-[A-Za-z0-9]{10}$/;

export const eventTypes = ['in-person', 'livestream'] as const;

/** The parts of an event the rules below read. */
interface EventTimes {
  dateTime: string;
}

/** An event's date as a time stamp: the date-time value is read as UTC when it names no zone. */
export function eventTime(value: EventTimes): number {
  const text = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`;
  return new Date(text).getTime();
}

/** 002: an event is upcoming when its date is in the future, otherwise past. */
export function isUpcomingEvent(value: EventTimes, now: Date): boolean {
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
} as const satisfies {
  presenting: readonly { name: string; imageUrl?: string | null }[];
  associate: readonly { name: string; imageUrl?: string | null }[];
  partnershipsEmail: string;
};
