/**
 * Shared by the thread card and the reply item: the author row, the meta line, the footer.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const authorRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minWidth: 0,
});

export const authorText = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.space['10'],
});

export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  minWidth: 0,
});

export const name = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

/** "3h · Edited · Replies locked": small, muted, separated by middle dots. */
export const metaLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['1'],
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  selectors: {
    '& + &::before': { content: '"·"', marginInlineEnd: vars.space['1'], color: vars.color.textSubtle },
  },
});

/** The "…" menu sits at the row's end, nudged so its 44 px target lines up with the name. */
export const menu = style({
  flexShrink: 0,
  marginBlockStart: `calc(${vars.space['1']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  minWidth: 0,
});

/** "12 replies" with the recent repliers' faces; a button when it opens the thread. */
export const replies = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    'button&, a&': { cursor: 'pointer', paddingInline: vars.space['2'], marginInline: `calc(${vars.space['2']} * -1)` },
    'button&:hover, a&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&:focus-visible': focusRingStyle,
  },
});

export const unread = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&::before': {
      content: '""',
      width: vars.space['2'],
      height: vars.space['2'],
      borderRadius: vars.radius.round,
      background: vars.color.accent,
    },
  },
});

export const repliesGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': { [media.mobile]: { gap: vars.space['2'] } },
});

export const faces = style({ display: 'inline-flex' });
