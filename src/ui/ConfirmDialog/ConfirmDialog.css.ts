import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(calc(100vw - 32px), ${vars.size.dialogSm})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginBlockStart: vars.space['3'],
});
