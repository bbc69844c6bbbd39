/**
 * M35 event filters: date (`PAST` or a month `YYYY-MM`), location (a city — K040: the third comma part of a
 * three-part location — or `REMOTE`, which matches livestreams) and type (in person, livestream); "Clear All" resets
 * them. On phones the filters open inline (`closed` ↔ `open`). The filters live in the address: the data hook writes
 * the address of the filters a choice asks for, and sends `ADDRESS` when the address changes (back, forward, a link).
 */
import { eventCity, eventTime, isUpcomingEvent } from '../../api/constants/events';
import type { EventConfigItem, EventType } from '../../api/schemas/events';
import { type EventFilters, noFilters } from './address';

export type State = { readonly name: 'closed' | 'open'; readonly filters: EventFilters };

export type Event =
  | { readonly type: 'ADDRESS'; readonly filters: EventFilters }
  | { readonly type: 'SET_DATE'; readonly date: string | null }
  | { readonly type: 'SET_LOCATION'; readonly location: string | null }
  | { readonly type: 'SET_TYPE'; readonly eventType: EventType | null }
  | { readonly type: 'CLEAR_ALL' }
  | { readonly type: 'TOGGLE_PANEL' };

export function initialState(filters: EventFilters = noFilters): State {
  return { name: 'closed', filters };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'ADDRESS':
      return sameFilters(state.filters, event.filters) ? state : { ...state, filters: event.filters };
    case 'SET_DATE':
      return state.filters.date === event.date ? state : { ...state, filters: { ...state.filters, date: event.date } };
    case 'SET_LOCATION':
      return state.filters.location === event.location ? state : { ...state, filters: { ...state.filters, location: event.location } };
    case 'SET_TYPE':
      return state.filters.type === event.eventType ? state : { ...state, filters: { ...state.filters, type: event.eventType } };
    case 'CLEAR_ALL':
      return hasFilters(state.filters) ? { ...state, filters: noFilters } : state;
    case 'TOGGLE_PANEL':
      return { ...state, name: state.name === 'open' ? 'closed' : 'open' };
    default:
      return event satisfies never;
  }
}

export function sameFilters(a: EventFilters, b: EventFilters): boolean {
  return a.date === b.date && a.location === b.location && a.type === b.type;
}

export function hasFilters(filters: EventFilters): boolean {
  return filters.date !== null || filters.location !== null || filters.type !== null;
}

/** `YYYY-MM` of an event's date (UTC, as the contract reads a date-time without a zone). */
export function eventMonth(item: Pick<EventConfigItem, 'value'>): string {
  return item.value.dateTime.slice(0, 7);
}

/** Whether an event passes the filters (`now` decides past and upcoming). */
export function matchesFilters(item: EventConfigItem, filters: EventFilters, now: Date): boolean {
  const { value } = item;
  if (filters.date === 'PAST' && isUpcomingEvent(value, now)) return false;
  if (filters.date !== null && filters.date !== 'PAST' && eventMonth(item) !== filters.date) return false;
  if (filters.location === 'REMOTE' && !value.type.includes('livestream')) return false;
  if (filters.location !== null && filters.location !== 'REMOTE' && eventCity(value.location) !== filters.location) return false;
  if (filters.type !== null && !value.type.includes(filters.type)) return false;
  return true;
}

export interface EventLists {
  /** Upcoming events, soonest first. */
  readonly upcoming: readonly EventConfigItem[];
  /** Past events, latest first. */
  readonly past: readonly EventConfigItem[];
}

/**
 * The events listing (M34 visibility + M35): drafts only when admin controls show, filtered, upcoming soonest first
 * then past latest first.
 */
export function listEvents(items: readonly EventConfigItem[], filters: EventFilters, options: { now: Date; showDrafts: boolean }): EventLists {
  const shown = items.filter((item) => (options.showDrafts || item.value.status === 'published') && matchesFilters(item, filters, options.now));
  const time = (item: EventConfigItem) => eventTime(item.value);
  const upcoming = shown.filter((item) => isUpcomingEvent(item.value, options.now)).sort((a, b) => time(a) - time(b));
  const past = shown.filter((item) => !isUpcomingEvent(item.value, options.now)).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/** The filter choices the events offer: the months with an upcoming event, the cities (and REMOTE when a livestream exists). */
export function filterOptions(items: readonly EventConfigItem[], now: Date): { months: readonly string[]; locations: readonly string[] } {
  const months = new Set<string>();
  const cities = new Set<string>();
  let remote = false;
  for (const item of items) {
    if (isUpcomingEvent(item.value, now)) months.add(eventMonth(item));
    const city = eventCity(item.value.location);
    if (city) cities.add(city);
    if (item.value.type.includes('livestream')) remote = true;
  }
  return { months: [...months].sort(), locations: [...[...cities].sort(), ...(remote ? ['REMOTE'] : [])] };
}

/** The next `count` published upcoming events (the overview's teaser, M34). */
export function nextPublishedEvents(items: readonly EventConfigItem[], now: Date, count = 3): readonly EventConfigItem[] {
  return listEvents(items, noFilters, { now, showDrafts: false }).upcoming.slice(0, count);
}
