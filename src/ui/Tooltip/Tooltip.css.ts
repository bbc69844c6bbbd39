import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A small label on the inverse surface (dark on light pages, light on dark ones). */
export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: `calc(${vars.size.touch} * 6)`,
  paddingBlock: `calc(${vars.space['1']} * 1.5)`,
  paddingInline: vars.space['2'],
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  userSelect: 'none',
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
});

export const arrow = style({
  fill: vars.color.inverseSurface,
});
