import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { focusRingInsetStyle } from '../focusRingStyle';
import * as recipes from '../../theme/recipes';

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['1']}))` },
  to: { opacity: 1, transform: 'none' },
});

export const content = style(
  recipes.bordered('md', 'surfaceRaised', {
    zIndex: vars.zIndex.dropdown,
    minWidth: `calc(${vars.space['16']} * 3)`,
    maxWidth: `calc(100vw - 2 * ${vars.space['4']})`,
    maxHeight: 'var(--radix-popper-available-height)',
    overflowY: 'auto',
    padding: vars.space['1'],
    color: vars.color.text,
    fontFamily: vars.font.sans,
    boxShadow: vars.shadow.md,
    outline: 'none',
    transformOrigin: 'var(--radix-popper-transform-origin)',
    animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
    '@media': { [media.mobile]: { minWidth: `calc(${vars.space['16']} * 3.5)` } },
  }),
);

/** 36 px tall on desktop, 44 px (the touch minimum) on phones and on any touch screen. */
export const item = style(
  recipes.merge(recipes.row('3'), recipes.label('sm', 'medium', 'text'), {
    position: 'relative',
    minHeight: `calc(${vars.size.touch} - ${vars.space['2']})`,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surfaceHover },
      '&[data-highlighted]:focus-visible': focusRingInsetStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-destructive]': { color: vars.color.dangerText },
      '&[data-destructive][data-highlighted]': { background: vars.color.dangerSoft },
    },
    '@media': {
      [media.mobile]: { minHeight: vars.size.touch, fontSize: vars.fontSize.md },
      [media.touch]: { minHeight: vars.size.touch },
    },
  }),
);

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-destructive] &`]: { color: 'currentColor' } },
});

export const label = style(
  recipes.label('xs', 'semibold', 'textSubtle', {
    paddingInline: vars.space['3'],
    paddingBlockStart: vars.space['2'],
    paddingBlockEnd: vars.space['1'],
    lineHeight: vars.lineHeight.snug,
  }),
);

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
  background: vars.color.border,
});

/** The default "…" trigger stays highlighted while its menu is open. */
export const trigger = style({
  selectors: {
    '&[data-state="open"]': { background: vars.color.surfaceHover, color: vars.color.text },
  },
});
