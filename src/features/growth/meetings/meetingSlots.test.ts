import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEETING_MANY_AVAILABILITIES } from '../../../api/schemas/meetings';
import { dayIn, groupSlotsByDay, isTimeZone, MANY_AVAILABILITIES, slotLabel, slotSummary, zoneName } from './meetingSlots';

/** Intl may put a narrow no-break space before AM/PM: compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('slot summary (K111, K112)', () => {
  it('holds the API schema’s threshold', () => {
    expect(MANY_AVAILABILITIES).toBe(MEETING_MANY_AVAILABILITIES);
  });
  it.each([
    [0, 'none'],
    [1, null],
    [50, null],
    [51, 'many'],
    [64, 'many'],
  ] as const)('%i slots → %s', (count, summary) => {
    expect(slotSummary(count)).toBe(summary);
  });
});

describe('slots across the end of daylight saving time (America/New_York, 2026-11-01)', () => {
  const zone = 'America/New_York';
  // 23:30 EDT on Oct 31; 01:30 EDT and 01:30 EST on Nov 1 (the hour that comes twice); 09:00 EST on Nov 1; 09:00 EST on Nov 2.
  const slots = [
    '2026-11-02T14:00:00Z',
    '2026-11-01T06:30:00Z',
    '2026-10-31T03:30:00Z',
    '2026-11-01T03:30:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T14:00:00Z',
  ];

  it('groups by the reader’s calendar day, not the UTC one', () => {
    const days = groupSlotsByDay(slots, zone);
    expect(days.map((d) => d.day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(days.map((d) => d.slots.length)).toEqual([1, 1, 3, 1]);
    expect(days[2]!.heading).toBe('Sunday, November 1');
  });

  it('names the zone on the day the clocks change, where 1:30 AM comes twice', () => {
    const nov1 = groupSlotsByDay(slots, zone)[2]!;
    expect(nov1.slots.map((s) => plain(s.time))).toEqual(['1:30 AM EDT', '1:30 AM EST', '9:00 AM EST']);
    expect(plain(nov1.slots[0]!.label)).toBe('1:30 AM EDT, Sunday, November 1, 2026 at 1:30 AM Eastern Daylight Time');
    expect(plain(groupSlotsByDay(slots, zone)[3]!.slots[0]!.label)).toBe('Monday, November 2, 2026 at 9:00 AM Eastern Standard Time');
    const nov2 = groupSlotsByDay(slots, zone)[3]!;
    expect(nov2.slots.map((s) => plain(s.time))).toEqual(['9:00 AM']);
  });

  it('labels name the full date, time and zone, daylight before and standard after the change', () => {
    expect(plain(slotLabel('2026-11-01T05:30:00Z', zone))).toBe('Sunday, November 1, 2026 at 1:30 AM Eastern Daylight Time');
    expect(plain(slotLabel('2026-11-01T06:30:00Z', zone))).toBe('Sunday, November 1, 2026 at 1:30 AM Eastern Standard Time');
    expect(plain(slotLabel('2026-10-31T03:30:00Z', zone))).toBe('Friday, October 30, 2026 at 11:30 PM Eastern Daylight Time');
    expect(zoneName('2026-07-01T12:00:00Z', zone)).toBe('Eastern Daylight Time');
    expect(zoneName('2026-12-01T12:00:00Z', zone)).toBe('Eastern Standard Time');
  });

  it('the same instants fall on other days in another zone', () => {
    expect(groupSlotsByDay(slots, 'Asia/Tokyo').map((d) => [d.day, d.slots.length])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 4],
      ['2026-11-02', 1],
    ]);
    expect(dayIn('2026-11-01T14:00:00Z', 'Asia/Tokyo')).toBe('2026-11-01');
    expect(dayIn('2026-11-01T15:00:00Z', 'Asia/Tokyo')).toBe('2026-11-02');
  });

  it('spring forward (2026-03-08): 1:30 AM EST then 3:30 AM EDT on one day', () => {
    const days = groupSlotsByDay(['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z'], zone);
    expect(days).toHaveLength(1);
    expect(days[0]!.slots.map((s) => plain(s.time))).toEqual(['1:30 AM EST', '3:30 AM EDT']);
  });
});

describe('groupSlotsByDay', () => {
  it('drops duplicates and what is not a date', () => {
    const days = groupSlotsByDay(['2026-11-30T15:00:00Z', 'not a date', '2026-11-30T15:00:00Z'], 'UTC');
    expect(days).toEqual([
      {
        day: '2026-11-30',
        heading: 'Monday, November 30',
        slots: [{ start: '2026-11-30T15:00:00Z', time: expect.stringMatching(/^3:00\sPM$/), label: expect.stringMatching(/Coordinated Universal Time$/) }],
      },
    ]);
  });

  it('knows time zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('property: every slot is kept once, days ascend, each slot lies on its day in the zone', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    const start = Date.parse('2026-10-20T00:00:00Z');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * 48 }), { maxLength: 40 }), fc.constantFrom(...zones), (halfHours, zone) => {
        const slots = halfHours.map((h) => new Date(start + h * 30 * 60_000).toISOString());
        const days = groupSlotsByDay(slots, zone);
        const all = days.flatMap((d) => d.slots.map((s) => s.start));
        expect(all.length).toBe(new Set(slots).size);
        expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
        expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
        for (const d of days) for (const s of d.slots) expect(dayIn(s.start, zone)).toBe(d.day);
      }),
    );
  });
});
