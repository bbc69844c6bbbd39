import { describe, expect, it } from 'vitest';
import { createFrozenClock, createManualClock } from './clock';

describe('manual clock', () => {
  it('stands still until advanced', () => {
    const clock = createManualClock('2026-11-21T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-21T12:00:00.000Z');
    clock.advance(1500);
    expect(clock.now().toISOString()).toBe('2026-11-21T12:00:01.500Z');
  });

  it('runs timeouts when due, in order, with now() at their due time', () => {
    const clock = createManualClock(0);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now().getTime()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now().getTime()}`), 100);
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(150);
    expect(seen).toEqual(['a@100', 'b@200']);
    expect(clock.now().getTime()).toBe(249);
    expect(clock.pending()).toBe(0);
  });

  it('repeats intervals and stops when cleared', () => {
    const clock = createManualClock(0);
    let ticks = 0;
    const id = clock.setInterval(() => ticks++, 500);
    clock.advance(1600);
    expect(ticks).toBe(3);
    clock.clearInterval(id);
    clock.advance(5000);
    expect(ticks).toBe(3);
  });

  it('cleared timeouts never run; timers scheduled by timers run in the same advance', () => {
    const clock = createManualClock(0);
    const seen: number[] = [];
    const id = clock.setTimeout(() => seen.push(1), 10);
    clock.clearTimeout(id);
    clock.setTimeout(() => clock.setTimeout(() => seen.push(2), 10), 10);
    clock.advance(25);
    expect(seen).toEqual([2]);
  });

  it('set() jumps forward only', () => {
    const clock = createManualClock('2026-01-01T00:00:00Z');
    clock.set('2025-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.set('2026-01-02T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('frozen clock', () => {
  it('always reports the same instant', () => {
    const clock = createFrozenClock('2026-11-21T12:00:00Z');
    expect(clock.now().getTime()).toBe(clock.now().getTime());
    expect(clock.now().toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
});
