import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CAROUSEL_GAP_PX, CAROUSEL_IMAGE_MAX_WIDTH_PX, CAROUSEL_MAX_HEIGHT_PX } from '../../../ui/Carousel';

/**
 * The chat's media: the UI `Carousel` for images, then the videos. A video's frame and its "Explicit content" veil
 * are the Carousel's own styles (`ui/Carousel/Carousel.css`); only the column and the video's size are the chat's
 * (6 px apart, at most 400 px wide and 420 px tall: K004–K006).
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `${CAROUSEL_GAP_PX}px`,
  minWidth: 0,
});

/** Added to the Carousel's `frame`: a video is as wide as an image may be. */
export const video = style({
  width: `min(${CAROUSEL_IMAGE_MAX_WIDTH_PX}px, 100%)`,
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
