/** The post's link to its live stream: one bordered row, the live tag, the stream's title, the action. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

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

const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: '2px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

// The same red as the livestream page's live tag (white on it: 5.4:1).
export const live = style([tag, { background: '#d1242f', color: '#fff' }]);
export const upcoming = style([tag, { background: vars.color.accentSoft, color: vars.color.text }]);

export const title = style({ flex: '1 1 12rem', minWidth: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const action = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
