import { describe, expect, it } from 'vitest';
import {
  initScheduledCountdown,
  isScheduledPostAvailable,
  type ScheduledCountdownState,
  scheduledCountdownTransition as transition,
} from './scheduledCountdown.machine';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const TRIGGER = NOW + 5_000;

describe('M57 scheduled-post countdown: init', () => {
  it('counts when the trigger time is ahead', () => {
    expect(initScheduledCountdown('2026-11-21T12:00:05Z', NOW)).toEqual({ name: 'counting', triggerAt: TRIGGER, now: NOW, remainingMs: 5_000 });
  });

  it.each([
    ['at the trigger time', TRIGGER],
    ['after it', TRIGGER + 60_000],
  ])('is available %s', (_name, now) => {
    const s = initScheduledCountdown(TRIGGER, now);
    expect(s).toEqual({ name: 'available', triggerAt: TRIGGER, now });
    expect(isScheduledPostAvailable(s)).toBe(true);
  });
});

describe('M57 scheduled-post countdown: transitions', () => {
  const counting = initScheduledCountdown(TRIGGER, NOW);

  it('counting + TICK before zero → counting with less time left', () => {
    const s = transition(counting, { type: 'TICK', now: NOW + 500 });
    expect(s).toEqual({ name: 'counting', triggerAt: TRIGGER, now: NOW + 500, remainingMs: 4_500 });
    expect(isScheduledPostAvailable(s)).toBe(false);
  });

  it('counting + TICK with 1 000 ms left (shows 1 s) → counting', () => {
    expect(transition(counting, { type: 'TICK', now: TRIGGER - 1_000 })).toMatchObject({ name: 'counting', remainingMs: 1_000 });
  });

  it('counting + TICK with 999 ms left (the countdown shows 0 s) → available', () => {
    expect(transition(counting, { type: 'TICK', now: TRIGGER - 999 })).toEqual({ name: 'available', triggerAt: TRIGGER, now: TRIGGER - 999 });
  });

  it('counting + TICK at zero → available', () => {
    expect(transition(counting, { type: 'TICK', now: TRIGGER })).toEqual({ name: 'available', triggerAt: TRIGGER, now: TRIGGER });
  });

  it('counting + TICK far past zero (a tab that slept) → available', () => {
    expect(transition(counting, { type: 'TICK', now: TRIGGER + 3_600_000 }).name).toBe('available');
  });

  it('counting + a late TICK with an older instant is ignored', () => {
    const later = transition(counting, { type: 'TICK', now: NOW + 2_000 });
    expect(transition(later, { type: 'TICK', now: NOW + 1_000 })).toBe(later);
  });

  it('counting + TICK at the same instant (a frozen clock) is ignored', () => {
    expect(transition(counting, { type: 'TICK', now: NOW })).toBe(counting);
  });

  it('counting + RESCHEDULE to the same time is ignored', () => {
    expect(transition(counting, { type: 'RESCHEDULE', triggerAt: TRIGGER })).toBe(counting);
  });

  it('counting + RESCHEDULE later → counting with the new time', () => {
    expect(transition(counting, { type: 'RESCHEDULE', triggerAt: TRIGGER + 10_000 })).toMatchObject({ name: 'counting', remainingMs: 15_000 });
  });

  it('counting + RESCHEDULE into the past → available', () => {
    expect(transition(counting, { type: 'RESCHEDULE', triggerAt: NOW - 1 }).name).toBe('available');
  });

  const available: ScheduledCountdownState = transition(counting, { type: 'TICK', now: TRIGGER });

  it('available + TICK is ignored (done means done)', () => {
    expect(transition(available, { type: 'TICK', now: TRIGGER + 500 })).toBe(available);
  });

  it('available + RESCHEDULE to a later time → counting again', () => {
    expect(transition(available, { type: 'RESCHEDULE', triggerAt: TRIGGER + 60_000 })).toEqual({
      name: 'counting',
      triggerAt: TRIGGER + 60_000,
      now: TRIGGER,
      remainingMs: 60_000,
    });
  });

  it('available + RESCHEDULE to the same or an earlier time stays available', () => {
    expect(transition(available, { type: 'RESCHEDULE', triggerAt: TRIGGER })).toBe(available);
    expect(transition(available, { type: 'RESCHEDULE', triggerAt: TRIGGER - 1_000 }).name).toBe('available');
  });

  it('a 500 ms tick sequence reaches available when the countdown shows zero', () => {
    let s = counting;
    const names: string[] = [];
    for (let t = NOW + 500; t <= TRIGGER + 500; t += 500) {
      s = transition(s, { type: 'TICK', now: t });
      names.push(s.name);
    }
    expect(names.indexOf('available')).toBe(8); // the 9th tick is at +4500 ms: 500 ms left, shown as 0 s
    expect(names.slice(0, 8).every((n) => n === 'counting')).toBe(true);
  });
});
