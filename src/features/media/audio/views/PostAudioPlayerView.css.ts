import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: vars.size.measure,
  minHeight: '72px',
  boxSizing: 'border-box',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.sans,
});

export const playButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
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
});

export const lockIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const track = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const seek = style({ flex: 1, minWidth: 0, accentColor: vars.color.accent, selectors: { '&:focus-visible': focusRingStyle } });

export const time = style({ flex: 'none', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const speed = style({
  flex: 'none',
  minWidth: vars.size.touch,
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingStyle },
});

export const action = style({ flex: 'none', textDecoration: 'none' });
