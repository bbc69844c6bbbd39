import { describe, expect, it } from 'vitest';
import {
  formatStartAt,
  initialStartAtState,
  parseStartAt,
  START_AT_PLACEHOLDER,
  type StartAtParse,
  type StartAtState,
  startAtTransition,
} from './shareStartAt';

describe('share start-at (M11)', () => {
  it('the placeholder is "0:00" (T034)', () => {
    expect(START_AT_PLACEHOLDER).toBe('0:00');
  });

  it.each<[string, number | null | undefined, StartAtParse]>([
    ['', undefined, { ok: true, seconds: null }],
    ['   ', 600, { ok: true, seconds: null }],
    ['0:00', undefined, { ok: true, seconds: 0 }],
    ['1:30', undefined, { ok: true, seconds: 90 }],
    [' 1:30 ', undefined, { ok: true, seconds: 90 }],
    ['12:05', undefined, { ok: true, seconds: 725 }],
    ['90:00', undefined, { ok: true, seconds: 5400 }],
    ['1:02:03', undefined, { ok: true, seconds: 3723 }],
    ['0:59:59', undefined, { ok: true, seconds: 3599 }],
    ['10:00', 600, { ok: true, seconds: 600 }],
    ['10:01', 600, { ok: false, error: { rule: 'max', maxSeconds: 600 } }],
    ['1:00:00', 1800.7, { ok: false, error: { rule: 'max', maxSeconds: 1800 } }],
    ['1:00', null, { ok: true, seconds: 60 }],
    ['1:60', undefined, { ok: false, error: { rule: 'format' } }],
    ['1:5', undefined, { ok: false, error: { rule: 'format' } }],
    ['1:02:60', undefined, { ok: false, error: { rule: 'format' } }],
    ['1:2:03', undefined, { ok: false, error: { rule: 'format' } }],
    ['90', undefined, { ok: false, error: { rule: 'format' } }],
    ['abc', undefined, { ok: false, error: { rule: 'format' } }],
    ['-1:00', undefined, { ok: false, error: { rule: 'format' } }],
    ['1:00:00:00', undefined, { ok: false, error: { rule: 'format' } }],
    ['1.5:00', undefined, { ok: false, error: { rule: 'format' } }],
    [':30', undefined, { ok: false, error: { rule: 'format' } }],
  ])('parse %j (duration %s)', (input, duration, expected) => {
    expect(parseStartAt(input, duration)).toEqual(expected);
  });

  it.each<[number, string]>([
    [0, '0:00'],
    [90, '1:30'],
    [600, '10:00'],
    [3723, '1:02:03'],
  ])('format %i → %s', (seconds, text) => {
    expect(formatStartAt(seconds)).toBe(text);
    expect(parseStartAt(text)).toEqual({ ok: true, seconds });
  });

  const start: StartAtState = initialStartAtState(600);

  it('starts empty with the duration', () => {
    expect(start).toEqual({ input: '', seconds: null, error: null, durationSeconds: 600 });
    expect(initialStartAtState()).toEqual({ input: '', seconds: null, error: null, durationSeconds: null });
  });

  it.each<[string, StartAtState, Parameters<typeof startAtTransition>[1], StartAtState]>([
    ['CHANGE valid → seconds', start, { type: 'CHANGE', value: '2:00' }, { input: '2:00', seconds: 120, error: null, durationSeconds: 600 }],
    [
      'CHANGE unparsable → invalid, null',
      start,
      { type: 'CHANGE', value: '2m' },
      { input: '2m', seconds: null, error: { rule: 'format' }, durationSeconds: 600 },
    ],
    [
      'CHANGE beyond the duration → invalid, null',
      start,
      { type: 'CHANGE', value: '11:00' },
      { input: '11:00', seconds: null, error: { rule: 'max', maxSeconds: 600 }, durationSeconds: 600 },
    ],
    [
      'CHANGE after an error clears it',
      { input: '2m', seconds: null, error: { rule: 'format' }, durationSeconds: 600 },
      { type: 'CHANGE', value: '0:45' },
      { input: '0:45', seconds: 45, error: null, durationSeconds: 600 },
    ],
    ['CHANGE to empty → from the start', { input: '1:00', seconds: 60, error: null, durationSeconds: 600 }, { type: 'CHANGE', value: '' }, start],
    [
      'DURATION shorter → the typed time is checked again',
      { input: '8:00', seconds: 480, error: null, durationSeconds: 600 },
      { type: 'DURATION', durationSeconds: 300 },
      { input: '8:00', seconds: null, error: { rule: 'max', maxSeconds: 300 }, durationSeconds: 300 },
    ],
    [
      'DURATION unknown → no upper bound',
      { input: '11:00', seconds: null, error: { rule: 'max', maxSeconds: 600 }, durationSeconds: 600 },
      { type: 'DURATION', durationSeconds: null },
      { input: '11:00', seconds: 660, error: null, durationSeconds: null },
    ],
    ['DURATION unchanged → same state', start, { type: 'DURATION', durationSeconds: 600 }, start],
    ['RESET → empty, keeps the duration', { input: '1:00', seconds: 60, error: null, durationSeconds: 600 }, { type: 'RESET' }, start],
  ])('%s', (_name, state, event, expected) => {
    expect(startAtTransition(state, event)).toEqual(expected);
  });
});
