import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast, deriveAccent, ensureContrast, luminance, MIN_TEXT_CONTRAST, mix, parseHex, toHex } from './color';
import { DEFAULT_ACCENT, darkTextSurfaces, darkTokens, lightTextSurfaces, lightTokens } from './tokens';

const hexColor = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => toHex(rgb));

describe('colour parsing', () => {
  it('reads #rgb and #rrggbb, case-insensitive', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#C4410C')).toEqual([196, 65, 12]);
    expect(parseHex('00ff00')).toEqual([0, 255, 0]);
  });

  it('names the bad value', () => {
    expect(() => parseHex('red')).toThrow('Not a hex colour: "red"');
    expect(() => parseHex('#12345')).toThrow(TypeError);
  });

  it('round-trips through toHex', () => {
    fc.assert(fc.property(hexColor, (hex) => toHex(parseHex(hex)) === hex));
  });
});

describe('contrast (WCAG 2.x)', () => {
  it('matches the reference values', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric and at least 1', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const c = contrast(a, b);
        return c >= 1 && Math.abs(c - contrast(b, a)) < 1e-9;
      }),
    );
  });

  it('mix goes from a to b', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('ensureContrast stops at the first colour that reads', () => {
    const result = ensureContrast('#ff9900', '#ffffff', '#000000');
    expect(contrast(result, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(result).not.toBe('#000000');
  });
});

describe('deriveAccent', () => {
  it('keeps white text on the default accent', () => {
    const p = deriveAccent(DEFAULT_ACCENT, '#ffffff');
    expect(p.onAccent).toBe('#ffffff');
    expect(p.accentText).toBe(DEFAULT_ACCENT);
  });

  it('switches to dark text on a light brand colour', () => {
    const p = deriveAccent('#f5c518', '#ffffff');
    expect(p.onAccent).toBe('#111111');
    expect(contrast(p.onAccent, p.accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // As link text on white, yellow must be darkened until it reads.
    expect(contrast(p.accentText, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(p.accentText).not.toBe('#f5c518');
  });

  it('lightens accent text on a dark surface', () => {
    const p = deriveAccent(DEFAULT_ACCENT, darkTokens.color.surface);
    expect(contrast(p.accentText, darkTokens.color.surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(luminance(p.accentText)).toBeGreaterThan(luminance(DEFAULT_ACCENT));
  });

  it('keeps ≥ 4.5:1 for on-accent text on every fill and for accent text, for any brand colour on both themes', () => {
    const themes = [
      [lightTokens.color.surface, lightTextSurfaces],
      [darkTokens.color.surface, darkTextSurfaces],
    ] as const;
    fc.assert(
      fc.property(hexColor, fc.constantFrom(...themes), (brand, [surface, readOn]) => {
        const p = deriveAccent(brand, surface, readOn);
        return (
          contrast(p.onAccent, p.accent) >= MIN_TEXT_CONTRAST &&
          contrast(p.onAccent, p.accentHover) >= MIN_TEXT_CONTRAST &&
          contrast(p.onAccent, p.accentPressed) >= MIN_TEXT_CONTRAST &&
          readOn.every((s) => contrast(p.accentText, s) >= MIN_TEXT_CONTRAST)
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('theme tokens', () => {
  for (const [name, tokens] of [
    ['light', lightTokens],
    ['dark', darkTokens],
  ] as const) {
    it(`${name}: body and secondary text read on every surface`, () => {
      const c = tokens.color;
      for (const surface of [c.page, c.surface, c.surfaceRaised, c.surfaceSunken, c.surfaceHover]) {
        expect(contrast(c.text, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrast(c.textMuted, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrast(c.textSubtle, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrast(c.accentText, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrast(c.dangerText, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(contrast(c.onAccent, c.accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrast(c.onDanger, c.danger)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrast(c.inverseText, c.inverseSurface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  }
});
