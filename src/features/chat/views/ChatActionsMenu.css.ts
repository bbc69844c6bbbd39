import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The "…" button stays highlighted while its menu is open. */
export const trigger = style({
  selectors: {
    '&[data-state="open"]': { background: vars.color.surfaceHover, color: vars.color.text },
  },
});
