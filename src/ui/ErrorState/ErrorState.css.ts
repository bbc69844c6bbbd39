import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
  '@media': {
    'screen and (max-width: 768px)': { paddingBlock: vars.space['8'], paddingInline: vars.space['4'] },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.round,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  margin: 0,
  maxWidth: '42ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const retry = style({
  marginBlockStart: vars.space['3'],
});
