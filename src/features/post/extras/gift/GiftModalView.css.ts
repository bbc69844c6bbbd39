import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as recipes from '../../../../theme/recipes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const lede = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const success = style(recipes.merge(recipes.row('3'), recipes.text('md', 'text'), { margin: 0 }));

export const successIcon = style({ color: vars.color.success, flex: 'none' });
