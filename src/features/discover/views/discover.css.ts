import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

// --- Reading list modal ---------------------------------------------------------------------------------------

export const listForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const searchStatus = style({
  margin: 0,
  padding: `${vars.space['4']} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const rowName = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

// --- Global search --------------------------------------------------------------------------------------------

export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingStyle },
});

export const shortcutHint = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const searchBox = style({
  width: '100%',
  minHeight: vars.size.touch,
  boxSizing: 'border-box',
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const listbox = style({ listStyle: 'none', margin: `${vars.space['3']} 0 0`, padding: 0 });

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const groupLabel = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touch,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft, outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const optionKind = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textSubtle, flexShrink: 0 });

export const status = style({ margin: 0, padding: `${vars.space['3']} ${vars.space['2']}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({
  margin: `${vars.space['3']} 0 0`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  '@media': { [media.mobile]: { display: 'none' } },
});
