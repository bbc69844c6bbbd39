import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

export const player = style({
  position: 'relative',
  margin: 0,
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.media,
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
  background: vars.color.media,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const overlay = style(
  recipes.stack('3', {
    position: 'absolute',
    inset: 0,
    alignItems: 'center',
    justifyContent: 'center',
    background: `linear-gradient(180deg, ${vars.color.scrimFaint}, ${vars.color.scrim})`,
    color: vars.color.onMedia,
    textAlign: 'center',
    padding: vars.space['4'],
  }),
);

export const playButton = style(
  recipes.centred({
    width: '64px',
    height: '64px',
    border: 0,
    borderRadius: vars.radius.round,
    background: vars.color.mediaControl,
    color: vars.color.onMediaControl,
    cursor: 'pointer',
    boxShadow: vars.shadow.media,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { transform: 'scale(1.05)' }, '&:focus-visible': focusRingStyle },
  }),
);

/** The title bar that shows while the video starts and for 3 s after. */
export const titleBar = style(
  recipes.label('sm', 'semibold', 'onMedia', {
    position: 'absolute',
    insetInline: 0,
    top: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    background: `linear-gradient(180deg, ${vars.color.scrimStrong}, ${vars.color.scrimClear})`,
    fontFamily: vars.font.sans,
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const failure = style({ margin: 0, fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, maxWidth: '32ch' });

/** The player with controls under it (the create-clip control). */
export const withActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['2'] });
