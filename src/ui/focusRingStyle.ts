import { vars } from '../theme/contract.css';

/**
 * The ring keyboard users see, as style objects to compose where a part styles its own `:focus-visible`
 * (`selectors: { '&:focus-visible': focusRingStyle }`). A plain module (no CSS of its own), so a part's stylesheet
 * can use it without pulling another stylesheet in ahead of its own; `focus.css.ts` re-exports both.
 */
export const focusRingStyle = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the element's edge, where a scrolling or clipping parent would cut an outer one (tabs, menu items). */
export const focusRingInsetStyle = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;
