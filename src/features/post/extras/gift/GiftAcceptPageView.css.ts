import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as recipes from '../../../../theme/recipes';

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'], textAlign: 'center' });

export const giftIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const remaining = style(
  recipes.label('sm', 'medium', 'textMuted', {
    display: 'inline-block',
    paddingInline: vars.space['3'],
    paddingBlock: vars.space['1'],
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
  }),
);

export const outcome = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'], textAlign: 'center' });

export const outcomeTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const successIcon = style({ color: vars.color.success });
