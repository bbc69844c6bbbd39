import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

export const player = style(
  recipes.merge(recipes.row('3'), recipes.bordered('lg', 'surfaceSunken'), {
    width: '100%',
    maxWidth: vars.size.measure,
    minHeight: '72px',
    boxSizing: 'border-box',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    color: vars.color.text,
    fontFamily: vars.font.sans,
  }),
);

export const playButton = style(
  recipes.centred({
    flex: 'none',
    width: vars.size.touch,
    height: vars.size.touch,
    border: 0,
    borderRadius: vars.radius.round,
    background: vars.color.accent,
    color: vars.color.onAccent,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentHover },
      '&:focus-visible': focusRingStyle,
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
);

export const lockIcon = style(
  recipes.merge(recipes.centred(), recipes.bordered('round', 'surface'), {
    flex: 'none',
    width: vars.size.touch,
    height: vars.size.touch,
    color: vars.color.textMuted,
  }),
);

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const track = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const seek = style({ flex: 1, minWidth: 0, accentColor: vars.color.accent, selectors: { '&:focus-visible': focusRingStyle } });

export const time = style({ flex: 'none', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const speed = style(
  recipes.merge(recipes.label('xs', 'semibold', 'text'), recipes.borderedStrong('pill', 'surface'), {
    flex: 'none',
    minWidth: vars.size.touch,
    height: '32px',
    padding: `0 ${vars.space['2']}`,
    fontFamily: vars.font.sans,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingStyle },
  }),
);

export const action = style({ flex: 'none', textDecoration: 'none' });
