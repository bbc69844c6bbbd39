/**
 * Icon sizes and stroke from the spec (K022–K025), apart from the colour tokens: the icon part needs these two numbers, not the palettes
 * (which derive the accent at load time), so a screen's bundle carries only what it draws with.
 */
export const iconSizes = { button: 20, tab: 24, compressed: 14 } as const;
export const ICON_STROKE_WIDTH = 2;
