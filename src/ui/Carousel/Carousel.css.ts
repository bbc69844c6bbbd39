import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CAROUSEL_GAP_PX, CAROUSEL_IMAGE_MAX_WIDTH_PX, CAROUSEL_MAX_HEIGHT_PX } from './media';
import { focusRingInsetStyle, focusRingStyle } from '../focusRingStyle';
import * as recipes from '../../theme/recipes';

const gap = `${CAROUSEL_GAP_PX}px`;

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  transition: `height ${vars.motion.base} ${vars.motion.easing}`,
});

/** Embla's track. Slide spacing is padding on the slides with a matching negative margin here (Embla's advice). */
export const container = style({
  display: 'flex',
  alignItems: 'flex-start',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${gap} * -1)`,
});

export const slide = style({
  flex: '0 0 auto',
  minWidth: 0,
  // The track is one gap wider than the viewport (negative margin), so 100 % leaves exactly the viewport for the media.
  maxWidth: '100%',
  boxSizing: 'border-box',
  paddingInlineStart: gap,
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  maxWidth: '100%',
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingInsetStyle,
  },
});

export const image = style({
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: `min(${CAROUSEL_IMAGE_MAX_WIDTH_PX}px, 100%)`,
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  userSelect: 'none',
  transition: `filter ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    // Known size: the frame has the fitted width and aspect ratio; the image fills it.
    '[data-sized] > &': { width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' },
    '[data-state="concealed"] > &': { filter: `blur(${vars.space['6']})`, transform: 'scale(1.1)' },
  },
});

export const veil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3'],
});

export const veilCard = style(
  recipes.merge(recipes.row('3'), recipes.label('sm', 'semibold', 'text'), {
    paddingBlock: vars.space['2'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['2'],
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.sans,
    whiteSpace: 'nowrap',
  }),
);

export const veilIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const control = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, color: vars.color.text },
    // At an end the button is disabled and fades out, so it does not cover the image.
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
  },
});

export const previous = style({ insetInlineStart: vars.space['2'] });
export const next = style({ insetInlineEnd: vars.space['2'] });
