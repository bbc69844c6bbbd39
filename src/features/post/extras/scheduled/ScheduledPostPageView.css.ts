import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const countdownCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const countdown = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const audience = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
});

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
