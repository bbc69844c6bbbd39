import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/media';

const mobile = media.mobile;

export const header = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [mobile]: { gridTemplateColumns: '72px 1fr', gap: vars.space['4'] } },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textSubtle,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const typeBadge = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
