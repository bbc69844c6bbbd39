import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_GAP_PX, CAROUSEL_IMAGE_MAX_WIDTH_PX, CAROUSEL_MAX_HEIGHT_PX, fitMediaSize, visibleSlides } from './media';

describe('carousel constants', () => {
  it('match the spec (K004–K006)', () => {
    expect(CAROUSEL_GAP_PX).toBe(6);
    expect(CAROUSEL_MAX_HEIGHT_PX).toBe(420);
    expect(CAROUSEL_IMAGE_MAX_WIDTH_PX).toBe(400);
  });
});

describe('fitMediaSize', () => {
  it.each([
    [1600, 900, { width: 400, height: 225 }],
    [900, 1200, { width: 315, height: 420 }],
    [1000, 1000, { width: 400, height: 400 }],
    [2400, 800, { width: 400, height: 133 }],
    [300, 200, { width: 300, height: 200 }],
    [400, 420, { width: 400, height: 420 }],
  ])('%d×%d → %o', (w, h, expected) => {
    expect(fitMediaSize(w, h)).toEqual(expected);
  });

  it('gives up on unknown sizes', () => {
    expect(fitMediaSize(0, 100)).toBeNull();
    expect(fitMediaSize(100, -1)).toBeNull();
    expect(fitMediaSize(Number.NaN, 100)).toBeNull();
    expect(fitMediaSize(Number.POSITIVE_INFINITY, 100)).toBeNull();
  });

  it('fits within the limits, never enlarges and keeps the aspect ratio (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (w, h) => {
        const size = fitMediaSize(w, h);
        expect(size).not.toBeNull();
        if (!size) return;
        expect(size.width).toBeLessThanOrEqual(Math.min(w, CAROUSEL_IMAGE_MAX_WIDTH_PX));
        expect(size.height).toBeLessThanOrEqual(Math.min(h, CAROUSEL_MAX_HEIGHT_PX));
        // One side reaches its limit (or the image is shown at natural size).
        const natural = size.width === w && size.height === h;
        const touches = size.width === CAROUSEL_IMAGE_MAX_WIDTH_PX || size.height === CAROUSEL_MAX_HEIGHT_PX;
        expect(natural || touches).toBe(true);
        // Aspect ratio kept to within rounding: each side is off by at most one pixel.
        expect(Math.abs(size.width * h - size.height * w)).toBeLessThanOrEqual(w + h);
      }),
    );
  });
});

describe('visibleSlides', () => {
  // Five slides 400, 315, 400, 400, 336 px wide, 6 px apart, in a 632 px viewport.
  const widths = [400, 315, 400, 400, 336];
  const slides = widths.map((width, i) => ({ start: widths.slice(0, i).reduce((sum, w) => sum + w + 6, 0), width }));

  it('shows the slide at the start edge and the one peeking after it', () => {
    expect(visibleSlides(0, 4, slides, 632)).toEqual([0, 1]);
    expect(visibleSlides(1, 4, slides, 632)).toEqual([1, 2]);
    expect(visibleSlides(2, 4, slides, 632)).toEqual([2, 3]);
  });

  it('ends the strip at the end edge on the last position', () => {
    // Strip length 1881: the last position shows 1249…1881.
    expect(visibleSlides(3, 4, slides, 632)).toEqual([3, 4]);
  });

  it('shows one slide at a time when each fills the viewport (phones)', () => {
    const phone = [327, 327, 327].map((width, i) => ({ start: i * 333, width }));
    expect(visibleSlides(0, 3, phone, 327)).toEqual([0]);
    expect(visibleSlides(1, 3, phone, 327)).toEqual([1]);
    expect(visibleSlides(2, 3, phone, 327)).toEqual([2]);
  });

  it('shows everything when the strip is shorter than the viewport', () => {
    expect(visibleSlides(0, 1, slides.slice(0, 2), 1000)).toEqual([0, 1]);
  });

  it('clamps out-of-range positions and handles nothing to show', () => {
    expect(visibleSlides(-3, 4, slides, 632)).toEqual([0, 1]);
    expect(visibleSlides(9, 4, slides, 632)).toEqual([3, 4]);
    expect(visibleSlides(0, 0, [], 632)).toEqual([]);
    expect(visibleSlides(0, 4, slides, 0)).toEqual([]);
  });

  it('always shows at least one slide, and only neighbours (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 40, max: 400 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 200, max: 800 }),
        fc.nat(10),
        (ws, viewport, snap) => {
          const boxes = ws.map((width, i) => ({ start: ws.slice(0, i).reduce((sum, w) => sum + w + 6, 0), width }));
          const shown = visibleSlides(snap, ws.length, boxes, viewport);
          expect(shown.length).toBeGreaterThan(0);
          shown.forEach((index, k) => {
            if (k > 0) expect(index).toBe((shown[k - 1] ?? 0) + 1);
          });
        },
      ),
    );
  });
});
