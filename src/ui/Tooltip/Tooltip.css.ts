import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as recipes from '../../theme/recipes';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A small label on the inverse surface (dark on light pages, light on dark ones). */
export const content = style(
  recipes.label('xs', 'medium', 'inverseText', {
    zIndex: vars.zIndex.tooltip,
    maxWidth: `calc(${vars.size.touch} * 6)`,
    paddingBlock: `calc(${vars.space['1']} * 1.5)`,
    paddingInline: vars.space['2'],
    background: vars.color.inverseSurface,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
    userSelect: 'none',
    animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  }),
);

export const arrow = style({
  fill: vars.color.inverseSurface,
});
