import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const root = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-within:has(:focus-visible)': { borderColor: vars.color.borderStrong },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const kind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const badge = style({
  marginInlineStart: 'auto',
});

export const byline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const author = style({
  overflow: 'hidden',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The snippet is the card's link; its box is stretched over the whole card, so the card is one target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': focusRingStyle,
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' },
  },
});

export const locked = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
