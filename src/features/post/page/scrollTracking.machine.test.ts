import { describe, expect, it } from 'vitest';
import { initialState, isSampled, POST_TRACKING_SAMPLE_RATE, type ScrollTrackingEvent, type ScrollTrackingState, transition } from './scrollTracking.machine';

const top: ScrollTrackingState = { topReached: true, bottomReached: false };
const both: ScrollTrackingState = { topReached: true, bottomReached: true };

describe('post scroll tracking (M13)', () => {
  it.each<[string, ScrollTrackingState, ScrollTrackingEvent, ScrollTrackingState, string | null]>([
    ['top reached first time → emits', initialState, { type: 'TOP_REACHED' }, top, 'post_top_reached'],
    ['top reached again → ignored', top, { type: 'TOP_REACHED' }, top, null],
    ['bottom reached first time → emits', top, { type: 'BOTTOM_REACHED' }, both, 'post_bottom_reached'],
    ['bottom before top → emits', initialState, { type: 'BOTTOM_REACHED' }, { topReached: false, bottomReached: true }, 'post_bottom_reached'],
    ['bottom reached again → ignored', both, { type: 'BOTTOM_REACHED' }, both, null],
    ['a new page view resets both (not sampled)', both, { type: 'PAGE_VIEW', draw: 0.5 }, initialState, null],
    ['a new page view, sampled draw → post_page_view', both, { type: 'PAGE_VIEW', draw: 0.0005 }, initialState, 'post_page_view'],
  ])('%s', (_name, state, event, next, emit) => {
    expect(transition(state, event)).toEqual({ state: next, emit });
  });

  it.each([
    [0, true],
    [0.000999, true],
    [0.001, false],
    [0.5, false],
    [-0.1, false],
  ])('isSampled(%s) = %s', (draw, expected) => expect(isSampled(draw)).toBe(expected));

  it('samples 0.1 % (K017)', () => expect(POST_TRACKING_SAMPLE_RATE).toBe(0.001));

  it('fires each event at most once whatever the order of sightings', () => {
    const events: ScrollTrackingEvent[] = [
      { type: 'TOP_REACHED' },
      { type: 'BOTTOM_REACHED' },
      { type: 'TOP_REACHED' },
      { type: 'BOTTOM_REACHED' },
      { type: 'TOP_REACHED' },
    ];
    let state = initialState;
    const emitted: string[] = [];
    for (const e of events) {
      const out = transition(state, e);
      state = out.state;
      if (out.emit) emitted.push(out.emit);
    }
    expect(emitted).toEqual(['post_top_reached', 'post_bottom_reached']);
  });
});
