import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';

export const player = style({
  position: 'relative',
  margin: 0,
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: '#000',
  selectors: { '&:focus-visible': focusRingStyle, '&:fullscreen': { borderRadius: 0 } },
});

/** Keeps the box's shape (height as a share of width) before the video knows its own. */
export const frame = style({ position: 'relative', width: '100%', height: 0 });

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: '#000',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: vars.space['3'],
  background: 'linear-gradient(180deg, rgba(0,0,0,0.05), rgba(0,0,0,0.45))',
  color: '#fff',
  textAlign: 'center',
  padding: vars.space['4'],
});

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  border: 0,
  borderRadius: vars.radius.round,
  background: 'rgba(255,255,255,0.92)',
  color: '#111',
  cursor: 'pointer',
  boxShadow: '0 2px 12px rgba(0,0,0,0.35)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { transform: 'scale(1.05)' }, '&:focus-visible': focusRingStyle },
});

/** The title bar that shows while the video starts and for 3 s after. */
export const titleBar = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: 'linear-gradient(180deg, rgba(0,0,0,0.6), rgba(0,0,0,0))',
  color: '#fff',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const failure = style({ margin: 0, fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, maxWidth: '32ch' });

/** The player with controls under it (the create-clip control). */
export const withActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['2'] });
