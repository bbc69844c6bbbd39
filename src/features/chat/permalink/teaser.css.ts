import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';

export const root = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.sans,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['5'],
  paddingInline: vars.space['5'],
  '@media': { [media.mobile]: { paddingBlockStart: vars.space['4'], paddingInline: vars.space['4'] } },
});

/** Stand-in lines of a message, blurred and fading out: "there is a conversation here", without its words. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['5'],
  filter: `blur(${vars.space['1']})`,
  maskImage: 'linear-gradient(to bottom, black 20%, transparent 95%)',
  WebkitMaskImage: 'linear-gradient(to bottom, black 20%, transparent 95%)',
  userSelect: 'none',
  pointerEvents: 'none',
  '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
});

export const placeholderRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const placeholderAvatar = style({
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.round,
  background: vars.color.borderStrong,
});

export const placeholderLine = style({
  display: 'block',
  height: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBlockStart: `calc(${vars.space['12']} * -1)`,
  paddingBlockEnd: vars.space['8'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
  '@media': { [media.mobile]: { paddingBlockEnd: vars.space['6'], paddingInline: vars.space['4'] } },
});

export const lock = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.round,
  boxShadow: `0 0 0 ${vars.space['1']} ${vars.color.surface}`,
});

export const lockVariant = styleVariants({
  paid: { background: vars.color.accent, color: vars.color.onAccent },
  founding: { background: vars.color.inverseSurface, color: vars.color.inverseText },
  unavailable: { background: vars.color.surfaceSunken, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
});

export const title = style({
  margin: 0,
  maxWidth: '28ch',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
});

export const body = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({
  marginBlockStart: vars.space['3'],
  '@media': { [media.mobile]: { alignSelf: 'stretch' } },
});
