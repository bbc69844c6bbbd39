import { describe, expect, it } from 'vitest';
import { readMicrositeAddress } from './address';
import { initialState, selectedTab, showsAdminControls, type State, transition } from './micrositeTabs.machine';

const at = (search: string) => initialState(readMicrositeAddress(search));

describe('M36 microsite tabs', () => {
  it('starts where the address says: overview by default, a tab, sponsors by address, the detail by eventId', () => {
    expect(at('')).toEqual({ name: 'overview', hideAdmin: false, manifesto: 'collapsed' });
    expect(at('?tab=events')).toMatchObject({ name: 'events' });
    expect(at('?tab=stories')).toMatchObject({ name: 'stories' });
    expect(at('?tab=sponsors')).toMatchObject({ name: 'sponsors' });
    expect(at('?tab=nonsense')).toMatchObject({ name: 'overview' });
    expect(at('?eventId=event-TownHall26')).toMatchObject({ name: 'event_detail', eventKey: 'event-TownHall26' });
    expect(at('?tab=events&hideAdmin')).toMatchObject({ name: 'events', hideAdmin: true });
  });

  it('SELECT_TAB moves to the tab and keeps hideAdmin and the manifesto; the same tab changes nothing', () => {
    const start: State = { name: 'overview', hideAdmin: true, manifesto: 'expanded' };
    expect(transition(start, { type: 'SELECT_TAB', tab: 'events' })).toEqual({ name: 'events', hideAdmin: true, manifesto: 'expanded' });
    expect(transition(start, { type: 'SELECT_TAB', tab: 'overview' })).toBe(start);
    const detail = at('?eventId=event-TownHall26');
    expect(transition(detail, { type: 'SELECT_TAB', tab: 'events' })).toMatchObject({ name: 'events' });
  });

  it('OPEN_EVENT opens the detail (again: unchanged); BACK_TO_EVENTS returns to the list; elsewhere it is ignored', () => {
    const events = at('?tab=events');
    const detail = transition(events, { type: 'OPEN_EVENT', eventKey: 'event-SoldOut250' });
    expect(detail).toEqual({ name: 'event_detail', eventKey: 'event-SoldOut250', hideAdmin: false, manifesto: 'collapsed' });
    expect(transition(detail, { type: 'OPEN_EVENT', eventKey: 'event-SoldOut250' })).toBe(detail);
    expect(transition(detail, { type: 'OPEN_EVENT', eventKey: 'event-TownHall26' })).toMatchObject({ eventKey: 'event-TownHall26' });
    expect(transition(detail, { type: 'BACK_TO_EVENTS' })).toEqual({ name: 'events', hideAdmin: false, manifesto: 'collapsed' });
    expect(transition(events, { type: 'BACK_TO_EVENTS' })).toBe(events);
  });

  it('EXPAND_MANIFESTO and COLLAPSE_MANIFESTO ("Keep Reading"); each only from the other', () => {
    const collapsed = at('');
    const expanded = transition(collapsed, { type: 'EXPAND_MANIFESTO' });
    expect(expanded.manifesto).toBe('expanded');
    expect(transition(expanded, { type: 'EXPAND_MANIFESTO' })).toBe(expanded);
    expect(transition(expanded, { type: 'COLLAPSE_MANIFESTO' })).toEqual(collapsed);
    expect(transition(collapsed, { type: 'COLLAPSE_MANIFESTO' })).toBe(collapsed);
  });

  it('ADDRESS (back, forward, a link) follows the address and keeps the manifesto; the same address changes nothing', () => {
    const expanded = transition(at(''), { type: 'EXPAND_MANIFESTO' });
    expect(transition(expanded, { type: 'ADDRESS', address: readMicrositeAddress('') })).toBe(expanded);
    const events = transition(expanded, { type: 'ADDRESS', address: readMicrositeAddress('?tab=events') });
    expect(events).toEqual({ name: 'events', hideAdmin: false, manifesto: 'expanded' });
    const detail = transition(events, { type: 'ADDRESS', address: readMicrositeAddress('?tab=events&eventId=event-LiveDebate') });
    expect(detail).toMatchObject({ name: 'event_detail', eventKey: 'event-LiveDebate' });
    expect(transition(detail, { type: 'ADDRESS', address: readMicrositeAddress('?eventId=event-BookClub09') })).toMatchObject({ eventKey: 'event-BookClub09' });
    expect(transition(detail, { type: 'ADDRESS', address: readMicrositeAddress('?tab=events&hideAdmin=1') })).toMatchObject({
      name: 'events',
      hideAdmin: true,
    });
  });

  it('selects the events tab for the detail and no tab for sponsors; admin controls only for admins without hideAdmin', () => {
    expect(selectedTab(at('?eventId=event-TownHall26'))).toBe('events');
    expect(selectedTab(at('?tab=sponsors'))).toBeNull();
    expect(selectedTab(at('?tab=stories'))).toBe('stories');
    expect(showsAdminControls(at('?tab=events'), true)).toBe(true);
    expect(showsAdminControls(at('?tab=events'), false)).toBe(false);
    expect(showsAdminControls(at('?tab=events&hideAdmin'), true)).toBe(false);
  });
});
