import { describe, expect, it } from 'vitest';
import { HERO_CAROUSEL_ITEMS, HERO_CAROUSEL_SLIDE_MS, heroCarouselTransition as t, initialHeroCarouselState } from './heroCarousel.machine';

describe('hero carousel machine (M39)', () => {
  it('shows at most 4 videos and slides in 300 ms', () => {
    expect(HERO_CAROUSEL_ITEMS).toBe(4);
    expect(HERO_CAROUSEL_SLIDE_MS).toBe(300);
    expect(initialHeroCarouselState(9)).toEqual({ name: 'idle', index: 0, count: 4 });
    expect(initialHeroCarouselState(2).count).toBe(2);
  });

  it('NEXT and PREV move by one and wrap', () => {
    const s = initialHeroCarouselState(4);
    const sliding = t(s, { type: 'NEXT' });
    expect(sliding).toEqual({ name: 'sliding', from: 0, index: 1, count: 4 });
    expect(t(sliding, { type: 'SETTLED' })).toEqual({ name: 'idle', index: 1, count: 4 });
    expect(t(s, { type: 'PREV' })).toMatchObject({ name: 'sliding', index: 3 });
    expect(t({ name: 'idle', index: 3, count: 4 }, { type: 'NEXT' })).toMatchObject({ index: 0 });
  });

  it('ignores presses while sliding, and SETTLED while idle', () => {
    const sliding = t(initialHeroCarouselState(4), { type: 'NEXT' });
    expect(t(sliding, { type: 'NEXT' })).toBe(sliding);
    expect(t(sliding, { type: 'GO', index: 3 })).toBe(sliding);
    const idle = initialHeroCarouselState(4);
    expect(t(idle, { type: 'SETTLED' })).toBe(idle);
  });

  it('GO jumps to a valid index; the current or an invalid one changes nothing', () => {
    const idle = initialHeroCarouselState(4);
    expect(t(idle, { type: 'GO', index: 2 })).toMatchObject({ name: 'sliding', index: 2 });
    expect(t(idle, { type: 'GO', index: 0 })).toBe(idle);
    expect(t(idle, { type: 'GO', index: 4 })).toBe(idle);
    expect(t(idle, { type: 'GO', index: -1 })).toBe(idle);
  });

  it('one video (or none) does not move', () => {
    const one = initialHeroCarouselState(1);
    expect(t(one, { type: 'NEXT' })).toBe(one);
    expect(t(initialHeroCarouselState(0), { type: 'PREV' })).toEqual(initialHeroCarouselState(0));
  });
});
