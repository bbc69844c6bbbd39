/** The post's link to its live stream: one bordered row, the live tag, the stream's title, the action. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingStyle },
});

// The same tag as the livestream page's (white on the live red: 5.4:1).
export const live = style(recipes.statusTag('live', 'onLive'));
export const upcoming = style(recipes.statusTag('accentSoft', 'text'));

export const title = style({ flex: '1 1 12rem', minWidth: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const action = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
