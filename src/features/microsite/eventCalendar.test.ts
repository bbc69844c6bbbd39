import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, EVENT_CALENDAR_DURATION_MS, escapeIcsText, foldIcsLine, googleCalendarUrl, icsUtc } from './eventCalendar';
import { isUpcomingEvent } from '../../api/constants/events';
import { inZone, wallClockNow, wallTimeToInstant, zoneOffsetMs } from './eventZones';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

describe('event time zones across daylight saving (America/New_York)', () => {
  it('reads a wall time in the event zone: EST in winter, EDT in summer', () => {
    expect(iso(wallTimeToInstant('2026-12-03T18:30', NY))).toBe('2026-12-03T23:30:00.000Z');
    expect(iso(wallTimeToInstant('2026-07-04T16:00', NY))).toBe('2026-07-04T20:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-12-03T18:30', 'UTC'))).toBe('2026-12-03T18:30:00.000Z');
    expect(iso(wallTimeToInstant('2026-12-03T18:30:00+01:00', NY))).toBe('2026-12-03T17:30:00.000Z');
    expect(wallTimeToInstant('not a date', NY)).toBeNaN();
  });

  it('2026-03-08 (clocks spring forward at 02:00): before, skipped, after', () => {
    expect(iso(wallTimeToInstant('2026-03-08T01:30', NY))).toBe('2026-03-08T06:30:00.000Z'); // EST
    // 02:30 does not exist: it is read as 03:30 EDT (moved forward by the gap).
    expect(iso(wallTimeToInstant('2026-03-08T02:30', NY))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-08T03:30', NY))).toBe('2026-03-08T07:30:00.000Z'); // EDT
    expect(iso(wallTimeToInstant('2026-03-08T19:00', NY))).toBe('2026-03-08T23:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-07T19:00', NY))).toBe('2026-03-08T00:00:00.000Z');
  });

  it('2026-11-01 (clocks fall back at 02:00): 01:30 happens twice, the first is taken', () => {
    expect(iso(wallTimeToInstant('2026-11-01T01:30', NY))).toBe('2026-11-01T05:30:00.000Z'); // EDT, the first
    expect(iso(wallTimeToInstant('2026-11-01T02:30', NY))).toBe('2026-11-01T07:30:00.000Z'); // EST
    expect(iso(wallTimeToInstant('2026-10-31T19:00', NY))).toBe('2026-10-31T23:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-11-01T19:00', NY))).toBe('2026-11-02T00:00:00.000Z');
  });

  it('shows an instant in the event zone and in the reader zone, each with its zone name', () => {
    const start = wallTimeToInstant('2026-03-08T19:00', NY);
    expect(inZone(start, NY)).toEqual({ date: 'March 8, 2026', time: '7:00 PM', zone: 'EDT' });
    // Berlin changes its clocks three weeks later: on March 8 it is 5 hours ahead, not 6.
    expect(inZone(start, 'Europe/Berlin')).toEqual({ date: 'March 9, 2026', time: '12:00 AM', zone: 'GMT+1' });
    const before = wallTimeToInstant('2026-03-07T19:00', NY);
    expect(inZone(before, NY)).toEqual({ date: 'March 7, 2026', time: '7:00 PM', zone: 'EST' });
    expect(inZone(before, 'Europe/Berlin')).toEqual({ date: 'March 8, 2026', time: '1:00 AM', zone: 'GMT+1' });
    expect(inZone(wallTimeToInstant('2026-11-01T19:00', NY), 'Europe/London')).toEqual({ date: 'November 2, 2026', time: '12:00 AM', zone: 'GMT' });
  });

  it('upcoming or past is decided in the event zone: 6:30 PM in New York is still ahead at 6:00 PM there (23:00 UTC)', () => {
    const event = { dateTime: '2026-12-03T18:30' };
    const now = new Date('2026-12-03T23:00:00Z');
    expect(isUpcomingEvent(event, wallClockNow(now, NY))).toBe(true);
    expect(isUpcomingEvent(event, wallClockNow(new Date('2026-12-03T23:31:00Z'), NY))).toBe(false);
    // Read in UTC (no zone given), the same event is over at 18:30 UTC.
    expect(isUpcomingEvent(event, wallClockNow(now, 'UTC'))).toBe(false);
    expect(wallClockNow(now, 'UTC').getTime()).toBe(now.getTime());
  });

  it('property: a wall time that exists reads back as itself in its zone', () => {
    const zones = [NY, 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), (zone, ms) => {
        const instant = Math.floor(ms / 60_000) * 60_000;
        const wall = new Date(instant + zoneOffsetMs(instant, zone)).toISOString().slice(0, 16);
        const back = wallTimeToInstant(wall, zone);
        // The same wall time again: the same instant, or (the repeated hour) the first of the two.
        expect(new Date(back + zoneOffsetMs(back, zone)).toISOString().slice(0, 16)).toBe(wall);
        expect(back).toBeLessThanOrEqual(instant);
        expect(instant - back).toBeLessThanOrEqual(60 * 60_000);
      }),
    );
  });
});

describe('iCalendar file (RFC 5545)', () => {
  const start = wallTimeToInstant('2026-03-08T01:30', NY);
  const ics = buildIcs({
    uid: 'event-TownHall26@dailymargin.example.com',
    title: 'Town hall; the next 250 years, again',
    description: 'Line one\nLine two, with \\ backslash',
    location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
    url: 'https://dailymargin.example.com/america250?eventId=event-TownHall26',
    start,
    stamp: Date.parse('2026-11-21T12:00:00Z'),
  });

  it('CRLF lines, UTC DTSTART/DTEND across the spring-forward night (start 01:30 EST, end 04:30 EDT: two hours)', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Masthead//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('DTSTART:20260308T063000Z');
    expect(lines).toContain(`DTEND:${icsUtc(start + EVENT_CALENDAR_DURATION_MS)}`);
    expect(lines).toContain('DTEND:20260308T083000Z');
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    expect(lines).toContain('SUMMARY:Town hall\\; the next 250 years\\, again');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with \\\\ backslash');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('the fall-back night: a start at 01:30 (EDT, the first) in UTC', () => {
    const file = buildIcs({ uid: 'u', title: 't', start: wallTimeToInstant('2026-11-01T01:30', NY), stamp: 0 });
    expect(file).toContain('\r\nDTSTART:20261101T053000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261101T073000Z\r\n');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    // A hostile title cannot add a property: its line break is escaped, control characters dropped.
    const hostile = buildIcs({ uid: 'u', title: 'x\r\nATTENDEE:mailto:evil@example.com\u0000', start: 0, stamp: 0 });
    expect(hostile.split('\r\n').some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(hostile).not.toContain('\u0000');
  });

  it('property: every line is at most 75 octets and unfolds to the escaped value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (title) => {
        const file = buildIcs({ uid: 'u', title, start: 0, stamp: 0 });
        for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        const unfolded = file.replace(/\r\n /g, '');
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters the builder drops
        expect(unfolded).toContain(`SUMMARY:${escapeIcsText(title.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''))}\r\n`);
      }),
    );
  });
});

describe('Google Calendar link', () => {
  it('a TEMPLATE link with UTC dates, the title, details and location', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Town hall & more',
        description: 'Talk',
        location: 'Congress Hall',
        url: 'https://dailymargin.example.com/america250',
        start: wallTimeToInstant('2026-11-01T19:00', NY),
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Town hall & more');
    expect(url.searchParams.get('dates')).toBe('20261102T000000Z/20261102T020000Z');
    expect(url.searchParams.get('details')).toBe('Talk\n\nhttps://dailymargin.example.com/america250');
    expect(url.searchParams.get('location')).toBe('Congress Hall');
  });
});
