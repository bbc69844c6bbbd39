/**
 * Shared by the thread card and the reply item: the author row, the meta line, the footer.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const authorRow = style(recipes.row('3', { alignItems: 'flex-start', minWidth: 0 }));

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

export const name = style(
  recipes.line('md', 'semibold', 'text', {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
  }),
);

/** "3h · Edited · Replies locked": small, muted, separated by middle dots. */
export const metaLine = style(
  recipes.text('sm', 'textMuted', {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space['1'],
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const metaItem = style(
  recipes.inlineRow('1', {
    selectors: {
      '& + &::before': { content: '"·"', marginInlineEnd: vars.space['1'], color: vars.color.textSubtle },
    },
  }),
);

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
export const replies = style(
  recipes.merge(recipes.inlineRow('2'), recipes.label('sm', 'semibold', 'textMuted'), {
    minHeight: vars.size.touch,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontFamily: vars.font.sans,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      'button&, a&': { cursor: 'pointer', paddingInline: vars.space['2'], marginInline: `calc(${vars.space['2']} * -1)` },
      'button&:hover, a&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const unread = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('sm', 'semibold', 'accentText'), {
    selectors: {
      '&::before': {
        content: '""',
        width: vars.space['2'],
        height: vars.space['2'],
        borderRadius: vars.radius.round,
        background: vars.color.accent,
      },
    },
  }),
);

export const repliesGroup = style(
  recipes.inlineRow('3', {
    '@media': { [media.mobile]: { gap: vars.space['2'] } },
  }),
);

export const faces = style({ display: 'inline-flex' });
