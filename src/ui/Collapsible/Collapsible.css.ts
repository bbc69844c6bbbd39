import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../focusRingStyle';
import * as recipes from '../../theme/recipes';

export const root = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const trigger = style(
  recipes.merge(recipes.row('3'), recipes.label('lg', 'semibold', 'text'), {
    justifyContent: 'space-between',
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space['3'],
    paddingInline: 0,
    border: 'none',
    background: 'transparent',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': focusRingStyle,
      '&:hover': { color: vars.color.accentText },
    },
  }),
);

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The animated region. Its height is pinned inline by `useCollapsible` while it moves. */
export const region = style({
  overflow: 'hidden',
  transition: `height ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    // At rest and open the content may draw outside (focus rings, shadows).
    '&[data-state="expanded"]': { overflow: 'visible' },
  },
});

export const content = style({
  paddingBlockEnd: vars.space['4'],
  color: vars.color.text,
});
