/** Layout shared by the extras' pages (scheduled post, cross-post, gift page, file page): one reading column. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const mobile = 'screen and (max-width: 768px)';

export const page = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  paddingBlock: vars.space['10'],
  '@media': { [mobile]: { paddingBlock: vars.space['6'] } },
});

export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space['6']})`,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [mobile]: { paddingInline: vars.space['4'], gap: vars.space['5'] } },
});

export const narrow = style({ maxWidth: `calc(480px + 2 * ${vars.space['6']})` });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  '@media': { [mobile]: { fontSize: vars.fontSize['2xl'] } },
});

export const lede = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.reading,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [mobile]: { padding: vars.space['4'] } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-start',
  minHeight: vars.size.touch,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const textLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formError = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
