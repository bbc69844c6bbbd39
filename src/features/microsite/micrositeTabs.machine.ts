/**
 * M36 microsite tabs: the overview, events, stories and sponsors views (sponsors by address only), the event detail
 * (`?eventId=`), whether admin controls are hidden (`hideAdmin`), and the overview's manifesto (collapsed until
 * "Keep Reading"). The view lives in the address: the data hook writes the address of the state a click asks for and
 * sends `ADDRESS` whenever the address changes (a link, back, forward), so the machine never disagrees with it.
 */
import type { MicrositeAddress, MicrositeTab, MicrositeView } from './address';

export type Manifesto = 'collapsed' | 'expanded';

interface Common {
  readonly hideAdmin: boolean;
  readonly manifesto: Manifesto;
}

export type State = (Common & { readonly name: MicrositeView }) | (Common & { readonly name: 'event_detail'; readonly eventKey: string });

export type Event =
  | { readonly type: 'ADDRESS'; readonly address: MicrositeAddress }
  | { readonly type: 'SELECT_TAB'; readonly tab: MicrositeTab }
  | { readonly type: 'OPEN_EVENT'; readonly eventKey: string }
  | { readonly type: 'BACK_TO_EVENTS' }
  | { readonly type: 'EXPAND_MANIFESTO' }
  | { readonly type: 'COLLAPSE_MANIFESTO' };

/** The state an address names (the manifesto starts collapsed). */
export function initialState(address: MicrositeAddress, manifesto: Manifesto = 'collapsed'): State {
  return address.eventKey
    ? { name: 'event_detail', eventKey: address.eventKey, hideAdmin: address.hideAdmin, manifesto }
    : { name: address.view, hideAdmin: address.hideAdmin, manifesto };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'ADDRESS': {
      const next = initialState(event.address, state.manifesto);
      return sameState(state, next) ? state : next;
    }
    case 'SELECT_TAB':
      return state.name === event.tab ? state : { name: event.tab, hideAdmin: state.hideAdmin, manifesto: state.manifesto };
    case 'OPEN_EVENT':
      return state.name === 'event_detail' && state.eventKey === event.eventKey
        ? state
        : { name: 'event_detail', eventKey: event.eventKey, hideAdmin: state.hideAdmin, manifesto: state.manifesto };
    case 'BACK_TO_EVENTS':
      return state.name === 'event_detail' ? { name: 'events', hideAdmin: state.hideAdmin, manifesto: state.manifesto } : state;
    case 'EXPAND_MANIFESTO':
      return state.manifesto === 'collapsed' ? { ...state, manifesto: 'expanded' } : state;
    case 'COLLAPSE_MANIFESTO':
      return state.manifesto === 'expanded' ? { ...state, manifesto: 'collapsed' } : state;
    default:
      return event satisfies never;
  }
}

function sameState(a: State, b: State): boolean {
  return a.name === b.name && a.hideAdmin === b.hideAdmin && (a.name !== 'event_detail' || (b.name === 'event_detail' && a.eventKey === b.eventKey));
}

/** The tab button shown as selected: the events tab for the detail, none for sponsors. */
export function selectedTab(state: State): MicrositeTab | null {
  if (state.name === 'event_detail') return 'events';
  return state.name === 'sponsors' ? null : state.name;
}

/** Admin controls show for admins unless the address hides them. */
export function showsAdminControls(state: State, isAdmin: boolean): boolean {
  return isAdmin && !state.hideAdmin;
}
