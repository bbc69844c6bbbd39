import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import * as recipes from '../../theme/recipes';

/** "About 400 px" wide at most, as the spec draws it; narrower screens keep 16 px from each edge. */
const TOAST_MAX_WIDTH = '400px';

/** Fixed at the bottom centre; lets clicks through except on the toasts themselves. */
export const viewport = style(
  recipes.stack('2', {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: 0,
    insetBlockEnd: `max(${vars.space['6']}, env(safe-area-inset-bottom))`,
    alignItems: 'center',
    paddingInline: vars.space['4'],
    pointerEvents: 'none',
    '@media': { [media.mobile]: { insetBlockEnd: `max(${vars.space['4']}, env(safe-area-inset-bottom))` } },
  }),
);

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style(
  recipes.merge(recipes.row('3'), recipes.text('sm', 'inverseText'), {
    pointerEvents: 'auto',
    boxSizing: 'border-box',
    width: 'max-content',
    maxWidth: `min(100%, ${TOAST_MAX_WIDTH})`,
    minHeight: vars.size.touch,
    paddingBlock: vars.space['1'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['1'],
    background: vars.color.inverseSurface,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    opacity: 1,
    transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
    animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="fading"]': { opacity: 0 },
    },
  }),
);

export const message = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const action = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space['2'],
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.inverseText}`, outlineOffset: '-2px' },
  },
});

export const dismiss = style(
  recipes.centred({
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    opacity: 0.8,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { opacity: 1, background: `color-mix(in srgb, ${vars.color.inverseText} 12%, transparent)` },
      '&:focus-visible': { opacity: 1, outline: `2px solid ${vars.color.inverseText}`, outlineOffset: '-2px' },
    },
  }),
);
