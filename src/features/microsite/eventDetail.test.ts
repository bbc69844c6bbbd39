import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { EventConfigItem } from '../../api/schemas/events';
import { eventClock, eventDate, monthLabel } from './eventDates';
import { eventDetailState } from './eventDetail';
import { initialState, nextStoriesOffset, transition } from './storiesPager.machine';

const item: EventConfigItem = {
  key: 'event-TownHall26',
  value: { status: 'published', title: 'Town hall', dateTime: '2026-12-03T18:30', type: [], speakers: [], sponsors: [] },
};
const failure = (status: number) => new ApiError({ kind: 'http', route: 'GET /api/v1/islands/cms/config', status });

describe('M37 event detail load', () => {
  it('loading → found | not_found | error', () => {
    expect(eventDetailState({ name: 'loading' }, '')).toEqual({ name: 'loading' });
    expect(eventDetailState({ name: 'ready', data: item }, '')).toEqual({ name: 'found', event: item });
    expect(eventDetailState({ name: 'not-found', failure: failure(404) }, '')).toEqual({ name: 'not_found' });
    expect(
      eventDetailState({ name: 'error', failure: failure(500), messageId: 'common.error.server', serverWords: undefined }, 'This event could not be loaded.'),
    ).toEqual({ name: 'error', message: 'This event could not be loaded.' });
  });

  it('a list where one event was asked for is not shown as that event', () => {
    expect(eventDetailState({ name: 'ready', data: [item] }, '')).toEqual({ name: 'not_found' });
  });
});

describe('event dates', () => {
  it('"Month D, YYYY" and the time of day, read in UTC as the contract says', () => {
    expect(eventDate(item.value)).toBe('December 3, 2026');
    expect(eventClock(item.value)).toBe('6:30 PM');
    expect(eventDate({ dateTime: '2026-12-31T23:30' })).toBe('December 31, 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });
});

describe('M38 stories pager', () => {
  it('SELECT_FILTER changes the filter; the same filter changes nothing', () => {
    const all = initialState();
    expect(all).toEqual({ name: 'browsing', filter: 'all' });
    expect(transition(all, { type: 'SELECT_FILTER', filter: 'videos' })).toEqual({ name: 'browsing', filter: 'videos' });
    expect(transition(all, { type: 'SELECT_FILTER', filter: 'all' })).toBe(all);
  });

  it('LOAD_MORE reads from the count so far; a page shorter than 20 is the end', () => {
    const page = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(nextStoriesOffset(page(20), [page(20)], 20)).toBe(20);
    expect(nextStoriesOffset(page(20), [page(20), page(20)], 20)).toBe(40);
    expect(nextStoriesOffset(page(19), [page(20), page(19)], 20)).toBeUndefined();
  });
});
