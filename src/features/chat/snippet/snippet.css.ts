import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const root = style(
  recipes.merge(recipes.stack('2'), recipes.bordered('lg', 'surface'), {
    boxSizing: 'border-box',
    position: 'relative',
    minWidth: 0,
    padding: vars.space['4'],
    color: vars.color.text,
    fontFamily: vars.font.sans,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within:has(:focus-visible)': { borderColor: vars.color.borderStrong },
    },
  }),
);

export const top = style(recipes.row('2', { minWidth: 0 }));

export const kind = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('xs', 'semibold', 'accentText'), { letterSpacing: '0.04em', textTransform: 'uppercase' }),
);

export const badge = style({
  marginInlineStart: 'auto',
});

export const byline = style(recipes.merge(recipes.row('2'), recipes.text('sm', 'textMuted'), { minWidth: 0 }));

export const author = style({
  overflow: 'hidden',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The snippet is the card's link; its box is stretched over the whole card, so the card is one target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': focusRingStyle,
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' },
  },
});

export const locked = style(recipes.inlineRow('2', { color: vars.color.textMuted, fontStyle: 'italic' }));

export const footer = style(recipes.row('2', recipes.text('sm', 'textMuted')));
