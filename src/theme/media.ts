/**
 * The spec's breakpoints, one home: every style writes `'@media': { [media.mobile]: … }` with these, and sprinkles use
 * the same queries as their `mobile` / `tablet` conditions.
 */
import { breakpoints } from './tokens';

export const media = {
  /** Phones: ≤ 768 px. */
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  /** Tablets and phones: ≤ 1024 px. */
  tablet: `screen and (max-width: ${breakpoints.tablet}px)`,
  /** Wider than a tablet. */
  desktop: `screen and (min-width: ${breakpoints.tablet + 1}px)`,
  /**
   * A touch screen of any width (a phone held sideways is wider than 768 px): touch targets stay ≥ 44 px there too.
   * Pair it with `mobile`: `'@media': { [media.mobile]: …, [media.touch]: … }`.
   */
  touch: '(pointer: coarse)',
} as const;
