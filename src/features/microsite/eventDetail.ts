/**
 * M37 event detail load: `loading` ("Loading...") → `found` | `not_found` ("Event Not Found" / "The requested event
 * could not be found.") | `error` (the reader-text rule, with Try again), from the kit's load status of the one-event
 * read (E65 by key). The spec's not-found covers a key no event has and a draft a reader may not see (the server
 * answers 404 for both).
 */
import type { EventConfigItem } from '../../api/schemas/events';
import type { LoadStatus } from '../../kit/read';

export type EventDetailState =
  | { readonly name: 'loading' }
  | { readonly name: 'found'; readonly event: EventConfigItem }
  | { readonly name: 'not_found' }
  | { readonly name: 'error'; readonly message: string };

/** The detail's state from the read's load status (`message`: the failure's text, already translated). */
export function eventDetailState(load: LoadStatus<EventConfigItem | readonly EventConfigItem[]>, message: string): EventDetailState {
  switch (load.name) {
    case 'loading':
      return { name: 'loading' };
    case 'not-found':
      return { name: 'not_found' };
    case 'error':
      return { name: 'error', message };
    case 'ready':
      // A list answer to a read by key would be a server fault: treat it as not found rather than show another event.
      return Array.isArray(load.data) ? { name: 'not_found' } : { name: 'found', event: load.data as EventConfigItem };
    default:
      return load satisfies never;
  }
}
