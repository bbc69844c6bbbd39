import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as recipes from '../../../../theme/recipes';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const countdownCard = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surfaceSunken'), { alignItems: 'flex-start', padding: vars.space['6'] }),
);

export const countdown = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const audience = style(recipes.merge(recipes.inlineRow('2'), recipes.text('sm', 'textMuted'), { margin: 0 }));

export const notice = style(
  recipes.stack('3', {
    alignItems: 'flex-start',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    background: vars.color.accentSoft,
  }),
);

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
