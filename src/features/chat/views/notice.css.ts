import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

/** A placeholder standing where an item's content would be: sunken, quiet, with an icon. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, color: vars.color.textSubtle });

/** "Not delivered": a line under the reader's own item, in the danger colour, with a retry button. */
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.dangerText,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const failedIcon = style({ flexShrink: 0 });

export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  marginBlock: `calc(${vars.space['2']} * -1)`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.dangerText,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.dangerSoft },
    '&:focus-visible': focusRingStyle,
  },
});
