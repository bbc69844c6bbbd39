import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { focusRingInsetStyle, focusRingStyle } from '../focusRingStyle';
import * as recipes from '../../theme/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The tab row: a hairline under it, scrolls sideways when the tabs do not fit (phones). */
export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // The hairline is an inset shadow, not a border, so the active tab's underline (a child) paints over it and the
  // scroll container does not clip it.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      scrollbarWidth: 'none',
      scrollSnapType: 'x proximity',
    },
  },
});

export const trigger = style(
  recipes.merge(recipes.inlineRow('2'), recipes.label('md', 'medium', 'textMuted'), {
    position: 'relative',
    flexShrink: 0,
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    paddingBlock: vars.space['2'],
    border: 'none',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    background: 'transparent',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    scrollSnapAlign: 'start',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      // The underline indicator: the accent under the active tab, sitting on the list's hairline.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: 0,
        height: '2px',
        borderRadius: vars.radius.pill,
        background: 'transparent',
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-state="active"]::after': { background: vars.color.accent },
      // Drawn inside the tab: the scrolling list would clip a ring drawn outside.
      '&:focus-visible': focusRingInsetStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
);

export const panel = style({
  paddingBlockStart: vars.space['4'],
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
  },
});
