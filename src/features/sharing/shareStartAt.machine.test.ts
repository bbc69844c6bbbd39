import { describe, expect, it } from 'vitest';
import { sharingMessages } from '../../i18n/catalog/sharing';
import { formatStartAt, initialStartAtState, parseStartAt, type StartAtParse, type StartAtState, startAtTransition } from './shareStartAt.machine';

describe('share start-at (M11)', () => {
  it('the placeholder is the catalogue\'s "0:00" (T034)', () => {
    expect(sharingMessages['sharing.startAt.placeholder']).toBe('0:00');
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
    expect(start).toEqual({ name: 'empty', input: '', seconds: null, error: null, durationSeconds: 600 });
    expect(initialStartAtState()).toEqual({ name: 'empty', input: '', seconds: null, error: null, durationSeconds: null });
  });

  it.each<[string, StartAtState, Parameters<typeof startAtTransition>[1], StartAtState]>([
    ['CHANGE valid → seconds', start, { type: 'CHANGE', value: '2:00' }, { name: 'valid', input: '2:00', seconds: 120, error: null, durationSeconds: 600 }],
    [
      'CHANGE unparsable → invalid, null',
      start,
      { type: 'CHANGE', value: '2m' },
      { name: 'invalid', input: '2m', seconds: null, error: { rule: 'format' }, durationSeconds: 600 },
    ],
    [
      'CHANGE beyond the duration → invalid, null',
      start,
      { type: 'CHANGE', value: '11:00' },
      { name: 'invalid', input: '11:00', seconds: null, error: { rule: 'max', maxSeconds: 600 }, durationSeconds: 600 },
    ],
    [
      'CHANGE after an error clears it',
      { name: 'invalid', input: '2m', seconds: null, error: { rule: 'format' }, durationSeconds: 600 },
      { type: 'CHANGE', value: '0:45' },
      { name: 'valid', input: '0:45', seconds: 45, error: null, durationSeconds: 600 },
    ],
    [
      'CHANGE to empty → from the start',
      { name: 'valid', input: '1:00', seconds: 60, error: null, durationSeconds: 600 },
      { type: 'CHANGE', value: '' },
      start,
    ],
    [
      'DURATION shorter → the typed time is checked again',
      { name: 'valid', input: '8:00', seconds: 480, error: null, durationSeconds: 600 },
      { type: 'DURATION', durationSeconds: 300 },
      { name: 'invalid', input: '8:00', seconds: null, error: { rule: 'max', maxSeconds: 300 }, durationSeconds: 300 },
    ],
    [
      'DURATION unknown → no upper bound',
      { name: 'invalid', input: '11:00', seconds: null, error: { rule: 'max', maxSeconds: 600 }, durationSeconds: 600 },
      { type: 'DURATION', durationSeconds: null },
      { name: 'valid', input: '11:00', seconds: 660, error: null, durationSeconds: null },
    ],
    ['DURATION unchanged → same state', start, { type: 'DURATION', durationSeconds: 600 }, start],
    ['RESET → empty, keeps the duration', { name: 'valid', input: '1:00', seconds: 60, error: null, durationSeconds: 600 }, { type: 'RESET' }, start],
  ])('%s', (_name, state, event, expected) => {
    expect(startAtTransition(state, event)).toEqual(expected);
  });
});
