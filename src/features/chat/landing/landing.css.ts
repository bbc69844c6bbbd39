import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.measure,
  marginInline: 'auto',
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['8'],
  color: vars.color.text,
  fontFamily: vars.font.sans,
  textAlign: 'center',
  '@media': { [media.mobile]: { paddingBlock: vars.space['6'], gap: vars.space['5'] } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const heroIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['16'],
  height: vars.space['16'],
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  '@media': { [media.mobile]: { width: vars.space['12'], height: vars.space['12'], marginBlockEnd: 0 } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const heading = style({
  margin: 0,
  maxWidth: '18ch',
  color: vars.color.text,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  '@media': { [media.mobile]: { fontSize: vars.fontSize['2xl'] } },
});

export const intro = style({
  margin: 0,
  maxWidth: '46ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

/** QR code and store badges: side by side on wide screens, badges first on phones (the QR code is for another device). */
export const panel = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto 1px auto',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['8'],
  width: '100%',
  padding: vars.space['8'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '1fr',
      gap: vars.space['5'],
      padding: vars.space['5'],
    },
  },
});

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.mobile]: { order: 3 } },
});

/** On phones the code is for another device: smaller, so the page's links stay in view. */
export const qrCode = style({
  '@media': { [media.mobile]: { width: '8.5rem' } },
});

export const qrCaption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const divider = style({
  alignSelf: 'stretch',
  width: '1px',
  background: vars.color.border,
  '@media': { [media.mobile]: { order: 2, width: 'auto', height: '1px' } },
});

export const store = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  '@media': { [media.mobile]: { order: 1, alignItems: 'center' } },
});

export const storeHeading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A store badge: the usual black pill with a mark and two lines (inverse colours, so it stays a badge in dark mode). */
export const badge = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: '11.5rem',
  minHeight: vars.space['12'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  textAlign: 'start',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { opacity: 0.88 },
    '&:focus-visible': focusRingStyle,
  },
});

export const badgeMark = style({
  flexShrink: 0,
  width: vars.size.iconTab,
  height: vars.size.iconTab,
});

export const badgeText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
});

export const badgePrefix = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const badgeName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const webLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touch,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.accentText,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRingStyle,
  },
});
