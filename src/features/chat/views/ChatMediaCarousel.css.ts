import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CAROUSEL_GAP_PX, CAROUSEL_IMAGE_MAX_WIDTH_PX, CAROUSEL_MAX_HEIGHT_PX } from '../../../ui/Carousel';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `${CAROUSEL_GAP_PX}px`,
  minWidth: 0,
});

export const video = style({
  position: 'relative',
  width: `min(${CAROUSEL_IMAGE_MAX_WIDTH_PX}px, 100%)`,
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const videoElement = style({
  display: 'block',
  width: '100%',
  height: '100%',
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  objectFit: 'contain',
  selectors: {
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

export const veilCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['4'],
  paddingInlineEnd: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const veilIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
