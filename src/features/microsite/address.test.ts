import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MicrositeAddress, readMicrositeAddress, writeMicrositeAddress } from './address';

describe('microsite address', () => {
  it('reads the filters, ignoring values that are not filters', () => {
    expect(readMicrositeAddress('?tab=events&date=PAST&location=Philadelphia&type=livestream').filters).toEqual({
      date: 'PAST',
      location: 'Philadelphia',
      type: 'livestream',
    });
    expect(readMicrositeAddress('?tab=events&date=2026-13&type=party&location=%20%20').filters).toEqual({ date: null, location: null, type: null });
    expect(readMicrositeAddress('?tab=events&date=2027-01').filters.date).toBe('2027-01');
    expect(readMicrositeAddress(`?location=${'x'.repeat(500)}`).filters.location).toHaveLength(100);
  });

  it('takes only event keys as eventId, and hideAdmin anywhere in the address', () => {
    expect(readMicrositeAddress('?eventId=event-TownHall26').eventKey).toBe('event-TownHall26');
    expect(readMicrositeAddress('?eventId=javascript:alert(1)').eventKey).toBeNull();
    expect(readMicrositeAddress('?tab=events', '/america250?tab=events#hideAdmin').hideAdmin).toBe(true);
    expect(readMicrositeAddress('?x=hideAdmin').hideAdmin).toBe(true);
  });

  it('writes the overview as no query, filters on the events view only, and keeps hideAdmin', () => {
    const base: MicrositeAddress = { view: 'overview', eventKey: null, filters: { date: 'PAST', location: null, type: null }, hideAdmin: false };
    expect(writeMicrositeAddress(base)).toBe('');
    expect(writeMicrositeAddress({ ...base, view: 'events' })).toBe('?tab=events&date=PAST');
    expect(writeMicrositeAddress({ ...base, view: 'events', eventKey: 'event-TownHall26', hideAdmin: true })).toBe(
      '?tab=events&eventId=event-TownHall26&hideAdmin=true',
    );
  });

  it('an address written and read again is the same address', () => {
    const address = fc.record({
      view: fc.constantFrom('overview', 'events', 'stories', 'sponsors'),
      eventKey: fc.constant(null),
      filters: fc.record({
        date: fc.constantFrom(null, 'PAST', '2026-12', '2027-02'),
        location: fc.constantFrom(null, 'Philadelphia', 'REMOTE', 'New York'),
        type: fc.constantFrom(null, 'in-person', 'livestream'),
      }),
      hideAdmin: fc.boolean(),
    });
    fc.assert(
      fc.property(address, (a) => {
        const read = readMicrositeAddress(writeMicrositeAddress(a as MicrositeAddress));
        expect(read.view).toBe(a.view);
        expect(read.hideAdmin).toBe(a.hideAdmin);
        if (a.view === 'events') expect(read.filters).toEqual(a.filters);
      }),
    );
  });
});
