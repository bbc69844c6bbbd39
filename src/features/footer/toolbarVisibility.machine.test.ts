import { describe, expect, it } from 'vitest';
import {
  initialToolbarState,
  nextVisibility,
  scrollSpeed,
  TOOLBAR_FOOTER_OFFSET,
  TOOLBAR_HIDE_SPEED,
  TOOLBAR_THROTTLE_MS,
  toolbarAfter,
  toolbarOnScroll,
} from './toolbarVisibility.machine';

describe('toolbar visibility (M21)', () => {
  it('uses the spec constants', () => {
    expect([TOOLBAR_HIDE_SPEED, TOOLBAR_THROTTLE_MS, TOOLBAR_FOOTER_OFFSET]).toEqual([100, 250, 64]);
  });
  it('measures px/s', () => {
    expect(scrollSpeed({ y: 100, t: 0 }, { y: 150, t: 250 })).toBe(200);
    expect(scrollSpeed({ y: 100, t: 0 }, { y: 50, t: 500 })).toBe(-100);
    expect(scrollSpeed({ y: 100, t: 10 }, { y: 500, t: 10 })).toBe(0);
  });
  it.each([
    ['down at 200 px/s hides', 'visible', { y: 500, t: 0 }, { y: 550, t: 250 }, 'hidden'],
    ['down at exactly 100 px/s keeps', 'visible', { y: 500, t: 0 }, { y: 525, t: 250 }, 'visible'],
    ['down at 104 px/s hides', 'visible', { y: 500, t: 0 }, { y: 526, t: 250 }, 'hidden'],
    ['down slowly while hidden stays hidden', 'hidden', { y: 500, t: 0 }, { y: 510, t: 250 }, 'hidden'],
    ['up at any speed shows', 'hidden', { y: 500, t: 0 }, { y: 499, t: 1000 }, 'visible'],
    ['up fast shows', 'hidden', { y: 900, t: 0 }, { y: 300, t: 250 }, 'visible'],
    ['no movement keeps hidden', 'hidden', { y: 500, t: 0 }, { y: 500, t: 250 }, 'hidden'],
    ['fast down near the top still shows', 'visible', { y: 0, t: 0 }, { y: 64, t: 250 }, 'visible'],
    ['fast down just past the offset hides', 'visible', { y: 0, t: 0 }, { y: 65, t: 250 }, 'hidden'],
  ] as const)('%s', (_n, current, from, to, expected) => {
    expect(nextVisibility(current, from, to)).toBe(expected);
  });
  it('ignores samples within 250 ms of the last accepted one (throttle)', () => {
    const s1 = toolbarOnScroll(initialToolbarState, { y: 200, t: 0 });
    expect(s1).toEqual({ name: 'visible', last: { y: 200, t: 0 } });
    expect(toolbarOnScroll(s1, { y: 800, t: 249 })).toBe(s1);
    expect(toolbarOnScroll(s1, { y: 800, t: 250 })).toEqual({ name: 'hidden', last: { y: 800, t: 250 } });
  });
  it('replays a scroll: fast down hides, up shows', () => {
    const samples = [
      { y: 300, t: 0 },
      { y: 400, t: 250 },
      { y: 700, t: 500 },
      { y: 690, t: 750 },
    ];
    expect(toolbarAfter(samples.slice(0, 3)).name).toBe('hidden');
    expect(toolbarAfter(samples).name).toBe('visible');
  });
  it('the first sample near the top shows', () => {
    expect(toolbarOnScroll({ name: 'hidden', last: null }, { y: 10, t: 0 }).name).toBe('visible');
    expect(toolbarOnScroll({ name: 'hidden', last: null }, { y: 1000, t: 0 }).name).toBe('hidden');
  });
});
