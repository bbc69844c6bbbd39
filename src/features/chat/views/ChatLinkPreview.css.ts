import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const root = style(
  recipes.merge(recipes.row('3'), recipes.bordered('md', 'surface'), {
    alignItems: 'stretch',
    minHeight: vars.size.touch,
    maxWidth: vars.size.dialogSm,
    padding: vars.space['3'],
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.font.sans,
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      'a&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const thumb = style({
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: `calc(${vars.space['1']} / 2)`,
  minWidth: 0,
});

export const host = style(
  recipes.label('xs', 'medium', 'textMuted', {
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const title = style(
  recipes.font('sm', 'semibold', {
    lineHeight: vars.lineHeight.snug,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  recipes.text('sm', 'textMuted', {
    lineHeight: vars.lineHeight.snug,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);
