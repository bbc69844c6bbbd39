import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';

export const player = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: '#fff',
  background: `linear-gradient(160deg, ${vars.color.accent}, #1b1b1f 85%)`,
  fontFamily: vars.font.sans,
});

/** The four sizes (spec 002): episode page 400, editor 320, notes embed 128, notes full 250 (px high). */
export const variant = styleVariants({
  'episode-page': { height: '400px' },
  editor: { height: '320px' },
  'notes-embed': { height: '128px', padding: vars.space['3'], gap: vars.space['2'] },
  'notes-full': { height: '250px' },
});

export const artwork = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 });

export const title = style({
  position: 'relative',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const meta = style({ position: 'relative', margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });

export const controls = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const playButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.round,
  background: '#fff',
  color: '#111',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const seek = style({ flex: 1, minWidth: 0, accentColor: '#fff', selectors: { '&:focus-visible': focusRingStyle } });

export const time = style({ flex: 'none', fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums', opacity: 0.9 });

export const badge = style({
  position: 'relative',
  alignSelf: 'flex-start',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.2)',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const paywall = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  textAlign: 'center',
  background: 'rgba(17,17,20,0.82)',
});

export const paywallTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const paywallActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'] });
