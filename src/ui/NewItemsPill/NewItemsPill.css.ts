import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import * as recipes from '../../theme/recipes';
import { focusRingStyle } from '../focusRingStyle';

/** Sticky at the top of the view, over the items; no height, so showing the pill never moves what the reader sees. */
export const bar = style({
  position: 'sticky',
  insetBlockStart: vars.space['3'],
  zIndex: vars.zIndex.sticky,
  height: 0,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'visible',
});

/** A quiet dark pill with a soft shadow (a touch target on touch screens). */
export const pill = style(
  recipes.merge(recipes.inlineRow('2'), recipes.label('sm', 'semibold', 'inverseText'), {
    minHeight: '36px',
    paddingInline: vars.space['4'],
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.inverseSurface,
    fontFamily: vars.font.sans,
    boxShadow: vars.shadow.popover,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRingStyle },
    '@media': { [media.touch]: { minHeight: vars.size.touch } },
  }),
);
