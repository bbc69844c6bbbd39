/** The layout shared by the empty and error states: an icon in a tinted circle, a title, a line of text, an action. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
  '@media': {
    [media.mobile]: { paddingBlock: vars.space['8'], paddingInline: vars.space['4'] },
  },
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.round,
});

/** `neutral` for empty states, `danger` for errors. */
export const icon = styleVariants({
  neutral: [iconBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  danger: [iconBase, { background: vars.color.dangerSoft, color: vars.color.dangerText }],
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

export const action = style({
  marginBlockStart: vars.space['3'],
});
