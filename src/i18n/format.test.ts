import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts, formatCount, formatDate, formatDuration, formatFullDate, formatRelative, safeTimeZone, truncateText } from './format';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [9_949, '9.9K'],
    [12_345, '12K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [12_500_000, '13M'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('shows negative, fractional and non-finite counts as whole non-negative numbers', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(12.9)).toBe('12');
  });

  it('follows the locale', () => {
    expect(formatCount(1234, 'de')).toBe('1234');
    expect(formatCount(1_250_000, 'de')).toBe('1,3\u00a0Mio.');
  });

  it('never gets longer than 4 characters in English for counts below a billion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        expect(formatCount(n).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('formatDate', () => {
  it('leaves the year out when it is the current one', () => {
    expect(formatDate('2026-03-05T10:00:00Z', NOW)).toBe('Mar 5');
    expect(formatDate(new Date('2026-11-21T00:00:00Z'), NOW)).toBe('Nov 21');
  });

  it('shows the year for another year', () => {
    expect(formatDate('2025-12-31T23:00:00Z', NOW)).toBe('Dec 31, 2025');
    expect(formatDate('2027-01-02T00:00:00Z', NOW)).toBe('Jan 2, 2027');
  });

  it('uses UTC, not the machine time zone', () => {
    expect(formatDate('2026-01-01T00:30:00Z', NOW)).toBe('Jan 1');
    expect(formatDate('2025-12-31T23:59:59Z', NOW)).toBe('Dec 31, 2025');
  });

  it('formatFullDate always shows the year', () => {
    expect(formatFullDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
  });

  it("writes the day of the reader's time zone, across midnight both ways", () => {
    // 02:30 UTC on March 9 is still March 8 in New York (EST), and already 15:30 the same day in Auckland.
    expect(formatDate('2026-03-09T02:30:00Z', NOW, 'en', 'America/New_York')).toBe('Mar 8');
    expect(formatDate('2026-03-09T02:30:00Z', NOW, 'en', 'UTC')).toBe('Mar 9');
    expect(formatFullDate('2026-03-08T20:00:00Z', 'en', 'Pacific/Auckland')).toBe('Mar 9, 2026');
    expect(formatRelative('2026-03-09T02:30:00Z', NOW, 'en', 'America/New_York')).toBe('Mar 8');
  });

  it("decides 'this year' in the reader's time zone", () => {
    // New Year's Eve in New York is already next year in UTC: the year shows there, not in UTC.
    const newYearUtc = new Date('2027-01-01T03:00:00Z');
    expect(formatDate('2026-12-31T12:00:00Z', newYearUtc, 'en', 'UTC')).toBe('Dec 31, 2026');
    expect(formatDate('2026-12-31T12:00:00Z', newYearUtc, 'en', 'America/New_York')).toBe('Dec 31');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
    expect(safeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('formatRelative', () => {
  it.each([
    ['2026-11-21T12:00:00Z', 'just now'],
    ['2026-11-21T11:59:01Z', 'just now'],
    ['2026-11-21T11:59:00Z', '1m'],
    ['2026-11-21T11:05:00Z', '55m'],
    ['2026-11-21T09:00:00Z', '3h'],
    ['2026-11-20T12:00:01Z', '23h'],
    ['2026-11-20T12:00:00Z', '1d'],
    ['2026-11-14T12:00:01Z', '6d'],
    ['2026-11-14T12:00:00Z', 'Nov 14'],
    ['2025-11-21T12:00:00Z', 'Nov 21, 2025'],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelative(iso, NOW)).toBe(expected);
  });

  it('treats a time in the future as just now', () => {
    expect(formatRelative('2026-11-21T12:05:00Z', NOW)).toBe('just now');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [61, '1:01'],
    [3599, '59:59'],
    [3725, '1:02:05'],
    [-3, '0:00'],
    [12.7, '0:12'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts('2026-11-23T13:04:05Z', NOW)).toEqual({ days: 2, hours: 1, minutes: 4, seconds: 5, done: false });
  });

  it('is done, with zero parts, at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts('2026-11-21T12:00:00Z', NOW)).toEqual(zero);
    expect(countdownParts(new Date('2020-01-01T00:00:00Z'), NOW)).toEqual(zero);
  });

  it('rounds partial seconds down, so a countdown never shows done early', () => {
    expect(countdownParts('2026-11-21T12:00:00.900Z', NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts('2026-11-21T12:00:01.200Z', NOW)).toMatchObject({ seconds: 1, done: false });
  });

  it('recombines to the seconds left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400 }), (left) => {
        const p = countdownParts(new Date(NOW.getTime() + left * 1000), NOW);
        expect(p.days * 86_400 + p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(left);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(p.done).toBe(left === 0);
      }),
    );
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('short', 64)).toBe('short');
    expect(truncateText('x'.repeat(64), 64)).toBe('x'.repeat(64));
  });

  it('cuts at max characters and adds an ellipsis (link text at 64, K002)', () => {
    const url = `https://example.com/${'a'.repeat(80)}`;
    const cut = truncateText(url, 64);
    expect(cut).toBe(`${url.slice(0, 64)}…`);
    expect([...cut]).toHaveLength(65);
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('abc😀def', 4)).toBe('abc😀…');
  });
});

describe('formatCount beyond millions', () => {
  it('keeps one decimal while the short number is below 10', () => {
    expect(formatCount(1_500_000_000)).toBe('1.5B');
    expect(formatCount(15_000_000)).toBe('15M');
    expect(formatCount(9_940)).toBe('9.9K');
    expect(formatCount(9_960)).toBe('10K');
  });
});
