import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CAROUSEL_MAX_HEIGHT_PX } from '../../../ui/Carousel';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

// ——— page frame ———

export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.dialogMd,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  color: vars.color.text,
  fontFamily: vars.font.sans,
  '@media': { [media.mobile]: { paddingBlock: vars.space['6'], gap: vars.space['5'] } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const headerIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['2'],
});

export const openInApp = style({
  minWidth: '16rem',
  '@media': { [media.mobile]: { minWidth: 0, width: '100%' } },
});

export const webLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.accentText,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRingStyle,
  },
});

// ——— card ———

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.mobile]: { padding: vars.space['4'] } },
});

export const cardContext = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const byline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});

export const bylineText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const author = style({
  margin: 0,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const metaDot = style({
  color: vars.color.textSubtle,
});

export const audience = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space['1'],
});

export const body = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontStyle: 'italic',
});

export const linkPreview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRingStyle,
  },
});

export const linkTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const linkHost = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  borderRadius: vars.radius.md,
  background: vars.color.inverseSurface,
  objectFit: 'contain',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ——— loading ———

export const skeletonCard = style([
  card,
  {
    gap: vars.space['4'],
  },
]);

export const skeletonByline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const skeletonBylineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: '1 1 auto',
});
