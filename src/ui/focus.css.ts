import { style } from '@vanilla-extract/css';
import { focusRingStyle } from './focusRingStyle';

/**
 * The ring keyboard users see, as a style object to compose where a part styles its own `:focus-visible`
 * (`selectors: { '&:focus-visible': focusRingStyle }`; `focusRingInsetStyle` draws it inside the edge);
 * `focusRing` is the same as a class.
 */
export { focusRingInsetStyle, focusRingStyle } from './focusRingStyle';

/** The visible keyboard focus ring every interactive part uses (never removed, only shown on :focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
