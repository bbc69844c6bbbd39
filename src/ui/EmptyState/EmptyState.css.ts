/** The layout shared by the empty and error states: an icon in a tinted circle, a title, a line of text, an action. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import * as recipes from '../../theme/recipes';

export const root = style(
  recipes.stack('2', {
    alignItems: 'center',
    paddingBlock: vars.space['10'],
    paddingInline: vars.space['6'],
    textAlign: 'center',
    '@media': {
      [media.mobile]: { paddingBlock: vars.space['8'], paddingInline: vars.space['4'] },
    },
  }),
);

const iconBase = style(
  recipes.centred({
    width: vars.space['12'],
    height: vars.space['12'],
    marginBlockEnd: vars.space['2'],
    borderRadius: vars.radius.round,
  }),
);

/** `neutral` for empty states, `danger` for errors. */
export const icon = styleVariants({
  neutral: [iconBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  danger: [iconBase, { background: vars.color.dangerSoft, color: vars.color.dangerText }],
});

export const title = style(recipes.line('lg', 'semibold', 'text', { fontFamily: vars.font.sans, lineHeight: vars.lineHeight.snug }));

export const description = style(
  recipes.text('md', 'textMuted', {
    margin: 0,
    maxWidth: '42ch',
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const action = style({
  marginBlockStart: vars.space['3'],
});
