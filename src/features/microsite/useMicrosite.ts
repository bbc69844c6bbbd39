/**
 * The microsite's data hook: the address (M36 view, M35 filters) read from the platform's location and written back
 * on every choice (pushed, so back and forward step through them), the events (E65 by prefix: one cache entry), the
 * open event (E65 by key, M37), the stories (P12 paged, M38), the overview's latest stories and the detail's
 * "More in America 250" (E42, 5). Views never fetch.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { getCmsConfig } from '../../api/endpoints/events';
import { getArchive, getStories } from '../../api/endpoints/feed';
import { EVENT_KEY_PREFIX } from '../../api/constants/events';
import type { EventConfigItem, EventType } from '../../api/schemas/events';
import { MORE_IN_AMERICA_250_PAGE_SIZE, STORIES_PAGE_SIZE } from '../../api/schemas/feed';
import { commonFailureId } from '../../kit/failure';
import { loadStatus, useRead } from '../../kit/read';
import { useReadPages } from '../../kit/readPages';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useBrowserValue } from '../../platform/browserValue';
import { useClock, useLocation, useNavigation, useNow, usePublication, useViewer } from '../../platform/context';
import { type EventFilters, type MicrositeAddress, type MicrositeTab, readMicrositeAddress, writeMicrositeAddress } from './address';
import { type EventDetailState, eventDetailState } from './eventDetail';
import * as filtersMachine from './eventFilters.machine';
import { useT } from './i18n';
import { useEventEditor } from './useEventEditor';
import { buildIcs } from './eventCalendar';
import { isKnownTimeZone, wallClockNow, wallTimeToInstant } from './eventZones';
import * as tabs from './micrositeTabs.machine';
import * as stories from './storiesPager.machine';

export interface MicrositeOptions {
  /** The events tag (E42 `post_tag_id`) of the "More in America 250" list; without it, the publication's latest posts. */
  eventsTagId?: number | undefined;
  /**
   * The publication's time zone (IANA, e.g. `America/New_York`): events' date-times are wall-clock times there
   * (`eventZones.ts`). Default `UTC`, the contract's reading of a date-time without a zone; an unknown zone reads as UTC.
   */
  eventTimeZone?: string | undefined;
  /**
   * The reader's time zone (IANA). Default: the browser's, read after hydration (a server render shows the event's
   * zone only). Stories and tests pass one so the page is the same on every machine.
   */
  readerTimeZone?: string | undefined;
}

/** The address the page shows and a way to go to another one (pushed: back and forward work). */
function useMicrositeAddress() {
  const location = useLocation();
  const navigation = useNavigation();
  const full = `${location.pathname}${location.search}${location.hash}`;
  const address = useMemo(() => readMicrositeAddress(location.search, full), [location.search, full]);
  const go = useCallback((next: MicrositeAddress) => navigation.navigate(`${paths.microsite()}${writeMicrositeAddress(next)}`), [navigation]);
  return { address, go };
}

/** The browser's time zone (read only in the browser, after hydration). */
function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
}

/**
 * Add to calendar's `.ics` download: the file built from the event (its start read in the event's zone, UTC in the
 * file), handed to the browser as a download. The one place that touches the document for it.
 */
function useDownloadCalendar(eventZone: string) {
  const clock = useClock();
  const publication = usePublication();
  return useCallback(
    (item: EventConfigItem) => {
      const start = wallTimeToInstant(item.value.dateTime, eventZone);
      if (Number.isNaN(start)) return;
      const base = publication?.baseUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
      const ics = buildIcs({
        uid: `${item.key}@${publication?.subdomain || 'masthead'}`,
        title: item.value.title,
        description: item.value.description,
        location: item.value.location ?? item.value.place,
        url: base ? `${base}${paths.microsite()}?eventId=${encodeURIComponent(item.key)}` : null,
        start,
        stamp: clock.now().getTime(),
      });
      const href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = href;
      link.download = `${item.key}.ics`;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      clock.setTimeout(() => URL.revokeObjectURL(href), 1000);
    },
    [clock, publication, eventZone],
  );
}

export type EventsStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'ready'; readonly events: readonly EventConfigItem[] };

export function useMicrosite({ eventsTagId, eventTimeZone, readerTimeZone }: MicrositeOptions = {}) {
  const t = useT();
  const viewer = useViewer();
  const platformNow = useNow();
  const { address, go } = useMicrositeAddress();
  const [state, send] = useMachine(tabs.transition, () => tabs.initialState(address));
  const [filters, sendFilters] = useMachine(filtersMachine.transition, () => filtersMachine.initialState(address.filters));
  const [storiesState, sendStories] = useMachine(stories.transition, () => stories.initialState());
  useEffect(() => {
    send({ type: 'ADDRESS', address });
    sendFilters({ type: 'ADDRESS', filters: address.filters });
  }, [address, send, sendFilters]);

  const admin = tabs.showsAdminControls(state, viewer.role === 'admin');
  const editor = useEventEditor(admin);
  const browserZone = useBrowserValue<string | null>(browserTimeZone, null);
  const eventZone = eventTimeZone && isKnownTimeZone(eventTimeZone) ? eventTimeZone : 'UTC';
  const readerZone = readerTimeZone && isKnownTimeZone(readerTimeZone) ? readerTimeZone : browserZone;
  const downloadCalendar = useDownloadCalendar(eventZone);
  // Every upcoming / past rule compares events' wall times with now as a wall time in the events' zone.
  const now = useMemo(() => wallClockNow(platformNow, eventZone), [platformNow, eventZone]);
  const addressOf = useCallback(
    (next: tabs.State, nextFilters: EventFilters): MicrositeAddress => ({
      view: next.name === 'event_detail' ? 'events' : next.name,
      eventKey: next.name === 'event_detail' ? next.eventKey : null,
      filters: nextFilters,
      hideAdmin: next.hideAdmin,
    }),
    [],
  );

  // Reads. The events list is read on every view (the overview's teaser, the listing, the detail's way back).
  const eventsQuery = useRead(getCmsConfig, { query: { prefix: EVENT_KEY_PREFIX } });
  const eventsLoad = loadStatus(eventsQuery, 'microsite.events.error');
  const events: EventsStatus =
    eventsLoad.name === 'ready'
      ? { name: 'ready', events: Array.isArray(eventsLoad.data) ? eventsLoad.data : [eventsLoad.data as EventConfigItem] }
      : eventsLoad.name === 'loading'
        ? { name: 'loading' }
        : { name: 'error', message: t(eventsLoad.name === 'error' ? eventsLoad.messageId : 'microsite.events.error') };

  const eventKey = state.name === 'event_detail' ? state.eventKey : null;
  const detailQuery = useRead(getCmsConfig, eventKey ? { query: { key: eventKey } } : null, { retry: false });
  const detailLoad = loadStatus(detailQuery, 'microsite.detail.error');
  const detail: EventDetailState | null = eventKey ? eventDetailState(detailLoad, detailLoad.name === 'error' ? t(detailLoad.messageId) : '') : null;
  const moreQuery = useRead(getArchive, eventKey ? { query: { sort: 'new', limit: MORE_IN_AMERICA_250_PAGE_SIZE, post_tag_id: eventsTagId } } : null);

  const latestQuery = useRead(getStories, state.name === 'overview' ? { query: { filter: 'all', limit: 3 } } : null);
  const storiesQuery = useReadPages(getStories, state.name === 'stories' ? { query: { filter: storiesState.filter, limit: STORIES_PAGE_SIZE } } : null, {
    first: 0,
    pageInput: (input, offset: number) => ({ query: { ...input.query, offset } }),
    next: (last, pages) => stories.nextStoriesOffset(last, pages, STORIES_PAGE_SIZE),
  });
  const storiesLoad = loadStatus(storiesQuery, 'microsite.stories.error');

  const selectTab = useCallback(
    (tab: MicrositeTab) => {
      const next = send({ type: 'SELECT_TAB', tab });
      go(addressOf(next, filters.filters));
    },
    [send, go, addressOf, filters.filters],
  );
  const openEvent = useCallback(
    (key: string) => go(addressOf(send({ type: 'OPEN_EVENT', eventKey: key }), filters.filters)),
    [send, go, addressOf, filters.filters],
  );
  const backToEvents = useCallback(() => go(addressOf(send({ type: 'BACK_TO_EVENTS' }), filters.filters)), [send, go, addressOf, filters.filters]);
  const filter = useCallback(
    (event: filtersMachine.Event) => {
      const next = sendFilters(event);
      if (!filtersMachine.sameFilters(next.filters, filters.filters)) go(addressOf(state, next.filters));
    },
    [sendFilters, go, addressOf, state, filters.filters],
  );

  return {
    state,
    admin,
    editor,
    zones: { event: eventZone, reader: readerZone },
    downloadCalendar,
    now,
    events,
    detail,
    retryEvents: () => void eventsQuery.refetch(),
    retryDetail: () => void detailQuery.refetch(),
    more: moreQuery.data ?? [],
    latestStories: latestQuery.data ?? null,
    filters,
    stories: {
      filter: storiesState.filter,
      load: storiesLoad,
      posts: storiesQuery.data?.pages.flat() ?? [],
      hasMore: storiesQuery.hasNextPage,
      loadingMore: storiesQuery.isFetchingNextPage,
      moreError: storiesQuery.isFetchNextPageError ? t(commonFailureId(storiesQuery.error, 'microsite.stories.error')) : null,
      errorMessage: storiesLoad.name === 'error' ? t(storiesLoad.messageId) : '',
    },
    selectTab,
    openEvent,
    backToEvents,
    expandManifesto: () => void send({ type: 'EXPAND_MANIFESTO' }),
    collapseManifesto: () => void send({ type: 'COLLAPSE_MANIFESTO' }),
    setDate: (date: string | null) => filter({ type: 'SET_DATE', date }),
    setLocation: (location: string | null) => filter({ type: 'SET_LOCATION', location }),
    setType: (eventType: EventType | null) => filter({ type: 'SET_TYPE', eventType }),
    clearAll: () => filter({ type: 'CLEAR_ALL' }),
    toggleFilters: () => void sendFilters({ type: 'TOGGLE_PANEL' }),
    selectStories: (next: stories.StoriesFilter) => void sendStories({ type: 'SELECT_FILTER', filter: next }),
    loadMoreStories: () => void storiesQuery.fetchNextPage({ cancelRefetch: false }),
    retryStories: () => void storiesQuery.refetch(),
  };
}

export type Microsite = ReturnType<typeof useMicrosite>;
