import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRingStyle } from '../ui/focusRingStyle';

/** The product's header bar: the publication's name at the start, the reader's tools (the search) at the end. */
export const header = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: `calc(${vars.size.touch} + 2 * ${vars.space['3']})`,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
});

export const brand = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.accent }, '&:focus-visible': focusRingStyle },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto', flexShrink: 0 });
