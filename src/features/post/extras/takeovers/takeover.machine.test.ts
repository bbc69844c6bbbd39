import { describe, expect, it } from 'vitest';
import type { ViewerRole } from '../../../../platform/viewer';
import {
  initTakeover,
  TAKEOVER_DELAY_MS,
  TAKEOVER_NEXT_SHOWN_MS,
  type TakeoverKind,
  type TakeoverState,
  takeoverDue,
  takeoverFor,
  takeoverNextShownAt,
  takeoverStorageKey,
  takeoverTransition as transition,
} from './takeover.machine';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

describe('M65 takeovers: who sees which', () => {
  it.each<[ViewerRole, TakeoverKind | null]>([
    ['anonymous', 'welcome'],
    ['free', 'subscribe'],
    ['paid', null],
    ['founding', null],
    ['contributor', null],
    ['admin', null],
  ])('%s → %s', (role, kind) => {
    expect(takeoverFor(role)).toBe(kind);
  });

  it('constants: 120 000 ms on the page (K120), 1 hour between showings (K121)', () => {
    expect(TAKEOVER_DELAY_MS).toBe(120_000);
    expect(TAKEOVER_NEXT_SHOWN_MS).toBe(HOUR);
  });
});

describe('M65 takeovers: takeoverDue', () => {
  it.each([
    ['119 s on the page', T0 + 119_000, null, false],
    ['120 s on the page', T0 + 120_000, null, true],
    ['120 s, but the stored time is later', T0 + 120_000, T0 + 10 * 60_000, false],
    ['120 s, stored time reached', T0 + 120_000, T0 + 120_000, true],
    ['120 s, stored time in the past', T0 + 120_000, T0 - HOUR, true],
  ])('%s → %s', (_name, now, nextShownAt, expected) => {
    expect(takeoverDue(T0, nextShownAt, now)).toBe(expected);
  });
});

describe('M65 takeovers: transitions', () => {
  const waiting = initTakeover('welcome', T0, null);

  it('init without a takeover → ineligible, which ignores every event', () => {
    const s = initTakeover(null, T0, null);
    expect(s).toEqual({ name: 'ineligible' });
    expect(transition(s, { type: 'TICK', now: T0 + 10 * HOUR })).toBe(s);
    expect(transition(s, { type: 'DISMISS', now: T0 })).toBe(s);
    expect(takeoverNextShownAt(s)).toBeNull();
  });

  it('init with a takeover → waiting with the stored next-shown time', () => {
    expect(initTakeover('subscribe', T0, T0 + 5)).toEqual({ name: 'waiting', kind: 'subscribe', openedAt: T0, nextShownAt: T0 + 5 });
  });

  it('waiting + TICK at 119 s → waiting (unchanged)', () => {
    expect(transition(waiting, { type: 'TICK', now: T0 + 119_000 })).toBe(waiting);
  });

  it('waiting + TICK at 120 s → shown, next-shown time an hour later', () => {
    const s = transition(waiting, { type: 'TICK', now: T0 + 120_000 });
    expect(s).toEqual({ name: 'shown', kind: 'welcome', openedAt: T0, shownAt: T0 + 120_000, nextShownAt: T0 + 120_000 + HOUR });
    expect(takeoverNextShownAt(s)).toBe(T0 + 120_000 + HOUR);
  });

  it('waiting + TICK at 120 s with a stored time still ahead → waiting, then shown once reached', () => {
    const stored = initTakeover('welcome', T0, T0 + 30 * 60_000);
    expect(transition(stored, { type: 'TICK', now: T0 + 120_000 })).toBe(stored);
    expect(transition(stored, { type: 'TICK', now: T0 + 30 * 60_000 }).name).toBe('shown');
  });

  it('waiting + DISMISS is ignored (nothing is shown)', () => {
    expect(transition(waiting, { type: 'DISMISS', now: T0 + 1 })).toBe(waiting);
  });

  const shown = transition(waiting, { type: 'TICK', now: T0 + 120_000 });

  it('shown + TICK is ignored', () => {
    expect(transition(shown, { type: 'TICK', now: T0 + 2 * HOUR })).toBe(shown);
  });

  it('shown + DISMISS → dismissed, next-shown time an hour after dismissing', () => {
    const s = transition(shown, { type: 'DISMISS', now: T0 + 200_000 });
    expect(s).toEqual({ name: 'dismissed', kind: 'welcome', openedAt: T0, nextShownAt: T0 + 200_000 + HOUR });
  });

  const dismissed: TakeoverState = transition(shown, { type: 'DISMISS', now: T0 + 200_000 });

  it('dismissed + TICK within the hour → dismissed', () => {
    expect(transition(dismissed, { type: 'TICK', now: T0 + 200_000 + HOUR - 1 })).toBe(dismissed);
  });

  it('dismissed + TICK after the hour → shown again', () => {
    const s = transition(dismissed, { type: 'TICK', now: T0 + 200_000 + HOUR });
    expect(s).toEqual({ name: 'shown', kind: 'welcome', openedAt: T0, shownAt: T0 + 200_000 + HOUR, nextShownAt: T0 + 200_000 + 2 * HOUR });
  });

  it('dismissed + DISMISS is ignored', () => {
    expect(transition(dismissed, { type: 'DISMISS', now: T0 + 300_000 })).toBe(dismissed);
  });

  it('a 1 s tick sequence shows it on the 120th tick, exactly once', () => {
    let s = waiting;
    let shownCount = 0;
    for (let i = 1; i <= 600; i++) {
      const next = transition(s, { type: 'TICK', now: T0 + i * 1000 });
      if (next.name === 'shown' && s.name !== 'shown') {
        shownCount++;
        expect(i).toBe(120);
      }
      s = next;
    }
    expect(shownCount).toBe(1);
  });

  it('storage keys per takeover', () => {
    expect(takeoverStorageKey('welcome')).toBe('takeover.welcome.nextShownAt');
    expect(takeoverStorageKey('subscribe')).toBe('takeover.subscribe.nextShownAt');
  });
});
