/**
 * Colour arithmetic for the brand accent: parse, mix and measure contrast (WCAG 2.x relative luminance).
 * Pure functions, no DOM: the theme derives every accent shade from one host-supplied colour with them,
 * and the unit tests prove the contrast rules.
 */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`. Throws a `TypeError` naming the value for anything else. */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match) throw new TypeError(`Not a hex colour: "${value}" (expected #rgb or #rrggbb)`);
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [Number.parseInt(hex.slice(0, 2), 16), Number.parseInt(hex.slice(2, 4), 16), Number.parseInt(hex.slice(4, 6), 16)];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(color: string | Rgb): number {
  const [r, g, b] = typeof color === 'string' ? parseHex(color) : color;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 … 21. */
export function contrast(a: string | Rgb, b: string | Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Linear mix in sRGB: `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * amount, x[1] + (y[1] - x[1]) * amount, x[2] + (y[2] - x[2]) * amount]);
}

/** Minimum contrast for normal-size text (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Moves `color` towards `towards` (black or white) in small steps until its contrast with every colour in
 * `against` reaches `min`. Returns the first colour that does, or `towards` itself.
 */
export function ensureContrast(color: string, against: string | readonly string[], towards: string, min = MIN_TEXT_CONTRAST): string {
  const surfaces = typeof against === 'string' ? [against] : against;
  for (let step = 0; step <= 40; step++) {
    const candidate = mix(color, towards, step / 40);
    if (surfaces.every((surface) => contrast(candidate, surface) >= min)) return candidate;
  }
  return towards;
}

export interface AccentPalette {
  /** The brand colour as given (normalised to #rrggbb): fills of primary buttons, the like state. */
  accent: string;
  /** Fill on hover. */
  accentHover: string;
  /** Fill while pressed. */
  accentPressed: string;
  /** Text and icons drawn on any of the three fills; contrast ≥ 4.5:1 with each. */
  onAccent: string;
  /** The accent used as text (links) on the page surface; contrast ≥ 4.5:1 with `surface`. */
  accentText: string;
  /** A faint tint of the accent for selected rows and soft badges. */
  accentSoft: string;
}

const WHITE = '#ffffff';
const INK = '#111111';
const BLACK = '#000000';

/**
 * Derives the accent palette from one brand colour for a page whose surface is `surface`.
 *
 * - On-accent text is white when white reaches 4.5:1 on the accent, otherwise near-black, otherwise black (white
 *   or black always reaches 4.58:1 at least).
 * - Hover and pressed move the fill away from the on-accent text colour (darker under white text, lighter under
 *   dark text), so their contrast with it only grows.
 * - Accent-as-text is the accent pushed towards the theme's text colour until it reads on `surface` and on every
 *   colour in `readOn` (pass all the surfaces links appear on: page, raised, sunken).
 */
export function deriveAccent(brand: string, surface: string, readOn: readonly string[] = [surface]): AccentPalette {
  const accent = toHex(parseHex(brand));
  const onAccent = contrast(accent, WHITE) >= MIN_TEXT_CONTRAST ? WHITE : contrast(accent, INK) >= MIN_TEXT_CONTRAST ? INK : BLACK;
  const away = onAccent === WHITE ? BLACK : WHITE;
  const darkSurface = luminance(surface) < 0.2;
  return {
    accent,
    accentHover: mix(accent, away, 0.12),
    accentPressed: mix(accent, away, 0.24),
    onAccent,
    accentText: ensureContrast(accent, [surface, ...readOn], darkSurface ? WHITE : BLACK),
    accentSoft: mix(surface, accent, darkSurface ? 0.22 : 0.1),
  };
}
