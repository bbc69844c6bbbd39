import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as recipes from '../../theme/recipes';

export const root = style(recipes.inlineRow('3', { flexWrap: 'wrap', fontFamily: vars.font.sans, color: vars.color.text }));

export const timer = style(
  recipes.merge(recipes.inlineRow('2'), recipes.font('xl', 'semibold'), {
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.01em',
  }),
);

export const icon = style({
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const done = style(recipes.merge(recipes.inlineRow('2'), recipes.label('lg', 'semibold', 'success'), { lineHeight: vars.lineHeight.tight }));
