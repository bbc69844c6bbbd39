/**
 * The microsite's address (M36, M35): which view, which event, the events filters and `hideAdmin`, read from and
 * written to the query string, so a filtered list or an open event can be shared and back/forward work.
 *
 * `?tab=overview|events|stories|sponsors` (default overview; sponsors has no button), `?eventId=<event key>` opens
 * the detail, `?date=PAST|YYYY-MM`, `?location=<city>|REMOTE`, `?type=in-person|livestream`; `hideAdmin` anywhere in
 * the address hides the admin controls (and is kept in every address the page writes).
 */
import { EVENT_KEY_PATTERN, eventTypes } from '../../api/constants/events';
import type { EventType } from '../../api/schemas/events';

export const micrositeViews = ['overview', 'events', 'stories', 'sponsors'] as const;
export type MicrositeView = (typeof micrositeViews)[number];
/** The views with a tab button (sponsors is reached by address only). */
export const micrositeTabs = ['overview', 'events', 'stories'] as const satisfies readonly MicrositeView[];
export type MicrositeTab = (typeof micrositeTabs)[number];

/** M35: the events filters. `null`: no filter of that kind. */
export interface EventFilters {
  /** `PAST` or a month `YYYY-MM`. */
  readonly date: string | null;
  /** A city, or `REMOTE` (livestreams). */
  readonly location: string | null;
  readonly type: EventType | null;
}

export const noFilters: EventFilters = { date: null, location: null, type: null };

export interface MicrositeAddress {
  readonly view: MicrositeView;
  /** The event the detail shows (`?eventId=`), or `null`. */
  readonly eventKey: string | null;
  readonly filters: EventFilters;
  readonly hideAdmin: boolean;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_LOCATION = 100;

/** Reads the address (`search` with or without `?`; `full` is the whole address for `hideAdmin`). Unknown values are ignored. */
export function readMicrositeAddress(search: string, full: string = search): MicrositeAddress {
  const query = new URLSearchParams(search);
  const tab = query.get('tab');
  const view: MicrositeView = (micrositeViews as readonly string[]).includes(tab ?? '') ? (tab as MicrositeView) : 'overview';
  const eventId = query.get('eventId');
  const date = query.get('date');
  const location = query.get('location')?.trim() ?? '';
  const type = query.get('type');
  return {
    view,
    eventKey: eventId && EVENT_KEY_PATTERN.test(eventId) ? eventId : null,
    filters: {
      date: date === 'PAST' || (date && MONTH.test(date)) ? date : null,
      location: location ? location.slice(0, MAX_LOCATION) : null,
      type: (eventTypes as readonly string[]).includes(type ?? '') ? (type as EventType) : null,
    },
    hideAdmin: full.includes('hideAdmin'),
  };
}

/** The query string of an address (`?…`, or `''` for the plain overview). Filters are written on the events view only. */
export function writeMicrositeAddress(address: MicrositeAddress): string {
  const query = new URLSearchParams();
  if (address.view !== 'overview' || address.eventKey) query.set('tab', address.eventKey ? 'events' : address.view);
  if (address.eventKey) query.set('eventId', address.eventKey);
  if (address.view === 'events' && !address.eventKey) {
    if (address.filters.date) query.set('date', address.filters.date);
    if (address.filters.location) query.set('location', address.filters.location);
    if (address.filters.type) query.set('type', address.filters.type);
  }
  if (address.hideAdmin) query.set('hideAdmin', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}
