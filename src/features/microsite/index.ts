/** The anniversary microsite: connected screen, bare view and event card, data hook, machines (M34, M35, M36, M38) and rules (M37, the address). */
export { MicrositePage, type MicrositePageProps } from './MicrositePage';
export { EventCard, type EventCardProps, MicrositeView, type MicrositeViewProps } from './views/MicrositeView';
export { type EventsStatus, type Microsite, type MicrositeOptions, useMicrosite } from './useMicrosite';
export {
  type EventFilters,
  type MicrositeAddress,
  type MicrositeTab,
  type MicrositeView as MicrositeViewName,
  micrositeTabs,
  micrositeViews,
  readMicrositeAddress,
  writeMicrositeAddress,
} from './address';
export { type EventDetailState, eventDetailState } from './eventDetail';
export { eventClock, eventDate } from './eventDates';
export {
  filterOptions as eventFilterOptions,
  initialState as eventFiltersInitialState,
  listEvents,
  matchesFilters as eventMatchesFilters,
  nextPublishedEvents,
  transition as eventFiltersTransition,
  type Event as EventFiltersEvent,
  type State as EventFiltersState,
} from './eventFilters.machine';
export {
  initialState as micrositeTabsInitialState,
  selectedTab as micrositeSelectedTab,
  showsAdminControls as micrositeShowsAdminControls,
  transition as micrositeTabsTransition,
  type Event as MicrositeTabsEvent,
  type State as MicrositeTabsState,
} from './micrositeTabs.machine';
export {
  initialState as storiesPagerInitialState,
  nextStoriesOffset,
  type StoriesFilter,
  storiesFilterNames,
  transition as storiesPagerTransition,
  type Event as StoriesPagerEvent,
  type State as StoriesPagerState,
} from './storiesPager.machine';
export {
  type DraftError as EventDraftError,
  type DraftErrors as EventDraftErrors,
  draftOf as eventDraftOf,
  type EventDraft,
  emptyDraft as emptyEventDraft,
  initialState as eventLifecycleInitialState,
  outcomeText as eventLifecycleOutcomeText,
  requestOf as eventLifecycleRequest,
  transition as eventLifecycleTransition,
  type Event as EventLifecycleEvent,
  type State as EventLifecycleState,
  eventValueOf,
} from './eventLifecycle.machine';
export { validateDraft as validateEventDraft } from './eventDraft';
export { type EventEditor, type SpeakerCandidate, useEventEditor } from './useEventEditor';
export { EventEditorView, type EventEditorViewProps } from './views/EventEditorView';
export {
  buildIcs as buildEventIcs,
  type CalendarEvent,
  EVENT_CALENDAR_DURATION_MS,
  escapeIcsText,
  googleCalendarUrl as eventGoogleCalendarUrl,
} from './eventCalendar';
export { inZone as eventTimeInZone, wallTimeToInstant as eventWallTimeToInstant, type ZonedTime } from './eventZones';
