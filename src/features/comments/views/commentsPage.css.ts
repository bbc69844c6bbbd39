import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  paddingBlock: vars.space['8'],
  '@media': { [media.mobile]: { paddingBlock: vars.space['5'] } },
});

export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space['6']})`,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  '@media': { [media.mobile]: { paddingInline: vars.space['4'], gap: vars.space['4'] } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-start',
  minHeight: '32px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlockEnd: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const sortLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const select = style({
  appearance: 'none',
  minHeight: '36px',
  paddingInline: `${vars.space['3']} ${vars.space['6']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong }, '&:focus-visible': focusRingStyle },
  '@media': { [media.touch]: { minHeight: vars.size.touch } },
});

export const sortWrap = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' });

export const selectBox = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const selectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

/**
 * "N new comments": a quiet pill that stays at the top of the screen while the reader is further down. Its bar takes
 * no room (height 0), so showing it never moves the comments the reader is looking at.
 */
export const newCommentsBar = style({
  position: 'sticky',
  insetBlockStart: vars.space['3'],
  zIndex: vars.zIndex.sticky,
  height: 0,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'visible',
  marginBlock: `calc(${vars.space['5']} / -2)`,
});

export const newComments = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.18)',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle },
  '@media': { [media.touch]: { minHeight: vars.size.touch } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const paywall = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
});

export const paywallTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.bold,
});

export const paywallText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, maxWidth: '420px' });

export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle },
});

export const textLink = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr)', gap: vars.space['3'] });
export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** The post page's comments section: a stack under the post's footer. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], marginBlockStart: vars.space['8'] });
