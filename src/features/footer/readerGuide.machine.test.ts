import { describe, expect, it } from 'vitest';
import {
  initialReaderGuideState,
  type ReaderGuideEvent,
  type ReaderGuideState,
  readerGuideEventTypes,
  readerGuideNeedsFetch,
  readerGuideOpen,
  readerGuideStateNames,
  readerGuideTransition,
} from './readerGuide.machine';

const idle = initialReaderGuideState;
const loading: ReaderGuideState = { name: 'loading' };
const shown: ReaderGuideState = { name: 'shown', html: '<p>Guide</p>' };
const closed: ReaderGuideState = { name: 'closed', html: '<p>Guide</p>' };
const error: ReaderGuideState = { name: 'error', message: null };

describe('reader guide machine (M22)', () => {
  it('names its states and events', () => {
    expect(readerGuideStateNames).toHaveLength(5);
    expect(readerGuideEventTypes).toHaveLength(5);
  });
  it.each<[string, ReaderGuideState, ReaderGuideEvent, ReaderGuideState]>([
    ['idle + OPEN → loading', idle, { type: 'OPEN' }, loading],
    ['loading + LOADED → shown', loading, { type: 'LOADED', html: '<p>Guide</p>' }, shown],
    ['loading + FAILED(msg) → error(msg)', loading, { type: 'FAILED', message: ' Subscribe first. ' }, { name: 'error', message: 'Subscribe first.' }],
    ['loading + FAILED → error(null)', loading, { type: 'FAILED' }, error],
    ['loading + CLOSE → idle', loading, { type: 'CLOSE' }, idle],
    ['shown + CLOSE → closed', shown, { type: 'CLOSE' }, closed],
    ['closed + OPEN → shown (no call)', closed, { type: 'OPEN' }, shown],
    ['error + RETRY → loading', error, { type: 'RETRY' }, loading],
    ['error + OPEN → loading', error, { type: 'OPEN' }, loading],
    ['error + CLOSE → idle', error, { type: 'CLOSE' }, idle],
  ])('%s', (_n, from, event, to) => {
    expect(readerGuideTransition(from, event)).toEqual(to);
  });
  it.each<[string, ReaderGuideState, ReaderGuideEvent]>([
    ['idle ignores CLOSE', idle, { type: 'CLOSE' }],
    ['idle ignores LOADED', idle, { type: 'LOADED', html: 'x' }],
    ['idle ignores RETRY', idle, { type: 'RETRY' }],
    ['loading ignores OPEN', loading, { type: 'OPEN' }],
    ['loading ignores RETRY', loading, { type: 'RETRY' }],
    ['shown ignores OPEN', shown, { type: 'OPEN' }],
    ['shown ignores LOADED', shown, { type: 'LOADED', html: 'y' }],
    ['closed ignores CLOSE', closed, { type: 'CLOSE' }],
    ['error ignores LOADED', error, { type: 'LOADED', html: 'x' }],
    ['error ignores FAILED', error, { type: 'FAILED' }],
  ])('%s', (_n, from, event) => {
    expect(readerGuideTransition(from, event)).toBe(from);
  });
  it('selectors', () => {
    expect([idle, loading, shown, closed, error].map(readerGuideOpen)).toEqual([false, true, true, false, true]);
    expect([idle, loading, shown, closed, error].map(readerGuideNeedsFetch)).toEqual([false, true, false, false, false]);
  });
});
