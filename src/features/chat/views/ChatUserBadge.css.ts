import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Tighter than a standalone badge, so it sits on the name's line without raising it. */
export const badge = style({
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.02em',
  paddingBlock: '1px',
});
