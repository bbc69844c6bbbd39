import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as recipes from '../../../../theme/recipes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const notice = style(
  recipes.stack('2', {
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '200px',
    padding: vars.space['6'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    textAlign: 'center',
    fontFamily: vars.font.sans,
  }),
);

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const noticeHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });
