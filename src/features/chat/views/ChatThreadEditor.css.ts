import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The inline editor in place of a thread's body: the field, then the hint and the two buttons on one line. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  margin: 0,
});

export const textArea = style({
  minHeight: `calc(${vars.size.touch} * 3)`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const hint = style({
  marginInlineEnd: 'auto',
  color: vars.color.textMuted,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
});
