import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as recipes from '../../../theme/recipes';

/** The inline editor in place of a thread's body: the field, then the hint and the two buttons on one line. */
export const root = style(recipes.stack('3', { minWidth: 0, margin: 0 }));

export const textArea = style({
  minHeight: `calc(${vars.size.touch} * 3)`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const bar = style(recipes.row('2', { flexWrap: 'wrap', justifyContent: 'flex-end' }));

export const hint = style(recipes.text('xs', 'textMuted', { marginInlineEnd: 'auto', fontFamily: vars.font.sans }));
