import { describe, expect, it } from 'vitest';
import type { EventConfigItem, EventValue } from '../../api/schemas/events';
import { noFilters } from './address';
import { filterOptions, hasFilters, initialState, listEvents, matchesFilters, nextPublishedEvents, transition } from './eventFilters.machine';

const now = new Date('2026-11-21T12:00:00.000Z');
let n = 0;
function event(value: Partial<EventValue> & Pick<EventValue, 'title' | 'dateTime'>): EventConfigItem {
  n += 1;
  return { key: `event-${String(n).padStart(10, '0')}`, value: { status: 'published', type: ['in-person'], speakers: [], sponsors: [], ...value } };
}
const townHall = event({ title: 'Town hall', dateTime: '2026-12-03T18:30', location: 'Congress Hall, 6th and Chestnut St, Philadelphia' });
const debate = event({ title: 'Debate', dateTime: '2026-11-28T20:00', type: ['livestream'] });
const tour = event({ title: 'Tour', dateTime: '2027-01-15T10:00', location: 'Franklin Court, 314 Market St, Philadelphia' });
const fair = event({
  title: 'Fair',
  dateTime: '2027-02-20T11:00',
  location: 'Boston Public Library, 700 Boylston St, Boston',
  type: ['in-person', 'livestream'],
});
const july = event({ title: 'July', dateTime: '2026-07-04T16:00', type: ['livestream'] });
const club = event({ title: 'Club', dateTime: '2026-09-12T19:00', location: 'New York' });
const draft = event({ title: 'Draft', dateTime: '2027-03-01T19:30', status: 'draft' });
const all = [townHall, debate, tour, fair, july, club, draft];
const titles = (items: readonly EventConfigItem[]) => items.map((i) => i.value.title);

describe('M35 event filters: transitions', () => {
  it('SET_DATE, SET_LOCATION, SET_TYPE set one filter each; the same value changes nothing', () => {
    const s0 = initialState();
    const s1 = transition(s0, { type: 'SET_DATE', date: 'PAST' });
    expect(s1.filters).toEqual({ date: 'PAST', location: null, type: null });
    expect(transition(s1, { type: 'SET_DATE', date: 'PAST' })).toBe(s1);
    const s2 = transition(s1, { type: 'SET_LOCATION', location: 'REMOTE' });
    expect(s2.filters.location).toBe('REMOTE');
    expect(transition(s2, { type: 'SET_LOCATION', location: 'REMOTE' })).toBe(s2);
    const s3 = transition(s2, { type: 'SET_TYPE', eventType: 'livestream' });
    expect(s3.filters).toEqual({ date: 'PAST', location: 'REMOTE', type: 'livestream' });
    expect(transition(s3, { type: 'SET_TYPE', eventType: 'livestream' })).toBe(s3);
    expect(transition(s3, { type: 'SET_DATE', date: null }).filters.date).toBeNull();
  });

  it('CLEAR_ALL resets every filter (nothing to clear: unchanged)', () => {
    const set = transition(initialState(), { type: 'SET_TYPE', eventType: 'in-person' });
    expect(transition(set, { type: 'CLEAR_ALL' }).filters).toEqual(noFilters);
    const clear = initialState();
    expect(transition(clear, { type: 'CLEAR_ALL' })).toBe(clear);
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('TOGGLE_PANEL opens and closes the inline filters on phones, keeping the filters', () => {
    const set = transition(initialState(), { type: 'SET_DATE', date: '2026-12' });
    const open = transition(set, { type: 'TOGGLE_PANEL' });
    expect(open).toEqual({ name: 'open', filters: set.filters });
    expect(transition(open, { type: 'TOGGLE_PANEL' })).toEqual({ name: 'closed', filters: set.filters });
  });

  it('ADDRESS follows the address (back and forward); the same filters change nothing', () => {
    const s0 = initialState();
    expect(transition(s0, { type: 'ADDRESS', filters: noFilters })).toBe(s0);
    expect(transition(s0, { type: 'ADDRESS', filters: { date: null, location: 'Boston', type: null } }).filters.location).toBe('Boston');
  });
});

describe('M35 event filters: what they match', () => {
  it('date: PAST, or the month of the event', () => {
    expect(matchesFilters(july, { ...noFilters, date: 'PAST' }, now)).toBe(true);
    expect(matchesFilters(debate, { ...noFilters, date: 'PAST' }, now)).toBe(false);
    expect(matchesFilters(townHall, { ...noFilters, date: '2026-12' }, now)).toBe(true);
    expect(matchesFilters(tour, { ...noFilters, date: '2026-12' }, now)).toBe(false);
  });

  it('location: the city (third comma part), or REMOTE for livestreams', () => {
    expect(matchesFilters(townHall, { ...noFilters, location: 'Philadelphia' }, now)).toBe(true);
    expect(matchesFilters(club, { ...noFilters, location: 'New York' }, now)).toBe(true);
    expect(matchesFilters(fair, { ...noFilters, location: 'Philadelphia' }, now)).toBe(false);
    expect(matchesFilters(debate, { ...noFilters, location: 'REMOTE' }, now)).toBe(true);
    expect(matchesFilters(fair, { ...noFilters, location: 'REMOTE' }, now)).toBe(true);
    expect(matchesFilters(townHall, { ...noFilters, location: 'REMOTE' }, now)).toBe(false);
  });

  it('type: the event lists it', () => {
    expect(matchesFilters(fair, { ...noFilters, type: 'livestream' }, now)).toBe(true);
    expect(matchesFilters(townHall, { ...noFilters, type: 'livestream' }, now)).toBe(false);
  });

  it('lists upcoming soonest first, then past latest first; drafts only for admins', () => {
    const reader = listEvents(all, noFilters, { now, showDrafts: false });
    expect(titles(reader.upcoming)).toEqual(['Debate', 'Town hall', 'Tour', 'Fair']);
    expect(titles(reader.past)).toEqual(['Club', 'July']);
    expect(titles(listEvents(all, noFilters, { now, showDrafts: true }).upcoming)).toContain('Draft');
    expect(titles(listEvents(all, { date: null, location: 'Philadelphia', type: null }, { now, showDrafts: false }).upcoming)).toEqual(['Town hall', 'Tour']);
  });

  it('offers the months with an upcoming event and the cities (REMOTE last when there is a livestream)', () => {
    expect(filterOptions(all, now)).toEqual({
      months: ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03'],
      locations: ['Boston', 'New York', 'Philadelphia', 'REMOTE'],
    });
  });

  it('the overview shows the next 3 published upcoming events', () => {
    expect(titles(nextPublishedEvents(all, now))).toEqual(['Debate', 'Town hall', 'Tour']);
    expect(titles(nextPublishedEvents([draft, july], now))).toEqual([]);
  });
});
