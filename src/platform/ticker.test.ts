import { describe, expect, it } from 'vitest';
import { numberFormat, dateTimeFormat, formatCount } from '../i18n/format';
import { createManualClock } from './clock';
import { subscribeTick } from './context';

describe('shared ticks (useNow)', () => {
  it('runs one interval per clock and period, whatever the number of readers', () => {
    const clock = createManualClock('2026-11-21T12:00:00Z');
    const seen: Date[][] = [[], [], []];
    const stops = seen.map((list) => subscribeTick(clock, 60_000, (now) => list.push(now)));
    const other = subscribeTick(clock, 1_000, () => {});
    expect(clock.pending()).toBe(2);
    clock.advance(60_000);
    expect(seen.map((l) => l.length)).toEqual([1, 1, 1]);
    expect(seen[0]![0]).toBe(seen[2]![0]);
    expect(seen[0]![0]!.toISOString()).toBe('2026-11-21T12:01:00.000Z');
    stops[0]!();
    stops[1]!();
    expect(clock.pending()).toBe(2);
    stops[2]!();
    expect(clock.pending()).toBe(1);
    other();
    expect(clock.pending()).toBe(0);
  });

  it('starts a fresh interval after the last reader left', () => {
    const clock = createManualClock('2026-11-21T12:00:00Z');
    subscribeTick(clock, 500, () => {})();
    const ticks: Date[] = [];
    const stop = subscribeTick(clock, 500, (now) => ticks.push(now));
    clock.advance(1_000);
    expect(ticks).toHaveLength(2);
    stop();
  });
});

describe('Intl formatter cache', () => {
  it('reuses a formatter per locale and options', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { notation: 'compact' })).not.toBe(numberFormat('en'));
    expect(numberFormat('de')).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { timeZone: 'UTC' })).toBe(dateTimeFormat('en', { timeZone: 'UTC' }));
    expect(formatCount(1_234, 'de')).toBe(numberFormat('de', { notation: 'compact', maximumFractionDigits: 1 }).format(1_234));
  });
});
